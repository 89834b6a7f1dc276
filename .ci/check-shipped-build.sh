#!/usr/bin/env bash
# The soundness suites in the configuration an app ships: Redux and ReduxTesting compiled in
# release as a package dependency, without `-enable-testing`.
#
# `swift test -c release` compiles this package's own modules with `-enable-testing`, which keeps
# every internal declaration visible to other modules. The optimizer must then assume that any
# module may reach the store's internal stored properties, and keeps their run-time exclusivity
# checks. An app's build is different: nothing outside Redux reaches them, and the optimizer may
# prove those accesses safe and remove the checks. The store's dispatch path is written so that it
# can: several per-dispatch flags and caches are internal and reached through small functions that
# are not inlined (their comments in `StoreCore`, `ListenerRegistry` and
# `SubscriberList` say which). This stage runs the attack suites against that build, so that code
# whose soundness leaned on a run-time check that is no longer there fails here, not in an app.
#
# The suites are the files CI's "soundness tests (release build)" stage runs that use the public
# API only, with the fixtures they share, copied into a throwaway package that depends on this one
# by path. The work a window's tasks report goes through the package-only `WorkTracking`, whose
# suite cannot be built here; the store's public side of it, `waitForWindowTasks`, is tested
# instead.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

work=$(mktemp -d)
trap 'rm -rf "${work}"' EXIT

suites=(
  Tests/ReduxTests/Fixtures/CounterFixtures.swift
  Tests/ReduxTests/Windows/WindowFixtures.swift
  Tests/ReduxTests/Windows/WindowCountingFixtures.swift
  Tests/ReduxTests/Reliability/ChainState.swift
  Tests/ReduxTests/Soundness/MainActorExecutorTests.swift
  Tests/ReduxTests/Soundness/PipelineSoundnessTests.swift
  Tests/ReduxTests/Soundness/SubscriberReplacementTests.swift
  Tests/ReduxTests/Soundness/ClosedWindowIdentityTests.swift
  Tests/ReduxTests/Soundness/DrainFairnessTests.swift
  Tests/ReduxTests/Soundness/SubscriberHandOverTests.swift
  Tests/ReduxTests/Soundness/DispatchFlagReentrancyTests.swift
  Tests/ReduxTests/Soundness/StateLoanTests.swift
  Tests/ReduxTests/KeyedState/CombinedReducerReentrancyTests.swift
  Tests/ReduxTests/Actions/ActionTypeCastTests.swift
  Tests/ReduxTests/Windows/ScreenInstanceFixtures.swift
  Tests/ReduxTests/Windows/StoreWaitForWindowTasksTests.swift
  Tests/ReduxTestingTests/MockStoreReentrancyTests.swift
)

# A suite that reaches internals could not be built this way; say so plainly instead of letting
# the build fail with a missing-module message.
for suite in "${suites[@]}" Tests/ReduxSwift5ClientTests/*.swift; do
  if grep -q '@testable' "${suite}"; then
    echo "check-shipped-build: ${suite} uses @testable; this stage runs public-API suites only" >&2
    exit 1
  fi
done

mkdir -p "${work}/Tests/ReduxTestSupport" "${work}/Tests/ShippedSoundnessTests" \
  "${work}/Tests/ShippedSwift5ClientTests"
cp Tests/ReduxTestSupport/*.swift "${work}/Tests/ReduxTestSupport/"
cp "${suites[@]}" "${work}/Tests/ShippedSoundnessTests/"
cp Tests/ReduxSwift5ClientTests/*.swift "${work}/Tests/ShippedSwift5ClientTests/"

cat >"${work}/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ShippedSoundness",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(name: "Redux", path: "${root}")],
  targets: [
    .target(name: "ReduxTestSupport", path: "Tests/ReduxTestSupport"),
    .testTarget(
      name: "ShippedSoundnessTests",
      dependencies: [
        .product(name: "Redux", package: "Redux"),
        .product(name: "ReduxTesting", package: "Redux"),
        "ReduxTestSupport",
      ]
    ),
    .testTarget(
      name: "ShippedSwift5ClientTests",
      dependencies: [.product(name: "Redux", package: "Redux")],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
EOF

cd "${work}"
# The build log is kept to show that Redux was compiled without `-enable-testing`.
swift build -c release --build-tests -v >"${work}/build.log" 2>&1 || {
  grep -E -A 3 'error:' "${work}/build.log" | head -n 60 >&2
  exit 1
}
redux_compile=$(grep -m 1 -E -- '-module-name Redux( |$)' "${work}/build.log" || true)
if [[ -z "${redux_compile}" ]]; then
  echo "check-shipped-build: the build log has no compile of the Redux module" >&2
  exit 1
fi
if grep -q -- '-enable-testing' <<<"${redux_compile}"; then
  echo "check-shipped-build: Redux was compiled with -enable-testing; this is not an app's build" >&2
  exit 1
fi
echo "Redux compiled in release without -enable-testing, as an app's dependency"
swift test -c release --skip-build
