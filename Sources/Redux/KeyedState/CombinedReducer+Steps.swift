extension CombinedReducer {
  /// What a reduction has made so far: the new state, and which of its boxes it replaced.
  @usableFromInline
  struct Reduction {
    @usableFromInline var next: KeyedState
    @usableFromInline var changes = KeyedState.Changes.none

    @inlinable
    init(of state: KeyedState) {
      next = state
    }

    /// Only for a box whose value changed: a replaced box counts as a change.
    @inlinable
    mutating func replace(at position: Int, with box: any AnyKeyedValueBox) {
      next.boxes[position] = box
      changes.record(position)
    }
  }

  /// Reduces some of the keys: it reads each key's box in `boxes`, the boxes of the state
  /// reduced, and records each key that changed in `reduction`.
  @usableFromInline
  typealias Step =
    @Sendable (_ boxes: borrowing KeyedBoxes, _ action: Action, _ reduction: inout Reduction) ->
    Void

  /// The steps of `parts` are joined, up to four at a time, into a balanced tree of closures
  /// (as deep as the base-4 logarithm of the number of parts), each calling the ones it
  /// captured: a closure calls what it captured without retaining it, where a loop over stored
  /// closures would retain and release each one on every action.
  static func step(for parts: ArraySlice<Part>) -> Step {
    guard parts.count > 1 else {
      guard let part = parts.first else { return { _, _, _ in } }
      return part.makeStep(parts.startIndex)
    }
    // Not an array of steps: one would hold them at another abstraction, and calling each
    // would go through a thunk.
    let groupCount = min(4, parts.count)
    func group(_ group: Int) -> Step {
      let start = parts.startIndex + parts.count * group / groupCount
      let end = parts.startIndex + parts.count * (group + 1) / groupCount
      return step(for: parts[start..<end])
    }
    switch groupCount {
    case 2:
      let (first, second) = (group(0), group(1))
      return { boxes, action, reduction in
        first(boxes, action, &reduction)
        second(boxes, action, &reduction)
      }
    case 3:
      let (first, second, third) = (group(0), group(1), group(2))
      return { boxes, action, reduction in
        first(boxes, action, &reduction)
        second(boxes, action, &reduction)
        third(boxes, action, &reduction)
      }
    default:
      let (first, second, third, fourth) = (group(0), group(1), group(2), group(3))
      return { boxes, action, reduction in
        first(boxes, action, &reduction)
        second(boxes, action, &reduction)
        third(boxes, action, &reduction)
        fourth(boxes, action, &reduction)
      }
    }
  }
}
