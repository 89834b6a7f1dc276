/// An action whose whole payload is its action type: recordable once the action type is `Codable`.
///
/// The usual shape of a feature's class action, a class that only passes its action type on, as
/// `redux-cli new-screen --class-actions` generates it; the conformance needs no code of its own:
///
/// ```swift
/// public final class SettingsAction: Action, RecordableAction {
///   public init(windowUUID: WindowUUID, actionType: SettingsActionType) {
///     super.init(windowUUID: windowUUID, actionType: actionType)
///   }
/// }
///
/// public enum SettingsActionType: ActionType, Equatable, Codable {
///   case changeTextColor(Color)
/// }
/// ```
///
/// The compiler writes `Codable` for an enum whose payloads are `Codable`:
/// `changeTextColor(.black)` is recorded as `{"changeTextColor":{"_0":"black"}}` (see
/// <doc:RecordingAndReplaying>). An enum action (``ModernAction``) needs no class: it is recorded
/// once its type is registered in an ``ActionRegistry``. The payload recorded
/// is ``Action/actionType`` when it is a ``RecordedPayload``; an action made with an action type
/// of another type is written to the recording as unrecordable.
public protocol RecordableAction: CustomRecordableAction where RecordedPayload: ActionType {
  /// The action type the class records: the type of its initializer's `actionType`, found by the
  /// compiler.
  associatedtype RecordedPayload

  /// Makes the action from its window and its action type.
  ///
  /// - Parameters:
  ///   - windowUUID: The window the action is for.
  ///   - actionType: What happened.
  init(windowUUID: WindowUUID, actionType: RecordedPayload)
}

extension RecordableAction {
  /// The action's type, when it is a ``CustomRecordableAction/RecordedPayload``.
  public var recordedPayload: RecordedPayload? {
    actionType(as: RecordedPayload.self)
  }

  /// Makes the action from its window and its recorded action type.
  ///
  /// - Parameters:
  ///   - windowUUID: The window the action was dispatched for.
  ///   - recordedPayload: The action type read from the recording.
  public init(windowUUID: WindowUUID, recordedPayload: RecordedPayload) {
    self.init(windowUUID: windowUUID, actionType: recordedPayload)
  }
}
