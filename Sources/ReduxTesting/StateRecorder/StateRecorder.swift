import Redux

/// A headless subscriber for tests: subscribes to a store as a screen would, and records every
/// value the store sends it.
///
/// Make a recorder with the same transform (and window) as the screen's `subscribe` call, act
/// on the store, then check what a subscriber would have been told. Saying "the subscriber was
/// not notified" is as short as saying "it was notified with this value":
///
/// ```swift
/// @MainActor @Test func choosingABackgroundColourNotifiesTheSettingsSubscribers() {
///   let store = makeAppStore()
///   let window = WindowUUID()
///   let recorder = StateRecorder(store) { $0.select(\.settings) }
///   recorder.expectNewValues([SettingsState()])  // the value delivered on subscribing
///
///   let blue = SettingsActionType.changeBackgroundColor(.blue)
///   store.dispatch(SettingsAction(windowUUID: window, actionType: blue))
///   recorder.expectNewValues([SettingsState(backgroundColor: .blue)])
///
///   store.dispatch(SettingsAction(windowUUID: window, actionType: blue))
///   recorder.expectNoNewValues()  // the same colour again: the settings did not change
/// }
/// ```
///
/// The recorder subscribes as it is made and receives the current value at once, as every
/// subscriber does: ``values`` starts with that value. When the selected value is `Equatable`,
/// the recorder subscribes through the store's `Equatable` overload of `subscribe`, which skips
/// values equal to the previous one, exactly as it does for a screen selecting the same type.
/// That overload is chosen where the compiler knows the value is `Equatable`: at a call site
/// with a concrete type, not inside a helper generic over an unconstrained value.
///
/// The recorder keeps the store alive until ``stop()``, as the sample app's controllers keep
/// theirs: the store holds its subscribers weakly, so this makes no reference cycle, and
/// ``stop()`` can always reach the store to unsubscribe. ``stop()`` releases the store.
///
/// It works with any store conforming to `DefaultDispatchStore`: a `Store`, a ``MockStore``,
/// or a store held as `any DefaultDispatchStore<AppState>`.
@MainActor
public final class StateRecorder<Value>: StoreSubscriber {
  /// The type of value the recorder receives: the result of its transform.
  public typealias SubscriberStateType = Value

  /// Every value received, in the order received, starting with the one delivered on
  /// subscribing.
  ///
  /// ```swift
  /// let recorder = StateRecorder(store) { $0.select(\.settings.backgroundColor) }
  /// store.dispatch(SettingsAction(windowUUID: window, actionType: .changeBackgroundColor(.blue)))
  /// #expect(recorder.values == [.red, .blue])
  /// ```
  ///
  /// Checking values with ``takeNewValues()`` or the `expect` methods does not remove them from
  /// this list.
  public private(set) var values: [Value] = []

  /// The window the recorder's subscription watches, or `nil` for a store-wide subscription.
  ///
  /// ```swift
  /// let recorder = StateRecorder(store, window: window) { $0.select(\.settings) }
  /// #expect(recorder.window == window)
  /// ```
  ///
  /// Set by the initializers that take a `window`. A subscription to a window ends when the
  /// store closes that window.
  public let window: WindowUUID?

  /// The store the recorder is subscribed to, until ``stop()``.
  private var store: (any DefaultDispatchStore)?

  /// How many of ``values`` were already handed out by ``takeNewValues()`` or checked by an
  /// `expect` method.
  private var checkedCount = 0

  /// Makes a recorder that is not subscribed yet; the public initializers subscribe it.
  private init(store: any DefaultDispatchStore, window: WindowUUID?) {
    self.store = store
    self.window = window
  }

  /// Subscribes a new recorder to a part of a store's state.
  ///
  /// ```swift
  /// // A tuple is not `Equatable`: the recorder gets a value after every action.
  /// let recorder = StateRecorder(store) {
  ///   $0.select { ($0.settings.backgroundColor, $0.settings.textColor) }
  /// }
  /// ```
  ///
  /// This initializer is used when the selected value is not `Equatable`: the store then
  /// sends a value after every action the subscription hears about, repeated or not. For an
  /// `Equatable` value, the initializer of the same shape that skips repeats is chosen instead.
  ///
  /// - Parameters:
  ///   - store: The store to subscribe to; the recorder keeps it alive until ``stop()``.
  ///   - transform: Builds the subscription from the store's state, as in
  ///     `store.subscribe(_:transform:)`: `$0.select { ... }`.
  public convenience init<S: DefaultDispatchStore>(
    _ store: S,
    transform: (Subscription<S.State>) -> Subscription<Value>
  ) {
    self.init(store: store, window: nil)
    store.subscribe(self, transform: transform)
  }

  /// Subscribes a new recorder to a part of a store's state that belongs to one window.
  ///
  /// ```swift
  /// let recorder = StateRecorder(store, window: window) {
  ///   $0.select { ($0.todoList(in: window, instance: nil), $0.settings) }
  /// }
  /// ```
  ///
  /// The recorder hears about the actions for `window` and for every window, as a screen
  /// subscribed with `store.subscribe(_:to:transform:)` and a window scope does. This initializer is used when
  /// the selected value is not `Equatable`; for an `Equatable` value, the one that skips repeats
  /// is chosen instead.
  ///
  /// - Parameters:
  ///   - store: The store to subscribe to; the recorder keeps it alive until ``stop()``.
  ///   - window: The window whose actions the subscription hears.
  ///   - transform: Builds the subscription from the store's state: `$0.select { ... }`.
  public convenience init<S: DefaultDispatchStore>(
    _ store: S,
    window: WindowUUID,
    transform: (Subscription<S.State>) -> Subscription<Value>
  ) {
    self.init(store: store, window: window)
    store.subscribe(self, to: .window(window), transform: transform)
  }

  /// Subscribes a new recorder to a store's whole state.
  ///
  /// ```swift
  /// let recorder = StateRecorder(store)
  /// store.dispatch(SettingsAction(windowUUID: window, actionType: .changeBackgroundColor(.blue)))
  /// #expect(recorder.last?.settings.backgroundColor == .blue)
  /// ```
  ///
  /// The store sends every state that differs from the previous one, as to any subscriber of
  /// the whole state.
  ///
  /// - Parameters:
  ///   - store: The store to subscribe to; the recorder keeps it alive until ``stop()``.
  public convenience init<S: DefaultDispatchStore>(_ store: S) where S.State == Value {
    self.init(store: store, window: nil)
    store.subscribe(self)
  }

  /// Records a value sent by the store.
  ///
  /// The store calls this; a test does not need to.
  ///
  /// - Parameters:
  ///   - state: The value the subscription produced.
  public func newState(state: Value) {
    values.append(state)
  }

  /// The last value received: the most recent one the subscriber was told about.
  ///
  /// ```swift
  /// #expect(recorder.last == .blue)  // a recorder of `\.settings.backgroundColor`
  /// ```
  ///
  /// It is `nil` only when nothing was received, for example after subscribing to a window
  /// the store had already closed.
  public var last: Value? {
    values.last
  }

  /// How many values were received, including the one delivered on subscribing.
  ///
  /// ```swift
  /// #expect(recorder.count == 1)  // only the value delivered on subscribing
  /// ```
  ///
  /// This counts how many times a subscriber's `newState(state:)` would have run.
  public var count: Int {
    values.count
  }

  /// The values received since the last check, without marking them as checked.
  ///
  /// ```swift
  /// #expect(recorder.newValues == [.red, .blue])
  /// ```
  ///
  /// A check is a call to ``takeNewValues()`` or to an `expect` method; before the first one,
  /// these are all ``values``, including the one delivered on subscribing.
  public var newValues: [Value] {
    Array(values[checkedCount...])
  }

  /// Returns the values received since the last check, and marks them as checked.
  ///
  /// The first call returns every value received so far, starting with the one delivered on
  /// subscribing. Each later call returns only what arrived after the call before it, so that
  /// "not notified" and "notified once with this value" read the same way:
  ///
  /// ```swift
  /// let recorder = StateRecorder(store) { $0.select(\.settings.backgroundColor) }
  /// #expect(recorder.takeNewValues() == [.red])
  /// let blue = SettingsAction(windowUUID: window, actionType: .changeBackgroundColor(.blue))
  /// store.dispatch(blue)
  /// #expect(recorder.takeNewValues() == [.blue])
  /// store.dispatch(SettingsAction(windowUUID: window, actionType: .changeTextColor(.white)))
  /// #expect(recorder.takeNewValues().isEmpty)  // the background colour did not change
  /// ```
  ///
  /// Call it without using the result to skip what came before, such as the first value.
  ///
  /// - Returns: The values received since the last check, oldest first.
  @discardableResult
  public func takeNewValues() -> [Value] {
    let taken = newValues
    checkedCount = values.count
    return taken
  }

  /// Whether ``stop()`` was called.
  ///
  /// ```swift
  /// recorder.stop()
  /// #expect(recorder.isStopped)
  /// ```
  ///
  /// A recorder that is not stopped can still stop receiving values: a subscription to a
  /// window ends when the store closes the window.
  public var isStopped: Bool {
    store == nil
  }

  /// Unsubscribes the recorder from its store and releases the store.
  ///
  /// ```swift
  /// recorder.stop()
  /// store.dispatch(SettingsAction(windowUUID: window, actionType: .changeBackgroundColor(.blue)))
  /// recorder.expectNoNewValues()
  /// ```
  ///
  /// States the store reaches afterwards are not recorded; ``values`` keeps what was recorded
  /// before. Calling it again does nothing.
  public func stop() {
    guard let store else { return }
    self.store = nil
    store.unsubscribe(self)
  }
}

extension StateRecorder where Value: Equatable {
  /// Subscribes a new recorder to an `Equatable` part of a store's state, skipping values equal
  /// to the previous one.
  ///
  /// ```swift
  /// let recorder = StateRecorder(store) { $0.select(\.settings) }
  /// ```
  ///
  /// Chosen over the initializer for any value when the selected value is `Equatable`: it
  /// subscribes through the store's `Equatable` overload of `subscribe(_:transform:)`, so an
  /// action that leaves the selection unchanged records nothing, as it renders nothing on a
  /// screen selecting the same value.
  ///
  /// - Parameters:
  ///   - store: The store to subscribe to; the recorder keeps it alive until ``stop()``.
  ///   - transform: Builds the subscription from the store's state: `$0.select { ... }`.
  public convenience init<S: DefaultDispatchStore>(
    _ store: S,
    transform: (Subscription<S.State>) -> Subscription<Value>
  ) {
    self.init(store: store, window: nil)
    store.subscribe(self, transform: transform)
  }

  /// Subscribes a new recorder to an `Equatable` part of a store's state that belongs to one
  /// window, skipping values equal to the previous one.
  ///
  /// ```swift
  /// let recorder = StateRecorder(store, window: window) {
  ///   $0.select { TodoListControllerState(appState: $0, uuid: window) }
  /// }
  /// ```
  ///
  /// Chosen over the initializer for any value when the selected value is `Equatable`: it
  /// subscribes through the store's `Equatable` overload of `subscribe(_:to:transform:)`.
  ///
  /// - Parameters:
  ///   - store: The store to subscribe to; the recorder keeps it alive until ``stop()``.
  ///   - window: The window whose actions the subscription hears.
  ///   - transform: Builds the subscription from the store's state: `$0.select { ... }`.
  public convenience init<S: DefaultDispatchStore>(
    _ store: S,
    window: WindowUUID,
    transform: (Subscription<S.State>) -> Subscription<Value>
  ) {
    self.init(store: store, window: window)
    store.subscribe(self, to: .window(window), transform: transform)
  }
}
