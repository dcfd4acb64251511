#!/usr/bin/env bash
# Installs the Debian bookworm packages edgec needs, when missing. Run as root (or with sudo available).
set -euo pipefail
packages=(
  cmake ninja-build g++ python3
  llvm-19-dev llvm-19-tools libmlir-19-dev mlir-19-tools   # MLIR 19, FileCheck and lit.py
  flatbuffers-compiler libflatbuffers-dev                  # the .pte schema
  glslang-dev glslang-tools spirv-tools                    # GLSL -> SPIR-V in-process, SPIR-V opt/validation
  libcli11-dev catch2                                      # command lines, runtime unit tests
  libvulkan-dev mesa-vulkan-drivers vulkan-validationlayers vulkan-tools  # Vulkan, lavapipe, validation
  libsodium-dev                                            # signed programs (Ed25519, BLAKE2b)
  clang-14 libclang-rt-14-dev                              # libFuzzer and sanitizers (scripts/fuzz.sh)
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} packages present"
  exit 0
fi
echo "setup: installing ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
