#!/usr/bin/env bash
# The inspector page in a real browser: records a sample-app session (windows opened and closed,
# a second todo list, a suggestion, settings changed), writes its page and DevTools file with
# `redux-cli inspect`, and checks in headless Chromium that the page shows the replay's windows
# at several steps, names each step's changes, filters, loads a 10,000-action session and can
# load nothing from outside (.ci/inspector/check_page.py). Then drives the page like a person
# through the DevTools protocol: ←/→ and Home/End, a click on a row, a click on the slider and
# typing in the filter field each do what they should, an address with a broken `%` escape and
# state keys named `__proto__` or `constructor` are read as they are, and the page sends no
# request but for its own file and logs no error (.ci/inspector/drive_page.py). Last, the same
# recording with known costs on its lines (.ci/inspector/add-costs.py): its page's cost column,
# sort and cost bar must show those costs, the page without costs none of them
# (.ci/inspector/check_costs.py), and Tab and Enter, ←/→, ↑/↓ and clicks must sort and walk the
# list (.ci/inspector/drive_costs.py).
# Then a second session with batches (`todo import`, .ci/inspector/batch-session.txt), with and
# without costs: each batch must be one step of the list, walked by keys, the slider and the
# address, showing its actions, the state after its last and its summed cost
# (.ci/inspector/drive_batches.py).
#
# Installs Debian's chromium (and python3) when missing; CI runs as root with no standard input.
# SCREENSHOT=path also writes a 1400x900 picture of the page there.
set -euo pipefail
cd "$(dirname "$0")/.."

install() {
  if [ "$(id -u)" -ne 0 ]; then
    echo "error: $1 is missing; install it (apt-get install -y $1)" >&2
    exit 1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get update -qq </dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" </dev/null >/dev/null
}
command -v chromium >/dev/null || install chromium
command -v python3 >/dev/null || install python3

# The release build: the 10,000-action page is written in seconds there, in minutes in a debug
# build. The release soundness stage has built most of it already.
swift build -c release --product redux-cli
cli="$(swift build -c release --show-bin-path)/redux-cli"
work=$(mktemp -d)
trap 'rm -rf "${work}"' EXIT

cp .ci/inspector/session.txt "${work}/session.txt"
(cd "${work}" && "${cli}" simulate --script session.txt --record session.jsonl >/dev/null </dev/null)
"${cli}" inspect "${work}/session.jsonl"
"${cli}" inspect "${work}/session.jsonl" --devtools "${work}/session.json"
python3 .ci/inspector/add-costs.py "${work}/session.jsonl" >"${work}/costs.jsonl"
"${cli}" inspect "${work}/costs.jsonl"
cp .ci/inspector/batch-session.txt "${work}/batch-session.txt"
(cd "${work}" && "${cli}" simulate --script batch-session.txt --record batches.jsonl \
  >/dev/null </dev/null)
"${cli}" inspect "${work}/batches.jsonl" --output "${work}/batches.html" \
  --devtools "${work}/batches.json"
python3 .ci/inspector/add-costs.py "${work}/batches.jsonl" >"${work}/batch-costs.jsonl"
"${cli}" inspect "${work}/batch-costs.jsonl"
python3 .ci/inspector/make-long-session.py 10000 >"${work}/big.jsonl"
"${cli}" inspect "${work}/big.jsonl"

python3 .ci/inspector/check_page.py "$(command -v chromium)" "${work}/session.html" \
  "${work}/session.json" "${work}/big.html" ${SCREENSHOT:+"${SCREENSHOT}"}
python3 .ci/inspector/drive_page.py "$(command -v chromium)" "${work}/session.html"
python3 .ci/inspector/check_costs.py "$(command -v chromium)" "${work}/session.html" \
  "${work}/costs.html" "${work}/costs.jsonl"
python3 .ci/inspector/drive_costs.py "$(command -v chromium)" "${work}/costs.html" \
  "${work}/costs.jsonl"
python3 .ci/inspector/drive_batches.py "$(command -v chromium)" "${work}/batches.html" \
  "${work}/batches.json" "${work}/batches.jsonl" "${work}/batch-costs.html" \
  "${work}/batch-costs.jsonl"
