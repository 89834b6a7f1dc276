/// The paths of a page's patches, each written once and referred to by number.
///
/// A session's patches change the same few places again and again (a window's todo list, its
/// next id), and each path is ten keys and indices long: written out in every operation, the
/// paths were more than half of the patches' bytes. The table holds each path as a tree: entry
/// `n` is `[parent, component]`, the path of entry `parent` (`-1` for the empty path) followed
/// by one key or index. A path shares its start with the others, so a new path costs only the
/// components it adds.
///
/// Paths are numbered in the order first seen, parents before their children: two tables fed the
/// same paths in the same order give them the same numbers.
package struct PatchPathTable: Sendable {
  /// The number of the empty path, the whole value.
  package static let emptyPath = -1

  /// One entry: the path of `parent` followed by `component`.
  struct Entry: Hashable, Sendable {
    let parent: Int
    let component: JSONPatch.PathComponent
  }

  /// The entries, by number.
  private var entries = NumberedValues<Entry>()

  /// An empty table.
  package init() {}

  /// How many entries the table holds.
  package var count: Int { entries.count }

  /// The number of a path, added to the table, with the components it lacks, when new.
  ///
  /// - Parameter path: The path.
  /// - Returns: Its number, or ``emptyPath`` for the empty path.
  package mutating func number(_ path: [JSONPatch.PathComponent]) -> Int {
    var number = Self.emptyPath
    for component in path {
      number = entries.number(Entry(parent: number, component: component))
    }
    return number
  }

  /// The path a number stands for, or `nil` for a number the table does not hold.
  ///
  /// - Parameter number: A number from ``number(_:)``.
  /// - Returns: The path.
  package func path(_ number: Int) -> [JSONPatch.PathComponent]? {
    guard number == Self.emptyPath || entries.values.indices.contains(number) else { return nil }
    var path: [JSONPatch.PathComponent] = []
    var number = number
    while number != Self.emptyPath {
      path.append(entries.values[number].component)
      number = entries.values[number].parent
    }
    return path.reversed()
  }

  /// The table as the page holds it: `[[parent, component], …]`, a component a key (a string)
  /// or an index (a number).
  package var json: JSONValue {
    .array(entries.values.map { .array([.number(String($0.parent)), Self.json($0.component)]) })
  }

  /// The entries past the first `start`, as ``json`` writes them, weighed in bytes with the
  /// comma before each but the table's first: what adding them to the page costs.
  ///
  /// - Parameter start: How many entries were already counted.
  /// - Returns: Their size.
  func size(ofEntriesFrom start: Int) -> Int {
    var size = 0
    for index in start..<entries.count {
      let entry = entries.values[index]
      // [parent,component]
      size += (index > 0 ? 1 : 0) + 3 + String(entry.parent).utf8.count
      size += JSONSize.of(Self.json(entry.component))
    }
    return size
  }

  /// A component as the table and the full paths of ``JSONPatch/json`` write it.
  static func json(_ component: JSONPatch.PathComponent) -> JSONValue {
    switch component {
    case .key(let key): return .string(key)
    case .index(let index): return .number(String(index))
    }
  }

  /// A table read back from its JSON, checked: each parent must come before its entry.
  ///
  /// - Parameter json: The table's JSON, as ``json`` writes it.
  /// - Returns: The table, or `nil` when the JSON is not a table.
  package static func read(_ json: JSONValue) -> PatchPathTable? {
    guard case .array(let list) = json else { return nil }
    var table = PatchPathTable()
    for item in list {
      guard case .array(let pair) = item, pair.count == 2, case .number(let text) = pair[0],
        let parent = Int(text), parent >= emptyPath, parent < table.entries.count
      else { return nil }
      let component: JSONPatch.PathComponent
      switch pair[1] {
      case .string(let key): component = .key(key)
      case .number(let index):
        guard let index = Int(index) else { return nil }
        component = .index(index)
      default: return nil
      }
      // An entry seen before keeps its first number: a table never holds one twice.
      let next = table.entries.count
      guard table.entries.number(Entry(parent: parent, component: component)) == next else {
        return nil
      }
    }
    return table
  }
}
