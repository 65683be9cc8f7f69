#!/usr/bin/env python3
"""Checks the manifests of the packages Kiln writes against their package managers' documented
rules. Prints {"errors": [...]} (empty when every rule holds).

  package_manifests.py npm SCHEMA PACKAGE_FOLDER
      package.json against the schema (npm_package.schema.json, written from npm's, Node.js's,
      TypeScript's and webpack's documentation), and what a schema cannot say: every path it
      names exists in the folder, `types` comes first among an export's conditions and
      `default` last (Node.js and TypeScript read them in order), `files` covers them all.
  package_manifests.py pubspec PACKAGE_FOLDER
      pubspec.yaml against dart.dev's pubspec page: `name` (lowercase letters, digits and _,
      a valid Dart identifier, not a reserved word) and `environment.sdk` required, `version`
      a semantic version, Flutter as an SDK dependency, the library under lib/.

Exit code 3 when a Python package is missing (the test says how to install it)."""
import json
import os
import re
import sys

try:
    import jsonschema
    import yaml
except ImportError as error:  # pragma: no cover
    print(f"missing Python package: {error.name} (pip install -r scripts/test-requirements.txt)", file=sys.stderr)
    sys.exit(3)

SEMVER = re.compile(r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$")
# dart.dev/language/keywords: reserved words and built-in identifiers, which pub refuses.
DART_RESERVED = set("""abstract as assert async await break case catch class const continue covariant default deferred do
dynamic else enum export extends extension external factory false final finally for get hide if implements import in
interface is late library mixin new null of on operator part required rethrow return set show static super switch sync
this throw true try typedef var void while with yield""".split())


def targets(value):
    """Every path an exports value names."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from targets(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from targets(item)


def condition_objects(value):
    if isinstance(value, dict):
        if value and not any(key.startswith(".") for key in value):
            yield value
        for item in value.values():
            yield from condition_objects(item)


def check_npm(schema_path, folder):
    errors = []
    with open(schema_path) as handle:
        schema = json.load(handle)
    with open(os.path.join(folder, "package.json")) as handle:
        manifest = json.load(handle)
    validator = jsonschema.Draft202012Validator(schema)
    for error in sorted(validator.iter_errors(manifest), key=lambda e: list(e.absolute_path)):
        errors.append("/" + "/".join(str(p) for p in error.absolute_path) + ": " + error.message[:300])
    named = list(targets(manifest.get("exports", {}))) + [manifest[key] for key in ("main", "types") if key in manifest]
    named += manifest.get("sideEffects", []) if isinstance(manifest.get("sideEffects"), list) else []
    files = manifest.get("files", [])
    for path in named:
        relative = os.path.normpath(path)
        if not os.path.isfile(os.path.join(folder, relative)):
            errors.append(f"{path}: named in package.json but not in the package")
        elif relative != "package.json" and files and not any(relative == f or relative.startswith(f.rstrip("/") + "/") for f in files):
            errors.append(f"{path}: not covered by `files`, so npm would not publish it")
    for conditions in condition_objects(manifest.get("exports", {})):
        keys = list(conditions)
        if "types" in keys and keys[0] != "types":
            errors.append(f"exports conditions {keys}: `types` must come first")
        if "default" in keys and keys[-1] != "default":
            errors.append(f"exports conditions {keys}: `default` must come last")
    return errors


def check_pubspec(folder):
    errors = []
    with open(os.path.join(folder, "pubspec.yaml")) as handle:
        pubspec = yaml.safe_load(handle)
    if not isinstance(pubspec, dict):
        return ["pubspec.yaml is not a mapping"]
    name = pubspec.get("name")
    if not isinstance(name, str) or not re.fullmatch(r"[a-z_][a-z0-9_]*", name) or name in DART_RESERVED:
        errors.append(f"name {name!r}: not lowercase letters, digits and _ forming a Dart identifier that is not reserved")
    sdk = (pubspec.get("environment") or {}).get("sdk")
    if not isinstance(sdk, str) or not re.fullmatch(r"\^\d+\.\d+\.\d+|>=\d+\.\d+\.\d+( <\d+\.\d+\.\d+)?", sdk):
        errors.append(f"environment.sdk {sdk!r}: required, a version constraint")
    flutter = (pubspec.get("environment") or {}).get("flutter")
    if flutter is not None and not re.fullmatch(r">=\d+\.\d+\.\d+", str(flutter)):
        errors.append(f"environment.flutter {flutter!r}: not a lower bound")
    version = pubspec.get("version")
    if version is not None and not SEMVER.match(str(version)):
        errors.append(f"version {version!r}: not a semantic version")
    if (pubspec.get("dependencies") or {}).get("flutter") != {"sdk": "flutter"}:
        errors.append("dependencies.flutter: not the Flutter SDK")
    if not isinstance(pubspec.get("description", ""), str):
        errors.append("description: not text")
    lib = os.path.join(folder, "lib")
    if not os.path.isdir(lib) or not any(name.endswith(".dart") for name in os.listdir(lib)):
        errors.append("lib/: holds no Dart library")
    return errors


if sys.argv[1] == "npm":
    found = check_npm(sys.argv[2], sys.argv[3])
else:
    found = check_pubspec(sys.argv[2])
print(json.dumps({"errors": found}))
