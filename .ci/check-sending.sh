#!/usr/bin/env bash
# Compile checks of what dispatching code the compiler accepts and refuses (Tests/CompileChecks):
# an action that holds an object of an actor's own state must not be dispatched from that actor,
# through any dispatching type, while fresh actions compile without a warning from anywhere.
# Needs the debug build of the package's modules: run it after `swift build --build-tests`.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=.build/debug/Modules
if [[ ! -d "${modules}" ]]; then
  echo "check-sending: ${modules} is missing; build the package first" >&2
  exit 1
fi
# `-emit-sil` runs the checks of sending and regions, which a type check alone does not. Each
# check is compiled with the types the checks share, in `Support/`.
compile() {
  swiftc -swift-version 6 -parse-as-library -wmo -module-name CompileCheck -emit-sil -o /dev/null \
    -I "${modules}" \
    Tests/CompileChecks/Support/*.swift "$@"
}

failures=0
for file in Tests/CompileChecks/Accepted/*.swift; do
  if output=$(compile -warnings-as-errors "${file}" 2>&1); then
    echo "accepted as it must be: ${file}"
  else
    echo "check-sending: ${file} must compile without a warning, but:" >&2
    echo "${output}" >&2
    failures=$((failures + 1))
  fi
done

for file in Tests/CompileChecks/Rejected/*.swift; do
  expected_line=$(grep -n 'expected-error: sending' "${file}" | cut -d: -f1)
  if output=$(compile "${file}" 2>&1); then
    echo "check-sending: ${file} compiled, but its line ${expected_line} must be refused" >&2
    failures=$((failures + 1))
  elif grep -q "${file}:${expected_line}:[0-9]*: error: sending .* risks causing data races" \
    <<<"${output}"; then
    echo "refused as it must be: ${file}:${expected_line}"
  else
    echo "check-sending: ${file} failed to compile, but not with the expected error:" >&2
    echo "${output}" >&2
    failures=$((failures + 1))
  fi
done

if ((failures > 0)); then
  echo "check-sending: ${failures} check(s) failed" >&2
  exit 1
fi
