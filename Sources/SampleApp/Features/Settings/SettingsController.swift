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
  /// Whether the controller showed its screen and has not closed it since.
  private var isShowingScreen = false

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
    subscribeToRedux()
  }

  deinit {
    // A controller released while its screen is shown closes it. `deinit` is not isolated to
    // the main actor, so the action is queued and processed on the main actor soon after.
    guard isShowingScreen else { return }
    store.dispatch(closeScreenAction)
  }

  // MARK: - Redux

  /// Shows the settings screen in the controller's window, then subscribes to the window's
  /// ``SettingsControllerState``.
  ///
  /// It is a screen subscription: it is evaluated after the actions that change this window's
  /// settings screen and after every change of the app-wide settings, whichever window made it;
  /// it ends when the window closes.
  public func subscribeToRedux() {
    store.dispatch(
      ScreenAction(
        windowUUID: windowUUID,
        actionType: ScreenActionType.showScreen,
        screen: .settings,
        instance: instance
      )
    )
    isShowingScreen = true
    let uuid = windowUUID
    guard let instance else {
      store.subscribe(self, window: uuid, screen: .settings) {
        $0.select { SettingsControllerState(appState: $0, uuid: uuid) }
      }
      return
    }
    store.subscribe(self, window: uuid, screen: .settings, instance: instance) {
      $0.select { SettingsControllerState(appState: $0, uuid: uuid, instance: instance) }
    }
  }

  /// Closes the settings screen in the controller's window, once: calling it again, or releasing the
  /// controller afterwards, dispatches nothing more.
  public func unsubscribeFromRedux() {
    guard isShowingScreen else { return }
    isShowingScreen = false
    store.dispatch(closeScreenAction)
  }

  /// The action that closes the settings screen in the controller's window.
  private nonisolated var closeScreenAction: Action {
    ScreenAction(
      windowUUID: windowUUID,
      actionType: ScreenActionType.closeScreen,
      screen: .settings,
      instance: instance
    )
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
