#!/usr/bin/env bash
# The runtime on the edge: cross-builds runtime-min, edge-run, the runtime's tests and examples/app for aarch64
# Linux with Debian's cross toolchain (scripts/cmake/aarch64-linux-gnu.cmake) in build-aarch64/, and runs them
# under qemu-aarch64: the runtime's Catch2 tests but the Vulkan ones (no aarch64 Vulkan driver), the app on the
# CPU against PyTorch's scores, and the lit end-to-end tests with the host's edgec compiling and the aarch64
# edge-run running (those needing Vulkan are UNSUPPORTED). Installs what is missing (Debian bookworm, as root
# or with sudo). docs/app-integration.md, "Cross-building for aarch64".
#
# Everything is built with -fsanitize=alignment: aarch64 Linux (and qemu) allow most unaligned loads, so a
# misaligned read would pass unseen; UBSan stops at the first one instead.
# Signatures (EDGEC_RUNTIME_SIGNATURES, libsodium) are off to keep the multiarch installs to the Vulkan loader.
# SPIR-V validation (EDGEC_RUNTIME_SPIRV_VALIDATOR) is off: Debian's spirv-tools is not multiarch (its arm64
# archive cannot be installed beside the host's), and no Vulkan program runs under qemu here anyway.
#
# Usage: scripts/cross-aarch64.sh   (needs the host build: scripts/build.sh; HOST_BUILD=DIR names another one,
# holding bin/edgec and test/lit.site.cfg.py)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
host_build=$(cd "${HOST_BUILD:-build}" && pwd)
build=$root/build-aarch64
sysroot=/usr/aarch64-linux-gnu
# The toolchain's own loader and glibc (see the toolchain file).
qemu="qemu-aarch64 -L $sysroot -E LD_LIBRARY_PATH=$sysroot/lib"
[ -x "$host_build/bin/edgec" ] || { echo "cross-aarch64: no $host_build/bin/edgec: run scripts/build.sh first" >&2; exit 1; }

# The cross compiler, qemu, and the aarch64 Vulkan loader the tests link (multiarch); headers are the host's.
packages=(g++-aarch64-linux-gnu qemu-user libvulkan-dev:arm64)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "cross-aarch64: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  dpkg --print-foreign-architectures | grep -qx arm64 || $sudo dpkg --add-architecture arm64
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

start=$SECONDS
san="-fsanitize=alignment -fno-sanitize-recover=alignment"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_TOOLCHAIN_FILE="$root/scripts/cmake/aarch64-linux-gnu.cmake" \
  -DEDGEC_BUILD_COMPILER=OFF -DEDGEC_RUNTIME_SPIRV_VALIDATOR=OFF -DEDGEC_RUNTIME_SIGNATURES=OFF \
  -DCMAKE_CXX_FLAGS="$san" -DCMAKE_C_FLAGS="$san" > /dev/null
cmake --build "$build"
echo "cross-aarch64: built in $((SECONDS - start)) s"

# The runtime's tests: all but [vulkan] (an aarch64 Vulkan driver under qemu would be lavapipe emulated).
$qemu "$build/bin/runtime-tests" "~[vulkan]"

# examples/app built against the installed aarch64 package alone, its models compiled by the host's edgec.
rm -rf "$build/prefix" "$build/app"
cmake --install "$build" --prefix "$build/prefix" > /dev/null
cmake -S examples/app -B "$build/app" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$root/scripts/cmake/aarch64-linux-gnu.cmake" \
  -DCMAKE_PREFIX_PATH="$build/prefix" -DEDGEC_EXECUTABLE="$host_build/bin/edgec" \
  -DCMAKE_EXE_LINKER_FLAGS=-fsanitize=alignment > /dev/null
cmake --build "$build/app"
readelf -h "$build/app/classify" | grep -q AArch64 || { echo "cross-aarch64: classify is not an aarch64 binary" >&2; exit 1; }
for mode in --embedded "--embedded --own-softmax" "--embedded --app-arena"; do
  # shellcheck disable=SC2086 # mode is one or two options
  $qemu "$build/app/classify" examples/small_cnn.input0.npy $mode --expect examples/small_cnn.output0.npy
done

# The end-to-end tests of test/e2e: the host's edgec, the aarch64 edge-run, c-api-test and pte-craft under qemu (test/lit.cfg.py).
python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv --param runtime_build="$build" --param runtime_emulator="$qemu" \
  "$host_build/test/e2e"
echo "cross-aarch64: done in $((SECONDS - start)) s"
