#!/usr/bin/env bash
# The inspector's figures, in a release build (not asserted by any test; the DocC article
# "Inspecting Sessions" records what this printed), for two 10,000-action sample-app sessions
# written by .ci/inspector/make-long-session.py:
#
# - "mixed": several windows opened and closed, hundreds of todos added, ticked, moved and
#   removed, a second list, settings changes;
# - "growing" (--growing): four windows whose lists only grow, to about 9,000 todos.
#
# For each: the page's size, the time `redux-cli inspect` takes to write it (best of 3), and how
# much later headless Chromium shows that page at #step=10000 than a 10-action session's page at
# its last step (each the median of 5 `--dump-dom` runs, which load the page, run its script and
# print the DOM).
#
# Targets: at most 5 MB, written in at most 5 s; at most 3 s later in Chromium. ONLY=growing
# measures the second session alone.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v chromium >/dev/null || { echo "error: install chromium first" >&2; exit 1; }

swift build -c release --product redux-cli >/dev/null
cli="$(swift build -c release --show-bin-path)/redux-cli"
work=$(mktemp -d)
trap 'rm -rf "${work}"' EXIT
python3 .ci/inspector/make-long-session.py 10000 >"${work}/mixed.jsonl"
python3 .ci/inspector/make-long-session.py 10000 --growing >"${work}/growing.jsonl"
python3 .ci/inspector/make-long-session.py 10 >"${work}/small.jsonl"

now() { date +%s.%N; }
seconds() { python3 -c "import sys; print('%.2f' % (float(sys.argv[2]) - float(sys.argv[1])))" "$@"; }

load() {
  local runs=()
  for _ in 1 2 3 4 5; do
    local started
    started=$(now)
    chromium --headless --no-sandbox --disable-gpu --dump-dom "file://$1" >"${work}/dom.html" 2>/dev/null
    runs+=("$(seconds "${started}" "$(now)")")
    grep -q "$2" "${work}/dom.html" || { echo "error: the page did not reach $2" >&2; exit 1; }
  done
  printf '%s\n' "${runs[@]}" | sort -n | sed -n 3p
}

"${cli}" inspect "${work}/small.jsonl" >/dev/null
small=$(load "${work}/small.html#step=10" "step 10 of 10")

measure() {
  local name=$1 best="" took started
  for _ in 1 2 3; do
    started=$(now)
    "${cli}" inspect "${work}/${name}.jsonl" --force >/dev/null
    took=$(seconds "${started}" "$(now)")
    if [ -z "${best}" ] || python3 -c "import sys; sys.exit(not float(sys.argv[1]) < float(sys.argv[2]))" "${took}" "${best}"; then
      best=${took}
    fi
  done
  local bytes todos removed big
  bytes=$(wc -c <"${work}/${name}.html")
  todos=$(grep -o '"title"' "${work}/${name}.jsonl" | wc -l)
  removed=$(grep -o '"remove"' "${work}/${name}.jsonl" | wc -l || true)
  echo "${name}, 10,000 actions (${todos} todos added, ${removed} removed):" \
    "page $(python3 -c "print('%.2f' % (${bytes} / 1e6))") MB, written in ${best} s"
  big=$(load "${work}/${name}.html#step=10000" "step 10000 of 10000")
  echo "  chromium: #step=10000 of 10,000 actions in ${big} s, #step=10 of 10 actions in ${small} s:" \
    "$(seconds "${small}" "${big}") s later"
}
[ "${ONLY:-}" = growing ] || measure mixed
measure growing
