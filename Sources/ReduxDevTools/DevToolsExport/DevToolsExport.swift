import Foundation
import Redux

/// A recorded session as a Redux DevTools file: the "lifted state" that the DevTools
/// extension's Import accepts, so that the session can be scrubbed there.
///
/// ```swift
/// let recording = try Recording(contentsOf: url, registry: .myApp)
/// let data = try DevToolsExport.data(
///   recording: recording, initialState: recording.initialState(as: AppState.self),
///   reducer: AppState.reducer)
/// try data.write(to: url.deletingPathExtension().appendingPathExtension("json"))
/// ```
///
/// The file holds:
///
/// - `actionsById`: `"0"` is `@@INIT`, then each action under its position, each a
///   `PERFORM_ACTION` whose `action` has the recorded name as `type`, its `window`, and its
///   payload (see the article "Inspecting Sessions"), and, for an action whose recording line
///   holds a cost, a `cost` beside the entry's `timestamp`, which the extension ignores
///   (see `DevToolsCost`), and, for an action of a batch, its place in it as `batch`
///   (see `DevToolsBatch`);
/// - `computedStates`: `{"state": …}` for the initial state and then after each action;
/// - `stagedActionIds` `[0, 1, …]`, `skippedActionIds` `[]`, `currentStateIndex` (the last
///   state), `nextActionId`, `committedState` (the initial state), `isLocked` and `isPaused`.
///
/// Each action's `timestamp` is the time its recording line holds (`RecordedAction.time`, in
/// milliseconds since 1970); `@@INIT`, and an action whose line has no time, carry the one
/// `timestamp` given. The `@@INIT` action also names the app (`app`) and this library
/// (`generator`), from which `Recording.init(devToolsExport:file:registry:)` reads the file back.
public enum DevToolsExport {
  /// What the `@@INIT` action's `generator` says in a file this library wrote.
  public static let generator = "ReduxDevTools"

  /// Replays a recording with an in-place reducer and writes the DevTools file of the session.
  ///
  /// - Parameters:
  ///   - recording: The session.
  ///   - initialState: The state it started from, such as
  ///     `recording.initialState(as: AppState.self)`.
  ///   - reducer: The app's reducer; no middleware runs.
  ///   - timestamp: The time `@@INIT` carries, and any action its recording has no time for;
  ///     now unless given. Each other action carries the time it was recorded at.
  /// - Returns: The file's JSON, UTF-8.
  /// - Throws: ``InspectorError`` when an action was not recorded or a state does not encode.
  public static func data<State: Encodable & Sendable>(
    recording: Recording, initialState: State, reducer: @escaping InPlaceReducer<State>,
    timestamp: Date = Date()
  ) throws(InspectorError) -> Data {
    try data(recording, initialState, timestamp: timestamp) { reducer(&$0, $1) }
  }

  /// Replays a recording with a reducer that returns the next state and writes the DevTools
  /// file of the session; see the in-place form.
  ///
  /// - Parameters:
  ///   - recording: The session.
  ///   - initialState: The state it started from.
  ///   - reducer: The app's reducer; no middleware runs.
  ///   - timestamp: The time `@@INIT` carries, and any action its recording has no time for;
  ///     now unless given. Each other action carries the time it was recorded at.
  /// - Returns: The file's JSON, UTF-8.
  /// - Throws: ``InspectorError`` when an action was not recorded or a state does not encode.
  public static func data<State: Encodable & Sendable>(
    recording: Recording, initialState: State, reducer: @escaping Reducer<State>,
    timestamp: Date = Date()
  ) throws(InspectorError) -> Data {
    try data(recording, initialState, timestamp: timestamp) { $0 = reducer($0, $1) }
  }

  private static func data<State: Encodable & Sendable>(
    _ recording: Recording, _ initialState: State, timestamp: Date,
    reducer: (inout State, Action) -> Void
  ) throws(InspectorError) -> Data {
    var states: [JSONValue] = []
    let trace = try SessionTrace(
      recording: recording, initialState: initialState, reducer: reducer, reusesEqualParts: true
    ) { _, state in states.append(state) }
    return Data(
      text(trace, states: states, costs: recording.costsByPosition, timestamp: timestamp).utf8)
  }

  /// The lifted state's JSON text, keys sorted: `actionsById` first, with `@@INIT` and its
  /// `generator` in the file's first bytes; each action's entry has its cost, if `costs` holds
  /// one for its position.
  static func text(
    _ trace: SessionTrace, states: [JSONValue], costs: [Int: ActionCost] = [:], timestamp: Date
  ) -> String {
    let now = InspectorPageData.milliseconds(timestamp)
    func perform(
      _ action: JSONValue, at time: Int64 = now, cost: ActionCost? = nil, batch: BatchPlace? = nil
    ) -> JSONValue {
      var entry: [String: JSONValue] = [
        "type": .string("PERFORM_ACTION"), "action": action,
        "timestamp": .number(String(time)),
      ]
      if let cost { entry[DevToolsCost.key] = DevToolsCost.json(cost) }
      if let batch { entry[DevToolsBatch.key] = DevToolsBatch.json(batch) }
      return .object(entry)
    }
    var output = "{\"actionsById\":{\"0\":"
    perform(
      .object([
        "type": .string(DevToolsAction.initType), "app": .string(trace.app),
        "generator": .string(generator),
      ])
    ).write(to: &output)
    for step in trace.steps {
      output += ",\"\(step.position)\":"
      perform(
        DevToolsAction.json(step), at: step.time.map(InspectorPageData.milliseconds) ?? now,
        cost: costs[step.position], batch: step.batch
      )
      .write(to: &output)
    }
    output += "},\"committedState\":"
    trace.initialState.write(to: &output)
    output += ",\"computedStates\":["
    for (index, state) in states.enumerated() {
      output += index == 0 ? "{\"state\":" : ",{\"state\":"
      state.write(to: &output)
      output += "}"
    }
    let count = trace.steps.count
    output += "],\"currentStateIndex\":\(count),\"isLocked\":false,\"isPaused\":false"
    output += ",\"nextActionId\":\(count + 1),\"skippedActionIds\":[],\"stagedActionIds\":["
    output += (0...count).map(String.init).joined(separator: ",")
    output += "]}\n"
    return output
  }
}
