#!/usr/bin/env python3
"""Benchmark kiln on the reference token sets: median whole-process time and peak memory."""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "bench", "out")
BUILD = os.path.join(ROOT, ".build-static")


def generate(size):
    folder = os.path.join(OUT, f"set-{size}")
    marker = os.path.join(folder, ".generated")
    if os.path.exists(marker):
        return folder
    tokens = os.path.join(folder, "tokens")
    subprocess.run([sys.executable, os.path.join(ROOT, "bench", "gen_tokens.py"), str(size), tokens, "--flavor", "kiln"],
                   check=True, stdout=subprocess.DEVNULL)
    # Deeper alias chains than the generator makes: 10 and 100 hops.
    chains = {"chain": {"$type": "color"}}
    for depth in (10, 100):
        group = chains["chain"].setdefault(f"d{depth}", {})
        group["n0"] = {"$value": "#336699"}
        for index in range(1, depth + 1):
            group[f"n{index}"] = {"$value": "{chain.d%d.n%d}" % (depth, index - 1)}
    with open(os.path.join(tokens, "chains.tokens.json"), "w") as handle:
        json.dump(chains, handle, indent=2)
    with open(os.path.join(folder, "kiln.yaml"), "w") as handle:
        handle.write("tokens: ['tokens/**/*.tokens.json']\nmodes: [light, dark]\n")
    open(marker, "w").close()
    return folder


def touch_inputs(folder):
    """Changes the bytes (not the meaning) of one token file, so no output is up to date."""
    path = os.path.join(folder, "tokens", "chains.tokens.json")
    with open(path) as handle:
        text = handle.read()
    with open(path, "w") as handle:
        handle.write(text[:-1] if text.endswith("\n\n") else text + "\n")


def run_once(binary, folder, command, touch=False):
    if touch:
        touch_inputs(folder)
    start = time.perf_counter()
    process = subprocess.Popen([binary, *command.split(), "--timings", "--project", folder],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, _, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    stderr = process.stderr.read().decode()
    stages = {m.group(1): float(m.group(2)) for m in re.finditer(r"timing: (\S+) ([0-9.]+) ms", stderr)}
    return elapsed, usage.ru_maxrss / 1024, stages


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="1000,10000,50000")
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--command", default="check")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--touch", action="store_true",
                        help="edit a token file before each run, so `build` regenerates every output instead of finding it up to date")
    args = parser.parse_args()
    if not args.no_build:
        # As kiln is shipped: release, Swift runtime and Foundation linked in statically (no
        # dynamic symbol binding at start-up: about 7 ms of every run).
        subprocess.run(["swift", "build", "-c", "release", "--static-swift-stdlib", "--build-path", BUILD, "--product", "kiln"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    binary = os.path.join(BUILD, "release", "kiln")
    touched = " (a token file edited before each run)" if args.touch else ""
    print(f"kiln {args.command}{touched}: median of {args.runs} runs (whole process), peak RSS")
    print(f"{'tokens':>8} {'median ms':>10} {'min ms':>8} {'max RSS MiB':>12}  stages (median ms)")
    for size in [int(s) for s in args.sizes.split(",")]:
        folder = generate(size)
        run_once(binary, folder, args.command)  # warm the file cache
        results = [run_once(binary, folder, args.command, args.touch) for _ in range(args.runs)]
        times = [r[0] * 1000 for r in results]
        rss = max(r[1] for r in results)
        stage_names = results[0][2].keys()
        stages = ", ".join(f"{name} {statistics.median(r[2].get(name, 0) for r in results):.1f}" for name in stage_names)
        print(f"{size:>8} {statistics.median(times):>10.1f} {min(times):>8.1f} {rss:>12.1f}  {stages}")


if __name__ == "__main__":
    main()
