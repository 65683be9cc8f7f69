"""Checks wcag.py against the reference contrast vectors (copied from /work/shared/reference)."""
import csv, os, sys
sys.path.insert(0, os.path.dirname(__file__))
import wcag
bad = n = 0
with open(os.path.join(os.path.dirname(__file__), 'contrast-vectors.csv')) as f:
    for row in csv.DictReader(f):
        fg = wcag.parse(row['fg']); bg = wcag.parse(row['bg'])
        fa = float(row['fg_alpha'] or 1); ba = float(row['bg_alpha'] or 1)
        if ba < 1:
            bg = wcag.composite(wcag.with_alpha(bg, ba), wcag.parse(row['bg_under']))
        if fa < 1:
            fg = wcag.composite(wcag.with_alpha(fg, fa), bg)
        r = wcag.ratio(fg, bg); n += 1
        if abs(r - float(row['wcag21_ratio'])) > 1e-6:
            bad += 1; print('MISMATCH', row['fg'], row['bg'], fa, ba, r, row['wcag21_ratio'])
print(f'{n - bad}/{n} reference vectors agree to 1e-6')
sys.exit(1 if bad else 0)
