import Foundation
import Redux

extension Simulator {
  /// The line drawn under a step when the store measures costs (`simulate --profile`): the last
  /// action the step processed, and its total, such as
  /// `  Cost: TodoListAction.add took 182.4 µs`; `nil` when no action was processed since the
  /// last step's line, or the store does not measure.
  ///
  /// - Returns: The line, indented as the log's lines are.
  func takeCostLine() -> String? {
    guard let report = lastCost else { return nil }
    lastCost = nil
    return "  Cost: \(report.actionName) took \(Self.text(of: report.cost.total))"
  }

  /// A duration as people read it: `850 ns`, `182.4 µs`, `3.1 ms`, `1.25 s`.
  ///
  /// - Parameter duration: A duration, not negative.
  static func text(of duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    switch nanoseconds {
    case ..<1_000: return "\(Int(nanoseconds)) ns"
    case ..<1_000_000: return String(format: "%.1f µs", nanoseconds / 1e3)
    case ..<1_000_000_000: return String(format: "%.1f ms", nanoseconds / 1e6)
    default: return String(format: "%.2f s", nanoseconds / 1e9)
    }
  }
}
