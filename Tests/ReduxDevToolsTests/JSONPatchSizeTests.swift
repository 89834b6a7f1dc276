import Foundation
import Testing

@testable import ReduxDevTools

@Suite("Patches weighed: their size as the page holds them, and the smaller form chosen")
struct JSONPatchSizeTests {
  /// A window with a long todo list and a settings screen, as the sample app encodes it.
  func window(todos: Int, toggled: Int? = nil, confirmation: String?) -> JSONValue {
    let items = (0..<todos).map { index in
      JSONValue.object([
        "title": .string("todo \(index) <b> & \"co\" é 🙂"),
        "isCompleted": .bool(index == toggled),
      ])
    }
    var settings: [String: JSONValue] = ["backgroundColor": .string("red")]
    if let confirmation { settings["confirmation"] = .string(confirmation) }
    return .object([
      "screens": .array([
        .object(["todoList": .object(["_0": .object(["items": .array(items)])])]),
        .object(["settings": .object(["_0": .object(settings)])]),
      ])
    ])
  }

  @Test func theSizeIsTheLengthOfTheTextThePageHolds() throws {
    let values: [JSONValue] = [
      .null, .bool(true), .bool(false), .number("-12.5e3"), .string(""),
      .string("\u{1}\n\t\r\\\"<>&\u{2028}\u{2029}é🙂"), .array([]), .object([:]),
      window(todos: 3, toggled: 1, confirmation: "Done"),
    ]
    for value in values {
      #expect(JSONSize.of(value) == value.text.utf8.count, "\(value.text)")
    }
    let before = window(todos: 40, confirmation: "Done")
    for after in [
      window(todos: 41, confirmation: nil), window(todos: 38, toggled: 2, confirmation: "Done"),
      .object([:]),
    ] {
      let patch = JSONPatch(from: before, to: after)
      #expect(JSONSize.of(patch) == patch.json.text.utf8.count)
    }
    // Past the limit, counting stops: the count is over it, not the whole size.
    let large = window(todos: 1_000, confirmation: nil)
    let stopped = JSONSize.of(large, limit: 100)
    #expect(stopped > 100)
    #expect(stopped < JSONSize.of(large) / 10)
  }

  @Test func twoScreensThatBothChangedArePatchedWithinNotCopiedWhole() throws {
    // A todo added while the settings screen's confirmation goes: both screens of the window
    // changed. The patch names the two changes; it does not splice in the 2,000 todos again.
    let before = window(todos: 2_000, confirmation: "Background is now blue")
    let after = window(todos: 2_001, confirmation: nil)
    let patch = JSONPatch(from: before, to: after)
    #expect(patch.applied(to: before) == after)
    #expect(
      patch.operations.map(\.path) == [
        [.key("screens"), .index(0), .key("todoList"), .key("_0"), .key("items")],
        [.key("screens"), .index(1), .key("settings"), .key("_0"), .key("confirmation")],
      ])
    #expect(JSONSize.of(patch) < 300)
  }

  @Test func elementsThatAllShiftedAreSplicedWhenThatIsSmaller() throws {
    // A move shifts every element between its two places: one splice of them is smaller than
    // a change of each one's fields.
    let names = (0..<6).map { JSONValue.string("a todo with a title \($0)") }
    let old = JSONValue.object(["names": .array(names)])
    let moved = [names[0], names[2], names[3], names[4], names[1], names[5]]
    let new = JSONValue.object(["names": .array(moved)])
    let patch = JSONPatch(from: old, to: new)
    #expect(
      patch.operations == [
        .splice([.key("names")], at: 1, removing: 4, inserting: Array(moved[1...4]))
      ])
    #expect(patch.applied(to: old) == new)
  }
}
