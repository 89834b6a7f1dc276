import Redux

/// The JSON of the parts of the last state encoded, kept so that encoding the next state reuses
/// what did not change: the inspector encodes the state after every action, and an action
/// changes one window's screens, not the whole state, often one element of a list.
///
/// A part is reused when its type is `Equatable`, it sits at most ``maximumDepth`` levels deep,
/// and it is `==` to the value encoded at the same coding path the time before. The reused JSON
/// is the same tree, so comparing it with the previous one stops at once. The app's `==` is
/// trusted: a type whose `==` ignores a field would show that field's old value.
///
/// What it found while encoding a state, against the state before, is that state's
/// ``lastTrail``: `JSONPatch` follows it to the parts that changed.
final class JSONEncodingMemo {
  /// How deep in the state parts are looked up: deep enough for the elements of a list in a
  /// window's screen (`activeScreens.windows[i].screens[j].todoList._0.items[k]` is 9 deep).
  static let maximumDepth = 9

  /// A coding path's part of a state: its value and its JSON once encoded, and the nodes of
  /// the paths below it. A node of the last state is never changed, so that the nodes below a
  /// reused part are shared with the next state's tree and found again when a part below it
  /// changes later.
  final class Node {
    /// The state the node was made for, counted from 0: what it says of its part holds against
    /// the state before that one, at its path then.
    let generation: Int
    var value: (any Equatable)?
    var json: JSONValue?
    var members: [String: Node] = [:]
    /// The nodes of an array's elements, by index: an array rather than a dictionary, as
    /// elements come in order, and looking them up is the memo's hot path.
    var elements: [Node] = []
    /// Whether the part is the JSON of the state before at its path, carried over whole.
    var isCarriedOver = false
    /// For a list encoded from its ends: how many elements at its start, and then at its end,
    /// are the JSON of those of the list before at its path, carried over.
    var carriedEnds: ArrayEnds?

    init(generation: Int) {
      self.generation = generation
    }
  }

  /// The generation of a node that says nothing of its part: a gap filled in an array.
  private static let noGeneration = -1

  private var generation = 0
  private var previous: Node?
  private var current = Node(generation: 0)

  /// Where the top of the state is.
  var rootCursor: MemoCursor {
    MemoCursor(previous: previous, current: current, depth: 0)
  }

  /// What encoding the last state found against the state encoded before it, from its top:
  /// `nil` before a state is encoded.
  var lastTrail: EncodingTrail? {
    previous.map(EncodingTrail.init(node:))
  }

  /// Where a member is, below its parent's place: `nil` past ``maximumDepth``.
  static func cursor(_ parent: MemoCursor?, member: String) -> MemoCursor? {
    guard let parent, parent.depth < maximumDepth else { return nil }
    let node = Node(generation: parent.current.generation)
    parent.current.members[member] = node
    return MemoCursor(
      previous: parent.previous?.members[member], current: node, depth: parent.depth + 1)
  }

  /// Where an array's element is, below the array's place: `nil` past ``maximumDepth``.
  static func cursor(_ parent: MemoCursor?, index: Int) -> MemoCursor? {
    guard let parent, parent.depth < maximumDepth else { return nil }
    let node = Node(generation: parent.current.generation)
    place(node, at: index, in: parent.current)
    let previous = parent.previous.flatMap {
      $0.elements.indices.contains(index) ? $0.elements[index] : nil
    }
    return MemoCursor(previous: previous, current: node, depth: parent.depth + 1)
  }

  /// Puts the nodes of elements of the array encoded last time at indices of the array at the
  /// same path now, from `index` on, for elements carried over unchanged: the parts below them
  /// are found again when they change later. Nothing past ``maximumDepth``.
  static func carryElements(_ parent: MemoCursor?, from previousRange: Range<Int>, to index: Int) {
    guard let parent, parent.depth < maximumDepth, !previousRange.isEmpty else { return }
    let array = parent.current
    let previous = parent.previous?.elements ?? []
    if index == array.elements.count, previousRange.upperBound <= previous.count {
      // The usual case, the elements carried in one copy: the start of a list, or its end
      // after the elements between.
      array.elements.append(contentsOf: previous[previousRange])
      return
    }
    for (offset, previousIndex) in previousRange.enumerated() {
      let node =
        previous.indices.contains(previousIndex)
        ? previous[previousIndex] : Node(generation: noGeneration)
      place(node, at: index + offset, in: array)
    }
  }

  /// Makes a node an array's element node at an index. Elements come in order; one encoded
  /// again, or after a gap, still gets its index.
  private static func place(_ node: Node, at index: Int, in array: Node) {
    while array.elements.count < index { array.elements.append(Node(generation: noGeneration)) }
    if index < array.elements.count {
      array.elements[index] = node
    } else {
      array.elements.append(node)
    }
  }

  /// The JSON encoded last time for a value equal to this one at this path, if any; the parts
  /// below it are carried over with it.
  func reuse<Value: Encodable>(_ value: Value, at cursor: MemoCursor) -> JSONValue? {
    guard let previous = cursor.previous, let old = previous.value, previous.json != nil,
      let equatable = value as? any Equatable, Self.equal(equatable, old)
    else { return nil }
    return carryOver(at: cursor)
  }

  /// Carries the part encoded last time at this path over, unchanged, with the parts below it,
  /// and returns its JSON: for a value the same as it, found so by the caller.
  ///
  /// - Precondition: The last state has a part with its JSON at this path.
  func carryOver(at cursor: MemoCursor) -> JSONValue {
    guard let previous = cursor.previous, let json = previous.json else {
      preconditionFailure("JSONEncodingMemo.carryOver: nothing was encoded here last time")
    }
    cursor.current.value = previous.value
    cursor.current.json = json
    cursor.current.members = previous.members
    cursor.current.elements = previous.elements
    cursor.current.isCarriedOver = true
    return json
  }

  /// Keeps the JSON of a value encoded at a path, for the next state.
  func keep<Value: Encodable>(_ value: Value, json: JSONValue, at cursor: MemoCursor) {
    guard let equatable = value as? any Equatable else { return }
    cursor.current.value = equatable
    cursor.current.json = json
  }

  /// Ends one state: what it kept is what the next one may reuse.
  func finishState() {
    previous = current
    generation += 1
    current = Node(generation: generation)
  }

  private static func equal<T: Equatable>(_ value: T, _ other: any Equatable) -> Bool {
    guard let other = other as? T else { return false }
    return value == other
  }
}

/// Where an encoder's coding path is in the memo's trees: its node in the last state's tree, if
/// there is one, and in the current state's.
struct MemoCursor {
  let previous: JSONEncodingMemo.Node?
  let current: JSONEncodingMemo.Node
  let depth: Int
}

/// The coding key of an array's element: its index.
struct IndexCodingKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "\(intValue ?? 0)" }

  init(_ index: Int) {
    self.intValue = index
  }

  init?(stringValue: String) {
    guard let index = Int(stringValue) else { return nil }
    self.intValue = index
  }

  init?(intValue: Int) {
    self.intValue = intValue
  }
}
