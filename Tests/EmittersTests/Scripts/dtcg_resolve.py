#!/usr/bin/env python3
"""An independent DTCG 2025.10 resolver (written from the format's text, sharing no code with
Kiln) for checking Kiln's values in every combination of a resolver's modifiers.

Usage: dtcg_resolve.py RESOLVER_JSON KILN_VALUES_JSON
KILN_VALUES_JSON: {"modes": ["light+desktop", ...], "values": {"path.to.token": ["#RRGGBB" or "16px" or null per mode]}}
The mode names are the contexts joined by "+" in modifier order (a single modifier: its context).
For every combination: layers the sets and each modifier's chosen context in resolutionOrder
(later wins), inherits group $type, follows {aliases}, and prints sRGB colors (alpha 1) as
#RRGGBB and px/rem dimensions as Kiln lists them. Prints {"compared": N, "mismatches": [...]}."""
import itertools
import json
import math
import os
import sys

resolver_path, values_path = sys.argv[1], sys.argv[2]
folder = os.path.dirname(resolver_path)
resolver = json.load(open(resolver_path))
kiln = json.load(open(values_path))


def flatten(tree, prefix, inherited, out):
    group_type = tree.get("$type", inherited)
    for key, node in tree.items():
        if key.startswith("$") or not isinstance(node, dict):
            continue
        path = f"{prefix}.{key}" if prefix else key
        if "$value" in node:
            out[path] = (node.get("$type", group_type), node["$value"])
        else:
            flatten(node, path, group_type, out)


def source_tokens(source, out):
    if "$ref" in source:
        with open(os.path.join(folder, source["$ref"])) as handle:
            flatten(json.load(handle), "", None, out)
    else:
        flatten(source, "", None, out)


def ref_target(entry):
    ref = entry.get("$ref", "")
    kind, _, name = ref.removeprefix("#/").partition("/")
    return kind, name


modifiers = []
for entry in resolver["resolutionOrder"]:
    kind, name = ref_target(entry)
    if kind == "modifiers":
        modifier = resolver["modifiers"][name]
        contexts = list(modifier["contexts"])
        default = modifier.get("default", contexts[0])
        contexts.remove(default)
        modifiers.append((name, [default] + contexts))


def tokens_for(choice):
    layered = {}
    for entry in resolver["resolutionOrder"]:
        kind, name = ref_target(entry)
        if kind == "sets":
            for source in resolver["sets"][name]["sources"]:
                source_tokens(source, layered)
        elif kind == "modifiers":
            for source in resolver["modifiers"][name]["contexts"][choice[name]]:
                if "$ref" in source and source["$ref"].startswith("#/sets/"):
                    for inner in resolver["sets"][source["$ref"][7:]]["sources"]:
                        source_tokens(inner, layered)
                else:
                    source_tokens(source, layered)
    return layered


def resolve(tokens, path, depth=0):
    if depth > 64 or path not in tokens:
        return None, None
    token_type, value = tokens[path]
    if isinstance(value, str) and value.startswith("{") and value.endswith("}"):
        target_type, target = resolve(tokens, value[1:-1], depth + 1)
        return token_type or target_type, target
    return token_type, value


def canonical(token_type, value):
    if token_type == "color" and isinstance(value, dict) and value.get("colorSpace") == "srgb" and value.get("alpha", 1) == 1:
        components = value["components"]
        if any(not isinstance(c, (int, float)) for c in components):
            return None
        return "#" + "".join(f"{math.floor(max(0, min(1, c)) * 255 + 0.5):02X}" for c in components)
    if token_type == "dimension" and isinstance(value, dict) and value.get("unit") in ("px", "rem"):
        number = value["value"]
        text = f"{number:g}" if isinstance(number, float) else str(number)
        return text + value["unit"]
    return None


compared = 0
mismatches = []
combinations = list(itertools.product(*[values for _, values in modifiers])) or [()]
for combination in combinations:
    choice = {name: context for (name, _), context in zip(modifiers, combination)}
    mode = "+".join(combination) if combination else "default"
    if mode not in kiln["modes"]:
        mismatches.append(f"combination {mode} is not a Kiln mode")
        continue
    index = kiln["modes"].index(mode)
    tokens = tokens_for(choice)
    for path in tokens:
        expected = canonical(*resolve(tokens, path))
        if expected is None:
            continue
        compared += 1
        got = kiln["values"].get(path, [None] * len(kiln["modes"]))[index]
        if got != expected:
            mismatches.append(f"{path} in {mode}: Kiln {got}, independent {expected}")
print(json.dumps({"compared": compared, "mismatches": mismatches[:50], "mismatchCount": len(mismatches)}))
