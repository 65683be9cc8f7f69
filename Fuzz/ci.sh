#!/usr/bin/env bash
# Bounded fuzzing for CI: builds the fuzz targets (release, libFuzzer + ASan) and runs each
# for FUZZ_SECONDS (default 30), then checks its corpus for leaks. Exits non-zero when any target
# crashes, times out on one input (-timeout=30), leaks or exceeds its memory limit; the
# reproducer is in Fuzz/crashes/.
#   Fuzz/ci.sh            # every target, 30 s each
#   FUZZ_SECONDS=120 Fuzz/ci.sh
set -uo pipefail
cd "$(dirname "$0")"
source ../scripts/phases.sh
seconds="${FUZZ_SECONDS:-30}"
targets=(tokens resolver specs outputs glob http)
failed=()
phase "fuzz build" ./run.sh build || exit 1
for target in "${targets[@]}"; do
  echo "== fuzz $target for ${seconds}s" >&2
  start=$(date +%s)
  if phase "fuzz $target" ./run.sh "$target" "$seconds"; then
    echo "== fuzz $target: no crash ($(( $(date +%s) - start ))s)" >&2
  else
    status=$?
    echo "== fuzz $target FAILED (exit $status); reproducers: $(ls crashes 2>/dev/null | tr '\n' ' ')" >&2
    failed+=("$target")
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing found problems in: ${failed[*]}" >&2
  exit 1
fi
