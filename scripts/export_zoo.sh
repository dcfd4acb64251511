#!/usr/bin/env bash
# Regenerates the model zoo (test/models): each model of test/models/zoo.py exported with the Core ATen
# decompositions (test/models/NAME.mlir.gz) and, where zoo.py says so, with torch-mlir's narrower set
# (test/models/torch-mlir/NAME.mlir.gz), with the example inputs and PyTorch's outputs beside them
# (NAME.inputN.npy, NAME.outputN.npy). MLIR is stored gzipped (-n: the bytes depend only on the text).
# Usage: scripts/export_zoo.sh [NAME...]   (default: every model; exports run 8 at a time)
# Needs PyTorch >= 2.1 and torchvision (run it on the GPU machine; CI has none).
set -euo pipefail
cd "$(dirname "$0")/.."
export PYTHONPATH="$PWD/python${PYTHONPATH:+:$PYTHONPATH}" PYTHONWARNINGS=ignore OMP_NUM_THREADS=2
zoo() { python3 -c "import sys; sys.path.insert(0, 'test/models'); import zoo; print(' '.join($1))"; }
models=${*:-$(zoo 'zoo.ZOO')}
also=" $(zoo 'n for n, (_, t) in zoo.ZOO.items() if t') "
mkdir -p test/models/torch-mlir
export_one() {  # NAME [torch-mlir]
  local name=$1 dir=test/models args=(--save-io "test/models/$1")
  if [ "${2:-}" = torch-mlir ]; then dir=test/models/torch-mlir args=(--decompositions torch-mlir); fi
  python3 -m edgec_export "test/models/zoo.py:$name" -o "$dir/$name.mlir" "${args[@]}" &&
    gzip -9nf "$dir/$name.mlir"
}
export -f export_one
for m in $models; do
  echo "$m"
  case "$also" in *" $m "*) echo "$m torch-mlir" ;; esac
done | xargs -P 8 -L 1 bash -c 'export_one "$@" > /tmp/export_zoo.$1${2:+.$2}.log 2>&1 || { echo "FAILED: $*"; tail -5 /tmp/export_zoo.$1${2:+.$2}.log; exit 1; }' _ || failed=1
du -sh test/models
exit ${failed:-0}
