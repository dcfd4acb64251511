#!/usr/bin/env bash
# Exports the models of models.py with dynamic dimensions and PyTorch's references at several sizes (on the
# machine with PyTorch): NAME.mlir, NAME.inputN.npy / .outputN.npy at the example's size, and NAME_SIZE.*
# below and at the bound.
set -euo pipefail
cd "$(dirname "$0")"
export PYTHONPATH=$PWD/../../python${PYTHONPATH:+:$PYTHONPATH}
ex() { name=$1; shift; python3 -m edgec_export "models.py:$name" -o "$name.mlir" --save-io "$name" "$@"; }
ex mlp --dynamic-dim 0:0:1:32 --dynamic-sample 1 --dynamic-sample 32
ex cnn --dynamic-dim 0:0:1:8 --dynamic-sample 3 --dynamic-sample 8
ex attention --dynamic-dim 0:1:2:64 --dynamic-sample 3 --dynamic-sample 64
ex tokens --dynamic-dim 0:1:1:40 --dynamic-sample 1 --dynamic-sample 40
