import Redux

/// Saves every window's todo list to a JSON file, and puts each list back when its window shows
/// the todo list again, in this run of the app or the next.
///
/// ```swift
/// let dispatcher = StoreDispatcher()
/// let persistence = TodoPersistenceMiddleware(
///   fileStore: TodoFileStore(fileURL: supportDirectory.appendingPathComponent("todos.json")),
///   store: dispatcher,
///   report: { message in logger.error("\(message)") }
/// )
/// let store = Store(
///   state: AppState(),
///   reducer: AppState.reducer,
///   middlewares: [persistence.persistenceProvider]
/// )
/// dispatcher.connect(to: store)
/// ```
///
/// **What is saved.** The todo items (titles and done flags) of every window, keyed by the
/// window's ``WindowUUID``, in one file (see ``TodoFile``): of the window's first todo list, when
/// it shows several (further instances are not saved; hiding one of them changes nothing here). Suggestions, rejections and other
/// transient data are not saved. Windows that the file holds but that have not shown their todo
/// list in this run keep their saved lists.
///
/// **When.** The file is read once, when the middleware is made. After each action, the
/// middleware looks at the todo list of the action's window only (of every open window for an
/// action for ``WindowUUID/unavailable``); if it differs from the list last saved for that
/// window, the whole file is written again, atomically (see ``AtomicFileWriter``). An action that
/// changes no list writes nothing.
///
/// **Restoring.** When a window that has a saved list shows its todo list
/// (``ScreenActionType/showScreen`` with ``AppScreen/todoList``), the middleware dispatches
/// ``TodoListAction/restore(_:)`` with the saved items, once; they go before any todo added in
/// the meantime. Until that restore is reduced, the window's fresh, empty list is not saved, so it
/// never replaces the saved one. If the window closes its todo list screen, the saved list is
/// kept and restored again when the screen is shown again.
///
/// **Closing.** When a window closes (``WindowActionType/closeWindow``), its list is removed from
/// the file; closing every window (``WindowUUID/unavailable``) removes the lists of every window
/// that closed. An app that quits does not close its windows this way, so their lists stay.
///
/// **Problems.** Nothing here traps; problems go to `report` as sentences that name the file:
/// - a file that cannot be used (unreadable, not JSON, not a todo file, of an unknown format
///   version) is moved aside by ``TodoFileStore/load()`` and reported, and the middleware starts
///   with no saved lists; the next save writes a new file and leaves the moved one alone. If the
///   bad file could not be moved aside, nothing is saved during this run, so that it is not
///   overwritten;
/// - a save that fails is reported with the path and the reason; the file keeps its previous
///   content and the next change tries again. The first save that works after failures is
///   reported too.
///
/// The middleware lives on the main actor, where the store calls its middlewares, and saves
/// there: a save is small, and a person makes one change at a time.
///
/// The middleware's closure holds the middleware, which holds `store`: pass a
/// ``StoreDispatcher`` connected after the store is made, not the store itself, so that the store
/// and the middleware do not keep each other alive.
@MainActor
public final class TodoPersistenceMiddleware {
  private let fileStore: TodoFileStore
  private let store: any DispatchStore
  private let report: @Sendable (String) -> Void

  /// The lists the file should hold: what was loaded, with every change seen since.
  private var file: TodoFile
  /// Saved lists of windows that have not shown their todo list yet, waiting to be restored.
  private var awaitingRestore: [WindowUUID: [TodoItem]]
  /// The restore action dispatched for each window whose restore has not been reduced yet.
  private var restoring: [WindowUUID: ObjectIdentifier] = [:]
  /// Whether saving is off because a bad file could not be moved aside.
  private let isSavingDisabled: Bool
  /// Whether the last save failed, so that the next one that works is reported.
  private var lastSaveFailed = false

  /// How many times the file was written.
  public private(set) var saveCount = 0
  /// How many saves failed (each was reported).
  public private(set) var failedSaveCount = 0

  /// Makes the middleware and loads the saved lists.
  ///
  /// A file that cannot be used is reported through `report`, and the middleware starts with no
  /// saved lists; see the type's documentation.
  ///
  /// - Parameters:
  ///   - fileStore: The todo file.
  ///   - store: Where to dispatch the restore actions: a ``StoreDispatcher`` connected to the
  ///     app's store, or a `MockStore` in tests.
  ///   - report: Receives a sentence for each problem: a file that could not be loaded, a save
  ///     that failed, a save that worked again. Called on the main actor.
  public init(
    fileStore: TodoFileStore,
    store: any DispatchStore,
    report: @escaping @Sendable (String) -> Void
  ) {
    self.fileStore = fileStore
    self.store = store
    self.report = report
    var loaded = TodoFile()
    var isSavingDisabled = false
    do {
      loaded = try fileStore.load()
    } catch {
      report(error.description)
      if case .unusableFile(_, _, .failed) = error { isSavingDisabled = true }
    }
    self.file = loaded
    self.isSavingDisabled = isSavingDisabled
    self.awaitingRestore = loaded.lists.filter { !$0.value.isEmpty }
  }

  /// The middleware to hand to the store: restores, saves and forgets todo lists as described in
  /// the type's documentation.
  public var persistenceProvider: Middleware<AppState> {
    { [self] state, action in
      self.handle(action, in: state)
    }
  }

  // MARK: Handling actions

  private func handle(_ action: Action, in state: AppState) {
    let window = action.windowUUID
    if action is WindowAction, action.actionType as? WindowActionType == .closeWindow {
      if forgetClosedWindows(window, in: state) { save() }
      return
    }
    if let screenAction = action as? ScreenAction, screenAction.screen == .todoList,
      screenAction.actionType as? ScreenActionType == .closeScreen
    {
      // Only a window left without any todo list closed it: hiding one of several lists
      // leaves the window's first list, which is the one saved.
      let windows = window.isUnavailable ? state.activeScreens.windowUUIDs : [window]
      windows.filter { !state.activeScreens.isShowing(.todoList, in: $0) }.forEach(todoListClosed)
      return
    }
    let windows = window.isUnavailable ? state.activeScreens.windowUUIDs : [window]
    var changed = false
    for window in windows {
      if synchronize(window, after: action, in: state) { changed = true }
    }
    if changed { save() }
  }

  /// Brings the lists to save up to date with one window's todo list after an action, and starts
  /// its restore when it shows the list for the first time.
  ///
  /// - Returns: Whether the window's list changed and the file must be written.
  private func synchronize(_ window: WindowUUID, after action: Action, in state: AppState) -> Bool {
    let list = state.screenState(TodoListState.self, for: .todoList, window: window)
    if let restore = restoring[window] {
      // The list is fresh until the restore is reduced: saving it would lose the saved items.
      guard ObjectIdentifier(action) == restore else { return false }
      restoring[window] = nil
      if list == nil, let saved = file[window] {
        // The screen closed before the restore reached it: restore when it is shown again.
        awaitingRestore[window] = saved
        return false
      }
    }
    guard let list else { return false }
    if let saved = awaitingRestore.removeValue(forKey: window) {
      let restore = Action(TodoListAction.restore(saved), windowUUID: window)
      restoring[window] = ObjectIdentifier(restore)
      store.dispatch(restore)
      return false
    }
    guard Array(list.items) != (file[window] ?? []) else { return false }
    file[window] = Array(list.items)
    return true
  }

  /// A window stopped showing its todo list: its state is gone, so its saved list waits to be
  /// restored again. When a restore is on its way, it decides: it either reaches a screen shown
  /// again meanwhile, or finds none and puts the list back to wait.
  private func todoListClosed(in window: WindowUUID) {
    guard restoring[window] == nil else { return }
    if let saved = file[window], !saved.isEmpty {
      awaitingRestore[window] = saved
    }
  }

  /// Removes the lists of a window that closed, or of every closed window for
  /// ``WindowUUID/unavailable``.
  ///
  /// - Returns: Whether the file held a list that was removed.
  private func forgetClosedWindows(_ window: WindowUUID, in state: AppState) -> Bool {
    let closed =
      window.isUnavailable
      ? file.windowUUIDs.filter { state.activeScreens.isClosed($0) } : [window]
    var changed = false
    for window in closed {
      awaitingRestore[window] = nil
      restoring[window] = nil
      if file[window] != nil {
        file[window] = nil
        changed = true
      }
    }
    return changed
  }

  // MARK: Saving

  private func save() {
    guard !isSavingDisabled else { return }
    do {
      try fileStore.save(file)
      saveCount += 1
      if lastSaveFailed {
        lastSaveFailed = false
        report("Saved the todo lists to \(fileStore.path) again; no change was lost.")
      }
    } catch {
      failedSaveCount += 1
      lastSaveFailed = true
      report(error.description)
    }
  }
}
