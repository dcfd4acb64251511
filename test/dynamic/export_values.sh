#!/usr/bin/env bash
# Exports the models of models.py whose sizes are also values (issue 21), with named dynamic dimensions, and
# PyTorch's references at the bounds' minimum, maximum and an odd size between (on the machine with PyTorch).
set -euo pipefail
cd "$(dirname "$0")"
export PYTHONPATH=$PWD/../../python${PYTHONPATH:+:$PYTHONPATH}
ex() { name=$1; shift; python3 -m edgec_export "models.py:$name" -o "$name.mlir" --save-io "$name" "$@"; }
ex bert --dynamic-dim 0:0:1:4:batch --dynamic-dim 0:1:2:32:seq \
  --dynamic-sample batch=1,seq=2 --dynamic-sample batch=4,seq=32 --dynamic-sample batch=3,seq=17
ex gpt --dynamic-dim 0:1:1:48:tokens --dynamic-sample tokens=1 --dynamic-sample tokens=48 --dynamic-sample tokens=23
ex audio --dynamic-dim 0:2:200:1600:samples \
  --dynamic-sample samples=200 --dynamic-sample samples=1600 --dynamic-sample samples=777
ex segnet --dynamic-dim 0:2:16:96:height --dynamic-dim 0:3:16:96:width --dynamic-sample height=16,width=16 \
  --dynamic-sample height=96,width=96 --dynamic-sample height=33,width=71 --dynamic-sample height=96,width=17
ex lstm --dynamic-dim 0:0:1:8:batch --dynamic-sample batch=1 --dynamic-sample batch=8 --dynamic-sample batch=5
ex cached_decoder --dynamic-dim 0:1:1:16:tokens --dynamic-dim 1:1:1:40:cache \
  --dynamic-sample tokens=1,cache=1 --dynamic-sample tokens=16,cache=40 --dynamic-sample tokens=5,cache=17 \
  --dynamic-sample tokens=11,cache=3
ex cache_window --dynamic-dim 1:1:1:12:cache --dynamic-sample cache=1 --dynamic-sample cache=12 \
  --dynamic-sample cache=7
ex clamped_positions --dynamic-dim 0:1:2:16:tokens --dynamic-sample tokens=2 --dynamic-sample tokens=16 \
  --dynamic-sample tokens=7
ex eos_positions --dynamic-dim 0:1:1:40:tokens --dynamic-sample tokens=1 --dynamic-sample tokens=40 \
  --dynamic-sample tokens=23
ex padded_sequences --dynamic-dim 0:2:2:32:length --dynamic-sample length=2 --dynamic-sample length=32 \
  --dynamic-sample length=13
