import Foundation
import Testing

@testable import ReduxCLIKit

/// The history's rules, walking it, searching it, and its file.
@Suite("line editing: history")
struct LineHistoryTests {
  @Test func leavesOutBlankLinesLinesStartingWithASpaceAndRepeats() {
    var history = LineHistory()
    let kept = ["open", "open", " secret", "   ", "", "windows", "open"].map { history.add($0) }
    #expect(kept == [true, false, false, false, false, true, true])
    #expect(history.lines == ["open", "windows", "open"])
  }

  @Test func keepsTheNewestThousandLines() {
    let history = LineHistory((1...1_005).map { "line \($0)" })
    #expect(history.lines.count == 1_000)
    #expect(history.lines.first == "line 6")
    #expect(history.lines.last == "line 1005")
  }

  @Test func walksBackAndGivesBackTheLineBeingTyped() {
    var walk = HistoryWalk(LineHistory(["open", "windows"]))
    #expect(walk.newer() == nil)
    #expect(walk.older(than: "todo a") == "windows")
    #expect(walk.older(than: "windows") == "open")
    #expect(walk.older(than: "open") == nil)
    #expect(walk.newer() == "windows")
    #expect(walk.newer() == "todo a")
    #expect(walk.newer() == nil)
  }

  @Test func searchesBackwardIncrementally() {
    var search = HistorySearch(LineHistory(["todo add 1 milk", "open", "todo add 1 bread"]))
    #expect(search.match == nil)
    search.type("to")
    #expect(search.match == "todo add 1 bread")
    search.findOlder()
    #expect(search.match == "todo add 1 milk")
    search.type("do add 1 m")
    #expect(search.match == "todo add 1 milk")
    search.type("x")
    #expect(search.failed)
    #expect(search.prompt == "(failed reverse-i-search)'todo add 1 mx': ")
    #expect(search.match == "todo add 1 milk")
    search.deleteBackward()
    #expect(!search.failed)
    search.deleteBackward()
    search.deleteBackward()
    #expect(search.match == "todo add 1 bread")
  }

  @Test func namesTheFileFromTheEnvironment() {
    let state = HistoryFile.standard(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])
    #expect(state?.url.path == "/s/redux-cli/history")
    let home = HistoryFile.standard(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])
    #expect(home?.url.path == "/h/.local/state/redux-cli/history")
    #expect(HistoryFile.standard(environment: [:]) == nil)
  }

  @Test func writesAndReadsTheFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("redux-cli-history-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try #require(HistoryFile.standard(environment: ["XDG_STATE_HOME": folder.path]))
    #expect(try file.read().lines == [])
    try file.write(LineHistory(["open", "todo add 1 milk"]))
    #expect(try String(contentsOf: file.url, encoding: .utf8) == "open\ntodo add 1 milk\n")
    #expect(try file.read().lines == ["open", "todo add 1 milk"])
  }

  @Test func reportsAFileThatCannotBeReadOrWritten() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("redux-cli-history-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // A folder where the history file should be: neither read nor written.
    let blocked = folder.appendingPathComponent("redux-cli/history")
    try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
    let file = try #require(HistoryFile.standard(environment: ["XDG_STATE_HOME": folder.path]))
    #expect(throws: HistoryFileError.self) { try file.read() }
    do {
      try file.write(LineHistory(["open"]))
      Issue.record("a folder was written over")
    } catch {
      #expect(!error.reading)
      #expect(
        error.message.hasPrefix("warning: the history file \(blocked.path) cannot be written"))
    }
    let notText = folder.appendingPathComponent("other")
    try Data([0xFF, 0xFE, 0x0A]).write(to: notText)
    #expect(throws: HistoryFileError.self) { try HistoryFile(url: notText).read() }
  }
}
