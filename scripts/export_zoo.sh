#!/usr/bin/env bash
# Regenerates the model zoo (test/models): each model of test/models/zoo.py exported with the Core ATen
# decompositions (test/models/NAME.mlir) and, for the small ones, with torch-mlir's narrower set
# (test/models/torch-mlir/NAME.mlir), with the example inputs and PyTorch's outputs beside them.
# Needs PyTorch >= 2.1 and torchvision (run it on the GPU machine; CI has none).
set -euo pipefail
cd "$(dirname "$0")/.."
export PYTHONPATH="$PWD/python${PYTHONPATH:+:$PYTHONPATH}"
models=$(python3 -c 'import sys; sys.path.insert(0, "test/models"); import zoo; print(" ".join(zoo.ZOO))')
small=$(python3 -c 'import sys; sys.path.insert(0, "test/models"); import zoo; print(" ".join(n for n, (_, t) in zoo.ZOO.items() if t))')
mkdir -p test/models/torch-mlir
for m in $models; do
  python3 -m edgec_export "test/models/zoo.py:$m" -o "test/models/$m.mlir" --save-io "test/models/$m"
done
for m in $small; do
  python3 -m edgec_export "test/models/zoo.py:$m" -o "test/models/torch-mlir/$m.mlir" --decompositions torch-mlir
done
du -sh test/models
