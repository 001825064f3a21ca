#!/usr/bin/env python3
"""Write the API reference (Markdown) from the public headers.

For each include/snowfield/*.h (and compat/*.h): the header's opening
comment, then every declaration of a public function (SF_API ... ;), macro
constant (#define SF_...) and type (typedef ...), each with the comment
right above it. The headers are the contract; this only lays them out for
reading, so the reference can never disagree with them.

usage: scripts/api_reference.py OUT.md   (from the repository root, or
       with --root DIR)
"""
import argparse
import glob
import os
import re


def comment_text(lines):
    """The text of a C comment block (list of lines), without the markers."""
    out = []
    for l in lines:
        l = l.strip()
        l = re.sub(r"^/\*+ ?", "", l)
        l = re.sub(r" ?\*+/$", "", l)
        l = re.sub(r"^\* ?", "", l)
        out.append(l)
    while out and not out[0]:
        out.pop(0)
    while out and not out[-1]:
        out.pop()
    return "\n".join(out)


def header_items(path):
    with open(path) as f:
        lines = f.read().split("\n")
    top, items, pending, i = None, [], [], 0
    while i < len(lines):
        line = lines[i]
        s = line.strip()
        if s.startswith("/*"):
            block = [line]
            while "*/" not in lines[i]:
                i += 1
                block.append(lines[i])
            if top is None:
                top = comment_text(block)
            else:
                pending = block
            i += 1
            continue
        if s.startswith("SF_API") or s.startswith("typedef") or re.match(r"#define SF_[A-Z0-9_]+ ", s) or \
           re.match(r"(SF_FOURQ_COMPAT_API|P256M_API|SNOWSHOE_API)", s):
            decl = [line]
            if not s.startswith("#define"):
                depth = line.count("{") - line.count("}")
                while not (lines[i].rstrip().endswith(";") and depth <= 0):
                    i += 1
                    decl.append(lines[i])
                    depth += lines[i].count("{") - lines[i].count("}")
            items.append((comment_text(pending) if pending else "", "\n".join(decl)))
            pending = []
        elif s and not s.startswith("#") and not s.startswith("extern") and s != "}":
            pending = []
        i += 1
    return top or "", items


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--root", default=".")
    a = ap.parse_args()
    hdrs = sorted(glob.glob(os.path.join(a.root, "include", "snowfield", "*.h")))
    hdrs += sorted(glob.glob(os.path.join(a.root, "include", "snowfield", "compat", "*.h")))
    out = ["# Snowfield API reference", "",
           "Generated from the public headers by scripts/api_reference.py; the",
           "headers are the contract.", ""]
    for h in hdrs:
        rel = os.path.relpath(h, os.path.join(a.root, "include"))
        top, items = header_items(h)
        out += ["## %s" % rel, "", "```", top, "```", ""]
        for doc, decl in items:
            if doc:
                out += [doc, ""]
            out += ["```c", decl, "```", ""]
    with open(a.out, "w") as f:
        f.write("\n".join(out))


if __name__ == "__main__":
    main()
