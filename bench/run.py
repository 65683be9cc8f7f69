#!/usr/bin/env python3
"""Benchmark kiln on the reference token sets: median whole-process time and peak memory."""
import argparse
import json
import os
import shutil
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
    """Changes the bytes (not the meaning) of one token file: only the freshness check is defeated."""
    path = os.path.join(folder, "tokens", "chains.tokens.json")
    with open(path) as handle:
        text = handle.read()
    with open(path, "w") as handle:
        handle.write(text[:-1] if text.endswith("\n\n") else text + "\n")


EDIT_COUNTER = [0]


def edit_value(folder):
    """Changes the value of one color that ten aliases follow, as a designer's edit does: every
    output that shows it really changes and is rewritten (unlike `touch_inputs`)."""
    path = os.path.join(folder, "tokens", "chains.tokens.json")
    with open(path) as handle:
        chains = json.load(handle)
    # The counter restarts with each run of this script: skip a value the file already holds
    # (left by the previous run), or the edit would change nothing.
    current = chains["chain"]["d10"]["n0"]["$value"]
    value = current
    while value == current:
        EDIT_COUNTER[0] += 1
        value = "#%06X" % ((0x336699 + EDIT_COUNTER[0] * 0x010203) & 0xFFFFFF)
    chains["chain"]["d10"]["n0"]["$value"] = value
    with open(path, "w") as handle:
        json.dump(chains, handle, indent=2)


def clear_outputs(folder):
    """Deletes the output folder just before the build (the `first-after-rm` scenario).

    On ext4 without a journal (this machine's disk: /proc/fs/jbd2 is empty) the kernel skips
    inodes freed in the last minute (six when their inode table block is still dirty) when it
    allocates one, looking each up: a build right after deleting ~12,200 files and folders scans
    them for each of its own ~12,200 new ones. Measured with one binary, same machine load, a
    3 GB loop-mounted ext4: 0.8-1.5 s with a journal, 11.5-16.8 s without (5-8 s of system
    time). Any program creating files there pays it (a Python loop making the same folders:
    0.3-1.6 s of system time, two thirds in `recently_deleted`); ext4 with a journal does
    not check at all (fs/ext4/ialloc.c, find_inode_bit)."""
    shutil.rmtree(os.path.join(folder, "output"), ignore_errors=True)


TRASH = os.path.join(OUT, ".trash")


def move_outputs_aside(folder):
    """Empties the output folder for a first build without deleting anything just before it:
    the old output is renamed into bench/out/.trash (same file system), which is deleted when
    the benchmark ends (`empty_trash`), after every timed run. See `clear_outputs` for why."""
    source = os.path.join(folder, "output")
    if not os.path.exists(source):
        return
    os.makedirs(TRASH, exist_ok=True)
    os.rename(source, os.path.join(TRASH, f"{os.path.basename(folder)}-{time.monotonic_ns()}"))


def empty_trash():
    """Deletes the moved-aside outputs, then flushes the file system: on ext4 without a journal,
    files created in the next minute (six while the freed inodes' table blocks are not yet
    written) are slower in the same part of the disk, so a benchmark run right after this one, or another
    program's, is too (`clear_outputs`)."""
    if os.path.exists(TRASH):
        shutil.rmtree(TRASH, ignore_errors=True)
        os.sync()


def output_mtimes(folder):
    stamps = {}
    for base, _, names in os.walk(os.path.join(folder, "output")):
        for name in names:
            path = os.path.join(base, name)
            stamps[path] = os.stat(path).st_mtime_ns
    return stamps


def run_once(binary, folder, command, touch=False, prepare=None):
    if touch:
        touch_inputs(folder)
    if prepare:
        prepare(folder)
    start = time.perf_counter()
    process = subprocess.Popen([binary, *command.split(), "--timings", "--project", folder],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, _, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    stderr = process.stderr.read().decode()
    stages = {m.group(1): float(m.group(2)) for m in re.finditer(r"timing: (\S+) ([0-9.]+) ms", stderr)}
    return elapsed, usage.ru_maxrss / 1024, stages


SCENARIOS = {
    # name: (command, prepare before each run, what it measures)
    "regenerate": ("build", edit_value, "build after a token's value changed (outputs really rewritten)"),
    "up-to-date": ("build", None, "build with nothing changed"),
    "check": ("check", None, "check only, nothing written"),
    "first": ("build", move_outputs_aside, "build into an empty output folder (the old one moved aside)"),
    # Not in "all": on a file system without a journal it times the kernel's scan of the inodes
    # the deletion just freed more than Kiln (see `clear_outputs`).
    "first-after-rm": ("build", clear_outputs, "build into an empty output folder deleted just before"),
}


def measure(binary, folder, command, runs, touch=False, prepare=None):
    run_once(binary, folder, command)  # warm the file cache (and make outputs exist)
    return [run_once(binary, folder, command, touch, prepare) for _ in range(runs)]


def summary(results):
    times = [r[0] * 1000 for r in results]
    return statistics.median(times), min(times), max(r[1] for r in results)


def verify_regeneration(binary, folder, build):
    """Proves the regenerate scenario rewrites outputs: some files' mtimes must change."""
    run_once(binary, folder, build)
    before = output_mtimes(folder)
    run_once(binary, folder, build, prepare=edit_value)
    after = output_mtimes(folder)
    changed = sum(1 for path, stamp in after.items() if before.get(path) != stamp)
    return changed, len(after)


def token_output_files(folder):
    """The four token outputs' files that one color's edit must change (asset catalog aside)."""
    found = []
    for base, _, names in os.walk(os.path.join(folder, "output")):
        for name in names:
            if name.endswith((".swift", ".dart", ".css", ".json")) and not name.startswith(".") and name != "Contents.json":
                found.append(os.path.join(base, name))
    return sorted(found)


def watch_benchmark(binary, folder, outputs, runs, debounce, compare_folder=None):
    """`kiln watch` on the set: edit one color, time until every token output is rewritten.

    Three figures per edit: from the end of the file write to the moment `kiln watch` has
    written the outputs and printed its `kiln-live:` line (what a designer waits, debounce
    included), the time after the first file event the watcher saw (debounce included), and
    the rebuild itself (reading the changed file through writing). With `compare_folder`, a
    one-shot regenerating `kiln build` runs there after each edit, interleaved, for a ratio that
    holds on a busy machine."""
    command = [binary, "watch", "--project", folder, "--verbose", "--debounce", str(debounce)]
    if outputs:
        command += ["--outputs", outputs]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, bufsize=1)
    def next_live_line():
        while True:
            line = process.stderr.readline()
            if not line:
                raise RuntimeError("kiln watch ended early")
            if line.startswith("kiln-live:"):
                return dict(item.split("=", 1) for item in line.split()[2:])
    try:
        next_live_line()  # the first build
        files = token_output_files(folder)
        waits, after_event, rebuilds, one_shots, incomplete = [], [], [], [], 0
        for _ in range(runs + 1):
            before = {path: os.stat(path).st_mtime_ns for path in files}
            edit_value(folder)
            written = time.perf_counter()
            fields = next_live_line()
            done = time.perf_counter()
            changed = sum(1 for path in files if os.stat(path).st_mtime_ns != before[path])
            if changed < len(files):
                incomplete += 1
            waits.append((done - written) * 1000)
            after_event.append(float(fields["after-event-ms"]))
            rebuilds.append(float(fields["ms"]))
            if compare_folder:
                build = "build" + (" --outputs " + outputs if outputs else "")
                one_shots.append(run_once(binary, compare_folder, build, prepare=edit_value)[0] * 1000)
        with open(f"/proc/{process.pid}/status") as handle:
            peak = next((int(line.split()[1]) / 1024 for line in handle if line.startswith("VmHWM:")), 0.0)
    finally:
        process.send_signal(2)
        status = process.wait(timeout=30)
    # The first edit after start-up also fills caches: leave it out, like the warm-up runs.
    waits, after_event, rebuilds = waits[1:], after_event[1:], rebuilds[1:]
    return {
        "wait": statistics.median(waits), "wait_min": min(waits), "after_event": statistics.median(after_event),
        "rebuild": statistics.median(rebuilds), "rebuild_min": min(rebuilds), "rss": peak, "files": len(files),
        "incomplete": incomplete, "status": status,
        "one_shot": statistics.median(one_shots[1:]) if one_shots else None,
    }


def run_scenarios(args, binary, old_binary):
    names = [name for name in SCENARIOS if name != "first-after-rm"] + ["watch"] if args.scenarios == "all" else args.scenarios.split(",")
    medians = {}  # (scenario, size) -> median ms, for the scaling lines at the end
    old_medians = {}  # the same for the previous binary (`--vs`)
    sizes = [int(s) for s in args.sizes.split(",")]
    for size in sizes:
        folder = generate(size)
        # The previous binary gets its own copy of the project: its outputs differ, so sharing one
        # output folder would make every run of either binary rewrite the other's files.
        old_folder = folder + "-vs"
        if old_binary and not os.path.exists(old_folder):
            shutil.copytree(folder, old_folder, ignore=shutil.ignore_patterns("output"))
        changed, total = verify_regeneration(binary, folder, "build" + (" --outputs " + args.outputs if args.outputs else ""))
        print(f"{size} tokens: a value edit rewrites {changed} of {total} output files")
        if changed == 0:
            sys.exit("a value edit rewrote no output: the regenerate figures would time no-op builds")
        header = f"{'scenario':<12} {'median ms':>10} {'min ms':>8} {'max RSS MiB':>12}"
        if old_binary:
            header += f" {'old median':>11} {'old RSS':>8} {'new/old':>8}"
        print(header)
        for name in names:
            if name == "watch":
                compare_folder = folder + "-oneshot"
                if not os.path.exists(compare_folder):
                    shutil.copytree(folder, compare_folder, ignore=shutil.ignore_patterns("output"))
                run_once(binary, compare_folder, "build" + (" --outputs " + args.outputs if args.outputs else ""))
                for debounce in (50, 0):
                    result = watch_benchmark(binary, folder, args.outputs, args.runs, debounce, compare_folder)
                    print(f"watch (debounce {debounce} ms): write → {result['files']} token output files rewritten: median "
                          f"{result['wait']:.1f} ms (min {result['wait_min']:.1f}); after the first file event "
                          f"{result['after_event']:.1f} ms; the rebuild itself {result['rebuild']:.1f} ms "
                          f"(min {result['rebuild_min']:.1f}); peak RSS {result['rss']:.1f} MiB; "
                          f"edits not rewriting every file: {result['incomplete']}; exit status on SIGINT {result['status']}")
                    if result["one_shot"]:
                        print(f"  interleaved one-shot regenerating `kiln build` (whole process): median {result['one_shot']:.1f} ms; "
                              f"watch write → rewritten / one-shot = {result['wait'] / result['one_shot']:.2f}, "
                              f"rebuild / one-shot = {result['rebuild'] / result['one_shot']:.2f}")
                continue
            command, prepare, _ = SCENARIOS[name]
            if command == "build" and args.outputs:
                command += " --outputs " + args.outputs
            new_runs, old_runs = [], []
            run_once(binary, folder, command)
            if old_binary:
                run_once(old_binary, old_folder, command)
            for _ in range(args.runs):  # interleaved, so both binaries see the same machine noise
                new_runs.append(run_once(binary, folder, command, prepare=prepare))
                if old_binary:
                    old_runs.append(run_once(old_binary, old_folder, command, prepare=prepare))
            median, fastest, rss = summary(new_runs)
            medians[(name, size)] = median
            line = f"{name:<12} {median:>10.1f} {fastest:>8.1f} {rss:>12.1f}"
            if old_binary:
                old_median, _, old_rss = summary(old_runs)
                old_medians[(name, size)] = old_median
                line += f" {old_median:>11.1f} {old_rss:>8.1f} {median / old_median:>8.2f}"
            print(line)
    # The scaling budget (50k <= 5x the 10k time) compares sizes measured one after the
    # other: on a noisy machine, run them in one invocation and read the ratio here.
    for name in names:
        base = next((size for size in sizes if (name, size) in medians), None)
        for size in sizes:
            if base is not None and size != base and (name, size) in medians:
                ratio = medians[(name, size)] / medians[(name, base)]
                old = ""
                if (name, size) in old_medians and (name, base) in old_medians:
                    old = f"; the previous binary in the same runs: {old_medians[(name, size)] / old_medians[(name, base)]:.2f}"
                print(f"scaling: {name} {size} tokens / {base} tokens = {ratio:.2f} ({size / base:.0f}x the tokens{old})")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="1000,10000,50000")
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--command", default="check")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--touch", action="store_true",
                        help="change a token file's bytes (not its meaning) before each run: defeats only the freshness check")
    parser.add_argument("--scenarios", help="regenerate,up-to-date,check,first,first-after-rm,watch or all (all but first-after-rm): what users feel, instead of --command")
    parser.add_argument("--outputs", default="swift,dart,css,json",
                        help="outputs the build scenarios write (default: the four the README's figures use; '' for the project's default)")
    parser.add_argument("--binary", help="the kiln binary to measure (implies --no-build)")
    parser.add_argument("--vs", metavar="OLD_KILN", help="a previous kiln binary to run interleaved with this one, for ratios")
    args = parser.parse_args()
    if not args.no_build and not args.binary:
        # As kiln is shipped: release, Swift runtime and Foundation linked in statically (no
        # dynamic symbol binding at start-up: about 7 ms of every run).
        subprocess.run(["swift", "build", "-c", "release", "--static-swift-stdlib", "--build-path", BUILD, "--product", "kiln"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    binary = args.binary or os.path.join(BUILD, "release", "kiln")
    if args.scenarios:
        try:
            run_scenarios(args, binary, args.vs)
        finally:
            empty_trash()
        return
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
