import Foundation
import Redux
import Testing

@Suite("Rows: the identified row collection")
struct RowsTests {
  static func items(_ ids: Int...) -> Rows<ListItem> {
    Rows(ids.map { ListItem(id: $0, title: "item \($0)") })
  }

  @Test func keepsOrderAndFindsRowsById() {
    var rows = Self.items(1, 2, 3)
    rows.insert(ListItem(id: 9, title: "nine"), at: 1)
    #expect(rows.ids == [1, 9, 2, 3])
    #expect(rows[id: 9]?.title == "nine")
    #expect(rows.index(id: 2) == 2)
    #expect(rows[3].id == 3)
    #expect(rows.contains(id: 9))
    #expect(!rows.contains(id: 4))
    #expect(rows[id: 4] == nil)
  }

  @Test func updatesRemovesAndMovesById() {
    var rows = Self.items(1, 2, 3, 4)
    let updated = rows.update(id: 2) { $0.title = "two" }
    let updatedMissing = rows.update(id: 7) { $0.title = "seven" }
    #expect(updated)
    #expect(!updatedMissing)
    #expect(rows[id: 2]?.title == "two")
    let removed = rows.remove(id: 1)
    let removedAgain = rows.remove(id: 1)
    #expect(removed?.id == 1)
    #expect(removedAgain == nil)
    #expect(rows.ids == [2, 3, 4])
    #expect(rows.index(id: 4) == 2)
    let moved = rows.move(id: 4, to: 0)
    #expect(moved)
    #expect(rows.ids == [4, 2, 3])
    #expect(rows.index(id: 3) == 2)
    let movedMissing = rows.move(id: 8, to: 0)
    #expect(!movedMissing)
    rows.removeAll { $0.id % 2 == 0 }
    #expect(rows.ids == [3])
    #expect(rows.index(id: 3) == 0)
  }

  @Test func theIdSubscriptUpdatesAppendsAndRemoves() {
    var rows = Self.items(1, 2)
    rows[id: 2] = ListItem(id: 2, title: "two")
    rows[id: 5] = ListItem(id: 5, title: "five")
    rows[id: 1] = nil
    #expect(rows.map(\.title) == ["two", "five"])
  }

  @Test func eachChangeGivesItsRowAFreshRevisionAndLeavesTheOthers() {
    var rows = Self.items(1, 2, 3)
    let before = (1...3).map { rows.revision(of: $0) }
    let listBefore = rows.revision
    rows.update(id: 2) { $0.title = "two" }
    #expect(rows.revision(of: 1) == before[0])
    #expect(rows.revision(of: 3) == before[2])
    #expect(rows.revision(of: 2) > before[1])
    #expect(rows.revision > listBefore)
    #expect(rows.changedIDs(since: listBefore).map(Array.init) == [2])
    // A move changes no row.
    let afterUpdate = rows.revision
    rows.move(id: 3, to: 0)
    #expect(rows.revision == afterUpdate)
    rows.remove(id: 1)
    #expect(rows.revision(of: 1) == 0)
    #expect(rows.changedIDs(since: listBefore).map(Array.init) == [2, 1])
  }

  @Test func anUpdateThatThrowsStillGivesWhatItChangedAFreshRevision() {
    struct Stop: Error {}
    var rows = Self.items(1, 2)
    let listBefore = rows.revision
    let rowBefore = rows.revision(of: 1)
    #expect(throws: Stop.self) {
      try rows.update(id: 1) { row in
        row.title = "half done"
        throw Stop()
      }
    }
    // The change made before the throw stays, and row subscriptions and diffs can see it.
    #expect(rows[id: 1]?.title == "half done")
    #expect(rows.revision(of: 1) > rowBefore)
    #expect(rows.changedIDs(since: listBefore).map(Array.init) == [1])
  }

  @Test func anotherListsRevisionIsNotADescendant() {
    let first = Self.items(1, 2)
    var second = Self.items(1, 2)
    second.update(id: 1) { $0.title = "one" }
    #expect(second.changedIDs(since: first.revision) == nil)
    #expect(first == Self.items(1, 2), "revisions are not part of the value")
    #expect(first != second)
  }

  @Test func forgetsOldChangesAndThenSaysSo() {
    var rows = Self.items(1)
    let start = rows.revision
    for step in 0..<5_000 {
      rows.update(id: 1) { $0.title = "\(step)" }
    }
    #expect(rows.changedIDs(since: start) == nil)
    let recent = rows.revision
    rows.update(id: 1) { $0.title = "last" }
    #expect(rows.changedIDs(since: recent).map(Array.init) == [1])
  }

  @Test func rowsFromOutsideAreRefusedWhenTwoShareAnId() throws {
    let fetched = [ListItem(id: 1, title: "a"), ListItem(id: 2, title: "b")]
    let rows = try Rows(validating: fetched)
    #expect(rows.ids == [1, 2])
    #expect(throws: DuplicateRowIDError(id: 2)) {
      try Rows(validating: fetched + [ListItem(id: 2, title: "again")])
    }
    #expect(
      DuplicateRowIDError(id: 2).description
        == "Two rows have the id 2; each row needs its own id.")
  }

  @Test func encodesAsAPlainArrayAndDecodesWithFreshRevisions() throws {
    let rows = Self.items(1, 2)
    let data = try JSONEncoder().encode(rows)
    let plain = try JSONDecoder().decode([ListItem].self, from: data)
    #expect(plain.map(\.id) == [1, 2])
    let decoded = try JSONDecoder().decode(Rows<ListItem>.self, from: data)
    #expect(decoded == rows)
    #expect(decoded.revision != rows.revision)
  }

  @Test func refusesToDecodeTwoRowsWithOneId() {
    let json = Data(#"[{"id":1,"title":"a"},{"id":1,"title":"b"}]"#.utf8)
    #expect {
      try JSONDecoder().decode(Rows<ListItem>.self, from: json)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription.contains("Two rows have the id 1")
    }
  }

  @Test func showsAsAListToMirrors() {
    let mirror = Mirror(reflecting: Self.items(1, 2))
    #expect(mirror.displayStyle == .collection)
    #expect(mirror.children.count == 2)
  }
}
