import Foundation
import Redux
import SampleApp
import Testing

@testable import ReduxCLIKit

@Suite("State tree")
struct StateTreeTests {
  private enum Status: Equatable {
    case idle
    case loaded(count: Int, label: String)
    case failed(String)
  }

  private struct Sample {
    var title = "Say \"hi\"\n"
    var count = 3
    var ratio = 0.5
    var done = false
    var note: String?
    var status = Status.loaded(count: 2, label: "two")
    var failure = Status.failed("offline")
    var idle = Status.idle
    var colours: [Color] = [.red, .blue]
    var scores = ["b": 2, "a": 1]
    var window = WindowUUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    var rejection: TodoListRejection? = .emptyTitle
  }

  @Test func reflectsAnyValueIntoPlainData() {
    let tree = StateTree(reflecting: Sample())
    #expect(
      tree
        == .object([
          (key: "title", value: .string("Say \"hi\"\n")),
          (key: "count", value: .number("3")),
          (key: "ratio", value: .number("0.5")),
          (key: "done", value: .bool(false)),
          (key: "note", value: .null),
          (
            key: "status",
            value: .object([
              (
                key: "loaded",
                value: .object([
                  (key: "count", value: .number("2")), (key: "label", value: .string("two")),
                ])
              )
            ])
          ),
          (key: "failure", value: .object([(key: "failed", value: .string("offline"))])),
          (key: "idle", value: .symbol("idle")),
          (key: "colours", value: .array([.symbol("red"), .symbol("blue")])),
          (
            key: "scores",
            value: .object([(key: "a", value: .number("1")), (key: "b", value: .number("2"))])
          ),
          (key: "window", value: .symbol("E621E1F8-C36C-495A-93FC-0C247A3E6E5F")),
          (key: "rejection", value: .symbol("add: a todo needs a title")),
        ]))
  }

  @Test func writesCompactJSONThatFoundationReads() throws {
    let json = StateTree(reflecting: Sample()).json
    #expect(
      json.hasPrefix(#"{"title":"Say \"hi\"\n","count":3,"ratio":0.5,"done":false,"note":null,"#))
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(object?["title"] as? String == "Say \"hi\"\n")
    #expect(object?["colours"] as? [String] == ["red", "blue"])
    #expect((object?["scores"] as? [String: Int]) == ["a": 1, "b": 2])
  }

  @Test func escapesControlCharactersInJSON() {
    #expect(StateTree.string("a\u{1}b\tc\\").json == #""a\u0001b\tc\\""#)
  }

  @Test func writesIndentedTextForPeople() {
    let tree = StateTree.object([
      (
        key: "items",
        value: .array([
          .object([
            (key: "title", value: .string("Buy milk")), (key: "isCompleted", value: .bool(false)),
          ])
        ])
      ),
      (key: "tags", value: .array([])),
      (key: "suggestion", value: .null),
      (key: "colour", value: .symbol("red")),
    ])
    #expect(
      tree.textLines() == [
        "items:",
        "  - title: \"Buy milk\"",
        "    isCompleted: false",
        "tags: []",
        "suggestion: nil",
        "colour: red",
      ])
  }

  @Test func leavesOutAKeyAtTheTopOnly() {
    let tree = StateTree.object([
      (key: "windowUUID", value: .symbol("x")),
      (key: "inner", value: .object([(key: "windowUUID", value: .symbol("y"))])),
    ])
    #expect(
      tree.removingKey("windowUUID")
        == .object([(key: "inner", value: .object([(key: "windowUUID", value: .symbol("y"))]))]))
  }
}
