import Redux

/// The settings screen of one window, without a user interface: renders the app-wide colours
/// as text and dispatches the user's choices.
///
/// ```swift
/// let settings = SettingsController(windowUUID: window, store: store)
/// settings.backgroundColorTapped(.blue)
/// print(settings.renderedText)
/// // Settings: background blue, text white
/// // Background is now blue
/// ```
///
/// A colour chosen here changes the settings of every window, so the settings and todo list
/// controllers of all windows render it; the confirmation line appears in this window only, and
/// goes away with the window's next action.
@MainActor
public final class SettingsController: StoreSubscriber, ScreenController {
  /// The state the controller receives: the colours and this window's confirmation.
  public typealias SubscriberStateType = SettingsControllerState

  /// The window that shows the settings screen.
  public let windowUUID: WindowUUID
  /// The instance of the screen the controller shows, or `nil` for the window's first one.
  public let instance: ScreenInstanceID?
  private let store: any DefaultDispatchStore<AppState>
  /// The controller's screen: shows it, subscribes the controller, and closes it once; released
  /// with the controller, it closes a screen still shown.
  private let presence: ScreenPresence

  /// The last state received from the store.
  public private(set) var settingsState: SettingsControllerState?
  /// The state as the screen would show it, rewritten by each ``newState(state:)``.
  public private(set) var renderedText = ""
  /// How many times the controller rendered a state.
  public private(set) var renderCount = 0

  /// Makes the controller, shows the settings screen in its window and subscribes to it.
  ///
  /// - Parameters:
  ///   - windowUUID: The window that shows the screen.
  ///   - instance: A new instance of the screen, with an identity never used before, or `nil`
  ///     (the default) for the window's first one, shown unless the window shows one.
  ///   - store: The app's store, or a `MockStore` in tests.
  public init(
    windowUUID: WindowUUID,
    instance: ScreenInstanceID? = nil,
    store: any DefaultDispatchStore<AppState>
  ) {
    self.windowUUID = windowUUID
    self.instance = instance
    self.store = store
    presence = ScreenPresence(
      screen: .settings, windowUUID: windowUUID, instance: instance, store: store)
    subscribeToRedux()
  }

  // MARK: - Redux

  /// Shows the settings screen in the controller's window, then subscribes to the window's
  /// ``SettingsControllerState``.
  ///
  /// It is a screen subscription: it is evaluated after the actions that change this window's
  /// settings screen and after every change of the app-wide settings, whichever window made it;
  /// it ends when the window closes.
  public func subscribeToRedux() {
    presence.show(to: self, selecting: SettingsControllerState.init(appState:uuid:instance:))
  }

  /// Closes the settings screen in the controller's window, once: calling it again, or
  /// releasing the controller afterwards, dispatches nothing more.
  public func unsubscribeFromRedux() {
    presence.close()
  }

  /// Stores the new state and renders it: the colours on one line, then the confirmation, if
  /// any, on the next.
  ///
  /// - Parameters:
  ///   - state: The settings as this window shows them.
  public func newState(state: SettingsControllerState) {
    settingsState = state
    var lines = [
      "Settings: background \(state.backgroundColor.rawValue), text \(state.textColor.rawValue)"
    ]
    if let confirmation = state.confirmation {
      lines.append(confirmation)
    }
    renderedText = lines.joined(separator: "\n")
    renderCount += 1
  }

  // MARK: - Intents

  /// The user chose a background colour for the todo list of every window.
  ///
  /// - Parameters:
  ///   - color: The new background colour.
  public func backgroundColorTapped(_ color: Color) {
    store.dispatch(
      SettingsAction(
        windowUUID: windowUUID, screenInstance: instance,
        actionType: .changeBackgroundColor(color)))
  }

  /// The user chose a text colour for the todo list of every window.
  ///
  /// - Parameters:
  ///   - color: The new text colour.
  public func textColorTapped(_ color: Color) {
    store.dispatch(
      SettingsAction(
        windowUUID: windowUUID, screenInstance: instance, actionType: .changeTextColor(color)))
  }
}
