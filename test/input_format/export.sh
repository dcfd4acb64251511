#!/usr/bin/env bash
# Exports models.py's decoder block with PyTorch's outputs (on a machine with PyTorch 2.11): decoder.mlir with
# decoder.input0.npy / decoder.output0.npy through edgec's exporter (which prints what torch-mlir's importer
# prints, _assert_tensor_metadata included), and, where torch-mlir is installed, decoder_torch_mlir.mlir
# printed by torch-mlir's own FX importer.
set -euo pipefail
cd "$(dirname "$0")"
export PYTHONPATH=$PWD/../../python${PYTHONPATH:+:$PYTHONPATH}
python3 -m edgec_export models.py:decoder -o decoder.mlir --save-io decoder
python3 - <<'PY'
import importlib.util
if importlib.util.find_spec("torch_mlir") is None:
    print("torch-mlir is not installed: decoder_torch_mlir.mlir not written")
else:
    import torch
    from torch_mlir import fx
    import models
    module, inputs = models.decoder()
    with open("decoder_torch_mlir.mlir", "w") as f:
        f.write(str(fx.export_and_import(module, *inputs)))
PY
