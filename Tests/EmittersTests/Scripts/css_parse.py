#!/usr/bin/env python3
"""Parses a CSS file with tinycss2; prints its parse errors and, per rule, the declarations.

Output: {"errors": [...], "rules": [{"prelude": "...", "media": "..."|null, "declarations": {name: value}}]}
Exit code 3 when tinycss2 is not installed."""
import json
import sys

try:
    import tinycss2
    from tinycss2 import color4
except ImportError as error:  # pragma: no cover
    print(f"missing Python package: {error.name} (pip install -r scripts/test-requirements.txt)", file=sys.stderr)
    sys.exit(3)

errors = []
rules = []


def where(node):
    return {"line": node.source_line, "column": node.source_column}


def wide_value_ok(tokens, text):
    """A wide-gamut value: a CSS Color 4 color, or a shadow, border or gradient whose color
    functions (color(), lab(), lch(), oklab(), oklch()) are each one, with at least one."""
    if color4.parse_color(text) is not None:
        return True
    functions = [t for t in tokens if t.type == "function" and t.lower_name in ("color", "lab", "lch", "oklab", "oklch")]
    return bool(functions) and all(color4.parse_color(tinycss2.serialize([t])) is not None for t in functions)


def read_rules(nodes, media, supports=False):
    for node in nodes:
        if node.type == "error":
            errors.append({**where(node), "message": node.message})
        elif node.type == "qualified-rule":
            declarations = {}
            for item in tinycss2.parse_declaration_list(node.content, skip_comments=True, skip_whitespace=True):
                if item.type == "error":
                    errors.append({**where(item), "message": item.message})
                elif item.type == "declaration":
                    if not item.name.startswith("--") and not item.value:
                        errors.append({**where(item), "message": f"empty value for {item.name}"})
                    declarations[item.name] = tinycss2.serialize(item.value).strip()
                    if supports and not wide_value_ok(item.value, declarations[item.name]):
                        errors.append({**where(item), "message": f"not a CSS Color 4 color: {declarations[item.name]}"})
            rules.append({"prelude": tinycss2.serialize(node.prelude).strip(), "media": media, "declarations": declarations})
        elif node.type == "at-rule":
            if node.lower_at_keyword == "supports" and node.content is not None:
                # Kiln's wide-gamut block: every value in it must be a CSS Color 4 color.
                inner = tinycss2.parse_rule_list(node.content, skip_comments=True, skip_whitespace=True)
                before = len(rules)
                read_rules(inner, "@supports " + tinycss2.serialize(node.prelude).strip() + (" and " + media if media else ""), supports=True)
                if len(rules) == before:
                    errors.append({**where(node), "message": "empty @supports block"})
                continue
            if node.lower_at_keyword != "media" or node.content is None:
                errors.append({**where(node), "message": f"unexpected at-rule @{node.at_keyword}"})
                continue
            inner = tinycss2.parse_rule_list(node.content, skip_comments=True, skip_whitespace=True)
            read_rules(inner, (media + " and " if media else "") + tinycss2.serialize(node.prelude).strip(), supports)


source = open(sys.argv[1], encoding="utf-8").read()
read_rules(tinycss2.parse_stylesheet(source, skip_comments=True, skip_whitespace=True), None)
print(json.dumps({"errors": errors, "rules": rules}))
