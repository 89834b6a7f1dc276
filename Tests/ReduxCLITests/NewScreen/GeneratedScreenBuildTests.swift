import Foundation
import ReduxCLIKit
import Testing

/// Generates screens into a copy of the whole package, then formats-checks, builds and tests
/// the copy: the generated screens compile without warnings, pass their own tests, and break
/// none of the app's. Both action styles are generated: enum actions (the default), with and
/// without a middleware, and class actions (`--class-actions`) with one.
///
/// It builds a second copy of the package from scratch (about a minute on two cores), so it
/// runs only when `REDUX_NEW_SCREEN_BUILD=1` is set; CI sets it in its own stage.
@MainActor
@Suite(
  "new-screen: generated screens build and pass their tests",
  .enabled(
    if: ProcessInfo.processInfo.environment["REDUX_NEW_SCREEN_BUILD"] == "1",
    "set REDUX_NEW_SCREEN_BUILD=1 to build a generated screen"),
  .timeLimit(.minutes(30))
)
struct GeneratedScreenBuildTests {
  @Test func generatedScreensBuildAndPassTheirTests() async throws {
    let copy = try PackageCopy(["Package.swift", ".swift-format", "Sources", "Tests", "Templates"])
    defer { copy.remove() }
    // `Open` makes `case open`, a contextual keyword, which must build like any other name. The
    // two long names keep each style's longest lines within the format's 100 columns.
    let screens = [
      ["Profile"], ["AccessibilityPreferences", "--middleware"], ["Open"],
      ["NotificationPreferences", "--middleware", "--class-actions"],
    ]
    for arguments in screens {
      let console = BufferedConsole()
      let context = CommandContext(console: console, currentDirectory: copy.root, environment: [:])
      let status = await RootCommand.run(["new-screen"] + arguments, context: context)
      #expect(status == .success, "\(console.errors)")
    }
    let features = "Sources/SampleApp/Features/"
    for (name, declaration) in [
      ("Profile", "public enum ProfileAction: ModernAction, Equatable, Codable {"),
      (
        "AccessibilityPreferences",
        "public enum AccessibilityPreferencesAction: ModernAction, Equatable, Codable {"
      ),
      (
        "NotificationPreferences",
        "public final class NotificationPreferencesAction: Action, RecordableAction {"
      ),
    ] {
      let action = try copy.read("\(features)\(name)/\(name)Action.swift")
      #expect(action.contains(declaration), "\(name)Action is not in the style asked for")
    }

    let lint = try run(["format", "lint", "--strict", "--recursive", "Sources", "Tests"], in: copy)
    #expect(lint.status == 0, "swift format lint:\n\(lint.output)")

    let build = try run(
      ["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: copy)
    try #require(build.status == 0, "swift build:\n\(build.output)")

    let test = try run(["test", "--skip-build", "--filter", "SampleAppTests"], in: copy)
    #expect(test.status == 0, "swift test:\n\(test.output)")
    // The run passed as a whole (its status), so each generated suite that started passed. A
    // suite's own "passed" line is not waited for: one run printed the start of three generated
    // suites and the run's "passed" summary, but not their suites' "passed" lines.
    for suite in [
      "Profile screen", "Accessibility preferences screen", "Accessibility preferences middleware",
      "Open screen", "Notification preferences screen", "Notification preferences middleware",
    ] {
      #expect(test.output.contains("Suite \"\(suite)\" started"), "\(suite) did not run")
    }
    #expect(test.output.contains("Test run with "), "swift test:\n\(test.output)")
  }

  /// Runs `swift` with arguments in the copy, returning its exit status and its output and
  /// errors together.
  private func run(
    _ arguments: [String], in copy: PackageCopy
  ) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = copy.root
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
