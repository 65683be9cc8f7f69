#!/usr/bin/env bash
# Runs Kiln's whole test suite: unit tests, golden fixtures, reference color vectors, and the
# checks of generated code by real tools. Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/phases.sh
phase install scripts/install-deps.sh --test
phase build swift build --build-tests
phase tests swift test --skip-build "$@"
