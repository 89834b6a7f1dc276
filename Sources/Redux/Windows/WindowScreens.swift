/// The screen states of one window, in the order they were shown, each with the revision at which
/// it last changed.
///
/// Revisions are how a store tells which screens an action changed without keeping the previous
/// state: whenever a screen's reducer returns a state that differs from the one it was given, or a
/// screen is shown or replaced, the screen takes a new number from the process-wide
/// ``RevisionClock``. A number is never handed out twice, not even to a state that an app puts
/// back after newer ones, so a screen subscription that remembers the revision it last evaluated
/// knows its screen is unchanged when it finds that same revision.
///
/// Revisions are bookkeeping, not state: two values with equal screen states are equal whatever
/// their revisions, and the value reflects as the array of its states, so diffs and printed states
/// show only the screens.
@usableFromInline
struct WindowScreens<AppScreenState: ActiveScreenState>: Sendable {
  /// The screen states, in the order they were shown.
  @usableFromInline private(set) var states: [AppScreenState] = []
  /// For each state, at the same position, the revision at which it last changed.
  @usableFromInline private(set) var revisions: [UInt64] = []
  /// A revision taken when a screen was last shown or closed, which moves the screens after it:
  /// positions found at this revision hold until it changes.
  @usableFromInline private(set) var layoutRevision: UInt64 = 0

  /// Makes the screens of a window that shows none.
  @inlinable
  init() {}

  /// The position of a screen's state, or `nil` when the window does not show it.
  @inlinable
  func position(of screen: AppScreenState.Screen) -> Int? {
    states.firstIndex { $0.associatedAppScreen == screen }
  }

  /// The state of a screen, or `nil` when the window does not show it.
  @inlinable
  func state(of screen: AppScreenState.Screen) -> AppScreenState? {
    position(of: screen).map { states[$0] }
  }

  /// The revisions of the screens, with the layout they were found in.
  @inlinable
  var windowRevisions: WindowRevisions {
    WindowRevisions(layout: layoutRevision, screens: revisions)
  }

  /// Where a screen is, and its revision, in the current layout.
  @inlinable
  func revision(of screen: AppScreenState.Screen) -> ScreenRevision {
    guard let position = position(of: screen) else {
      return ScreenRevision(layout: layoutRevision, position: nil, revision: 0)
    }
    return ScreenRevision(layout: layoutRevision, position: position, revision: revisions[position])
  }

  /// Adds a screen's state after the others.
  @inlinable
  mutating func append(_ state: AppScreenState) {
    let revision = RevisionClock.reserve(1)
    states.append(state)
    revisions.append(revision)
    layoutRevision = revision
  }

  /// Replaces the state at a position; its revision advances only when the new state differs.
  @inlinable
  mutating func replace(at position: Int, with state: AppScreenState) {
    if state != states[position] {
      revisions[position] = RevisionClock.reserve(1)
    }
    states[position] = state
  }

  /// Removes the states of a screen.
  @inlinable
  mutating func remove(_ screen: AppScreenState.Screen) {
    while let position = position(of: screen) {
      states.remove(at: position)
      revisions.remove(at: position)
      layoutRevision = RevisionClock.reserve(1)
    }
  }

  /// Runs every screen's reducer, in place, advancing the revision of each state that changed.
  @inlinable
  mutating func reduceEach(with action: Action) {
    // Numbers are taken from the clock at the first change only, enough for every screen left,
    // so that an action costs at most one trip to the clock.
    var fresh: UInt64 = 0
    for position in states.indices {
      let reduced = AppScreenState.reducer(states[position], action)
      if reduced != states[position] {
        if fresh == 0 { fresh = RevisionClock.reserve(states.count - position) }
        revisions[position] = fresh
        fresh &+= 1
      }
      states[position] = reduced
    }
  }
}

extension WindowScreens: Equatable {
  /// Two windows' screens are equal when their states are, whatever their revisions.
  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.states == rhs.states
  }
}

extension WindowScreens: CustomReflectable {
  /// The states, as an array's elements.
  @usableFromInline var customMirror: Mirror {
    Mirror(self, unlabeledChildren: states, displayStyle: .collection)
  }
}
