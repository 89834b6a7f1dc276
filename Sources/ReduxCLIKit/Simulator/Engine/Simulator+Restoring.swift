import Redux
import SampleApp

extension Simulator {
  /// Puts back the session a state file holds: the windows with their numbers and ids (closed
  /// windows keep their numbers and stay closed), the screens each showed, with a controller for
  /// each as the app's windows would make (one per instance, `todoList#2` included), and the
  /// settings.
  ///
  /// The restore goes through the store as actions (a `RestoreWindowsAction`, then the
  /// settings), so a recording of the session holds it.
  ///
  /// - Parameter persistence: The session's persistence, which read the file.
  func restoreSession(from persistence: SessionPersistenceMiddleware) {
    persistence.restore(into: store)
    let screens = store.state.activeScreens
    registry.restore(order: persistence.loaded.windowOrder, open: Set(screens.windowUUIDs))
    for window in registry.openWindows {
      controllers[window.uuid] = [:]
      for state in screens.screens(in: window.uuid)
      where controllers[window.uuid]?[state.associatedAppScreen] == nil {
        let screen = state.associatedAppScreen
        makeController(of: screen, in: window)
        // Further instances keep the identities the file gave them: their controllers show
        // instances the state already shows, so nothing changes.
        for instance in screens.instances(of: screen, in: window.uuid).dropFirst() {
          furtherInstances[window.uuid, default: [:]][screen, default: []].append(
            screen.makeController(windowUUID: window.uuid, instance: instance, store: store))
        }
      }
    }
  }

  /// What was wrong with the state file, when it could not be used: the session then started
  /// empty and the file was kept aside.
  var stateFileProblem: SessionFileError? {
    persistence?.loadProblem
  }
}
