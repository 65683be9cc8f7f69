#!/usr/bin/env python3
"""An independent resolver for Figma variable exports (written from Figma's REST API reference and
its export formats, sharing no code with Kiln), for checking Kiln's values in every combination
of the collections' modes.

Usage: figma_resolve.py EXPORT KILN_VALUES_JSON
EXPORT: the JSON of GET /v1/files/:key/variables/local (or its `meta`), or a folder of per-mode
DTCG files (`<Collection>.<Mode>.json`, or files naming their mode in
`$extensions["com.figma.modeName"]`).
KILN_VALUES_JSON: {"modes": [...], "values": {"path": [canonical value or null per mode]}}
Prints {"compared": N, "mismatches": [...], "mismatchCount": M}."""
import itertools
import json
import math
import os
import sys

export_path, values_path = sys.argv[1], sys.argv[2]
kiln = json.load(open(values_path))


def number_text(x):
    y = x * 10000
    y = math.floor(y + 0.5) if y >= 0 else -math.floor(-y + 0.5)
    y /= 10000
    if y == int(y) and abs(y) < 1e15:
        return str(int(y))
    return repr(y).rstrip("0").rstrip(".") if "e" not in repr(y) else repr(y)


def channel(c):
    return min(255, math.floor(max(0.0, min(1.0, c)) * 255 + 0.5 + 1e-9))


def color_text(r, g, b, a=1):
    text = "#" + "".join(f"{channel(c):02X}" for c in (r, g, b))
    return text if channel(a) == 255 else text + f"{channel(a):02X}"


def path_of(name):
    segments = [s.strip() for s in name.split("/") if s.strip()] or ["_"]
    return ".".join("".join("_" if ch in ".{}" else ch for ch in s) for s in segments)


def canonical_rest(resolved_type, scopes, value):
    """Kiln's reading of a Figma value, by the variable's type and scopes (None: kept as written)."""
    scoped = set(scopes)
    sizes = {"CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "STROKE_FLOAT", "EFFECT_FLOAT", "FONT_SIZE", "LINE_HEIGHT",
             "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT"}
    if resolved_type == "COLOR":
        return color_text(value["r"], value["g"], value["b"], value.get("a", 1))
    if resolved_type == "FLOAT":
        if not scoped or "ALL_SCOPES" in scoped:
            return number_text(value)
        if scoped <= sizes:
            return number_text(value) + "px"
        if scoped == {"OPACITY"}:
            return number_text(min(1, max(0, value / 100)))
        if scoped == {"FONT_WEIGHT"}:
            return str(int(round(value)))
        return number_text(value)
    if resolved_type == "STRING" and scoped == {"FONT_FAMILY"}:
        return value
    return None


compared, mismatches = 0, []


def compare(path, mode, expected):
    global compared
    if mode not in kiln["modes"]:
        mismatches.append(f"combination {mode} is not a Kiln mode")
        return
    got = kiln["values"].get(path, [None] * len(kiln["modes"]))[kiln["modes"].index(mode)]
    if expected is None:
        if got is not None:
            mismatches.append(f"{path} in {mode}: Kiln {got}, independent: kept as written")
        return
    compared += 1
    if got != expected:
        mismatches.append(f"{path} in {mode}: Kiln {got}, independent {expected}")


if os.path.isfile(export_path):
    data = json.load(open(export_path))
    meta = data.get("meta", data)
    collections = meta["variableCollections"]
    variables = meta["variables"]
    # Local variables before library ones; the first of a name wins.
    ordered = sorted(variables.values(), key=lambda v: 1 if v.get("remote") else 0)
    by_path = {}
    for v in ordered:
        by_path.setdefault(path_of(v["name"]), v)
    kept = {v["id"] for v in by_path.values()}

    def modes_of(cid):
        c = collections[cid]
        modes = list(c["modes"])
        modes.sort(key=lambda m: 0 if m["modeId"] == c.get("defaultModeId") else 1)
        return modes
    axes = [cid for cid in collections if len(collections[cid]["modes"]) > 1]
    for combination in itertools.product(*[modes_of(cid) for cid in axes]) if axes else [()]:
        chosen = dict(zip(axes, combination))
        mode_name = "+".join(m["name"] for m in combination) if combination else "default"

        def value_of(vid, depth=0):
            v = variables.get(vid)
            if v is None or depth > 64:
                return None
            cid = v["variableCollectionId"]
            mode_id = chosen[cid]["modeId"] if cid in chosen else modes_of(cid)[0]["modeId"]
            raw = v["valuesByMode"].get(mode_id)
            if isinstance(raw, dict) and raw.get("type") == "VARIABLE_ALIAS":
                return value_of(raw["id"], depth + 1)
            return raw
        for vid in kept:
            v = variables[vid]
            value = value_of(vid)
            if value is None:
                continue
            compare(path_of(v["name"]), mode_name, canonical_rest(v["resolvedType"], v.get("scopes", []), value))
else:
    files = sorted(f for f in os.listdir(export_path) if f.endswith(".json"))
    trees = {f: json.load(open(os.path.join(export_path, f))) for f in files}

    def flatten(tree, prefix, inherited, out):
        group_type = tree.get("$type", inherited)
        for key, node in tree.items():
            if key.startswith("$") or not isinstance(node, dict):
                continue
            path = f"{prefix}.{key}" if prefix else key
            if "$value" in node:
                out[path] = (node.get("$type", group_type), node["$value"], node.get("$extensions", {}))
            else:
                flatten(node, path, group_type, out)
    tokens = {}
    for f in files:
        out = {}
        flatten(trees[f], "", None, out)
        tokens[f] = out
    groups, order = {}, []
    for f in files:
        mode = trees[f].get("$extensions", {}).get("com.figma.modeName")
        stem = f[: -len(".json")]
        stem = stem[: -len(".tokens")] if stem.endswith(".tokens") else stem
        if mode is not None:
            collection = "paths:" + ",".join(sorted(tokens[f]))
        elif "." in stem:
            collection, mode = stem.rsplit(".", 1)
        else:
            collection, mode = stem, "default"
        if collection not in groups:
            groups[collection] = []
            order.append(collection)
        groups[collection].append((mode, f))
    axes = [c for c in order if len(groups[c]) > 1]
    for combination in itertools.product(*[groups[c] for c in axes]) if axes else [()]:
        chosen = dict(zip(axes, combination))
        mode_name = "+".join(m for m, _ in combination) if combination else "default"
        merged = {}
        for c in order:
            f = chosen[c][1] if c in chosen else groups[c][0][1]
            merged.update(tokens[f])

        def resolve(path, depth=0):
            if path not in merged or depth > 64:
                return None, None
            kind, value, extensions = merged[path]
            alias = extensions.get("com.figma.aliasData") if isinstance(extensions, dict) else None
            if alias and path_of(alias.get("targetVariableName", "")) in merged:
                # Figma's export writes the other collection's value; the variable is an alias.
                target_kind, target = resolve(path_of(alias["targetVariableName"]), depth + 1)
                return kind or target_kind, target
            if isinstance(value, str) and value.startswith("{") and value.endswith("}"):
                target_kind, target = resolve(value[1:-1], depth + 1)
                return kind or target_kind, target
            return kind, value
        for path in merged:
            kind, value = resolve(path)
            expected = None
            if kind == "color" and isinstance(value, str) and value.startswith("#"):
                digits = value[1:]
                if len(digits) in (6, 8):
                    rgba = [int(digits[i:i + 2], 16) / 255 for i in range(0, len(digits), 2)]
                    expected = color_text(*rgba)
            elif kind == "color" and isinstance(value, dict) and value.get("colorSpace") == "srgb":
                expected = color_text(*value["components"], value.get("alpha", 1))
            elif kind == "number" and isinstance(value, (int, float)) and not isinstance(value, bool):
                expected = number_text(value)
            elif kind == "dimension" and isinstance(value, dict):
                expected = number_text(value["value"]) + value["unit"]
            compare(path, mode_name, expected)
print(json.dumps({"compared": compared, "mismatches": mismatches[:50], "mismatchCount": len(mismatches)}))
