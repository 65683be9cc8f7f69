#!/usr/bin/env python3
"""Reads every color, in every mode, out of each generated output with that output's own tools,
for the cross-output check (CrossOutputTests.swift).

Usage: output_colors.py <output folder> <mode>[,<mode>…]
Output: {"outputs": {output: {mode: {name: [r, g, b, a8]}}}, "errors": [...]}

- css, tailwind (v4 theme.css): tinycss2; the default mode from `:root` / `@theme`, other modes
  from their `[data-theme="…"]` blocks on top of it.
- tailwind-v3: node requires the preset and runs its plugin; `var(--…)` resolved per mode.
- scss: Dart Sass (dart_sass.py, deprecations as errors) compiles a consumer that prints every
  color of every mode map.
- typescript: node imports tokens.mjs.
- json: the per-mode files.
- android: the Kotlin mode holders (`public object LightColors … override val x: Color = Color(0x…)`).
- dart: the ThemeExtension instances (`static const AppColors light = AppColors(…)`).
- swift: `Themed(light: RGBA(hex: …), dark: …)` by label, and `Themed(RGBA(hex: …))` under "*".

Colors kept in a wider space are reported apart, under "wide" ({output: {mode: {name: [space,
c1, c2, c3, alpha]}}}): css (the `@supports` copy of the rules, as a browser that supports
CSS Color 4 reads them), json (`colorSpace` other than srgb), swift (`RGBA(displayP3Red: …)`),
dart (`Color.from(…, colorSpace: ColorSpace.displayP3)`), android (Compose
`Color(r, g, b, a, ColorSpaces.DisplayP3)`).
Exit code 3 when a tool is missing."""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

try:
    import tinycss2
    from tinycss2 import color4
except ImportError as error:  # pragma: no cover
    print(f"missing Python package: {error.name} (pip install -r scripts/test-requirements.txt)", file=sys.stderr)
    sys.exit(3)
for tool in ["node"]:
    if shutil.which(tool) is None:
        print(f"missing tool: {tool} (scripts/install-deps.sh --test)", file=sys.stderr)
        sys.exit(3)

folder = sys.argv[1]
modes = sys.argv[2].split(",")
errors = []


def rgba(text):
    """[r, g, b, a8] from a CSS, Sass, Dart/Kotlin or Swift color spelling; None if not a color."""
    text = text.strip()
    m = re.fullmatch(r"#([0-9a-fA-F]{6})([0-9a-fA-F]{2})?", text)
    if m:
        h = m.group(1)
        return [int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16), int(m.group(2) or "ff", 16)]
    m = re.fullmatch(r"#([0-9a-fA-F])([0-9a-fA-F])([0-9a-fA-F])", text)
    if m:
        return [int(c * 2, 16) for c in m.groups()] + [255]
    m = re.fullmatch(r"rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*([\d.]+)(%?))?\s*\)", text)
    if m:
        alpha = 1.0 if m.group(4) is None else float(m.group(4)) / (100 if m.group(5) else 1)
        return [int(m.group(1)), int(m.group(2)), int(m.group(3)), round(alpha * 255)]
    m = re.fullmatch(r"Color\(0x([0-9a-fA-F]{8})\)", text)
    if m:
        h = m.group(1)
        return [int(h[2:4], 16), int(h[4:6], 16), int(h[6:8], 16), int(h[0:2], 16)]
    m = re.fullmatch(r"RGBA\(hex: 0x([0-9a-fA-F]{6})(?:, alpha: ([\d.]+))?\)", text)
    if m:
        h = m.group(1)
        return [int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16), round(float(m.group(2) or 1) * 255)]
    return None


def wide(text):
    """[space, c1, c2, c3, alpha] from a wide-gamut spelling (CSS Color 4, Swift, Dart); None otherwise."""
    text = text.strip()
    if not text.startswith(("RGBA(", "Color(", "Color.from(", "#", "rgb")):
        # CSS: read with tinycss2's CSS Color 4 parser.
        color = color4.parse_color(text)
        if color is not None and color.space != "srgb":
            return [color.space] + [float(c) for c in color]
        return None
    number = r"(-?[\d.]+(?:e-?\d+)?)"
    m = re.fullmatch(r"color\(\s*([a-z0-9-]+)\s+" + number + r"\s+" + number + r"\s+" + number + r"\s*(?:/\s*" + number + r")?\s*\)", text)
    if m:
        return [m.group(1), float(m.group(2)), float(m.group(3)), float(m.group(4)), float(m.group(5) or 1)]
    m = re.fullmatch(r"(lab|lch|oklab|oklch)\(\s*" + number + r"\s+" + number + r"\s+" + number + r"\s*(?:/\s*" + number + r")?\s*\)", text)
    if m:
        return [m.group(1), float(m.group(2)), float(m.group(3)), float(m.group(4)), float(m.group(5) or 1)]
    m = re.fullmatch(r"RGBA\(displayP3Red: " + number + ", green: " + number + ", blue: " + number + "(?:, alpha: " + number + r")?\)", text)
    if m:
        return ["display-p3", float(m.group(1)), float(m.group(2)), float(m.group(3)), float(m.group(4) or 1)]
    m = re.fullmatch(r"Color\.from\(alpha: " + number + ", red: " + number + ", green: " + number + ", blue: " + number + r", colorSpace: ColorSpace\.displayP3\)", text)
    if m:
        return ["display-p3", float(m.group(2)), float(m.group(3)), float(m.group(4)), float(m.group(1))]
    m = re.fullmatch(r"Color\(" + number + "f, " + number + "f, " + number + "f, " + number + r"f, ColorSpaces\.DisplayP3\)", text)
    if m:
        return ["display-p3", float(m.group(1)), float(m.group(2)), float(m.group(3)), float(m.group(4))]
    return None


wide_outputs = {}


def css_blocks(nodes, media=None):
    """(selector or at-rule name, media, {name: value}) for every block with declarations."""
    for node in nodes:
        if node.type == "error":
            errors.append(f"{node.source_line}: {node.message}")
        elif node.type == "qualified-rule":
            yield tinycss2.serialize(node.prelude).strip(), media, declarations(node.content)
        elif node.type == "at-rule" and node.content is not None:
            if node.lower_at_keyword == "media":
                yield from css_blocks(tinycss2.parse_rule_list(node.content, skip_comments=True, skip_whitespace=True),
                                      (media + " and " if media else "") + tinycss2.serialize(node.prelude).strip())
            elif node.lower_at_keyword == "supports":
                # Marked so that the sRGB reading leaves it out and the wide reading takes it.
                yield from css_blocks(tinycss2.parse_rule_list(node.content, skip_comments=True, skip_whitespace=True), "@supports")
            else:
                yield "@" + node.lower_at_keyword, media, declarations(node.content)


def declarations(content):
    result = {}
    for item in tinycss2.parse_declaration_list(content, skip_comments=True, skip_whitespace=True):
        if item.type == "error":
            errors.append(f"{item.source_line}: {item.message}")
        elif item.type == "declaration":
            result[item.name] = tinycss2.serialize(item.value).strip()
    return result


def without_custom_variants(text):
    """Tailwind v4's `@custom-variant name { … }` blocks (nested rules with `@slot`), which are no
    declarations of tokens, left out so tinycss2 reads the rest."""
    out = []
    index = 0
    while True:
        start = text.find("@custom-variant", index)
        if start < 0:
            return "".join(out) + text[index:]
        out.append(text[index:start])
        open_brace = text.find("{", start)
        semicolon = text.find(";", start)
        if open_brace < 0 or (0 <= semicolon < open_brace):
            index = semicolon + 1
            continue
        depth = 0
        position = open_brace
        while position < len(text):
            if text[position] == "{":
                depth += 1
            elif text[position] == "}":
                depth -= 1
                if depth == 0:
                    break
            position += 1
        index = position + 1


def css_modes(path, default_selectors):
    text = without_custom_variants(open(path, encoding="utf-8").read())
    blocks = list(css_blocks(tinycss2.parse_stylesheet(text, skip_comments=True, skip_whitespace=True)))
    base = {}
    def parts(selector):
        return [part.strip() for part in selector.split(",")]

    for selector, media, values in blocks:
        if any(part in default_selectors for part in parts(selector)) and media is None:
            base.update(values)
    result = {}
    for mode in modes:
        values = dict(base)
        for selector, media, block in blocks:
            if f'[data-theme="{mode}"]' in parts(selector) and media is None:
                values.update(block)
        result[mode] = {name: color for name, value in values.items() if (color := rgba(value)) is not None}
    # What a browser that supports CSS Color 4 uses: the same rules, then the @supports copy.
    wide_result = {}
    for mode in modes:
        values = {}
        for selector, media, block in blocks:
            if media in (None, "@supports") and (any(part in default_selectors for part in parts(selector)) or f'[data-theme="{mode}"]' in parts(selector)):
                values.update(block)
        wide_result[mode] = {name: color for name, value in values.items() if (color := wide(value)) is not None}
    wide_outputs[os.path.basename(os.path.dirname(path)) if "tailwind" in path else "css"] = wide_result
    return result


def run(command, cwd=None):
    process = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if process.returncode != 0:
        errors.append(f"{' '.join(command)} failed: {process.stderr[-2000:]}")
        return None
    return process.stdout


outputs = {}
path = os.path.join(folder, "css/tokens.css")
if os.path.exists(path):
    outputs["css"] = css_modes(path, [":root"])
path = os.path.join(folder, "tailwind/theme.css")
if os.path.exists(path):
    outputs["tailwind"] = css_modes(path, ["@theme"])

path = os.path.join(folder, "tailwind/tailwind.preset.cjs")
if os.path.exists(path):
    script = """
const preset = require(process.argv[1]);
const modes = process.argv[2].split(",");
const base = {};
for (const plugin of preset.plugins) plugin({ addBase: (styles) => Object.assign(base, styles) });
const result = {};
for (const mode of modes) {
  const vars = Object.assign({}, base[":root"] || {}, base[`[data-theme="${mode}"]`] || {});
  result[mode] = {};
  for (const [name, value] of Object.entries(preset.theme.extend.colors || {})) {
    // A color that varies is mixed with transparent by the opacity Tailwind puts for
    // `<alpha-value>`: 1 without a modifier.
    const match = /^var\\((--[^)]+)\\)$/.exec(value) || /^color-mix\\(in srgb, var\\((--[^)]+)\\) calc\\(<alpha-value> \\* 100%\\), transparent\\)$/.exec(value);
    result[mode][name] = match ? vars[match[1]] : value;
  }
}
console.log(JSON.stringify(result));
"""
    out = run(["node", "-e", script, os.path.abspath(path), ",".join(modes)])
    if out is not None:
        data = json.loads(out)
        outputs["tailwind-v3"] = {mode: {k: rgba(v) for k, v in values.items() if v and rgba(v)} for mode, values in data.items()}

path = os.path.join(folder, "typescript/tokens.mjs")
if os.path.exists(path):
    script = """
import(process.argv[1]).then((module) => {
  const result = {};
  for (const [mode, tokens] of Object.entries(module.modes)) {
    result[mode] = {};
    for (const [group, members] of Object.entries(tokens))
      for (const [name, value] of Object.entries(members))
        if (typeof value === "string") result[mode][group + "." + name] = value;
  }
  console.log(JSON.stringify(result));
});
"""
    out = run(["node", "-e", script, "file://" + os.path.abspath(path)])
    if out is not None:
        data = json.loads(out)
        # The objects are exported under the modes' binding names, which equal the mode names here.
        outputs["typescript"] = {mode: {k: c for k, v in values.items() if (c := rgba(v)) is not None} for mode, values in data.items()}

path = os.path.join(folder, "scss/_tokens.scss")
if os.path.exists(path):
    with tempfile.TemporaryDirectory() as scratch:
        consumer = os.path.join(scratch, "consumer.scss")
        with open(consumer, "w") as handle:
            handle.write('@use "sass:meta";\n@use "tokens" as *;\n@each $mode, $values in $tokens-modes {\n  .mode-#{$mode} {\n'
                         '    @each $name, $value in $values { @if meta.type-of($value) == color { --#{$name}: #{$value}; } }\n  }\n}\n')
        dart_sass = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dart_sass.py")
        out = run([sys.executable, dart_sass, "--load-path", os.path.dirname(os.path.abspath(path)), consumer])
        if out is not None:
            scss = {}
            for selector, media, values in css_blocks(tinycss2.parse_stylesheet(out, skip_comments=True, skip_whitespace=True)):
                mode = selector[len(".mode-"):]
                scss[mode] = {name[2:]: c for name, value in values.items() if (c := rgba(value)) is not None}
            outputs["scss"] = scss

json_modes = {}
for mode in modes:
    path = os.path.join(folder, f"json/design.{mode}.json")
    if not os.path.exists(path):
        continue
    found = {}

    def walk(node, prefix):
        if isinstance(node, dict):
            if node.get("$type") == "color" and isinstance(node.get("$value"), dict):
                value = node["$value"]
                components = value.get("components", [])
                hex_value = value.get("hex")
                if value.get("colorSpace", "srgb") != "srgb":
                    wide_outputs.setdefault("json", {}).setdefault(mode, {})[prefix] = [value["colorSpace"]] + [float(c) for c in components] + [float(value.get("alpha", 1))]
                if hex_value:
                    color = rgba(hex_value)
                    color[3] = round(float(value.get("alpha", 1)) * 255)
                    found[prefix] = color
                return
            for key, child in node.items():
                if not key.startswith("$"):
                    walk(child, f"{prefix}.{key}" if prefix else key)

    walk(json.load(open(path, encoding="utf-8")), "")
    json_modes[mode] = found
if json_modes:
    outputs["json"] = json_modes

path = os.path.join(folder, "android/DesignTokens.kt")
if os.path.exists(path):
    text = open(path, encoding="utf-8").read()
    android = {}
    for match in re.finditer(r"^    public object (\w+)Colors : \w+\(\) \{\n(.*?)^    \}", text, re.M | re.S):
        holder = match.group(1)
        values = {}
        for line in re.finditer(r"override val (`?\w+`?): Color = (Color\(0x[0-9A-Fa-f]{8}\)|Color\([^)]*ColorSpaces\.DisplayP3\))", match.group(2)):
            if (color := rgba(line.group(2))) is not None:
                values[line.group(1)] = color
            else:
                wide_outputs.setdefault("android", {}).setdefault(holder, {})[line.group(1)] = wide(line.group(2))
        android[holder] = values
    outputs["android"] = android

path = os.path.join(folder, "dart/design_tokens.dart")
if os.path.exists(path):
    text = open(path, encoding="utf-8").read()
    dart = {}
    for match in re.finditer(r"^  static const (\w+) (\$?\w+) = \1\(\n(.*?)^  \);", text, re.M | re.S):
        if not match.group(1).endswith("Colors"):
            continue
        values = {}
        for line in re.finditer(r"^    (\$?\w+): (Color\(0x[0-9A-Fa-f]{8}\)|Color\.from\([^)]*\)),", match.group(3), re.M):
            if (color := rgba(line.group(2))) is not None:
                values[line.group(1)] = color
            elif (color := wide(line.group(2))) is not None:
                wide_outputs.setdefault("dart", {}).setdefault(match.group(2), {})[line.group(1)] = color
            else:
                errors.append(f"dart: unreadable color {line.group(2)}")
        dart[match.group(2)] = values
    outputs["dart"] = dart

path = os.path.join(folder, "swift/DesignTokens.swift")
if os.path.exists(path):
    text = open(path, encoding="utf-8").read()
    # By argument label (the mode's Swift name); "*" holds the unlabeled one-value form.
    swift = {"*": {}}
    for match in re.finditer(r"static let (`?\w+`?): Themed<RGBA> = Themed\((.*)\)$", text, re.M):
        name = match.group(1).strip("`")
        for label, value in re.findall(r"(?:(\w+): )?(RGBA\(hex: 0x[0-9A-Fa-f]{6}(?:, alpha: [\d.]+)?\)|RGBA\(displayP3Red: [^)]*\))", match.group(2)):
            if (color := rgba(value)) is not None:
                swift.setdefault(label or "*", {})[name] = color
            else:
                wide_outputs.setdefault("swift", {}).setdefault(label or "*", {})[name] = wide(value)
    outputs["swift"] = swift

print(json.dumps({"outputs": outputs, "wide": wide_outputs, "errors": errors}))
