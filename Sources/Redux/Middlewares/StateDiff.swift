/// The field-by-field difference between two values of the same type, found by reflection.
///
/// `StateDiff` walks both values with `Mirror` and lists every leaf that differs, with a path
/// that says where it is and a readable description of each side:
///
/// ```swift
/// let diff = StateDiff(from: oldState, to: newState)
/// for change in diff.changes {
///   print(change)  // todoList.items[0].isDone: false → true
/// }
/// ```
///
/// How values are compared:
///
/// - structs, classes and tuples field by field, by label (unlabeled tuple elements as `0`, `1`);
/// - arrays and other collections index by index; elements added or removed at the end are
///   reported one change each, with `nil` for the side where they do not exist;
/// - dictionaries key by key, in the order of the keys' descriptions;
/// - sets member by member, in the order of the members' descriptions: only members added or
///   removed are reported;
/// - optionals are unwrapped: `nil` on one side only is a change at the optional's path;
/// - enums: a different case is one change at the enum's path, with both full descriptions;
///   the same case is compared payload by payload, under `.caseName`;
/// - strings, numbers, `Bool` (and other `LosslessStringConvertible` types), `UUID`, `Date`,
///   `URL`, `Decimal`, `Data`, ``WindowUUID`` and values without children are leaves, compared
///   whole by their descriptions.
///
/// Values that are `Equatable` are compared with `==` first, so unchanged parts of a large
/// state are skipped quickly and a type's own idea of equality is respected. If `==` says two
/// values differ but no field does, the values themselves are reported as one change.
///
/// The walk stops at class instances already being compared further up (reference cycles) and
/// below a depth of 32; there, values are compared by their descriptions.
///
/// Two renderings are available: ``renderedAsChangeList()`` for logs and
/// ``renderedAsUnifiedDiff(oldTitle:newTitle:)`` for "expected versus actual" reports.
public struct StateDiff: Sendable, Equatable {
  /// One leaf that differs between the old and the new value.
  ///
  /// The ``path`` names the leaf from the top of the compared value, the way it would be
  /// written in Swift, with a few additions:
  ///
  /// - `todoList.items[2].isDone`: properties and array indices;
  /// - `counts["home"]`: a dictionary entry, with the key's description;
  /// - `tags{"urgent"}`: a set member, with the member's description;
  /// - `status.loaded.count`: the payload `count` of the case `loaded` of the enum `status`.
  ///
  /// The path is empty when the compared values are themselves leaves.
  ///
  /// ``old`` and ``new`` are one-line descriptions: strings and characters are quoted, enum
  /// cases start with a dot (`.loaded(count: 3)`), dictionaries and sets are sorted and
  /// optionals are shown unwrapped or as `nil`. A side is `nil` when the leaf does not exist
  /// there, such as an array element past the end of the shorter array.
  public struct Change: Sendable, Equatable, CustomStringConvertible {
    /// Where the leaf is, such as `todoList.items[0].isDone`; empty for the whole value.
    public var path: String

    /// The old (expected) value's description, or `nil` when the leaf did not exist before.
    public var old: String?

    /// The new (actual) value's description, or `nil` when the leaf no longer exists.
    public var new: String?

    /// Makes a change, for example to compare with ``StateDiff/changes`` in a test.
    ///
    /// ```swift
    /// #expect(diff.changes == [.init(path: "count", old: "1", new: "2")])
    /// ```
    ///
    /// - Parameters:
    ///   - path: Where the leaf is; empty for the whole value.
    ///   - old: The old value's description, or `nil` when the leaf did not exist.
    ///   - new: The new value's description, or `nil` when the leaf no longer exists.
    public init(path: String, old: String?, new: String?) {
      self.path = path
      self.old = old
      self.new = new
    }

    /// The change on one line: `path: old → new`.
    ///
    /// A missing side is shown as `(none)`, an empty path as `(root)`:
    ///
    /// ```
    /// todoList.items[0].isDone: false → true
    /// todoList.items[3]: (none) → Item(title: "Buy milk", isDone: false)
    /// ```
    public var description: String {
      let place = path.isEmpty ? "(root)" : path
      return "\(place): \(old ?? "(none)") → \(new ?? "(none)")"
    }
  }

  /// Every leaf that differs, in the order the fields are declared (collections by index,
  /// dictionaries and sets by description).
  public let changes: [Change]

  /// The differences as a tree, kept for ``renderedAsUnifiedDiff(oldTitle:newTitle:)``.
  let root: Node

  /// Whether the two values have no difference.
  public var isEmpty: Bool { changes.isEmpty }

  /// Compares two values of the same type.
  ///
  /// ```swift
  /// let diff = StateDiff(from: expected, to: actual)
  /// if !diff.isEmpty {
  ///   print(diff.renderedAsUnifiedDiff())
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - old: The value before, or the expected value.
  ///   - new: The value after, or the actual value.
  public init<T>(from old: T, to new: T) {
    self.init(from: old, to: new, maximumDepth: 32)
  }

  /// Compares two values, describing them whole below `maximumDepth` levels of nesting.
  init<T>(from old: T, to new: T, maximumDepth: Int) {
    var comparison = ValueComparison(maximumDepth: maximumDepth)
    root = comparison.compare(old, new, depth: 0)
    changes = root.changes(at: [])
  }
}

extension StateDiff {
  /// One step of a path: a property, an index, a dictionary key, a set member or an enum case.
  enum PathSegment: Sendable, Equatable {
    case field(String)
    case index(Int)
    case key(String)
    case member(String)
    case enumCase(String)

    /// The step as written on its own: `name`, `[2]`, `["key"]`, `{member}` or `.caseName`.
    var label: String {
      switch self {
      case .field(let name): name
      case .index(let index): "[\(index)]"
      case .key(let key): "[\(key)]"
      case .member(let member): "{\(member)}"
      case .enumCase(let name): ".\(name)"
      }
    }

    /// Writes a whole path, separating properties with dots.
    static func path(of segments: [PathSegment]) -> String {
      var path = ""
      for segment in segments {
        if case .field = segment, !path.isEmpty {
          path += "."
        }
        path += segment.label
      }
      return path
    }
  }

  /// The differences found at one place of the compared values.
  enum Node: Sendable, Equatable {
    /// Both sides are the same.
    case unchanged
    /// The place differs as a whole; a `nil` side does not exist.
    case replaced(old: String?, new: String?)
    /// Some children differ; runs of unchanged children are counted, not listed.
    case nested([Entry])

    /// The leaves that differ below this node, in order.
    func changes(at segments: [PathSegment]) -> [Change] {
      switch self {
      case .unchanged:
        return []
      case .replaced(let old, let new):
        return [Change(path: PathSegment.path(of: segments), old: old, new: new)]
      case .nested(let entries):
        return entries.flatMap { entry -> [Change] in
          guard case .child(let segment, let node) = entry else { return [] }
          return node.changes(at: segments + [segment])
        }
      }
    }
  }

  /// A child of a ``Node/nested(_:)`` node.
  enum Entry: Sendable, Equatable {
    /// A run of consecutive children that are the same on both sides.
    case unchanged(count: Int)
    /// A child that differs.
    case child(PathSegment, Node)
  }
}

/// The walk over two values that builds a ``StateDiff/Node`` tree.
private struct ValueComparison {
  typealias Node = StateDiff.Node
  typealias Entry = StateDiff.Entry
  typealias PathSegment = StateDiff.PathSegment

  /// How deep the walk goes before comparing values by their descriptions.
  let maximumDepth: Int

  /// The pairs of class instances being compared on the current path, to stop at reference
  /// cycles.
  private var objectPairsOnPath: [(old: ObjectIdentifier, new: ObjectIdentifier)] = []

  init(maximumDepth: Int) {
    self.maximumDepth = maximumDepth
  }

  mutating func compare(_ old: Any, _ new: Any, depth: Int) -> Node {
    guard type(of: old) == type(of: new) else {
      return replaced(old, new)
    }
    let oldMirror = Mirror(reflecting: old)
    switch oldMirror.displayStyle {
    case .optional:
      return compareOptionals(oldMirror, Mirror(reflecting: new), depth: depth)
    case .class:
      return compareObjects(old, oldMirror, new, depth: depth)
    default:
      return compareValues(old, oldMirror, new, depth: depth)
    }
  }

  /// Compares two class instances, unless they are one and the same or already being compared
  /// further up the path (a reference cycle, whose differences are reported there).
  ///
  /// An instance met again in a different pairing is compared by description.
  private mutating func compareObjects(
    _ old: Any, _ oldMirror: Mirror, _ new: Any, depth: Int
  ) -> Node {
    let oldObject = ObjectIdentifier(old as AnyObject)
    let newObject = ObjectIdentifier(new as AnyObject)
    if oldObject == newObject
      || objectPairsOnPath.contains(where: { $0.old == oldObject && $0.new == newObject })
    {
      return .unchanged
    }
    if objectPairsOnPath.contains(where: { $0.old == oldObject || $0.new == newObject }) {
      return compareDescriptions(old, new)
    }
    objectPairsOnPath.append((oldObject, newObject))
    defer { objectPairsOnPath.removeLast() }
    return compareValues(old, oldMirror, new, depth: depth)
  }

  /// Compares two values of the same type with `==` when they are `Equatable`, then leaf by
  /// leaf.
  private mutating func compareValues(
    _ old: Any, _ oldMirror: Mirror, _ new: Any, depth: Int
  ) -> Node {
    let verdict = Self.equalityVerdict(old, new)
    if verdict == true {
      return .unchanged
    }
    let node =
      depth < maximumDepth && !StateDiff.isLeaf(old, oldMirror)
      ? compareChildren(old, oldMirror, new, depth: depth) : compareDescriptions(old, new)
    if node == .unchanged && verdict == false {
      return replaced(old, new)
    }
    return node
  }

  private mutating func compareChildren(
    _ old: Any, _ oldMirror: Mirror, _ new: Any, depth: Int
  ) -> Node {
    let newMirror = Mirror(reflecting: new)
    switch oldMirror.displayStyle {
    case .collection:
      return compareElements(oldMirror, newMirror, depth: depth)
    case .dictionary:
      return compareEntries(oldMirror, newMirror, depth: depth)
    case .set:
      return compareMembers(oldMirror, newMirror)
    case .enum:
      guard let oldCase = oldMirror.children.first, let newCase = newMirror.children.first,
        let name = oldCase.label, oldCase.label == newCase.label
      else {
        return compareDescriptions(old, new)
      }
      var entries = EntryList()
      entries.append(.enumCase(name), compare(oldCase.value, newCase.value, depth: depth + 1))
      return entries.node
    default:
      return compareFields(oldMirror, newMirror, depth: depth)
    }
  }

  private mutating func compareOptionals(_ old: Mirror, _ new: Mirror, depth: Int) -> Node {
    switch (old.children.first?.value, new.children.first?.value) {
    case (nil, nil):
      return .unchanged
    case (let oldValue?, let newValue?):
      return compare(oldValue, newValue, depth: depth)
    case (let oldValue, let newValue):
      return .replaced(
        old: oldValue.map(StateDiff.describe) ?? "nil",
        new: newValue.map(StateDiff.describe) ?? "nil")
    }
  }

  private mutating func compareFields(_ old: Mirror, _ new: Mirror, depth: Int) -> Node {
    let oldFields = Self.fields(of: old)
    let newFields = Self.fields(of: new)
    var entries = EntryList()
    for (offset, (oldField, newField)) in zip(oldFields, newFields).enumerated() {
      let name = oldField.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
      entries.append(
        .field(name ?? "\(offset)"), compare(oldField.value, newField.value, depth: depth + 1))
    }
    return entries.node
  }

  private mutating func compareElements(_ old: Mirror, _ new: Mirror, depth: Int) -> Node {
    let oldElements = old.children.map(\.value)
    let newElements = new.children.map(\.value)
    var entries = EntryList()
    for index in 0..<max(oldElements.count, newElements.count) {
      let oldElement = oldElements.indices.contains(index) ? oldElements[index] : nil
      let newElement = newElements.indices.contains(index) ? newElements[index] : nil
      entries.append(.index(index), compareEither(oldElement, newElement, depth: depth + 1))
    }
    return entries.node
  }

  private mutating func compareEntries(_ old: Mirror, _ new: Mirror, depth: Int) -> Node {
    let oldValues = Self.valuesByKey(old)
    let newValues = Self.valuesByKey(new)
    let keys = Set(oldValues.keys).union(newValues.keys).sorted()
    var entries = EntryList()
    for key in keys {
      entries.append(.key(key), compareEither(oldValues[key], newValues[key], depth: depth + 1))
    }
    return entries.node
  }

  private func compareMembers(_ old: Mirror, _ new: Mirror) -> Node {
    let oldMembers = Set(old.children.map { StateDiff.describe($0.value) })
    let newMembers = Set(new.children.map { StateDiff.describe($0.value) })
    var entries = EntryList()
    for member in oldMembers.union(newMembers).sorted() {
      let before = oldMembers.contains(member) ? member : nil
      let after = newMembers.contains(member) ? member : nil
      entries.append(
        .member(member), before == after ? .unchanged : .replaced(old: before, new: after))
    }
    return entries.node
  }

  /// Compares two elements or dictionary values, either of which may be missing.
  private mutating func compareEither(_ old: Any?, _ new: Any?, depth: Int) -> Node {
    switch (old, new) {
    case (let old?, let new?):
      return compare(old, new, depth: depth)
    case (nil, nil):
      return .unchanged
    default:
      return .replaced(old: old.map(StateDiff.describe), new: new.map(StateDiff.describe))
    }
  }

  private func compareDescriptions(_ old: Any, _ new: Any) -> Node {
    let oldDescription = StateDiff.describe(old)
    let newDescription = StateDiff.describe(new)
    return oldDescription == newDescription
      ? .unchanged : .replaced(old: oldDescription, new: newDescription)
  }

  private func replaced(_ old: Any, _ new: Any) -> Node {
    .replaced(old: StateDiff.describe(old), new: StateDiff.describe(new))
  }

  /// The stored properties of a value, with those of superclasses first.
  static func fields(of mirror: Mirror) -> [Mirror.Child] {
    let inherited = mirror.superclassMirror.map(fields(of:)) ?? []
    return inherited + mirror.children
  }

  /// A dictionary's values by the descriptions of their keys.
  private static func valuesByKey(_ mirror: Mirror) -> [String: Any] {
    var values: [String: Any] = [:]
    for entry in mirror.children {
      let pair = Array(Mirror(reflecting: entry.value).children)
      guard pair.count == 2 else { continue }
      values[StateDiff.describe(pair[0].value)] = pair[1].value
    }
    return values
  }

  /// Whether `==` holds, when the values are `Equatable`; `nil` when they are not.
  private static func equalityVerdict(_ old: Any, _ new: Any) -> Bool? {
    guard let old = old as? any Equatable else { return nil }
    return isEqual(old, new)
  }

  private static func isEqual<Value: Equatable>(_ old: Value, _ new: Any) -> Bool? {
    guard let new = new as? Value else { return nil }
    return old == new
  }
}

/// The entries of a ``StateDiff/Node/nested(_:)`` node, being collected.
private struct EntryList {
  private var entries: [StateDiff.Entry] = []

  /// Adds a child, folding it into the previous run when it is unchanged.
  mutating func append(_ segment: StateDiff.PathSegment, _ node: StateDiff.Node) {
    guard node == .unchanged else {
      entries.append(.child(segment, node))
      return
    }
    if case .unchanged(let count) = entries.last {
      entries[entries.count - 1] = .unchanged(count: count + 1)
    } else {
      entries.append(.unchanged(count: 1))
    }
  }

  /// A nested node, or ``StateDiff/Node/unchanged`` when no child differs.
  var node: StateDiff.Node {
    let anyChange = entries.contains { entry in
      if case .child = entry { return true }
      return false
    }
    return anyChange ? .nested(entries) : .unchanged
  }
}
