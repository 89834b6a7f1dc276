import Foundation

/// Writes a recording's fields in a fixed order, so that a recording reads the same every time.
package enum RecordingLines {
  /// Sorted keys, so that equal values are written alike.
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  static func header(app: String, initialState: Data?) -> Data {
    var line = "{\"formatVersion\":\(RecordingHeader.currentFormatVersion),\"app\":\(quoted(app))"
    var data = Data()
    if let initialState {
      line += ",\"initialState\":"
      data.append(contentsOf: line.utf8)
      data.append(initialState)
      data.append(contentsOf: "}\n".utf8)
    } else {
      data.append(contentsOf: (line + "}\n").utf8)
    }
    return data
  }

  /// An action's line; with a cost, a `cost` field last, as ``costField(_:)`` writes it.
  static func line(position: Int, _ entry: RecordingEntry, cost: ActionCost? = nil) -> Data {
    var line = "{\"position\":\(position),\"time\":\(quoted(timeText(entry.time))),"
    line += "\"window\":\(quoted(entry.window.uuidString)),"
    // Only on a batch's actions: a session without batches is written as before them.
    if let batch = entry.batch { line += "\"batch\":[\(batch.index),\(batch.count)]," }
    var data = Data()
    switch entry.payload {
    case .success(let payload):
      if let instance = entry.instance { line += "\"instance\":\(instance.number)," }
      line += "\"action\":\(quoted(entry.name)),\"type\":\(quoted(entry.type)),\"payload\":"
      data.append(contentsOf: line.utf8)
      data.append(payload)
      data.append(contentsOf: (costField(cost) + "}\n").utf8)
    case .failure(let unrecordable):
      line +=
        "\"unrecordable\":\(quoted(entry.name)),\"type\":\(quoted(entry.type)),"
        + "\"reason\":\(quoted(unrecordable.reason))\(costField(cost))}\n"
      data.append(contentsOf: line.utf8)
    }
    return data
  }

  /// `,"cost":{…}` for a line with a cost, nothing for one without: the fields in the order
  /// `ActionCost`'s `Codable` conformance names them, times in whole nanoseconds, such as
  /// `,"cost":{"totalNs":5120,"reducersNs":900,"middlewares":[{"name":"Logger","ns":2100}],`
  /// `"subscribers":[{"type":"TodoCellController","ns":1400,"calls":3}],"listenersNs":0}`.
  /// Written by hand, as the rest of the line, so that the fields keep that order.
  static func costField(_ cost: ActionCost?) -> String {
    guard let cost else { return "" }
    let middlewares = cost.middlewares.map {
      "{\"name\":\(quoted($0.name)),\"ns\":\($0.duration.wholeNanoseconds)}"
    }
    let subscribers = cost.subscribers.map {
      "{\"type\":\(quoted($0.type)),\"ns\":\($0.duration.wholeNanoseconds),\"calls\":\($0.calls)}"
    }
    return ",\"cost\":{\"totalNs\":\(cost.total.wholeNanoseconds),"
      + "\"reducersNs\":\(cost.reducers.wholeNanoseconds),"
      + "\"middlewares\":[\(middlewares.joined(separator: ","))],"
      + "\"subscribers\":[\(subscribers.joined(separator: ","))],"
      + "\"listenersNs\":\(cost.listeners.wholeNanoseconds)}"
  }

  /// ISO 8601 in UTC, to the millisecond, such as `2026-11-28T17:30:05.250Z`.
  package static func timeText(_ time: Date) -> String {
    time.formatted(timeStyle)
  }

  static func time(from text: String) -> Date? {
    (try? timeStyle.parse(text)) ?? (try? Date.ISO8601FormatStyle().parse(text))
  }

  private static var timeStyle: Date.ISO8601FormatStyle {
    Date.ISO8601FormatStyle(includingFractionalSeconds: true)
  }

  static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
