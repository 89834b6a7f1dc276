/// A message that something happened in one window of the app.
///
/// An action names its window (``windowUUID``) and what happened (``actionType``). Features
/// subclass `Action` to carry a payload:
///
/// ```swift
/// final class AddTodoAction: Action {
///   let text: String
///   init(text: String, windowUUID: WindowUUID) {
///     self.text = text
///     super.init(windowUUID: windowUUID, actionType: TodoActionType.add)
///   }
/// }
/// ```
///
/// ``DispatchStore/dispatch(_:)`` takes an action as `sending`: the compiler stops every caller,
/// on the main actor or elsewhere, from keeping access to it or to what it holds, so an actor
/// cannot dispatch an action made from its own state. Immutable, `Sendable` properties, such as
/// ``windowUUID``, can still be read afterwards.
open class Action: CustomStringConvertible {
  /// The window this action was dispatched for, or ``WindowUUID/unavailable`` for all windows.
  public let windowUUID: WindowUUID

  /// What happened: a case of a feature's ``ActionType`` enum.
  public let actionType: any ActionType

  /// Makes an action for one window.
  ///
  /// - Parameters:
  ///   - windowUUID: The window the action is for; ``WindowUUID/unavailable`` reaches every window.
  ///   - actionType: What happened.
  public init(windowUUID: WindowUUID, actionType: any ActionType) {
    self.windowUUID = windowUUID
    self.actionType = actionType
    self.heldActionType = Self.heldType(of: actionType)
    self.screenInstance = nil
    self.opensOrClosesWindowsOrScreens = false
    self.replacesWindows = false
    self.batchedActions = nil
  }

  /// The instance of a screen this action is aimed at, or `nil` for the first instance of each
  /// screen of its window. An aimed action is reduced by that instance's state alone, and reaches
  /// nothing once the instance is hidden. See ``ScreenInstanceID``.
  public let screenInstance: ScreenInstanceID?

  /// The instance of a screen whose window task handed this action over, when the action is aimed
  /// at no instance; set by ``WindowTasks`` before it dispatches the action, never afterwards.
  /// Read through `taskInstance()` (Tasks/Action+TaskInstance.swift).
  var taskOwner: ScreenInstanceID?

  /// The action's place in the ``ActionBatch`` the store is processing, for the recorder to
  /// write on its line; `nil` for an action processed alone.
  ///
  /// The store sets it just before it hands the action to the middlewares and clears it just
  /// after (`StoreCore.callMiddlewares(after:at:meter:)`), rather than the batch setting it once
  /// when it is made: an action object can be dispatched again later on its own, or stand twice in
  /// one batch, and a place set once would then label it wrongly. Set and read on the main
  /// actor only, while the store processes the action; no other code can reach the action
  /// then, since `dispatch` took it as `sending`. Internal and reached through the two
  /// functions below, so that the compiler sees every access (see CONTRIBUTING.md).
  private(set) var batchPlace: BatchPlace?

  /// See ``batchPlace``.
  @usableFromInline
  func enterBatch(at place: BatchPlace) {
    batchPlace = place
  }

  /// See ``batchPlace``.
  @usableFromInline
  func leaveBatch() {
    batchPlace = nil
  }

  /// Makes an action aimed at one instance of a screen in a window.
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
    self.batchedActions = nil
  }

  /// The type ``actionType`` holds, found once so that ``actionType(as:)`` does not copy the
  /// existential for every reducer. For a class instance it may be a superclass of the dynamic
  /// type, so ``actionType(as:)`` never rejects a class by it, and casts instead.
  @usableFromInline let heldActionType: any ActionType.Type

  /// Opening the existential gives the type it was made from without the runtime call that
  /// `type(of:)` makes, on every action made, to find a class instance's dynamic type.
  static func heldType(of actionType: any ActionType) -> any ActionType.Type {
    func held<T: ActionType>(_ value: T) -> any ActionType.Type { T.self }
    return held(actionType)
  }

  /// Set for ``WindowAction``, ``ScreenAction`` and actions that ``replacesWindows``: the stored
  /// flag spares ``ActiveScreensState`` two type casts for every other action. Whatever looks at
  /// ``replacesWindows`` reads this first, so that an ordinary action costs one read.
  @usableFromInline let opensOrClosesWindowsOrScreens: Bool

  /// Whether the action replaces the set of windows wholesale, as a ``RestoreWindowsAction``, a
  /// ``TimeTravelAction`` and an action made with ``init(windowReplacement:)`` do.
  ///
  /// After such an action, every window not open in the new state is gone, closed there or never
  /// opened there: its subscriptions end, and ``WindowTasks`` cancels its tasks and refuses new
  /// work for it, as for the instances of screens the new state does not show.
  public let replacesWindows: Bool

  /// Makes an action, for every window (``WindowUUID/unavailable``), that replaces the set of
  /// windows wholesale: the app's reducer puts in place windows that come from elsewhere, such as
  /// a session restored from a server. Once it is reduced, the windows and instances the new state
  /// does not show are gone (see ``replacesWindows``).
  ///
  /// The flag says what the app's reducer does; the reducer must do it, with
  /// ``ActiveScreensState/restore(_:)``, which keeps a window closed here closed even when the
  /// windows put in place hold it open. Assigning a whole ``ActiveScreensState`` would forget
  /// which windows closed here and could open one again. See <doc:RestoringWindows>.
  ///
  /// - Parameter actionType: What happened, such as a restore from the cloud.
  public init(windowReplacement actionType: any ActionType) {
    self.windowUUID = .unavailable
    self.actionType = actionType
    self.heldActionType = Self.heldType(of: actionType)
    self.screenInstance = nil
    self.opensOrClosesWindowsOrScreens = true
    self.replacesWindows = true
    self.batchedActions = nil
  }

  init(windowUUID: WindowUUID, actionType: any ActionType, opensOrClosesWindowsOrScreens: Bool) {
    self.windowUUID = windowUUID
    self.actionType = actionType
    self.heldActionType = Self.heldType(of: actionType)
    self.screenInstance = nil
    self.opensOrClosesWindowsOrScreens = opensOrClosesWindowsOrScreens
    self.replacesWindows = false
    self.batchedActions = nil
  }

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
    self.batchedActions = nil
  }

  /// The actions of an ``ActionBatch``, in order; `nil` for any other action.
  @usableFromInline let batchedActions: [Action]?

  /// Whether this is an ``ActionBatch``: one load, where a cast would cost every dispatch more.
  @inlinable
  var isBatch: Bool {
    batchedActions != nil
  }

  /// An ``ActionBatch`` of `actions`, already flattened: the window they share, or every window,
  /// and the window flags of any of them.
  init(batching actions: [Action]) {
    let window = actions.first?.windowUUID ?? .unavailable
    self.windowUUID = actions.allSatisfy { $0.windowUUID == window } ? window : .unavailable
    self.actionType = ActionBatchType.batch
    self.heldActionType = ActionBatchType.self
    self.screenInstance = nil
    self.opensOrClosesWindowsOrScreens = actions.contains { $0.opensOrClosesWindowsOrScreens }
    self.replacesWindows = actions.contains { $0.replacesWindows }
    self.batchedActions = actions
  }

  /// A description for logs: the class, the action type's case (``actionTypeDescription``: for an
  /// enum action, its case and payload on one line, or the description its type declares), the
  /// short window id, the instance if any, and the stored properties subclasses add, found by
  /// reflection, such as
  /// `AddTodoAction(TodoActionType.add, window: 1A2B3C4D, text: "Buy milk")`.
  ///
  /// Override it to keep sensitive payloads out of logs:
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
