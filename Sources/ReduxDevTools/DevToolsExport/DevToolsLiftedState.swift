import Foundation
import Redux

/// A DevTools file read and checked: its staged actions and its first state, turned into the
/// lines of a recording that ``Recording`` then reads as it reads any other.
struct DevToolsLiftedState {
  let file: String
  let members: [String: JSONValue]

  /// Reads the file's JSON, unwrapping `{"payload": "…"}`.
  init(data: Data, file: String) throws(DevToolsImportError) {
    self.file = file
    var value = try Self.parse(data, file: file, field: "(root)")
    if case .string(let text)? = value["payload"], value["actionsById"] == nil {
      value = try Self.parse(Data(text.utf8), file: file, field: "payload")
    }
    guard case .object(let members) = value else {
      throw DevToolsImportError(file: file, field: "(root)", problem: "not a JSON object")
    }
    self.members = members
  }

  private static func parse(
    _ data: Data, file: String, field: String
  ) throws(DevToolsImportError) -> JSONValue {
    do {
      return try JSONParser.parse(Array(data))
    } catch {
      throw DevToolsImportError(file: file, field: field, problem: "not JSON: \(error)")
    }
  }

  private func failure(_ field: String, _ problem: String) -> DevToolsImportError {
    DevToolsImportError(file: file, field: field, problem: problem)
  }

  /// A member that must be an array of whole numbers.
  private func ids(_ key: String, required: Bool) throws(DevToolsImportError) -> [Int] {
    guard let value = members[key] else {
      if required { throw failure(key, "missing") }
      return []
    }
    guard case .array(let elements) = value else { throw failure(key, "not an array") }
    var ids: [Int] = []
    for (index, element) in elements.enumerated() {
      guard case .number(let text) = element, let id = Int(text), id >= 0 else {
        throw failure("\(key).\(index)", "not an action id (a whole number from 0)")
      }
      ids.append(id)
    }
    return ids
  }

  /// Refuses an action id staged twice, where it comes again: each staging would make a line
  /// of the recording, so that a file of a megabyte could ask for gigabytes.
  private func refuseRepeats(_ staged: [Int]) throws(DevToolsImportError) {
    var places: [Int: Int] = [:]
    for (index, id) in staged.enumerated() {
      if let first = places[id] {
        throw failure(
          "stagedActionIds.\(index)", "action \(id) is staged already, at stagedActionIds.\(first)")
      }
      places[id] = index
    }
  }

  /// The recording's lines: a header with the first computed state, then one line per staged
  /// action that is not skipped.
  func recordingLines() throws(DevToolsImportError) -> DevToolsRecordingLines {
    guard case .object(let actions)? = members["actionsById"] else {
      throw failure("actionsById", members["actionsById"] == nil ? "missing" : "not an object")
    }
    let staged = try ids("stagedActionIds", required: true)
    try refuseRepeats(staged)
    let skipped = Set(try ids("skippedActionIds", required: false))
    guard case .array(let states)? = members["computedStates"] else {
      throw failure(
        "computedStates", members["computedStates"] == nil ? "missing" : "not an array")
    }
    guard states.count == staged.count else {
      throw failure(
        "computedStates",
        "\(states.count) states for \(staged.count) staged actions; there must be one each")
    }
    guard let first = staged.first else { throw failure("stagedActionIds", "empty") }
    let initAction = try action(first, in: actions)
    guard initAction["type"]?.stringValue == DevToolsAction.initType else {
      throw failure("actionsById.\(first).action.type", "the first staged action is not @@INIT")
    }
    guard let initialState = states[0]["state"] else {
      throw failure("computedStates.0.state", "missing")
    }
    let app = initAction["app"]?.stringValue ?? "unknown"
    var lines = DevToolsRecordingLines(file: file)
    var header = "{\"formatVersion\":1,\"app\":"
    JSONValue.writeString(app, to: &header)
    header += ",\"initialState\":"
    initialState.write(to: &header)
    lines.append(header + "}", id: first)
    let performed = Array(staged.dropFirst())
    var places = try batchPlaces(of: performed, skipped: skipped, in: actions).makeIterator()
    for id in performed where !skipped.contains(id) {
      let line = try line(
        position: lines.count, id: id, time: time(of: id, in: actions),
        action: action(id, in: actions), cost: cost(of: id, in: actions),
        batch: places.next() ?? nil)
      lines.append(line, id: id)
    }
    return lines
  }

  /// The batch places of the staged actions that are not skipped, in order (see
  /// ``DevToolsBatch``): read from every staged action's `batch`, checked as whole batches,
  /// then renumbered without the skipped actions.
  private func batchPlaces(
    of ids: [Int], skipped: Set<Int>, in actions: [String: JSONValue]
  ) throws(DevToolsImportError) -> [BatchPlace?] {
    var places: [BatchPlace?] = []
    var sequence = BatchSequence()
    for id in ids {
      let field = "actionsById.\(id).\(DevToolsBatch.key)"
      var place: BatchPlace?
      if let value = actions[String(id)]?[DevToolsBatch.key] {
        place = try DevToolsBatch.place(value, field: field, file: file)
      }
      if let problem = sequence.next(place) { throw failure(field, problem) }
      places.append(place)
    }
    return DevToolsBatch.renumbered(places, isSkipped: ids.map { skipped.contains($0) })
  }

  /// The `action` of a `PERFORM_ACTION` entry.
  private func action(
    _ id: Int, in actions: [String: JSONValue]
  ) throws(DevToolsImportError) -> [String: JSONValue] {
    let field = "actionsById.\(id)"
    guard let entry = actions[String(id)] else { throw failure(field, "missing") }
    guard entry["type"]?.stringValue == "PERFORM_ACTION" else {
      throw failure("\(field).type", "not PERFORM_ACTION")
    }
    guard case .object(let action)? = entry["action"] else {
      throw failure("\(field).action", "missing, or not an object")
    }
    guard action["type"]?.stringValue != nil else {
      throw failure("\(field).action.type", "missing, or not a string")
    }
    return action
  }

  /// When an entry's action was processed, from its `timestamp` (milliseconds since 1970), as
  /// a recording's line writes it; `nil` for an entry without one.
  private func time(
    of id: Int, in actions: [String: JSONValue]
  ) throws(DevToolsImportError) -> String? {
    guard let timestamp = actions[String(id)]?["timestamp"] else { return nil }
    // Years 1 to 9999 only: what ISO 8601 writes with four digits.
    guard case .number(let text) = timestamp, let milliseconds = Double(text),
      (-62_135_596_800_000.0...253_402_300_799_000.0).contains(milliseconds)
    else {
      throw failure("actionsById.\(id).timestamp", "not a time in milliseconds since 1970")
    }
    return RecordingLines.timeText(Date(timeIntervalSince1970: milliseconds / 1000))
  }

  /// What an entry's action cost, as a recording's line writes it (see ``DevToolsCost``); `nil`
  /// for an entry without a `cost`.
  private func cost(
    of id: Int, in actions: [String: JSONValue]
  ) throws(DevToolsImportError) -> String? {
    guard let cost = actions[String(id)]?[DevToolsCost.key] else { return nil }
    return try DevToolsCost.lineText(
      cost, field: "actionsById.\(id).\(DevToolsCost.key)", file: file)
  }

  /// A recording's action line.
  private func line(
    position: Int, id: Int, time: String?, action: [String: JSONValue], cost: String?,
    batch: BatchPlace?
  ) throws(DevToolsImportError) -> String {
    let field = "actionsById.\(id).action"
    guard let window = action["window"]?.stringValue, WindowUUID(uuidString: window) != nil else {
      throw failure("\(field).window", "missing, or not a window's UUID")
    }
    var line = "{\"position\":\(position),"
    if let time {
      line += "\"time\":"
      JSONValue.writeString(time, to: &line)
      line += ","
    }
    line += "\"window\":"
    JSONValue.writeString(window, to: &line)
    if let batch { line += ",\"batch\":[\(batch.index),\(batch.count)]" }
    if let instance = action["instance"] {
      guard case .number(let number) = instance, UInt64(number) != nil else {
        throw failure("\(field).instance", "not a screen instance's number")
      }
      line += ",\"instance\":\(number)"
    }
    line += ",\"action\":"
    JSONValue.writeString(action["type"]?.stringValue ?? "", to: &line)
    if let type = action["actionType"] {
      guard let text = type.stringValue else {
        throw failure("\(field).actionType", "not a string")
      }
      line += ",\"type\":"
      JSONValue.writeString(text, to: &line)
    }
    line += ",\"payload\":"
    DevToolsAction.payload(of: action).write(to: &line)
    if let cost { line += ",\"cost\":" + cost }
    return line + "}"
  }
}
