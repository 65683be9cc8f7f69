#!/usr/bin/env bash
# Installs the system libraries Kiln links against (and, with --test, the tools its tests use)
# when they are missing. Safe to run repeatedly; does nothing when everything is present.
set -euo pipefail

want_tests=0
[ "${1:-}" = "--test" ] && want_tests=1

packages=(libyaml-dev libxml2-dev libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if [ "${#missing[@]}" -gt 0 ]; then
  echo "kiln: installing system packages: ${missing[*]}" >&2
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >&2
fi

if [ "$want_tests" -eq 1 ] && [ -f "$(dirname "$0")/test-requirements.txt" ]; then
  python3 -m pip install -q --disable-pip-version-check -r "$(dirname "$0")/test-requirements.txt" >&2 || true
fi
