#!/usr/bin/env bash
# Regenerates what the op table generates into the source tree: the per-op lit tests and docs/ops.md.
# (test/Dialect/Torch/generated.test fails when they are stale.)
set -euo pipefail
cd "$(dirname "$0")/.."
gen() { python3 compiler/dialects/gen_ops.py compiler/dialects/aten_ops.tsv "$1" "$2"; }
gen lit-parse test/Dialect/Torch/generated/aten-ops.mlir
gen lit-invalid test/Dialect/Torch/generated/aten-ops-invalid.mlir
gen docs docs/ops.md
