import Testing

@testable import Redux

/// The elements of arrays of `Equatable` values that are `==` are skipped without walking them:
/// the changes are those a walk of every element gives.
@Suite("StateDiff: equal elements of arrays are pruned")
struct StateDiffPruningTests {
  /// Equal whatever its note, which `==` ignores.
  struct Tagged: Equatable {
    var id: Int
    var note: String

    static func == (lhs: Tagged, rhs: Tagged) -> Bool { lhs.id == rhs.id }
  }

  class Animal: Equatable, CustomStringConvertible {
    let name: String
    init(name: String) { self.name = name }
    var description: String { "\(type(of: self))(\(name))" }
    static func == (lhs: Animal, rhs: Animal) -> Bool { lhs.name == rhs.name }
  }

  final class Dog: Animal {}

  @Test func onlyTheElementsThatDifferAreReported() {
    let old = (0..<100).map { StateDiffTests.Item(title: "item \($0)") }
    var new = old
    new[40].isDone = true
    new[60].title = "sixty"
    new.remove(at: 97)
    // The elements after the removal line up again at the end: the removed one is one change.
    #expect(
      StateDiff(from: old, to: new).changes == [
        .init(path: "[40].isDone", old: "false", new: "true"),
        .init(path: "[60].title", old: #""item 60""#, new: #""sixty""#),
        .init(path: "[97]", old: #"Item(title: "item 97", isDone: false)"#, new: nil),
      ])
  }

  @Test func elementsEqualByTheirOwnEqualityAreUnchanged() {
    let old = [Tagged(id: 1, note: "a"), Tagged(id: 2, note: "b")]
    let new = [Tagged(id: 1, note: "changed"), Tagged(id: 3, note: "b")]
    #expect(
      StateDiff(from: old, to: new).changes == [.init(path: "[1].id", old: "2", new: "3")])
  }

  @Test func equalObjectsOfDifferentClassesStillDiffer() {
    // The arrays differ (`c`, `d`), so that they are compared element by element.
    let old: [Animal] = [Animal(name: "a"), Animal(name: "b"), Animal(name: "c")]
    let new: [Animal] = [Animal(name: "a"), Dog(name: "b"), Animal(name: "d")]
    #expect(
      StateDiff(from: old, to: new).changes == [
        .init(path: "[1]", old: "Animal(b)", new: "Dog(b)"),
        .init(path: "[2].name", old: #""c""#, new: #""d""#),
      ])
  }

  @Test func optionalElementsAreUnwrappedAsBefore() {
    let old: [Animal?] = [Animal(name: "a"), nil, Animal(name: "c")]
    let new: [Animal?] = [Dog(name: "a"), nil, Animal(name: "d")]
    #expect(
      StateDiff(from: old, to: new).changes == [
        .init(path: "[0]", old: "Animal(a)", new: "Dog(a)"),
        .init(path: "[2].name", old: #""c""#, new: #""d""#),
      ])
  }

  @Test func lineBreaksInOwnDescriptionsAreStillEscaped() {
    struct Poem: Equatable, CustomStringConvertible {
      var text: String
      var description: String { text }
    }
    #expect(
      StateDiff(from: [Poem](), to: [Poem(text: "a\nb\r"), Poem(text: "c")]).changes == [
        .init(path: "[0]", old: nil, new: #"a\nb\r"#),
        .init(path: "[1]", old: nil, new: "c"),
      ])
  }
}
