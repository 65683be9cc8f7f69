#!/usr/bin/env python3
"""Runs a `kiln` built with AddressSanitizer over real inputs: every command on the bundled
project and the examples, every fixture project of the test suite (hostile ones included), the
public DTCG systems through their resolvers, and the blind and public spec documents. A run
fails only on a sanitizer report (or a crash); Kiln's own exit codes 0, 1 and 2 are answers.

    scripts/asan-corpus.py PATH/TO/ASAN/kiln [--jobs N]

Each run works in a copy of its project in a temporary folder, so nothing in the repository is
written. The sanitizer's options come from the environment (scripts/asan-cli.sh sets them).
"""
import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests" / "Fixtures"
# The sanitizer's frames are several times larger than a normal build's: the YAML reader's
# 512-level nesting limit overflows the main thread's stack under it alone (the fuzzers and the
# normal suite check that input).
SKIPPED = {"hostile-deep-nesting"}
SANITIZER_EXIT = 99


def project_copy(source, work, name):
    target = Path(work) / name
    shutil.copytree(source, target, symlinks=True)
    return target


def run(kiln, folder, arguments):
    """One kiln command; the failure text when the sanitizer reported or kiln crashed."""
    result = subprocess.run([kiln] + arguments, cwd=folder, capture_output=True, text=True, errors="replace", timeout=600)
    if result.returncode in (0, 1, 2) and "AddressSanitizer" not in result.stderr:
        return None
    return f"kiln {' '.join(arguments)} in {folder}: exit {result.returncode}\n{result.stderr[-6000:]}"


def jobs_for_project(source, name, commands):
    def job(kiln, work):
        folder = project_copy(source, work, name)
        for arguments in commands:
            failure = run(kiln, folder, arguments)
            if failure:
                return failure
        return None
    return name, job


def bundled_job():
    """Every command on the bundled project: what users run, and what reads the most."""
    def job(kiln, work):
        folder = Path(work) / "bundled"
        folder.mkdir()
        for item in ["tokens", "specs", "kiln.yaml", "kiln-baseline.yaml"]:
            source = ROOT / item
            if source.is_dir():
                shutil.copytree(source, folder / item)
            elif source.exists():
                shutil.copy(source, folder / item)
        commands = [
            ["build"], ["build"], ["check", "--reporter", "json"], ["check", "--reporter", "sarif"], ["check", "--reporter", "junit"],
            ["check", "--reporter", "github"], ["tokens"], ["specs", "--coverage", "--format", "json"], ["specs", "--facts"],
            ["contrast", "#636E72", "#FFFFFF"], ["rules"],
        ]
        for arguments in commands:
            failure = run(kiln, folder, arguments)
            if failure:
                return failure
        # A changed value: a rebuild, and the difference between the two versions.
        before = Path(work) / "bundled-before"
        shutil.copytree(folder, before)
        for path in sorted((folder / "tokens").rglob("*.yaml")):
            text = path.read_text()
            if "#" in text:
                index = text.index("#")
                path.write_text(text[:index + 1] + ("0" if text[index + 1] != "0" else "1") + text[index + 2:])
                break
        for arguments in [["build"], ["diff", str(before), str(folder)]]:
            failure = run(kiln, folder, arguments)
            if failure:
                return failure
        starter = Path(work) / "starter"
        starter.mkdir()
        return run(kiln, starter, ["init"]) or run(kiln, starter, ["build"])
    return "bundled project", job


def resolver_job(resolver):
    def job(kiln, work):
        folder = project_copy(FIXTURES / "real-world", work, "real-world")
        (folder / "kiln.yaml").write_text(f"resolver: {resolver.name}\n")
        return run(kiln, folder, ["build"]) or run(kiln, folder, ["tokens"])
    return f"real-world/{resolver.name}", job


def spec_documents_job(name, documents):
    """The spec documents of one platform in one project of the bundled tokens."""
    def job(kiln, work):
        failures = []
        for document in documents:
            folder = Path(work) / "doc"
            if folder.exists():
                shutil.rmtree(folder)
            folder.mkdir()
            shutil.copytree(ROOT / "tokens", folder / "tokens")
            (folder / "specs").mkdir()
            shutil.copy(document / "spec.md", folder / "specs" / "doc.md")
            platform = "ios"
            key = document / "key.yaml"
            if key.exists():
                for line in key.read_text().splitlines():
                    if line.startswith("platform:"):
                        platform = line.split(":", 1)[1].strip()
            (folder / "kiln.yaml").write_text(f"platform: {platform}\n")
            failure = run(kiln, folder, ["check", "--reporter", "json"])
            if failure:
                failures.append(failure)
                break
        return failures[0] if failures else None
    return name, job


def all_jobs():
    jobs = [bundled_job()]
    for example in sorted((ROOT / "examples").iterdir()):
        if example.is_dir():
            jobs.append(jobs_for_project(example, f"examples/{example.name}", [["build"], ["check", "--reporter", "json"]]))
    for fixture in sorted(FIXTURES.iterdir()):
        source = fixture / "input"
        if fixture.name in SKIPPED or not source.is_dir():
            continue
        jobs.append(jobs_for_project(source, f"fixture/{fixture.name}", [["build"]]))
    for resolver in sorted((FIXTURES / "real-world").glob("*.resolver.json")):
        jobs.append(resolver_job(resolver))
    # The public specs and one blind document in three: every reading runs on some of them, and
    # the whole corpus would take longer than the rest together.
    documents = sorted(p.parent for p in (FIXTURES / "public-specs").glob("*/spec.md"))
    documents += sorted(p.parent for p in (FIXTURES / "blind").glob("round*/*/spec.md"))[::3]
    for start in range(0, 6):
        group = documents[start::6]
        if group:
            jobs.append(spec_documents_job(f"spec documents (group {start + 1} of 6)", group))
    return jobs


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("kiln")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    options = parser.parse_args()
    kiln = str(Path(options.kiln).resolve())
    os.environ.setdefault("ASAN_OPTIONS", f"halt_on_error=1:detect_leaks=0:exitcode={SANITIZER_EXIT}")
    os.environ["NO_COLOR"] = "1"
    jobs = all_jobs()
    failures = []
    with tempfile.TemporaryDirectory(prefix="kiln-asan-") as work:
        def execute(index_job):
            index, (name, job) = index_job
            folder = Path(work) / str(index)
            folder.mkdir()
            try:
                return name, job(kiln, folder)
            finally:
                shutil.rmtree(folder, ignore_errors=True)
        with concurrent.futures.ThreadPoolExecutor(max_workers=options.jobs) as pool:
            for name, failure in pool.map(execute, enumerate(jobs)):
                if failure:
                    failures.append((name, failure))
    print(f"AddressSanitizer corpus: {len(jobs)} runs, {len(failures)} failed")
    for name, failure in failures:
        print(f"== {name}\n{failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
