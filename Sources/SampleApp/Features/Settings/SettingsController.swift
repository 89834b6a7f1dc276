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
  private let store: any DefaultDispatchStore<AppState>

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
  ///   - store: The app's store, or a `MockStore` in tests.
  public init(windowUUID: WindowUUID, store: any DefaultDispatchStore<AppState>) {
    self.windowUUID = windowUUID
    self.store = store
    subscribeToRedux()
  }

  deinit {
    unsubscribeFromRedux()
  }

  // MARK: - Redux

  /// Shows the settings screen in the controller's window, then subscribes to the window's
  /// ``SettingsControllerState``.
  ///
  /// The subscription hears the actions of this window and every change of the app-wide
  /// settings, whichever window made it; it ends when the window closes.
  public func subscribeToRedux() {
    store.dispatch(
      ScreenAction(
        windowUUID: windowUUID,
        actionType: ScreenActionType.showScreen,
        screen: .settings
      )
    )
    let uuid = windowUUID
    store.subscribe(self, window: uuid) {
      $0.select { SettingsControllerState(appState: $0, uuid: uuid) }
    }
  }

  /// Closes the settings screen in the controller's window.
  ///
  /// Runs in its caller's isolation rather than on the main actor, so that `deinit` can call
  /// it; see ``ExampleController/unsubscribeFromRedux(isolation:)``.
  ///
  /// - Parameters:
  ///   - isolation: The caller's isolation. Leave it out: the compiler fills it in.
  public func unsubscribeFromRedux(isolation: isolated (any Actor)? = #isolation) {
    store.dispatch(
      ScreenAction(
        windowUUID: windowUUID,
        actionType: ScreenActionType.closeScreen,
        screen: .settings
      ),
      isolation: isolation
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
      SettingsAction(windowUUID: windowUUID, actionType: .changeBackgroundColor(color)))
  }

  /// The user chose a text colour for the todo list of every window.
  ///
  /// - Parameters:
  ///   - color: The new text colour.
  public func textColorTapped(_ color: Color) {
    store.dispatch(SettingsAction(windowUUID: windowUUID, actionType: .changeTextColor(color)))
  }
}
