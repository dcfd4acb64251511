#!/usr/bin/env bash
# Compiles every case of test/ops (hand-written cases and, in opinfo/, PyTorch's OpInfo samples) for Vulkan and
# for the CPU, runs it with edge-run (Vulkan with the validation layer) and checks it against PyTorch's
# outputs: floats within 1e-4 * max |ref| (f16 and bf16 within two units in the last place), integers and
# bools exactly. Cases with int64 tensors run a third time, compiled for a Vulkan device without shaderInt64
# (target "vulkan-no-int64": int64 as pairs of 32-bit words). A Vulkan run where an op falls back to the CPU
# kernels says so, with edgec's reason.
# The runs go in chunks of 50, one chunk per core at a time, each compiled by one `edgec compile --batch` and
# run by one `edge-run --batch` (its programs share one Vulkan device): starting edgec and opening a Vulkan
# device each cost more than compiling or running a small program.
# Usage: check_cases.sh OUTDIR [CASE.mlir ...] (default: every case; edgec and edge-run on PATH). Prints one
# line per run, then "N passed, M failed"; fails if any fails. Each run's log is OUTDIR/NAME.TARGET.log.
# With EDGEC_TEST_VULKAN=0 (an edge-run without Vulkan: test/lit.cfg.py) only the CPU runs are made.
set -u
dir=$(cd "$(dirname "$0")" && pwd)
out=$1
shift
mkdir -p "$out"
rm -f "$out"/chunk.*
chunk_size=50

# Appends each run's section of `edgec compile --batch` or `edge-run --batch` output $1 (framed by "== [K] ...",
# "== [K] ok|FAILED") to the log named on line K of $2, and prints line K's status: ok, else FAILED (a batch
# that crashed leaves the rest without one).
split_batch() {
  awk -v logs="$2" '
    BEGIN { while ((getline line < logs) > 0) log_of[++n] = line }
    /^== \[[0-9]+\] / {
      k = substr($2, 2, length($2) - 2) + 0
      if ($3 == "ok" || $3 == "FAILED") { status[k] = $3; close(log_of[k]); cur = 0 } else cur = k
      next
    }
    cur { print >> log_of[cur] }
    END { for (i = 1; i <= n; i++) print (status[i] == "ok" ? "ok" : "FAILED") }
  ' "$1"
}
export -f split_batch

# Compiles and runs chunk $1 (tab-separated lines NAME TARGET MLIR PTE COMPILE-FLAGS RUN-ARGS); prints "NAME TARGET ok"
# or "NAME TARGET FAILED" for each of its lines, and leaves each one's compile and run output in its log.
run_chunk() {
  local chunk=$1 out=$2
  awk -F'\t' -v out="$out" '{ print out "/" $1 "." $2 ".log" }' "$chunk" > "$chunk.logs"
  while read -r log; do : > "$log"; done < "$chunk.logs"
  awk -F'\t' '{ print $3 " -o " $4 " " $5 }' "$chunk" > "$chunk.compile"
  edgec compile --batch "$chunk.compile" > "$chunk.compiled" 2>&1
  # The runs of those that compiled go to one edge-run batch; the others failed.
  split_batch "$chunk.compiled" "$chunk.logs" | paste - "$chunk" | awk -F'\t' -v chunk="$chunk" -v out="$out" '
    $1 != "ok" { print $2, $3, "FAILED"; next }
    { print $5 " " $7 > (chunk ".run"); print out "/" $2 "." $3 ".log" > (chunk ".runlogs");
      print $2, $3 > (chunk ".runwho") }'
  [ -s "$chunk.run" ] || return 0
  edge-run --batch "$chunk.run" --validation > "$chunk.ran" 2>&1
  split_batch "$chunk.ran" "$chunk.runlogs" | paste -d' ' "$chunk.runwho" -
}
export -f run_chunk

# The runs: each case on Vulkan and the CPU, and cases with int64 tensors for a device without shaderInt64.
cases=("$@")
[ ${#cases[@]} -eq 0 ] && cases=("$dir"/*.mlir "$dir"/opinfo/*.mlir)
declare -A wide
while read -r f; do wide[$f]=1; done < <(grep -l 'si64>' "${cases[@]}")
for mlir in "${cases[@]}"; do
  name=$(basename "$mlir" .mlir)
  case_dir=$(dirname "$mlir")
  args="" k=0
  while [ -e "$case_dir/$name.input$k.npy" ]; do args+=" -i $case_dir/$name.input$k.npy"; k=$((k + 1)); done
  k=0  # in numeric order: output10 after output9
  while [ -e "$case_dir/$name.output$k.npy" ]; do args+=" --check $case_dir/$name.output$k.npy"; k=$((k + 1)); done
  [ "${EDGEC_TEST_VULKAN:-1}" = 0 ] ||
    printf '%s\tvulkan\t%s\t%s\t--target=vulkan\t%s\n' "$name" "$mlir" "$out/$name.vulkan.pte" "$args"
  printf '%s\tcpu\t%s\t%s\t--target=cpu\t%s\n' "$name" "$mlir" "$out/$name.cpu.pte" "$args"
  [ "${EDGEC_TEST_VULKAN:-1}" = 0 ] && continue
  [ -n "${wide[$mlir]:-}" ] && printf '%s\tvulkan-no-int64\t%s\t%s\t%s\t%s\n' "$name" "$mlir" \
    "$out/$name.vulkan-no-int64.pte" "--target=vulkan --vulkan-features=all,-shaderInt64" "$args"
done > "$out/runs.txt"
split -l "$chunk_size" -d -a 4 "$out/runs.txt" "$out/chunk."
ls "$out"/chunk.[0-9][0-9][0-9][0-9] | xargs -P "$(nproc)" -I{} bash -c 'run_chunk "$1" "$2"' _ {} "$out" > "$out/ran.txt"

# One line per run: ok (with why an op falls back to the CPU kernels, edgec's remark), or FAILED and its log.
# A Vulkan run passes only as run with the validation layer (edge-run then reports its messages: none).
grep -H 'runs on the CPU kernels, not on Vulkan: ' "$out"/*.log 2>/dev/null |
  sed 's/^\([^:]*\):.*runs on the CPU kernels, not on Vulkan: /\1\t/' | sort -u > "$out/fallbacks.txt"
grep -L '^validation messages: 0$' "$out"/*.log 2>/dev/null > "$out/unvalidated.txt"
awk -v out="$out" '
  FILENAME == ARGV[1] { split($0, f, "\t"); if (f[1] in why) why[f[1]] = why[f[1]] ";" f[2]; else why[f[1]] = f[2]; next }
  FILENAME == ARGV[2] { unvalidated[$0] = 1; next }
  {
    log_file = out "/" $1 "." $2 ".log"
    if ($3 == "ok" && (log_file in unvalidated)) $3 = "FAILED"
    if ($3 == "ok") print $1 " " $2 ": ok" (log_file in why ? " (falls back: " why[log_file] ")" : "")
    else {
      print $1 " " $2 ": FAILED"
      while ((getline line < log_file) > 0) print line
      close(log_file)
    }
  }
' "$out/fallbacks.txt" "$out/unvalidated.txt" "$out/ran.txt" > "$out/results.txt"
cat "$out/results.txt"
# Every run must have reported (a crashed batch leaves the rest of its chunk without a status).
expected=$(wc -l < "$out/runs.txt")
passed=$(grep -c ': ok' "$out/results.txt")
failed=$(grep -c ': FAILED$' "$out/results.txt")
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ] && [ "$passed" -eq "$expected" ]
