#!/usr/bin/env bash
# The speed benchmark (issue 20): full-size models at batch 1 and single-op microbenchmarks (bench/models.py),
# edge-run beside PyTorch on one GPU in one session, outputs checked, one table of ratios.
#
# Here:   bench/models.sh tools [BUILD_DIR]
#           copies BUILD_DIR's edgec, which must be self-contained (configure with -DEDGEC_STATIC_LLVM=ON), and
#           edge-run to .bench/bin (default BUILD_DIR: build); edgec xz-compressed, to fit the carry limit.
# There:  bench/models.sh run [NAME...]     (carry .gl and .bench; see ../shared/reference/gpu-machine.md)
#           For each NAME (default: every model, then every microbenchmark): exports it with edgec_export
#           (PyTorch's CPU outputs as the reference), compiles it with edgec for the device (the options
#           `edge-run --device-info` prints), runs edge-run (checked against the
#           reference with TOLERANCE, default 1e-3 x max|ref|; median of ITERS executes, default 200; then
#           --profile), and times PyTorch (bench/torch_time.py: eager and CUDA graph, TF32 off and default).
#           Prints the table and writes it with every profile to $OUT (else .bench/results): bench.md,
#           NAME.profile.txt, NAME.profile.json, NAME.edge-run.txt, torch.jsonl. Exports are kept in
#           .bench/exports and .pte files in .bench/work-BIN (FRESH=1 redoes them), so a warm machine runs a
#           second call without them.
#           A/B: BIN=DIR takes edgec and edge-run from DIR (default .bench/bin; `tools` writes there, move its
#           output to another DIR for the baseline); SKIP_TORCH=1 reuses $OUT/torch.jsonl (copy it from the
#           other side's results) instead of timing PyTorch again.
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
    xz -9f .bench/bin/edgec
    cp "$build/bin/edge-run" .bench/bin/edge-run
    ls -la .bench/bin ;;
  run)
    shift
    names=${*:-$(python3 -c "import sys; sys.path.insert(0, 'bench'); import models; print(' '.join(models.ALL))")}
    export BIN=${BIN:-.bench/bin}
    # xz-compressed to fit the carry limit; Python's lzma, as the GPU machine may have no xz
    [ ! -e "$BIN/edgec.xz" ] || python3 -c "import lzma, os, sys; open(sys.argv[1], 'wb').write(lzma.open(sys.argv[1] + '.xz').read()); os.chmod(sys.argv[1], 0o755); os.remove(sys.argv[1] + '.xz')" "$BIN/edgec"
    . bench/gpu_vulkan.sh
    export PYTHONPATH="$PWD/python${PYTHONPATH:+:$PYTHONPATH}" PYTHONWARNINGS=ignore
    export WORK=.bench/work-$(basename "$BIN")
    work=$WORK out=${OUT:-.bench/results}
    mkdir -p "$work" .bench/exports "$out"
    [ -z "${FRESH:-}" ] || rm -f "$work"/* .bench/exports/*
    vulkaninfo --summary 2>/dev/null | grep -E "deviceName|driverVersion|apiVersion" | head -3 | tee "$out/device.txt" || true
    # Exports and compiles, several at a time (each is mostly one core).
    # Compiled for the device it runs on: its class, compute units, workgroup limits and features
    # (`edge-run --device-info`), and its storage-buffer limit (a 50257-token embedding, GPT-2's, exceeds Vulkan's
    # guaranteed 128 MiB). An edge-run from before --device-info: the storage-buffer limit from vulkaninfo only.
    DEVICE_FLAGS=$("$BIN/edge-run" --device-info 2>/dev/null | sed -n 's/^edgec options: //p' || true)
    if [ -z "$DEVICE_FLAGS" ]; then
      range=$(vulkaninfo 2>/dev/null | awk '$1 == "maxStorageBufferRange" && !v {v = $3} END {print v}' || true)
      DEVICE_FLAGS=${range:+--vulkan-max-storage-buffer-range=$range}
    fi
    echo "edgec compile $DEVICE_FLAGS" | tee -a "$out/device.txt"
    export DEVICE_FLAGS
    prepare() {
      local n=$1 w=$WORK x=.bench/exports
      [ -e "$w/$n.pte" ] && return 0
      local s=$(date +%s)
      [ -e "$x/$n.mlir" ] || python3 -m edgec_export "bench/models.py:$n" -o "$x/$n.mlir" --save-io "$x/$n" \
        > "$x/$n.export.log" 2>&1 || { echo "$n: export failed"; tail -3 "$x/$n.export.log"; rm -f "$x/$n.mlir"; return 0; }
      local e=$(date +%s)
      "$BIN/edgec" compile "$x/$n.mlir" -o "$w/$n.pte" $DEVICE_FLAGS > "$w/$n.compile.log" 2>&1 ||
        { echo "$n: compile failed"; tail -3 "$w/$n.compile.log"; rm -f "$w/$n.pte"; return 0; }
      echo "$n: exported in $((e - s)) s, compiled in $(($(date +%s) - e)) s"
    }
    export -f prepare
    printf '%s\n' $names | xargs -P "${JOBS:-4}" -I{} bash -c 'prepare {}'
    # Timing, one program at a time: edge-run, then PyTorch in one process.
    for n in $names; do
      [ -e "$work/$n.pte" ] || continue
      inputs=()
      for i in .bench/exports/"$n".input*.npy; do inputs+=(-i "$i"); done
      # A program slower than a few seconds per execute is cut off rather than stalling the table.
      timeout 300 "$BIN/edge-run" "$work/$n.pte" "${inputs[@]}" --check ".bench/exports/$n.output0.npy" \
        --tolerance "${TOLERANCE:-1e-3}" --iters "${ITERS:-200}" > "$out/$n.edge-run.txt" 2>&1 ||
        echo "$n: edge-run failed" | tee -a "$out/$n.edge-run.txt"
      timeout 120 "$BIN/edge-run" "$work/$n.pte" "${inputs[@]}" --profile-json "$out/$n.profile.json" \
        > "$out/$n.profile.txt" 2>&1 || echo "$n: edge-run --profile failed"
      "$BIN/edgec" inspect "$work/$n.pte" > "$out/$n.inspect.txt" 2>&1 || true
    done
    present=$(for n in $names; do if [ -e "$work/$n.pte" ]; then echo "$n"; fi; done)
    [ -n "${SKIP_TORCH:-}" ] || python3 bench/torch_time.py .bench/exports $present > "$out/torch.jsonl"
    python3 bench/report.py "$out" $present | tee "$out/bench.md" ;;
  *) echo "usage: $0 tools [BUILD_DIR] | run [NAME...]" >&2; exit 2 ;;
esac
