/// Counts of calls read from a recording's costs, added up. A damaged file's counts may be as
/// large as a count can be: their sum stops at the largest (or the smallest) count rather than
/// overflowing, so that no file can trap the program that adds them.
package enum CallCount {
  /// The sum of two counts, or the largest (or smallest) count when it does not fit.
  ///
  /// - Parameters:
  ///   - first: A count.
  ///   - second: Another.
  /// - Returns: `first + second`, capped at `Int.max` (or `Int.min`).
  package static func sum(_ first: Int, _ second: Int) -> Int {
    let (sum, overflow) = first.addingReportingOverflow(second)
    guard overflow else { return sum }
    return second > 0 ? .max : .min
  }
}
