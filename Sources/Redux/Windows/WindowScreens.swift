/// The screen states of one window, in the order they were shown; `revisions`, `instances` and
/// `primary` (when not empty) run parallel to `states`. Equality and reflection see only the
/// states (diffs and printed states show only the screens): revisions and instances are
/// bookkeeping, not state.
///
/// A screen takes a new revision from the process-wide ``RevisionClock`` whenever its reducer
/// returns a different state, or it is shown or replaced. The clock never hands a number out
/// twice, so a screen subscription that finds the revision it last evaluated knows its screen is
/// unchanged, even after an app put back an older state. A window never shows a hidden instance
/// again; the first instance of each screen is its *primary* one, which actions without an
/// instance reach.
@usableFromInline
struct WindowScreens<AppScreenState: ActiveScreenState>: Sendable {
  @usableFromInline private(set) var states: [AppScreenState] = []
  @usableFromInline private(set) var revisions: [UInt64] = []
  @usableFromInline private(set) var instances: [ScreenInstanceID] = []
  /// Whether each state is its screen's first instance; empty while every state is.
  @usableFromInline private(set) var primary: [Bool] = []
  @usableFromInline private(set) var hidden: Set<ScreenInstanceID> = []
  /// A revision taken when a screen was last shown or closed, which moves the screens after it:
  /// positions found at this revision hold until it changes.
  @usableFromInline private(set) var layoutRevision: UInt64 = 0

  @inlinable
  init() {}

  @inlinable
  func position(of screen: AppScreenState.Screen) -> Int? {
    states.firstIndex { $0.associatedAppScreen == screen }
  }

  @inlinable
  func position(of instance: ScreenInstanceID) -> Int? {
    instances.firstIndex(of: instance)
  }

  @inlinable
  func state(of screen: AppScreenState.Screen) -> AppScreenState? {
    position(of: screen).map { states[$0] }
  }

  @inlinable
  func instances(of screen: AppScreenState.Screen) -> [ScreenInstanceID] {
    states.indices.filter { states[$0].associatedAppScreen == screen }.map { instances[$0] }
  }

  @inlinable
  func hasShownOrHidden(_ instance: ScreenInstanceID) -> Bool {
    position(of: instance) != nil || hidden.contains(instance)
  }

  @inlinable
  var windowRevisions: WindowRevisions {
    WindowRevisions(layout: layoutRevision, screens: revisions)
  }

  @inlinable
  func revision(of screen: AppScreenState.Screen) -> ScreenRevision {
    revision(at: position(of: screen))
  }

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

  /// An instance the window shows or hid is not added again. Without an instance, the window
  /// must not show the screen, and the instance is named after the revision it is shown at, a
  /// number the clock hands out once.
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

  /// For a restore: the instances the window hid before it, and those it dropped.
  @inlinable
  mutating func rememberHidden<Instances: Sequence>(_ instances: Instances)
  where Instances.Element == ScreenInstanceID {
    hidden.formUnion(instances)
  }

  @inlinable
  mutating func replace(at position: Int, with state: AppScreenState) {
    if state != states[position] {
      revisions[position] = RevisionClock.reserve(1)
    }
    states[position] = state
  }

  @inlinable
  mutating func remove(_ screen: AppScreenState.Screen) {
    while let position = position(of: screen) {
      remove(at: position)
    }
  }

  @inlinable
  mutating func remove(_ instance: ScreenInstanceID) {
    guard let position = position(of: instance) else { return }
    remove(at: position)
  }

  @inlinable
  mutating func remove(at position: Int) {
    hidden.insert(instances[position])
    states.remove(at: position)
    revisions.remove(at: position)
    instances.remove(at: position)
    layoutRevision = RevisionClock.reserve(1)
    if !primary.isEmpty { updatePrimary() }
  }

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
    for position in states.indices where reduceScreen(at: position, with: action) {
      if fresh == 0 { fresh = RevisionClock.reserve(states.count - position) }
      revisions[position] = fresh
      fresh &+= 1
    }
  }

  @inlinable
  mutating func reduceInstance(_ instance: ScreenInstanceID, with action: Action) {
    guard let position = position(of: instance) else { return }
    if reduceScreen(at: position, with: action) {
      revisions[position] = RevisionClock.reserve(1)
    }
  }

  @inlinable
  mutating func reducePrimaryInstances(with action: Action) {
    for position in states.indices
    where primary[position] && reduceScreen(at: position, with: action) {
      revisions[position] = RevisionClock.reserve(1)
    }
  }

  /// Reduces the screen at `position` in place (``ActiveScreenState/reduce(_:with:)``), and
  /// returns whether it changed. A debug build keeps the state before, to stop at a reducer
  /// that changed the state but said it did not; a release build keeps nothing, so that the
  /// screen's storage is changed where it is.
  @inlinable
  mutating func reduceScreen(at position: Int, with action: Action) -> Bool {
    #if DEBUG
    let before = states[position]
    let changed = AppScreenState.reduce(&states[position], with: action)
    if !changed, states[position] != before {
      preconditionFailure(
        "\(AppScreenState.self).reduce(_:with:) changed the state of screen "
          + "\(before.associatedAppScreen) for \(action) but returned false; return true "
          + "whenever the state may have changed, or its subscriptions miss the change.")
    }
    return changed
    #else
    return AppScreenState.reduce(&states[position], with: action)
    #endif
  }
}

extension WindowScreens: Equatable {
  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.states == rhs.states
  }
}

extension WindowScreens: CustomReflectable {
  @usableFromInline var customMirror: Mirror {
    Mirror(self, unlabeledChildren: states, displayStyle: .collection)
  }
}
