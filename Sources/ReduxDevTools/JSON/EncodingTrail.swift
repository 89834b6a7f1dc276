import Redux

/// What encoding a state with a ``JSONEncodingMemo`` found of its parts, against the state
/// encoded just before it: which parts are that state's JSON, carried over whole, and how many
/// elements of a list were carried over at its ends. The parts not carried over were encoded
/// again, and most of them differ.
///
/// `JSONPatch` follows it from the top to the parts that changed, so that a patch costs what
/// changed: without it, the patch compares the JSON whole at every level down to a change, and
/// scans a long list from its start.
///
/// It speaks of the parts encoded for that state only, each at its own coding path (which is its
/// JSON path); a part past the memo's depth, or carried over from an earlier state at another
/// index, has no trail.
struct EncodingTrail {
  private let node: JSONEncodingMemo.Node

  /// The trail from the top of a state's tree in the memo.
  init(node: JSONEncodingMemo.Node) {
    self.node = node
  }

  /// Whether the part is the JSON of the state before at its path.
  var isCarriedOver: Bool { node.isCarriedOver }

  /// For a list encoded from its ends: how many elements at its start, and then at its end,
  /// are those of the list before at its path; `nil` when none were carried over so.
  var carriedEnds: ArrayEnds? { node.carriedEnds }

  /// The trail of an object's member, if it was encoded for this state.
  func member(_ key: String) -> EncodingTrail? {
    guard let child = node.members[key], child.generation == node.generation else { return nil }
    return EncodingTrail(node: child)
  }

  /// The trail of an array's element, if it was encoded for this state at that index.
  func element(_ index: Int) -> EncodingTrail? {
    guard node.elements.indices.contains(index) else { return nil }
    let child = node.elements[index]
    return child.generation == node.generation ? EncodingTrail(node: child) : nil
  }

  /// Whether the part's JSON, `new`, is the JSON before at its path, `old`, as `==` would
  /// find: the parts carried over are the same without comparing them, and a list is compared
  /// only between its carried ends.
  ///
  /// - Parameters:
  ///   - old: The JSON before at the part's path.
  ///   - new: The part's JSON.
  func isUnchanged(from old: JSONValue, to new: JSONValue) -> Bool {
    if isCarriedOver { return true }
    switch (old, new) {
    case (.object(let before), .object(let after)):
      guard before.count == after.count else { return false }
      for (key, value) in after {
        guard let previous = before[key] else { return false }
        let same =
          member(key).map { $0.isUnchanged(from: previous, to: value) } ?? (previous == value)
        if !same { return false }
      }
      return true
    case (.array(let before), .array(let after)):
      guard before.count == after.count else { return false }
      // As many elements on both sides: the ends carried over are at the same places.
      let start = carriedEnds?.prefix ?? 0
      let end = after.count - (carriedEnds?.suffix ?? 0)
      for index in start..<max(start, end) where !isElementUnchanged(index, before, after) {
        return false
      }
      return true
    default:
      return old == new
    }
  }

  /// Whether the element at `index` is the same in both arrays, the element's trail (if it has
  /// one) relating the two.
  func isElementUnchanged(_ index: Int, _ before: [JSONValue], _ after: [JSONValue]) -> Bool {
    element(index).map { $0.isUnchanged(from: before[index], to: after[index]) }
      ?? (before[index] == after[index])
  }
}
