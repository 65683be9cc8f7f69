"""Independent color math for the seed audit (not Kiln's code).

WCAG 2.x relative luminance and contrast ratio (sRGB threshold 0.04045), source-over alpha
compositing in sRGB (as iOS/Android/browsers draw translucent layers), rounded to 8 bits, and
OKLCH lightness changes for "N% darker" / "N% brighter" (darker: L * (1 - p); brighter:
L moved the fraction p toward 1; gamut-mapped back to sRGB by reducing chroma).
"""
import math


def parse(c):
    """'#RRGGBB' or '#RRGGBBAA' -> (r, g, b, a) with r,g,b in 0..255 ints, a in 0..1."""
    c = c.strip().lstrip('#')
    r, g, b = int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)
    a = int(c[6:8], 16) / 255 if len(c) == 8 else 1.0
    return (r, g, b, a)


def hexstr(rgb):
    return '#%02X%02X%02X' % tuple(int(round(v)) for v in rgb[:3])


def composite(fg, bg):
    """fg (r,g,b,a) over an opaque bg (r,g,b[,1]) -> opaque (r,g,b), 8-bit rounded."""
    a = fg[3]
    return tuple(int(math.floor(fg[i] * a + bg[i] * (1 - a) + 0.5)) for i in range(3)) + (1.0,)


def with_alpha(c, a):
    return c[:3] + (a,)


def _lin(v):
    v = v / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def luminance(c):
    return 0.2126 * _lin(c[0]) + 0.7152 * _lin(c[1]) + 0.0722 * _lin(c[2])


def ratio(fg, bg):
    l1, l2 = luminance(fg), luminance(bg)
    hi, lo = max(l1, l2), min(l1, l2)
    return (hi + 0.05) / (lo + 0.05)


# --- OKLab / OKLCH (Björn Ottosson) -------------------------------------------------------
def _to_oklab(c):
    r, g, b = (_lin(v) for v in c[:3])
    l = 0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b
    m = 0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b
    s = 0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b
    l, m, s = (math.copysign(abs(x) ** (1 / 3), x) for x in (l, m, s))
    return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)


def _from_oklab(L, a, b):
    l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3
    m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3
    s = (L - 0.0894841775 * a - 1.2914855480 * b) ** 3
    r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
    g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
    bb = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
    return r, g, bb


def _enc(v):
    return 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055


def _in_gamut(L, C, h):
    return all(-1e-7 <= v <= 1 + 1e-7 for v in _from_oklab(L, C * math.cos(h), C * math.sin(h)))


def _oklch_to_srgb(L, C, h):
    if not _in_gamut(L, C, h):  # the largest chroma in gamut at this L and h (bisection)
        lo, hi = 0.0, C
        for _ in range(50):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if _in_gamut(L, mid, h) else (lo, mid)
        C = lo
    lin = _from_oklab(L, C * math.cos(h), C * math.sin(h))
    return tuple(int(math.floor(min(1, max(0, _enc(min(1, max(0, v))))) * 255 + 0.5)) for v in lin)


def change_lightness(c, darker=None, brighter=None):
    L, a, b = _to_oklab(c)
    C, h = math.hypot(a, b), math.atan2(b, a)
    if darker is not None:
        L = L * (1 - darker)
    if brighter is not None:
        L = L + (1 - L) * brighter
    return _oklch_to_srgb(L, C, h) + (c[3],)


def resolve(spec):
    """A colour expression: '#RRGGBB', optionally followed by ops:
    '#FF6B6B darker 20%', '#FF6B6B darker 20% alpha 0.8', '#000000 alpha 0.5'."""
    parts = spec.split()
    c = parse(parts[0])
    i = 1
    while i < len(parts):
        op, val = parts[i], parts[i + 1]
        v = float(val.rstrip('%')) / (100 if val.endswith('%') else 1)
        if op == 'darker':
            c = change_lightness(c, darker=v)
        elif op == 'brighter':
            c = change_lightness(c, brighter=v)
        elif op == 'alpha':
            c = with_alpha(c, v)
        else:
            raise ValueError(op)
        i += 2
    return c


def pair_ratio(fg, bg, under=None):
    """Contrast of fg on bg; translucent bg is composited over `under`, translucent fg over
    the (composited) background."""
    fgc, bgc = resolve(fg), resolve(bg)
    if bgc[3] < 1:
        if under is None:
            raise ValueError('translucent background needs under')
        bgc = composite(bgc, resolve(under))
    if fgc[3] < 1:
        fgc = composite(fgc, bgc)
    return ratio(fgc, bgc), hexstr(fgc), hexstr(bgc)
