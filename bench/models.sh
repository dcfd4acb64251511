#!/usr/bin/env bash
# The speed benchmark (issue 20): full-size models at batch 1 and single-op microbenchmarks (bench/models.py),
# edge-run beside PyTorch on one GPU in one session, outputs checked, one table of ratios.
#
# Here:   bench/models.sh tools [BUILD_DIR]
#           copies BUILD_DIR's edgec, which must be self-contained (configure with -DEDGEC_STATIC_LLVM=ON), and
#           edge-run to .bench/bin (default BUILD_DIR: build).
# There:  bench/models.sh run [NAME...]     (carry .gl and .bench; see ../shared/reference/gpu-machine.md)
#           For each NAME (default: every model, then every microbenchmark): exports it with edgec_export
#           (PyTorch's CPU outputs as the reference), compiles it with edgec, runs edge-run (checked against the
#           reference with TOLERANCE, default 1e-3 x max|ref|; median of ITERS executes, default 200; then
#           --profile), and times PyTorch (bench/torch_time.py: eager and CUDA graph, TF32 off and default).
#           Prints the table and writes it with every profile to $OUT (else .bench/results): bench.md,
#           NAME.profile.txt, NAME.profile.json, NAME.edge-run.txt, torch.jsonl. Exports and .pte files are
#           kept in .bench/work (FRESH=1 redoes them), so a warm machine runs a second call without them.
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  tools)
    build=${2:-build}
    if ldd "$build/bin/edgec" | grep -q libLLVM; then
      echo "$build/bin/edgec links libLLVM.so: configure $build with -DEDGEC_STATIC_LLVM=ON" >&2
      exit 1
    fi
    mkdir -p .bench/bin
    strip -o .bench/bin/edgec "$build/bin/edgec"
    cp "$build/bin/edge-run" .bench/bin/edge-run
    ls -la .bench/bin ;;
  run)
    shift
    names=${*:-$(python3 -c "import sys; sys.path.insert(0, 'bench'); import models; print(' '.join(models.ALL))")}
    for f in .gl/*.deb; do dpkg -x "$f" /; done
    ldconfig
    export VK_DRIVER_FILES=${VK_DRIVER_FILES:-/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json}
    export PYTHONPATH="$PWD/python${PYTHONPATH:+:$PYTHONPATH}" PYTHONWARNINGS=ignore
    work=.bench/work out=${OUT:-.bench/results}
    mkdir -p "$work" "$out"
    [ -z "${FRESH:-}" ] || rm -f "$work"/*
    vulkaninfo --summary 2>/dev/null | grep -E "deviceName|driverVersion|apiVersion" | head -3 | tee "$out/device.txt" || true
    # Exports and compiles, several at a time (each is mostly one core).
    prepare() {
      local n=$1 w=.bench/work
      [ -e "$w/$n.pte" ] && return 0
      local s=$(date +%s)
      python3 -m edgec_export "bench/models.py:$n" -o "$w/$n.mlir" --save-io "$w/$n" > "$w/$n.export.log" 2>&1 ||
        { echo "$n: export failed"; tail -3 "$w/$n.export.log"; return 0; }
      local e=$(date +%s)
      .bench/bin/edgec compile "$w/$n.mlir" -o "$w/$n.pte" > "$w/$n.compile.log" 2>&1 ||
        { echo "$n: compile failed"; tail -3 "$w/$n.compile.log"; rm -f "$w/$n.pte"; return 0; }
      echo "$n: exported in $((e - s)) s, compiled in $(($(date +%s) - e)) s"
      rm -f "$w/$n.mlir"
    }
    export -f prepare
    printf '%s\n' $names | xargs -P "${JOBS:-4}" -I{} bash -c 'prepare {}'
    # Timing, one program at a time: edge-run, then PyTorch in one process.
    for n in $names; do
      [ -e "$work/$n.pte" ] || continue
      inputs=()
      for i in "$work/$n".input*.npy; do inputs+=(-i "$i"); done
      .bench/bin/edge-run "$work/$n.pte" "${inputs[@]}" --check "$work/$n.output0.npy" --tolerance "${TOLERANCE:-1e-3}" \
        --iters "${ITERS:-200}" > "$out/$n.edge-run.txt" 2>&1 || echo "$n: edge-run failed" | tee -a "$out/$n.edge-run.txt"
      .bench/bin/edge-run "$work/$n.pte" "${inputs[@]}" --profile-json "$out/$n.profile.json" \
        > "$out/$n.profile.txt" 2>&1 || echo "$n: edge-run --profile failed"
      .bench/bin/edgec inspect "$work/$n.pte" > "$out/$n.inspect.txt" 2>&1 || true
    done
    present=$(for n in $names; do [ -e "$work/$n.pte" ] && echo "$n"; done)
    python3 bench/torch_time.py "$work" $present > "$out/torch.jsonl"
    python3 bench/report.py "$out" $present | tee "$out/bench.md" ;;
  *) echo "usage: $0 tools [BUILD_DIR] | run [NAME...]" >&2; exit 2 ;;
esac
