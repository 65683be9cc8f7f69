#!/bin/sh
# Regenerates share/man/man1/kiln.1 with swift-argument-parser's generate-manual plugin
# (TerminalCLITests.manPageIsCurrent fails when it is stale). A fixed date keeps it deterministic.
set -eu
cd "$(dirname "$0")/.."
swift package --allow-writing-to-package-directory generate-manual --configuration debug --date 2026-11-25
mkdir -p share/man/man1
cp .build/plugins/GenerateManual/outputs/kiln/kiln.1 share/man/man1/kiln.1
echo "wrote share/man/man1/kiln.1"
