import Redux

/// An action of the `floor-uuid` row: a tap on one screen of a window named by its `WindowUUID`,
/// as the store's actions name it. A plain value, precomputed, so that dispatching it allocates
/// nothing.
struct FloorUUIDAction: Sendable {
  /// The window the action is for.
  var window: WindowUUID
  /// The screen tapped.
  var screen: BenchScreen
}
