#!/usr/bin/env bash
# Runs a libFuzzer target for N seconds (default 60) on its seed corpus.
#   Fuzz/run.sh tokens 600     # the YAML/JSON token loader and resolver
#   Fuzz/run.sh specs 600      # the Markdown spec parser
# Crashes are written to Fuzz/crashes/; the corpus grows in Fuzz/corpus/<target>/ (git-ignored).
set -euo pipefail
cd "$(dirname "$0")"
target="${1:-tokens}"
seconds="${2:-60}"
case "$target" in
  tokens) product=FuzzTokens; seeds=(../Tests/Fixtures/*/input/tokens ../tokens ../Tests/Fixtures/real-world) ;;
  specs) product=FuzzSpecs; seeds=(../specs ../Tests/Fixtures/*/input/specs) ;;
  *) echo "unknown fuzz target: $target (tokens, specs)" >&2; exit 2 ;;
esac
swift build -c release --sanitize fuzzer --sanitize address --product "$product" >&2
corpus="corpus/$target"
mkdir -p "$corpus" crashes
if [ -z "$(ls -A "$corpus")" ]; then
  # Seed corpus: every fixture file, prefixed with the format byte the target reads first.
  find "${seeds[@]}" -type f \( -name '*.yaml' -o -name '*.json' -o -name '*.md' \) 2>/dev/null | while read -r file; do
    name=$(echo "$file" | tr '/.' '__')
    case "$target:$file" in specs:*) prefix='' ;; *.json) prefix='1' ;; *) prefix='0' ;; esac
    { printf '%s' "$prefix"; head -c 65536 "$file"; } > "$corpus/$name"
  done || true
fi
if [ "$target" = specs ]; then export LSAN_OPTIONS="suppressions=$PWD/lsan-specs.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"; fi
exec ".build/release/$product" "$corpus" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix=crashes/ -print_final_stats=1
