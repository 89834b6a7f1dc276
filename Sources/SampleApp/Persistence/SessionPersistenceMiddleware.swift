import Redux

/// Keeps a whole session in a ``SessionFileStore``: restores it into a store, then saves it
/// after every action that changes what it holds.
///
/// ```swift
/// let persistence = SessionPersistenceMiddleware(
///   fileStore: SessionFileStore(fileURL: url), report: { print($0) })
/// let store = makeAppStore(dependencies: AppDependencies(sessionPersistence: persistence))
/// persistence.restore(into: store)
/// ```
///
/// - The file is read once, when the middleware is made. A file that cannot be used is reported
///   through `report` (``SessionFileError`` names the file and what was wrong), kept aside by
///   the file store, and the session starts empty.
/// - ``restore(into:)`` dispatches a ``RestoreWindowsAction`` with the saved windows, then the
///   saved settings, so subscribers hear them like any change.
/// - Each action whose state differs, in what a ``SessionFile`` keeps, from what was last saved
///   is saved: the windows' snapshot (lasting state only), the settings and the order in which
///   windows opened. A failed save is reported and tried again at the next change.
/// - The whole session is built from the state, to be compared with what was saved, only after
///   an action that may have changed it. An action for one window that neither opens, closes nor
///   replaces windows or screens changes that window's screens and the settings alone (see
///   ``AppState/reducer``): when the lasting state of that window's screens is the one seen
///   after the window's previous action, and the settings are those saved, nothing the file holds
///   changed, and the session is not built. Any other action (one for every window, a window or
///   screen action, a restore, a jump in time) builds it. ``snapshotCount`` counts the builds.
/// - ``stopSaving()`` ends saving, as an app that quits does before its screens go away, so that
///   their going away is not saved.
@MainActor
public final class SessionPersistenceMiddleware {
  private let fileStore: SessionFileStore
  private let report: @Sendable (String) -> Void
  /// The session read from the file when the middleware was made.
  public let loaded: SessionFile
  /// What was wrong with the file, when it could not be used and the session started empty.
  public let loadProblem: SessionFileError?
  /// What was last saved, or loaded.
  private var saved: SessionFile
  /// Every window opened, in opening order.
  private var windowOrder: [WindowUUID]
  private var windowsInOrder: Set<WindowUUID>
  private var isSaving: Bool
  private var lastSaveFailed = false
  /// The lasting state of the screens of windows, as the session holds them after the last
  /// action: kept for each window that had an action of its own since the last action that may
  /// have changed several windows, which empties it.
  private var lastingScreens: [WindowUUID: [AppScreenState]] = [:]

  /// How many times the file was written.
  public private(set) var saveCount = 0
  /// How many times the session was built from the state, to be compared with the saved one: once
  /// for each action that may have changed it.
  public private(set) var snapshotCount = 0

  /// Reads the session file; a file that cannot be used is reported and the session is empty.
  ///
  /// - Parameters:
  ///   - fileStore: The session file.
  ///   - report: Where messages about the file go.
  public init(fileStore: SessionFileStore, report: @escaping @Sendable (String) -> Void) {
    self.fileStore = fileStore
    self.report = report
    var loaded = SessionFile.empty
    var isSaving = true
    var problem: SessionFileError?
    do {
      loaded = try fileStore.load()
    } catch {
      problem = error
      report(error.description)
      // A file that could not be moved aside must not be overwritten.
      if case .unusableFile(_, _, .failed) = error { isSaving = false }
    }
    self.loaded = loaded
    self.loadProblem = problem
    self.saved = loaded
    self.windowOrder = loaded.windowOrder
    self.windowsInOrder = Set(loaded.windowOrder)
    self.isSaving = isSaving
  }

  /// Puts the loaded session back into a store: its windows, then its settings.
  ///
  /// - Parameter store: The app's store, with this middleware among its middlewares.
  public func restore(into store: Store<AppState>) {
    store.dispatch(RestoreWindowsAction(loaded.windows))
    let settings = loaded.settings
    if store.state.settings.backgroundColor != settings.backgroundColor {
      store.dispatch(
        SettingsAction(
          windowUUID: .unavailable, actionType: .changeBackgroundColor(settings.backgroundColor)))
    }
    if store.state.settings.textColor != settings.textColor {
      store.dispatch(
        SettingsAction(
          windowUUID: .unavailable, actionType: .changeTextColor(settings.textColor)))
    }
  }

  /// Ends saving: later actions change nothing in the file.
  public func stopSaving() {
    isSaving = false
  }

  /// The middleware to give the store.
  public var middleware: Middleware<AppState> {
    { [self] state, action in
      self.handle(action, in: state)
    }
  }

  private func handle(_ action: Action, in state: AppState) {
    guard isSaving else { return }
    let changesWindows = action.changesWindows
    if changesWindows {
      for window in state.activeScreens.windowUUIDs where !windowsInOrder.contains(window) {
        windowsInOrder.insert(window)
        windowOrder.append(window)
      }
    }
    guard sessionMayHaveChanged(after: action, changingWindows: changesWindows, in: state) else {
      return
    }
    snapshotCount += 1
    let session = SessionFile(of: state, windowOrder: windowOrder)
    guard session != saved else { return }
    do {
      try fileStore.save(session)
      saved = session
      saveCount += 1
      if lastSaveFailed {
        lastSaveFailed = false
        report("Saved the session to \(fileStore.path) again; no change was lost.")
      }
    } catch {
      lastSaveFailed = true
      report(error.description)
    }
  }
}

extension SessionPersistenceMiddleware {
  /// Whether an action may have changed what the file holds; `false` only when it provably did
  /// not.
  ///
  /// The session after the previous action was saved, or equal to the saved one, unless that
  /// save failed. An action for one window that does not change windows or screens changes only
  /// that window's screen states and the settings (``AppState/reducer``; a jump in time is for
  /// every window): the window's instances, the other windows, the closed windows and the window
  /// order stay as they were. So when the window's lasting screen states are those after its
  /// previous action, which `lastingScreens` holds, and the settings are the saved ones, the
  /// session is the saved one.
  ///
  /// - Parameters:
  ///   - action: The action the store reduced.
  ///   - changesWindows: Whether it opens, closes or replaces windows or screens.
  ///   - state: The state after it.
  /// - Returns: Whether the session must be built and compared with the saved one.
  private func sessionMayHaveChanged(
    after action: Action, changingWindows changesWindows: Bool, in state: AppState
  ) -> Bool {
    let window = action.windowUUID
    guard !window.isUnavailable, !changesWindows else {
      lastingScreens.removeAll()
      return true
    }
    let lasting = state.activeScreens.screens(in: window).map(AppScreenState.defaultState(from:))
    let unchanged = lastingScreens.updateValue(lasting, forKey: window) == lasting
    return !unchanged || lastSaveFailed || state.settings != saved.settings
  }
}

extension Action {
  /// Whether the action may open or close windows or screens, or replace them: a window or
  /// screen action, a restore, a jump in time.
  fileprivate var changesWindows: Bool {
    replacesWindows || self is WindowAction || self is ScreenAction
  }
}
