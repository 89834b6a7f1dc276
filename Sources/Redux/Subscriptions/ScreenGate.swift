/// Decides whether a screen subscription is evaluated after an action: only when its screen's
/// state changed in its window since the subscription was last evaluated.
///
/// The gate remembers where its screen was and the screen's revision. After an action for its
/// window, the store hands it the revisions of the window's screens; finding the same revision at
/// the same position, the gate answers without looking the screen up. Otherwise it looks its screen
/// up with ``locate`` and compares revisions. It runs no code of the app's, so it is safe to ask
/// before the store checks that the subscriber is still alive.
@MainActor
@usableFromInline
final class ScreenGate<State> {
  /// Finds the screen in a state: where its window shows it, and its revision; `nil` when the
  /// window does not show it.
  @usableFromInline let locate: (State) -> ScreenRevision?
  /// What ``locate`` found last; `nil` when the screen was not shown.
  // Read and written on the main actor only, each access a single load or store that calls no
  // other code: no dynamic exclusivity check is needed on this field every notification reads.
  @exclusivity(unchecked) @usableFromInline var lastSeen: ScreenRevision?

  /// Makes the gate of a subscription that was just evaluated with `state`.
  @inlinable
  init(locate: @escaping (State) -> ScreenRevision?, evaluatedWith state: State) {
    self.locate = locate
    self.lastSeen = locate(state)
  }

  /// Whether the screen changed since the last call, and remembers what it found.
  ///
  /// - Parameters:
  ///   - state: The store's new state.
  ///   - windowRevisions: The revisions of the screens of the gate's window, when the store has
  ///     them at hand; `nil` makes the gate look its screen up.
  /// - Returns: `true` when the screen was shown, closed or changed.
  @inlinable
  func screenChanged(in state: State, windowRevisions: WindowRevisions?) -> Bool {
    if let windowRevisions, let lastSeen, lastSeen.layout == windowRevisions.layout {
      // The screens did not move: the screen is where it was, or still not shown.
      guard let position = lastSeen.position else { return false }
      let revision = windowRevisions.screens[position]
      if revision == lastSeen.revision { return false }
      self.lastSeen?.revision = revision
      return true
    }
    let current = locate(state)
    defer { lastSeen = current }
    return current?.revision != lastSeen?.revision
  }
}
