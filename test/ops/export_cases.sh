#!/usr/bin/env bash
# Regenerates test/ops/*.mlir and their PyTorch references. Needs PyTorch (run on the GPU machine).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PYTHONPATH="$PWD/python${PYTHONPATH:+:$PYTHONPATH}"
for c in $(python3 -c "import sys; sys.path.insert(0, 'test/ops'); import cases; print(' '.join(cases.CASES))"); do
  keep=""
  [ "$c" = linear_3d ] && keep="--keep aten.linear.default"
  python3 -m edgec_export test/ops/cases.py:$c -o test/ops/$c.mlir --save-io test/ops/$c $keep
done
ls test/ops | wc -l
