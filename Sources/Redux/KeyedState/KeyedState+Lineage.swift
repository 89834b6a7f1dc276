extension KeyedState {
  /// Where a keyed state comes from. After each action the store asks which keys changed, to call
  /// only their listeners. A state that a ``CombinedReducer`` made from the store's previous
  /// state knows already: the positions whose boxes it replaced, only where the value changed.
  /// Any other pair of states (siblings reduced from one state, a state compared with an older
  /// one) is compared key by key.
  @usableFromInline
  struct Lineage: Sendable {
    /// A number no other reduction was given, from the process-wide `RevisionClock`; 0 for a
    /// state that no reduction made.
    @usableFromInline var serial: UInt64 = 0
    /// The serial of the state this one was reduced from; 0 when no reduction made this one.
    @usableFromInline var parent: UInt64 = 0
    @usableFromInline var changes = Changes.none

    @inlinable
    init() {}

    @inlinable
    init(reducedFrom parent: Lineage, changes: Changes) {
      serial = RevisionClock.reserve(1)
      self.parent = parent.serial
      self.changes = changes
    }

    /// Whether the state was reduced from the state of lineage `old`, or from a copy of it.
    @inlinable
    func isReduced(from old: Lineage) -> Bool {
      old.serial != 0 && parent == old.serial
    }
  }

  /// The positions whose boxes a reduction replaced: none, one, or several.
  @usableFromInline
  enum Changes: Sendable {
    case none
    case one(Int)
    /// The states are compared key by key.
    case several

    @inlinable
    mutating func record(_ position: Int) {
      switch self {
      case .none: self = .one(position)
      case .one, .several: self = .several
      }
    }
  }
}
