extension SubscriberLane {
  /// What a notification checks for an entry, kept beside it.
  ///
  /// Its stored properties are in this order so that it takes 32 bytes, two marks to a cache
  /// line: the `Bool` fits after the optional gate's 21 bytes, where in front of the version it
  /// would take 8 with the padding.
  @usableFromInline
  struct Mark {
    /// The version of the state the subscriber received when it subscribed; a notification of
    /// that same version skips it.
    @usableFromInline var joinedAtVersion: Int
    /// For a screen subscription, whether its screen changed; `nil` otherwise.
    @usableFromInline var gate: ScreenGate?
    /// `false` once the subscription ended.
    @usableFromInline var isActive = true
  }

  /// What a lane holds: its entries, their marks and their screen locators, at the same
  /// positions, and whether a notification is under way.
  @usableFromInline
  struct Roster {
    /// The entries, in subscription order.
    @usableFromInline var entries: [Entry] = []
    /// The marks of the entries, at the same positions.
    @usableFromInline var marks: [Mark] = []
    /// For a screen subscription, finds its screen in a state; `nil` for other entries. At the
    /// entries' positions, apart from them: a gate needs it only when the window's screens moved.
    ///
    /// Dropping a locator can release what it holds, and run a `deinit`: whoever takes one
    /// out keeps it, as it keeps entries, until the lane and its list are consistent again.
    @usableFromInline var locators: [(any ScreenLocating<State>)?] = []
    /// Whether a notification of the lane is calling its subscribers, and whether entries ended
    /// meanwhile.
    @usableFromInline var notification = Notification()

    /// Makes an empty roster.
    @inlinable
    init() {}

    /// Whether the entry at `index` is still subscribed; `false` for an entry no longer in the
    /// roster.
    @inlinable
    func isActive(at index: Int) -> Bool {
      index < marks.count && marks[index].isActive
    }
  }

  /// Whether a notification of the lane is calling its subscribers: entries that end meanwhile
  /// leave the lane when it is over.
  @usableFromInline
  struct Notification {
    /// Whether subscribers are being called.
    @usableFromInline var isUnderWay = false
    /// Whether entries ended while they were.
    @usableFromInline var hasEndedEntries = false

    /// Makes the state of a lane that is not notified.
    @inlinable
    init() {}

    /// Ends the notification, and says whether entries ended during it.
    @inlinable
    mutating func finish() -> Bool {
      defer { self = Notification() }
      return hasEndedEntries
    }
  }
}
