/// Measures how deeply middleware and subscriber calls nest, and how far the stack moves
/// between them.
///
/// A store that processed a follow-up action inside the call that dispatched it would nest one
/// call deeper per action of a chain; a store that queues it calls every middleware and
/// subscriber from the same depth. Wrap each probed call in ``measure(_:)``.
@MainActor
final class ReentrancyProbe {
  private var depth = 0
  /// The deepest nesting seen: 1 when no probed call ever ran inside another.
  private(set) var maxDepth = 0
  private var lowestStackAddress = UInt.max
  private var highestStackAddress: UInt = 0

  /// How far apart, in bytes, the stack frames of the probed calls were.
  var stackSpread: UInt {
    highestStackAddress >= lowestStackAddress ? highestStackAddress - lowestStackAddress : 0
  }

  /// Runs a probed call, recording its nesting depth and where its frame is on the stack.
  func measure(_ call: () -> Void) {
    var marker = 0
    let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    lowestStackAddress = min(lowestStackAddress, address)
    highestStackAddress = max(highestStackAddress, address)
    depth += 1
    maxDepth = max(maxDepth, depth)
    call()
    depth -= 1
  }
}
