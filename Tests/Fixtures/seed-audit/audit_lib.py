"""Row helpers for the seed audit. build_audit.py lists the rows; this file computes ratios and
verdicts the same way for every row (see README.md for the interpretations)."""
import csv, glob, os, sys
sys.path.insert(0, os.path.dirname(__file__))
import wcag

SEEDS = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'seeds')
HERE = os.path.dirname(os.path.abspath(__file__))
FIELDS = ['id', 'seed', 'line', 'also_lines', 'screen', 'component', 'mode', 'state', 'category', 'foreground',
          'background', 'fg_drawn', 'bg_drawn', 'ratio', 'required', 'verdict', 'interpretation', 'note', 'seed_text']
rows = []
_doc = {'id': None, 'lines': []}
_seed_files = {}


def doc(prefix):
    """Select the seed document ('000'..'003') the following rows come from."""
    _doc['id'] = prefix
    if prefix not in _seed_files:
        path = glob.glob(os.path.join(SEEDS, prefix + '_*'))
        name = os.path.basename(path[0]) if path else prefix
        lines = open(path[0], encoding='utf-8').read().split('\n') if path else []
        _seed_files[prefix] = (name, lines)


def _text(line):
    name, lines = _seed_files[_doc['id']]
    t = lines[line - 1].strip() if 0 < line <= len(lines) else ''
    return t.lstrip('•').strip()


def _add(line, screen, comp, mode, state, cat, fg, bg, r, req, verdict, interp, note, also=()):
    name, _ = _seed_files[_doc['id']]
    # Stable ids: document, seed line, and the row's number among the rows of that line.
    rid = f"{_doc['id']}-L{line}-{sum(1 for x in rows if x['seed'] == name and x['line'] == line) + 1}"
    drawn = (_drawn.pop('fg', ''), _drawn.pop('bg', '')) if r is not None else ('', '')
    _drawn.clear()
    rows.append(dict(id=rid, seed=name, line=line, also_lines=' '.join(str(x) for x in also), screen=screen, component=comp, mode=mode,
                     state=state, category=cat, foreground=fg, background=bg, fg_drawn=drawn[0], bg_drawn=drawn[1],
                     ratio='' if r is None else f'{r:.2f}', required=req, verdict=verdict,
                     interpretation=interp, note=note, seed_text=_text(line)))


def required_text(size, weight):
    # 1pt = 1 CSS px: large text is >= 24pt, or >= 18.66pt at weight >= 700.
    return 3.0 if size >= 24 or (size >= 18.66 and weight >= 700) else 4.5


PHOTO = 'photo'  # background content of unknown luminance: worst/best case over black..white


_drawn = {}


def _ratio_range(fg, bg, under):
    """(worst, best) ratio; the opaque colors of the worst case are kept for the row."""
    if under == PHOTO:
        rs = sorted(wcag.pair_ratio(fg, bg, u) for u in ('#000000', '#FFFFFF', '#808080'))
        _drawn['fg'], _drawn['bg'] = rs[0][1], rs[0][2]
        return rs[0][0], rs[-1][0]
    r, f, b = wcag.pair_ratio(fg, bg, under)
    _drawn['fg'], _drawn['bg'] = f, b
    return r, r


def _verdict(lo, hi, req, under, exempt, indeterminate):
    if exempt:
        return 'exempt'
    if indeterminate:
        return 'indeterminate'
    if lo >= req:
        return 'pass'
    if under == PHOTO and hi < req:
        return 'fail'
    if under == PHOTO:
        return 'fail'  # worst case over the stated scrim fails (README: photo rule)
    return 'fail'


def T(line, screen, comp, mode, state, fg, bg, size, weight=400, under=None, interp='', note='',
      exempt=False, indeterminate=False, also=()):
    """A text/background pair. fg/bg are wcag.resolve expressions."""
    req = required_text(size, weight)
    lo, hi = _ratio_range(fg, bg, under)
    if under == PHOTO:
        note = (note + f' worst {lo:.2f} / best {hi:.2f} over photo content (black..white)').strip()
    bgs = bg + (f' over {under}' if under else '')
    _add(line, screen, comp, mode, state, 'text-pair', fg, bgs, lo, req,
         _verdict(lo, hi, req, under, exempt, indeterminate), interp, note, also)


def N(line, screen, comp, mode, state, fg, bg, under=None, interp='', note='', exempt=False,
      indeterminate=False, also=()):
    """A required non-text pair (3:1, WCAG 1.4.11)."""
    if fg is None or bg is None:
        _add(line, screen, comp, mode, state, 'non-text', fg or '?', bg or '?', None, 3.0,
             'indeterminate', interp, note, also)
        return
    lo, hi = _ratio_range(fg, bg, under)
    if under == PHOTO:
        note = (note + f' worst {lo:.2f} / best {hi:.2f} over photo content').strip()
    bgs = bg + (f' over {under}' if under else '')
    _add(line, screen, comp, mode, state, 'non-text', fg, bgs, lo, 3.0,
         _verdict(lo, hi, 3.0, under, exempt, indeterminate), interp, note, also)


def TU(line, screen, comp, mode, state, fg, bg, note, cat='text-pair', req=4.5, also=()):
    """A pair that cannot be computed (unknown or ambiguous color)."""
    _add(line, screen, comp, mode, state, cat, fg, bg, None, req, 'indeterminate', '', note, also)


def TT(line, screen, comp, w, h, note='', verdict=None, state='default', also=()):
    v = verdict or ('pass' if min(w, h) >= 44 else 'fail')
    _add(line, screen, comp, 'any', state, 'touch-target', '', '', None, '44x44',
         v, '', f'{w:g}x{h:g}pt. ' + note, also)


def F(line, screen, comp, size, note='', minimum=11, state='default', also=()):
    _add(line, screen, comp, 'any', state, 'font-size', '', '', None, f'{minimum}pt',
         'pass' if size >= minimum else 'fail', '', f'{size:g}pt. ' + note, also)


def C(line, screen, comp, verdict, note, also=(), mode='any'):
    """A claim in prose: verdict true/false/indeterminate is stored as pass/fail/indeterminate.
    `mode` when the claim's context holds in one mode only ('on white') or its truth differs
    per mode (then one row per mode)."""
    v = {'true': 'pass', 'false': 'fail'}.get(verdict, verdict)
    _add(line, screen, comp, mode, 'default', 'claim', '', '', None, '', v, '', note, also)


def X(line, screen, comp, note, verdict='fail', also=()):
    """A cross-document (or within-document) inconsistency; `also` = the other places
    (seed lines in this document; other documents are named in the note)."""
    _add(line, screen, comp, 'any', 'default', 'cross-doc', '', '', None, '', verdict, '', note, also)


def write(path):
    with open(path, 'w', newline='', encoding='utf-8') as f:
        w = csv.DictWriter(f, fieldnames=FIELDS, lineterminator='\n')
        w.writeheader()
        for r in rows:
            w.writerow(r)
