#!/usr/bin/env bash
# Runs Kiln's whole test suite: unit tests, golden fixtures, reference color vectors, and the
# checks of generated code by real tools. Installs what it needs first.
#   scripts/test.sh                  # everything, in two test processes side by side
#   scripts/test.sh --filter NAME    # arguments go to one `swift test --skip-build`
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/phases.sh
# The plugins are left out of this build (Package.swift says why); the plugin fixture test builds
# them in a package of its own.
export KILN_WITHOUT_PLUGINS=1
phase install scripts/install-deps.sh --test
# The index store stays: on Linux, SwiftPM finds the XCTest tests through it. No debug info
# (`-gnone`): nothing debugs this build, and writing it takes a sixth of the compile. A
# `swift test` after this script builds again, with debug info.
phase build swift build --build-tests -Xswiftc -gnone

if [ "$#" -gt 0 ]; then
  phase tests swift test --skip-build "$@"
  exit
fi

# Swift Testing runs as many tests at once as there are cores, and a test waiting for a browser,
# a compiler or a child `kiln` holds its place meanwhile: one process leaves the cores idle for
# a good part of the run. Two processes, each with a part of the test targets, keep both busy.
# The parts keep the tests that share a build (SharedBuilds, the bundled site) in one process.
# `swift test` holds the build folder's lock while its tests run, so a second one would wait:
# the test binary is run as `swift test` runs it, once in XCTest's mode (no XCTest tests today;
# this pass keeps one added later from being skipped) and once per part in Swift Testing's.
bin=$(swift build -Xswiftc -gnone --show-bin-path)
tests="$bin/KilnPackageTests.xctest"
first='^(EmittersTests|SiteTests|TokenParserTests|YAMLSourceTests|MarkdownSourceTests|ColorScienceTests)\.'
# Each part's output is kept apart until both have finished (and stays for a look afterwards).
logs=.build/test-logs
mkdir -p "$logs"
rm -f "$logs"/*
# As `swift test` runs it: no colors in a log.
export NO_COLOR=1
phase tests-xctest "$tests"
phase "tests (part 1 of 2)" "$tests" --testing-library swift-testing --filter "$first" >"$logs/1" 2>&1 &
part1=$!
phase "tests (part 2 of 2)" "$tests" --testing-library swift-testing --skip "$first" >"$logs/2" 2>&1 &
part2=$!
status1=0
status2=0
wait "$part1" || status1=$?
wait "$part2" || status2=$?
# Each part's output whole, one after the other, then every failure of both in one place.
for part in 1 2; do
  echo "== tests, part $part of 2 ($([ "$part" -eq 1 ] && echo "--filter" || echo "--skip") '$first')"
  cat "$logs/$part"
done
failures=$(grep -ah -E '^✘ (Test|Suite) .* (failed|recorded an issue)' "$logs/1" "$logs/2" || true)
if [ "$status1" -ne 0 ] || [ "$status2" -ne 0 ]; then
  echo "== tests failed: part 1 exited $status1, part 2 exited $status2" >&2
  [ -z "$failures" ] || echo "$failures" >&2
  exit 1
fi
