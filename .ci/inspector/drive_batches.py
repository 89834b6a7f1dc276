#!/usr/bin/env python3
"""Checks, in headless Chromium through the DevTools protocol (chromium_driver.py), that the
inspector shows each batch of a session as one step with its actions inside.

    drive_batches.py CHROMIUM BATCHES.html BATCHES.json BATCHES.jsonl COSTS.html COSTS.jsonl

BATCHES.jsonl is a recorded sample-app session with batches (batch-session.txt: `todo import`),
BATCHES.html its page and BATCHES.json its DevTools file, whose computedStates are the states the
replay reached. COSTS.html is the page of COSTS.jsonl, the same recording with known costs
(add-costs.py). Checks that:

- the list has one row per step: a batch's row is its last action's, labelled `batch of N · …`
  with its window, and the count counts actions;
- →/← and End/Home move by step, a batch being one step (← from it goes to the step before it),
  and the title and the address say so (`steps F–L of N`, `#step=L`);
- an address inside a batch selects the batch; a click on the slider inside one too;
- a batch's step shows the state after its last action (the DevTools file's computed state),
  its actions in order with their payloads, and the changes from before its first action to after
  its last; a batch of more than 100 actions lists 100 and a button, reached with Tab and pressed
  with Enter, lists the others;
- the filters show a batch's row when one of its actions passes them, or its label holds the text;
- with costs, a batch's row shows the sum of its actions' costs, its actions' own rows none, and
  sorting by cost places the batch by that sum.

Throughout, the pages must send no request but for their own file and log no error. Exits 1
naming the first problem."""
import json
import os
import re
import sys

from chromium_driver import drive, expect_no_problems, fail


def read_recording(path):
    with open(path) as handle:
        return [json.loads(line) for line in handle.read().splitlines()[1:] if line]


def batches_of(actions):
    """[(first, last, count)] of the recording's batches, from its `batch` fields."""
    batches, first = [], None
    for action in actions:
        place = action.get("batch")
        if not place:
            continue
        if place[0] == 1:
            first = action["position"]
        if place[0] == place[1]:
            batches.append((first, action["position"], place[1]))
    return batches


def steps_of(actions, batches):
    """The steps of the list: 0, then each action outside a batch and each batch's last."""
    inside = {p for first, last, _ in batches for p in range(first, last)}
    return [0] + [a["position"] for a in actions if a["position"] not in inside]


def settle_and_read(browser):
    browser.settle()
    return browser.evaluate("document.title"), browser.evaluate("location.hash")


def expect_selected(browser, step, batches, count, after):
    """The title and the address name step, as a batch's range when it is one."""
    title, address = settle_and_read(browser)
    batch = next((b for b in batches if b[1] == step), None)
    wanted = ("steps %d\u2013%d of %d" % (batch[0], batch[1], count) if batch
              else "step %d of %d" % (step, count))
    if not title.endswith(wanted):
        fail("after %s the title is %r, not ending with %r" % (after, title, wanted))
    if not re.match(r"#step=%d(&|$)" % step, address):
        fail("after %s the address is %r, not #step=%d" % (after, address, step))


def drawn_rows(browser):
    """[(step, classes, name, window, cost)] of the rows drawn, top to bottom."""
    return browser.evaluate(
        "Array.prototype.slice.call(document.querySelectorAll('#actions-rows .row'))"
        ".sort(function (a, b) { return parseInt(a.style.top, 10) - parseInt(b.style.top, 10); })"
        ".map(function (row) { function text(c) { var e = row.querySelector('.' + c);"
        " return e ? e.textContent : null; }"
        " return [parseInt(row.getAttribute('data-step'), 10), row.className, text('name'),"
        " text('win'), text('cost')]; })")


def check_rows(browser, actions, batches, steps):
    rows = drawn_rows(browser)
    if [row[0] for row in rows] != steps:
        fail("the list draws the steps %s, not %s" % ([row[0] for row in rows], steps))
    for first, last, count in batches:
        row = next(row for row in rows if row[0] == last)
        label = "batch of %d \u00b7 TodoListAction.add" % count
        if "batch" not in row[1].split() or row[2] != label:
            fail("the row of the batch %d\u2013%d is %r %r, not a batch row %r"
                 % (first, last, row[1], row[2], label))
        window = actions[last - 1]["window"]
        number = browser.evaluate("D.windowNumbers[%s]" % json.dumps(window))
        if row[3] != "W%d" % number:
            fail("the row of the batch %d\u2013%d says window %r, not W%d"
                 % (first, last, row[3], number))
    said = browser.evaluate("document.getElementById('count').textContent")
    if said != "%d of %d actions" % (len(actions), len(actions)):
        fail("the count says %r for %d actions" % (said, len(actions)))
    print("rows: %d steps for %d actions, each batch one row: %s"
          % (len(steps) - 1, len(actions),
             ", ".join("%d\u2013%d as %r" % (f, l, "batch of %d" % c) for f, l, c in batches)))


def check_keys(browser, steps, batches, count):
    browser.click_on("h1")  # focuses the page, on something that takes no input
    expected, moves = 0, []
    for _ in range(len(steps) - 1):
        expected = steps[steps.index(expected) + 1]
        moves.append(("ArrowRight", expected))
    moves.append(("Home", 0))
    moves.append(("End", steps[-1]))
    expected = steps[-1]
    for _ in range(len(steps) - 1):
        expected = steps[steps.index(expected) - 1]
        moves.append(("ArrowLeft", expected))
    for key, step in moves:
        browser.press(key)
        expect_selected(browser, step, batches, count, key)
    print("keys: \u2192 walks %s, \u2190 walks them back; Home and End" % steps)


def check_address_and_slider(browser, page_url, batches, count):
    first, last, _ = batches[0]
    inner = first + 1
    browser.evaluate("location.hash = '#step=%d'" % inner)
    expect_selected(browser, last, batches, count, "the address #step=%d" % inner)
    slider_value = int(browser.evaluate("document.getElementById('slider').value"))
    if slider_value != last:
        fail("the slider says %d at the batch's step %d" % (slider_value, last))
    first, last, _ = batches[-1]
    box = browser.box("#slider")
    thumb = box["height"]
    fraction = ((first + last) / 2) / count
    browser.click(box["x"] + thumb / 2 + fraction * (box["width"] - thumb),
                  box["y"] + box["height"] / 2)
    expect_selected(browser, last, batches, count, "clicking the slider inside a batch")
    print("address: #step=%d selects its batch's step %d; a click on the slider inside the"
          " batch %d\u2013%d selects %d" % (inner, batches[0][1], first, last, last))


def check_batch_step(browser, export, actions, batch, count):
    first, last, size = batch
    browser.evaluate("location.hash = '#step=%d'" % last)
    expect_selected(browser, last, [batch], count, "the address #step=%d" % last)
    shown = browser.evaluate("JSON.stringify(stateAt(K))")
    if json.loads(shown) != export["computedStates"][last]["state"]:
        fail("at the batch %d\u2013%d the page's state is not the replay's after action %d"
             % (first, last, last))
    head = browser.evaluate("document.querySelector('#diff .action').textContent")
    if head != "#%d\u2013%d batch of %d \u00b7 TodoListAction.add" % (first, last, size):
        fail("the changes of the batch %d\u2013%d are headed %r" % (first, last, head))
    listed = browser.evaluate(
        "Array.prototype.map.call(document.querySelectorAll('#diff .batch-action'),"
        " function (item) { return [parseInt(item.getAttribute('data-position'), 10),"
        " JSON.parse(item.querySelector('.payload').textContent)]; })")
    wanted = [[a["position"], a["payload"]] for a in actions[first - 1:last]][:100]
    if listed != wanted:
        fail("the batch %d\u2013%d lists %s, not its actions %s"
             % (first, last, listed[:3], wanted[:3]))
    changes = browser.evaluate(
        "Array.prototype.map.call(document.querySelectorAll('#diff li.change'),"
        " function (item) { return item.textContent; })")
    # Each todo the batch added, and the list's next id once (not once per action): the page
    # lists 8 changes, then how many more there are.
    titles = [a["payload"]["add"]["title"] for a in actions[first - 1:last]]
    total = len(titles) + 1
    missing = [t for t in titles[:7] if not any('"%s"' % t in c for c in changes)]
    if total <= 8:
        wrong = len(changes) != total or not any("nextItemID" in c for c in changes)
    else:
        wrong = len(changes) != 9 or changes[-1] != "\u2026 and %d more changes" % (total - 8)
    if missing or wrong:
        fail("the changes of the batch %d\u2013%d are %s" % (first, last, changes))
    marked = browser.evaluate("document.querySelectorAll('#state .changed').length")
    if marked < 2:
        fail("the state of the batch %d\u2013%d marks %d changed fields" % (first, last, marked))
    print("batch %d\u2013%d: the replay's state after action %d, its first %d actions listed in"
          " order, %d changes from before its first action" % (first, last, last, len(listed),
                                                               total))
    return len(listed)


def check_more_actions(browser, actions, batch, count):
    first, last, size = batch
    button = browser.evaluate("!!document.querySelector('#diff button.more-actions')")
    if not button:
        fail("the batch %d\u2013%d of %d actions has no button for the others" % (first, last, size))
    browser.click_on("h1")
    for presses in range(1, 41):
        browser.press("Tab")
        if browser.evaluate("document.activeElement && document.activeElement.className")\
                == "more-actions":
            break
    else:
        fail("40 presses of Tab never reach the batch's button")
    browser.press("Enter")
    browser.settle()
    listed = browser.evaluate("document.querySelectorAll('#diff .batch-action').length")
    if listed != size or browser.evaluate("!!document.querySelector('#diff .more-actions')"):
        fail("Enter on the button lists %d of the batch's %d actions" % (listed, size))
    expect_selected(browser, last, [batch], count, "Enter on the batch's button")
    print("keyboard: %d Tab presses reach the button; Enter lists all %d actions"
          % (presses, size))


def check_filters(browser, actions, batches, steps, count):
    def rows_for(fragment):
        browser.evaluate("location.hash = %s" % json.dumps(fragment))
        browser.settle()
        return [row[0] for row in drawn_rows(browser)], browser.evaluate(
            "document.getElementById('count').textContent")

    rows, said = rows_for("#step=0&q=batch")
    wanted = [0] + [last for _, last, _ in batches]
    if rows != wanted:
        fail("the text 'batch' shows the rows %s, not the batches' %s" % (rows, wanted))
    actions_in = sum(last - first + 1 for first, last, _ in batches)
    if said != "%d of %d actions" % (actions_in, count):
        fail("the text 'batch' leaves the count %r" % said)
    title = actions[batches[0][0]]["payload"]["add"]["title"]
    rows, _ = rows_for("#step=0&q=" + title.replace(" ", "%20"))
    if batches[0][1] not in rows or any(r not in steps for r in rows):
        fail("the text %r shows the rows %s" % (title, rows))
    last_window = actions[batches[-1][1] - 1]["window"]
    number = browser.evaluate("D.windowNumbers[%s]" % json.dumps(last_window))
    rows, _ = rows_for("#step=0&window=%d" % number)
    if batches[-1][1] not in rows or batches[0][1] in rows:
        fail("the window W%d shows the rows %s" % (number, rows))
    rows_for("#step=0")
    print("filters: 'batch' shows the batch rows %s (%s); %r their batch; W%d its batch"
          % (wanted[1:], said, title, number))


def check_costs(browser, page_url, recording, batches):
    actions = read_recording(recording)
    browser.open(page_url + "#step=0")
    rows = drawn_rows(browser)
    by_step = {row[0]: row for row in rows}
    for first, last, _ in batches:
        totals = [a["cost"]["totalNs"] for a in actions[first - 1:last] if "cost" in a]
        wanted = browser.evaluate("formatNs(%d)" % sum(totals))
        if by_step[last][4] != wanted:
            fail("the cost cell of the batch %d\u2013%d is %r, not the sum %r of its actions'"
                 % (first, last, by_step[last][4], wanted))
        if any(p in by_step for p in range(first, last)):
            fail("the actions of the batch %d\u2013%d have rows of their own" % (first, last))
    sums = {}
    inside = {p for first, last, _ in batches for p in range(first, last + 1)}
    for action in actions:
        if action["position"] not in inside and "cost" in action:
            sums[action["position"]] = action["cost"]["totalNs"]
    for first, last, _ in batches:
        costed = [a["cost"]["totalNs"] for a in actions[first - 1:last] if "cost" in a]
        if costed:
            sums[last] = sum(costed)
    order = [step for step, _ in sorted(sums.items(), key=lambda pair: (-pair[1], pair[0]))]
    browser.evaluate("location.hash = '#step=0&sort=cost'")
    browser.settle()
    sorted_rows = [row[0] for row in drawn_rows(browser)]
    if sorted_rows[:len(order)] != order:
        fail("sorted by cost, the list draws %s, not %s" % (sorted_rows, order))
    last = batches[0][1]
    browser.evaluate("location.hash = '#step=%d'" % last)
    browser.settle()
    total = browser.evaluate("document.querySelector('#cost .cost-total').textContent")
    if "the sum of the batch" not in total:
        fail("the cost of the batch ending at %d says %r" % (last, total))
    print("costs: each batch's cell is its actions' sum (%s), its actions have no rows;"
          " sorted by cost %s" % (", ".join(by_step[l][4] for _, l, _ in batches), order[:5]))


def main():
    chromium, page, export_path, recording, costs_page, costs_recording = sys.argv[1:7]
    page_url = "file://" + os.path.abspath(page)
    costs_url = "file://" + os.path.abspath(costs_page)
    actions = read_recording(recording)
    batches = batches_of(actions)
    with open(export_path) as handle:
        export = json.load(handle)

    def check(browser):
        if len(batches) < 2 or not any(last - first + 1 > 100 for first, last, _ in batches):
            fail("the session has %d batches; the check needs two, one of over 100 actions"
                 % len(batches))
        steps = steps_of(actions, batches)
        count = len(actions)
        browser.open(page_url + "#step=0")
        check_rows(browser, actions, batches, steps)
        check_keys(browser, steps, batches, count)
        check_address_and_slider(browser, page_url, batches, count)
        check_batch_step(browser, export, actions, batches[0], count)
        big = next(b for b in batches if b[1] - b[0] + 1 > 100)
        check_batch_step(browser, export, actions, big, count)
        check_more_actions(browser, actions, big, count)
        check_filters(browser, actions, batches, steps, count)
        expect_no_problems(browser)
        since = len(browser.events)
        check_costs(browser, costs_url, costs_recording, batches)
        expect_no_problems(browser, since)
        print("network: only the pages themselves were requested; no error logged")

    drive(chromium, "batch drive", check)


if __name__ == "__main__":
    main()
