/// Lets a screen subscription be evaluated only when its screen's state changed in its window
/// since it was last evaluated.
///
/// The gate remembers its screen's position, the layout of the window's screens it was found in,
/// and its revision (from the process-wide ``RevisionClock``, unique to that state). While the
/// window's layout is the one the gate knows, one comparison answers; otherwise (a screen was
/// shown or closed, or the revisions are not at hand) the gate looks its screen up. It runs no
/// app code, so it may be asked before the store checks that the subscriber is alive.
///
/// A value kept in its lane's marks, so that a notification skips unchanged screens without
/// visiting any object. It takes 20 bytes, where a `ScreenRevision?` takes 33, so that a lane's
/// marks fill fewer cache lines: with many windows open, they are rarely in the cache.
@usableFromInline
struct ScreenGate {
  @usableFromInline var layout: UInt64
  /// 0 when the window did not show the screen, or was not open.
  @usableFromInline var revision: UInt64
  /// The screen's position in the layout, ``notShown``, or ``unknown`` (the window was not open,
  /// or the position does not fit), which makes the gate look the screen up at the next action.
  @usableFromInline var position: UInt32

  @usableFromInline static var notShown: UInt32 { .max - 1 }
  @usableFromInline static var unknown: UInt32 { .max }

  /// For a subscription just evaluated with the screen as `found`.
  @inlinable
  init(found: ScreenRevision?) {
    layout = 0
    revision = 0
    position = Self.unknown
    remember(found)
  }

  /// Whether the screen changed, from the window's revisions alone; `nil` when the gate must
  /// look its screen up.
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

  /// Whether the screen was shown, closed or changed, from where it was just found (`nil`: its
  /// window is not open); remembers it.
  @inlinable
  mutating func screenChanged(found: ScreenRevision?) -> Bool {
    // A window that is not open and one that does not show the screen both give the screen no
    // state (revision 0): going from one to the other changes nothing for it.
    let changed = (found?.revision ?? 0) != revision
    remember(found)
    return changed
  }

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
