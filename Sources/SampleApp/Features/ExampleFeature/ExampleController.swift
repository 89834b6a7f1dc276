import Redux

/// The wiki's `ExampleViewController` without a user interface: it shows the example feature in
/// one window, renders its state as text, and dispatches the feature's action.
///
/// ```swift
/// let controller = ExampleController(windowUUID: window, store: store)
/// controller.exampleFunctionThatWillDispatchTheExampleActionForThisExample()
/// print(controller.renderedText)  // Example feature: actioned
/// ```
///
/// Creating the controller shows the screen in its window and subscribes to that window's
/// ``ExampleState``; releasing it closes the screen again. The store holds the controller weakly,
/// so nothing else is needed to stop updates once the controller is gone.
@MainActor
public final class ExampleController: StoreSubscriber, ScreenController {
  /// The state the controller receives: the example feature of its window.
  public typealias SubscriberStateType = ExampleState

  /// The window the controller shows the feature in.
  public let windowUUID: WindowUUID
  /// The instance of the screen the controller shows, or `nil` for the window's first one.
  public let instance: ScreenInstanceID?
  private let store: any DefaultDispatchStore<AppState>
  /// The controller's screen: shows it, subscribes the controller, and closes it once; released
  /// with the controller, it closes a screen still shown.
  private let presence: ScreenPresence

  /// The last state received from the store.
  public private(set) var exampleState: ExampleState
  /// The state as the screen would show it, rewritten by each ``newState(state:)``.
  public private(set) var renderedText = ""
  /// How many times the controller rendered a state.
  public private(set) var renderCount = 0

  /// Makes the controller, shows the example feature in its window and subscribes to it.
  ///
  /// - Parameters:
  ///   - windowUUID: The window that shows the feature.
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
      screen: .exampleFeature, windowUUID: windowUUID, instance: instance, store: store)
    self.exampleState = ExampleState(windowUUID: windowUUID)
    subscribeToRedux()
  }

  // MARK: - Redux

  /// Shows the example feature in the controller's window, then subscribes to the window's
  /// ``ExampleState``.
  ///
  /// It is a screen subscription: it is evaluated only after actions that change the example
  /// feature's state in this window, so actions for other screens and other windows cost it
  /// nothing, and it ends when the window closes. The controller receives the current state at
  /// once.
  public func subscribeToRedux() {
    presence.show(to: self, selecting: ExampleState.init(appState:uuid:instance:))
  }

  /// Closes the example feature in the controller's window, once: calling it again, or
  /// releasing the controller afterwards, dispatches nothing more.
  public func unsubscribeFromRedux() {
    presence.close()
  }

  /// Stores the new state and renders it.
  ///
  /// - Parameters:
  ///   - state: The example feature's state in the controller's window.
  public func newState(state: ExampleState) {
    exampleState = state
    renderedText = state.exampleProperty ? "Example feature: actioned" : "Example feature: waiting"
    renderCount += 1
  }

  // MARK: - Intents

  /// Dispatches the example action for the controller's window: what the wiki's screen does
  /// when the user taps its one button.
  public func exampleFunctionThatWillDispatchTheExampleActionForThisExample() {
    store.dispatch(
      ExampleAction(
        windowUUID: windowUUID,
        screenInstance: instance,
        actionType: ExampleActionType.anExampleActionForExample
      )
    )
  }
}
