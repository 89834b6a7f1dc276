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

/// What a store knows about the windows of a ``WindowedState``.
///
/// A store whose state is a ``WindowedState`` makes its router when it is created; with any other
/// state, its router sends window subscriptions the actions of their own window and those for
/// every window (``windowless()``).
@MainActor
@usableFromInline
final class WindowRouter<State> {
  /// Routes the state after an action; called once per action, after the action was reduced.
  @usableFromInline let route: (_ action: Action, _ state: State) -> WindowRoute
  /// Says whether a window is closed in a state.
  @usableFromInline let isClosed: (_ window: WindowUUID, _ state: State) -> Bool
  /// Says whether a window is open in a state: after a jump in time, the subscriptions of every
  /// window that is not, closed or not yet opened there, end.
  @usableFromInline let isOpen: (_ window: WindowUUID, _ state: State) -> Bool

  @inlinable
  init(
    route: @escaping (Action, State) -> WindowRoute,
    isClosed: @escaping (WindowUUID, State) -> Bool,
    isOpen: @escaping (WindowUUID, State) -> Bool
  ) {
    self.route = route
    self.isClosed = isClosed
    self.isOpen = isOpen
  }

  /// The router of a state that is not a ``WindowedState``: each action goes to its own window,
  /// or to every window for ``WindowUUID/unavailable``, and no window is ever closed.
  @inlinable
  static func windowless() -> WindowRouter<State> {
    WindowRouter(
      route: { action, _ in WindowRoute(of: action) }, isClosed: { _, _ in false },
      isOpen: { _, _ in true })
  }

  /// Makes the router for a store's initial state, or `nil` when it is not a ``WindowedState``.
  ///
  /// Inlinable, with the store's initializers, so that the router's closures are compiled in the
  /// app's module for its concrete state type.
  @inlinable
  static func make(for state: State) -> WindowRouter<State>? {
    guard let windowed = state as? any WindowedState else { return nil }
    return makeRouter(startingFrom: windowed) as? WindowRouter<State>
  }
}

/// Makes the router of a windowed state, which remembers the app-wide state and the closed
/// windows it last saw.
@MainActor
@inlinable
func makeRouter<State: WindowedState>(startingFrom state: State) -> AnyObject {
  let memory = RouterMemory(
    RouterMemory.Seen(
      appWideState: state.appWideState,
      closedWindowsRevision: state.activeScreens.closedWindows.revision))
  return WindowRouter<State>(
    route: { action, state in
      // One access to the memory: safe Swift checks each access to a class's stored property.
      let change = memory.last.remember(
        RouterMemory.Seen(
          appWideState: state.appWideState,
          closedWindowsRevision: state.activeScreens.closedWindows.revision))
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
    isClosed: { window, state in state.activeScreens.isClosed(window) },
    isOpen: { window, state in state.activeScreens.isOpen(window) }
  )
}
