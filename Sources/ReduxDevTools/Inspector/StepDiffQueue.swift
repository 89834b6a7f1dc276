import Dispatch
import Foundation
import Redux

/// Finds the changes of a session's steps on other threads while the session is replayed.
///
/// A step's changes need only the states before and after it, and finding them by reflection
/// is about half of the work of writing a page. So the replay hands each batch of steps here
/// and goes on with the next batch (reducing, encoding, patching) while this one is diffed:
/// on two cores the two halves overlap, and on more, several batches are diffed at once.
final class StepDiffQueue: @unchecked Sendable {
  // Safety: `batches` is read and written only while holding `lock`; everything else is
  // immutable and itself `Sendable`.
  private let lock = NSLock()
  private var batches: [Int: [[StateDiff.Change]]] = [:]
  private let group = DispatchGroup()

  /// Diffs a batch of steps in the background.
  ///
  /// - Parameters:
  ///   - steps: The states before and after each step of the batch, in order.
  ///   - first: The index of the batch's first step among all the steps.
  func diff<State: Sendable>(_ steps: [(before: State, after: State)], from first: Int) {
    DispatchQueue.global(qos: .userInitiated).async(group: group) {
      let changes = steps.map { StateDiff(from: $0.before, to: $0.after).changes }
      self.lock.withLock { self.batches[first] = changes }
    }
  }

  /// Waits until every batch handed over is diffed.
  ///
  /// - Returns: The changes of every step, in order.
  func waitForAll() -> [[StateDiff.Change]] {
    group.wait()
    return lock.withLock { batches.sorted { $0.key < $1.key }.flatMap(\.value) }
  }
}
