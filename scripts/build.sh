#!/usr/bin/env bash
# Configures and builds edgec into build/ (build/bin/edgec, edgec-opt, edge-run).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build
