/// An action that can be written to a recording and read back: it names itself with a stable
/// ``recordingName`` and carries a `Codable` payload from which an equal action is made again.
///
/// Most actions carry their whole payload in their action type; they adopt ``RecordableAction``,
/// which needs no code beyond `Codable` on the action type. Adopt `CustomRecordableAction` for an
/// action whose subclass stores fields of its own, as the framework's ``ScreenAction`` does:
///
/// ```swift
/// final class RenameAction: Action, CustomRecordableAction {
///   struct RecordedPayload: Codable, Sendable { var name: String }
///   let name: String
///   init(windowUUID: WindowUUID, name: String) {
///     self.name = name
///     super.init(windowUUID: windowUUID, actionType: RenameActionType.rename)
///   }
///   var recordedPayload: RecordedPayload? { RecordedPayload(name: name) }
///   convenience init(windowUUID: WindowUUID, recordedPayload: RecordedPayload) {
///     self.init(windowUUID: windowUUID, name: recordedPayload.name)
///   }
/// }
/// ```
///
/// An app lists its recordable action classes once, in an ``ActionRegistry``; a recording made
/// with ``ActionRecorder`` names each action by ``recordingName`` and a replay finds it there.
public protocol CustomRecordableAction: Action {
  /// What the action writes to a recording, besides its window.
  associatedtype RecordedPayload: Codable & Sendable

  /// The action's name in recordings: stable across runs and releases, unique in the app.
  ///
  /// The default is the class's name, such as `SettingsAction`. Keep a recorded name when a
  /// class is renamed, by returning the old name, so that old recordings still replay.
  static var recordingName: String { get }

  /// The payload to write, or `nil` when this action cannot be recorded, for example because its
  /// action type is not the one the class records. An action that returns `nil` is written to the
  /// recording as an unrecordable action, by name, and a replay refuses the recording.
  var recordedPayload: RecordedPayload? { get }

  /// Makes the action again from its window and its recorded payload.
  ///
  /// - Parameters:
  ///   - windowUUID: The window the action was dispatched for.
  ///   - recordedPayload: The payload read from the recording.
  init(windowUUID: WindowUUID, recordedPayload: RecordedPayload)
}

extension CustomRecordableAction {
  /// The class's name, such as `SettingsAction`, or `ScreenAction<AppScreen>` for a generic one.
  public static var recordingName: String {
    String(describing: self)
  }
}
