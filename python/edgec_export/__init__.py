"""edgec_export: torch.export programs printed as torch-mlir ATen MLIR for edgec (python3 -m edgec_export)."""
