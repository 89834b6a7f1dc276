import Foundation

/// How the lines of a recording are written: the header, then one line per action, with the
/// fields in a fixed order so that a recording reads the same every time.
package enum RecordingLines {
  /// The encoder of payloads and initial states: sorted keys, so that equal values are written
  /// alike, and no escaped slashes.
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// The header line, with its newline.
  ///
  /// - Parameters:
  ///   - app: The app's name.
  ///   - initialState: The encoded initial state, if any.
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

  /// The line of an action at a position, with its newline. A recorded action aimed at a screen
  /// instance has an `instance` field, the instance's number; other lines have none.
  static func line(position: Int, _ entry: RecordingEntry) -> Data {
    var line = "{\"position\":\(position),\"time\":\(quoted(timeText(entry.time))),"
    line += "\"window\":\(quoted(entry.window.uuidString)),"
    var data = Data()
    switch entry.payload {
    case .success(let payload):
      if let instance = entry.instance { line += "\"instance\":\(instance.number)," }
      line += "\"action\":\(quoted(entry.name)),\"type\":\(quoted(entry.type)),\"payload\":"
      data.append(contentsOf: line.utf8)
      data.append(payload)
      data.append(contentsOf: "}\n".utf8)
    case .failure(let unrecordable):
      line +=
        "\"unrecordable\":\(quoted(entry.name)),\"type\":\(quoted(entry.type)),"
        + "\"reason\":\(quoted(unrecordable.reason))}\n"
      data.append(contentsOf: line.utf8)
    }
    return data
  }

  /// How a line's `time` is written: ISO 8601 in UTC, to the millisecond, such as
  /// `2026-11-28T17:30:05.250Z`.
  package static func timeText(_ time: Date) -> String {
    time.formatted(timeStyle)
  }

  /// The time of a line, read back: with or without its fraction of a second; `nil` for text
  /// that is not such a time.
  static func time(from text: String) -> Date? {
    (try? timeStyle.parse(text)) ?? (try? Date.ISO8601FormatStyle().parse(text))
  }

  private static var timeStyle: Date.ISO8601FormatStyle {
    Date.ISO8601FormatStyle(includingFractionalSeconds: true)
  }

  /// A string as a JSON string literal.
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
