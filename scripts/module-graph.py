#!/usr/bin/env python3
"""Draws Kiln's module graph from Package.swift into docs/architecture.md.

    scripts/module-graph.py          # rewrite the graph between the markers
    scripts/module-graph.py --check  # exit 1 when the drawn graph is not the package's

The graph is a Mermaid flowchart (GitHub and most Markdown viewers draw it as a picture): one node
per product module, an arrow from each module to the modules it imports directly, with arrows that
another path already implies left out so the layers stay readable. Test targets and plugins are
not drawn; the C libraries are.

With --check it also verifies that every target (tests too) declares exactly the modules its
sources import, so that the drawn graph is the code's and a target links nothing it does not use.
"""
import json
import re
import os
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
DOC = os.path.join(ROOT, "docs", "architecture.md")
BEGIN = "<!-- module-graph:begin (scripts/module-graph.py writes this block) -->"
END = "<!-- module-graph:end -->"


SYSTEM_MODULES = {"Foundation", "FoundationEssentials", "Glibc", "Musl", "Darwin", "ucrt", "WinSDK", "Android",
                  "Dispatch", "Synchronization", "Testing", "XCTest",
                  # Apple frameworks: named by generated Swift the tests type-check, never linked here.
                  "AppKit", "UIKit", "SwiftUI", "WatchKit", "CoreGraphics"}


def dump_package():
    # A scratch folder of its own: `swift test` holds the package's usual one while it runs.
    with tempfile.TemporaryDirectory(prefix="kiln-dump-") as scratch:
        out = subprocess.run(
            ["swift", "package", "--scratch-path", scratch, "dump-package"],
            cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def import_mismatches(package):
    """Targets whose declared dependencies differ from the modules their sources import."""
    problems = []
    for target in package["targets"]:
        if target["type"] in ("system", "plugin"):
            continue
        declared = {dependency[next(iter(dependency))][0] for dependency in target.get("dependencies", [])}
        folder = os.path.join(ROOT, target.get("path") or ("Tests" if target["type"] == "test" else "Sources"), "" if target.get("path") else target["name"])
        imported = set()
        for directory, _, files in os.walk(folder):
            if os.sep + "Fixtures" in directory:
                continue
            for name in files:
                if name.endswith(".swift"):
                    with open(os.path.join(directory, name)) as f:
                        imported |= set(re.findall(r"^\s*(?:@testable |@preconcurrency )?import (\w+)$", f.read(), re.M))
        imported -= SYSTEM_MODULES
        # A test target may depend on an executable to have it built, without importing it.
        declared_modules = {d for d in declared if not (target["type"] == "test" and d == "kiln")}
        if declared_modules != imported:
            problems.append(f"{target['name']}: declared but not imported {sorted(declared_modules - imported)}, "
                            f"imported but not declared {sorted(imported - declared_modules)}")
    return problems


def package_targets(package):
    targets = {}
    for target in package["targets"]:
        if target["type"] not in ("regular", "executable", "system"):
            continue
        deps = []
        for dependency in target.get("dependencies", []):
            kind = next(iter(dependency))
            if kind in ("byName", "target"):
                deps.append(dependency[kind][0])
        targets[target["name"]] = (target["type"], deps)
    # Test support is a product module only for the tests: leave it out of the product's picture.
    for test_only in ("KilnTestSupport", "XMLReading"):
        targets.pop(test_only, None)
    return {name: (kind, [d for d in deps if d in targets]) for name, (kind, deps) in targets.items()}


def reduced(targets):
    """Each module's direct imports without those another import already reaches."""
    reach = {}

    def reachable(name):
        if name not in reach:
            reach[name] = set()
            for dep in targets[name][1]:
                reach[name] |= {dep} | reachable(dep)
        return reach[name]

    edges = []
    for name, (_, deps) in targets.items():
        for dep in deps:
            implied = any(dep in reachable(other) for other in deps if other != dep)
            if not implied:
                edges.append((name, dep))
    return sorted(edges)


def mermaid(targets):
    lines = ["```mermaid", "flowchart BT"]
    for name in sorted(targets):
        kind = targets[name][0]
        shape = f"{name}[({name})]" if kind == "system" else (f"{name}[/{name}/]" if kind == "executable" else f"{name}[{name}]")
        lines.append(f"    {shape}")
    for source, target in reduced(targets):
        lines.append(f"    {source} --> {target}")
    lines.append("```")
    return "\n".join(lines)


def main():
    with open(DOC) as f:
        text = f.read()
    if BEGIN not in text or END not in text:
        sys.exit(f"{DOC}: the markers {BEGIN!r} and {END!r} are missing")
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    package = dump_package()
    updated = head + BEGIN + "\n" + mermaid(package_targets(package)) + "\n" + END + tail
    if "--check" in sys.argv:
        problems = import_mismatches(package)
        if updated != text:
            problems.append("docs/architecture.md: the module graph is not Package.swift's; run scripts/module-graph.py")
        if problems:
            sys.exit("\n".join(problems))
        return
    if updated != text:
        with open(DOC, "w") as f:
            f.write(updated)


if __name__ == "__main__":
    main()
