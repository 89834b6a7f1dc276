extension ActiveScreensState where AppScreenState: StateType {
  /// A snapshot of every window: the open windows in the order they opened, the screens each
  /// shows in order with their instances, and each screen's state with its transient data reset
  /// through ``StateType/defaultState(from:)``; and the closed windows.
  ///
  /// Taking a snapshot never fails. An app that showed the same ``ScreenInstanceID`` in two
  /// windows, or whose screen state names another window than the one showing it, gets a
  /// snapshot that decoding refuses with a ``WindowsSnapshotError``.
  ///
  /// - Returns: The snapshot, to restore with a ``RestoreWindowsAction``.
  public func snapshot() -> WindowsSnapshot<AppScreenState> {
    let windows = openWindows.map { window in
      let screens = screensByWindow[window].map { screens in
        zip(screens.instances, screens.states).map { instance, state in
          WindowsSnapshot.Screen(
            instance: instance, state: AppScreenState.defaultState(from: state))
        }
      }
      return WindowsSnapshot.Window(window: window, screens: screens ?? [])
    }
    return WindowsSnapshot(reflecting: windows, closedWindows: closedWindows.members)
  }
}

extension ActiveScreensState {
  /// Puts the windows of a snapshot back; what a ``RestoreWindowsAction`` does, and what an
  /// app's own action made with ``Action/init(windowReplacement:)`` should do.
  ///
  /// - Windows open now that the snapshot does not hold open are closed, and the snapshot's
  ///   closed windows are closed too: closed windows stay closed.
  /// - Windows closed before the restore stay closed, even when the snapshot holds them open.
  /// - Each window the snapshot holds open shows its screens, in order, with their instances and
  ///   states. A window already showing exactly those is left as it is, so restoring twice is
  ///   the same as restoring once. In a window that was open, instances it hid stay hidden and
  ///   instances the snapshot drops are hidden for good.
  /// - The open windows take the snapshot's order.
  ///
  /// - Parameter snapshot: The windows to put back.
  public mutating func restore(_ snapshot: WindowsSnapshot<AppScreenState>) {
    RevisionClock.advance(past: snapshot.largestInstanceNumber)
    let kept = snapshot.windows.filter { !closedWindows.contains($0.window) }
    let keptWindows = Set(kept.map(\.window))
    for window in openWindows where !keptWindows.contains(window) {
      close(window)
    }
    for window in snapshot.closedWindows {
      close(window)
    }
    for entry in kept {
      let current = screensByWindow[entry.window]
      if let current, current.instances == entry.screens.map(\.instance),
        current.states == entry.screens.map(\.state)
      {
        continue
      }
      var screens = WindowScreens<AppScreenState>()
      if let current {
        screens.rememberHidden(current.hidden)
        let restored = Set(entry.screens.map(\.instance))
        screens.rememberHidden(current.instances.filter { !restored.contains($0) })
      }
      for screen in entry.screens {
        screens.append(screen.state, as: screen.instance)
      }
      screensByWindow[entry.window] = screens
    }
    openWindows = kept.map(\.window)
  }
}
