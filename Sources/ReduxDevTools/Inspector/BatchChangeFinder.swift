import Redux

/// Finds what each batch of a replayed session changed as a whole: the changes from the state
/// before its first action to the state after its last, which the page's "Changes" shows for the
/// batch's step. A field that one action of the batch changed and another changed back is not
/// among them, as a subscriber, which hears the batch once, never saw it change.
///
/// The replay hands it each step as it goes; the diffs run in the background, as the steps' do
/// (`StepDiffQueue`). A session that ended inside a batch (see `Recording.cutLine`) has the
/// changes of the actions of it that were recorded.
struct BatchChangeFinder<State: Sendable> {
  /// The batch being replayed: the state before its first action, the position of its latest
  /// action and the state after it.
  private var open: (before: State, position: Int, after: State)?
  /// The position of the last action of each batch handed to the queue, in order.
  private var ends: [Int] = []
  private let queue = StepDiffQueue()

  /// Takes a step of the replay.
  ///
  /// - Parameters:
  ///   - place: The step's action's place in its batch, if any.
  ///   - position: The action's position.
  ///   - before: The state before the action.
  ///   - after: The state after it.
  mutating func note(_ place: BatchPlace?, position: Int, before: State, after: State) {
    guard let place else { return }
    let start = place.index == 1 ? before : open?.before ?? before
    open = (start, position, after)
    if place.isLast { close() }
  }

  /// Waits for the diffs of every batch, the one the session ended inside included.
  ///
  /// - Returns: Each batch's changes, by the position of its last action.
  mutating func waitForAll() -> [Int: [StateDiff.Change]] {
    close()
    guard !ends.isEmpty else { return [:] }
    let changes = queue.waitForAll()
    return Dictionary(uniqueKeysWithValues: zip(ends, changes))
  }

  private mutating func close() {
    guard let (before, position, after) = open else { return }
    queue.diff([(before, after)], from: ends.count)
    ends.append(position)
    open = nil
  }
}
