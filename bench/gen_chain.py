#!/usr/bin/env python3
"""A project whose tokens hold one long whole-value alias chain (issue 18: output size must stay
linear). `chain.n0` is a literal color; `chain.nK` is `{chain.n(K-1)}` for K up to LENGTH.

Usage: gen_chain.py LENGTH OUTDIR
Writes OUTDIR/kiln.yaml and OUTDIR/tokens/chain.tokens.json (light and dark modes).
Measure: /usr/bin/time -v kiln build --project OUTDIR
"""
import json
import os
import sys


def main():
    length, folder = int(sys.argv[1]), sys.argv[2]
    os.makedirs(os.path.join(folder, "tokens"), exist_ok=True)
    group = {"$type": "color", "n0": {"$value": "#336699"}}
    for index in range(1, length + 1):
        group[f"n{index}"] = {"$value": "{chain.n%d}" % (index - 1)}
    with open(os.path.join(folder, "tokens", "chain.tokens.json"), "w") as handle:
        json.dump({"chain": group}, handle, indent=1)
    with open(os.path.join(folder, "kiln.yaml"), "w") as handle:
        handle.write("tokens: ['tokens/**/*.tokens.json']\nmodes: [light, dark]\n")


if __name__ == "__main__":
    main()
