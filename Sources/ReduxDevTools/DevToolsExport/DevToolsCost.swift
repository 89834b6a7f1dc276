import Foundation
import Redux

/// An action's cost in a DevTools file: the `cost` member of its `PERFORM_ACTION` entry, beside
/// the entry's `type`, `action` and `timestamp`, holding what the recording's line holds:
///
/// ```json
/// "3":{"type":"PERFORM_ACTION","action":{…},"timestamp":1764399195123,
///      "cost":{"listenersNs":0,"middlewares":[{"name":"recorder","ns":2100}],"reducersNs":900,
///              "subscribers":[{"calls":3,"ns":1400,"type":"TodoCellController"}],"totalNs":5120}}
/// ```
///
/// The extension ignores it: it replays an entry's `action` alone, shows the `action` in its
/// Action tab and the `timestamp` in its list, and imports a file's entries as they are, so the
/// member is carried and never shown. Being outside `action`, it cannot meet a payload's field.
enum DevToolsCost {
  /// The entry's member that holds the cost.
  static let key = "cost"

  /// A cost as the entry's member holds it.
  ///
  /// - Parameter cost: The action's cost.
  /// - Returns: Its JSON, times in whole nanoseconds.
  static func json(_ cost: ActionCost) -> JSONValue {
    func nanoseconds(_ duration: Duration) -> JSONValue {
      .number(String(duration.wholeNanoseconds))
    }
    return .object([
      "totalNs": nanoseconds(cost.total),
      "reducersNs": nanoseconds(cost.reducers),
      "middlewares": .array(
        cost.middlewares.map {
          .object(["name": .string($0.name), "ns": nanoseconds($0.duration)])
        }),
      "subscribers": .array(
        cost.subscribers.map {
          .object([
            "type": .string($0.type), "ns": nanoseconds($0.duration),
            "calls": .number(String($0.calls)),
          ])
        }),
      "listenersNs": nanoseconds(cost.listeners),
    ])
  }

  /// The cost of an entry, checked, as the text a recording's line gives its `cost`.
  ///
  /// - Parameters:
  ///   - value: The entry's `cost` member.
  ///   - field: The member's path, such as `actionsById.3.cost`, for errors.
  ///   - file: The file, for errors.
  /// - Returns: The member's JSON text.
  /// - Throws: ``DevToolsImportError`` naming `field` when the member is not a cost that a
  ///   recording's line could hold.
  static func lineText(
    _ value: JSONValue, field: String, file: String
  ) throws(DevToolsImportError) -> String {
    let text = value.text
    do {
      _ = try JSONDecoder().decode(ActionCost.self, from: Data(text.utf8))
    } catch let error as DecodingError {
      // The words a recording's line gives the same cost (`DecodingError.reason`).
      throw DevToolsImportError(
        file: file, field: field, problem: "not an action's cost: \(error.reason)")
    } catch {
      throw DevToolsImportError(file: file, field: field, problem: "not an action's cost: \(error)")
    }
    return text
  }
}
