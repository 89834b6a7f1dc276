import Foundation
import Redux

/// A tiny app that is not the sample app, to show the inspector and the export work for any
/// app: a count and a list of names, changed by one recordable action.
final class CounterAction: Action, RecordableAction {
  init(windowUUID: WindowUUID, actionType: CounterActionType) {
    super.init(windowUUID: windowUUID, actionType: actionType)
  }
}

enum CounterActionType: ActionType, Equatable, Codable {
  case add(Int)
  case name(String)
  case clear
}

struct CounterState: Codable, Equatable {
  var count = 0
  var names: [String] = []
  var tags: [String: Int] = [:]

  static let reducer: Reducer<CounterState> = { state, action in
    guard let type = action.actionType(as: CounterActionType.self) else { return state }
    var next = state
    switch type {
    case .add(let amount): next.count += amount
    case .name(let name):
      next.names.append(name)
      next.tags[name, default: 0] += 1
    case .clear:
      next.names = []
      next.tags = [:]
    }
    return next
  }
}

enum CounterSessions {
  static let registry = ActionRegistry([CounterAction.self])
  static let window = "BFF833EE-8C95-45F7-BAD7-6E7CA53A3E26"

  /// A recording of `types`, all in one window, starting from an empty counter; its actions
  /// a second apart from `start` when it is given, without times otherwise, and with the
  /// `cost` JSON `costs` gives for their position, if any, and the `batch` field `batches`
  /// gives, such as `[1,3]`.
  static func recording(
    _ types: [CounterActionType], file: String = "counter.jsonl", start: Date? = nil,
    costs: [Int: String] = [:], batches: [Int: String] = [:]
  ) throws
    -> Recording
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    var lines = [
      #"{"formatVersion":1,"app":"Counter","initialState":{"count":0,"names":[],"tags":{}}}"#
    ]
    for (index, type) in types.enumerated() {
      let payload = String(decoding: try encoder.encode(type), as: UTF8.self)
      let time = start.map {
        #""time":""# + $0.addingTimeInterval(Double(index)).formatted(.iso8601) + #"","#
      }
      lines.append(
        #"{"position":\#(index + 1),\#(time ?? "")"window":"\#(window)","#
          + (batches[index + 1].map { #""batch":"# + $0 + "," } ?? "")
          + #""action":"CounterAction","payload":"# + payload
          + (costs[index + 1].map { #","cost":"# + $0 } ?? "") + "}")
    }
    return try Recording(text: lines.joined(separator: "\n"), file: file, registry: registry)
  }

  /// A session with every kind of action, a name with characters HTML and JSON must escape.
  static let mixed: [CounterActionType] = [
    .add(2), .name("Ada"), .name("</script><b>&"), .add(-1), .clear, .name("Zoë 🙂"), .add(40),
  ]
}
