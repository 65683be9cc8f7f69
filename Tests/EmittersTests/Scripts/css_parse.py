#!/usr/bin/env python3
"""Parses a CSS file with tinycss2; prints its parse errors and, per rule, the declarations.

Output: {"errors": [...], "rules": [{"prelude": "...", "media": "..."|null, "declarations": {name: value}}]}
Exit code 3 when tinycss2 is not installed."""
import json
import sys

try:
    import tinycss2
except ImportError as error:  # pragma: no cover
    print(f"missing Python package: {error.name} (pip install -r scripts/test-requirements.txt)", file=sys.stderr)
    sys.exit(3)

errors = []
rules = []


def where(node):
    return {"line": node.source_line, "column": node.source_column}


def read_rules(nodes, media):
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
            rules.append({"prelude": tinycss2.serialize(node.prelude).strip(), "media": media, "declarations": declarations})
        elif node.type == "at-rule":
            if node.lower_at_keyword != "media" or node.content is None:
                errors.append({**where(node), "message": f"unexpected at-rule @{node.at_keyword}"})
                continue
            inner = tinycss2.parse_rule_list(node.content, skip_comments=True, skip_whitespace=True)
            read_rules(inner, tinycss2.serialize(node.prelude).strip())


source = open(sys.argv[1], encoding="utf-8").read()
read_rules(tinycss2.parse_stylesheet(source, skip_comments=True, skip_whitespace=True), None)
print(json.dumps({"errors": errors, "rules": rules}))
