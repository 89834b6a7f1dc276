import Redux

/// A recorded session replayed once, step by step: the initial state's JSON, each action with
/// its changes and its patch, and, for the page, full states placed by size (see
/// ``CheckpointPlacement``).
///
/// The page and the DevTools export are both written from it. Only the reducer runs, as in
/// `Recording.replay(from:reducer:)`: no middleware, no file, no request.
package struct SessionTrace: Sendable {
  /// The file the recording was read from.
  package let file: String
  /// The app that made the recording.
  package let app: String
  /// The state before the first action, as JSON.
  package let initialState: JSONValue
  /// The actions, in order; `steps[k - 1]` is step `k`.
  package let steps: [SessionStep]
  /// The full states kept for the page, by step; none unless asked for.
  package let checkpoints: [Int: JSONValue]
  /// The changes of each batch, from the state before its first action to the state after its
  /// last, by the position of its last action (see ``BatchChangeFinder``).
  package let batchChanges: [Int: [StateDiff.Change]]

  /// A trace made of its parts, for tests.
  package init(
    file: String, app: String, initialState: JSONValue, steps: [SessionStep],
    checkpoints: [Int: JSONValue], batchChanges: [Int: [StateDiff.Change]] = [:]
  ) {
    self.file = file
    self.app = app
    self.initialState = initialState
    self.steps = steps
    self.checkpoints = checkpoints
    self.batchChanges = batchChanges
  }

  /// Replays a recording and keeps, for each action, what it changed.
  ///
  /// The changes of each step are found on other threads (see `StepDiffQueue`) while the
  /// replay goes on; only the reducer runs on the caller's.
  ///
  /// - Parameters:
  ///   - recording: The session.
  ///   - initialState: The state the session started from.
  ///   - reducer: The app's reducer, applied in place.
  ///   - checkpointRatio: Whether to keep full states for the page, and how far apart: one is
  ///     kept once the patches since the last weigh more than it times this ratio (see
  ///     ``CheckpointPlacement``); `nil` keeps none.
  ///   - reusesEqualParts: Whether to reuse the JSON of the parts of a state that are `==` to
  ///     those of the state before (see `JSONEncodingMemo`), rather than encode every state
  ///     whole.
  ///   - eachState: Called with every state's JSON, from step 0 (the initial state) to the last.
  /// - Throws: ``InspectorError/recording(_:)`` when an action was not recorded (nothing is
  ///   replayed then), ``InspectorError/unencodableState(file:position:reason:)`` when a state
  ///   does not encode.
  package init<State: Encodable & Sendable>(
    recording: Recording, initialState: State, reducer: (inout State, Action) -> Void,
    checkpointRatio: Int? = nil, reusesEqualParts: Bool = false,
    eachState: (Int, JSONValue) -> Void = { _, _ in }
  ) throws(InspectorError) {
    if let unrecorded = recording.actions.first(where: { !$0.isRecordable }) {
      throw .recording(
        .unrecordableAction(
          file: recording.file, line: unrecorded.line, position: unrecorded.position,
          name: unrecorded.name, reason: unrecorded.unrecordableReason ?? "not recordable"))
    }
    self.file = recording.file
    self.app = recording.header.app
    let memo = reusesEqualParts ? JSONEncodingMemo() : nil
    var state = initialState
    var json = try Self.encode(state, file: recording.file, position: 0, memo: memo)
    self.initialState = json
    eachState(0, json)
    var placement = checkpointRatio.map { CheckpointPlacement(initialState: json, ratio: $0) }
    var steps: [SessionStep] = []
    steps.reserveCapacity(recording.actions.count)
    var checkpoints: [Int: JSONValue] = [:]
    let diffs = StepDiffQueue()
    var batch: [(before: State, after: State)] = []
    batch.reserveCapacity(Self.diffBatchSize)
    var batchChanges = BatchChangeFinder<State>()
    for recorded in recording.actions {
      guard let action = recorded.makeAction() else { continue }
      let before = state
      reducer(&state, action)
      let after = try Self.encode(
        state, file: recording.file, position: recorded.position, memo: memo)
      let payload: JSONValue
      do {
        payload = try recorded.recordedPayloadJSON() ?? .null
      } catch {
        payload = .string("(the payload does not encode: \(error))")
      }
      // The memo's trail leads the patch to what the action changed.
      let patch = JSONPatch(from: json, to: after, trail: memo?.lastTrail)
      steps.append(
        SessionStep(
          position: recorded.position, name: recorded.name,
          typeDescription: recorded.typeDescription, isModernAction: recorded.isModernAction,
          time: recorded.time,
          window: recorded.windowUUID,
          instance: recorded.screenInstance, payload: payload, changes: [],
          patch: patch, batch: recorded.batch))
      batchChanges.note(recorded.batch, position: recorded.position, before: before, after: state)
      batch.append((before, state))
      if batch.count == Self.diffBatchSize {
        diffs.diff(batch, from: steps.count - batch.count)
        batch.removeAll(keepingCapacity: true)
      }
      json = after
      if placement?.keeps(after: patch, state: after) == true {
        checkpoints[recorded.position] = after
      }
      eachState(recorded.position, after)
    }
    diffs.diff(batch, from: steps.count - batch.count)
    for (index, changes) in diffs.waitForAll().enumerated() {
      steps[index].changes = changes
    }
    self.steps = steps
    self.checkpoints = checkpoints
    self.batchChanges = batchChanges.waitForAll()
  }

  /// How many steps are diffed together in the background, while the next ones are replayed.
  private static let diffBatchSize = 128

  private static func encode<State: Encodable>(
    _ state: State, file: String, position: Int, memo: JSONEncodingMemo?
  ) throws(InspectorError) -> JSONValue {
    do {
      return try JSONTreeEncoder.encode(state, memo: memo)
    } catch {
      throw .unencodableState(file: file, position: position, reason: "\(error)")
    }
  }
}
