/// Where an action stood in the ``ActionBatch`` that dispatched it: its index, from 1, and how
/// many actions the batch held.
///
/// The recorder writes it on the line of each action of a batch, as `"batch":[2,3]` for the
/// second of three, and ``RecordedAction/batch`` reads it back, so that a tool can show a batch
/// as the one step its subscribers saw. An action dispatched alone has none.
public struct BatchPlace: Sendable, Hashable, CustomStringConvertible {
  /// The action's place in its batch: 1 for the first action, up to ``count``.
  public let index: Int
  /// How many actions the batch held, nested batches flattened.
  public let count: Int

  /// Made by the store for each action of a batch it processes, and by the readers of a
  /// recording's line and of a DevTools file, which check `1 ≤ index ≤ count` first.
  @usableFromInline
  package init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Whether the action is its batch's last.
  public var isLast: Bool {
    index == count
  }

  /// `2 of 3`.
  public var description: String {
    "\(index) of \(count)"
  }

  /// A place as a recording's line writes it, `[index,count]`, checked.
  ///
  /// - Parameter numbers: The field's numbers.
  /// - Returns: The place, or `nil` when `numbers` are not two with `1 ≤ index ≤ count`.
  package init?(numbers: [Int]) {
    guard numbers.count == 2, numbers[1] >= 1, (1...numbers[1]).contains(numbers[0]) else {
      return nil
    }
    self.init(index: numbers[0], count: numbers[1])
  }

  /// What a reader says of a `batch` field whose numbers are not a place.
  package static let malformedProblem =
    "'batch' must be [index, count], two whole numbers with 1 ≤ index ≤ count"
}
