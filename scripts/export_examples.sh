#!/usr/bin/env bash
# Regenerates examples/*.mlir and their PyTorch reference inputs/outputs. Needs PyTorch >= 2.1
# (run it on the GPU machine: CI and the build machines have none).
set -euo pipefail
cd "$(dirname "$0")/.."
export PYTHONPATH="$PWD/python${PYTHONPATH:+:$PYTHONPATH}"
# mlp keeps aten.linear, as torch-mlir's importer does, so torch-to-edge's decomposition is exercised.
python3 -m edgec_export examples/models.py:mlp -o examples/mlp.mlir --save-io examples/mlp --keep aten.linear.default
python3 -m edgec_export examples/models.py:small_cnn -o examples/small_cnn.mlir --save-io examples/small_cnn
ls -l examples
