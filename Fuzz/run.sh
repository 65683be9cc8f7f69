#!/usr/bin/env bash
# Runs a libFuzzer target for N seconds (default 60) on its seed corpus.
#   Fuzz/run.sh tokens 600     # the YAML/JSON token loader and resolver
# Crashes are written to Fuzz/crashes/; the corpus grows in Fuzz/corpus/<target>/ (git-ignored).
set -euo pipefail
cd "$(dirname "$0")"
target="${1:-tokens}"
seconds="${2:-60}"
case "$target" in
  tokens) product=FuzzTokens; seeds=(../Tests/Fixtures/*/input/tokens ../tokens ../Tests/Fixtures/real-world) ;;
  *) echo "unknown fuzz target: $target (tokens)" >&2; exit 2 ;;
esac
swift build -c release --sanitize fuzzer --sanitize address --product "$product" >&2
corpus="corpus/$target"
mkdir -p "$corpus" crashes
if [ -z "$(ls -A "$corpus")" ]; then
  # Seed corpus: every fixture file, prefixed with the format byte the target reads first.
  find "${seeds[@]}" -type f \( -name '*.yaml' -o -name '*.json' -o -name '*.md' \) 2>/dev/null | while read -r file; do
    name=$(echo "$file" | tr '/.' '__')
    case "$file" in *.json) prefix='1' ;; *) prefix='0' ;; esac
    { printf '%s' "$prefix"; head -c 65536 "$file"; } > "$corpus/$name"
  done
fi
exec ".build/release/$product" "$corpus" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix=crashes/ -print_final_stats=1
