/// What decides whether a screen subscription is evaluated after an action: only when its screen's
/// state changed in its window since the subscription was last evaluated.
///
/// The gate remembers where its screen was, in which layout of the window's screens, and the
/// screen's revision, a number from the process-wide ``RevisionClock`` that no other state of the
/// screen carries. After an action for its window, the store hands it the revisions of the
/// window's screens: while the layout is the one the gate knows, the screen is where it was and
/// one comparison answers. Otherwise (a screen was shown or closed, or the revisions are not at
/// hand) the gate looks its screen up. It runs no code of the app's, so it is safe to ask before the
/// store checks that the subscriber is still alive.
///
/// A value kept by its subscriber lane beside the other entries' gates, so that a notification
/// skips unchanged screens without visiting any object. It takes 20 bytes, where a
/// `ScreenRevision?` takes 33, so that a lane's marks fill fewer cache lines: with many windows
/// open, the marks of a window's lane are rarely in the cache when an action for it arrives.
@usableFromInline
struct ScreenGate {
  /// The window's layout revision when the gate last looked its screen up.
  @usableFromInline var layout: UInt64
  /// The screen's revision when last seen; 0 when the window did not show it, or was not open.
  @usableFromInline var revision: UInt64
  /// The screen's position in that layout; ``notShown`` when the window did not show it, and
  /// ``unknown`` when the window was not open or the position does not fit, which makes the gate
  /// look its screen up at the next action.
  @usableFromInline var position: UInt32

  /// The position of a screen that its window does not show.
  @usableFromInline static var notShown: UInt32 { .max - 1 }
  /// The position of a screen whose window was not open, or which lies too far down its window's
  /// screens for a `UInt32`.
  @usableFromInline static var unknown: UInt32 { .max }

  /// Makes the gate of a subscription that was just evaluated with the screen as `found`.
  @inlinable
  init(found: ScreenRevision?) {
    layout = 0
    revision = 0
    position = Self.unknown
    remember(found)
  }

  /// Answers from the window's revisions alone, when they are of the layout the gate knows.
  ///
  /// - Parameter windowRevisions: The revisions of the screens of the gate's window, if known.
  /// - Returns: Whether the screen changed, or `nil` when the gate must look its screen up.
  @inlinable
  mutating func screenChanged(given windowRevisions: WindowRevisions?) -> Bool? {
    guard let windowRevisions, layout == windowRevisions.layout else { return nil }
    // The screens did not move: the screen is where it was, or still not shown. One comparison
    // sets both special positions apart.
    guard position < Self.notShown else { return position == Self.notShown ? false : nil }
    let current = windowRevisions.screens[Int(position)]
    if current == revision { return false }
    revision = current
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
    let changed = (found?.revision ?? 0) != revision
    remember(found)
    return changed
  }

  /// Remembers the screen as it was found.
  ///
  /// - Parameter found: Where the screen is and its revision; `nil` when its window is not open.
  @inlinable
  mutating func remember(_ found: ScreenRevision?) {
    guard let found else {
      layout = 0
      revision = 0
      position = Self.unknown
      return
    }
    layout = found.layout
    revision = found.revision
    guard let shownAt = found.position else {
      position = Self.notShown
      return
    }
    // The special positions are taken: a screen shown that far down is looked up every time.
    if let packed = UInt32(exactly: shownAt), packed < Self.notShown {
      position = packed
    } else {
      position = Self.unknown
    }
  }
}
