/// A message that something happened in one window of the app.
///
/// An action names the window it was dispatched for (``windowUUID``) and what happened
/// (``actionType``). Features subclass `Action` to carry a payload:
///
/// ```swift
/// final class AddTodoAction: Action {
///   let text: String
///
///   init(text: String, windowUUID: WindowUUID) {
///     self.text = text
///     super.init(windowUUID: windowUUID, actionType: TodoActionType.add)
///   }
/// }
/// ```
///
/// An action is handed over to the store when it is dispatched: ``DispatchStore/dispatch(_:_:)``
/// takes it as a `sending` parameter, so the compiler stops a caller on another thread from
/// changing it afterwards. Immutable (`let`) payloads, as above, can still be read.
///
/// Every action describes itself for logs (see ``description``).
open class Action: CustomStringConvertible {
  /// The window this action was dispatched for, or ``WindowUUID/unavailable`` for all windows.
  public let windowUUID: WindowUUID

  /// What happened: a case of a feature's ``ActionType`` enum.
  public let actionType: any ActionType

  /// Makes an action for one window.
  ///
  /// - Parameters:
  ///   - windowUUID: The window the action is for; ``WindowUUID/unavailable`` reaches every
  ///     window.
  ///   - actionType: What happened.
  public init(windowUUID: WindowUUID, actionType: any ActionType) {
    self.windowUUID = windowUUID
    self.actionType = actionType
  }
}
