#!/usr/bin/env bash
# The safety rules of CONTRIBUTING.md ("Soundness"), checked over every Swift file of the
# framework and its testing kit:
# - no unsafeBitCast, unsafeDowncast, Unmanaged, withUnsafeGuaranteedRef, unowned(unsafe),
#   unsafe pointers or buffers, unsafelyUnwrapped, or @exclusivity(unchecked);
# - no `isolated` parameter and no #isolation on the dispatch path: isolation is never taken on
#   the caller's word;
# - each `@unchecked Sendable` or `nonisolated(unsafe)` is preceded, in the comment just above
#   it, by a line that starts with `Safety:` and says what protects every access.
set -euo pipefail
cd "$(dirname "$0")/.."

directories=(Sources/Redux Sources/ReduxTesting)
forbidden='unsafeBitCast|unsafeDowncast|Unmanaged|withUnsafe|Unsafe[A-Za-z]*(Pointer|Buffer)'
forbidden+='|unowned\(unsafe\)|unsafelyUnwrapped|@exclusivity|isolated \(any Actor\)|#isolation'

failures=0
# Code only: lines that are comments may name the constructs, to explain why they are absent.
while IFS= read -r hit; do
  echo "check-safety-rules: forbidden construct: ${hit}" >&2
  failures=$((failures + 1))
done < <(grep -rnE --include='*.swift' "${forbidden}" "${directories[@]}" \
  | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' || true)

# Each unchecked declaration needs `Safety:` in the comment block right above it.
while IFS=: read -r file line _; do
  found=0
  for ((above = line - 1; above > 0; above--)); do
    text=$(sed -n "${above}p" "${file}")
    [[ "${text}" =~ ^[[:space:]]*(//|@) ]] || break
    if [[ "${text}" =~ ^[[:space:]]*///?[[:space:]]*Safety: ]]; then
      found=1
      break
    fi
  done
  if ((found == 0)); then
    echo "check-safety-rules: ${file}:${line}: no 'Safety:' comment just above it" >&2
    failures=$((failures + 1))
  fi
done < <(grep -rnE --include='*.swift' '@unchecked Sendable|nonisolated\(unsafe\)' \
  "${directories[@]}" | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' || true)

if ((failures > 0)); then
  echo "check-safety-rules: ${failures} violation(s)" >&2
  exit 1
fi
echo "check-safety-rules: every file of ${directories[*]} follows the rules"
