#!/usr/bin/env python3
"""Validates DTCG JSON files against the DTCG 2025.10 JSON Schemas (Tests/Fixtures/dtcg-schemas):
`dtcg_schema.py SCHEMA_FOLDER FILE...`. A file named `*.resolver.json` is validated as a resolver
document, any other as a token document (a group). Prints {"checked": N, "errors": {file: [...]}}.
"""
import json
import os
import sys

try:
    import jsonschema
    from referencing import Registry, Resource
except ImportError as error:  # pragma: no cover
    print(f"missing Python package: {error.name} (pip install -r scripts/test-requirements.txt)", file=sys.stderr)
    sys.exit(3)

folder = sys.argv[1]
resources = []
for root, _, names in os.walk(folder):
    for name in names:
        if name.endswith(".json"):
            with open(os.path.join(root, name)) as handle:
                schema = json.load(handle)
            resources.append((schema["$id"], Resource.from_contents(schema)))
registry = Registry().with_resources(resources)
base = "https://www.designtokens.org/schemas/2025.10/"
format_schema = registry.contents(base + "format.json")
resolver_schema = registry.contents(base + "resolver.json")

errors = {}
for path in sys.argv[2:]:
    with open(path) as handle:
        document = json.load(handle)
    schema = resolver_schema if path.endswith(".resolver.json") else format_schema
    validator = jsonschema.Draft7Validator(schema, registry=registry)
    found = []
    for error in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
        # The deepest cause names the token and the rule it breaks.
        leaves = []
        stack = [error]
        while stack:
            item = stack.pop()
            if item.context:
                stack.extend(item.context)
            else:
                leaves.append(item)
        pointer = "/" + "/".join(str(p) for p in error.absolute_path)
        found.append(pointer + ": " + "; ".join(sorted({leaf.message[:200] for leaf in leaves}))[:600])
    if found:
        errors[path] = found[:20]
print(json.dumps({"checked": len(sys.argv) - 2, "errors": errors}))
