#!/usr/bin/env bash
# AddressSanitizer over Kiln's own memory on real inputs, in a few minutes: the `kiln`
# executable built with the sanitizer (a build of the product alone, no test targets), run by
# scripts/asan-corpus.py over the bundled project with every command, the examples, every
# fixture project of the suite (the hostile ones among them), the public DTCG systems and spec
# documents of the blind and public corpora. It is the per-push memory check; the sanitizer over
# the whole suite and the fuzzers stay in scripts/deep-check.sh.
#   scripts/asan-cli.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/phases.sh
export KILN_WITHOUT_PLUGINS=1
scratch=.build-asan-cli
# No index store and line tables only: nothing browses this build, and a report needs only lines.
options=(--product kiln --sanitize=address --scratch-path "$scratch" --disable-index-store -Xswiftc -gline-tables-only)
phase "asan build (kiln)" swift build "${options[@]}"
# halt_on_error: the first report fails the run. detect_leaks=0: `kiln` exits with its model
# still held (see scripts/asan.sh); the fuzz targets check leaks.
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=0:exitcode=99${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
phase "asan corpus" python3 scripts/asan-corpus.py "$(swift build "${options[@]}" --show-bin-path)/kiln" --jobs "$(nproc)"
