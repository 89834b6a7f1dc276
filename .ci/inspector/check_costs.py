#!/usr/bin/env python3
"""Checks the inspector's costs in headless Chromium against the costs the recording holds.

    check_costs.py CHROMIUM PLAIN.html COSTS.html COSTS.jsonl

PLAIN.html is the page of a recording without costs: it must have no cost column, no sort
button and no cost section, and `&sort=cost` must leave its list in the session's order.
COSTS.html is the page of COSTS.jsonl, whose lines add-costs.py gave costs: each row's cost cell
must show its line's total (empty for a line without one), `#sort=cost` must list the actions
with a cost slowest first, ties by position, then the others in order, the initial state first,
also under a filter, and at each step the cost section must give its total and rank, a bar
segment per part as wide as its share, and each part's time. Exits 1 naming the first problem.
drive_costs.py checks what the page does with keys and clicks."""
import json
import re
import sys
from html.parser import HTMLParser

from chromium_driver import dump_dom

chromium, plain, costs_page, recording = sys.argv[1:5]


def fail(message):
    print("inspector cost check failed: " + message, file=sys.stderr)
    sys.exit(1)


def dump(path, fragment):
    return dump_dom(chromium, path, fragment, fail)


class Page(HTMLParser):
    """What the page shows of costs: the rows and their cost cells, the sort button, the cost
    section's total line, its bar's segments and its list of parts."""

    def __init__(self, text):
        super().__init__()
        self.rows = []          # [step, cost cell text or None]
        self.sort_button = None  # its aria-pressed, or None when there is none
        self.cost_section = False
        self.total = None
        self.segments = []      # [(classes, width percent, title)]
        self.parts = []
        self.empty = []         # texts of .empty paragraphs in the cost section
        self.target = None
        self.buffer = ""
        self.in_cost = False
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        classes = (attrs.get("class") or "").split()
        if tag == "div" and "row" in classes:
            self.rows.append([int(attrs["data-step"]), None])
        elif tag == "span" and "cost" in classes and self.rows:
            self.start("cell")
        elif tag == "button" and attrs.get("id") == "sort-cost":
            self.sort_button = attrs.get("aria-pressed")
        elif tag == "div" and attrs.get("id") == "cost":
            self.cost_section = True
            self.in_cost = True
        elif tag == "h2":
            self.in_cost = False
        elif self.in_cost and tag == "p" and "cost-total" in classes:
            self.start("total")
        elif self.in_cost and tag == "p" and "empty" in classes:
            self.start("empty")
        elif self.in_cost and tag == "span" and "segment" in classes:
            width = re.search(r"width:\s*([0-9.e+-]+)%", attrs.get("style") or "")
            self.segments.append((classes, float(width.group(1)) if width else None,
                                  attrs.get("title")))
        elif self.in_cost and tag == "li" and "cost-part" in classes:
            self.start("part")

    def start(self, target):
        self.target = target
        self.buffer = ""

    def handle_data(self, data):
        if self.target:
            self.buffer += data

    def handle_endtag(self, tag):
        ends = {"cell": "span", "total": "p", "empty": "p", "part": "li"}
        if self.target is None or tag != ends[self.target]:
            return
        target, text = self.target, self.buffer
        self.target = None
        if target == "cell":
            self.rows[-1][1] = text
        elif target == "total":
            self.total = text
        elif target == "empty":
            self.empty.append(text)
        elif target == "part":
            self.parts.append(text)


def format_ns(ns):
    """The page's formatNs: three figures and a unit."""
    for scale, unit in ((1e9, " s"), (1e6, " ms"), (1e3, " \u00b5s")):
        if ns >= scale:
            value = ns / scale
            digits = 0 if value >= 100 else 1 if value >= 10 else 2
            return "%.*f%s" % (digits, value, unit)
    return "%d ns" % ns


def ordinal(n):
    if 11 <= n % 100 <= 13:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


with open(recording) as handle:
    lines = [json.loads(line) for line in handle.read().splitlines() if line]
actions = lines[1:]
count = len(actions)
costs = {action["position"]: action["cost"] for action in actions if "cost" in action}
if not 0 < len(costs) < count:
    fail("the recording has %d costs for %d actions; some, not all, must have one"
         % (len(costs), count))
ranked = sorted(costs, key=lambda position: (-costs[position]["totalNs"], position))
totals = [costs[position]["totalNs"] for position in ranked]
if len(set(totals)) == len(totals):
    fail("no two actions are as slow as each other: the ties are not checked")


def sorted_steps(steps):
    """The order the sorted list shows: costed slowest first, ties by step, then the rest."""
    return sorted(steps, key=lambda k: (0, -costs[k]["totalNs"], k) if k in costs else (1, 0, k))


# A page without costs has no column, no button, no section; &sort=cost changes nothing.
for fragment in ("step=5", "step=5&sort=cost"):
    shown = Page(dump(plain, fragment))
    if shown.sort_button is not None or shown.cost_section:
        fail("the page without costs shows a sort button or a cost section at #%s" % fragment)
    if any(cell is not None for _, cell in shown.rows):
        fail("the page without costs has a cost column at #%s" % fragment)
    steps = [step for step, _ in shown.rows]
    if steps != sorted(steps) or not steps or steps[0] != 0:
        fail("the page without costs lists %s at #%s, not the session's order" % (steps, fragment))
print("without costs: no cost column, no sort button, no cost section; &sort=cost ignored")

# The cost column: each row's total, in the session's order.
shown = Page(dump(costs_page, "step=0"))
if shown.sort_button != "false" or not shown.cost_section:
    fail("the page with costs has no sort button (aria-pressed false) or no cost section")
for step, cell in shown.rows:
    expected = None if step == 0 else format_ns(costs[step]["totalNs"]) if step in costs else ""
    if cell != expected:
        fail("row %d's cost cell shows %r, not %r" % (step, cell, expected))
if [step for step, _ in shown.rows] != list(range(len(shown.rows))):
    fail("unsorted, the rows are %s" % [step for step, _ in shown.rows])
print("cost column: %d rows drawn, each with its line's total (%s for step %d)"
      % (len(shown.rows), shown.rows[1][1], shown.rows[1][0]))

# Sorted: slowest first, ties by step, then the steps without a cost; with a filter too. The
# list draws the rows around the selected one: at the slowest step, the first rows; at step 0,
# a run of rows further down that holds it.
order = sorted_steps(range(count + 1))
shown = Page(dump(costs_page, "step=%d&sort=cost" % ranked[0]))
steps = [step for step, _ in shown.rows]
if shown.sort_button != "true" or steps != order[:len(steps)]:
    fail("#sort=cost lists %s (pressed %s), not %s" % (steps, shown.sort_button, order))
print("sort: slowest first, %s, ties by step" % steps[:8])
steps = [step for step, _ in Page(dump(costs_page, "step=0&sort=cost")).rows]
start = order.index(steps[0]) if steps and steps[0] in order else -1
if 0 not in steps or start < 0 or steps != order[start:start + len(steps)]:
    fail("#step=0&sort=cost draws %s, not a run of %s holding step 0" % (steps, order))
window_one = Page(dump(costs_page, "step=%d&sort=cost&window=1" % ranked[0]))
steps = [step for step, _ in window_one.rows]
if not 0 < len(steps) < count or steps != sorted_steps(steps):
    fail("#sort=cost&window=1 lists %s, not sorted" % steps)
print("sort with the window filter: %d rows, sorted" % len(steps))

# The cost section at several steps: its total and rank, its bar and its parts.
checked = [0] + [ranked[0], ranked[-1]] + [k for k in (1, 2, 3, 7, 14) if k <= count]
for step in checked:
    shown = Page(dump(costs_page, "step=%d" % step))
    if step == 0 or step not in costs:
        expected = ("The initial state, before any action." if step == 0
                    else "The recording holds no cost for this action.")
        if shown.empty != [expected] or shown.segments or shown.parts:
            fail("the cost section of step %d shows %s %s, not %r"
                 % (step, shown.empty, shown.parts, expected))
        continue
    cost = costs[step]
    total = cost["totalNs"]
    rank = ranked.index(step) + 1
    expected = "%s in all: the %sslowest of %d actions with a cost" % (
        format_ns(total), "" if rank == 1 else ordinal(rank) + " ", len(costs))
    if shown.total != expected:
        fail("step %d's cost says %r, not %r" % (step, shown.total, expected))
    parts = [("reducers", cost["reducersNs"], None)]
    parts += [("middleware " + m["name"], m["ns"], None) for m in cost["middlewares"]]
    parts += [("subscribers " + s["type"], s["ns"], s["calls"]) for s in cost["subscribers"]]
    parts.append(("listeners", cost["listenersNs"], None))
    rest = total - sum(ns for _, ns, _ in parts)
    parts.append(("the store\u2019s own work", max(0, rest), None))
    texts = ["%s: %s%s (%.1f%%)" % (name, format_ns(ns),
                                    "" if calls is None else ", %d call%s" % (
                                        calls, "" if calls == 1 else "s"),
                                    ns * 100 / total) for name, ns, calls in parts]
    if shown.parts != texts:
        fail("step %d lists %s, not %s" % (step, shown.parts, texts))
    drawn = [(name, ns) for name, ns, _ in parts if ns > 0]
    if len(shown.segments) != len(drawn):
        fail("step %d's bar has %d segments for %d parts" % (step, len(shown.segments), len(drawn)))
    for (classes, width, title), (name, ns) in zip(shown.segments, drawn):
        if width is None or abs(width - ns * 100 / total) > 0.01 or not title.startswith(name):
            fail("step %d's segment for %s is %s%% wide, titled %r; its share is %.2f%%"
                 % (step, name, width, title, ns * 100 / total))
print("cost bar: total, rank, segments and parts right at steps %s" % checked)
