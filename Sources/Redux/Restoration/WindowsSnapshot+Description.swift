extension WindowsSnapshot: CustomStringConvertible {
  /// The snapshot in one line: each open window's short identity with its screens in the order
  /// they are shown, then how many windows stay closed, such as
  /// `2 windows (BFF833EE: todoList, settings; 69AADA28: todoList), 1 closed`.
  ///
  /// The screens' states are left out, so that a log or a session's history shows a restore in a
  /// line rather than every state it puts back; compare or encode snapshots to see the states.
  public var description: String {
    let count = windows.count == 1 ? "1 window" : "\(windows.count) windows"
    let closed = closedWindows.isEmpty ? "none closed" : "\(closedWindows.count) closed"
    guard !windows.isEmpty else { return "\(count), \(closed)" }
    let shown = windows.map { window in
      let screens = window.screens.map { "\($0.state.associatedAppScreen)" }
      let list = screens.isEmpty ? "no screens" : screens.joined(separator: ", ")
      return "\(window.window.shortDescription): \(list)"
    }
    return "\(count) (\(shown.joined(separator: "; "))), \(closed)"
  }
}
