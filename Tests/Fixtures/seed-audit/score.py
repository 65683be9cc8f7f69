#!/usr/bin/env python3
"""Scores `kiln check` against the independent seed audit (audit.csv).

Usage: python3 score.py [--kiln PATH] [--repo DIR] [--json] [--report FILE]
  --kiln   the kiln binary (default: <repo>/.build/debug/kiln)
  --repo   the Kiln checkout whose specs/, tokens/ and kiln.yaml are checked (default: ../../..)
  --report a kiln JSON report to score instead of running kiln
Runs kiln on a copy of the bundled project with the baseline disabled (the copy's kiln.yaml has
no `baseline:` line and no kiln-baseline.yaml, which kiln treats as "no baseline"), then matches
findings to audit rows (see README.md, "Scoring") and prints recall per category and false
findings. --json prints the numbers as JSON (used by Tests/KilnCLITests/SeedAuditTests.swift).
"""
import argparse, csv, difflib, glob, json, os, re, shutil, subprocess, sys, tempfile
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
CATEGORY_OF_RULE = [  # first match wins
    (re.compile(r'^a11y/contrast-text$'), 'text-pair'),
    (re.compile(r'^a11y/contrast-non-text$'), 'non-text'),
    (re.compile(r'^a11y/touch-target'), 'touch-target'),
    (re.compile(r'^a11y/min-font-size'), 'font-size'),
    (re.compile(r'claim'), 'claim'),
    (re.compile(r'drift|conflict|inconsisten|cross'), 'cross-doc'),
]
CATEGORIES = ['text-pair', 'non-text', 'touch-target', 'font-size', 'claim', 'cross-doc']
WINDOW = 4          # spec lines either side of the row's line: a match on position alone
WIDE_WINDOW = 12    # ... or this far when the finding names the row's component
EXACT = {'claim', 'cross-doc'}  # one finding per row, at the row's line (+-1)
STOP = {'the', 'and', 'for', 'with', 'color', 'screen', 'default', 'light', 'dark', 'mode'}
BASE_STATES = {'', 'default', 'enabled', 'normal', 'unselected', 'display', 'any'}


def category(rule):
    for pattern, cat in CATEGORY_OF_RULE:
        if pattern.search(rule):
            return cat
    return None


def norm(line):
    line = line.replace('\u2019', "'").replace('\u201c', '"').replace('\u201d', '"')
    return re.sub(r'[^a-z0-9#%:.]+', '', line.lower())


SPANS = {}  # (seed, seed line) -> (first, last) spec line an unaligned seed line may be on


def line_maps(repo):
    """seed file name -> {seed line -> spec path, spec line}, by aligning the normalized texts."""
    maps = {}
    for seed in sorted(glob.glob(os.path.join(HERE, 'seeds', '*'))):
        prefix = os.path.basename(seed)[:3]
        specs = glob.glob(os.path.join(repo, 'specs', prefix + '-*.md'))
        if not specs:
            continue
        spec = specs[0]
        a = [norm(x) for x in open(seed, encoding='utf-8').read().split('\n')]
        b = [norm(re.sub(r'^\s*([-*+]|\d+\.)\s+', '', x).replace('**', ''))
             for x in open(spec, encoding='utf-8').read().split('\n')]
        sm = difflib.SequenceMatcher(None, a, b, autojunk=False)
        exact = {}
        for blk in sm.get_matching_blocks():
            for k in range(blk.size):
                exact[blk.a + k] = blk.b + k
        # Lines the alignment missed: the nearest aligned line before, then the closest fuzzy
        # match within 30 spec lines after it.
        m, last = {}, 0
        aligned = sorted(exact)
        for i in range(len(a)):
            if i in exact:
                last = exact[i]
                m[i + 1] = last + 1
                continue
            # A seed line the conversion split or rewrote: it may be anywhere between the
            # aligned lines around it.
            after = next((exact[k] for k in aligned if k > i), len(b))
            SPANS[(os.path.basename(seed), i + 1)] = (last + 2, after)
            best, score = last, 0.0
            for j in range(last, min(len(b), last + 30)):
                if a[i] and b[j]:
                    s = difflib.SequenceMatcher(None, a[i], b[j]).ratio()
                    if s > score:
                        best, score = j, s
            m[i + 1] = best + 1
        maps[os.path.basename(seed)] = (os.path.relpath(spec, repo), m)
    return maps


def run_kiln(kiln, repo):
    tmp = tempfile.mkdtemp(prefix='seed-audit-')
    try:
        for d in ('specs', 'tokens'):
            shutil.copytree(os.path.join(repo, d), os.path.join(tmp, d))
        config = open(os.path.join(repo, 'kiln.yaml'), encoding='utf-8').read()
        config = '\n'.join(l for l in config.split('\n') if not l.startswith('baseline:'))
        open(os.path.join(tmp, 'kiln.yaml'), 'w', encoding='utf-8').write(config)
        p = subprocess.run([kiln, 'check', '--project', tmp, '--reporter', 'json'],
                           capture_output=True, text=True)
        if p.returncode not in (0, 1):
            sys.exit(f'kiln check failed ({p.returncode}): {p.stderr[-2000:]}')
        return json.loads(p.stdout)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


UNKNOWN_RULE = re.compile(r'unknown|unread|unverified|ambiguous|off-palette|required-modes|indetermin|skip|unresolved|missing|photo|assum')


def all_spec_diagnostics(report):
    """Every diagnostic located in specs/ (any severity), for the indeterminate measure."""
    out = []
    for d in report['diagnostics']:
        loc = d.get('location') or {}
        if str(loc.get('file', '')).startswith('specs/'):
            subj = d.get('subject') or {}
            out.append(dict(rule=d['id'], category=category(d['id']), severity=d['severity'],
                            places=[(loc['file'], loc.get('line', 0))], mode=(subj.get('mode') or '').lower(),
                            state='', component=(subj.get('component') or '') + ' ' + d['message'], variant=''))
    return out


def findings(report):
    out = []
    for d in report['diagnostics']:
        cat = category(d['id'])
        loc = d.get('location') or {}
        if cat is None or d['severity'] == 'note' or not str(loc.get('file', '')).startswith('specs/'):
            continue  # notes (e.g. spec/unverified-claim) do not say that anything is wrong
        subj = d.get('subject') or {}
        places = [(loc['file'], loc.get('line', 0))]
        for n in d.get('notes') or []:
            nl = n.get('location') or {}
            if str(nl.get('file', '')).startswith('specs/'):
                places.append((nl['file'], nl.get('line', 0)))
        value = (d.get('measurement') or {}).get('value')
        found = dict(rule=d['id'], category=cat, severity=d['severity'], places=places, value=value,
                     mode=(subj.get('mode') or '').lower(),
                     state=' '.join(x for x in ((subj.get('state') or ''), (subj.get('device') or '')) if x).lower(),
                     # the component's own name (its last segment), not the screen's
                     component=(subj.get('component') or '').split('\u203a')[-1] + ' ' + (subj.get('variant') or ''),
                     variant=(subj.get('variant') or '').lower(),
                     message=d['message'], loc=f"{loc['file']}:{loc.get('line')}")
        out.append(found)
        # An icon folded into its label's finding (issue 19 item 9: same colors, modes and state)
        # is still a non-text failure Kiln reports, at the icon's line: it stands for the icon's
        # non-text row there. It is not a separate Kiln error (never counted as false).
        for n in d.get('notes') or []:
            nl = n.get('location') or {}
            if cat == 'text-pair' and FOLDED_ICON in n.get('message', '') and str(nl.get('file', '')).startswith('specs/'):
                out.append(dict(found, category='non-text', places=[(nl['file'], nl.get('line', 0))], folded=True,
                                loc=f"{nl['file']}:{nl.get('line')}"))
    return out


FOLDED_ICON = 'draws the same pair here (non-text'


EMOTIONS = {'happy', 'grateful', 'excited', 'peaceful', 'thoughtful', 'nostalgic', 'proud',
            'loving', 'sad', 'anxious', 'frustrated', 'hopeful'}


def compatible(row, f):
    # A finding for one variant (an emotion, a toast kind) matches only rows naming it.
    variant = words(f.get('variant', ''))
    if variant and not variant & words(row['component'] + ' ' + row['state']):
        return False
    if row['mode'] not in ('any', '') and f['mode'] and f['mode'] != row['mode']:
        return False
    rs, fs = row['state'].lower(), f['state']
    if rs in BASE_STATES and fs in BASE_STATES:
        return True
    if rs in BASE_STATES or not fs:
        # A row for a state (pressed, hover, error, iPhone SE) needs a finding for that state
        # (or a variant naming it: toast kinds); a state finding does not stand for the default.
        return bool(rs) and not fs and rs in f.get('variant', '').lower()
    return fs in rs or rs in fs


def words(s):
    return {w for w in re.findall(r'[a-z]{3,}', s.lower()) if w not in STOP}


def near(row, f, maps):
    """None, or a sort key (lower is better) when f is near enough to row."""
    spec, m = maps.get(row['seed'], (None, {}))
    targets = [m.get(int(x)) for x in [row['line']] + row.get('also_lines', '').split()]
    targets = [t for t in targets if t is not None]
    if spec is None or not targets:
        return None
    ds = [abs(line - t) for file, line in f['places'] if file == spec for t in targets]
    if not ds:
        return None
    for x in [row['line']] + row.get('also_lines', '').split():
        lo, hi = SPANS.get((row['seed'], int(x)), (1, 0))
        if any(file == spec and lo <= line <= hi for file, line in f['places']):
            ds.append(0)
    if row['category'] in EXACT:
        # on the row's own line (exactly, when the seed line was aligned; within a line or the
        # span when the conversion split or rewrote it)
        aligned = all((row['seed'], int(x)) not in SPANS for x in [row['line']] + row.get('also_lines', '').split())
        return (0, min(ds), 0) if min(ds) <= (0 if aligned else 1) else None
    shared = len(words(row['component']) & words(f['component']))
    if min(ds) <= WINDOW or (shared and min(ds) <= WIDE_WINDOW):
        closeness = abs(float(row['ratio']) - f['value']) if row.get('ratio') and f.get('value') is not None else 99
        return (-shared, min(ds), closeness)
    return None


def score(rows, found, maps):
    matched_rows, used = {}, set()
    # Claims and cross-document rows: each finding stands for the nearest row (within a line);
    # a row may collect several (one per mode).
    exact_rows = [r for r in rows if r['category'] in EXACT]
    for k, f in enumerate(found):
        if f['category'] not in EXACT:
            continue
        # A finding grouped over several places (its notes list every occurrence) stands for
        # the nearest row of each place.
        for place in f['places']:
            at = dict(f, places=[place])
            cands = [(near(r, at, maps), i) for i, r in enumerate(exact_rows)
                     if r['category'] == f['category'] and compatible(r, at)]
            cands = [c for c in cands if c[0] is not None]
            if cands:
                r = exact_rows[min(cands)[1]]
                matched_rows.setdefault(r['id'], k)
                used.add(k)
                if r['id'] not in f.get('rows', []):
                    f['rows'] = f.get('rows', []) + [r['id']]
    # Other rows: the nearest compatible finding (a finding may stand for several rows stated
    # on one line, e.g. two option cards sharing 'Pressed: Background 10% darker').
    for r in rows:
        if r['category'] in EXACT:
            continue
        best = None
        for k, f in enumerate(found):
            if f['category'] != r['category'] or not compatible(r, f):
                continue
            dist = near(r, f, maps)
            if dist is not None and (best is None or dist < best[0]):
                best = (dist, k)
        if best:
            matched_rows[r['id']] = best[1]
            used.add(best[1])
    result = {'categories': {}, 'false_findings': [], 'duplicates': []}
    for cat in CATEGORIES:
        failing = [r for r in rows if r['category'] == cat and r['verdict'] == 'fail']
        hit = [r for r in failing if r['id'] in matched_rows]
        result['categories'][cat] = {
            'failing_rows': len(failing), 'found': len(hit),
            'recall': round(len(hit) / len(failing), 4) if failing else 1.0,
            'missed': [r['id'] for r in failing if r['id'] not in matched_rows]}
    # A Kiln error is false when the rows it matches are none failing: it contradicts a row
    # that passes, is exempt or indeterminate ('contradicts'), or no row is near ('no row').
    audited = {maps[r['seed']][0] for r in rows if r['seed'] in maps}
    for k, f in enumerate(found):
        if f['severity'] != 'error' or f['places'][0][0] not in audited or f.get('folded'):
            continue
        rs = [r for r in rows if matched_rows.get(r['id']) == k or r['id'] in f.get('rows', [])]
        if any(r['verdict'] == 'fail' for r in rs):
            continue
        if f['category'] in EXACT:
            near_rows = rs
        else:
            near_rows = [r for r in rows if r['category'] == f['category'] and compatible(r, f)
                         and near(r, f, maps) is not None]
        if any(r['verdict'] == 'fail' for r in near_rows):
            continue
        if f['category'] == 'non-text' and any(
                r['category'] == 'text-pair' and r['verdict'] == 'fail' and compatible(r, f) and near(r, f, maps) is not None
                for r in rows):
            # An icon drawn in its label's colors: the audit folds it into the label's row.
            result['duplicates'].append({'rule': f['rule'], 'at': f['loc'], 'message': f['message'][:200]})
            continue
        kind = 'contradicts ' + ','.join(sorted({r['verdict'] for r in near_rows})) if near_rows else 'no row'
        result['false_findings'].append({'category': f['category'], 'rule': f['rule'], 'at': f['loc'],
                                         'mode': f['mode'], 'state': f['state'], 'kind': kind,
                                         'rows': [r['id'] for r in near_rows], 'message': f['message'][:200]})
    result['false_by_category'] = {c: sum(1 for x in result['false_findings'] if x['category'] == c) for c in CATEGORIES}
    result['kiln_errors_in_specs'] = sum(1 for f in found if f['severity'] == 'error' and f['places'][0][0] in audited and not f.get('folded'))
    result['folded_icons'] = sum(1 for f in found if f.get('folded'))
    result['audited_specs'] = sorted(audited)
    # Where a matched pair's ratio differs, Kiln read different colors than the audit (or did
    # other arithmetic): listed for review.
    result['ratio_differences'] = []
    agree = 0
    for r in rows:
        k = matched_rows.get(r['id'])
        if k is None or r['category'] not in ('text-pair', 'non-text') or not r['ratio'] or found[k].get('value') is None:
            continue
        if abs(float(r['ratio']) - found[k]['value']) <= 0.006:
            agree += 1
        else:
            result['ratio_differences'].append({'row': r['id'], 'audit': float(r['ratio']), 'kiln': found[k]['value'], 'at': found[k]['loc']})
    result['ratios_agree'] = agree
    result['matches'] = {rid: found[k]['loc'] + ' ' + found[k]['rule'] for rid, k in sorted(matched_rows.items())}
    return result


def indeterminate(rows, diags, maps):
    """Rows the audit cannot decide (unknown color, photo without scrim, unstated value): does
    Kiln say anything about them at their place — a finding of the row's category or one saying
    that something is unknown, unread, ambiguous or unverified? (Informational: it shows where
    Kiln is silent, not whether what it says is right.)"""
    out = {'rows': 0, 'reported': 0, 'silent': []}
    for r in rows:
        if r['verdict'] != 'indeterminate' or r['category'] not in ('text-pair', 'non-text', 'claim', 'touch-target'):
            continue
        out['rows'] += 1
        hit = any((d['category'] == r['category'] or UNKNOWN_RULE.search(d['rule'])) and compatible(r, d)
                  and near(dict(r, category='text-pair'), d, maps) is not None for d in diags)
        if hit:
            out['reported'] += 1
        else:
            out['silent'].append(r['id'])
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--repo', default=os.path.normpath(os.path.join(HERE, '..', '..', '..')))
    ap.add_argument('--kiln')
    ap.add_argument('--report')
    ap.add_argument('--json', action='store_true')
    ap.add_argument('--verbose', '-v', action='store_true')
    ap.add_argument('--locate', metavar='ROW', help="print the spec file and line a row's seed line maps to")
    a = ap.parse_args()
    rows = list(csv.DictReader(open(os.path.join(HERE, 'audit.csv'), encoding='utf-8')))
    if a.locate:
        row = next((r for r in rows if r['id'] == a.locate), None)
        if row is None:
            sys.exit(f'no row {a.locate}')
        spec, m = line_maps(a.repo)[row['seed']]
        print(f"{spec}:{m[int(row['line'])]}")
        return
    if a.report:
        report = json.load(open(a.report))
    else:
        report = run_kiln(a.kiln or os.path.join(a.repo, '.build', 'debug', 'kiln'), a.repo)
    maps = line_maps(a.repo)
    res = score(rows, findings(report), maps)
    res['indeterminate'] = indeterminate(rows, all_spec_diagnostics(report), maps)
    if a.json:
        print(json.dumps(res, indent=1, sort_keys=True))
        return
    print(f"{'category':14} {'failing rows':>12} {'found':>6} {'recall':>7} {'false errors':>13}")
    for cat in CATEGORIES:
        c = res['categories'][cat]
        print(f"{cat:14} {c['failing_rows']:>12} {c['found']:>6} {c['recall']:>7.1%} {res['false_by_category'][cat]:>13}")
    print(f"matched pairs whose ratio agrees with the audit (±0.006): {res['ratios_agree']} of {res['ratios_agree'] + len(res['ratio_differences'])}")
    ind = res['indeterminate']
    print(f"indeterminate rows (unknown colors, photos, unstated values) with a Kiln finding at their place: {ind['reported']} of {ind['rows']}")
    print(f"icon errors repeating a failing label pair (noise, not counted as false): {len(res['duplicates'])}")
    print(f"false errors: {len(res['false_findings'])} of {res['kiln_errors_in_specs']} Kiln errors located in the audited specs ({', '.join(res['audited_specs'])})")
    if a.verbose:
        byid = {r['id']: r for r in rows}
        for cat in CATEGORIES:
            for rid in res['categories'][cat]['missed']:
                r = byid[rid]
                print('MISSED', rid, cat, r['component'], r['mode'], r['state'], r['foreground'], 'on', r['background'], r['ratio'])
        for x in res['ratio_differences']:
            print('RATIO', x['row'], 'audit', x['audit'], 'kiln', x['kiln'], x['at'])
        print('SILENT on indeterminate rows:', ' '.join(res['indeterminate']['silent']))
        for x in res['false_findings']:
            print('FALSE', x['at'], x['rule'], x['mode'], x['state'], x['kind'], x['rows'], x['message'][:140])


if __name__ == '__main__':
    main()
