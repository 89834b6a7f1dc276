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

/// What a store knows about the windows of a ``WindowedState``.
///
/// A store whose state is a ``WindowedState`` makes one router when it is created; with any other
/// state, window subscriptions hear the actions of their own window and those for every window.
@MainActor
@usableFromInline
final class WindowRouter<State> {
  /// Says which window subscriptions hear about the state after an action; called once per
  /// action, after the action was reduced.
  @usableFromInline let audience: (_ action: Action, _ state: State) -> WindowAudience
  /// Says whether a window is closed in a state.
  @usableFromInline let isClosed: (_ window: WindowUUID, _ state: State) -> Bool

  @inlinable
  init(
    audience: @escaping (Action, State) -> WindowAudience,
    isClosed: @escaping (WindowUUID, State) -> Bool
  ) {
    self.audience = audience
    self.isClosed = isClosed
  }

  /// Makes the router for a store's initial state, or `nil` when it is not a ``WindowedState``.
  @inlinable
  static func make(for state: State) -> WindowRouter<State>? {
    guard let windowed = state as? any WindowedState else { return nil }
    return makeRouter(startingFrom: windowed) as? WindowRouter<State>
  }
}

/// Makes the router of a windowed state, which remembers the app-wide state it last saw.
@MainActor
@inlinable
func makeRouter<State: WindowedState>(startingFrom state: State) -> AnyObject {
  var lastAppWideState = state.appWideState
  return WindowRouter<State>(
    audience: { action, state in
      let appWideState = state.appWideState
      if appWideState != lastAppWideState {
        lastAppWideState = appWideState
        return .everyWindow
      }
      return WindowAudience(of: action)
    },
    isClosed: { window, state in state.activeScreens.isClosed(window) }
  )
}
