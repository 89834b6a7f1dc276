import Testing

@testable import Redux

/// Arrays are lined up at their start and their end: an element inserted or removed anywhere is
/// one change at its index, not a change for every element it shifted.
@Suite("StateDiff: arrays are aligned at both ends")
struct StateDiffAlignmentTests {
  typealias Item = StateDiffTests.Item

  /// Not `Equatable`, so that its elements are lined up by walking them.
  struct Entry {
    var name: String
    var size = 1
  }

  private let items = (0..<500).map { Item(title: "todo \($0)") }

  @Test func aRemovalFromTheMiddleOfALongArrayIsOneRemoval() {
    var new = items
    new.remove(at: 17)
    #expect(
      StateDiff(from: items, to: new).changes == [
        .init(path: "[17]", old: #"Item(title: "todo 17", isDone: false)"#, new: nil)
      ])
  }

  @Test func anInsertionIntoTheMiddleIsOneInsertion() {
    var new = items
    new.insert(Item(title: "new"), at: 250)
    #expect(
      StateDiff(from: items, to: new).changes == [
        .init(path: "[250]", old: nil, new: #"Item(title: "new", isDone: false)"#)
      ])
  }

  @Test func aRemovalAtEitherEndIsOneRemoval() {
    #expect(
      StateDiff(from: items, to: Array(items.dropFirst())).changes == [
        .init(path: "[0]", old: #"Item(title: "todo 0", isDone: false)"#, new: nil)
      ])
    #expect(
      StateDiff(from: items, to: Array(items.dropLast())).changes == [
        .init(path: "[499]", old: #"Item(title: "todo 499", isDone: false)"#, new: nil)
      ])
  }

  @Test func aMoveChangesOnlyTheElementsBetweenItsEnds() {
    var new = items
    new.insert(new.remove(at: 10), at: 12)
    #expect(
      StateDiff(from: items, to: new).changes == [
        .init(path: "[10].title", old: #""todo 10""#, new: #""todo 11""#),
        .init(path: "[11].title", old: #""todo 11""#, new: #""todo 12""#),
        .init(path: "[12].title", old: #""todo 12""#, new: #""todo 10""#),
      ])
  }

  @Test func aRemovalAndAChangeAreBothReported() {
    var new = items
    new.remove(at: 300)
    new[5].isDone = true
    // Between the change at 5 and the removal, the elements are compared index by index: those
    // from 300 on are shifted there, and are reported so.
    let changes = StateDiff(from: items, to: new).changes
    #expect(changes.first == .init(path: "[5].isDone", old: "false", new: "true"))
    #expect(
      changes.last
        == .init(path: "[300]", old: #"Item(title: "todo 300", isDone: false)"#, new: nil))
    #expect(changes.count == 2)
  }

  @Test func repeatedElementsAreMatchedFromTheStartFirst() {
    #expect(
      StateDiff(from: [1, 1, 1], to: [1, 1]).changes == [.init(path: "[2]", old: "1", new: nil)])
    #expect(
      StateDiff(from: [1, 2, 1], to: [1]).changes == [
        .init(path: "[1]", old: "2", new: nil),
        .init(path: "[2]", old: "1", new: nil),
      ])
  }

  @Test func elementsThatAreNotEquatableAreAlignedToo() {
    let old = (0..<50).map { Entry(name: "entry \($0)") }
    var new = old
    new.remove(at: 20)
    #expect(
      StateDiff(from: old, to: new).changes == [
        .init(path: "[20]", old: #"Entry(name: "entry 20", size: 1)"#, new: nil)
      ])
    new.insert(Entry(name: "late", size: 2), at: 30)
    #expect(
      StateDiff(from: old, to: new).changes.map(\.path)
        == (20..<30).map { "[\($0)].name" } + ["[30].name", "[30].size"])
  }

  @Test func theSideWithMoreElementsBetweenTheEndsAddsOrRemovesThem() {
    let old = ["a", "b", "c", "d"].map { Entry(name: $0) }
    let new = ["a", "x", "d"].map { Entry(name: $0) }
    #expect(
      StateDiff(from: old, to: new).changes == [
        .init(path: "[1].name", old: #""b""#, new: #""x""#),
        .init(path: "[2]", old: #"Entry(name: "c", size: 1)"#, new: nil),
      ])
  }

  @Test func theUnifiedDiffFoldsBothEnds() {
    var new = Array(items.prefix(10))
    new.remove(at: 4)
    #expect(
      StateDiff(from: Array(items.prefix(10)), to: new).renderedAsUnifiedDiff() == """
        −−− expected
        +++ actual
          … (4 unchanged)
        − [4]: Item(title: "todo 4", isDone: false)
          … (5 unchanged)
        """)
  }
}
