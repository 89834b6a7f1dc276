import Foundation
import ReduxCLIKit
import Testing

/// `new-screen` in an app whose files end their lines with "\r\n", as a checkout on Windows may:
/// it finds the declarations it edits, and every file keeps its line breaks.
@MainActor
@Suite("new-screen: Windows line endings")
struct NewScreenLineEndingTests {
  /// The text files of a copy, by path.
  private func textFiles(of copy: PackageCopy) throws -> [String: String] {
    try copy.snapshot().compactMapValues { data in
      data.isEmpty ? nil : String(decoding: data, as: UTF8.self)
    }
  }

  /// Rewrites every file of a copy with "\r\n" line breaks.
  private func convertToWindowsLineEndings(_ copy: PackageCopy) throws {
    for (path, text) in try textFiles(of: copy) {
      try copy.write(path, text.replacingOccurrences(of: "\n", with: "\r\n"))
    }
  }

  /// Runs `new-screen` in a copy.
  private func run(_ arguments: [String], in copy: PackageCopy) async -> (ExitCode, BufferedConsole)
  {
    let console = BufferedConsole()
    let context = CommandContext(console: console, currentDirectory: copy.root, environment: [:])
    let status = await RootCommand.run(["new-screen"] + arguments, context: context)
    return (status, console)
  }

  @Test func editsAnAppWithWindowsLineEndingsAsItEditsOneWithUnixOnes() async throws {
    let unix = try PackageCopy()
    defer { unix.remove() }
    let windows = try PackageCopy()
    defer { windows.remove() }
    try convertToWindowsLineEndings(windows)

    let (unixStatus, _) = await run(["Profile", "--middleware"], in: unix)
    let (windowsStatus, console) = await run(["Profile", "--middleware"], in: windows)

    #expect(unixStatus == .success)
    #expect(windowsStatus == .success)
    #expect(console.errors.isEmpty)
    let unixFiles = try textFiles(of: unix)
    let windowsFiles = try textFiles(of: windows)
    #expect(Set(windowsFiles.keys) == Set(unixFiles.keys))
    for (path, text) in windowsFiles {
      // The same lines as in the Unix copy, whatever their breaks.
      #expect(
        text.replacingOccurrences(of: "\r\n", with: "\n") == unixFiles[path],
        "\(path) differs from the Unix copy's")
      // Every line break of an edited app file is still "\r\n"; the new files come from the
      // templates, which were converted too.
      #expect(
        !text.replacingOccurrences(of: "\r\n", with: "").unicodeScalars.contains("\n"),
        "\(path) has a bare \"\\n\"")
    }
    let screen = try #require(windowsFiles["Sources/SampleApp/App/AppScreen.swift"])
    #expect(
      screen.contains("  case exampleFeature\r\n  /// The profile screen.\r\n  case profile\r\n}"))
  }

  @Test func aDryRunOfAWindowsAppShowsTheLinesItWouldAdd() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    try convertToWindowsLineEndings(copy)
    let before = try copy.snapshot()

    let (status, console) = await run(["Profile", "--dry-run"], in: copy)

    #expect(status == .success)
    #expect(console.errors.isEmpty)
    #expect(console.output.contains("+  case profile\n"))
    #expect(!console.output.contains("\r"))
    #expect(try copy.snapshot() == before)
  }
}
