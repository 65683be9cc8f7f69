#!/usr/bin/env python3
"""Scores Kiln on blind spec documents: recall of planted defects, findings on passing controls,
and value-line coverage.

Each document folder holds `spec.md` and `key.yaml` (see README.md). The document is checked in
a throwaway project made of the bundled design tokens (`tokens/` of the repository) and a
kiln.yaml naming the key's platform, as a new user would drop a spec into their project.

    score.py KILN ROUND_DIR... [--json OUT] [--verbose] [--jobs N] [--write-floor FLOOR]

With several folders each is scored and printed as its own table. `--jobs N` checks N documents
at a time (each in its own throwaway project). `--write-floor floor.json` records every
document's recall and controls hit as the floor `Tests/KilnCLITests/BlindFloorTests.swift`
holds Kiln to (see README.md, "Regression floor").

The value-line lexer here is deliberately independent of Kiln's own: it decides which lines carry
a value (a color in any CSS syntax or a palette name, a token path, a size with a unit, a ratio, a
font spec, an opacity) without asking Kiln, so that a document Kiln cannot read scores low.
"""
import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))

# Kinds a planted defect may be found as: a contrast defect reported as the other contrast rule
# still counts (Kiln found the failing pair, and says so at its line); a claim found as either
# claim rule counts.
FAMILIES = {
    "a11y/contrast-text": {"a11y/contrast-text", "a11y/contrast-non-text"},
    "a11y/contrast-non-text": {"a11y/contrast-non-text", "a11y/contrast-text"},
    "a11y/touch-target": {"a11y/touch-target"},
    "a11y/min-font-size": {"a11y/min-font-size"},
    "spec/claimed-contrast": {"spec/claimed-contrast", "spec/scoped-claim"},
    "spec/scoped-claim": {"spec/scoped-claim", "spec/claimed-contrast"},
    "spec/token-drift": {"spec/token-drift"},
    "spec/unknown-token": {"spec/unknown-token"},
}

# An issue's number (`PR #1187`, `see #412`) is no color.
HEX = r"(?<!\b(?:PR|pr|MR) )(?<!\bissue )(?<!\bsee )#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|(?![0-9]{4}\b)[0-9a-fA-F]{4}|[0-9a-fA-F]{3})\b"
FUNC = r"\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\s*\("
PATH = r"\b(?:color|colors|typography|type|font|spacing|space|size|sizes|radius|radii|border|shadow|elevation|opacity|motion|emotion|duration|easing)\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*"
UNIT = r"(?<![\w.])\d+(?:[.,]\d+)?\s?(?:pt|dp|px|sp|rem|em)\b"
DIMS = r"(?<![\w.])\d+(?:[.,]\d+)?\s?(?:×|x|by)\s?\d+(?:[.,]\d+)?\b"
RATIO = r"(?<![\w.])\d+(?:[.,]\d+)?\s?:\s?1\b"
FONT = r"(?<![\w./])\d{1,2}/\d{1,2}(?![\w/])"
OPACITY = r"(?:@\s?\d+(?:[.,]\d+)?\s?%|\d+(?:[.,]\d+)?\s?%\s*(?:opacity|alpha|tint|Deckkraft)|(?:opacity|alpha|Deckkraft)\s*:?\s*\d+(?:[.,]\d+)?\s?%?)"
BASE_PATTERNS = [HEX, FUNC, PATH, UNIT, DIMS, RATIO, FONT, OPACITY]
POST_COUNTER = re.compile(r"^\*\*[^\w/]*\d{1,3}\s*/\s*\d{1,3}\s*\*\*$")


def palette_names(tokens_dir):
    """Display names of the bundled palette (`$extensions.kiln.name`), as designers write them."""
    names = set()
    for name in os.listdir(tokens_dir):
        if not name.endswith(".yaml"):
            continue
        with open(os.path.join(tokens_dir, name)) as f:
            text = f.read()
        names.update(m.group(1).strip().strip("'\"") for m in re.finditer(r"\bname:\s*([^\n#]+)", text))
    return sorted((n for n in names if len(n) > 2), key=len, reverse=True)


def value_lines(spec_text, names):
    """1-based numbers of the lines that carry a value."""
    patterns = [re.compile(p, re.IGNORECASE if p in (PATH, OPACITY) else 0) for p in BASE_PATTERNS]
    if names:
        patterns.append(re.compile(r"\b(?:" + "|".join(re.escape(n) for n in names) + r")\b"))
    lines = []
    for number, line in enumerate(spec_text.split("\n"), start=1):
        # A thread's bold post counter (`**6/14**`) numbers a post; it is no type size.
        if POST_COUNTER.match(line.strip()):
            continue
        if any(p.search(line) for p in patterns):
            lines.append(number)
    return lines


def run(kiln, args, cwd):
    return subprocess.run([kiln, *args], cwd=cwd, capture_output=True, text=True, timeout=300)


def diagnostic_lines(diag, spec_name):
    """Every line of spec.md a diagnostic or one of its notes points at."""
    lines = set()
    for located in [diag] + diag.get("notes", []):
        location = located.get("location") or {}
        if os.path.basename(location.get("file", "")) == spec_name:
            for line in range(location["line"], location.get("endLine", location["line"]) + 1):
                lines.add(line)
    return lines


def control_lines(diag, spec_name):
    """The lines a finding is on, for a control: a scoped claim's notes are its evidence (the
    findings that contradict it, each counted at its own line), not findings on those lines;
    other findings' notes are more places of the same finding."""
    if diag["id"] != "spec/scoped-claim":
        return diagnostic_lines(diag, spec_name)
    location = diag.get("location") or {}
    if os.path.basename(location.get("file", "")) != spec_name:
        return set()
    return set(range(location["line"], location.get("endLine", location["line"]) + 1))


def hexes(text):
    """The literal hex colors a text names, as six lowercase digits."""
    out = []
    for m in re.finditer(r"#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b", text):
        h = m.group(1).lower()
        out.append(h if len(h) == 6 else "".join(ch * 2 for ch in h))
    return out


def about_control(diag, control):
    """False when a finding is about another pair than the control's, on the same line: the
    control names its pair by two literals and the finding's foreground is neither of them
    (`| #2e3440/#eceff4 = 10.6:1 | #d8dee9/#2e3440 = 9.8:1 |`: a finding about the second pair is
    not a finding on the first)."""
    named = set(hexes(control.get("what", "")))
    found = hexes(diag.get("message", ""))
    return len(named) < 2 or not found or found[0] in named


def read_lines(kiln, project, spec_name):
    """Lines Kiln read into a fact: `kiln specs --coverage --format json` where it exists
    (status per value line), else the `@line` of every property in `kiln specs --dump`."""
    result = run(kiln, ["specs", "--coverage", "--format", "json", "-C", project], project)
    if result.returncode in (0, 1) and result.stdout.strip().startswith("{"):
        data = json.loads(result.stdout)
        statuses = {}
        for entry in data.get("lines", []):
            if os.path.basename(entry.get("file", "")) == spec_name:
                statuses[entry["line"]] = entry["status"]
        return statuses, "coverage-json"
    dump = run(kiln, ["specs", "--dump", "-C", project], project).stdout
    statuses = {}
    for m in re.finditer(r" @(\d+)(?::\d+)? ", dump):
        statuses[int(m.group(1))] = "facts"
    return statuses, "dump"


def score_document(kiln, folder, names, verbose=False, coverage=True):
    with open(os.path.join(folder, "key.yaml")) as f:
        key = yaml.safe_load(f)
    spec_path = os.path.join(folder, key.get("document", "spec.md"))
    spec_name = os.path.basename(spec_path)
    with open(spec_path) as f:
        spec_text = f.read()
    with tempfile.TemporaryDirectory(prefix="kiln-blind-") as project:
        shutil.copytree(os.path.join(REPO, "tokens"), os.path.join(project, "tokens"))
        os.makedirs(os.path.join(project, "specs"))
        shutil.copy(spec_path, os.path.join(project, "specs", spec_name))
        with open(os.path.join(project, "kiln.yaml"), "w") as f:
            f.write(f"platform: {key.get('platform', 'ios')}\noutputs: []\n")
        result = run(kiln, ["check", "--reporter", "json", "-C", project], project)
        try:
            diagnostics = json.loads(result.stdout)["diagnostics"]
        except (ValueError, KeyError):
            raise SystemExit(f"{folder}: kiln check gave no JSON report (exit {result.returncode}):\n{result.stderr[-2000:]}")
        # The floor needs only the findings; without coverage each document takes one run.
        statuses, source = read_lines(kiln, project, spec_name) if coverage else (None, "not measured")
    findings = [d for d in diagnostics if d.get("severity") in ("warning", "error")
                and os.path.basename((d.get("location") or {}).get("file", "")) == spec_name]
    reported = set()
    for d in diagnostics:
        reported |= diagnostic_lines(d, spec_name)

    def found(item):
        family = FAMILIES.get(item["kind"], {item["kind"]})
        lines = set(item["lines"])
        return [d for d in findings if d["id"] in family and diagnostic_lines(d, spec_name) & lines]

    # Public documents' keys (Tests/Fixtures/public-specs) list the failures and false claims a
    # document states, and its true claims as controls.
    if "defects" not in key and ("failures" in key or "false_claims" in key):
        key["defects"] = (key.get("failures") or []) + (key.get("false_claims") or [])
        key["controls"] = [dict(c, kind=c.get("kind", "spec/claimed-contrast")) for c in key.get("true_claims") or []]
    defects = key.get("defects", [])
    hits = {d["id"]: bool(found(d)) for d in defects}
    defect_lines = {}
    for d in defects:
        for family_kind in FAMILIES.get(d["kind"], {d["kind"]}):
            defect_lines.setdefault(family_kind, set()).update(d["lines"])
    false_on_controls = {}
    for c in key.get("controls", []):
        family = FAMILIES.get(c["kind"], {c["kind"]})
        bad = [d for d in findings if d["id"] in family and about_control(d, c)
               and (control_lines(d, spec_name) & set(c["lines"])) - defect_lines.get(d["id"], set())]
        if bad:
            false_on_controls[c["id"]] = [f"{d['id']}@{d['location']['line']}: {d['message']}" for d in bad]
    values = value_lines(spec_text, names)
    accounted = [n for n in values if n in reported or (statuses or {}).get(n) in ("facts", "read", "prose", "unread")]
    missed_lines = [n for n in values if n not in accounted] if statuses is not None else []
    report = {
        "document": os.path.basename(folder),
        "defects": len(defects),
        "found": sum(hits.values()),
        "recall": sum(hits.values()) / len(defects) if defects else 1.0,
        "missed": [d["id"] + " " + d["kind"] + " @" + str(d["lines"][0]) + ": " + d["what"] for d in defects if not hits[d["id"]]],
        "controls": len(key.get("controls", [])),
        "findings_on_controls": false_on_controls,
        "value_lines": len(values),
        "value_lines_accounted": len(accounted) if statuses is not None else None,
        "coverage": (len(accounted) / len(values) if values else 1.0) if statuses is not None else None,
        "unaccounted_lines": missed_lines,
        "read_source": source,
        "exit": result.returncode,
    }
    if verbose:
        lines = spec_text.split("\n")
        report["unaccounted_text"] = [f"{n}: {lines[n - 1]}" for n in missed_lines]
    return report


def documents(folder):
    return [os.path.join(folder, name) for name in sorted(os.listdir(folder))
            if os.path.isfile(os.path.join(folder, name, "key.yaml"))]


def print_table(reports):
    total_defects = sum(r["defects"] for r in reports)
    total_found = sum(r["found"] for r in reports)
    total_values = sum(r["value_lines"] for r in reports)
    measured = all(r["coverage"] is not None for r in reports)
    total_accounted = sum(r["value_lines_accounted"] or 0 for r in reports)

    def value_column(accounted, values):
        return f"{accounted:>4}/{values:<4} {accounted / max(values, 1):>5.0%}" if measured else f"{'—':>16}"
    width = max([16] + [len(r["document"]) for r in reports])
    print(f"{'document':<{width}} {'recall':>12} {'controls hit':>13} {'value lines':>16}  exit")
    for r in reports:
        print(f"{r['document']:<{width}} {r['found']:>3}/{r['defects']:<3} {r['recall']:>5.0%} "
              f"{len(r['findings_on_controls']):>6}/{r['controls']:<6} "
              f"{value_column(r['value_lines_accounted'] or 0, r['value_lines'])}  {r['exit']}")
    print(f"{'total':<{width}} {total_found:>3}/{total_defects:<3} {total_found / max(total_defects, 1):>5.0%} "
          f"{sum(len(r['findings_on_controls']) for r in reports):>6}/{sum(r['controls'] for r in reports):<6} "
          f"{value_column(total_accounted, total_values)}")


def floor_of(reports):
    """Each document's recall and controls hit, keyed `set/document` (the folder names)."""
    return {
        "comment": "Written by `python3 Tests/Fixtures/blind/score.py .build/debug/kiln Tests/Fixtures/blind/round* "
                   "Tests/Fixtures/public-specs --jobs 4 --write-floor Tests/Fixtures/blind/floor.json`. "
                   "BlindFloorTests fails when a document finds fewer defects than `found` or hits more controls "
                   "than `controlsHit`. Raising the floor is a deliberate edit: rerun the command after Kiln improves.",
        "documents": {f"{r['set']}/{r['document']}": {"defects": r["defects"], "found": r["found"],
                                                       "controls": r["controls"],
                                                       "controlsHit": len(r["findings_on_controls"])}
                      for r in reports},
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("kiln")
    parser.add_argument("rounds", nargs="+", metavar="round")
    parser.add_argument("--json")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--write-floor")
    parser.add_argument("--findings-only", action="store_true",
                        help="skip `kiln specs --coverage` (value lines are not measured); enough for the floor")
    args = parser.parse_args()
    kiln = os.path.abspath(args.kiln)
    names = palette_names(os.path.join(REPO, "tokens"))
    work = [(os.path.basename(os.path.normpath(folder)), document)
            for folder in args.rounds for document in documents(folder)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(args.jobs, 1)) as pool:
        results = list(pool.map(lambda item: score_document(kiln, item[1], names, args.verbose, not args.findings_only), work))
    reports = []
    for (set_name, _), report in zip(work, results):
        reports.append(dict(report, set=set_name))
    sets = list(dict.fromkeys(r["set"] for r in reports))
    for set_name in sets:
        if len(sets) > 1:
            print(f"\n# {set_name}")
        print_table([r for r in reports if r["set"] == set_name])
    if args.json:
        with open(args.json, "w") as f:
            json.dump(reports, f, indent=2, ensure_ascii=False)
    if args.write_floor:
        with open(args.write_floor, "w") as f:
            json.dump(floor_of(reports), f, indent=2, ensure_ascii=False)
            f.write("\n")
    if args.verbose:
        for r in reports:
            print(f"\n== {r['set']}/{r['document']}" if len(sets) > 1 else f"\n== {r['document']}")
            for m in r["missed"]:
                print("  missed", m)
            for c, items in r["findings_on_controls"].items():
                print("  control", c, items)
            for t in r.get("unaccounted_text", []):
                print("  silent", t)


if __name__ == "__main__":
    main()
