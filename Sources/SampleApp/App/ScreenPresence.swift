import Redux

/// A controller's screen in its window: shows it, subscribes the controller to its state, and
/// closes it again, once.
///
/// Every controller of the sample app owns one, and keeps the wiki's two entry points by
/// forwarding to it:
///
/// ```swift
/// public func subscribeToRedux() {
///   presence.show(to: self, selecting: SettingsControllerState.init(appState:uuid:instance:))
/// }
///
/// public func unsubscribeFromRedux() {
///   presence.close()
/// }
/// ```
///
/// A presence released while its screen is shown closes the screen, so a controller released
/// without `unsubscribeFromRedux()` does not leave its screen behind. `deinit` is not isolated to
/// the main actor: released elsewhere, its action is queued and processed on the main actor soon
/// after.
///
/// Presences made without an instance share the window's first instance of their screen, and
/// the screen closes when the last of them closes. A controller can therefore be replaced in
/// place: the new one adopts the screen before the old one is released, and the old one's close
/// leaves the screen to the new one.
///
/// Release controllers on the main actor, as UI code does. A last presence released on another
/// thread decides there that the screen closes, and its `closeScreen` is processed when the main
/// actor gets to it: a presence shown on the main actor meanwhile adopts the screen that action
/// then hides.
///
/// ```swift
/// var list = TodoListController(windowUUID: window, store: store)
/// list = TodoListController(windowUUID: window, store: store)  // the list stays shown
/// ```
@MainActor
public final class ScreenPresence {
  /// The screen.
  public let screen: AppScreen
  /// The window that shows it.
  public let windowUUID: WindowUUID
  /// The instance of the screen, or `nil` for the window's first instance of it.
  public let instance: ScreenInstanceID?
  private let store: any DefaultDispatchStore<AppState>
  /// Whether the screen was shown and not closed since.
  public private(set) var isShowing = false

  /// Makes the presence of a screen that is not shown yet.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - windowUUID: The window that shows it.
  ///   - instance: The instance of the screen, or `nil` for the window's first instance of it.
  ///   - store: The store to dispatch to and subscribe with.
  public init(
    screen: AppScreen, windowUUID: WindowUUID, instance: ScreenInstanceID?,
    store: any DefaultDispatchStore<AppState>
  ) {
    self.screen = screen
    self.windowUUID = windowUUID
    self.instance = instance
    self.store = store
  }

  deinit {
    guard isShowing else { return }
    closeUnlessShared()
  }

  /// Shows the screen, then subscribes `subscriber` to the screen's state.
  ///
  /// The subscription is a screen subscription: it is evaluated only when this screen (this
  /// instance, or the window's first instance) changed, and its selection is skipped when equal
  /// to the previous one.
  ///
  /// - Parameters:
  ///   - subscriber: The controller, held weakly by the store.
  ///   - select: Reads the controller's state from the app's state, the window and the instance.
  public func show<Subscriber: StoreSubscriber>(
    to subscriber: Subscriber,
    selecting select:
      @escaping (AppState, WindowUUID, ScreenInstanceID?) -> Subscriber.SubscriberStateType
  ) where Subscriber.SubscriberStateType: Equatable {
    // Shown again even when already showing: without an instance, the window may have closed its
    // first instance meanwhile, and showing a shown screen changes nothing.
    store.dispatch(action(ScreenActionType.showScreen))
    if !isShowing, let ledgerKey { FirstInstanceLedger.shared.acquire(ledgerKey) }
    isShowing = true
    let window = windowUUID
    guard let instance else {
      store.subscribe(subscriber, to: .screen(screen, in: window)) {
        $0.select { select($0, window, nil) }
      }
      return
    }
    store.subscribe(subscriber, to: .instance(instance, of: screen, in: window)) {
      $0.select { select($0, window, instance) }
    }
  }

  /// Closes the screen, once; later calls, and calls before ``show(to:selecting:)``, do nothing.
  ///
  /// Without an instance, the screen stays shown while another live presence in the same store
  /// shows the window's first instance of it; the last of them closes it.
  public func close() {
    guard isShowing else { return }
    isShowing = false
    closeUnlessShared()
  }

  /// Closes the screen, unless other presences share the window's first instance of it.
  private nonisolated func closeUnlessShared() {
    if let ledgerKey, !FirstInstanceLedger.shared.release(ledgerKey) { return }
    store.dispatch(action(ScreenActionType.closeScreen))
  }

  /// The ledger's key of a presence without an instance; `nil` for a presence of its own
  /// instance, which it alone shows and closes.
  private nonisolated var ledgerKey: FirstInstanceLedger.Key? {
    guard instance == nil else { return nil }
    return FirstInstanceLedger.Key(
      store: ObjectIdentifier(store), window: windowUUID, screen: screen)
  }

  /// The screen action of the given type for this screen, window and instance.
  private nonisolated func action(_ type: ScreenActionType) -> Action {
    ScreenAction(windowUUID: windowUUID, actionType: type, screen: screen, instance: instance)
  }
}
