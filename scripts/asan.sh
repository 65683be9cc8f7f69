#!/usr/bin/env bash
# Runs the test suite with AddressSanitizer: out-of-bounds reads and writes, use after free and
# double frees in Kiln's code, above all the unsafe-pointer code around its C libraries
# (libyaml, cmark-gfm, libxml2; the libraries themselves are not instrumented). A separate build folder (.build-asan) leaves the normal build alone.
#   scripts/asan.sh                      # every suite but those checking outputs with external tools
#   scripts/asan.sh --filter YAMLSource  # extra arguments go to `swift test`
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/phases.sh
export KILN_WITHOUT_PLUGINS=1
phase "asan install" scripts/install-deps.sh --test
scratch=.build-asan
phase "asan build" swift build --build-tests --sanitize=address --scratch-path "$scratch"
# halt_on_error: the first report fails the run. detect_leaks=0: at exit LeakSanitizer reports
# XCTest's own allocations and the model that `kiln` still holds when it calls exit() (Swift packs
# enum tags into spare pointer bits, so LeakSanitizer misses those references). Leaks in the
# parsers and the resolver are the fuzz targets' business: they check every corpus input.
# The kill test spawns the (instrumented) kiln executable; 20 kills instead of 100 keep it
# short, the normal run does the full count.
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=0:detect_stack_use_after_return=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export KILN_KILL_ITERATIONS="${KILN_KILL_ITERATIONS:-20}"
# Only the tests that exercise Kiln's own memory: the suites whose work is handing generated files
# to external tools (a browser, swiftc, kotlinc, tsc, Dart Sass, tree-sitter, the DTCG schemas)
# or building the plugin fixture with SwiftPM add minutes and no instrumented code the other
# suites do not already run (the same emitters write the goldens).
external='BrowserTests|PluginFixtureTests|RealWorldOutputTests|WebOutputTests|SwiftOutputTests|AxesOutputTests|WideGamutOutputTests|DocsExampleTests|OutputDocsExampleTests|DTCGSchemaTests|AndroidComposeTests'
# A resident-memory bound means nothing under AddressSanitizer (its shadow memory and the
# quarantine of freed blocks count as the process's own).
# Nor does a stack-depth case at the YAML reader's 512-level nesting limit: the sanitizer's
# frames are several times larger than a normal build's, so the main thread's 8 MiB stack
# overflows under it alone.
# And the output-size bounds generate 50,000-token sites: the slowest test under the sanitizer by
# far, measuring bytes written, while the same emitters run instrumented on the other suites.
memory='serveMemoryStaysBoundedWithSlowReaders|deeplyNestedGroupsAreALocatedError|OutputSizeTests'
phase "asan tests" swift test --skip-build --sanitize=address --scratch-path "$scratch" --skip "$external|$memory" "$@"
