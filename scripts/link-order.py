#!/usr/bin/env python3
"""Regenerates Sources/kiln/link-order.txt: the functions a build actually runs, for the linker
to place side by side in the release binary (Package.swift passes the file to lld as its
`--symbol-ordering-file`).

Why: the release binary's code is ~21 MB. A build runs ~3,800 of its functions, and laid out
in source order they are spread over most of it, so the kernel maps ~12 MB of code for a 10k
token build — a fifth of the 64 MiB memory budget. Side by side they take a few MB.

The linker moves sections, not functions: Package.swift compiles Kiln's own modules with each
function in a section of its own (`-function-sections`, release builds on Linux), as the static
Swift runtime's libraries already are. Without it a listed function brought its whole source
file along, and the listed functions spread over ~9 MB. (The C parts of Foundation, libdispatch
and the runtime's C++ still come as whole files: the code a build maps stays above the ~4 MB
its functions take.) Measured on a clean build, 26 Nov (stop 30): `kiln check` of a tiny project
maps 5.5 MB of code instead of 7.2, a regenerating 10k build 6.4 instead of 8.1; the build's
peak is ~2 MiB lower (median of 21 interleaved runs, 55.9 against 58.0 MiB). An incremental
build in an old build folder gave 7.3 MB: measure on a clean one.

The list is a layout hint only: a function missing from it (new code, a renamed type) is
placed as before and works the same; a stale list costs memory, never correctness. Rerun
this after large changes:

    swift build -c release --static-swift-stdlib --build-path .build-static --product kiln
    python3 scripts/link-order.py .build-static/release/kiln
    rm .build-static/release/kiln   # SwiftPM does not relink for the list alone
    swift build -c release --static-swift-stdlib --build-path .build-static --product kiln

It records (with valgrind's callgrind, `apt-get install valgrind`) the functions run by a
regenerating build and `kiln check` of the 10k-token benchmark set, and a build and check of
the bundled project with every output, the site included.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
import run as bench  # noqa: E402

OUTPUT = os.path.join(ROOT, "Sources", "kiln", "link-order.txt")


def executed_functions(binary, arguments, folder):
    """The functions of `binary` that `binary arguments` runs in `folder`, in the order
    callgrind first names them."""
    with tempfile.NamedTemporaryFile(suffix=".callgrind") as profile:
        subprocess.run(
            ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={profile.name}", binary, *arguments],
            cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        objects, functions, current, found = {}, {}, None, []
        real = os.path.realpath(binary)
        for line in open(profile.name, errors="replace"):
            match = re.match(r"(c?)ob=\((\d+)\)(?: (.*))?", line)
            if match:
                if match.group(3):
                    objects[match.group(2)] = os.path.realpath(match.group(3).strip())
                if not match.group(1):
                    current = objects.get(match.group(2))
                continue
            match = re.match(r"(c?)fn=\((\d+)\)(?: (.*))?", line)
            if not match:
                continue
            if match.group(3):
                functions[match.group(2)] = re.sub(r"'\d+$", "", match.group(3).strip())
            if not match.group(1) and current == real:
                found.append(functions[match.group(2)])
        return [name for name in found if not name.startswith("0x")]


def main():
    if len(sys.argv) != 2 or shutil.which("valgrind") is None:
        sys.exit("usage: scripts/link-order.py <release kiln binary>  (needs valgrind)")
    binary = os.path.abspath(sys.argv[1])
    names = []
    folder = bench.generate(10000)
    bench.run_once(binary, folder, "build --outputs swift,dart,css,json")
    bench.edit_value(folder)
    names += executed_functions(binary, ["build", "--outputs", "swift,dart,css,json"], folder)
    names += executed_functions(binary, ["check"], folder)
    with tempfile.TemporaryDirectory() as scratch:
        project = os.path.join(scratch, "project")
        shutil.copytree(ROOT, project, ignore=shutil.ignore_patterns(".build*", ".git", "bench", "Tests", "Fuzz", "output"))
        names += executed_functions(binary, ["build", "--outputs", "swift,dart,css,json,android,typescript,scss,tailwind,site"], project)
        names += executed_functions(binary, ["check"], project)
    ordered = list(dict.fromkeys(names))
    with open(OUTPUT, "w") as handle:
        handle.write("\n".join(ordered) + "\n")
    print(f"{len(ordered)} functions -> {os.path.relpath(OUTPUT, ROOT)}")
    # SwiftPM does not know the list is a link input: unchanged objects mean no relink.
    print("now delete .build-static/release/kiln and build it again, so that the linker reads the new list")


if __name__ == "__main__":
    main()
