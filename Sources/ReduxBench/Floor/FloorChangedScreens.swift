/// The screens of one window whose state an action changed, one bit per ``BenchScreen`` at its
/// raw value: what the floors' reducer returns so that only those screens' subscribers are called.
struct FloorChangedScreens: OptionSet, Sendable {
  /// One bit per screen, at the screen's raw value.
  let rawValue: UInt8

  /// Makes a set from its bits.
  ///
  /// - Parameters:
  ///   - rawValue: One bit per screen, at the screen's raw value.
  init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The set holding one screen.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  init(_ screen: BenchScreen) {
    rawValue = 1 << UInt8(screen.rawValue)
  }
}
