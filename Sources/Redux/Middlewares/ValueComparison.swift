/// The walk over two values that builds a ``StateDiff/Node`` tree.
struct ValueComparison {
  typealias Node = StateDiff.Node
  typealias Entry = StateDiff.Entry
  typealias PathSegment = StateDiff.PathSegment

  let maximumDepth: Int

  /// Pairs of class instances being compared on the current path, to stop at reference cycles.
  private(set) var objectPairsOnPath: [(old: ObjectIdentifier, new: ObjectIdentifier)] = []

  init(maximumDepth: Int) {
    self.maximumDepth = maximumDepth
  }

  mutating func compare(_ old: Any, _ new: Any, depth: Int) -> Node {
    guard type(of: old) == type(of: new) else {
      return replaced(old, new)
    }
    // Most of a state is unchanged: a value `==` to the one before is found so without a
    // mirror. An object's `==` waits for the check of reference cycles in `compareObjects`; an
    // optional is unwrapped first, as objects of two classes may be `==` and still differ.
    let valueType = type(of: old)
    let isDirect = !(valueType is AnyClass) && !(valueType is any OptionalMarker.Type)
    // Rows and a window's screens line up by their revisions, without `==` over the whole
    // collection first (`RevisedElements`).
    if isDirect, depth < maximumDepth, let revised = old as? any RevisedElements {
      return compareRevised(revised, new, depth: depth)
    }
    let verdict = isDirect ? Self.equalityVerdict(old, new) : nil
    if verdict == true {
      return .unchanged
    }
    // A window table is read by key without the mirror that lists its entries.
    if isDirect, depth < maximumDepth, let keyed = old as? any KeyedEntries,
      let node = compareKeyed(keyed, new, depth: depth)
    {
      return node == .unchanged && verdict == false ? replaced(old, new) : node
    }
    let oldMirror = Mirror(reflecting: old)
    switch oldMirror.displayStyle {
    case .optional:
      return compareOptionals(oldMirror, Mirror(reflecting: new), depth: depth)
    case .class:
      return compareObjects(old, oldMirror, new, depth: depth)
    default:
      return compareValues(old, oldMirror, new, verdict: verdict, depth: depth)
    }
  }

  /// Compares two class instances, unless they are one and the same or already being compared
  /// further up the path (a reference cycle, whose differences are reported there). An instance
  /// met again in a different pairing is compared by description.
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
    let verdict = Self.equalityVerdict(old, new)
    if verdict == true {
      return .unchanged
    }
    return compareValues(old, oldMirror, new, verdict: verdict, depth: depth)
  }

  /// Compares two values of the same type leaf by leaf, given what `==` said of them when they
  /// are `Equatable` (`nil` when they are not).
  private mutating func compareValues(
    _ old: Any, _ oldMirror: Mirror, _ new: Any, verdict: Bool?, depth: Int
  ) -> Node {
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
      return compareElements(old, oldMirror, new, newMirror, depth: depth)
    case .dictionary:
      return compareEntries(old, oldMirror, new, newMirror, depth: depth)
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
      if let oldFields = (old as? any DiffFields)?.diffFields,
        let newFields = (new as? any DiffFields)?.diffFields
      {
        return compareFields(oldFields, newFields, depth: depth)
      }
      return compareFields(Self.fields(of: oldMirror), Self.fields(of: newMirror), depth: depth)
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

  private mutating func compareFields(
    _ oldFields: [Mirror.Child], _ newFields: [Mirror.Child], depth: Int
  ) -> Node {
    var entries = EntryList()
    for (offset, (oldField, newField)) in zip(oldFields, newFields).enumerated() {
      let name = oldField.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
      entries.append(
        .field(name ?? "\(offset)"), compare(oldField.value, newField.value, depth: depth + 1))
    }
    return entries.node
  }

  mutating func compareEither(_ old: Any?, _ new: Any?, depth: Int) -> Node {
    switch (old, new) {
    case (let old?, let new?):
      return compare(old, new, depth: depth)
    case (nil, nil):
      return .unchanged
    default:
      return .replaced(old: old.map(StateDiff.describe), new: new.map(StateDiff.describe))
    }
  }

  func compareDescriptions(_ old: Any, _ new: Any) -> Node {
    let oldDescription = StateDiff.describe(old)
    let newDescription = StateDiff.describe(new)
    return oldDescription == newDescription
      ? .unchanged : .replaced(old: oldDescription, new: newDescription)
  }

  private func replaced(_ old: Any, _ new: Any) -> Node {
    .replaced(old: StateDiff.describe(old), new: StateDiff.describe(new))
  }

  static func fields(of mirror: Mirror) -> [Mirror.Child] {
    let inherited = mirror.superclassMirror.map(fields(of:)) ?? []
    return inherited + mirror.children
  }

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
struct EntryList {
  private var entries: [StateDiff.Entry] = []

  mutating func append(_ segment: StateDiff.PathSegment, _ node: StateDiff.Node) {
    guard node == .unchanged else {
      entries.append(.child(segment, node))
      return
    }
    appendUnchanged(count: 1)
  }

  mutating func appendUnchanged(count: Int) {
    guard count > 0 else { return }
    if case .unchanged(let previous) = entries.last {
      entries[entries.count - 1] = .unchanged(count: previous + count)
    } else {
      entries.append(.unchanged(count: count))
    }
  }

  var node: StateDiff.Node {
    let anyChange = entries.contains { entry in
      if case .child = entry { return true }
      return false
    }
    return anyChange ? .nested(entries) : .unchanged
  }
}
