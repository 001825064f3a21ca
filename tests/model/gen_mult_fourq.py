#!/usr/bin/env python3
"""Regenerate FourQ's generator tables at test time.

Writes DIR/mult_fourq_tables.c by running tools/gen_fourq_tables.py afresh;
tests/mult/test_mult_fourq.c compares every number in it with the tables
compiled into the library, so the checked-in generated file cannot drift
from its generator.

usage: gen_mult_fourq.py --out DIR
"""
import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = os.path.join(HERE, "..", "..", "tools", "gen_fourq_tables.py")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    subprocess.run([sys.executable, TOOL, "--out", os.path.join(a.out, "mult_fourq_tables.c")],
                   check=True)


if __name__ == "__main__":
    main()
