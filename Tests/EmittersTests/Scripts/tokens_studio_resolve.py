#!/usr/bin/env python3
"""An independent resolver for Tokens Studio exports (written from the plugin's behaviour and
colorjs.io 0.4's definitions, sharing no code with Kiln), for checking Kiln's values in every
combination of the themes.

Usage: tokens_studio_resolve.py ENTRY KILN_VALUES_JSON
ENTRY: $themes.json, $metadata.json (a folder of set files) or a single JSON file of sets.
KILN_VALUES_JSON: {"modes": [...], "values": {"path": [canonical value or null per mode]}}
Mode names are the chosen theme names joined by "+", groups in the order first met.
For every combination: layers the sets (tokenSetOrder; a later object token merges into an
earlier one), resolves references, math, rgba()/hsla() and color modifiers as Tokens Studio
does, converts to Kiln's canonical spellings (#RRGGBB[AA], 16px, typography objects, …) and
compares. Prints {"compared": N, "mismatches": [...], "mismatchCount": M}."""
import decimal
import itertools
import json
import math
import os
import re
import sys

entry_path, values_path = sys.argv[1], sys.argv[2]
kiln = json.load(open(values_path))
folder = os.path.dirname(entry_path)
name = os.path.basename(entry_path)

# ---------------------------------------------------------------- reading the export
sets, themes, order = {}, [], []
if name in ("$themes.json", "$metadata.json"):
    def optional(file):
        path = os.path.join(folder, file)
        return json.load(open(path)) if os.path.exists(path) else None
    themes = optional("$themes.json") or []
    meta = optional("$metadata.json") or {}
    order = list(meta.get("tokenSetOrder", []))
    wanted = list(order)
    for theme in themes:
        for s in theme["selectedTokenSets"]:
            if s not in wanted:
                wanted.append(s)
    for s in wanted:
        path = os.path.join(folder, s + ".json")
        if os.path.exists(path):
            sets[s] = json.load(open(path))
else:
    doc = json.load(open(entry_path))
    themes = doc.get("$themes", [])
    order = list(doc.get("$metadata", {}).get("tokenSetOrder", []))
    for key, value in doc.items():
        if not key.startswith("$"):
            sets[key] = value
listed = list(order)
for theme in themes:
    for s in theme["selectedTokenSets"]:
        if s not in listed:
            listed.append(s)
if not order:
    order = [s for s in sets] if not themes else listed
# Themes enabling a set without a file are left out (Kiln reports them).
themes = [t for t in themes if all(s in sets for s, st in t["selectedTokenSets"].items() if st == "enabled")]

TOKEN_KEYS = {"value", "type", "description", "$value", "$type", "$description", "$extensions"}


def is_token(node):
    if not isinstance(node, dict):
        return False
    if "$value" in node:
        return True
    if "value" not in node:
        return False
    inner = node["value"]
    if isinstance(inner, dict) and ("value" in inner or "$value" in inner) and ("type" in inner or "$type" in inner):
        return False
    return True


def holds_token(node):
    return isinstance(node, dict) and (is_token(node) or any(not k.startswith("$") and holds_token(v) for k, v in node.items()))




def flatten(tree, prefix, inherited, out, set_name):
    if not isinstance(tree, dict):
        return
    group_type = tree.get("$type", inherited)
    for key, node in tree.items():
        if key.startswith("$") or "{" in key or "}" in key:
            continue
        path = f"{prefix}.{key}" if prefix else key
        if is_token(node):
            add_token(node, path, group_type, out, set_name)
        elif isinstance(node, dict):
            flatten(node, path, group_type, out, set_name)


def add_token(node, path, inherited, out, set_name):
    value = node["$value"] if "$value" in node else node["value"]
    out.append({"path": path, "value": value, "type": node.get("$type", node.get("type", inherited)),
                "ext": node.get("$extensions"), "set": set_name})
    for key, child in node.items():
        if key in TOKEN_KEYS or not holds_token(child) or "{" in key or "}" in key:
            continue
        child_path = f"{path}.{key}"
        if is_token(child):
            add_token(child, child_path, inherited, out, set_name)
        else:
            flatten(child, child_path, inherited, out, set_name)


definitions_by_set = {}
for s, tree in sets.items():
    out = []
    flatten(tree, "", None, out, s)
    definitions_by_set[s] = out

# ---------------------------------------------------------------- numbers as JavaScript writes them


def js_string(x):
    if isinstance(x, str):
        return x
    if isinstance(x, bool):
        return "true" if x else "false"
    if isinstance(x, int):
        return str(x)
    if x != x:
        return "NaN"
    if x == int(x) and abs(x) < 1e21:
        return str(int(x))
    text = repr(x)
    if "e" in text:
        mantissa, exponent = text.split("e")
        sign = "-" if exponent.startswith("-") else "+"
        text = mantissa + "e" + sign + exponent.lstrip("+-").lstrip("0")
    return text


def to_fixed(x, digits):
    quantum = decimal.Decimal(1).scaleb(-digits)
    return float(decimal.Decimal(x).quantize(quantum, rounding=decimal.ROUND_HALF_UP))


# ---------------------------------------------------------------- math (checkAndEvaluateMath)

FUNCTIONS = {
    "floor": math.floor, "ceil": math.ceil, "round": lambda x: math.floor(x + 0.5), "trunc": math.trunc,
    "abs": abs, "sqrt": math.sqrt, "cbrt": lambda x: math.copysign(abs(x) ** (1 / 3), x), "exp": math.exp,
    "ln": math.log, "log": math.log, "log10": math.log10, "lg": math.log10, "log2": math.log2,
    "sign": lambda x: (x > 0) - (x < 0), "sin": math.sin, "cos": math.cos, "tan": math.tan,
    "min": min, "max": max, "pow": math.pow, "hypot": lambda *a: math.sqrt(sum(v * v for v in a)), "atan2": math.atan2,
    "roundTo": lambda x, d: to_fixed(x, max(0, int(d))),
    "clamped": lambda x, lo, hi: max(min(x, hi), lo), "lerp": lambda x, a, b: a + (b - a) * x,
    "norm": lambda x, a, b: (x - a) / (b - a),
}
CONSTANTS = {"E": math.e, "PI": math.pi}
TOKEN_RE = re.compile(r"\s*(?:(?P<num>(?:\d+\.?\d*|\.\d+))(?P<unit>%|[A-Za-z_]+)?|(?P<name>[A-Za-z_][A-Za-z_0-9]*)|(?P<op>[-+*/%^(),]))")


def tokenize(text):
    position, tokens = 0, []
    text = text.rstrip()
    while position < len(text):
        match = TOKEN_RE.match(text, position)
        if not match or match.end() == position:
            return None
        if match.group("num") is not None:
            tokens.append(("num", float(match.group("num")), match.group("unit")))
        elif match.group("name") is not None:
            tokens.append(("name", match.group("name")))
        else:
            tokens.append(("op", match.group("op")))
        position = match.end()
    return tokens


class MathParser:
    def __init__(self, tokens):
        self.tokens, self.i = tokens, 0

    def peek(self):
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take_op(self, *ops):
        token = self.peek()
        if token and token[0] == "op" and token[1] in ops:
            self.i += 1
            return token[1]
        return None

    def expression(self):
        value = self.term()
        while (op := self.take_op("+", "-")):
            right = self.term()
            value = value + right if op == "+" else value - right
        return value

    def term(self):
        value = self.unary()
        while (op := self.take_op("*", "/", "%")):
            right = self.unary()
            if op == "*":
                value = value * right
            elif op == "/":
                value = value / right if right != 0 else math.copysign(math.inf, value) if value else math.nan
            else:
                value = math.fmod(value, right)
        return value

    def unary(self):
        op = self.take_op("-", "+")
        if op:
            value = self.unary()
            return -value if op == "-" else value
        return self.power()

    def power(self):
        base = self.atom()
        if self.take_op("^"):
            return base ** self.unary()
        return base

    def atom(self):
        token = self.peek()
        if token is None:
            raise ValueError
        self.i += 1
        if token[0] == "num":
            return token[1]
        if token[0] == "name":
            if self.take_op("("):
                args = []
                if not self.take_op(")"):
                    while True:
                        args.append(self.expression())
                        if self.take_op(","):
                            continue
                        if not self.take_op(")"):
                            raise ValueError
                        break
                if token[1] not in FUNCTIONS:
                    raise ValueError
                return float(FUNCTIONS[token[1]](*args))
            if token[1] in CONSTANTS:
                return CONSTANTS[token[1]]
            raise ValueError
        if token == ("op", "("):
            value = self.expression()
            if not self.take_op(")"):
                raise ValueError
            return value
        raise ValueError


def evaluate_math(text):
    """None when not math; else a number (no unit) or text with its unit."""
    if re.fullmatch(r"[+-]?\d*\.?\d+[eE][+-]?\d+", text) and not re.fullmatch(r"[+-]?\d*\.?\d+", text):
        return None
    if re.fullmatch(r"00+|0+[1-9]\d*", text):
        return None
    tokens = tokenize(text)
    if not tokens:
        return None
    units = {t[2].lower() for t in tokens if t[0] == "num" and t[2]}
    if len(units) > 1:
        return None
    parser = MathParser(tokens)
    try:
        value = parser.expression()
    except (ValueError, TypeError, OverflowError, ZeroDivisionError):
        return None
    if parser.i != len(tokens) or not math.isfinite(value):
        return None
    if units:
        return js_string(value) + units.pop()
    return to_fixed(value, 3)


# ---------------------------------------------------------------- colors (colorjs 0.4)

SRGB_TO_XYZ = [[0.41239079926595934, 0.357584339383878, 0.1804807884018343],
               [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
               [0.01933081871559182, 0.11919477979462598, 0.9505321522496607]]
XYZ_TO_SRGB = [[3.2409699419045226, -1.537383177570094, -0.4986107602930034],
               [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
               [0.05563007969699366, -0.20397695888897652, 1.0569715142428786]]
P3_TO_XYZ = [[0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
             [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
             [0.0000000000000000, 0.04511338185890264, 1.043944368900976]]
XYZ_TO_P3 = [[2.493496911941425, -0.9313836179191239, -0.40271078445071684],
             [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577],
             [0.03584583024378447, -0.07617238926804182, 0.9568845240076872]]
D65_TO_D50 = [[1.0479298208405488, 0.022946793341019088, -0.05019222954313557],
              [0.029627815688159344, 0.990434484573249, -0.01707382502938514],
              [-0.009243058152591178, 0.015055144896577895, 0.7518742899580008]]
D50_TO_D65 = [[0.9554734527042182, -0.023098536874261423, 0.0632593086610217],
              [-0.028369706963208136, 1.0099954580058226, 0.021041398966943008],
              [0.012314001688319899, -0.020507696433477912, 1.3303659366080753]]
WHITE_D50 = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]


def mul(m, v):
    return [sum(m[r][c] * v[c] for c in range(3)) for r in range(3)]


def encode(v):
    sign = -1 if v < 0 else 1
    a = v * sign
    return sign * (1.055 * a ** (1 / 2.4) - 0.055) if a > 0.0031308 else 12.92 * v


def decode(v):
    sign = -1 if v < 0 else 1
    a = v * sign
    return v / 12.92 if a < 0.04045 else sign * ((a + 0.055) / 1.055) ** 2.4


# Each space as (base, to_base, from_base); xyz65 is the root.
def lab_to_xyz50(c):
    e3, k = 24 / 116, 24389 / 27
    f1 = (c[0] + 16) / 116
    f0 = c[1] / 500 + f1
    f2 = f1 - c[2] / 200
    xyz = [f0 ** 3 if f0 > e3 else (116 * f0 - 16) / k,
           ((c[0] + 16) / 116) ** 3 if c[0] > 8 else c[0] / k,
           f2 ** 3 if f2 > e3 else (116 * f2 - 16) / k]
    return [xyz[i] * WHITE_D50[i] for i in range(3)]


def xyz50_to_lab(c):
    e, k = 216 / 24389, 24389 / 27
    f = [(v / w) ** (1 / 3) if v / w > e else (k * (v / w) + 16) / 116 for v, w in zip(c, WHITE_D50)]
    # math.cbrt keeps negatives; ** (1/3) would not, but Lab values stay positive here.
    return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]


def lch_to_lab(c):
    chroma = max(0.0, c[1])
    hue = 0.0 if math.isnan(c[2]) else c[2]
    return [c[0], chroma * math.cos(hue * math.pi / 180), chroma * math.sin(hue * math.pi / 180)]


def constrain(angle):
    return ((angle % 360) + 360) % 360 if not math.isnan(angle) else angle


def lab_to_lch(c):
    hue = math.nan if abs(c[1]) < 0.02 and abs(c[2]) < 0.02 else math.atan2(c[2], c[1]) * 180 / math.pi
    return [c[0], math.sqrt(c[1] ** 2 + c[2] ** 2), constrain(hue)]


def hsl_to_srgb(c):
    h = math.fmod(c[0], 360)
    if h < 0:
        h += 360
    s, l = c[1] / 100, c[2] / 100

    def f(n):
        k = math.fmod(n + h / 30, 12)
        a = s * min(l, 1 - l)
        return l - a * max(-1, min(k - 3, 9 - k, 1))
    return [f(0), f(8), f(4)]


def srgb_to_hsl(c):
    mx, mn = max(c), min(c)
    r, g, b = c
    h, s, l = math.nan, 0.0, (mn + mx) / 2
    d = mx - mn
    if d != 0:
        s = 0 if l in (0, 1) else (mx - l) / min(l, 1 - l)
        if mx == r:
            h = (g - b) / d + (6 if g < b else 0)
        elif mx == g:
            h = (b - r) / d + 2
        else:
            h = (r - g) / d + 4
        h *= 60
    return [h, s * 100, l * 100]


SPACES = {
    "xyz65": (None, None, None),
    "xyz50": ("xyz65", lambda c: mul(D50_TO_D65, c), lambda c: mul(D65_TO_D50, c)),
    "lab": ("xyz50", lab_to_xyz50, xyz50_to_lab),
    "lch": ("lab", lch_to_lab, lab_to_lch),
    "srgb-linear": ("xyz65", lambda c: mul(SRGB_TO_XYZ, c), lambda c: mul(XYZ_TO_SRGB, c)),
    "srgb": ("srgb-linear", lambda c: [decode(v) for v in c], lambda c: [encode(v) for v in c]),
    "hsl": ("srgb", hsl_to_srgb, srgb_to_hsl),
    "p3-linear": ("xyz65", lambda c: mul(P3_TO_XYZ, c), lambda c: mul(XYZ_TO_P3, c)),
    "p3": ("p3-linear", lambda c: [decode(v) for v in c], lambda c: [encode(v) for v in c]),
}
RANGES = {"srgb": [(0, 1)] * 3, "srgb-linear": [(0, 1)] * 3, "p3": [(0, 1)] * 3, "p3-linear": [(0, 1)] * 3,
          "hsl": [None, (0, 100), (0, 100)]}
POLAR = {"hsl", "lch"}


def chain(space):
    out = [space]
    while SPACES[out[-1]][0]:
        out.append(SPACES[out[-1]][0])
    return out[::-1]


def convert(coords, source, target):
    if source == target:
        return list(coords)
    c = [0.0 if math.isnan(v) else v for v in coords]
    up, down = chain(source), chain(target)
    common = 0
    while common < min(len(up), len(down)) and up[common] == down[common]:
        common += 1
    for space in reversed(up[common:]):
        c = SPACES[space][1](c)
    for space in down[common:]:
        c = SPACES[space][2](c)
    return c


class Color:
    def __init__(self, space, coords, alpha):
        self.space, self.coords, self.alpha = space, list(coords), alpha

    def to(self, space):
        return Color(space, convert(self.coords, self.space, space), self.alpha)

    def get(self, space, i):
        return convert(self.coords, self.space, space)[i]

    def set(self, space, i, value):
        c = convert(self.coords, self.space, space)
        c[i] = value
        self.coords = convert(c, space, self.space)


def in_gamut(coords, space, eps=0.000075):
    if space in POLAR:
        return in_gamut(SPACES[space][1](coords), SPACES[space][0], eps)
    for v, r in zip(coords, RANGES.get(space, [None] * 3)):
        if r and not math.isnan(v) and (v < r[0] - eps or v > r[1] + eps):
            return False
    return True


def clip(coords, space):
    return [min(r[1], max(r[0], v)) if r else v for v, r in zip(coords, RANGES.get(space, [None] * 3))]


def delta_e2000(c1, c2):
    L1, a1, b1 = convert(c1.coords, c1.space, "lab")
    L2, a2, b2 = convert(c2.coords, c2.space, "lab")
    C1, C2 = max(0, math.hypot(a1, b1)), max(0, math.hypot(a2, b2))
    G7 = 25 ** 7
    Cb7 = ((C1 + C2) / 2) ** 7
    G = 0.5 * (1 - math.sqrt(Cb7 / (Cb7 + G7)))
    ad1, ad2 = (1 + G) * a1, (1 + G) * a2
    Cd1, Cd2 = math.hypot(ad1, b1), math.hypot(ad2, b2)
    h1 = 0 if ad1 == 0 and b1 == 0 else math.atan2(b1, ad1)
    h2 = 0 if ad2 == 0 and b2 == 0 else math.atan2(b2, ad2)
    h1 = (h1 + 2 * math.pi if h1 < 0 else h1) * 180 / math.pi
    h2 = (h2 + 2 * math.pi if h2 < 0 else h2) * 180 / math.pi
    dL, dC = L2 - L1, Cd2 - Cd1
    hdiff, hsum = h2 - h1, h1 + h2
    if Cd1 * Cd2 == 0:
        dh = 0
    elif abs(hdiff) <= 180:
        dh = hdiff
    elif hdiff > 180:
        dh = hdiff - 360
    else:
        dh = hdiff + 360
    dH = 2 * math.sqrt(Cd2 * Cd1) * math.sin(dh * math.pi / 360)
    Lm, Cm = (L1 + L2) / 2, (Cd1 + Cd2) / 2
    if Cd1 * Cd2 == 0:
        hm = hsum
    elif abs(hdiff) <= 180:
        hm = hsum / 2
    elif hsum < 360:
        hm = (hsum + 360) / 2
    else:
        hm = (hsum - 360) / 2
    SL = 1 + 0.015 * (Lm - 50) ** 2 / math.sqrt(20 + (Lm - 50) ** 2)
    SC = 1 + 0.045 * Cm
    T = (1 - 0.17 * math.cos((hm - 30) * math.pi / 180) + 0.24 * math.cos(2 * hm * math.pi / 180)
         + 0.32 * math.cos((3 * hm + 6) * math.pi / 180) - 0.20 * math.cos((4 * hm - 63) * math.pi / 180))
    SH = 1 + 0.015 * Cm * T
    theta = 30 * math.exp(-(((hm - 275) / 25) ** 2))
    RC = 2 * math.sqrt(Cm ** 7 / (Cm ** 7 + G7))
    RT = -math.sin(2 * theta * math.pi / 180) * RC
    return math.sqrt((dL / SL) ** 2 + (dC / SC) ** 2 + (dH / SH) ** 2 + RT * (dC / SC) * (dH / SH))


def to_gamut(color, space=None, clip_only=False):
    space = space or color.space
    if in_gamut(convert(color.coords, color.space, space), space, 0):
        return color
    mapped_in_space = color.to(space)
    if not clip_only and not in_gamut(convert(color.coords, color.space, space), space):
        clipped = to_gamut(mapped_in_space, space, True)
        if delta_e2000(color, clipped) > 2:
            lch = mapped_in_space.to("lch")
            low, high = 0.0, lch.coords[1]
            while high - low > 0.01:
                clipped_lch = to_gamut(lch, space, True)
                if delta_e2000(lch, clipped_lch) - 2 < 0.01:
                    low = lch.coords[1]
                else:
                    high = lch.coords[1]
                lch.set("lch", 1, (low + high) / 2)
            mapped_in_space = lch.to(space)
        else:
            mapped_in_space = clipped
    if clip_only or not in_gamut(mapped_in_space.coords, space, 0):
        mapped_in_space.coords = clip(mapped_in_space.coords, space)
    if space != color.space:
        mapped_in_space = mapped_in_space.to(color.space)
    return Color(color.space, mapped_in_space.coords, color.alpha)


def to_precision(n, precision):
    integer_length = len(js_string(float(math.floor(n))))
    if precision > integer_length:
        return to_fixed(n, precision - integer_length)
    p10 = 10.0 ** (integer_length - precision)
    return math.floor(n / p10 + 0.5) * p10


def round_trip(color, precision):
    """toString({precision}) in the space's default format, then parsed back."""
    coords = [0.0 if (math.isnan(v) or v == 0) else v for v in color.coords]
    if not in_gamut(color.coords, color.space):
        coords = [0.0 if (math.isnan(v) or v == 0) else v for v in to_gamut(color).coords]
    if color.space == "srgb":
        back = [to_precision(100 * v, precision) / 100 for v in coords]
    elif color.space == "hsl":
        back = [to_precision(coords[0], precision)] + [100 * (to_precision(0 + 100 * ((v - 0) / 100), precision) / 100) for v in coords[1:]]
    else:
        back = [to_precision(v, precision) for v in coords]
    alpha = to_precision(color.alpha, precision) if color.alpha < 1 else color.alpha
    return Color(color.space, back, alpha)


def to_hex_channels(color):
    srgb = color.to("srgb")
    if not in_gamut(srgb.coords, "srgb"):
        srgb = to_gamut(srgb)
    channels = [min(255, max(0, math.floor((0 if math.isnan(v) else v) * 255 + 0.5))) for v in srgb.coords]
    alpha = min(255, max(0, math.floor(srgb.alpha * 255 + 0.5))) if srgb.alpha < 1 else 255
    return channels, alpha


KEYWORDS = {"transparent": ([0, 0, 0], 0), "white": ([1, 1, 1], 1), "black": ([0, 0, 0], 1)}


def parse_color(text):
    text = text.strip()
    if text.lower() in KEYWORDS:
        coords, alpha = KEYWORDS[text.lower()]
        return Color("srgb", coords, alpha)
    m = re.fullmatch(r"#([0-9a-fA-F]{3,8})", text)
    if m and len(m.group(1)) in (3, 4, 6, 8):
        digits = m.group(1)
        if len(digits) <= 4:
            digits = "".join(ch * 2 for ch in digits)
        values = [int(digits[i:i + 2], 16) / 255 for i in range(0, len(digits), 2)]
        return Color("srgb", values[:3], values[3] if len(values) == 4 else 1)
    m = re.fullmatch(r"rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+%?)\s*)?\)", text)
    if m:
        alpha = m.group(4)
        a = 1 if alpha is None else (float(alpha[:-1]) / 100 if alpha.endswith("%") else float(alpha))
        return Color("srgb", [float(m.group(i)) / 255 for i in (1, 2, 3)], a)
    return None


def modify(base, kind, amount, space, mix_color=None):
    color = Color(base.space, base.coords, base.alpha)
    if kind in ("lighten", "darken"):
        up = kind == "lighten"
        if space == "lch":
            lightness, chroma = color.get("lch", 0), color.get("lch", 1)
            new_chroma = max(0, chroma - amount * chroma)
            new_lightness = min(100, lightness + (100 - lightness) * amount) if up else max(0, lightness - lightness * amount)
            color.set("lch", 0, new_lightness)
            color.set("lch", 1, new_chroma)
        elif space == "hsl":
            lightness = color.get("hsl", 2)
            color.set("hsl", 2, min(100, lightness + (100 - lightness) * amount) if up else max(0, lightness - lightness * amount))
        else:
            if space == "p3":
                color = color.to("p3")
            color.coords = [min(1, v + amount * (1 - v)) if up else max(0, v - amount * v) for v in color.coords]
    elif kind == "mix":
        p = max(0, min(1, amount))
        one, two = to_gamut(color.to(space)), to_gamut(mix_color.to(space))
        if space in POLAR:
            i = 0 if space == "hsl" else 2
            h1, h2 = constrain(one.coords[i]), constrain(two.coords[i])
            if h2 - h1 > 180:
                h1 += 360
            elif h2 - h1 < -180:
                h2 += 360
            one.coords[i], two.coords[i] = h1, h2

        def lerp(a, b):
            return b if math.isnan(a) else a if math.isnan(b) else a + (b - a) * p
        color = round_trip(Color(space, [lerp(a, b) for a, b in zip(one.coords, two.coords)], lerp(one.alpha, two.alpha)), 5)
    elif kind == "alpha":
        color.alpha = max(0, min(1, amount))
    return to_hex_channels(round_trip(color.to(space), 3))


def hex_text(channels, alpha):
    return "#" + "".join(f"{max(0, min(255, c)):02x}" for c in channels) + (f"{alpha:02x}" if alpha < 255 else "")


def convert_to_hex(text):
    """rgb(a)(…) and hsl(a)(…) inside a text become hex colors."""
    def rgb(match):
        inner = match.group(1)
        parts = [p.strip() for p in inner.split(",")]
        hexes = [p for p in parts if p.startswith("#")]
        if hexes:
            color = parse_color(hexes[0])
            if color is None:
                return match.group(0)
            channels = [math.floor(v * 255 + 0.5) for v in color.coords]
            alpha_text = parts[-1] if len(parts) > 1 else "1"
        else:
            if len(parts) not in (3, 4):
                return match.group(0)
            try:
                channels = [round(float(p[:-1]) * 2.55) if p.endswith("%") else int(float(p)) for p in parts[:3]]
            except ValueError:
                return match.group(0)
            alpha_text = parts[3] if len(parts) == 4 else "1"
        pm = re.search(r"\d+%", alpha_text)
        try:
            alpha = int(pm.group(0)[:-1]) / 100 if pm else float(alpha_text)
        except ValueError:
            return match.group(0)
        return hex_text(channels, math.floor(alpha * 255 + 0.5) if alpha < 1 else 255)

    def hsl(match):
        m = re.fullmatch(r"hsla?\(\s*([\d.]+)(?:deg)?\s*[, ]\s*([\d.]+)%\s*[, ]\s*([\d.]+)%\s*(?:[,/]\s*([\d.]+%?)\s*)?\)", match.group(0), re.I)
        if not m:
            return match.group(0)
        r, g, b = hsl_to_srgb([float(m.group(1)), float(m.group(2)), float(m.group(3))])
        a = m.group(4)
        alpha = 1 if a is None else (float(a[:-1]) / 100 if a.endswith("%") else float(a))
        return hex_text([math.floor(v * 255 + 0.5) for v in (r, g, b)], math.floor(alpha * 255 + 0.5) if alpha < 1 else 255)
    text = re.sub(r"hsla?\([^)]*\)", hsl, text, flags=re.I)
    return re.sub(r"rgba?\(([^)]*)\)", rgb, text, flags=re.I)


# ---------------------------------------------------------------- resolution (TokenResolver.ts)

REFERENCE = re.compile(r"\{((?:[^{}]|\{[^{}]*\})*)\}|\$([^\s,]+\w)")


class Failed(Exception):
    pass


class Mode:
    def __init__(self, defs):
        self.defs, self.memo, self.visiting = defs, {}, []

    def resolved(self, path):
        if path in self.memo:
            if self.memo[path] is Failed:
                raise Failed
            return self.memo[path]
        if path in self.visiting:
            raise Failed
        self.visiting.append(path)
        try:
            definition = self.defs[path]
            value = self.resolve(definition["value"])
            modifier = ((definition.get("ext") or {}).get("studio.tokens") or {}).get("modify")
            if modifier is not None:
                value = self.modified(value, modifier)
            self.memo[path] = value
            return value
        except Failed:
            self.memo[path] = Failed
            raise
        finally:
            self.visiting.pop()

    def modified(self, value, modifier):
        if isinstance(modifier, str):
            names = [m for m in REFERENCE.finditer(modifier)]
            modifier = self.lookup(names[0].group(1).strip())
        base = parse_color(value) if isinstance(value, str) else None
        if base is None:
            raise Failed
        amount = self.resolve(modifier.get("value"))
        amount = float(amount)
        space = modifier.get("space")
        kind = modifier.get("type")
        if space not in ("hsl", "lch", "p3", "srgb"):
            return hex_text(*to_hex_channels(base))
        mix_color = None
        if kind == "mix":
            mix_value = self.resolve(modifier.get("color"))
            mix_color = parse_color(mix_value) if isinstance(mix_value, str) else None
            if mix_color is None:
                return hex_text(*to_hex_channels(base))
        if kind not in ("lighten", "darken", "mix", "alpha"):
            kind = "none"
        return hex_text(*modify(base, kind, amount, space, mix_color))

    def lookup(self, name):
        if name in self.defs:
            return self.resolved(name)
        owner, _, prop = name.rpartition(".")
        if owner in self.defs and isinstance(self.defs[owner]["value"], dict) and prop in self.defs[owner]["value"]:
            return self.resolve(self.defs[owner]["value"][prop])
        lst, _, index = owner.rpartition(".")
        if lst in self.defs and isinstance(self.defs[lst]["value"], list) and index.isdigit():
            items = self.defs[lst]["value"]
            if int(index) < len(items) and isinstance(items[int(index)], dict) and prop in items[int(index)]:
                return self.resolve(items[int(index)][prop])
        raise Failed

    def resolve(self, value):
        if isinstance(value, dict):
            return {k: self.resolve(v) for k, v in value.items()}
        if isinstance(value, list):
            return [self.resolve(v) for v in value]
        if not isinstance(value, str):
            return value
        refs = list(REFERENCE.finditer(value))
        if not refs:
            return calculate(value)
        result, whole = value, None
        for ref in refs:
            dollar = ref.group(2) is not None
            name = (ref.group(1) if not dollar else ref.group(2)).strip()
            if "{" in name:
                name = self.resolve(name)
            if dollar and name not in self.defs and name.rpartition(".")[0] not in self.defs:
                continue
            target = self.lookup(name)
            if isinstance(target, bool) or not isinstance(target, (str, int, float)):
                whole = target
            else:
                result = result.replace(ref.group(0), js_string(target), 1)
        if whole is not None:
            return whole
        return calculate(result)


def calculate(text):
    outcome = evaluate_math(text)
    if isinstance(outcome, float):
        return outcome
    if isinstance(outcome, str):
        text = outcome
    return convert_to_hex(text)


# ---------------------------------------------------------------- Kiln's types and canonical spellings


def canonical_number(x):
    y = x * 10000
    y = math.floor(y + 0.5) if y >= 0 else -math.floor(-y + 0.5)
    y /= 10000
    if y == int(y) and abs(y) < 1e15:
        return str(int(y))
    text = repr(y)
    if "e" in text:
        return text
    return text.rstrip("0").rstrip(".")


NOT_COMPARED = "not compared"


def oklch_to_srgb(L, C, h):
    """OKLCH → gamma-encoded sRGB (Björn Ottosson's matrices), unclipped."""
    a, b = C * math.cos(math.radians(h)), C * math.sin(math.radians(h))
    l_ = L + 0.3963377774 * a + 0.2158037573 * b
    m_ = L - 0.1055613458 * a - 0.0638541728 * b
    s_ = L - 0.0894841775 * a - 1.2914855480 * b
    l, m, s = l_ ** 3, m_ ** 3, s_ ** 3
    linear = [4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
              -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
              -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s]
    return [encode(v) for v in linear]


def color_canonical(value):
    if isinstance(value, dict) and value.get("colorSpace") == "oklch":
        L, C, h = value["components"]
        srgb = oklch_to_srgb(L, C, h)
        if any(v < -1e-7 or v > 1 + 1e-7 for v in srgb):
            return NOT_COMPARED  # gamut mapping: not modelled here
        alpha = value.get("alpha", 1)
        return "#" + "".join(f"{min(255, math.floor(max(0, min(1, c)) * 255 + 0.5 + 1e-9)):02X}" for c in srgb) + (
            "" if alpha >= 1 else f"{min(255, math.floor(alpha * 255 + 0.5 + 1e-9)):02X}")
    if isinstance(value, dict) and value.get("colorSpace") not in (None, "srgb"):
        return NOT_COMPARED
    if isinstance(value, dict) and value.get("colorSpace") == "srgb":
        channels = [min(255, math.floor(max(0, min(1, c)) * 255 + 0.5 + 1e-9)) for c in value["components"]]
        alpha = value.get("alpha", 1)
        return "#" + "".join(f"{c:02X}" for c in channels) + ("" if alpha >= 1 else f"{min(255, math.floor(alpha * 255 + 0.5 + 1e-9)):02X}")
    if not isinstance(value, str):
        return None
    color = parse_color(value)
    if color is None:
        return None
    channels = [min(255, math.floor(max(0, min(1, c)) * 255 + 0.5 + 1e-9)) for c in color.coords]
    alpha = min(255, math.floor(color.alpha * 255 + 0.5 + 1e-9))
    return "#" + "".join(f"{c:02X}" for c in channels) + ("" if alpha == 255 else f"{alpha:02X}")


UNITS = ("px", "rem", "em", "%", "pt", "dp")


def dimension(value):
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return canonical_number(value) + "px"
    if not isinstance(value, str):
        return None
    m = re.fullmatch(r"\s*([-+]?(?:\d+\.?\d*|\.\d+))\s*([A-Za-z%]*)\s*", value)
    if not m:
        return None
    unit = (m.group(2) or "px").lower()
    if unit not in UNITS:
        return None
    return canonical_number(float(m.group(1))) + unit


def number(value):
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return float(value)
    try:
        return float(value.strip())
    except (ValueError, AttributeError):
        return None


WEIGHTS = {"thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "normal": 400,
           "regular": 400, "book": 400, "roman": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700,
           "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900, "extrablack": 950, "ultrablack": 950}


def font_weight(value):
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return int(value) if 1 <= value <= 1000 and value == int(value) else None
    if not isinstance(value, str):
        return None
    name = re.sub(r"[\s_-]", "", value.lower())
    try:
        n = float(name)
        return int(n) if 1 <= n <= 1000 and n == int(n) else None
    except ValueError:
        pass
    for style in ("italic", "oblique"):
        if name.endswith(style):
            name = name[: -len(style)] or "regular"
    return WEIGHTS.get(name)


def families(value):
    if not isinstance(value, str) or not value.strip():
        return None
    names, current, quote = [], "", None
    for ch in value:
        if quote:
            if ch == quote:
                quote = None
            else:
                current += ch
        elif ch in "\"'":
            quote = ch
        elif ch == ",":
            names.append(current)
            current = ""
        else:
            current += ch
    names.append(current)
    names = [n.strip(" \t") for n in names if n.strip(" \t")]
    names = names or [value]
    return names[0] if len(names) == 1 else "[" + ", ".join(names) + "]"


def line_height(value):
    if isinstance(value, str) and value.strip().endswith("%"):
        n = number(value.strip()[:-1])
        return None if n is None else canonical_number(n / 100)
    return dimension(value)


def typography(value):
    if not isinstance(value, dict):
        return None
    parts = {}
    for key, convert_part in (("fontFamily", families), ("fontSize", dimension), ("fontWeight", font_weight),
                              ("lineHeight", line_height), ("letterSpacing", dimension)):
        if key not in value:
            continue
        part = value[key]
        if key == "lineHeight" and isinstance(part, str) and part.lower() in ("auto", "normal"):
            continue
        if isinstance(part, str) and part == "" and key != "fontFamily":
            continue
        got = convert_part(part)
        if got is None:
            return None
        parts[key] = got
    if "fontFamily" not in parts or "fontSize" not in parts:
        return None
    text = f"{{fontFamily: {parts['fontFamily']}, fontSize: {parts['fontSize']}, fontWeight: {parts.get('fontWeight', 400)}"
    if "lineHeight" in parts:
        text += f", lineHeight: {parts['lineHeight']}"
    if "letterSpacing" in parts:
        text += f", letterSpacing: {parts['letterSpacing']}"
    return text + "}"


def shadow(value):
    layers = value if isinstance(value, list) else [value] if isinstance(value, dict) else None
    if not layers:
        return None
    texts = []
    for layer in layers:
        if not isinstance(layer, dict) or "color" not in layer:
            return None
        color = color_canonical(layer["color"])
        x = dimension(layer.get("x", layer.get("offsetX")))
        y = dimension(layer.get("y", layer.get("offsetY")))
        blur = dimension(layer.get("blur"))
        spread = dimension(layer["spread"]) if "spread" in layer else "0px"
        if None in (color, x, y, blur, spread):
            return None
        inset = layer.get("type") == "innerShadow" or layer.get("inset") is True
        texts.append(f"{{color: {color}, offsetX: {x}, offsetY: {y}, blur: {blur}, spread: {spread}{', inset: true' if inset else ''}}}")
    return texts[0] if len(texts) == 1 else "[" + ", ".join(texts) + "]"


def border(value):
    if not isinstance(value, dict) or "color" not in value or "width" not in value:
        return None
    color, width = color_canonical(value["color"]), dimension(value["width"])
    style = value.get("style", "solid")
    if None in (color, width) or style not in ("solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"):
        return None
    return f"{{color: {color}, width: {width}, style: {style}}}"


def opacity(value):
    if isinstance(value, str) and value.strip().endswith("%"):
        n = number(value.strip()[:-1])
        n = None if n is None else n / 100
    else:
        n = number(value)
    return None if n is None or not 0 <= n <= 1 else canonical_number(n)


def duration(value):
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return canonical_number(value) + "ms"
    if not isinstance(value, str):
        return None
    v = value.strip()
    n = number(v)
    if n is not None:
        return canonical_number(n) + "ms"
    if v.endswith("ms") and number(v[:-2]) is not None:
        return canonical_number(number(v[:-2])) + "ms"
    if v.endswith("s") and number(v[:-1]) is not None:
        return canonical_number(number(v[:-1]) * 1000) + "ms"
    return None


def kiln_canonical(token_type, value):
    """Kiln's canonical value for a Tokens Studio type, or None when Kiln keeps it as written."""
    if token_type == "color":
        return color_canonical(value)
    if token_type in ("sizing", "spacing", "dimension", "borderRadius", "borderWidth", "fontSizes", "fontSize",
                      "paragraphSpacing", "paragraphIndent", "letterSpacing", "letterSpacings", "size"):
        return dimension(value)
    if token_type in ("lineHeights", "lineHeight"):
        return line_height(value)
    if token_type == "opacity":
        return opacity(value)
    if token_type in ("number", "math"):
        n = number(value)
        return None if n is None or not math.isfinite(n) else canonical_number(n)
    if token_type in ("fontFamilies", "fontFamily"):
        return families(value)
    if token_type in ("fontWeights", "fontWeight"):
        w = font_weight(value)
        return None if w is None else str(w)
    if token_type == "duration":
        return duration(value)
    if token_type == "typography":
        return typography(value)
    if token_type in ("boxShadow", "shadow"):
        return shadow(value)
    if token_type == "border":
        return border(value)
    return None


# ---------------------------------------------------------------- every combination

groups, members = [], {}
for theme in themes:
    group = theme.get("group") or "theme"
    if group not in members:
        groups.append(group)
        members[group] = []
    members[group].append(theme)
# A group of one theme is always on, not an axis.
always = [members[g][0] for g in groups if len(members[g]) == 1]
groups = [g for g in groups if len(members[g]) > 1]
combinations = list(itertools.product(*[members[g] for g in groups])) if groups else [()]

compared, mismatches = 0, []
# Per combination and token: Kiln's value, and the independent one (None: kept as written).
results = []
for combination in combinations:
    mode = "+".join(t["name"] for t in combination) if combination else "default"
    combination = tuple(always) + tuple(combination)
    if mode not in kiln["modes"]:
        mismatches.append(f"combination {mode} is not a Kiln mode")
        continue
    index = kiln["modes"].index(mode)
    if themes:
        used = []
        for theme in combination:
            for s, status in theme["selectedTokenSets"].items():
                if status in ("enabled", "source") and s not in used:
                    used.append(s)
        layered = [s for s in order if s in used] + [s for s in used if s not in order]
    else:
        layered = list(order)
    defs = {}
    for s in layered:
        for d in definitions_by_set.get(s, []):
            old = defs.get(d["path"])
            if old and isinstance(old["value"], dict) and isinstance(d["value"], dict):
                d = dict(d, value={**old["value"], **d["value"]})
            defs[d["path"]] = d
    resolver = Mode(defs)
    for path, d in defs.items():
        got = kiln["values"].get(path, [None] * len(kiln["modes"]))[index]
        try:
            value = resolver.resolved(path)
        except (Failed, ValueError, TypeError):
            if got is not None:
                mismatches.append(f"{path} in {mode}: Kiln {got}, independent: cannot resolve it")
            continue
        results.append((path, mode, got, kiln_canonical(d["type"], value), d["type"], value))
# A token Kiln cannot read in one combination is kept as written in all of them.
kept = {path for path, _, _, expected, _, _ in results if expected is None}
for path, mode, got, expected, kind, value in results:
    if path in kept:
        if got is not None:
            mismatches.append(f"{path} in {mode}: Kiln {got}, independent: kept as written ({kind} {value!r})")
        continue
    if expected == NOT_COMPARED or (isinstance(expected, str) and NOT_COMPARED in expected):
        continue
    compared += 1
    if got != expected:
        mismatches.append(f"{path} in {mode}: Kiln {got}, independent {expected}")
print(json.dumps({"compared": compared, "mismatches": mismatches[:50], "mismatchCount": len(mismatches)}))
