import Foundation
import Redux

/// How the simulator gives ids to the windows it opens: window 1, window 2, and so on.
///
/// The simulator uses ``numbered`` unless told otherwise: window *n* gets the same id in every
/// run. Output is then the same from run to run (the command-line reference's excerpt of `demo`
/// is real output), and a `--state-file` saved by one run, which keys each todo list by its window's
/// id, restores window *n*'s todos in the next.
struct WindowIDs: Sendable {
  /// Makes the id of the window with a number, counted from 1.
  let make: @Sendable (Int) -> WindowUUID

  /// Ids that depend only on the window's number: random-looking, but the same in every run.
  ///
  /// The number is mixed into 128 bits (SplitMix64), marked as a version 4 UUID.
  static let numbered = WindowIDs { number in
    var state = UInt64(truncatingIfNeeded: number) &+ 0x5EED_CAFE_F00D
    let high = splitMix(&state)
    let low = splitMix(&state)
    var bytes = [UInt8](repeating: 0, count: 16)
    for index in 0..<8 {
      bytes[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * UInt64(index)))
      bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (56 - 8 * UInt64(index)))
    }
    bytes[6] = (bytes[6] & 0x0F) | 0x40
    bytes[8] = (bytes[8] & 0x3F) | 0x80
    let uuid = UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
    return WindowUUID(uuid: uuid)
  }

  /// The number whose ``numbered`` id is `uuid`, looked for among the first `limit` numbers,
  /// or `nil`: how a replay gives a restored window the number the session gave it.
  ///
  /// - Parameters:
  ///   - uuid: A window's id.
  ///   - limit: The largest number tried.
  /// - Returns: The number, or `nil` when no number up to `limit` makes that id.
  static func numberedWindow(withID uuid: WindowUUID, upTo limit: Int) -> Int? {
    guard limit >= 1 else { return nil }
    return (1...limit).first { numbered.make($0) == uuid }
  }

  /// One step of SplitMix64: advances the state and returns 64 well-mixed bits.
  private static func splitMix(_ state: inout UInt64) -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
