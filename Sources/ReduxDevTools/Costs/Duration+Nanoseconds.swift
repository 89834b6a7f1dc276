extension Duration {
  /// The duration in whole nanoseconds, rounded down, as a recording's line writes a cost's
  /// times; a duration too long for 64 bits of nanoseconds (292 years) gives the longest that
  /// fits.
  package var nanosecondCount: Int64 {
    let (seconds, attoseconds) = components
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow else { return seconds < 0 ? .min : .max }
    let (sum, sumOverflow) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
    return sumOverflow ? .max : sum
  }
}
