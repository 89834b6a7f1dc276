extension SubscriberLane {
  /// What a notification checks for an entry, kept beside it. Its stored properties are in this
  /// order so that it takes 32 bytes, two marks to a cache line: the `Bool` fits after the
  /// optional gate's 21 bytes, where in front of the version it would take 8 with the padding.
  @usableFromInline
  struct Mark {
    /// The state's version when the entry subscribed: a notification of that version skips it.
    @usableFromInline var joinedAtVersion: Int
    @usableFromInline var gate: ScreenGate?
    @usableFromInline var isActive = true
  }

  /// What a lane holds: its entries in subscription order, with their marks and screen locators
  /// at the same positions, and whether a notification is under way.
  @usableFromInline
  struct Roster {
    @usableFromInline var entries: [Entry] = []
    @usableFromInline var marks: [Mark] = []
    /// `nil` unless a screen subscription. Apart from the entries: a gate needs it only when the
    /// window's screens moved. Dropping one can run a `deinit`: whoever takes one out keeps it,
    /// as it keeps entries, until the lane and its list are consistent again.
    @usableFromInline var locators: [(any ScreenLocating<State>)?] = []
    @usableFromInline var notification = Notification()

    @inlinable
    init() {}

    @inlinable
    func isActive(at index: Int) -> Bool {
      index < marks.count && marks[index].isActive
    }
  }

  /// Whether a notification of the lane is calling its subscribers: entries that end meanwhile
  /// leave the lane when it is over.
  @usableFromInline
  struct Notification {
    @usableFromInline var isUnderWay = false
    @usableFromInline var hasEndedEntries = false

    @inlinable
    init() {}

    /// Ends the notification; returns whether entries ended during it.
    @inlinable
    mutating func finish() -> Bool {
      defer { self = Notification() }
      return hasEndedEntries
    }
  }
}
