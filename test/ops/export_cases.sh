#!/usr/bin/env bash
# Regenerates test/ops/*.mlir and their PyTorch references. Needs PyTorch (run on the GPU machine).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PYTHONPATH="$PWD/python${PYTHONPATH:+:$PYTHONPATH}"
export PYTHONWARNINGS=ignore  # torch.export's deprecation warnings, once per sample
export_case() {
  local c=$1 keep=""
  [ "$c" = linear_3d ] && keep="--keep aten.linear.default"
  case "$c" in
    max_pool2d_ceil_dilation | max_pool2d_values_*) keep="--keep aten.max_pool2d.default" ;;
    max_pool3d_values_*) keep="--keep aten.max_pool3d.default" ;;
    tm_*) keep="--decompositions torch-mlir" ;;
    kept_padnd_*) keep="--keep aten.reflection_pad1d.default --keep aten.reflection_pad2d.default --keep aten.reflection_pad3d.default --keep aten.replication_pad2d.default --keep aten.replication_pad3d.default" ;;
    kept_pad_*) keep="--keep aten.reflection_pad1d.default --keep aten.reflection_pad2d.default --keep aten.reflection_pad3d.default --keep aten.replication_pad2d.default --keep aten.replication_pad3d.default --keep aten.pad.default" ;;
    kept_col2im_*) keep="--keep aten.col2im.default" ;;
    baddbmm_* | matmul_beta_zero_nan | matmul_split_k_*) keep="--keep aten.baddbmm.default" ;;  # Core ATen decomposes it
    kept_var_dim) keep="--keep aten.var.dim" ;;
    kept_div_scalar_mode) keep="--keep aten.div.Scalar_mode" ;;
    kept_embedding_bag) keep="--keep aten._embedding_bag.default" ;;
    avg_pool3d_f16 | avg_pool3d_bf16) keep="--reference-device cuda" ;;  # PyTorch's CPU avg_pool3d takes neither
    fill_scalar_*) keep="--keep aten.masked_fill.Scalar --keep aten.masked_fill.Tensor --keep aten.where.ScalarSelf" ;;
  esac
  python3 -m edgec_export test/ops/cases.py:$c -o test/ops/$c.mlir --save-io test/ops/$c $keep
}
export -f export_case
python3 -c "import sys; sys.path.insert(0, 'test/ops'); import cases; print('\n'.join(cases.CASES))" |
  xargs -P "$(nproc)" -I{} bash -c 'export_case {}'
# prims.convert_element_type, which torch.export does not emit.
python3 test/ops/export_prims.py test/ops
# aten._native_batch_norm_legit.default with running statistics, which torch.export does not emit either.
python3 test/ops/export_batch_norm_legit.py test/ops
# PyTorch's OpInfo sample inputs for every op of the registry that has an OpInfo.
# One process per op, in parallel: exporting each sample takes torch.export's time.
rm -f test/ops/opinfo/*.mlir test/ops/opinfo/*.npy
python3 -c "import sys; sys.path.insert(0, 'test/ops'); import export_opinfo; print('\n'.join(export_opinfo.OPINFO))" |
  xargs -P "$(nproc)" -I{} python3 test/ops/export_opinfo.py test/ops/opinfo {}
ls test/ops test/ops/opinfo | wc -l
