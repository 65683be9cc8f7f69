#!/usr/bin/env python3
"""Parses a CSS file with tinycss2, at-rules included (Tailwind's `@theme`); prints
{"errors": [...], "blocks": [{"prelude", "media", "declarations": {name: value}}]} — an at-rule's
prelude is `@name …`; a Tailwind `@custom-variant` is only checked to parse (no declarations).

Exit code 3 when tinycss2 is not installed."""
import json
import sys

try:
    import tinycss2
except ImportError as error:  # pragma: no cover
    print(f"missing Python package: {error.name} (pip install -r scripts/test-requirements.txt)", file=sys.stderr)
    sys.exit(3)

errors = []
blocks = []


def declarations(content):
    result = {}
    for item in tinycss2.parse_declaration_list(content, skip_comments=True, skip_whitespace=True):
        if item.type == "error":
            errors.append({"line": item.source_line, "message": item.message})
        elif item.type == "declaration":
            if item.name in result:
                errors.append({"line": item.source_line, "message": f"{item.name} declared twice"})
            result[item.name] = tinycss2.serialize(item.value).strip()
        else:
            errors.append({"line": item.source_line, "message": f"unexpected {item.type} in a declaration block"})
    return result


def read(nodes, media):
    for node in nodes:
        if node.type == "error":
            errors.append({"line": node.source_line, "message": node.message})
        elif node.type == "qualified-rule":
            blocks.append({"prelude": tinycss2.serialize(node.prelude).strip(), "media": media, "declarations": declarations(node.content)})
        elif node.type == "at-rule":
            prelude = "@" + node.lower_at_keyword + " " + tinycss2.serialize(node.prelude).strip()
            if node.content is None:
                blocks.append({"prelude": prelude.strip(), "media": media, "declarations": {}})
            elif node.lower_at_keyword == "custom-variant":
                # Tailwind v4: a rule list with `@slot;` inside, not declarations; only checked to parse.
                for rule in tinycss2.parse_rule_list(node.content, skip_comments=True, skip_whitespace=True):
                    if rule.type == "error":
                        errors.append({"line": rule.source_line, "message": rule.message})
                blocks.append({"prelude": prelude.strip(), "media": media, "declarations": {}})
            elif node.lower_at_keyword == "media":
                read(tinycss2.parse_rule_list(node.content, skip_comments=True, skip_whitespace=True), prelude)
            else:
                blocks.append({"prelude": prelude.strip(), "media": media, "declarations": declarations(node.content)})


source = open(sys.argv[1], encoding="utf-8").read()
read(tinycss2.parse_stylesheet(source, skip_comments=True, skip_whitespace=True), None)
print(json.dumps({"errors": errors, "blocks": blocks}))
