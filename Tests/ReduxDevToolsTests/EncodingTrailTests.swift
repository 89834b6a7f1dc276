import Foundation
import Redux
import ReduxTestSupport
import Testing

@testable import ReduxDevTools

/// The memo's trail of a state says which parts were carried over from the state before, and
/// how far the ends of a list were; the patch follows it to what changed, and is the patch found
/// without it.
@Suite("The memo's trail: what was carried over, and the patch that follows it")
struct EncodingTrailTests {
  struct Book: Identifiable, Codable, Equatable {
    let id: Int
    var title: String
  }

  struct Shelf: Codable, Equatable {
    var books: Rows<Book>
    var spare: Rows<Book>
    var name: String
  }

  /// Encodes its own tags and, through `superEncoder()`, its base's tags under the same key.
  class Base: Encodable {
    var tags: [String]

    init(tags: [String]) {
      self.tags = tags
    }

    private enum CodingKeys: String, CodingKey {
      case tags
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(tags, forKey: .tags)
    }
  }

  final class Derived: Base {
    var ownTags: [String]

    init(tags: [String], ownTags: [String]) {
      self.ownTags = ownTags
      super.init(tags: tags)
    }

    private enum CodingKeys: String, CodingKey {
      case tags
    }

    override func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(ownTags, forKey: .tags)
      try super.encode(to: container.superEncoder())
    }
  }

  static func shelf(_ count: Int) -> Shelf {
    Shelf(
      books: Rows((0..<count).map { Book(id: $0, title: "book \($0)") }),
      spare: Rows((0..<count).map { Book(id: $0, title: "spare \($0)") }), name: "shelf")
  }

  /// Encodes each value with one memo and checks, from one to the next, that the JSON is the
  /// value's own and that the patch found along the trail is the patch found without it.
  static func checkPatches<Value: Encodable>(
    through values: [Value], _ label: String
  ) throws {
    let memo = JSONEncodingMemo()
    var json = try JSONTreeEncoder.encode(values[0], memo: memo)
    for (index, value) in values.enumerated().dropFirst() {
      let next = try JSONTreeEncoder.encode(value, memo: memo)
      #expect(next == (try JSONTreeEncoder.encode(value)), "state \(index), \(label)")
      let patch = JSONPatch(from: json, to: next, trail: memo.lastTrail)
      #expect(patch == JSONPatch(from: json, to: next), "state \(index), \(label)")
      #expect(patch.applied(to: json) == next, "state \(index), \(label)")
      json = next
    }
  }

  @Test func aRowChangedInALongListCarriesOverTheRest() throws {
    let memo = JSONEncodingMemo()
    var shelf = Self.shelf(10_000)
    let before = try JSONTreeEncoder.encode(shelf, memo: memo)
    shelf.books.update(id: 5_000) { $0.title = "read" }
    let after = try JSONTreeEncoder.encode(shelf, memo: memo)
    let trail = try #require(memo.lastTrail)
    #expect(!trail.isCarriedOver)
    #expect(trail.member("spare")?.isCarriedOver == true)
    #expect(trail.member("name")?.isCarriedOver == true)
    let books = try #require(trail.member("books"))
    #expect(books.carriedEnds?.prefix == 5_000)
    #expect(books.carriedEnds?.suffix == 4_999)
    #expect(books.element(5_000)?.isCarriedOver == false)
    // Carried over from the state before at the same index: no trail of this state's own.
    #expect(books.element(4_999) == nil)
    #expect(
      JSONPatch(from: before, to: after, trail: trail).operations == [
        .set([.key("books"), .index(5_000), .key("title")], .string("read"))
      ])
  }

  @Test func anUnchangedStateIsCarriedOverWhole() throws {
    let memo = JSONEncodingMemo()
    let shelf = Self.shelf(100)
    let before = try JSONTreeEncoder.encode(shelf, memo: memo)
    let after = try JSONTreeEncoder.encode(shelf, memo: memo)
    #expect(memo.lastTrail?.isCarriedOver == true)
    #expect(JSONPatch(from: before, to: after, trail: memo.lastTrail).operations.isEmpty)
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func thePatchAlongTheTrailIsThePatchWithoutIt(seed: UInt64) throws {
    try Self.checkPatches(
      through: JSONEncodingMemoTests.boards(count: 400, seed: seed), "boards, seed \(seed)")
  }

  @Test(arguments: [4, 5] as [UInt64])
  func rowsEditedAtRandomArePatchedAsWithoutTheTrail(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var shelf = Self.shelf(60)
    var shelves = [shelf]
    var nextID = 60
    for _ in 0..<400 {
      let id = shelf.books.isEmpty ? nil : shelf.books[random.below(shelf.books.count)].id
      switch (random.below(6), id) {
      case (0, _), (_, nil):
        shelf.books.insert(
          Book(id: nextID, title: "book \(nextID)"), at: random.below(shelf.books.count + 1))
        nextID += 1
      case (1, let id?):
        shelf.books.remove(id: id)
      case (2, let id?):
        shelf.books.move(id: id, to: random.below(shelf.books.count))
      case (3, let id?):
        shelf.books.update(id: id) { $0.title += "!" }
      case (4, let id?):
        // Changed and changed back: a new revision, the same book.
        shelf.books.update(id: id) { $0.title += "?" }
        shelf.books.update(id: id) { $0.title.removeLast() }
      default:
        shelf.books = Rows(Array(shelf.books.reversed()))
      }
      if random.below(10) == 0 { shelf.name += "." }
      shelves.append(shelf)
    }
    try Self.checkPatches(through: shelves, "rows, seed \(seed)")
  }

  @Test func aSuperEncoderHasAPlaceOfItsOwnInTheMemo() throws {
    // The base's tags and the subclass's own are both at the key `tags`, one level apart.
    let values = [
      Derived(tags: ["a", "b"], ownTags: ["x"]),
      Derived(tags: ["a", "b"], ownTags: ["a", "b"]),
      Derived(tags: ["a", "b", "c"], ownTags: ["a", "b"]),
      Derived(tags: ["x"], ownTags: ["a", "b", "c"]),
      Derived(tags: ["x"], ownTags: ["x"]),
    ]
    try Self.checkPatches(through: values, "superEncoder")
  }
}
