#!/usr/bin/env python3
"""`kiln serve` after a one-token edit: how long the rebuild takes (site included) and how many
site pages it renders, on a copy of a project.

    bench/serve_bench.py --binary .build-static/release/kiln --vs /work/bin/kiln-s22 --project .
    bench/serve_bench.py --binary .build-static/release/kiln --size 10000

Each run edits one color value (`--nth` `$value: "#RRGGBB"` of `--file`, default: the first
of the first token file holding one; with --size, the chain color ten aliases follow, as bench/run.py's regenerating build
does), waits for the server's `kiln-live: rebuilt` line and takes its `ms=` (the rebuild from
reading the changed file to writing). With --vs, the previous binary serves its own copy and
the edits alternate between the two, so a busy machine slows both alike. The first edit is left
out (it fills caches)."""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run as bench  # noqa: E402  (the generated sets and their edit)

HEX = re.compile(r"#[0-9A-Fa-f]{6}\b")
# A color value as token files write it (not one quoted in a comment).
VALUE = re.compile(r'(\$value: *"?)#[0-9A-Fa-f]{6}\b')


def copy_project(source, into):
    """The project's inputs only (a repository checkout also holds sources, tests and builds)."""
    os.makedirs(into)
    for name in ["tokens", "specs", "kiln.yaml", "kiln-baseline.yaml"]:
        path = os.path.join(source, name)
        if os.path.isdir(path):
            shutil.copytree(path, os.path.join(into, name))
        elif os.path.exists(path):
            shutil.copy(path, into)
    return into


def first_color_file(folder):
    for base, _, names in sorted(os.walk(os.path.join(folder, "tokens"))):
        for name in sorted(names):
            path = os.path.join(base, name)
            with open(path) as handle:
                if VALUE.search(handle.read()):
                    return path
    raise SystemExit("no token file with a #RRGGBB color")


class Server:
    def __init__(self, binary, folder, edit):
        self.folder, self.edit = folder, edit
        command = [binary, "serve", "--project", folder, "--port", "0", "--verbose", "--debounce", "0"]
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, bufsize=1)
        self.next_line()

    def next_line(self):
        pages = None
        while True:
            line = self.process.stderr.readline()
            if not line:
                raise RuntimeError("kiln serve ended early")
            found = re.search(r"site pages rendered (\d+), reused (\d+)", line)
            if found:
                pages = (int(found.group(1)), int(found.group(2)))
            if line.startswith("kiln-live:"):
                fields = dict(item.split("=", 1) for item in line.split()[2:])
                return float(fields["ms"]), int(fields["written"]), pages

    def rebuild(self):
        self.edit(self.folder)
        return self.next_line()

    def stop(self):
        self.process.send_signal(2)
        self.process.wait(timeout=30)


def hex_editor(relative, nth):
    counter = [0]

    def edit(folder):
        path = os.path.join(folder, relative)
        with open(path) as handle:
            text = handle.read()
        counter[0] += 1
        value = "#%06X" % ((0x336699 + counter[0] * 0x010203) & 0xFFFFFF)
        match = list(VALUE.finditer(text))[nth]
        with open(path, "w") as handle:
            handle.write(text[:match.end(1)] + value + text[match.end():])
    return edit


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--vs", metavar="OLD_KILN")
    parser.add_argument("--project", help="a project folder (copied)")
    parser.add_argument("--size", type=int, help="a generated set of bench/run.py instead (10000)")
    parser.add_argument("--file", help="the token file to edit, relative to the project")
    parser.add_argument("--nth", type=int, default=0, help="which `$value: \"#RRGGBB\"` of the file to edit (0: the first)")
    parser.add_argument("--runs", type=int, default=11)
    args = parser.parse_args()
    scratch = tempfile.mkdtemp(prefix="kiln-serve-bench-")
    try:
        if args.size:
            source = bench.generate(args.size)
            edit = bench.edit_value
        else:
            source = args.project
        servers = []
        for label, binary in [("new", args.binary)] + ([("old", args.vs)] if args.vs else []):
            folder = copy_project(source, os.path.join(scratch, label))
            if not args.size:
                relative = args.file or os.path.relpath(first_color_file(folder), folder)
                edit = hex_editor(relative, args.nth)
            servers.append((label, Server(binary, folder, edit)))
        results = {label: [] for label, _ in servers}
        for _ in range(args.runs + 1):
            for label, server in servers:
                results[label].append(server.rebuild())
        for label, server in servers:
            server.stop()
            runs = results[label][1:]
            times = [ms for ms, _, _ in runs]
            written = statistics.median(w for _, w, _ in runs)
            pages = runs[-1][2]
            page_text = f", site pages rendered {pages[0]} / reused {pages[1]}" if pages else ""
            print(f"{label}: rebuild after a one-token edit: median {statistics.median(times):.1f} ms "
                  f"(min {min(times):.1f}, max {max(times):.1f}; {len(times)} edits), files written {written:.0f}{page_text}")
        if len(servers) == 2:
            new, old = (statistics.median(ms for ms, _, _ in results[label][1:]) for label in ("new", "old"))
            print(f"new/old = {new / old:.2f}")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
