/// One row of the rows workload's list: an id and a counter that each action on the row bumps.
struct BenchListRow: Identifiable, Equatable, Sendable {
  /// The row's id, from 0 to the number of rows − 1.
  let id: Int
  /// How many times an action changed the row.
  var value = 0
}
