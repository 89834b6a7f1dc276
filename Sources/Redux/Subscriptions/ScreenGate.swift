/// What decides whether a screen subscription is evaluated after an action: only when its screen's
/// state changed in its window since the subscription was last evaluated.
///
/// The gate remembers where its screen was, in which layout of the window's screens, and the
/// screen's revision, a number from the process-wide ``RevisionClock`` that no other state of the
/// screen carries. After an action for its window, the store hands it the revisions of the
/// window's screens: while the layout is the one the gate knows, the screen is where it was and
/// one comparison answers. Otherwise (a screen was shown or closed, or the revisions are not at
/// hand) the gate looks its screen up. It runs no code of the app's, so it is safe to ask before
/// the store checks that the subscriber is still alive.
///
/// A value kept by its subscriber lane beside the other entries' gates, so that a notification
/// skips unchanged screens without visiting any object.
@usableFromInline
struct ScreenGate {
  /// The screen as the gate last saw it; `nil` when its window was not open, which makes the
  /// gate look its screen up at the next action.
  @usableFromInline var seen: ScreenRevision?

  /// Makes the gate of a subscription that was just evaluated with the screen as `found`.
  @inlinable
  init(found: ScreenRevision?) {
    seen = found
  }

  /// Answers from the window's revisions alone, when they are of the layout the gate knows.
  ///
  /// - Parameter windowRevisions: The revisions of the screens of the gate's window, if known.
  /// - Returns: Whether the screen changed, or `nil` when the gate must look its screen up.
  @inlinable
  mutating func screenChanged(given windowRevisions: WindowRevisions?) -> Bool? {
    guard let windowRevisions, let seen, seen.layout == windowRevisions.layout else { return nil }
    // The screens did not move: the screen is where it was, or still not shown.
    guard let position = seen.position else { return false }
    let current = windowRevisions.screens[position]
    if current == seen.revision { return false }
    self.seen?.revision = current
    return true
  }

  /// Answers from the screen as it was just found, and remembers it.
  ///
  /// - Parameter found: Where the screen is and its revision; `nil` when its window is not open.
  /// - Returns: Whether the screen was shown, closed or changed.
  @inlinable
  mutating func screenChanged(found: ScreenRevision?) -> Bool {
    // A window that is not open and one that does not show the screen both give the screen no
    // state (revision 0): going from one to the other changes nothing for it.
    let changed = (found?.revision ?? 0) != (seen?.revision ?? 0)
    seen = found
    return changed
  }
}
