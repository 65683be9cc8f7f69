#!/usr/bin/env python3
"""Validates files against one of Kiln's editor schemas with the `jsonschema` package (the
validator editors and CI tools use), and says where each problem is, as a 1-based line.

    validate_schemas.py SCHEMA FILE...

Prints one JSON object: {FILE: [{"line": N, "pointer": "/a/b", "message": "..."}]}. Files are
read with PyYAML (JSON is YAML), keeping every node's position, so a problem's line can be
compared with the line Kiln reports. Exit 3 when a tool is missing.
"""
import json
import re
import sys

try:
    import yaml
    from jsonschema import Draft202012Validator
except ImportError as error:  # pragma: no cover
    print(f"{error.name} is not installed; run scripts/install-deps.sh --test", file=sys.stderr)
    sys.exit(3)


CONSTRUCTOR = yaml.SafeLoader("")


class Located:
    """A value plus the line of its node and, for mappings, the line of each key."""

    def __init__(self, node):
        self.line = node.start_mark.line + 1
        self.key_lines = {}
        self.children = {}
        if isinstance(node, yaml.MappingNode):
            self.value = {}
            for key_node, value_node in node.value:
                key = key_node.value
                child = Located(value_node)
                self.value[key] = child.value
                self.children[key] = child
                self.key_lines[key] = key_node.start_mark.line + 1
        elif isinstance(node, yaml.SequenceNode):
            self.value = []
            for index, item in enumerate(node.value):
                child = Located(item)
                self.value.append(child.value)
                self.children[index] = child
        else:
            self.value = node.value if node.tag == "tag:yaml.org,2002:str" else CONSTRUCTOR.construct_object(node)

    def find(self, path):
        node = self
        for part in path:
            if part not in node.children:
                break
            node = node.children[part]
        return node


def load(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    node = yaml.compose(text, Loader=yaml.SafeLoader)
    if node is None:
        return None
    return Located(node)


def deepest(error):
    """An anyOf/oneOf error stands for its alternatives: report the one that got furthest."""
    if error.context:
        best = max(error.context, key=lambda e: (len(e.absolute_path), -len(e.context or [])))
        if len(best.absolute_path) > len(error.absolute_path):
            return deepest(best)
    return error


def problems(validator, located):
    found = []
    for error in validator.iter_errors(located.value):
        error = deepest(error)
        path = list(error.absolute_path)
        node = located.find(path)
        pointer = "/" + "/".join(str(p).replace("~", "~0").replace("/", "~1") for p in path)
        if error.validator == "additionalProperties" and isinstance(error.instance, dict):
            # Name the keys themselves, where Kiln reports them.
            allowed = set(error.schema.get("properties", {}))
            patterns = list(error.schema.get("patternProperties", {}))
            for key in error.instance:
                if key in allowed or any(re.search(p, key) for p in patterns):
                    continue
                found.append({"line": node.key_lines.get(key, node.line), "pointer": pointer + "/" + key.replace("~", "~0").replace("/", "~1"), "message": f"unexpected key {key!r}"})
            continue
        found.append({"line": node.line, "pointer": pointer, "message": error.message[:300]})
    return sorted(found, key=lambda p: (p["line"], p["pointer"]))


def main():
    schema_path, files = sys.argv[1], sys.argv[2:]
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    report = {}
    for path in files:
        located = load(path)
        report[path] = [] if located is None else problems(validator, located)
    print(json.dumps(report, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
