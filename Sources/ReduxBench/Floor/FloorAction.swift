/// An action of the `floor` row: a tap on one screen of the window at an index. A plain value,
/// precomputed, so that dispatching it allocates nothing.
struct FloorAction: Sendable {
  /// The window's position among the open windows.
  var window: Int
  /// The screen tapped.
  var screen: BenchScreen
}
