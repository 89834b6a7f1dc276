import Foundation

/// One action as the recorder writes it. Actions are not `Sendable`, so everything the line needs
/// is read from the action, and the payload encoded, where the store calls the middleware; only
/// this value goes to the writer, which numbers it.
struct RecordingEntry: Sendable {
  let window: WindowUUID
  /// Written only for a recorded action.
  let instance: ScreenInstanceID?
  let name: String
  let type: String
  let payload: Result<Data, Unrecordable>
  let time: Date
  /// The action's place in the batch the store was processing, written as `batch`; read here,
  /// while the store calls the middleware, the only time the action carries it.
  let batch: BatchPlace?

  struct Unrecordable: Error {
    let reason: String
  }

  init(_ action: Action, registry: ActionRegistry, time: Date) {
    self.time = time
    self.batch = action.batchPlace
    self.window = action.windowUUID
    self.instance = action.screenInstance
    // Only a plain `Action` is made again from its enum alone: a subclass's fields and a
    // replacement of the windows would be lost.
    if let enumAction = action.modernAction, Swift.type(of: action) == Action.self,
      !action.replacesWindows
    {
      self.type = Self.describeType(of: enumAction)
      (self.name, self.payload) = Self.encode(enumAction, registry: registry)
      return
    }
    self.type = Self.describeType(of: action)
    guard let recordable = action as? any CustomRecordableAction else {
      self.name = String(describing: Swift.type(of: action))
      self.payload = .failure(Unrecordable(reason: "\(name) is not a CustomRecordableAction"))
      return
    }
    if let instance = action.screenInstance, !(action is any InstanceRecordableAction) {
      // A replay would aim it at the first instance of its screen and reach another state:
      // named as unrecordable, it makes the replay refuse the recording instead.
      self.name = Swift.type(of: recordable).recordingName
      self.payload = .failure(
        Unrecordable(
          reason: "it is aimed at screen instance \(instance) and \(name) is not an "
            + "InstanceRecordableAction"))
      return
    }
    (self.name, self.payload) = Self.encode(recordable, registry: registry)
  }

  private static func encode<A: CustomRecordableAction>(
    _ action: A, registry: ActionRegistry
  ) -> (String, Result<Data, Unrecordable>) {
    let name = A.recordingName
    guard registry.contains(A.self) else {
      return (name, .failure(Unrecordable(reason: "\(name) is not in the ActionRegistry")))
    }
    guard let payload = action.recordedPayload else {
      return (name, .failure(Unrecordable(reason: "its payload is not recordable")))
    }
    do {
      return (name, .success(try RecordingLines.encoder.encode(payload)))
    } catch {
      return (name, .failure(Unrecordable(reason: "its payload does not encode: \(error)")))
    }
  }

  private static func encode<A: ModernAction>(
    _ action: A, registry: ActionRegistry
  ) -> (String, Result<Data, Unrecordable>) {
    guard let codable = action as? any ModernAction & Codable else {
      return (A.recordingName, .failure(Unrecordable(reason: "\(A.self) is not Codable")))
    }
    return encodeCodable(codable, registry: registry)
  }

  private static func encodeCodable<A: ModernAction & Codable>(
    _ action: A, registry: ActionRegistry
  ) -> (String, Result<Data, Unrecordable>) {
    let name = A.recordingName
    guard registry.contains(A.self) else {
      return (name, .failure(Unrecordable(reason: "\(name) is not in the ActionRegistry")))
    }
    do {
      return (name, .success(try RecordingLines.encoder.encode(action)))
    } catch {
      return (name, .failure(Unrecordable(reason: "it does not encode: \(error)")))
    }
  }

  /// `SettingsActionType.changeTextColor`: the action type and its case, without the payload; for an enum
  /// action, its recording name and its case, `TodoListAction.add`, so that a renamed enum that
  /// keeps its name keeps its lines. A recording's reader checks a line's `type` against it.
  static func describeType(of action: Action) -> String {
    describeType(of: action.actionType, isPlainAction: Swift.type(of: action) == Action.self)
  }

  /// As `describeType(of:)` for an action, from what it reads of the action: its action type,
  /// and whether the action is a plain `Action` (an enum action's carrier) rather than a
  /// subclass's.
  static func describeType(of actionType: any ActionType, isPlainAction: Bool) -> String {
    if isPlainAction, let enumAction = actionType as? any ModernAction {
      return describeType(of: enumAction)
    }
    return "\(Swift.type(of: actionType)).\(caseName(of: actionType))"
  }

  private static func describeType(of action: any ModernAction) -> String {
    "\(Swift.type(of: action).recordingName).\(caseName(of: action))"
  }

  private static func caseName(of type: any ActionType) -> String {
    let mirror = Mirror(reflecting: type)
    if mirror.displayStyle == .enum, let label = mirror.children.first?.label {
      return label
    }
    return String(describing: type)
  }
}
