# Phase timing for the test and CI scripts (sourced, not run): `phase NAME COMMAND...` runs the
# command and records its wall time and the machine's 1-minute load average at its start and end;
# the outermost script that sources this file prints every phase as a table when it exits, so
# .ci/run shows one table for itself, scripts/test.sh, Fuzz/ci.sh and scripts/asan.sh.
# The machine is shared: a figure means little without the load next to it.
#   source scripts/phases.sh
#   phase build swift build --build-tests

if [ -z "${KILN_PHASES:-}" ]; then
  KILN_PHASES=$(mktemp "${TMPDIR:-/tmp}/kiln-phases.XXXXXX")
  export KILN_PHASES
  KILN_PHASES_STARTED=$(date +%s.%N)
  KILN_PHASES_LOAD=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?')
  trap 'phase_status=$?; phase_table "$phase_status"; rm -f "$KILN_PHASES"; exit "$phase_status"' EXIT
fi

phase_load() { cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?'; }

# Runs a command as a named phase and returns its status (also under `set -e`).
phase() {
  local name=$1 start load_start end status
  shift
  start=$(date +%s.%N)
  load_start=$(phase_load)
  echo "== phase $name" >&2
  if "$@"; then status=0; else status=$?; fi
  end=$(date +%s.%N)
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$start" "$end" "$load_start" "$(phase_load)" "$status" >>"$KILN_PHASES"
  return "$status"
}

# Every recorded phase in the order it started: seconds, start and end offsets from the first
# phase (overlapping phases ran in parallel), the load average at its start and end, its status.
phase_table() {
  [ -s "$KILN_PHASES" ] || return 0
  local total
  total=$(awk -v s="$KILN_PHASES_STARTED" -v e="$(date +%s.%N)" 'BEGIN { printf "%.0f", e - s }')
  {
    echo
    echo "Phases (wall seconds; from/to: seconds since the start; load: 1-minute load average at start/end; $(nproc) cores)"
    sort -t$'\t' -k2,2n "$KILN_PHASES" | awk -F'\t' -v s="$KILN_PHASES_STARTED" '
      BEGIN { printf "  %-28s %7s %7s %7s %13s  %s\n", "phase", "seconds", "from", "to", "load", "status" }
      { printf "  %-28s %7.0f %7.0f %7.0f %6s/%-6s  %s\n", $1, $3 - $2, $2 - s, $3 - s, $4, $5, ($6 == 0 ? "ok" : "FAILED (" $6 ")") }'
    printf "  %-28s %7s %22s/%-6s  %s\n" "total" "$total" "$KILN_PHASES_LOAD" "$(phase_load)" "$([ "${1:-0}" -eq 0 ] && echo ok || echo "FAILED ($1)")"
  } >&2
}
