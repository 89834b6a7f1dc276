import Redux

/// The enum actions of the rows and batch workloads' list screen.
enum RowsBenchAction: ModernAction {
  /// Puts rows 0 to `count` − 1 in the list at once, before anything is measured.
  case fill(count: Int)
  /// Changes one row: bumps its counter.
  case bump(id: Int)
  /// Names one row and changes nothing: what every dispatch costs before any row changes.
  case leave(id: Int)
}
