import Redux
import SampleApp

extension Simulator {
  /// Applies one recorded action as the session that recorded it did, so that the windows,
  /// their numbers and their screens' controllers are those of the session, then waits until
  /// the store is idle.
  ///
  /// The simulator is one made with ``init(replayingFrom:logsActions:)``: its store has no
  /// middleware that dispatches, so the action is the only one processed.
  ///
  /// - An `openWindow` of a window not seen before registers it under the next number: the
  ///   session numbered windows in the order they opened, which is the order of their
  ///   `openWindow` actions in the recording.
  /// - A `closeWindow` marks its window closed. Its controllers stay until the recording's next
  ///   actions close their screens, as they did in the session when they went away.
  /// - A `showScreen` of a screen its window has no controller for makes the controller, which
  ///   dispatches that same action as it shows its screen; a `closeScreen` of a screen with a
  ///   controller has the controller close it, and drops it. The controllers draw the windows.
  /// - A `showScreen` or `closeScreen` aimed at a screen instance does the same for the
  ///   controller of that instance, made with it: the window's second, third, … instance, or its
  ///   first when it shows no other instance of the screen.
  /// - Any other action is dispatched as it is.
  ///
  /// - Parameters:
  ///   - action: The action, made again from the recording.
  func replay(_ action: sending Action) async {
    let window = action.windowUUID
    if action is WindowAction, let type = action.actionType(as: WindowActionType.self) {
      switch type {
      case .openWindow:
        if registry.window(withID: window) == nil {
          _ = registry.register(window)
          controllers[window] = [:]
        }
        store.dispatch(action)
      case .closeWindow:
        store.dispatch(action)
        if let registered = registry.window(withID: window) {
          registry.close(registered.number)
        }
      }
    } else if action is RestoreWindowsAction<AppScreenState> {
      store.dispatch(action)
      registerRestoredWindows()
    } else if let screen = (action as? SampleApp.ScreenAction)?.screen,
      let type = action.actionType(as: ScreenActionType.self)
    {
      replay(type, of: screen, in: window, action: action)
    } else {
      store.dispatch(action)
    }
    while store.pendingActionCount > 0 {
      await Task.yield()
    }
  }

  /// The number each window the replay met has, open or closed: the number its box shows.
  var windowNumbers: [WindowUUID: Int] {
    Dictionary(registry.windows.map { ($0.uuid, $0.number) }) { first, _ in first }
  }

  /// Registers the windows a replayed restore opened, in their order, and makes the
  /// controllers of their screens, as the session that made the recording did.
  ///
  /// The session numbered its windows in the order they first opened, which a restore does not
  /// carry; its windows had ``WindowIDs/numbered`` ids, so each restored window gets back the
  /// number its id was made from, and a window opened afterwards the next one, as in the session.
  private func registerRestoredWindows() {
    let screens = store.state.activeScreens
    let limit = Self.restoredNumberLimit
    for uuid in screens.windowUUIDs where registry.window(withID: uuid) == nil {
      let window =
        WindowIDs.numberedWindow(withID: uuid, upTo: limit).map {
          registry.register(uuid, number: $0)
        } ?? registry.register(uuid)
      controllers[uuid] = [:]
      for state in screens.screens(in: uuid)
      where controllers[uuid]?[state.associatedAppScreen] == nil {
        makeController(of: state.associatedAppScreen, in: window)
      }
    }
  }

  /// The largest window number a replay looks for behind a restored window's id.
  static let restoredNumberLimit = 10_000

  /// Shows or closes a screen through its controller when the session did so, or dispatches
  /// the action as it is.
  private func replay(
    _ type: ScreenActionType, of screen: AppScreen, in window: WindowUUID, action: sending Action
  ) {
    if let instance = action.screenInstance {
      replay(type, of: screen, instance: instance, in: window, action: action)
      return
    }
    switch type {
    case .showScreen where controllers[window]?[screen] == nil:
      controllers[window, default: [:]][screen] = screen.makeController(
        windowUUID: window, store: store)
    case .closeScreen where controllers[window]?[screen] != nil:
      controllers[window]?[screen]?.unsubscribeFromRedux()
      dropInstanceController(at: 0, of: screen, in: window)
    default:
      store.dispatch(action)
    }
  }

  /// Shows or hides one instance of a screen through its controller, as the session's
  /// `show 1 todoList#2` and `hide 1 todoList#2` did, or dispatches the action as it is.
  private func replay(
    _ type: ScreenActionType, of screen: AppScreen, instance: ScreenInstanceID,
    in window: WindowUUID, action: sending Action
  ) {
    let shown = instanceControllers(of: screen, in: window)
    let index = shown.firstIndex { $0.instance == instance }
    switch type {
    case .showScreen where index == nil:
      // The controller dispatches this same action as it shows its instance.
      let controller = screen.makeController(windowUUID: window, instance: instance, store: store)
      if shown.isEmpty {
        controllers[window, default: [:]][screen] = controller
      } else {
        furtherInstances[window, default: [:]][screen, default: []].append(controller)
      }
    case .closeScreen where index != nil:
      if let index {
        shown[index].unsubscribeFromRedux()
        dropInstanceController(at: index, of: screen, in: window)
      }
    default:
      store.dispatch(action)
    }
  }

  /// Drops the controller of a screen's instance at a place in the window's order; the
  /// instances after it move up one place, as in the session.
  private func dropInstanceController(at index: Int, of screen: AppScreen, in window: WindowUUID) {
    if index == 0 {
      let next = furtherInstances[window]?[screen]?.first
      if next != nil { furtherInstances[window]?[screen]?.removeFirst() }
      controllers[window]?[screen] = next
    } else {
      furtherInstances[window]?[screen]?.remove(at: index - 1)
    }
  }
}
