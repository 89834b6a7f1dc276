/// The screens every window shows, each with its state: the per-window half of an app's state.
///
/// An app keeps one in its state, as `activeScreens` (see ``WindowedState``), and gets window
/// bookkeeping for free:
///
/// - ``ScreenActionType/showScreen`` adds a screen's ``ActiveScreenState/initialState(for:window:)``
///   to a window, opening the window if it was never seen. Showing a screen twice keeps one;
///   a `showScreen` that names a new ``ScreenInstanceID`` adds another instance of the screen.
/// - ``ScreenActionType/closeScreen`` removes the screen (the instance it names, or the first
///   one); closing a screen that is not shown changes nothing.
/// - ``WindowActionType/openWindow`` opens a window with no screens;
///   ``WindowActionType/closeWindow`` removes the window with every screen state it had. A closed
///   window stays closed: later actions for it, `showScreen` included, change nothing.
/// - Every action runs the screen reducers of its own window only (of every open window for
///   ``WindowUUID/unavailable``), and never changes another window's screens, not even their
///   transient data. An action aimed at an instance (``Action/screenInstance``) runs that
///   instance's reducer alone; one without runs the first instance of each screen.
/// - A ``RestoreWindowsAction`` puts back the windows of a ``WindowsSnapshot`` taken with
///   ``snapshot()``; see ``restore(_:)`` for the rules.
///
/// Finding a window's screens does not depend on how many windows are open. Each closed window is
/// remembered (16 bytes) so that it stays closed.
public struct ActiveScreensState<AppScreenState: ActiveScreenState>: Equatable, Sendable {
  /// The app's enum of screens.
  public typealias Screen = AppScreenState.Screen

  @usableFromInline var screensByWindow = WindowTable<WindowScreens<AppScreenState>>()
  @usableFromInline var openWindows: [WindowUUID] = []
  @usableFromInline var closedWindows = WindowSet()

  /// Makes a state with no windows.
  public init() {}

  /// The open windows, in the order they opened.
  public var windowUUIDs: [WindowUUID] {
    openWindows
  }

  /// Every screen state of every open window, window by window: the wiki's flat list. It visits
  /// every window, so prefer ``screens(in:)`` or ``screenState(for:window:)`` where one is known.
  public var screens: [AppScreenState] {
    openWindows.flatMap { screensByWindow[$0]?.states ?? [] }
  }

  /// The screen states of one window, in the order the screens were shown.
  ///
  /// - Parameter window: The window.
  /// - Returns: The window's screen states; empty for a window that is not open.
  @inlinable
  public func screens(in window: WindowUUID) -> [AppScreenState] {
    screensByWindow[window]?.states ?? []
  }

  /// The state of a screen in a window.
  ///
  /// ```swift
  /// if case .todoList(let list)? = activeScreens.screenState(for: .todoList, window: uuid) {
  ///   print(list.items)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - window: The window, or `nil` for the first window, in opening order, that shows
  ///     `screen`. Passing `nil` visits every window; pass the window when it is known.
  /// - Returns: The screen's state, or `nil` when the window does not show the screen.
  @inlinable
  public func screenState(for screen: Screen, window: WindowUUID?) -> AppScreenState? {
    guard let window else {
      for open in openWindows {
        if let state = screenState(for: screen, window: open) { return state }
      }
      return nil
    }
    guard let position = screensByWindow.position(of: window) else { return nil }
    // Each read goes through the table to the element, so that the states are borrowed where they
    // are stored: holding the window's array in a local would retain and release it, twice per
    // lookup, and a subscription's selection typically makes one lookup per action it hears.
    let count = screensByWindow.values[position].states.count
    for index in 0..<count {
      let state = screensByWindow.values[position].states[index]
      if state.associatedAppScreen == screen { return state }
    }
    return nil
  }

  /// Whether a window shows a screen.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - window: The window.
  /// - Returns: `true` when the window is open and shows the screen.
  @inlinable
  public func isShowing(_ screen: Screen, in window: WindowUUID) -> Bool {
    screenState(for: screen, window: window) != nil
  }

  /// Whether a window is open.
  ///
  /// - Parameter window: The window.
  /// - Returns: `true` from the window's first `openWindow` or `showScreen` until it closes.
  @inlinable
  public func isOpen(_ window: WindowUUID) -> Bool {
    screensByWindow[window] != nil
  }

  /// Whether a window was closed. A closed window stays closed.
  ///
  /// - Parameter window: The window.
  /// - Returns: `true` once the window was closed, by a ``WindowActionType/closeWindow`` or by
  ///   ``restore(_:)``.
  @inlinable
  public func isClosed(_ window: WindowUUID) -> Bool {
    closedWindows.contains(window)
  }

  @inlinable
  func revisions(in window: WindowUUID) -> WindowRevisions? {
    guard let position = screensByWindow.position(of: window) else { return nil }
    return screensByWindow.withValue(at: position) { $0.windowRevisions }
  }

  @inlinable
  func revision(of screen: Screen, in window: WindowUUID) -> ScreenRevision? {
    guard let position = screensByWindow.position(of: window) else { return nil }
    return screensByWindow.withValue(at: position) { $0.revision(of: screen) }
  }
}
