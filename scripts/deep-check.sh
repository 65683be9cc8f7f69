#!/usr/bin/env bash
# The slow memory checks, kept out of the per-push CI (`.ci/run`), where on a 2-core machine
# they would triple its time: every fuzz target for FUZZ_SECONDS (30 s) each with a leak check of
# its corpus (Fuzz/ci.sh; a release build with libFuzzer and AddressSanitizer), then the test
# suites that exercise Kiln's own memory under AddressSanitizer (scripts/asan.sh). Run it before
# a release and after changes to unsafe code (the C adapters, the byte scanners, the writers).
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/phases.sh
# Both run whatever the first finds: one report names every problem.
FUZZ_SECONDS="${FUZZ_SECONDS:-30}" Fuzz/ci.sh; fuzz=$?
scripts/asan.sh; asan=$?
[ "$fuzz" -eq 0 ] && [ "$asan" -eq 0 ] || { echo "deep check: fuzzing exit $fuzz, AddressSanitizer exit $asan" >&2; exit 1; }
