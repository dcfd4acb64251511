#!/usr/bin/env bash
# Parse + verify time of every zoo model (test/models), as edgec-opt measures it (--mlir-timing's "Parser"
# phase: parsing, resource blobs and the verifier), and the wall time of the whole edgec-opt run (parse,
# verify, print to /dev/null). Median of N runs (default 5). Usage: bench/parse_zoo.sh [BUILD_DIR] [N]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
runs=${2:-5}
median() { sort -g | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
printf "%-40s %10s %14s %14s\n" model size parse+verify "edgec-opt run"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for gz in test/models/*.mlir.gz test/models/torch-mlir/*.mlir.gz; do
  # the zoo is stored gzipped: time the text edgec reads
  f=$tmp/$(basename "$gz" .gz)
  gunzip -c "$gz" > "$f"
  parse=$(for _ in $(seq "$runs"); do
    "$build/bin/edgec-opt" "$f" -o /dev/null --mlir-timing 2>&1 | awk '$NF == "Parser" {print $1}'
  done | median)
  wall=$(for _ in $(seq "$runs"); do
    s=$(date +%s%N); "$build/bin/edgec-opt" "$f" -o /dev/null; e=$(date +%s%N); echo $(( (e - s) / 1000 ))
  done | median)
  awk -v m="${gz#test/models/}" -v k=$(( $(stat -c %s "$f") / 1024 )) -v p="$parse" -v w="$wall" \
    'BEGIN { printf "%-40s %9sK %12.1f ms %12.1f ms\n", m, k, p * 1000, w / 1000 }'
done
