/// A lane of subscribers, whatever the store's state type: the window it watches.
///
/// ``SubscriberList`` keeps its cache of lanes in an array of this class. The list's code that is
/// not inlined into the app is compiled once, for all state types; it reads an array of this
/// non-generic class without looking up type metadata at run time, as an array of a generic lane
/// type would make it do.
@MainActor
@usableFromInline
class WindowLane {
  /// The window whose subscribers this lane holds, or `nil` for the store-wide lane.
  @usableFromInline let window: WindowUUID?

  /// Makes a lane watching a window.
  ///
  /// - Parameter window: The window, or `nil` for the store-wide lane.
  init(window: WindowUUID?) {
    self.window = window
  }
}
