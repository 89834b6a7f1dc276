/// What a screen subscription knows of its screen: where its window showed it, and the revision at
/// which its state last changed, in a layout of the window's screens.
///
/// Revisions come from the process-wide `RevisionClock` (see `WindowScreens`), which never hands
/// out a number twice, so an unchanged revision means an unchanged screen state. Positions hold as
/// long as the window's layout revision does: only showing or closing a screen moves the others.
@usableFromInline
package struct ScreenRevision: Equatable, Sendable {
  /// The window's layout revision when the screen was found.
  @usableFromInline package var layout: UInt64
  /// The screen's position among its window's screens; `nil` when the window did not show it.
  @usableFromInline package var position: Int?
  /// The revision at which the screen's state last changed; 0 when the window did not show it.
  @usableFromInline package var revision: UInt64

  @inlinable
  package init(layout: UInt64, position: Int?, revision: UInt64) {
    self.layout = layout
    self.position = position
    self.revision = revision
  }
}

/// The revisions of a window's screens, position by position, in one layout of its screens.
@usableFromInline
package struct WindowRevisions: Sendable {
  /// The window's layout revision: the revision at which a screen was last shown or closed.
  @usableFromInline package var layout: UInt64
  @usableFromInline package var screens: [UInt64]

  @inlinable
  package init(layout: UInt64, screens: [UInt64]) {
    self.layout = layout
    self.screens = screens
  }
}
