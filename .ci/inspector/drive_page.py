#!/usr/bin/env python3
"""Drives the inspector page in headless Chromium like a person, through the DevTools protocol.

    drive_page.py CHROMIUM PAGE.html

Opens PAGE.html at #step=0 and, with real key presses, clicks and typing, checks that ←/→ and
End/Home move the selected step (the title and the address follow), that clicking a row of the
action list selects its step, that clicking along the slider moves to the step under the mouse,
and that typing in the filter field narrows the list (while ← there moves the caret, not the
step). Then it opens the page at an address whose `%` escapes are broken, which must show the
page with the text as it is; and it checks that a state key named like a property every object
inherits (`__proto__`, `constructor`) is a field like any other: a patch writes it, a window's
JSON shows it, and the tree does not mark it changed. Throughout, the page must send no request
but for its own file, and log no JavaScript error, no console error and no refused load
(chromium_driver.py). Exits 1 naming the first problem."""
import json
import os
import sys

from chromium_driver import drive, expect_no_problems, expect_step, fail, shown_step


def check_keys(browser, count):
    browser.click_on("h1")  # focuses the page, on something that takes no input
    moves = [("ArrowRight", 1), ("ArrowRight", 2), ("ArrowLeft", 1), ("End", count), ("Home", 0)]
    for key, step in moves:
        browser.press(key)
        expect_step(browser, step, key)
    print("keys: " + ", ".join("%s to %d" % move for move in moves))


def check_row_click(browser):
    step = 5
    row = '#actions .row[data-step="%d"]' % step
    browser.click_on(row)
    expect_step(browser, step, "clicking row %d" % step)
    if "selected" not in browser.evaluate("document.querySelector(%s).className" % json.dumps(row)):
        fail("the row of step %d is not marked selected after clicking it" % step)
    print("click: row %d selects step %d" % (step, step))


def check_slider(browser, count):
    box = browser.box("#slider")
    thumb = box["height"]  # the thumb is about as wide as the slider is high
    fraction = 0.75
    browser.click(box["x"] + thumb / 2 + fraction * (box["width"] - thumb),
                  box["y"] + box["height"] / 2)
    browser.settle()
    step, _ = shown_step(browser)
    if abs(step - fraction * count) > max(1, count / 20):
        fail("clicking the slider at %d%% shows step %d of %d" % (fraction * 100, step, count))
    expect_step(browser, step, "clicking the slider")
    value = int(browser.evaluate("document.getElementById('slider').value"))
    if value != step:
        fail("the slider says %d while the title says step %d" % (value, step))
    print("slider: clicking at %d%% of it selects step %d of %d"
          % (fraction * 100, step, count))


def listed_rows(browser):
    """The number of rows the list says it holds, in #actions' data-rows and in #count."""
    rows = int(browser.evaluate("document.getElementById('actions').getAttribute('data-rows')"))
    said = browser.evaluate("document.getElementById('count').textContent")
    if not said.startswith("%d of " % rows):
        fail("the list holds %d rows but the count says %r" % (rows, said))
    return rows


def check_text_filter(browser, count, word):
    before = listed_rows(browser)
    if before != count:
        fail("the unfiltered list holds %d rows for %d actions" % (before, count))
    step, _ = shown_step(browser)
    browser.click_on("#filter-text")
    browser.call("Input.insertText", {"text": word})
    browser.settle()
    after = listed_rows(browser)
    if not 0 < after < count:
        fail("typing %r in the filter leaves %d of %d rows" % (word, after, count))
    if "q=" + word not in browser.evaluate("location.hash"):
        fail("the address does not keep the filter %r" % word)
    browser.press("ArrowLeft")
    expect_step(browser, step, "ArrowLeft in the filter field")
    caret = browser.evaluate("document.getElementById('filter-text').selectionStart")
    if caret != len(word) - 1:
        fail("ArrowLeft in the filter field left the caret at %s" % caret)
    print("text filter: typing %r leaves %d of %d rows; ArrowLeft there moves the caret"
          % (word, after, count))


def check_broken_escape(browser, page_url):
    """A `%` that starts no escape in the address (`#q=%`) is read as it is, not left to throw."""
    since = len(browser.events)
    address = "#step=2&screen=setting%73&q=50%"  # %73 is s
    browser.open(page_url + address)
    expect_no_problems(browser, since)
    shown = [browser.evaluate("document.getElementById('%s').value" % field)
             for field in ("filter-screen", "filter-text")]
    if shown != ["settings", "50%"]:
        fail("the address %s shows the filters %r" % (address, shown))
    print("address: %s shows the screen settings and the text 50%%" % address)


def check_own_keys(browser):
    """State keys that name inherited properties are the state's own fields, in the script's
    patches (applyPatch), a window's JSON (windowJSON) and the tree's marks (drawState)."""
    state = '{"a":{"__proto__":{"b":1}},"constructor":1,"toString":{"valueOf":2}}'
    patch = ("[['s', ['__proto__'], {c: 2}], ['s', ['a', '__proto__', 'b'], 3],"
             " ['s', ['hasOwnProperty'], 4]]")
    patched = json.loads(browser.evaluate("JSON.stringify(applyPatch(JSON.parse(%s), %s))"
                                          % (json.dumps(state), patch)))
    expected = {"a": {"__proto__": {"b": 3}}, "constructor": 1, "toString": {"valueOf": 2},
                "__proto__": {"c": 2}, "hasOwnProperty": 4}
    if patched != expected:
        fail("a patch of the keys __proto__ and hasOwnProperty gives %r, not %r"
             % (patched, expected))
    # A path through a __proto__ the state does not have reaches no prototype.
    polluted = browser.evaluate("(function () { var state = applyPatch({x: {}},"
                                " [['s', ['x', '__proto__', 'polluted'], 1]]);"
                                " return [JSON.stringify(state), typeof ({}).polluted]; })()")
    if polluted != ['{"x":{}}', "undefined"]:
        fail("a patch through a __proto__ the state lacks gives %r" % polluted)
    shown = browser.evaluate("windowJSON(JSON.parse(%s)).querySelector('pre').textContent"
                             % json.dumps('{"__proto__":{"x":[1]},"y":2}'))
    if json.loads(shown) != {"__proto__": {"x": [1]}, "y": 2}:
        fail("a window's JSON with a __proto__ key shows %r" % shown)
    marked = browser.evaluate("(function () { drawState(JSON.parse(%s), 0);"
                              " return document.querySelectorAll('#state .changed,"
                              " #state .has-change').length; })()" % json.dumps(state))
    if marked != 0:
        fail("the tree of the initial state marks %d fields named like inherited properties"
             " as changed" % marked)
    print("state keys: __proto__, constructor, toString and hasOwnProperty are own fields")


def check_page(browser, page_url):
    browser.open(page_url + "#step=0")
    step, count = shown_step(browser)
    if step != 0 or count < 6:
        fail("the page opens at step %d of %d, not at 0 of 6 or more" % (step, count))
    check_keys(browser, count)
    check_row_click(browser)
    check_slider(browser, count)
    check_text_filter(browser, count, "dentist")
    expect_no_problems(browser)
    requests = sum(1 for event in browser.events if event["method"] == "Network.requestWillBeSent")
    print("network: %d request%s, all for the page itself; no error logged"
          % (requests, "" if requests == 1 else "s"))
    check_broken_escape(browser, page_url)
    check_own_keys(browser)
    expect_no_problems(browser)


def main():
    chromium, page = sys.argv[1:3]
    page_url = "file://" + os.path.abspath(page)
    drive(chromium, "drive", lambda browser: check_page(browser, page_url))


if __name__ == "__main__":
    main()
