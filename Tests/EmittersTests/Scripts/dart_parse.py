#!/usr/bin/env python3
"""Parses Dart files with tree-sitter-dart; prints {file: [error nodes]} as JSON.

Also reports the imports `dart analyze` / `flutter analyze` would flag: `unnecessary_import`
(a library another import already exports, e.g. physics.dart next to material.dart) and
`unused_import` (a prefixed import whose prefix is never used, or a Flutter library none of whose
names appear).

Exit code 3 when the parser is not installed (the test says how to install it)."""
import json
import sys

try:
    import tree_sitter_dart
    from tree_sitter import Language, Parser
except ImportError as error:  # pragma: no cover - reported by the Swift test
    print(f"missing Python package: {error.name} (pip install -r scripts/test-requirements.txt)", file=sys.stderr)
    sys.exit(3)

import re

# What each Flutter library exports of the others (flutter/lib/*.dart `export` lines, followed).
REEXPORTS = {
    "package:flutter/material.dart": {
        "package:flutter/widgets.dart", "package:flutter/animation.dart", "package:flutter/painting.dart",
        "package:flutter/rendering.dart", "package:flutter/physics.dart", "package:flutter/gestures.dart",
        "package:flutter/services.dart", "package:flutter/scheduler.dart", "package:flutter/semantics.dart",
    },
    "package:flutter/widgets.dart": {
        "package:flutter/animation.dart", "package:flutter/painting.dart", "package:flutter/rendering.dart",
        "package:flutter/physics.dart", "package:flutter/gestures.dart", "package:flutter/services.dart",
        "package:flutter/scheduler.dart", "package:flutter/semantics.dart",
    },
}
# A few names per library: an unprefixed import none of whose names appear is unused.
NAMES = {
    "package:flutter/material.dart": ["Color", "TextStyle", "ThemeExtension", "Theme", "BuildContext", "BoxShadow", "Curve"],
    "package:flutter/physics.dart": ["SpringDescription", "SpringSimulation", "Simulation", "Tolerance"],
}
IMPORT = re.compile(r"^import '([^']+)'(?: as (\w+))?[^;]*;", re.M)


def import_problems(text):
    problems = []
    imports = [(m.group(1), m.group(2), text.count("\n", 0, m.start()) + 1) for m in IMPORT.finditer(text)]
    body = IMPORT.sub("", text)
    uris = {uri for uri, _, _ in imports}
    for uri, prefix, line in imports:
        exporters = [other for other in uris if uri in REEXPORTS.get(other, set())]
        if exporters:
            problems.append({"line": line, "column": 1, "kind": "unnecessary_import", "text": f"{uri} is exported by {exporters[0]}"})
        elif prefix and not re.search(r"\b" + re.escape(prefix) + r"\.", body):
            problems.append({"line": line, "column": 1, "kind": "unused_import", "text": f"{uri} as {prefix}"})
        elif not prefix and uri in NAMES and not any(re.search(r"\b" + n + r"\b", body) for n in NAMES[uri]):
            problems.append({"line": line, "column": 1, "kind": "unused_import", "text": uri})
    return problems


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
    errors.extend(import_problems(source.decode("utf-8", "replace")))
    report[path] = sorted(errors, key=lambda e: (e["line"], e["column"]))
print(json.dumps(report))
