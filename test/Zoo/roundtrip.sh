#!/usr/bin/env bash
# Every zoo model (MODELS_DIR/*.mlir.gz and torch-mlir/*.mlir.gz) parses, verifies and prints back byte for
# byte with edgec-opt. Usage: roundtrip.sh MODELS_DIR TMP_PREFIX. Prints one line per model.
set -euo pipefail
models=$1 tmp=$2
for f in "$models"/*.mlir.gz "$models"/torch-mlir/*.mlir.gz; do
  name=${f#"$models"/}
  gunzip -c "$f" > "$tmp.mlir"
  edgec-opt "$tmp.mlir" | cmp -s "$tmp.mlir" - || { echo "$name: differs"; exit 1; }
  echo "$name: identical"
done
