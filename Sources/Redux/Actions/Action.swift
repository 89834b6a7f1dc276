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
/// An action is handed over to the store when it is dispatched: ``DispatchStore/dispatch(_:)``
/// takes it as a `sending` parameter, so the compiler stops every caller, on the main actor or
/// elsewhere, from keeping access to it or to what it holds: an actor cannot dispatch an action
/// made from its own state. Immutable, `Sendable` properties, such as ``windowUUID``, can still
/// be read afterwards.
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
    self.heldActionType = Self.heldType(of: actionType)
    self.screenInstance = nil
    self.opensOrClosesWindowsOrScreens = false
    self.replacesWindows = false
  }

  /// The instance of a screen this action is aimed at, or `nil` for the window's screens.
  ///
  /// An action with an instance is reduced by that instance's state alone, and reaches nothing
  /// once the instance is hidden. An action without one is reduced by the first instance of each
  /// screen of its window, as in a window that shows each screen once. See
  /// ``ScreenInstanceID``.
  public let screenInstance: ScreenInstanceID?

  /// Makes an action aimed at one instance of a screen in a window.
  ///
  /// ```swift
  /// final class RenameAction: Action {
  ///   let name: String
  ///
  ///   init(name: String, windowUUID: WindowUUID, instance: ScreenInstanceID?) {
  ///     self.name = name
  ///     super.init(
  ///       windowUUID: windowUUID, screenInstance: instance, actionType: RenameActionType.rename)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - windowUUID: The window that shows the instance.
  ///   - screenInstance: The instance, or `nil` for the first instance of each screen.
  ///   - actionType: What happened.
  public init(
    windowUUID: WindowUUID, screenInstance: ScreenInstanceID?, actionType: any ActionType
  ) {
    self.windowUUID = windowUUID
    self.actionType = actionType
    self.heldActionType = Self.heldType(of: actionType)
    self.screenInstance = screenInstance
    self.opensOrClosesWindowsOrScreens = false
    self.replacesWindows = false
  }

  /// The type the ``actionType`` existential holds, found once as the action is made.
  ///
  /// ``actionType(as:)`` compares it with the type a reducer matches, for every reducer that
  /// sees the action; reading the type out of the `any ActionType` existential each time would
  /// copy the existential. `actionType` is a constant, so its type never changes.
  ///
  /// For a value type this is the value's type. For an instance of a class it is the class the
  /// instance was stored as, which may be a superclass of its dynamic type; ``actionType(as:)``
  /// never uses it to reject a class, and casts instead, so subclasses still match.
  @usableFromInline let heldActionType: any ActionType.Type

  /// The type an `any ActionType` holds, read from the existential itself.
  ///
  /// Opening the existential gives the type it was made from without a call into the runtime,
  /// which `type(of:)` needs, on every action made, to find a class instance's dynamic type.
  ///
  /// - Parameter actionType: The action type.
  /// - Returns: The type `actionType` holds.
  static func heldType(of actionType: any ActionType) -> any ActionType.Type {
    func held<T: ActionType>(_ value: T) -> any ActionType.Type { T.self }
    return held(actionType)
  }

  /// Whether the action is one of the framework's ``WindowAction`` or ``ScreenAction``, which
  /// open and close windows and screens, or one that replaces the windows
  /// (``replacesWindows``); ``ActiveScreensState`` looks for them in every action, and a stored
  /// flag spares it two type casts for all the others. Whatever looks at ``replacesWindows``
  /// reads this flag first, so that an ordinary action costs one read of it.
  @usableFromInline let opensOrClosesWindowsOrScreens: Bool

  /// Whether the action replaces the set of windows wholesale, as a ``RestoreWindowsAction`` and
  /// a ``TimeTravelAction`` do, and as an action made with ``init(windowReplacement:)`` says it
  /// does.
  ///
  /// After such an action, every window that is not open in the new state is gone, whether it
  /// closed there or was never opened there: its subscriptions end, and ``WindowTasks`` cancels
  /// its tasks and refuses new work for it, as for the instances of screens the new state does
  /// not show.
  public let replacesWindows: Bool

  /// Makes an action that replaces the set of windows wholesale: the app's reducer puts in place
  /// windows that come from elsewhere, such as a session restored from a server.
  ///
  /// The action is for every window (``WindowUUID/unavailable``). Once the store has reduced it,
  /// the subscriptions of every window not open in the new state end, and ``WindowTasks``
  /// cancels the work of those windows and of the screen instances the new state does not show,
  /// and refuses new work for them (see ``replacesWindows``).
  ///
  /// The flag says what the app's reducer does; the reducer must do it. Put the windows in place
  /// with ``ActiveScreensState/restore(_:)``, which keeps the rules of windows: a window closed
  /// here stays closed, even when the windows put in place hold it open. Assigning a whole
  /// ``ActiveScreensState`` would forget which windows closed here and could open one again.
  ///
  /// ```swift
  /// enum CloudActionType: ActionType {
  ///   case restore
  /// }
  ///
  /// final class RestoreFromCloudAction: Action {
  ///   let snapshot: WindowsSnapshot<AppScreenState>
  ///
  ///   init(snapshot: WindowsSnapshot<AppScreenState>) {
  ///     self.snapshot = snapshot
  ///     super.init(windowReplacement: CloudActionType.restore)
  ///   }
  /// }
  ///
  /// // In the app's reducer:
  /// if let restore = action as? RestoreFromCloudAction {
  ///   state.activeScreens.restore(restore.snapshot)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - actionType: What happened, such as a restore from the cloud.
  public init(windowReplacement actionType: any ActionType) {
    self.windowUUID = .unavailable
    self.actionType = actionType
    self.heldActionType = Self.heldType(of: actionType)
    self.screenInstance = nil
    self.opensOrClosesWindowsOrScreens = true
    self.replacesWindows = true
  }

  /// Makes an action, telling whether it is a window or screen action.
  init(windowUUID: WindowUUID, actionType: any ActionType, opensOrClosesWindowsOrScreens: Bool) {
    self.windowUUID = windowUUID
    self.actionType = actionType
    self.heldActionType = Self.heldType(of: actionType)
    self.screenInstance = nil
    self.opensOrClosesWindowsOrScreens = opensOrClosesWindowsOrScreens
    self.replacesWindows = false
  }

  /// Makes a window or screen action aimed at one instance of a screen.
  init(
    windowUUID: WindowUUID, screenInstance: ScreenInstanceID?, actionType: any ActionType,
    opensOrClosesWindowsOrScreens: Bool
  ) {
    self.windowUUID = windowUUID
    self.actionType = actionType
    self.heldActionType = Self.heldType(of: actionType)
    self.screenInstance = screenInstance
    self.opensOrClosesWindowsOrScreens = opensOrClosesWindowsOrScreens
    self.replacesWindows = false
  }

  /// A one-line description for logs: the class, the action type's case, the short window id and
  /// the payload fields of subclasses.
  ///
  /// ```
  /// AddTodoAction(TodoActionType.add, window: 1A2B3C4D, text: "Buy milk")
  /// ```
  ///
  /// Payload fields are found by reflection over the stored properties each subclass adds, so a
  /// new subclass is described without extra code. Override this property to keep sensitive
  /// payloads out of logs:
  ///
  /// ```swift
  /// override var description: String {
  ///   "SignInAction(window: \(windowUUID.shortDescription), password: <redacted>)"
  /// }
  /// ```
  open var description: String {
    var parts = [
      "\(actionTypeDescription)",
      "window: \(windowUUID.shortDescription)",
    ]
    if let screenInstance { parts.append("instance: \(screenInstance)") }
    parts.append(contentsOf: payloadFields.map { "\($0.label): \($0.value)" })
    return "\(type(of: self))(\(parts.joined(separator: ", ")))"
  }
}
