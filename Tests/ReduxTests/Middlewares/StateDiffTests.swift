import Foundation
import Testing

@testable import Redux

@Suite("StateDiff")
struct StateDiffTests {
  struct Item: Equatable {
    var title: String
    var isDone = false
  }

  enum Filter: Equatable {
    case all
    case done
  }

  struct TodoList: Equatable {
    var items: [Item]
    var filter = Filter.all
  }

  struct AppState: Equatable {
    var title = "Todos"
    var todoList = TodoList(items: [Item(title: "a"), Item(title: "b"), Item(title: "c")])
  }

  /// Not `Equatable`, so that only reflection finds the differences.
  struct Settings {
    var name: String
    var counts: [String: Int] = [:]
    var tags: Set<String> = []
    var note: String?
    var selected: Item?
    var status = Status.idle
    var pair = (1, "one")
  }

  enum Status {
    case idle
    case loading(Int)
    case loaded(count: Int)
    case failed(code: Int, reason: String)
  }

  final class Node {
    var value: Int
    var next: Node?

    init(value: Int, next: Node? = nil) {
      self.value = value
      self.next = next
    }
  }

  indirect enum Chain {
    case end(Int)
    case link(Chain)
  }

  private func chain(length: Int, end: Int) -> Chain {
    (0..<length).reduce(Chain.end(end)) { chain, _ in .link(chain) }
  }

  @Test func identicalValuesGiveAnEmptyDiff() {
    let diff = StateDiff(from: AppState(), to: AppState())
    #expect(diff.isEmpty)
    #expect(diff.changes.isEmpty)
    #expect(StateDiff(from: Settings(name: "x"), to: Settings(name: "x")).isEmpty)
  }

  @Test func nestedStructsReportTheChangedLeafWithItsPath() {
    var new = AppState()
    new.todoList.items[1].isDone = true
    new.todoList.filter = .done
    let diff = StateDiff(from: AppState(), to: new)
    #expect(
      diff.changes == [
        .init(path: "todoList.items[1].isDone", old: "false", new: "true"),
        .init(path: "todoList.filter", old: ".all", new: ".done"),
      ])
  }

  @Test func arraysReportEachAddedElement() {
    var new = AppState()
    new.todoList.items += [Item(title: "d"), Item(title: "e")]
    let diff = StateDiff(from: AppState(), to: new)
    #expect(
      diff.changes == [
        .init(path: "todoList.items[3]", old: nil, new: #"Item(title: "d", isDone: false)"#),
        .init(path: "todoList.items[4]", old: nil, new: #"Item(title: "e", isDone: false)"#),
      ])
  }

  @Test func arraysReportEachRemovedElement() {
    var new = AppState()
    new.todoList.items = [Item(title: "a")]
    let diff = StateDiff(from: AppState(), to: new)
    #expect(
      diff.changes == [
        .init(path: "todoList.items[1]", old: #"Item(title: "b", isDone: false)"#, new: nil),
        .init(path: "todoList.items[2]", old: #"Item(title: "c", isDone: false)"#, new: nil),
      ])
  }

  @Test func emptyArraysGrowElementByElement() {
    let diff = StateDiff(from: [Int](), to: [7])
    #expect(diff.changes == [.init(path: "[0]", old: nil, new: "7")])
  }

  @Test func dictionariesAreComparedByKeyInSortedOrder() {
    let old = Settings(name: "x", counts: ["b": 1, "a": 1, "c": 3])
    let new = Settings(name: "x", counts: ["d": 4, "b": 2, "a": 1])
    let diff = StateDiff(from: old, to: new)
    #expect(
      diff.changes == [
        .init(path: #"counts["b"]"#, old: "1", new: "2"),
        .init(path: #"counts["c"]"#, old: "3", new: nil),
        .init(path: #"counts["d"]"#, old: nil, new: "4"),
      ])
  }

  @Test func setsReportAddedAndRemovedMembers() {
    let old = Settings(name: "x", tags: ["home", "work", "urgent"])
    let new = Settings(name: "x", tags: ["home", "later", "work"])
    let diff = StateDiff(from: old, to: new)
    #expect(
      diff.changes == [
        .init(path: #"tags{"later"}"#, old: nil, new: #""later""#),
        .init(path: #"tags{"urgent"}"#, old: #""urgent""#, new: nil),
      ])
  }

  @Test func optionalsAreUnwrapped() {
    let old = Settings(name: "x", note: nil, selected: Item(title: "a"))
    let new = Settings(name: "x", note: "hi", selected: Item(title: "b"))
    #expect(
      StateDiff(from: old, to: new).changes == [
        .init(path: "note", old: "nil", new: #""hi""#),
        .init(path: "selected.title", old: #""a""#, new: #""b""#),
      ])
    #expect(
      StateDiff(from: new, to: old).changes == [
        .init(path: "note", old: #""hi""#, new: "nil"),
        .init(path: "selected.title", old: #""b""#, new: #""a""#),
      ])
    let cleared = Settings(name: "x", selected: nil)
    #expect(
      StateDiff(from: old, to: cleared).changes == [
        .init(path: "selected", old: #"Item(title: "a", isDone: false)"#, new: "nil")
      ])
  }

  @Test func enumsWithTheSameCaseAreComparedByPayload() {
    let labeled = StateDiff(
      from: Settings(name: "x", status: .loaded(count: 1)),
      to: Settings(name: "x", status: .loaded(count: 2)))
    #expect(labeled.changes == [.init(path: "status.loaded.count", old: "1", new: "2")])

    let unlabeled = StateDiff(
      from: Settings(name: "x", status: .loading(1)),
      to: Settings(name: "x", status: .loading(2)))
    #expect(unlabeled.changes == [.init(path: "status.loading", old: "1", new: "2")])

    let several = StateDiff(
      from: Status.failed(code: 1, reason: "a"), to: Status.failed(code: 1, reason: "b"))
    #expect(several.changes == [.init(path: ".failed.reason", old: #""a""#, new: #""b""#)])
  }

  @Test func enumsWithDifferentCasesAreReportedWhole() {
    let diff = StateDiff(
      from: Settings(name: "x", status: .idle),
      to: Settings(name: "x", status: .failed(code: 2, reason: "offline")))
    #expect(
      diff.changes == [
        .init(path: "status", old: ".idle", new: #".failed(code: 2, reason: "offline")"#)
      ])
    let payloads = StateDiff(from: Status.loading(1), to: Status.loaded(count: 1))
    #expect(payloads.changes == [.init(path: "", old: ".loading(1)", new: ".loaded(count: 1)")])
  }

  @Test func tuplesAreComparedByElement() {
    let diff = StateDiff(from: Settings(name: "x"), to: Settings(name: "x", pair: (1, "uno")))
    #expect(diff.changes == [.init(path: "pair.1", old: #""one""#, new: #""uno""#)])
  }

  @Test func leavesAreComparedWhole() {
    #expect(StateDiff(from: 1, to: 2).changes == [.init(path: "", old: "1", new: "2")])
    let oldID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    let newID = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    #expect(
      StateDiff(from: [oldID], to: [newID]).changes == [
        .init(
          path: "[0]", old: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
          new: "00000000-0000-0000-0000-000000000001")
      ])
    #expect(
      StateDiff(from: Data([1, 2]), to: Data([1, 3])).changes == [
        .init(path: "", old: "2 bytes <0102>", new: "2 bytes <0103>")
      ])
    #expect(
      StateDiff(from: WindowUUID.unavailable, to: WindowUUID(uuid: oldID)).changes == [
        .init(path: "", old: "unavailable", new: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
      ])
  }

  @Test func wholeValuesAreDescribedDeterministically() {
    let diff = StateDiff(
      from: [Settings](),
      to: [Settings(name: "x", counts: ["b": 2, "a": 1], tags: ["z", "y"], note: "n")])
    #expect(
      diff.changes == [
        .init(
          path: "[0]", old: nil,
          new: #"Settings(name: "x", counts: ["a": 1, "b": 2], tags: Set(["y", "z"]), "#
            + #"note: "n", selected: nil, status: .idle, pair: (1, "one"))"#)
      ])
  }

  @Test func valuesThatAreNotEqualAlwaysDiffer() {
    #expect(
      StateDiff(from: Double.nan, to: Double.nan).changes == [
        .init(path: "", old: "nan", new: "nan")
      ])
  }

  @Test func classesAreComparedByFieldUnlessIdentical() {
    let shared = Node(value: 1)
    #expect(StateDiff(from: shared, to: shared).isEmpty)
    let diff = StateDiff(from: Node(value: 1), to: Node(value: 2))
    #expect(diff.changes == [.init(path: "value", old: "1", new: "2")])
  }

  @Test func classCyclesDoNotHang() {
    let oldFirst = Node(value: 1)
    oldFirst.next = Node(value: 2, next: oldFirst)
    let newFirst = Node(value: 1)
    newFirst.next = Node(value: 3, next: newFirst)
    defer {
      oldFirst.next = nil
      newFirst.next = nil
    }
    let diff = StateDiff(from: oldFirst, to: newFirst)
    #expect(diff.changes == [.init(path: "next.value", old: "2", new: "3")])

    let loop = Node(value: 1)
    loop.next = loop
    defer { loop.next = nil }
    let unrolled = StateDiff(from: loop, to: Node(value: 1, next: Node(value: 1)))
    #expect(
      unrolled.changes == [
        .init(
          path: "next", old: "Node(value: 1, next: Node(…))", new: "Node(value: 1, next: nil)")
      ])
  }

  @Test func deepValuesAreComparedWholeBelowTheDepthLimit() {
    let diff = StateDiff(
      from: chain(length: 3, end: 1), to: chain(length: 3, end: 2), maximumDepth: 2)
    #expect(
      diff.changes == [
        .init(path: ".link.link", old: ".link(.end(1))", new: ".link(.end(2))")
      ])
    let deep = StateDiff(from: chain(length: 100, end: 1), to: chain(length: 100, end: 2))
    #expect(deep.changes.count == 1)
    #expect(deep.changes.first?.path.hasPrefix(".link.link") == true)
  }
}
