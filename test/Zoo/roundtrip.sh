#!/usr/bin/env bash
# Every zoo model (MODELS_DIR/*.mlir.gz and torch-mlir/*.mlir.gz) parses, verifies and prints back byte for
# byte with edgec-opt, except that an op outside edgec's op table (one torch-mlir registers, such as
# _assert_tensor_metadata) prints back in the generic form `torch.operator "torch.aten.X"(...)`, edgec's one
# representation of such ops: those lines may differ, one for one, and the printed program must print back
# byte for byte itself. Usage: roundtrip.sh MODELS_DIR TMP_PREFIX. Prints one line per model.
set -euo pipefail
models=$1 tmp=$2
for f in "$models"/*.mlir.gz "$models"/torch-mlir/*.mlir.gz; do
  name=${f#"$models"/}
  gunzip -c "$f" > "$tmp.mlir"
  edgec-opt "$tmp.mlir" > "$tmp.printed.mlir"
  if cmp -s "$tmp.mlir" "$tmp.printed.mlir"; then
    echo "$name: identical"
    continue
  fi
  # Only generic-form lines may differ, each replacing one line of the input.
  diff "$tmp.mlir" "$tmp.printed.mlir" > "$tmp.diff" || true
  removed=$(grep -c '^< ' "$tmp.diff" || true)
  added=$(grep -c '^> ' "$tmp.diff" || true)
  generic=$(grep -c '^>  *torch\.operator "torch\.' "$tmp.diff" || true)
  if [ "$removed" != "$added" ] || [ "$added" != "$generic" ] ||
     ! edgec-opt "$tmp.printed.mlir" | cmp -s "$tmp.printed.mlir" -; then
    echo "$name: differs"
    exit 1
  fi
  echo "$name: identical but $generic op(s) outside edgec's op table, printed as torch.operator"
done
