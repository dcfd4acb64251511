#!/usr/bin/env bash
# The stripped size of an app linking the runtime (issue 22's selective build), measured on examples/app
# (classify: loads a program from a file or from its own bytes, runs it, prints the top 5):
#   full       every CPU kernel, SPIR-V validated by SPIRV-Tools before the driver (the defaults)
#   selected   only the CPU kernels its two programs call (edgec_select_kernels: 6 of them)
#   selected, no validator  the same against a runtime built with EDGEC_RUNTIME_SPIRV_VALIDATOR=OFF (the
#              runtime's own SPIR-V checks remain)
#   selected, core  the same against the runtime without its Vulkan backend (EDGEC_RUNTIME_VULKAN=OFF): CPU
#              programs only
# Usage: bench/runtime_size.sh
# (needs build/ from scripts/build.sh; works in .bench/size).
set -euo pipefail
cd "$(dirname "$0")/.."
w=$PWD/.bench/size
rm -rf "$w" && mkdir -p "$w"
cmake --install build --prefix "$w/prefix" > /dev/null
# The runtime alone, without the validator; edgec_add_model takes the full build's edgec.
cmake -S . -B "$w/novalidator" -G Ninja -DCMAKE_BUILD_TYPE=Release -DEDGEC_BUILD_COMPILER=OFF -DEDGEC_BUILD_TESTS=OFF \
  -DEDGEC_RUNTIME_SPIRV_VALIDATOR=OFF > /dev/null
cmake --build "$w/novalidator" > /dev/null
cmake --install "$w/novalidator" --prefix "$w/prefix-novalidator" > /dev/null
cmake -S . -B "$w/core" -G Ninja -DCMAKE_BUILD_TYPE=Release -DEDGEC_BUILD_COMPILER=OFF -DEDGEC_BUILD_TESTS=OFF \
  -DEDGEC_RUNTIME_VULKAN=OFF > /dev/null
cmake --build "$w/core" > /dev/null
cmake --install "$w/core" --prefix "$w/prefix-core" > /dev/null
cp -r examples/app "$w/app" && cp examples/small_cnn.mlir "$w/"
build() { # NAME PREFIX OPTIONS...
  local name=$1 prefix=$2
  shift 2
  cmake -S "$w/app" -B "$w/$name" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$prefix" "$@" > /dev/null
  cmake --build "$w/$name" > /dev/null
  strip -o "$w/$name.stripped" "$w/$name/classify"
  "$w/$name/classify" examples/small_cnn.input0.npy --embedded --expect examples/small_cnn.output0.npy > /dev/null
}
build full "$w/prefix"
build selected "$w/prefix" -DCLASSIFY_SELECT_KERNELS=ON
build selected-novalidator "$w/prefix-novalidator" -DCLASSIFY_SELECT_KERNELS=ON -DEDGEC_EXECUTABLE="$PWD/build/bin/edgec"
build selected-core "$w/prefix-core" -DCLASSIFY_SELECT_KERNELS=ON -DEDGEC_EXECUTABLE="$PWD/build/bin/edgec"
echo "| classify | CPU kernels | Vulkan backend | SPIR-V validator | stripped bytes |"
echo "|---|---|---|---|---|"
echo "| full | $(grep -c '^EDGE_KERNEL' runtime-min/src/generated/KernelList.inc) | yes | yes | $(stat -c %s "$w/full.stripped") |"
echo "| selected | $(grep -c '^EDGE_KERNEL' "$w/selected/edgec_models/classify_kernels.inc") | yes | yes | $(stat -c %s "$w/selected.stripped") |"
echo "| selected, no validator | $(grep -c '^EDGE_KERNEL' "$w/selected-novalidator/edgec_models/classify_kernels.inc") | yes | no | $(stat -c %s "$w/selected-novalidator.stripped") |"
echo "| selected, core | $(grep -c '^EDGE_KERNEL' "$w/selected-core/edgec_models/classify_kernels.inc") | no | no | $(stat -c %s "$w/selected-core.stripped") |"
