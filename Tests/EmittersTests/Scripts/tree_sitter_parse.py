#!/usr/bin/env python3
"""Parses files with a tree-sitter grammar from PyPI; prints {file: [ERROR and MISSING nodes]} and,
per file, how many nodes of the kinds asked for were found (to prove the parse saw the code).

Usage: tree_sitter_parse.py kotlin|typescript <file>… 
Exit code 3 when the grammar is not installed (the test says how to install it)."""
import json
import sys

language_name = sys.argv[1]
try:
    from tree_sitter import Language, Parser
    if language_name == "kotlin":
        import tree_sitter_kotlin as grammar
        language = Language(grammar.language())
    else:
        import tree_sitter_typescript as grammar
        language = Language(grammar.language_typescript())
except ImportError as error:  # pragma: no cover - reported by the Swift test
    print(f"missing Python package: {error.name} (pip install -r scripts/test-requirements.txt)", file=sys.stderr)
    sys.exit(3)

parser = Parser(language)
report = {}
for path in sys.argv[2:]:
    source = open(path, "rb").read()
    tree = parser.parse(source)
    errors = []
    kinds = {}
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        kinds[node.type] = kinds.get(node.type, 0) + 1
        if node.type == "ERROR" or node.is_missing:
            line, column = node.start_point
            errors.append({"line": line + 1, "column": column + 1, "kind": "missing" if node.is_missing else "error",
                           "text": source[node.start_byte:node.end_byte].decode("utf-8", "replace")[:80]})
        stack.extend(node.children)
    report[path] = {"errors": sorted(errors, key=lambda e: (e["line"], e["column"])), "kinds": kinds}
print(json.dumps(report))
