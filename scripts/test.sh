#!/usr/bin/env bash
# Runs Kiln's whole test suite: unit tests, golden fixtures, reference color vectors, and the
# checks of generated code by real tools. Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/phases.sh
# The plugins are left out of this build (Package.swift says why); the plugin fixture test builds
# them in a package of its own.
export KILN_WITHOUT_PLUGINS=1
phase install scripts/install-deps.sh --test
# The index store stays: on Linux, SwiftPM finds the XCTest tests through it.
phase build swift build --build-tests
phase tests swift test --skip-build "$@"
