#!/usr/bin/env python3
"""Checks the inspector page in headless Chromium against the replay of the same session.

    check_page.py CHROMIUM PAGE.html EXPORT.json BIG.html [SCREENSHOT.png]

EXPORT.json is the DevTools file of the session, whose computedStates are the states the replay
reached, encoded from the replayed states themselves (the page rebuilds its states from patches,
so the two are independent). For several steps K, the windows the page shows at #step=K must be
those of computedStates[K]: each window's screens in order, each list's todos, and the settings.
It also checks a step's changes name the fields it changed, each row names its action (a screen
action by its case and its screen, so that two screens' rows differ), the filters narrow the list, the
10,000-action page BIG.html loads at its last step drawing only some rows, and the page can load
nothing from outside (its Content-Security-Policy, and no URL in it). Exits 1 naming the first
problem. These are checks of what the page shows at an address; drive_page.py checks what it does
with keys, clicks and typing, and that it makes no request."""
import json
import subprocess
import sys
from html.parser import HTMLParser

from chromium_driver import DUMP_FLAGS, dump_dom

chromium, page, export_path, big = sys.argv[1:5]
screenshot = sys.argv[5] if len(sys.argv) > 5 else None


def fail(message):
    print("inspector check failed: " + message, file=sys.stderr)
    sys.exit(1)


def dump(path, fragment):
    return dump_dom(chromium, path, fragment, fail)


class Page(HTMLParser):
    """What the page shows: the title, the windows, the changes, the drawn rows."""

    def __init__(self, text):
        super().__init__()
        self.title = ""
        self.windows = []       # [{"uuid": ..., "screens": [(name, value)]}]
        self.shared = {}        # key -> value
        self.changes = []
        self.rows = []          # [step, window label, name]
        self.row_count = None
        self.text_target = None
        self.buffer = ""
        self.pending = None     # ("screen", name) or ("shared", key)
        self.in_row = None
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        classes = (attrs.get("class") or "").split()
        if tag == "title":
            self.start_text("title")
        elif tag == "section" and "window" in classes and "shared" not in classes:
            self.windows.append({"number": attrs.get("data-window"), "uuid": "", "screens": []})
        elif tag == "div" and "uuid" in classes:
            self.start_text("uuid")
        elif tag == "div" and "screen" in classes:
            if "data-screen" in attrs:
                self.pending = ("screen", attrs["data-screen"])
            elif "data-key" in attrs:
                self.pending = ("shared", attrs["data-key"])
        elif tag == "pre" and "json" in classes:
            self.start_text("json")
        elif tag == "li" and "change" in classes:
            self.start_text("change")
        elif tag == "div" and attrs.get("id") == "actions":
            self.row_count = int(attrs.get("data-rows", "-1"))
        elif tag == "div" and "row" in classes:
            self.in_row = [int(attrs["data-step"]), None, None]
            self.rows.append(self.in_row)
        elif tag == "span" and "win" in classes and self.in_row is not None:
            self.start_text("win")
        elif tag == "span" and "name" in classes and self.in_row is not None:
            self.start_text("name")

    def start_text(self, target):
        self.text_target = target
        self.buffer = ""

    def handle_data(self, data):
        if self.text_target:
            self.buffer += data

    def handle_endtag(self, tag):
        target, text = self.text_target, self.buffer
        if target is None or tag not in ("title", "div", "pre", "li", "span"):
            return
        self.text_target = None
        if target == "title":
            self.title = text
        elif target == "uuid":
            self.windows[-1]["uuid"] = text
        elif target == "json" and self.pending:
            kind, name = self.pending
            value = json.loads(text)
            if kind == "screen":
                self.windows[-1]["screens"].append((name, value))
            else:
                self.shared[name] = value
            self.pending = None
        elif target == "change":
            self.changes.append(text)
        elif target == "win":
            self.in_row[1] = text
        elif target == "name":
            self.in_row[2] = text


def unwrap(value):
    if isinstance(value, dict) and list(value.keys()) == ["_0"]:
        return value["_0"]
    return value


with open(export_path) as handle:
    lifted = json.load(handle)
states = [entry["state"] for entry in lifted["computedStates"]]
actions = lifted["actionsById"]
staged = lifted["stagedActionIds"]
count = len(states) - 1

# The DevTools format's invariants.
if len(staged) != len(states):
    fail("stagedActionIds has %d ids for %d computedStates" % (len(staged), len(states)))
for action_id in staged:
    entry = actions.get(str(action_id))
    if entry is None:
        fail("staged id %d is not in actionsById" % action_id)
    if entry.get("type") != "PERFORM_ACTION" or not isinstance(entry.get("action", {}).get("type"), str):
        fail("actionsById.%d is not a PERFORM_ACTION with an action.type" % action_id)
if actions["0"]["action"]["type"] != "@@INIT" or lifted["currentStateIndex"] != count:
    fail("the export does not start with @@INIT or end at its last state")


def check_windows(step, shown):
    expected = states[step]
    windows = expected["activeScreens"]["windows"]
    if [w["uuid"] for w in shown.windows] != [w["window"] for w in windows]:
        fail("step %d shows windows %s, the replay has %s"
             % (step, [w["uuid"] for w in shown.windows], [w["window"] for w in windows]))
    for window, drawn in zip(windows, shown.windows):
        screens = [(list(entry.keys())[0], unwrap(list(entry.values())[0]))
                   for entry in window["screens"]]
        if drawn["screens"] != screens:
            fail("step %d window %s shows %s, the replay has %s"
                 % (step, window["window"], drawn["screens"], screens))
    if shown.shared.get("settings") != expected["settings"]:
        fail("step %d shows settings %s, the replay has %s"
             % (step, shown.shared.get("settings"), expected["settings"]))


def changed_keys(old, new, key=None):
    """The last object key above each leaf that differs."""
    if old == new:
        return set()
    if isinstance(old, dict) and isinstance(new, dict):
        keys = set()
        for name in set(old) | set(new):
            keys |= changed_keys(old.get(name), new.get(name), name)
        return keys
    if isinstance(old, list) and isinstance(new, list):
        keys = set()
        for index in range(max(len(old), len(new))):
            keys |= changed_keys(old[index] if index < len(old) else None,
                                 new[index] if index < len(new) else None, key)
        return keys
    return {key} if key else set()


# The windows at several steps, from the first to the last, and each step's changes.
checked = sorted({0, 1, count // 4, count // 2, (3 * count) // 4, count - 1, count}
                 | set(range(max(0, count - 12), count + 1)))
for step in checked:
    shown = Page(dump(page, "step=%d" % step))
    if not shown.title.endswith("step %d of %d" % (step, count)):
        fail("the title at step %d is %r" % (step, shown.title))
    check_windows(step, shown)
    if step > 0:
        # Every step that changed the state lists changes naming a field it changed; one that
        # changed nothing lists none. (The diff is StateDiff's, by Swift field; the keys here
        # are the JSON's, so a step must name at least one of them, not necessarily all.)
        text = " ".join(shown.changes)
        keys = changed_keys(states[step - 1], states[step]) - {"_0"}
        before, after = states[step - 1], states[step]
        for member in sorted(set(before) | set(after)):
            if before.get(member) != after.get(member) and not any(
                    change.startswith(member + ".") for change in shown.changes):
                fail("step %d changed %r but its changes do not name it: %s"
                     % (step, member, text))
        leaves = keys - {"windows", "window", "screens"}
        if leaves and not any(key in text for key in leaves) and "more changes" not in text:
            fail("the changes of step %d name none of %s: %s" % (step, sorted(leaves), text))
        if not keys and shown.changes:
            fail("step %d changed nothing but lists %s" % (step, shown.changes))
        missing = sorted(key for key in keys if key not in text and "more changes" not in text)
        if missing:
            print("note: step %d's changes do not name %s" % (step, missing))
print("windows and changes match the replay at steps %s" % checked)

# Each row names its action: a screen action by its case and its screen (`showScreen todoList`),
# not by its generic type cut short, so that two screens' rows differ.
names = {step: name for step, _, name in Page(dump(page, "step=0")).rows}
screen_rows = {}
for step in range(1, count + 1):
    action = actions[str(staged[step])]["action"]
    if step not in names:
        fail("row %d is not drawn at step 0" % step)
    if "<" in names[step]:
        fail("row %d is named %r, a generic type" % (step, names[step]))
    if action["type"].startswith("ScreenAction"):
        # A screen action's payload has a key of the DevTools action's own (actionType), so
        # the export writes it under `payload`.
        screen = action["payload"]["screen"]
        expected = "%s %s" % (action["actionType"].split(".")[-1], screen)
        if names[step] != expected:
            fail("the row of screen action %d is %r, not %r" % (step, names[step], expected))
        screen_rows.setdefault(screen, set()).add(names[step])
shown_screens = {screen: rows for screen, rows in screen_rows.items() if any(
    row.startswith("showScreen") for row in rows)}
if len(shown_screens) < 2:
    fail("the session shows fewer than two screens: %s" % screen_rows)
print("rows: screen actions named %s" % sorted(set().union(*screen_rows.values())))

# The filters narrow the list.
everything = Page(dump(page, "step=0")).row_count
if everything != count:
    fail("the unfiltered list has %s rows for %d actions" % (everything, count))
window_one = Page(dump(page, "step=0&window=1"))
if not 0 < window_one.row_count < count:
    fail("the window filter leaves %s of %d rows" % (window_one.row_count, count))
if any(label not in (None, "W1", "all") for _, label, _ in window_one.rows):
    fail("the window filter shows rows of other windows: %s" % window_one.rows)
settings_actions = sum(1 for i in staged[1:] if actions[str(i)]["action"]["type"] == "SettingsAction")
by_name = Page(dump(page, "step=0&action=SettingsAction")).row_count
if by_name != settings_actions:
    fail("the action filter shows %s rows, the session has %d SettingsActions"
         % (by_name, settings_actions))
by_text = Page(dump(page, "step=0&q=dentist")).row_count
if not 0 < by_text < count:
    fail("the text filter leaves %s of %d rows" % (by_text, count))
by_screen = Page(dump(page, "step=0&screen=settings")).row_count
if not 0 < by_screen < count:
    fail("the screen filter leaves %s of %d rows" % (by_screen, count))
print("filters: window 1 %d, SettingsAction %d, 'dentist' %d, settings screen %d of %d rows"
      % (window_one.row_count, by_name, by_text, by_screen, count))

# The page can load nothing from outside.
with open(page) as handle:
    html = handle.read()
policy = ('<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
          "script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:\">")
if policy not in html:
    fail("the page has no Content-Security-Policy that forbids outside loads")
for reference in ("http:", "https:", "src=", "href=", "url(", "@import", "fetch(", "XMLHttpRequest",
                  "WebSocket", "//cdn"):
    if reference in html:
        fail("the page refers to %r" % reference)
print("no external reference; the Content-Security-Policy forbids every load")

# The 10,000-action page opens at its last step and draws only the rows in view.
shown = Page(dump(big, "step=10000"))
if not shown.title.endswith("step 10000 of 10000"):
    fail("the 10,000-action page's title is %r" % shown.title)
if not shown.windows or len(shown.rows) > 200 or shown.row_count != 10000:
    fail("the 10,000-action page shows %d windows and draws %d rows of %s"
         % (len(shown.windows), len(shown.rows), shown.row_count))
print("the 10,000-action page opens at step 10000, drawing %d rows" % len(shown.rows))

if screenshot:
    subprocess.run([chromium] + DUMP_FLAGS + ["--screenshot=" + screenshot, "--window-size=1400,900",
                                         "file://" + page + "#step=14"],
                   capture_output=True, timeout=120, check=True)
    print("screenshot: " + screenshot)
