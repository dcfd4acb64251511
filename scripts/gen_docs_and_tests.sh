#!/usr/bin/env bash
# Regenerates what the op table and registry generate into the source tree: the per-op lit tests, docs/ops.md
# and runtime-min's generated kernel sources (committed, so that the runtime builds without python).
# With --check, compares instead of writing and fails if any is stale (test/Dialect/Torch/generated.test).
# PYTHON picks the interpreter (default python3).
set -euo pipefail
cd "$(dirname "$0")/.."
check=${1:-}
status=0
gen() {
  if [ "$check" = --check ]; then
    "${PYTHON:-python3}" compiler/registry/gen_ops.py compiler/registry/aten_ops.tsv "$1" - | diff "$2" - || status=1
  else
    "${PYTHON:-python3}" compiler/registry/gen_ops.py compiler/registry/aten_ops.tsv "$1" "$2"
  fi
}
gen lit-parse test/Dialect/Torch/generated/aten-ops.mlir
gen lit-invalid test/Dialect/Torch/generated/aten-ops-invalid.mlir
gen lit-torch-mlir test/Dialect/Torch/generated/torch-mlir-ops.mlir
gen docs docs/ops.md
gen kernel-params runtime-min/src/generated/KernelParams.inc
gen elementwise runtime-min/src/generated/Elementwise.inc
gen kernel-table runtime-min/src/generated/KernelList.inc
gen kernel-families runtime-min/src/generated/KernelFamilies.inc
exit $status
