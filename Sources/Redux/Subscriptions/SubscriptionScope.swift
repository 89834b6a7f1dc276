/// Which actions a subscription hears: every action of the store, those of one window, or only
/// those that changed one screen, or one instance of a screen, in a window.
///
/// Every way to read state takes a scope: `subscribe(_:to:transform:)` for subscriber objects,
/// `values(for:buffering:transform:)` for `for await` loops and `observe(for:transform:)` for
/// SwiftUI. The narrower the scope, the less a dispatch costs: a window's subscription is not
/// looked at after another window's actions, and a screen's only after actions that changed that
/// screen (showing or closing it included) or the app-wide state.
///
/// | Scope | Evaluated after | Use it for |
/// | --- | --- | --- |
/// | ``store`` | every action | app-wide views: a menu, a window list |
/// | ``window(_:)`` | every action for the window, or for every window | a window's chrome, or a selection that reads several of its screens |
/// | ``screen(_:in:)`` | actions that changed the screen in the window, or the app-wide state | a screen's controller |
/// | ``instance(_:of:in:)`` | actions that changed that instance, or the app-wide state | one of several instances of a screen in a window |
/// | ``row(_:of:)`` and ``row(_:of:in:)`` | actions that changed that row of a ``Rows`` (added, changed or removed it) | a list's cell |
///
/// Select with a screen or instance scope only what depends on that screen's state and on the
/// app-wide state; a selection that reads anything else takes a window scope. Select with a row
/// scope only what depends on the row: it hears nothing else, the app-wide state included.
public struct SubscriptionScope<State>: Sendable {
  /// The window whose actions the subscription hears, or `nil` for every action.
  public let window: WindowUUID?
  /// Finds the watched screen in a state, for a screen or instance scope of an open window;
  /// `nil` otherwise.
  @usableFromInline package let screenLocator: (any ScreenLocating<State>)?
  /// The watched row, for a row scope; `nil` otherwise.
  @usableFromInline let rowWatch: (any RowWatching<State>)?

  @usableFromInline
  init(
    window: WindowUUID?, screenLocator: (any ScreenLocating<State>)?,
    rowWatch: (any RowWatching<State>)? = nil
  ) {
    self.window = window
    self.screenLocator = screenLocator
    self.rowWatch = rowWatch
  }

  /// Every action the store processes.
  public static var store: Self {
    Self(window: nil, screenLocator: nil)
  }

  /// The actions for one window, and those for every window (``WindowUUID/unavailable``).
  ///
  /// - Parameter window: The window. The scope of ``WindowUUID/unavailable`` hears every action.
  /// - Returns: The window's scope.
  public static func window(_ window: WindowUUID) -> Self {
    Self(window: window, screenLocator: nil)
  }

  /// The actions that changed one screen in one window, or the app-wide state.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - window: The window. The scope of a screen in ``WindowUUID/unavailable`` hears every
  ///     action, as a window scope of it does.
  /// - Returns: The screen's scope.
  @inlinable
  public static func screen(_ screen: State.AppScreenState.Screen, in window: WindowUUID) -> Self
  where State: WindowedState {
    Self(
      window: window,
      screenLocator: window.isUnavailable ? nil : ScreenLocator(screen: screen, window: window))
  }

  /// The actions that changed one instance of a screen in one window, or the app-wide state.
  ///
  /// Actions aimed at other instances of the screen, or at the window without an instance, cost
  /// the subscription nothing unless they changed its instance. Once the instance is hidden, a
  /// newer instance of the screen, even at the same position, is not its instance.
  ///
  /// - Parameters:
  ///   - instance: The instance of the screen.
  ///   - screen: The screen.
  ///   - window: The window that shows the instance.
  /// - Returns: The instance's scope.
  @inlinable
  public static func instance(
    _ instance: ScreenInstanceID, of screen: State.AppScreenState.Screen, in window: WindowUUID
  ) -> Self where State: WindowedState {
    let locator = ScreenInstanceLocator<State>(screen: screen, instance: instance, window: window)
    return Self(window: window, screenLocator: window.isUnavailable ? nil : locator)
  }

  /// The actions that added, changed or removed one row of a ``Rows`` that every window shares.
  ///
  /// ```swift
  /// store.subscribe(cell, to: .row(id, of: \.favorites)) {
  ///   $0.select { $0.favorites[id: id] }
  /// }
  /// ```
  ///
  /// The subscription selects from the whole state, as every subscription does; its scope only
  /// decides when the selection runs: after an action that added, changed or removed the row,
  /// never after one that changed only other rows. It receives its selection at once when it
  /// subscribes, `nil` for a selection like the one above when no row has the id yet, and hears
  /// the row when it appears. Moving a row changes nothing for it.
  ///
  /// - Parameters:
  ///   - id: The row's id.
  ///   - rows: The key path of the rows in the state. Subscriptions to rows found by equal key
  ///     paths share the work of finding which rows an action changed.
  /// - Returns: The row's scope.
  @inlinable
  public static func row<Row: Identifiable>(
    _ id: Row.ID, of rows: KeyPath<State, Rows<Row>> & Sendable
  ) -> Self where Row.ID: Sendable {
    Self(window: nil, screenLocator: nil, rowWatch: RowWatch(id: id, rows: .always(rows)))
  }

  /// The actions for a window that added, changed or removed one row of a ``Rows`` the window
  /// shows, such as the items of a screen's list.
  ///
  /// ```swift
  /// extension AppState {
  ///   subscript(todoItemsIn window: WindowUUID) -> Rows<TodoItem>? {
  ///     screenState(TodoListState.self, for: .todoList, window: window)?.items
  ///   }
  /// }
  ///
  /// store.subscribe(cell, to: .row(id, of: \.[todoItemsIn: window], in: window)) {
  ///   $0.select { $0[todoItemsIn: window]?[id: id] }
  /// }
  /// ```
  ///
  /// As for ``row(_:of:)``, and: the subscription is evaluated only after actions for its window,
  /// for every window, or that changed the app-wide state; it ends when the window closes. When
  /// the rows are gone (the key path gives `nil`: the screen was hidden), it hears that its row is
  /// gone.
  ///
  /// - Parameters:
  ///   - id: The row's id.
  ///   - rows: The key path of the rows in the state; a subscript that takes the window, and the
  ///     screen instance if there may be several, finds a screen's rows.
  ///   - window: The window that shows the rows.
  /// - Returns: The row's scope.
  @inlinable
  public static func row<Row: Identifiable>(
    _ id: Row.ID, of rows: KeyPath<State, Rows<Row>?> & Sendable, in window: WindowUUID
  ) -> Self where Row.ID: Sendable {
    Self(window: window, screenLocator: nil, rowWatch: RowWatch(id: id, rows: .sometimes(rows)))
  }
}
