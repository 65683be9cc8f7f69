#!/usr/bin/env bash
# Builds kiln (release) and runs `kiln build` on the bundled design system (tokens/, specs/).
# Extra arguments go to `kiln build`, e.g. scripts/build-and-run.sh --timings
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build -c release --product kiln >&2
exec .build/release/kiln build "$@"
