/// A recordable action that can be made again aimed at a screen instance, so that a recording
/// keeps the ``Action/screenInstance`` of the actions it holds.
///
/// The recorder writes an action's instance as the line's `instance` field (its number); a replay
/// decodes it, moving the process's numbering past it (see ``ScreenInstanceID``), and makes the
/// action with this initializer. An action aimed at an instance whose class does not adopt this
/// protocol is written as unrecordable: a replay refuses the recording rather than aim the action
/// at the screen's first instance.
///
/// A class that already has an initializer taking an instance adopts it in a few lines:
///
/// ```swift
/// extension SettingsAction: InstanceRecordableAction {
///   public convenience init(
///     windowUUID: WindowUUID, screenInstance: ScreenInstanceID?,
///     recordedPayload: SettingsActionType
///   ) {
///     self.init(windowUUID: windowUUID, screenInstance: screenInstance, actionType: recordedPayload)
///   }
/// }
/// ```
public protocol InstanceRecordableAction: CustomRecordableAction {
  /// Makes the action again from its window, its screen instance and its recorded payload.
  ///
  /// - Parameters:
  ///   - windowUUID: The window the action was dispatched for.
  ///   - screenInstance: The instance the action was aimed at, or `nil` for none.
  ///   - recordedPayload: The payload read from the recording.
  init(
    windowUUID: WindowUUID, screenInstance: ScreenInstanceID?, recordedPayload: RecordedPayload)
}
