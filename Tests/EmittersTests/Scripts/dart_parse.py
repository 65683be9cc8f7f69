#!/usr/bin/env python3
"""Parses Dart files with tree-sitter-dart; prints {file: [error nodes]} as JSON.

Exit code 3 when the parser is not installed (the test says how to install it)."""
import json
import sys

try:
    import tree_sitter_dart
    from tree_sitter import Language, Parser
except ImportError as error:  # pragma: no cover - reported by the Swift test
    print(f"missing Python package: {error.name} (pip install -r scripts/test-requirements.txt)", file=sys.stderr)
    sys.exit(3)

parser = Parser(Language(tree_sitter_dart.language()))
report = {}
for path in sys.argv[1:]:
    source = open(path, "rb").read()
    tree = parser.parse(source)
    errors = []
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.type == "ERROR" or node.is_missing:
            line, column = node.start_point
            errors.append({"line": line + 1, "column": column + 1, "kind": "missing" if node.is_missing else "error",
                           "text": source[node.start_byte:node.end_byte].decode("utf-8", "replace")[:80]})
        stack.extend(node.children)
    report[path] = sorted(errors, key=lambda e: (e["line"], e["column"]))
print(json.dumps(report))
