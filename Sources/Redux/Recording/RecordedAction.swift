import Foundation

/// One action of a recording, read back: where it was in the session, its window, its name and,
/// unless the recorder could not record it, what makes it again.
public struct RecordedAction: Sendable {
  /// The action's place in the session: 1 for the first action processed, then 2, 3, …
  public let position: Int
  /// The line of the recording the action was read from.
  public let line: Int
  /// The window the action was dispatched for.
  public let windowUUID: WindowUUID
  /// The screen instance the action was aimed at, or `nil` for an action aimed at none.
  public let screenInstance: ScreenInstanceID?
  /// The action's recording name (``CustomRecordableAction/recordingName`` or
  /// ``ModernAction/recordingName``), or the class name of an action the recorder could not
  /// record.
  public let name: String
  /// The action type's case, such as `SettingsActionType.changeTextColor`, as the recorder described it; for
  /// an enum action, the action itself, such as `TodoListAction.add`.
  public let typeDescription: String?
  /// Why the recorder could not record the action, or `nil` for a recorded action.
  public let unrecordableReason: String?
  /// When the store processed the action, or `nil` for a line without a `time`, such as one
  /// written before recordings held times.
  public let time: Date?
  /// What processing the action cost, on a recording written while the store measured costs,
  /// or `nil`. It describes the session that was recorded; a replay never uses it.
  public let cost: ActionCost?
  /// The action's place in the ``ActionBatch`` it was dispatched in, such as `2 of 3`, or `nil`
  /// for an action dispatched alone (and on every line of a recording written before lines
  /// held it).
  ///
  /// A batch's actions are consecutive in ``Recording/actions``, from index 1 to the batch's
  /// count; a recording that ends inside a batch (the session died while it was recorded) holds
  /// the first actions of it only, and the last of them is not ``BatchPlace/isLast``. A replay
  /// reduces a batch's actions one by one, as it reduces any others; a tool such as the session
  /// inspector shows the batch as one step.
  public let batch: BatchPlace?
  /// Whether the action is an enum action (a ``ModernAction``) rather than a class's.
  public let isModernAction: Bool
  let make: (@Sendable (WindowUUID, ScreenInstanceID?) -> Action)?

  /// Whether the action was recorded and can be replayed.
  public var isRecordable: Bool {
    make != nil
  }

  /// Makes the recorded action again: a fresh action each call, equal to the one dispatched in
  /// the session and aimed at the same screen instance.
  ///
  /// - Returns: The action, or `nil` for an action the recorder could not record.
  public func makeAction() -> Action? {
    make?(windowUUID, screenInstance)
  }
}
