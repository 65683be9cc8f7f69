#!/usr/bin/env bash
# Runs a libFuzzer target for N seconds (default 60) on its seed corpus.
#   Fuzz/run.sh tokens 600     # the YAML/JSON token loader (and the resolver on what parses)
#   Fuzz/run.sh resolver 600   # the resolver on generated projects: aliases, modes, resolver files
#   Fuzz/run.sh specs 600      # the Markdown spec parser
#   Fuzz/run.sh outputs 600    # the emitters and the site on generated valid models
#   Fuzz/run.sh glob 600       # the glob matcher against a reference matcher
#   Fuzz/run.sh http 600       # kiln serve's request-head parser
#   Fuzz/run.sh build          # only builds the targets
# Crashes are written to Fuzz/crashes/; the corpus grows in Fuzz/corpus/<target>/ (git-ignored).
set -euo pipefail
cd "$(dirname "$0")"
target="${1:-tokens}"
seconds="${2:-60}"
max_len=65536
case "$target" in
  tokens) product=FuzzTokens; seeds=(../Tests/Fixtures/*/input/tokens ../tokens ../Tests/Fixtures/real-world) ;;
  # The resolver target reads its input as choices (any bytes make a project); the token
  # fixtures give it a varied start. It reads at most a few thousand choices.
  resolver) product=FuzzResolver; seeds=(../Tests/Fixtures/*/input/tokens ../tokens); max_len=4096 ;;
  specs) product=FuzzSpecs; seeds=(../specs ../Tests/Fixtures/*/input/specs) ;;
  # The outputs target reads choices like the resolver target, and generates every output and
  # the site for each project that resolves without errors.
  outputs) product=FuzzOutputs; seeds=(../Tests/Fixtures/*/input/tokens ../tokens); max_len=4096 ;;
  # A pattern and a path separated by a NUL byte, checked against a reference matcher.
  glob) product=FuzzGlob; seeds=(); max_len=1024 ;;
  # A request head as a browser or any local program sends it.
  http) product=FuzzHTTP; seeds=(); max_len=20000 ;;
  build) ;;
  *) echo "unknown fuzz target: $target (tokens, resolver, specs, outputs, glob, http)" >&2; exit 2 ;;
esac
../scripts/install-deps.sh --fuzz
# SwiftPM passes its sanitizers to swiftc in a varying order as separate `-sanitize=` options,
# and swiftc keeps only the last one: half the builds got no coverage instrumentation (blind
# fuzzing) or no AddressSanitizer. One combined option, given last, wins every time.
swift build -c release --sanitize fuzzer --sanitize address -Xswiftc -sanitize=fuzzer,address >&2
[ "$target" = build ] && exit 0
# A binary without coverage counters would "fuzz" blindly and still pass: refuse it. (Not
# `objdump | grep -q`: grep quits at the first match, objdump dies of SIGPIPE, and pipefail
# turned that into a false "no instrumentation" on some runs.)
sections=$(objdump -h ".build/release/$product")
if ! grep -q __sancov_cntrs <<<"$sections"; then
  echo "fuzz: .build/release/$product has no coverage instrumentation; rm -rf Fuzz/.build and run again" >&2
  exit 3
fi
corpus="corpus/$target"
mkdir -p "$corpus" crashes
if [ -z "$(ls -A "$corpus")" ] && [ "$target" = glob ]; then
  # Seeds: the patterns of the docs and of issue 39's attacks, each with a path.
  printf 'tokens/**/*.yaml\0tokens/a/b/color.yaml' > "$corpus/seed-doc"
  printf 'tokens/*a*a*a*a*a*a*a*a*a*a*b\0tokens/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.yaml' > "$corpus/seed-stars"
  printf '**/**/**/**/**/**/*.json\0a/b/c/d/e/f/g/h/i/j/k/l/m/n/o.yaml' > "$corpus/seed-globstars"
  printf 'color.emotion.*\0color.emotion.joy' > "$corpus/seed-suppression"
elif [ -z "$(ls -A "$corpus")" ] && [ "$target" = http ]; then
  printf 'GET /colors.html HTTP/1.1\r\nHost: 127.0.0.1:8765\r\nUser-Agent: Mozilla/5.0\r\nAccept: text/html\r\n\r\n' > "$corpus/seed-browser"
  printf 'GET /_kiln/events HTTP/1.1\r\nHost: localhost:8765\r\nAccept: text/event-stream\r\n\r\n' > "$corpus/seed-events"
  printf 'GET / HTTP/1.1\r\nHost: attacker.example\r\nHost: 127.0.0.1\r\n\r\n' > "$corpus/seed-two-hosts"
  printf 'HEAD /%%2e%%2e/secret HTTP/1.0\n\n' > "$corpus/seed-http10"
elif [ -z "$(ls -A "$corpus")" ]; then
  # Seed corpus: every fixture file, prefixed with the format byte the target reads first.
  find "${seeds[@]}" -type f \( -name '*.yaml' -o -name '*.json' -o -name '*.md' \) 2>/dev/null | while read -r file; do
    name=$(echo "$file" | tr '/.' '__')
    case "$target:$file" in specs:*) prefix='' ;; *.json) prefix='1' ;; *) prefix='0' ;; esac
    { printf '%s' "$prefix"; head -c "$max_len" "$file"; } > "$corpus/$name"
  done || true
fi
if [ "$target" = specs ]; then export LSAN_OPTIONS="suppressions=$PWD/lsan-specs.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"; fi
dictionary=()
if [ -f "$target.dict" ]; then dictionary=(-dict="$target.dict"); fi
# The per-input timeout is wall time (libFuzzer's alarm): a 60 KB spec costs about 2.5 s of CPU in
# this instrumented build and took over 10 s on a loaded 2-core machine, so 30 s tells a hang
# from a busy machine.
limits=(-timeout=30 -rss_limit_mb=2048 -artifact_prefix=crashes/)
# libFuzzer checks for leaks after every input that allocates more than it frees, and in Swift
# nearly every input does (runtime metadata caches, the worker threads of parallel parsing): that
# makes fuzzing 10-16 times slower. So it fuzzes without the leak check, then runs every input of
# the corpus it built once more with it (and with the check at exit).
".build/release/$product" "$corpus" "${dictionary[@]}" -max_total_time="$seconds" -max_len="$max_len" "${limits[@]}" \
  -detect_leaks=0 -print_final_stats=1
echo "== $target: leak check of the $(ls "$corpus" | wc -l) corpus inputs" >&2
".build/release/$product" "$corpus" -runs=0 -max_len="$max_len" "${limits[@]}" -detect_leaks=1
