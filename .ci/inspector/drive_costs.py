#!/usr/bin/env python3
"""Drives the cost column's sort in headless Chromium like a person, through the DevTools
protocol (chromium_driver.py).

    drive_costs.py CHROMIUM COSTS.html COSTS.jsonl

COSTS.html is the page of COSTS.jsonl, whose lines hold costs (add-costs.py). From #step=0:
Tab reaches the "Slowest first" button and Enter presses it, which sorts the list slowest first
(aria-pressed and the address say so) without moving the step; ←/→ still move by step; a click
on the first row selects the slowest step, and in the focused list ↓/↑ select the next and
previous rows in the sorted order; a click on the button restores the session's order. Throughout,
the page must send no request but for its own file and log no error. Exits 1 naming the first
problem."""
import json
import os
import sys

from chromium_driver import drive, expect_no_problems, expect_step, fail, shown_step


def slowest_first(recording):
    """The steps with a cost, slowest first, ties by step."""
    with open(recording) as handle:
        actions = [json.loads(line) for line in handle.read().splitlines()[1:] if line]
    costed = [(action["cost"]["totalNs"], action["position"]) for action in actions
              if "cost" in action]
    return [position for _, position in sorted(costed, key=lambda pair: (-pair[0], pair[1]))]


def drawn_rows(browser):
    """The steps of the rows drawn, top to bottom."""
    return browser.evaluate(
        "Array.prototype.slice.call(document.querySelectorAll('#actions-rows .row'))"
        ".sort(function (a, b) { return parseInt(a.style.top, 10) - parseInt(b.style.top, 10); })"
        ".map(function (row) { return parseInt(row.getAttribute('data-step'), 10); })")


def pressed(browser):
    return browser.evaluate("document.getElementById('sort-cost').getAttribute('aria-pressed')")


def check_sort_by_keyboard(browser, order):
    browser.click_on("h1")  # focuses the page, on something that takes no input
    for presses in range(1, 21):
        browser.press("Tab")
        if browser.evaluate("document.activeElement && document.activeElement.id") == "sort-cost":
            break
    else:
        fail("20 presses of Tab never reach the sort button")
    browser.press("Enter")
    expect_step(browser, 0, "Enter on the sort button")
    rows = drawn_rows(browser)
    if pressed(browser) != "true" or "sort=cost" not in browser.evaluate("location.hash"):
        fail("Enter on the sort button left aria-pressed %s and the address %s"
             % (pressed(browser), browser.evaluate("location.hash")))
    if rows[:len(order)] != order[:len(rows)]:
        fail("sorted, the list draws %s, not %s" % (rows, order))
    print("keyboard: %d Tab presses reach the sort button; Enter sorts the list %s"
          % (presses, rows[:6]))
    for key, step in [("ArrowRight", 1), ("ArrowRight", 2), ("ArrowLeft", 1)]:
        browser.press(key)
        expect_step(browser, step, key + " in the sorted list")
    print("keys: ←/→ move by step while the list is sorted")


def check_walk_of_the_sorted_list(browser, order):
    first = '#actions .row[data-step="%d"]' % order[0]
    browser.click_on(first)
    expect_step(browser, order[0], "clicking the slowest row")
    moves = [("ArrowDown", order[1]), ("ArrowDown", order[2]), ("ArrowUp", order[1]),
             ("ArrowRight", order[1] + 1)]
    for key, step in moves:
        browser.press(key)
        expect_step(browser, step, key + " in the focused, sorted list")
    print("list: a click selects the slowest step %d; ↓ ↓ ↑ select %s in cost order; → moves"
          " to step %d" % (order[0], [step for _, step in moves[:3]], moves[3][1]))


def check_unsort_by_click(browser):
    step, _ = shown_step(browser)
    browser.click_on("#sort-cost")
    expect_step(browser, step, "clicking the sort button again")
    rows = drawn_rows(browser)
    if pressed(browser) != "false" or "sort=" in browser.evaluate("location.hash"):
        fail("clicking the sort button again left aria-pressed %s and the address %s"
             % (pressed(browser), browser.evaluate("location.hash")))
    if rows != sorted(rows):
        fail("unsorted again, the list draws %s" % rows)
    print("click: the sort button restores the session's order")


def main():
    chromium, page, recording = sys.argv[1:4]
    page_url = "file://" + os.path.abspath(page)
    order = slowest_first(recording)

    def check(browser):
        browser.open(page_url + "#step=0")
        step, _ = shown_step(browser)
        if step != 0 or len(order) < 3 or pressed(browser) != "false":
            fail("the page opens at step %d with %d costs, sort pressed %s"
                 % (step, len(order), pressed(browser)))
        check_sort_by_keyboard(browser, order)
        check_walk_of_the_sorted_list(browser, order)
        check_unsort_by_click(browser)
        expect_no_problems(browser)
        print("network: only the page itself was requested; no error logged")

    drive(chromium, "cost drive", check)


if __name__ == "__main__":
    main()
