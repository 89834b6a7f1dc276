/// Which window subscriptions hear about the state after an action.
@usableFromInline
enum WindowAudience: Equatable {
  /// The subscriptions of one window.
  case window(WindowUUID)
  /// The subscriptions of every window.
  case everyWindow

  /// The windows an action is aimed at: its own, or every window for
  /// ``WindowUUID/unavailable``.
  @inlinable
  init(of action: Action) {
    self = action.windowUUID.isUnavailable ? .everyWindow : .window(action.windowUUID)
  }
}

/// Where the state after an action goes: which windows' subscriptions hear about it, and what
/// their screen subscriptions need to know.
@usableFromInline
struct WindowRoute {
  /// The windows whose subscriptions hear about the new state.
  @usableFromInline var audience: WindowAudience
  /// Whether the app-wide state changed: screen subscriptions are then evaluated whatever their
  /// screen did.
  @usableFromInline var appWideStateChanged: Bool
  /// For an audience of one window, the revisions of its screens, so that its screen
  /// subscriptions see at once whether their screen changed.
  @usableFromInline var windowRevisions: WindowRevisions?
  /// Whether a window closed since the previous action: the subscriptions of closed windows end.
  @usableFromInline var windowsClosed: Bool

  /// The route of an action in a store whose state knows no windows: its own window, or every
  /// window for ``WindowUUID/unavailable``.
  @inlinable
  init(of action: Action) {
    self.init(
      audience: WindowAudience(of: action), appWideStateChanged: false, windowRevisions: nil,
      windowsClosed: false)
  }

  /// Makes a route.
  @inlinable
  init(
    audience: WindowAudience, appWideStateChanged: Bool, windowRevisions: WindowRevisions?,
    windowsClosed: Bool
  ) {
    self.audience = audience
    self.appWideStateChanged = appWideStateChanged
    self.windowRevisions = windowRevisions
    self.windowsClosed = windowsClosed
  }
}

/// An in-place reducer that also says what it changed of what a ``WindowRouter`` looks at.
@usableFromInline
typealias ObservedReducer<State> = (_ state: inout State, _ action: Action) -> RouterChange

/// What a store knows about the windows of a ``WindowedState``.
///
/// A store whose state is a ``WindowedState`` makes its router when it is created; with any other
/// state, its router sends window subscriptions the actions of their own window and those for
/// every window (``windowless()``).
///
/// The router keeps nothing between actions. What it needs to know of an action, whether the
/// app-wide state and the closed windows changed, it learns by comparing the state before and
/// after the reduction (``observing(_:)``, ``change(_:_:)``), so that routing depends on nothing
/// but the action and the two states.
@MainActor
@usableFromInline
final class WindowRouter<State> {
  /// Routes the state after an action; called once per action, after the action was reduced.
  @usableFromInline let route:
    (_ action: Action, _ state: State, _ change: RouterChange) -> WindowRoute
  /// Wraps an in-place reducer so that it also says what it changed; made once per store.
  @usableFromInline let observing:
    (_ reducer: @escaping InPlaceReducer<State>) -> ObservedReducer<State>
  /// Says what changed between the state before an action and the state after it, for reducers
  /// that return the next state.
  @usableFromInline let change: (_ old: State, _ new: State) -> RouterChange
  /// Says whether a window is closed in a state.
  @usableFromInline let isClosed: (_ window: WindowUUID, _ state: State) -> Bool
  /// Says whether a window is open in a state: after a jump in time, the subscriptions of every
  /// window that is not, closed or not yet opened there, end.
  @usableFromInline let isOpen: (_ window: WindowUUID, _ state: State) -> Bool

  @inlinable
  init(
    route: @escaping (Action, State, RouterChange) -> WindowRoute,
    observing: @escaping (@escaping InPlaceReducer<State>) -> ObservedReducer<State>,
    change: @escaping (State, State) -> RouterChange,
    isClosed: @escaping (WindowUUID, State) -> Bool,
    isOpen: @escaping (WindowUUID, State) -> Bool
  ) {
    self.route = route
    self.observing = observing
    self.change = change
    self.isClosed = isClosed
    self.isOpen = isOpen
  }

  /// The router of a state that is not a ``WindowedState``: each action goes to its own window,
  /// or to every window for ``WindowUUID/unavailable``, and no window is ever closed.
  @inlinable
  static func windowless() -> WindowRouter<State> {
    WindowRouter(
      route: { action, _, _ in WindowRoute(of: action) },
      observing: { reducer in
        { state, action in
          reducer(&state, action)
          return .none
        }
      },
      change: { _, _ in .none }, isClosed: { _, _ in false }, isOpen: { _, _ in true })
  }

  /// Makes the router for a store's initial state, or `nil` when it is not a ``WindowedState``.
  ///
  /// Inlinable, with the store's initializers, so that the router's closures are compiled in the
  /// app's module for its concrete state type.
  @inlinable
  static func make(for state: State) -> WindowRouter<State>? {
    guard let windowed = state as? any WindowedState else { return nil }
    return makeRouter(for: windowed, as: State.self)
  }
}

/// Makes the router of a windowed state's type, as the router of the store's state type.
///
/// The store knows its state only as a `StateType`; the windowed type is the same type, opened
/// from the state as a ``WindowedState``. The checked cast at the end says so to the compiler.
///
/// - Parameters:
///   - state: A state of the windowed type, which only picks the type.
///   - storeState: The store's state type: `Windowed` itself.
/// - Returns: The router, or `nil` if `storeState` were another type, which cannot happen.
@MainActor
@inlinable
func makeRouter<Windowed: WindowedState, StoreState>(
  for state: Windowed, as storeState: StoreState.Type
) -> WindowRouter<StoreState>? {
  let router = WindowRouter<Windowed>(
    route: { action, state, change in
      if change.appWideStateChanged {
        return WindowRoute(
          audience: .everyWindow, appWideStateChanged: true, windowRevisions: nil,
          windowsClosed: change.closedWindowsChanged)
      }
      let window = action.windowUUID
      guard !window.isUnavailable else {
        return WindowRoute(
          audience: .everyWindow, appWideStateChanged: false, windowRevisions: nil,
          windowsClosed: change.closedWindowsChanged)
      }
      return WindowRoute(
        audience: .window(window), appWideStateChanged: false,
        windowRevisions: state.activeScreens.revisions(in: window),
        windowsClosed: change.closedWindowsChanged)
    },
    observing: { reducer in
      { state, action in
        // Both snapshots are taken of the state the reducer changes, within the store's one
        // access to it: nothing is kept between actions.
        let before = RouterSnapshot(of: state)
        reducer(&state, action)
        return before.change(to: RouterSnapshot(of: state))
      }
    },
    change: { old, new in RouterSnapshot(of: old).change(to: RouterSnapshot(of: new)) },
    isClosed: { window, state in state.activeScreens.isClosed(window) },
    isOpen: { window, state in state.activeScreens.isOpen(window) }
  )
  return router as? WindowRouter<StoreState>
}

/// What a window router compares of a state before and after an action: the app-wide state and
/// the closed windows.
@usableFromInline
struct RouterSnapshot<AppWideState: Equatable> {
  /// The app-wide state.
  @usableFromInline var appWideState: AppWideState
  /// The revision of the closed windows; see `WindowSet.revision`.
  @usableFromInline var closedWindowsRevision: UInt64

  /// What the router sees of a state.
  ///
  /// - Parameter state: The state.
  @inlinable
  init<State: WindowedState>(of state: State) where State.AppWideState == AppWideState {
    appWideState = state.appWideState
    closedWindowsRevision = state.activeScreens.closedWindows.revision
  }

  /// Says what changed between this snapshot, taken before an action, and one taken after it.
  ///
  /// The closed windows are compared by revision: a set whose revision did not change holds
  /// the same windows. Any other, whether windows closed or a different set was put back (a
  /// restored session, an undo), is reported, and the store then checks each window with
  /// subscriptions by its identity.
  ///
  /// - Parameter new: What the router sees of the state after the action.
  /// - Returns: What the action changed.
  @inlinable
  func change(to new: RouterSnapshot) -> RouterChange {
    RouterChange(
      appWideStateChanged: new.appWideState != appWideState,
      closedWindowsChanged: new.closedWindowsRevision != closedWindowsRevision)
  }
}

/// What an action changed, for a window router: whether every window hears the new state, and
/// whether subscriptions of closed windows may have to end.
@usableFromInline
struct RouterChange {
  /// Whether the app-wide state changed: every window hears the new state.
  @usableFromInline let appWideStateChanged: Bool
  /// Whether the closed windows may differ: which windows, not how many.
  @usableFromInline let closedWindowsChanged: Bool

  /// Makes a change.
  @inlinable
  init(appWideStateChanged: Bool, closedWindowsChanged: Bool) {
    self.appWideStateChanged = appWideStateChanged
    self.closedWindowsChanged = closedWindowsChanged
  }

  /// Nothing a router looks at changed, as for every action in a store whose state knows no
  /// windows.
  @inlinable
  static var none: RouterChange {
    RouterChange(appWideStateChanged: false, closedWindowsChanged: false)
  }
}
