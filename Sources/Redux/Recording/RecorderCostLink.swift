import Foundation

/// What connects an ``ActionRecorder`` to the ``CostMeasurement`` whose costs it writes.
///
/// The recorder is a middleware: it is handed an action before the action's cost is known,
/// which the store reports once it has processed the action. So, while connected, the recorder
/// hands its writer each line to hold with the action's key, and the measurement hands the
/// writer the costs of the actions it processed at the end of each processing; the writer then
/// writes the lines it holds, each with its cost (`RecordingWriter`). Held lines never outlast
/// the processing of their action: a session killed at any moment loses at most the action in
/// flight, as without costs.
///
/// Lines are matched to costs by the action object and by the processing they belong to (its
/// *epoch*, counted up as each measured processing starts): a line recorded while the store did
/// not measure that action is written without a cost rather than given another's. An action
/// object standing twice in one batch has two lines and two costs with the same key; the writer
/// gives each cost to the first of the key's lines still without one, and the store reports the
/// costs in the order the recorder's middleware saw the actions, so each line gets its own.
// Safety: `isConnected` and `epoch` are read and written only inside `lock.withLock`; `lock`
// and `commands` are `let`s and thread-safe.
final class RecorderCostLink: @unchecked Sendable {
  private let lock = NSLock()
  private var isConnected = false
  private var epoch: UInt64 = 0
  private let commands: AsyncStream<RecordingWriter.Command>.Continuation

  init(commands: AsyncStream<RecordingWriter.Command>.Continuation) {
    self.commands = commands
  }

  /// The processing a line recorded now belongs to, or `nil` when no measurement is connected
  /// and the line is written at once.
  var awaitedEpoch: UInt64? {
    lock.withLock { isConnected ? epoch : nil }
  }

  func connect() {
    lock.withLock { isConnected = true }
  }

  /// A measured processing starts.
  func beginMeasuredAction() {
    lock.withLock { epoch &+= 1 }
  }

  /// The costs of the actions of the processing that ends; the writer writes the lines it held.
  func record(_ costs: [RecordingWriter.KeyedCost]) {
    let epoch = lock.withLock { self.epoch }
    commands.yield(.costs(epoch: epoch, costs))
  }

  /// The measurement stopped: lines are written at once again, and those held without a cost.
  func disconnect() {
    lock.withLock { isConnected = false }
    commands.yield(.releaseHeld)
  }
}
