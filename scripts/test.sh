#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test (lit/FileCheck, Catch2, end-to-end on lavapipe).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
cd build
ctest --output-on-failure -j"$(nproc)"
