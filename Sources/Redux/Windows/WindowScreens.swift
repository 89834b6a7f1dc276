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
/// Each state is one instance of its screen, with a ``ScreenInstanceID`` that the window never
/// shows again once the instance is hidden. The first instance of each screen is its *primary*
/// one: the instance that actions without an instance reach.
///
/// Revisions and instances are bookkeeping, not state: two values with equal screen states are
/// equal whatever their revisions and instances, and the value reflects as the array of its
/// states, so diffs and printed states show only the screens.
@usableFromInline
struct WindowScreens<AppScreenState: ActiveScreenState>: Sendable {
  /// The screen states, in the order they were shown.
  @usableFromInline private(set) var states: [AppScreenState] = []
  /// For each state, at the same position, the revision at which it last changed.
  @usableFromInline private(set) var revisions: [UInt64] = []
  /// For each state, at the same position, the identity of its instance.
  @usableFromInline private(set) var instances: [ScreenInstanceID] = []
  /// For each state, at the same position, whether it is the first instance of its screen; empty
  /// while every state is, as in a window that shows each screen once.
  @usableFromInline private(set) var primary: [Bool] = []
  /// The instances the window hid, which it never shows again.
  @usableFromInline private(set) var hidden: Set<ScreenInstanceID> = []
  /// A revision taken when a screen was last shown or closed, which moves the screens after it:
  /// positions found at this revision hold until it changes.
  @usableFromInline private(set) var layoutRevision: UInt64 = 0

  /// Makes the screens of a window that shows none.
  @inlinable
  init() {}

  /// The position of a screen's first instance, or `nil` when the window does not show it.
  @inlinable
  func position(of screen: AppScreenState.Screen) -> Int? {
    states.firstIndex { $0.associatedAppScreen == screen }
  }

  /// The position of an instance, or `nil` when the window does not show it.
  @inlinable
  func position(of instance: ScreenInstanceID) -> Int? {
    instances.firstIndex(of: instance)
  }

  /// The state of a screen's first instance, or `nil` when the window does not show it.
  @inlinable
  func state(of screen: AppScreenState.Screen) -> AppScreenState? {
    position(of: screen).map { states[$0] }
  }

  /// The instances of a screen, in the order they were shown.
  @inlinable
  func instances(of screen: AppScreenState.Screen) -> [ScreenInstanceID] {
    states.indices.filter { states[$0].associatedAppScreen == screen }.map { instances[$0] }
  }

  /// Whether the window shows an instance, or hid it.
  @inlinable
  func hasShownOrHidden(_ instance: ScreenInstanceID) -> Bool {
    position(of: instance) != nil || hidden.contains(instance)
  }

  /// The revisions of the screens, with the layout they were found in.
  @inlinable
  var windowRevisions: WindowRevisions {
    WindowRevisions(layout: layoutRevision, screens: revisions)
  }

  /// Where a screen's first instance is, and its revision, in the current layout.
  @inlinable
  func revision(of screen: AppScreenState.Screen) -> ScreenRevision {
    revision(at: position(of: screen))
  }

  /// Where an instance is, and its revision, in the current layout.
  @inlinable
  func revision(of instance: ScreenInstanceID) -> ScreenRevision {
    revision(at: position(of: instance))
  }

  @inlinable
  func revision(at position: Int?) -> ScreenRevision {
    guard let position else {
      return ScreenRevision(layout: layoutRevision, position: nil, revision: 0)
    }
    return ScreenRevision(layout: layoutRevision, position: position, revision: revisions[position])
  }

  /// Adds a screen's state after the others, as a new instance.
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - instance: The instance's identity; one the window shows or hid is not added again.
  ///     Without one, the window must not show the screen, and the instance is named after the
  ///     revision it is shown at, a number the clock hands out once.
  @inlinable
  mutating func append(_ state: AppScreenState, as instance: ScreenInstanceID? = nil) {
    var isPrimary = true
    if let instance {
      if hasShownOrHidden(instance) { return }
      let screen = state.associatedAppScreen
      isPrimary = !states.contains { $0.associatedAppScreen == screen }
    }
    let revision = RevisionClock.reserve(1)
    states.append(state)
    revisions.append(revision)
    instances.append(instance ?? ScreenInstanceID(clockNumber: revision))
    layoutRevision = revision
    if !isPrimary || !primary.isEmpty { updatePrimary() }
  }

  /// Remembers instances as hidden, so that the window never shows them: those a window hid
  /// before a restore, and those a restore dropped.
  @inlinable
  mutating func rememberHidden<Instances: Sequence>(_ instances: Instances)
  where Instances.Element == ScreenInstanceID {
    hidden.formUnion(instances)
  }

  /// Replaces the state at a position; its revision advances only when the new state differs.
  @inlinable
  mutating func replace(at position: Int, with state: AppScreenState) {
    if state != states[position] {
      revisions[position] = RevisionClock.reserve(1)
    }
    states[position] = state
  }

  /// Hides every instance of a screen.
  @inlinable
  mutating func remove(_ screen: AppScreenState.Screen) {
    while let position = position(of: screen) {
      remove(at: position)
    }
  }

  /// Hides one instance; does nothing when the window does not show it.
  @inlinable
  mutating func remove(_ instance: ScreenInstanceID) {
    guard let position = position(of: instance) else { return }
    remove(at: position)
  }

  /// Hides the instance at a position, and remembers it so that it is never shown again.
  @inlinable
  mutating func remove(at position: Int) {
    hidden.insert(instances[position])
    states.remove(at: position)
    revisions.remove(at: position)
    instances.remove(at: position)
    layoutRevision = RevisionClock.reserve(1)
    if !primary.isEmpty { updatePrimary() }
  }

  /// Recomputes which states are the first instance of their screen, after a screen was shown
  /// or hidden: left empty while every state is.
  @inlinable
  mutating func updatePrimary() {
    var flags: [Bool] = []
    flags.reserveCapacity(states.count)
    for position in states.indices {
      let screen = states[position].associatedAppScreen
      flags.append(!states[..<position].contains { $0.associatedAppScreen == screen })
    }
    primary = flags.allSatisfy { $0 } ? [] : flags
  }

  /// Runs the reducers of the screens an action reaches, in place, advancing the revision of
  /// each state that changed: the instance the action is aimed at, or else the first instance of
  /// every screen.
  @inlinable
  mutating func reduceEach(with action: Action) {
    if let instance = action.screenInstance {
      reduceInstance(instance, with: action)
      return
    }
    guard primary.isEmpty else {
      reducePrimaryInstances(with: action)
      return
    }
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

  /// Runs the reducer of one instance, if the window shows it.
  @inlinable
  mutating func reduceInstance(_ instance: ScreenInstanceID, with action: Action) {
    guard let position = position(of: instance) else { return }
    let reduced = AppScreenState.reducer(states[position], action)
    if reduced != states[position] {
      revisions[position] = RevisionClock.reserve(1)
    }
    states[position] = reduced
  }

  /// Runs the reducers of the first instance of each screen, in a window that shows some
  /// screen more than once.
  @inlinable
  mutating func reducePrimaryInstances(with action: Action) {
    for position in states.indices where primary[position] {
      let reduced = AppScreenState.reducer(states[position], action)
      if reduced != states[position] {
        revisions[position] = RevisionClock.reserve(1)
      }
      states[position] = reduced
    }
  }
}

extension WindowScreens: Equatable {
  /// Two windows' screens are equal when their states are, whatever their revisions and
  /// instances.
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
