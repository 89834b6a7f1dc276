import Foundation
import Testing

/// The built `redux-cli` executable, run as a user runs it: input piped in, output read back.
@Suite("redux-cli executable")
struct EndToEndTests {
  /// A class to find the test bundle by.
  private final class BundleMarker {}

  /// The `redux-cli` built beside the tests, if it can be found.
  static let executable: URL? = {
    let arguments0 = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    let folders = [
      Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent(),
      Bundle.main.bundleURL,
      arguments0.deletingLastPathComponent(),
      PackageFiles.root.appendingPathComponent(".build/debug"),
    ]
    return folders.map { $0.appendingPathComponent("redux-cli") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  @Test(
    .enabled(
      if: executable != nil,
      "the redux-cli executable was not found beside the test bundle or in .build/debug"))
  func runsAPipedSessionAndStopsAtTheFirstBadLine() throws {
    let executable = try #require(Self.executable)
    let result = try Self.run(
      executable, arguments: ["simulate"],
      input: "open todoList\ntodo add 1 Buy milk\nclose 3\nopen\n")
    #expect(result.status == 65)
    #expect(result.errors == "stdin:3: error: no window 3. Windows: 1. Type 'help' for commands.\n")
    #expect(
      result.output == """
        > open todoList
        ┌─ window 1 · BFF833EE ──────────────┐
        ├─ todoList ─────────────────────────┤
        │ Todos (background red, text white) │
        │ (no todos)                         │
        └────────────────────────────────────┘
          WindowAction(WindowActionType.openWindow, window: BFF833EE)
            activeScreens.screensByWindow[BFF833EE]: (none) → []
            activeScreens.openWindows[0]: (none) → BFF833EE
          ScreenAction<AppScreen>(ScreenActionType.showScreen, window: BFF833EE, screen:
              .todoList)
            activeScreens.screensByWindow[BFF833EE][0]: (none) →
                .todoList(TodoListState(windowUUID: BFF833EE, items: [], nextItemID: 1,
                suggestion: nil, isFetchingSuggestion: false, rejection: nil,
                suggestionError: nil))

        > todo add 1 Buy milk
        ┌─ window 1 · BFF833EE ──────────────┐
        ├─ todoList ─────────────────────────┤
        │ Todos (background red, text white) │
        │ 1. [ ] Buy milk                    │
        └────────────────────────────────────┘
          Action(TodoListAction.add(title: "Buy milk"), window: BFF833EE)
            activeScreens.screensByWindow[BFF833EE][0].todoList.items[0]: (none) →
                TodoItem(id: 1, title: "Buy milk", isCompleted: false)
            activeScreens.screensByWindow[BFF833EE][0].todoList.nextItemID: 1 → 2

        > close 3

        """)
  }

  /// Runs a program with input on its standard input, and collects what it wrote.
  private static func run(
    _ executable: URL,
    arguments: [String],
    input: String
  ) throws -> (status: Int32, output: String, errors: String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("redux-cli-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputURL = folder.appendingPathComponent("stdout")
    let errorsURL = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputURL)
    let errors = try FileHandle(forWritingTo: errorsURL)
    let stdin = Pipe()
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardInput = stdin
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    process.waitUntilExit()
    try output.close()
    try errors.close()
    return (
      process.terminationStatus,
      try String(contentsOf: outputURL, encoding: .utf8),
      try String(contentsOf: errorsURL, encoding: .utf8)
    )
  }
}
