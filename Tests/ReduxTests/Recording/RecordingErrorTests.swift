import Foundation
import Redux
import Testing

@Suite("Recording: bad recordings give an error naming the file and the line")
struct RecordingErrorTests {
  private let header = BoardRecording.header
  private let window = BoardWindows.first.uuidString

  private func read(_ text: String) -> RecordingError? {
    do {
      _ = try Recording(text: text, file: "bug.jsonl", registry: .board)
      return nil
    } catch {
      return error
    }
  }

  @Test func aLineThatIsNotJSON() {
    let error = read(header + "\n" + "{\"position\":1,\n")
    #expect(error == .notJSON(file: "bug.jsonl", line: 2))
    #expect(error?.description == "bug.jsonl:2: not a JSON object")
  }

  @Test func aHeaderThatIsNotJSON() {
    #expect(read("formatVersion=1\n") == .notJSON(file: "bug.jsonl", line: 1))
  }

  @Test func anUnknownActionType() {
    let error = read(
      header + "\n"
        + #"{"position":1,"window":"\#(window)","action":"ProfileAction","payload":{"opened":{}}}"#)
    #expect(error == .unknownActionType(file: "bug.jsonl", line: 2, name: "ProfileAction"))
    #expect(
      error?.description
        == "bug.jsonl:2: unknown action type 'ProfileAction'; register it in the app's "
        + "ActionRegistry")
  }

  @Test func aPayloadThatDoesNotDecode() {
    let error = read(
      header + "\n"
        + #"{"position":1,"window":"\#(window)","action":"StampAction","payload":{"stamp":"seven"}}"#
    )
    guard case .undecodablePayload(let file, let line, let name, let reason)? = error else {
      Issue.record("expected undecodablePayload, got \(String(describing: error))")
      return
    }
    #expect(file == "bug.jsonl")
    #expect(line == 2)
    #expect(name == "StampAction")
    #expect(reason.contains("payload.stamp"))
    #expect(error?.description.hasPrefix("bug.jsonl:2: the payload of 'StampAction'") == true)
  }

  @Test func aMissingPayload() {
    let error = read(
      header + "\n" + #"{"position":1,"window":"\#(window)","action":"NoteAction"}"#)
    guard case .undecodablePayload(_, 2, "NoteAction", let reason)? = error else {
      Issue.record("expected undecodablePayload, got \(String(describing: error))")
      return
    }
    #expect(reason == "no 'payload'")
  }

  @Test func aMissingFormatVersion() {
    let error = read(#"{"app":"Board"}"# + "\n")
    #expect(error == .missingFormatVersion(file: "bug.jsonl", line: 1))
    #expect(
      error?.description
        == "bug.jsonl:1: no formatVersion; the first line of a recording is its header")
  }

  @Test func aRecordingWithoutItsHeader() {
    let error = read(
      #"{"position":1,"window":"\#(window)","action":"NoteAction","payload":{"clear":{}}}"#)
    #expect(error == .missingFormatVersion(file: "bug.jsonl", line: 1))
  }

  @Test func aNewerFormatVersion() {
    let error = read(#"{"formatVersion":2,"app":"Board"}"#)
    #expect(error == .newerFormatVersion(file: "bug.jsonl", line: 1, version: 2, supported: 1))
    #expect(
      error?.description
        == "bug.jsonl:1: format version 2 is newer than this library reads (1); replay it with "
        + "a newer version")
  }

  @Test func anEmptyFile() throws {
    #expect(read("") == .emptyFile(file: "bug.jsonl"))
    let file = try TemporaryRecordingFile(name: "empty.jsonl")
    defer { file.cleanUp() }
    try Data().write(to: file.url)
    #expect(throws: RecordingError.emptyFile(file: file.url.path)) {
      try Recording(contentsOf: file.url, registry: .board)
    }
  }

  @Test func aFileThatDoesNotExist() {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "no-such-recording-\(UUID().uuidString).jsonl")
    do {
      _ = try Recording(contentsOf: url, registry: .board)
      Issue.record("a missing file was read")
    } catch {
      guard case .unreadableFile(let file, _) = error else {
        Issue.record("expected unreadableFile, got \(error)")
        return
      }
      #expect(file == url.path)
    }
  }

  @Test func positionsThatDoNotFollowEachOther() {
    let error = read(
      header + "\n"
        + #"{"position":1,"window":"\#(window)","action":"NoteAction","payload":{"clear":{}}}"#
        + "\n"
        + #"{"position":3,"window":"\#(window)","action":"NoteAction","payload":{"clear":{}}}"#)
    #expect(
      error
        == .malformedLine(
          file: "bug.jsonl", line: 3, problem: "position 3 where 2 was expected"))
  }

  @Test func aLineWithoutItsWindow() {
    let error = read(
      header + "\n" + #"{"position":1,"action":"NoteAction","payload":{"clear":{}}}"#)
    #expect(error == .malformedLine(file: "bug.jsonl", line: 2, problem: "no 'window'"))
  }

  @Test func theErrorComesAloneWithNoRecording() {
    // The first problem stops the reading: later good lines give no partial recording.
    let text =
      header + "\n" + "not json\n"
      + #"{"position":1,"window":"\#(window)","action":"NoteAction","payload":{"clear":{}}}"#
    #expect(throws: RecordingError.notJSON(file: "bug.jsonl", line: 2)) {
      try Recording(text: text, file: "bug.jsonl", registry: .board)
    }
  }
}
