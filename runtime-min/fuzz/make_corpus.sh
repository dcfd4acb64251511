#!/usr/bin/env bash
# Regenerates the seed corpus of fuzz-pte-load from programs in the tree (after a format change):
#   PATH=build/bin:$PATH bash runtime-min/fuzz/make_corpus.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
out=runtime-min/fuzz/corpus/fuzz-pte-load
rm -f "$out"/*.pte
seed() { edgec compile "$1" --target="$2" -o "$out/$3.$2.pte"; }
seed examples/mlp.mlir cpu mlp
seed examples/mlp.mlir vulkan mlp
seed test/ops/conv_stride_dilation_groups.mlir cpu conv
seed test/ops/mean_keepdim_middle.mlir cpu mean
seed test/ops/max_pool2d_ceil_dilation.mlir cpu pool
seed test/ops/to_copy_i64_to_f16.mlir cpu dtypes
seed test/ops/to_copy_i64_to_f16.mlir vulkan dtypes
seed compiler/fuzz/corpus/fuzz-edgec-compile/dynamic-mlp.mlir cpu dynamic
seed compiler/fuzz/corpus/fuzz-edgec-compile/dynamic-mlp.mlir vulkan dynamic
seed test/ops/fft_irfft_complex_in_odd.mlir cpu complex
seed test/dynamic/masked_rows.mlir cpu data-dependent
seed test/dynamic/masked_rows.mlir vulkan data-dependent
seed test/dynamic/segnet.mlir cpu dynamic-resize

# fuzz-pte-vulkan: small Vulkan programs of several kernel families, sealed (the target seals every input again).
out=runtime-min/fuzz/corpus/fuzz-pte-vulkan
rm -f "$out"/*.pte
seed examples/mlp.mlir vulkan mlp
seed examples/small_cnn.mlir vulkan small-cnn
seed test/ops/to_copy_i64_to_f16.mlir vulkan dtypes
seed compiler/fuzz/corpus/fuzz-edgec-compile/dynamic-mlp.mlir vulkan dynamic
seed test/ops/mean_keepdim_middle.mlir vulkan mean
