#!/usr/bin/env python3
"""Headless Chromium for the inspector's checks, shared by each of them.

The check_*.py scripts read the page Chromium draws at an address (`dump_dom`). The drive_*.py
scripts drive a page like a person through the DevTools protocol (`Browser`), with
--remote-debugging-pipe: protocol messages go to Chromium's fd 3 and come from its fd 4, each
ended by a NUL byte. Every wait has a deadline. `drive` runs a drive's checks and reports its
first problem; throughout, a page must send no request but for its own file, and log no
JavaScript error, no console error and no refused load (`page_problems`): the
Content-Security-Policy stops a fetch before it becomes a request, so only the logged violation
shows that the page tried."""
import fcntl
import json
import os
import re
import select
import subprocess
import sys
import time

DUMP_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
              "--virtual-time-budget=10000"]


def dump_dom(chromium, path, fragment, fail):
    """The DOM Chromium draws for the page at path with the address fragment; calls fail, which
    must not return, when Chromium does not load it."""
    url = "file://" + path + "#" + fragment
    done = subprocess.run([chromium] + DUMP_FLAGS + ["--dump-dom", url], capture_output=True,
                          text=True, timeout=120)
    if done.returncode != 0 or "<body" not in done.stdout:
        fail("chromium did not load %s: %s" % (url, done.stderr[-500:]))
    return done.stdout


TIMEOUT = 30  # seconds, for any one reply or event
DRIVE_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--window-size=1400,900", "--remote-debugging-pipe"]
KEY_CODES = {"ArrowLeft": 37, "ArrowRight": 39, "ArrowUp": 38, "ArrowDown": 40, "Home": 36,
             "End": 35, "Tab": 9, "Enter": 13}


class Failure(Exception):
    """A problem found; main reports the first."""


def fail(message):
    raise Failure(message)


def pipe_above_4():
    """A pipe whose two ends are above fd 4, so moving other descriptors to 3 and 4 spares it."""
    ends = os.pipe()
    moved = tuple(fcntl.fcntl(end, fcntl.F_DUPFD_CLOEXEC, 5) for end in ends)
    for end in ends:
        os.close(end)
    return moved


class Browser:
    """Chromium on a protocol pipe, one page attached, and every event it reported."""

    def __init__(self, chromium):
        commands_read, self.commands = pipe_above_4()
        self.replies, replies_write = pipe_above_4()
        # pass_fds keeps a descriptor's number: Chromium's ends go to 3 and 4 for the launch.
        os.dup2(commands_read, 3)
        os.dup2(replies_write, 4)
        try:
            self.process = subprocess.Popen([chromium] + DRIVE_FLAGS + ["about:blank"],
                                            pass_fds=(3, 4), stdin=subprocess.DEVNULL,
                                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        except OSError as error:
            fail("cannot start %s: %s" % (chromium, error))
        finally:
            for end in (3, 4, commands_read, replies_write):
                os.close(end)
        self.buffer = b""
        self.next_id = 0
        self.session = None
        self.events = []
        self.page_url = None  # the page last opened, without its fragment
        self.page_events = 0

    def close(self):
        """Asks Chromium to quit, which ends its helper processes too; kills it if it does not."""
        try:
            self.send("Browser.close", browser_level=True)
            self.process.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait(timeout=TIMEOUT)
        os.close(self.commands)
        os.close(self.replies)

    def send(self, method, params=None, browser_level=False):
        """Sends a command, to the page unless browser_level; returns its id."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if not browser_level:
            message["sessionId"] = self.session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        return self.next_id

    def call(self, method, params=None, browser_level=False):
        """Sends a command and returns its result, recording the events that come before it."""
        sent = self.send(method, params, browser_level)
        reply = self.receive_until(lambda message: message.get("id") == sent, method)
        if "error" in reply:
            fail("%s: %s" % (method, reply["error"].get("message")))
        return reply.get("result", {})

    def wait_for(self, event, since):
        """The first event named event from the since-th recorded on, waiting for it if need be."""
        for message in self.events[since:]:
            if message["method"] == event:
                return message
        return self.receive_until(lambda message: message.get("method") == event, event)

    def receive_until(self, wanted, what):
        """The first message for which wanted is true, recording every event until then."""
        deadline = time.monotonic() + TIMEOUT
        while True:
            message = self.receive(deadline, what)
            if "method" in message:
                self.events.append(message)
            if wanted(message):
                return message

    def receive(self, deadline, what):
        """The next message, read from the pipe by deadline; what names it if none comes."""
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.replies], [], [], left)[0]:
                fail("no %s from Chromium within %d s" % (what, TIMEOUT))
            chunk = os.read(self.replies, 1 << 16)
            if not chunk:
                fail("Chromium closed the protocol pipe while waiting for %s" % what)
            self.buffer += chunk
        text, _, self.buffer = self.buffer.partition(b"\0")
        return json.loads(text)

    def open(self, url):
        """Opens a page with the domains whose events the checks read, then navigates to url."""
        self.page_url = url.split("#")[0]
        self.page_events = len(self.events)  # where that page's events begin
        target = self.call("Target.createTarget", {"url": "about:blank"}, browser_level=True)
        attached = self.call("Target.attachToTarget",
                             {"targetId": target["targetId"], "flatten": True}, browser_level=True)
        self.session = attached["sessionId"]
        for domain in ("Page", "Network", "Runtime", "Log"):
            self.call(domain + ".enable")
        since = len(self.events)
        if "errorText" in self.call("Page.navigate", {"url": url}):
            fail("Chromium cannot open %s" % url)
        self.wait_for("Page.loadEventFired", since)

    def evaluate(self, expression):
        """The value of a JavaScript expression in the page; a promise is awaited."""
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True})
        if "exceptionDetails" in result:
            fail("evaluating %s threw %s" % (expression, result["exceptionDetails"].get("text")))
        return result["result"].get("value")

    def press(self, key):
        """Presses and releases a key; Enter also types its character, as a button that it
        presses needs."""
        code = KEY_CODES[key]
        for kind in ("rawKeyDown", "keyUp"):
            event = {"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code,
                     "nativeVirtualKeyCode": code}
            if key == "Enter" and kind == "rawKeyDown":
                event.update({"type": "keyDown", "text": "\r", "unmodifiedText": "\r"})
            self.call("Input.dispatchKeyEvent", event)

    def click(self, x, y):
        self.call("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y,
                                                   "button": "left", "clickCount": 1})

    def box(self, selector):
        """The bounding box of the first element matching selector, as a dict."""
        found = self.evaluate("(function () { var e = document.querySelector(%s);"
                              " return e && e.getBoundingClientRect().toJSON(); })()"
                              % json.dumps(selector))
        if not found or found["width"] == 0 or found["height"] == 0:
            fail("the page shows no %s" % selector)
        return found

    def click_on(self, selector):
        box = self.box(selector)
        self.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)

    def settle(self):
        """Waits for two frames and a moment, so that what the last input started has happened."""
        self.evaluate("new Promise(function (done) { requestAnimationFrame(function () {"
                      " requestAnimationFrame(function () { setTimeout(done, 100); }); }); })")


def shown_step(browser):
    """The step the title names, and the total, from its ending `step K of N`."""
    title = browser.evaluate("document.title")
    found = re.search(r"step (\d+) of (\d+)$", title)
    if not found:
        fail("the title %r does not end with `step K of N`" % title)
    return int(found.group(1)), int(found.group(2))


def expect_step(browser, step, after):
    """The title and the address say step, after the input described by after."""
    browser.settle()
    shown, _ = shown_step(browser)
    if shown != step:
        fail("after %s the title says step %d, not %d" % (after, shown, step))
    address = browser.evaluate("location.hash")
    if not re.match(r"#step=%d(&|$)" % step, address):
        fail("after %s the address is %r, not #step=%d" % (after, address, step))


def page_problems(events, page_url):
    """In order, each request for anything but the page's own file, data: or about:, and each
    JavaScript exception, console error and error logged (a refused load is one)."""
    for event in events:
        method, params = event["method"], event["params"]
        if method == "Network.requestWillBeSent":
            url = params["request"]["url"]
            if url.split("#")[0] != page_url and not url.startswith(("data:", "about:")):
                yield "the page requested %s" % url
        elif method == "Runtime.exceptionThrown":
            details = params["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            yield "JavaScript error: %s" % text.splitlines()[0]
        elif method == "Runtime.consoleAPICalled" and params["type"] == "error":
            yield "console error: %s" % " ".join(
                str(arg.get("value", arg.get("description"))) for arg in params["args"])
        elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
            yield "logged error: %s" % params["entry"]["text"]


def expect_no_problems(browser, since=0):
    """Lets the last input's work happen, then fails on the first problem of the page last
    opened from the since-th event on."""
    browser.settle()
    for problem in page_problems(browser.events[since:], browser.page_url):
        fail(problem)


def drive(chromium, what, check):
    """Starts Chromium and runs check(browser); on a failure, prints `inspector WHAT failed:`
    with the problem, after the first problem of the page if that came before, and exits 1.
    Closes Chromium either way."""
    browser = None
    try:
        browser = Browser(chromium)
        check(browser)
    except Failure as failure:
        # A check that fails after the page logged an error or made a request names that first.
        first = None
        if browser and browser.page_url:
            first = next(page_problems(browser.events[browser.page_events:], browser.page_url),
                         None)
        message = str(failure)
        if first not in (None, message):
            message = "%s (then: %s)" % (first, message)
        print("inspector %s failed: %s" % (what, message), file=sys.stderr)
        sys.exit(1)
    finally:
        if browser:
            browser.close()
