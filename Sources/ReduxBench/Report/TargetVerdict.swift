/// Whether one of the performance targets is met, read from a run's rows.
struct TargetVerdict: Equatable, Sendable {
  /// What was measured and what the target is, such as
  /// `64 windows: 412× faster than the wiki baseline (target ≥ 100×)`.
  var summary: String
  /// `true` or `false` when judged; `nil` when the run does not judge it (`--quick`) or did not
  /// measure it.
  var isMet: Bool?

  /// The verdict as a line of the table: a tick, a cross, or a dash when not judged.
  var line: String {
    switch isMet {
    case true?: return "✓ \(summary)"
    case false?: return "✗ \(summary)"
    case nil: return "- \(summary)"
    }
  }
}
