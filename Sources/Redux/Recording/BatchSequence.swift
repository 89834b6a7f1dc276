/// Checks that the batch places of a recording's actions, in order, are whole batches: each
/// batch's actions on consecutive lines, numbered 1, 2, … up to its count, with no action of
/// another batch or without a batch among them.
///
/// The recorder writes a batch's actions one after the other (the store processes a batch as
/// one unit, and what its middlewares dispatch follows it), so a recording with anything else
/// was edited or damaged. A recording may end inside a batch: the session died while the
/// recorder wrote it (see ``Recording/cutLine`` and ``Recording/unfinishedBatch``), and the
/// lines of it that were written are kept. The DevTools reader checks its actions the same way.
package struct BatchSequence {
  /// The batch being read and the index its next action must have, or `nil` between batches.
  private var open: (count: Int, next: Int)?

  package init() {}

  /// Takes the next action's place.
  ///
  /// - Parameter place: The action's place in its batch, or `nil` for an action dispatched
  ///   alone.
  /// - Returns: What is wrong with it, or `nil` when it follows the actions before it.
  package mutating func next(_ place: BatchPlace?) -> String? {
    if let (count, next) = open {
      guard let place, place.count == count, place.index == next else {
        open = nil
        let found = place.map { "[\($0.index),\($0.count)]" } ?? "no batch"
        return "the batch of \(count) actions is not complete: its action [\(next),\(count)] "
          + "was expected here, found \(found)"
      }
      open = place.isLast ? nil : (count, next + 1)
      return nil
    }
    guard let place else { return nil }
    guard place.index == 1 else {
      return "[\(place.index),\(place.count)] begins a batch; a batch begins with [1,"
        + "\(place.count)]"
    }
    open = place.isLast ? nil : (place.count, 2)
    return nil
  }
}
