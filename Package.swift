// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Redux",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Redux", targets: ["Redux"]),
    .library(name: "ReduxTesting", targets: ["ReduxTesting"]),
    .library(name: "SampleApp", targets: ["SampleApp"]),
    .library(name: "ReduxDevTools", targets: ["ReduxDevTools"]),
    .executable(name: "redux-cli", targets: ["ReduxCLI"]),
    .executable(name: "redux-bench", targets: ["ReduxBench"]),
  ],
  targets: [
    .target(name: "Redux"),
    .target(name: "ReduxTesting", dependencies: ["Redux"]),
    .target(name: "SampleApp", dependencies: ["Redux"]),
    // A recorded session as a page to open in a browser, and as a Redux DevTools file, for any
    // app whose state is Encodable.
    .target(name: "ReduxDevTools", dependencies: ["Redux"]),
    // What users of the package drive: demo, simulate, replay, inspect, new-screen.
    .target(name: "ReduxCLIKit", dependencies: ["Redux", "ReduxDevTools", "SampleApp"]),
    // Its README.md is the command-line reference, read on the web or in a checkout.
    .executableTarget(name: "ReduxCLI", dependencies: ["ReduxCLIKit"], exclude: ["README.md"]),
    // The benchmark, apart from the user's CLI; it borrows the kit's argument parser and console.
    .executableTarget(name: "ReduxBench", dependencies: ["Redux", "ReduxCLIKit", "CPerfEvent"]),
    // The one system call `redux-bench` needs that Swift cannot make: perf_event_open, to count
    // the allocations a dispatch makes (Linux only; elsewhere it reports that it cannot).
    .target(name: "CPerfEvent"),
    // Fixtures shared by several test targets (seeds, a seeded generator, gates, hooks); not a
    // product.
    .target(name: "ReduxTestSupport", path: "Tests/ReduxTestSupport"),
    .testTarget(name: "ReduxTests", dependencies: ["Redux", "ReduxTesting", "ReduxTestSupport"]),
    .testTarget(
      name: "ReduxTestingTests",
      dependencies: ["Redux", "ReduxTesting", "ReduxTestSupport"]
    ),
    // A client written in the Swift 5 language mode, as many app targets still are: what such
    // code can do without a warning must not make the store run anything off the main actor.
    .testTarget(
      name: "ReduxSwift5ClientTests",
      dependencies: ["Redux"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "ReduxDevToolsTests",
      dependencies: ["Redux", "ReduxDevTools", "ReduxTestSupport"]
    ),
    .testTarget(
      name: "SampleAppTests",
      dependencies: ["Redux", "ReduxTesting", "SampleApp", "ReduxTestSupport"]
    ),
    .testTarget(name: "ReduxBenchTests", dependencies: ["Redux", "ReduxCLIKit", "ReduxBench"]),
    .testTarget(
      name: "ReduxCLITests",
      dependencies: [
        "Redux", "ReduxTesting", "SampleApp", "ReduxCLIKit", "ReduxCLI", "ReduxDevTools",
        "ReduxTestSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
