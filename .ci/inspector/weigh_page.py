#!/usr/bin/env python3
"""Prints what an inspector page's bytes are made of: its data's parts by kind (full states,
each step member, the tables), the patches by operation and path, and the changes' texts.

    weigh_page.py PAGE.html

A step member's bytes count its key and separators. Not run by CI: a tool to find what to make
smaller (the DocC article "Inspecting Sessions", section "Figures", quotes it)."""
import collections
import json
import re
import sys


def size(value):
    return len(json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode())


html = open(sys.argv[1], encoding="utf-8").read()
found = re.search(r'<script type="application/json" id="session-data">\s*(.*?)\s*</script>',
                  html, re.S)
if not found:
    sys.exit("error: no session data in " + sys.argv[1])
data = json.loads(found.group(1))
print("page %d bytes, data %d bytes" % (len(html.encode()), len(found.group(1).encode())))

parts = collections.Counter()
for key, value in data.items():
    if key != "steps":
        parts[key] = size(value)
for step in data["steps"]:
    for key, value in step.items():
        parts["steps[]." + key] += size(value) + len(key) + 4
for key, weight in parts.most_common():
    print("  %-16s %10d" % (key, weight))
print("full states: %d, the largest %s bytes" % (
    len(data["checkpoints"]), sorted(map(size, data["checkpoints"].values()))[-3:]))

# Paths: a number in the table of paths (a tree of [parent, component]), or written out.
paths = []
for parent, component in data.get("paths", []):
    paths.append((paths[parent] if parent >= 0 else []) + [component])


def path_of(reference):
    if isinstance(reference, list):
        return reference
    return paths[reference] if reference >= 0 else []


by_path = collections.Counter()
counts = collections.Counter()
for step in data["steps"]:
    for operation in step["x"]:
        shape = "/".join("#" if isinstance(c, int) else c for c in path_of(operation[1]))
        by_path[operation[0] + " " + shape] += size(operation)
        counts[operation[0] + " " + shape] += 1
print("patches by operation and path (bytes, operations):")
for shape, weight in by_path.most_common(10):
    print("  %10d %6d  %s" % (weight, counts[shape], shape))


def change_text(change):
    if isinstance(change[1], str):  # before templates: [prefix, rest]
        return data["prefixes"][change[0]] + change[1]
    pieces = data["templates"][change[1]]
    text = data["prefixes"][change[0]] + pieces[0]
    for hole, piece in zip(change[2:], pieces[1:]):
        text += str(hole) + piece
    return text


texts = collections.Counter()
for step in data["steps"]:
    for change in step["c"]:
        shape = re.sub(r"\[\d+\]", "[#]", change_text(change).split(": ")[0])
        texts[shape] += size(change)
print("changes by path (bytes as stored):")
for shape, weight in texts.most_common(8):
    print("  %10d  %s" % (weight, shape))
