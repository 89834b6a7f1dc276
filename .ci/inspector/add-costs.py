#!/usr/bin/env python3
"""Writes a sample-app recording to standard output with a known `cost` on its action lines, as
a store that measures would write them, so that the inspector's cost column, sort and bar can be
checked against figures that are known (check_costs.py, drive_costs.py). Deterministic: the same
recording gives the same file. Nothing is timed.

    add-costs.py RECORDING.jsonl

The action at position p costs T = (p * 37 % 23 + 1) µs in all, so that several actions are as
slow as each other (the sort must order them by position): 15% of it in reducers; 20% in the
middleware `recorder`, and for a todo list action 10% more in `todos`; 30% delivering to
p % 4 + 1 `TodoListController`s and 5% to one `SettingsController`; 2% in listeners; the rest
is the store's own work. Every seventh action has no cost, as a recording where only some lines
have one."""
import json
import sys


def total_ns(position):
    return (position * 37 % 23 + 1) * 1000


def cost(position, action):
    total = total_ns(position)
    middlewares = [{"name": "recorder", "ns": total * 20 // 100}]
    if action == "TodoListAction":
        middlewares.append({"name": "todos", "ns": total * 10 // 100})
    return {"totalNs": total, "reducersNs": total * 15 // 100, "middlewares": middlewares,
            "subscribers": [{"type": "TodoListController", "ns": total * 30 // 100,
                             "calls": position % 4 + 1},
                            {"type": "SettingsController", "ns": total * 5 // 100, "calls": 1}],
            "listenersNs": total * 2 // 100}


def main():
    with open(sys.argv[1]) as handle:
        lines = handle.read().splitlines()
    out = [lines[0]]
    for line in lines[1:]:
        if not line:
            continue
        action = json.loads(line)
        if action["position"] % 7 != 0:
            action["cost"] = cost(action["position"], action.get("action"))
        out.append(json.dumps(action, separators=(",", ":"), ensure_ascii=False))
    print("\n".join(out))


if __name__ == "__main__":
    main()
