#!/usr/bin/env python3
"""Writes a sample-app recording of N actions (10,000 unless given) to standard output: several
windows opened and closed, a todo list in each and a second list in the first, hundreds of todos
added, ticked, moved and removed, and the settings changed. Deterministic: the same N gives the
same file. Used by check-inspector-in-browser.sh and measure-inspector.sh.

    make-long-session.py [N] [--growing]

--growing writes a session whose lists only grow: four windows stay open, and todos are added
(about 9 of every 10 actions, some 9,000 at 10,000 actions), ticked and moved but never removed,
so that the state ends ten times as large as the first session's."""
import json
import sys

arguments = [argument for argument in sys.argv[1:] if argument != "--growing"]
growing = "--growing" in sys.argv[1:]
count = int(arguments[0]) if arguments else 10_000
header = {"formatVersion": 1, "app": "SampleApp",
          "initialState": {"activeScreens": {"closedWindows": [], "windows": []},
                           "settings": {"backgroundColor": "red", "textColor": "white"}}}
lines = [json.dumps(header, separators=(",", ":"))]


def window(number):
    return "00000000-0000-4000-8000-%012d" % number


def action(win, name, payload, instance=None):
    line = {"position": len(lines), "window": window(win)}
    if instance is not None:
        line["instance"] = instance
    line.update({"action": name, "payload": payload})
    lines.append(json.dumps(line, separators=(",", ":")))


def show(win, screen, instance=None):
    action(win, "ScreenAction<AppScreen>", {"actionType": {"showScreen": {}}, "screen": screen},
           instance)


def todo(win, payload, instance=None):
    action(win, "TodoListAction", payload, instance)


open_windows = []
todos = {}
for win in (1, 2, 3, 4):
    action(win, "WindowAction", {"openWindow": {}})
    show(win, "todoList")
    open_windows.append(win)
    todos[win] = 0
show(4, "settings")
show(1, "todoList", 99)
second = 0
colors = ["red", "blue", "purple", "yellow", "white"]
next_window = 5
step = 0
while growing and len(lines) - 1 < count:
    step += 1
    win = open_windows[step % len(open_windows)]
    if step % 101 == 0:
        action(4, "SettingsAction", {"changeBackgroundColor": {"_0": colors[step % len(colors)]}})
    elif step % 17 == 0 and todos[win] > 1:
        todo(win, {"toggle": {"index": step % todos[win]}})
    elif step % 23 == 0 and todos[win] > 1:
        origin = step % todos[win]
        todo(win, {"move": {"from": origin, "to": min(todos[win] - 1, origin + 1 + step % 3)}})
    elif step % 13 == 0 and second < 60:
        todo(1, {"add": {"title": "second list %d" % step}}, 99)
        second += 1
    else:
        todo(win, {"add": {"title": "todo %d in window %d" % (step, win)}})
        todos[win] += 1
while len(lines) - 1 < count:
    step += 1
    win = open_windows[step % len(open_windows)]
    if step % 997 == 0 and len(open_windows) > 2:
        action(win, "WindowAction", {"closeWindow": {}})
        open_windows.remove(win)
        del todos[win]
        action(next_window, "WindowAction", {"openWindow": {}})
        show(next_window, "todoList")
        open_windows.append(next_window)
        todos[next_window] = 0
        next_window += 1
    elif step % 101 == 0:
        action(4 if 4 in open_windows else win, "SettingsAction",
               {"changeBackgroundColor": {"_0": colors[step % len(colors)]}})
    elif step % 13 == 0 and second < 60:
        todo(1, {"add": {"title": "second list %d" % step}}, 99)
        second += 1
    elif todos[win] < 100 or (step % 4 == 0 and todos[win] < 140):
        todo(win, {"add": {"title": "todo %d in window %d" % (step, win)}})
        todos[win] += 1
    elif step % 4 == 1:
        todo(win, {"toggle": {"index": step % todos[win]}})
    elif step % 4 == 2:
        origin = step % todos[win]
        todo(win, {"move": {"from": origin, "to": min(todos[win] - 1, origin + 1 + step % 3)}})
    else:
        todo(win, {"remove": {"index": step % todos[win]}})
        todos[win] -= 1
print("\n".join(lines[: count + 1]))
