import Redux

/// How a recorded action is written as a DevTools action, and read back.
///
/// ```json
/// {"type":"TodoListAction","window":"E621E1F8-…","actionType":"TodoListAction.add","add":{"title":"Milk"}}
/// ```
///
/// `type` is the action's recorded name, `window` its window, `instance` the screen instance it
/// was aimed at, if any, and `actionType` the action type's case, for people reading the file.
/// A payload that is an object is spread beside them, as DevTools shows an action's fields; any
/// other payload, or one with a key of its own among those names, is written under `payload`.
package enum DevToolsAction {
  /// The keys a DevTools action keeps for itself.
  static let reservedKeys: Set<String> = ["type", "window", "instance", "actionType", "payload"]

  /// The type of the first action, which stands for the state before any action.
  static let initType = "@@INIT"

  /// A recorded action as a DevTools action.
  ///
  /// - Parameter step: The action and its payload.
  /// - Returns: The action's JSON.
  static func json(_ step: SessionStep) -> JSONValue {
    var members: [String: JSONValue] = [
      "type": .string(step.name),
      "window": .string(step.window.uuidString),
    ]
    if let instance = step.instance { members["instance"] = .number(String(instance.number)) }
    if let type = step.typeDescription { members["actionType"] = .string(type) }
    if case .object(let fields) = step.payload, reservedKeys.isDisjoint(with: fields.keys) {
      members.merge(fields) { own, _ in own }
    } else {
      members["payload"] = step.payload
    }
    return .object(members)
  }

  /// The payload of a DevTools action, as the recording line takes it.
  ///
  /// - Parameter members: The action's fields.
  /// - Returns: The `payload` member when there is one, or else every member that is not one of
  ///   the reserved keys.
  static func payload(of members: [String: JSONValue]) -> JSONValue {
    if let payload = members["payload"] { return payload }
    return .object(members.filter { !reservedKeys.contains($0.key) })
  }
}
