import Redux
import SampleApp

extension Simulator {
  /// The open windows as boxes, each screen drawn by its controller.
  ///
  /// - Returns: One box per open window, in opening order, with its screens in the order the
  ///   window shows them; each instance of a screen is a section of its own, named `todoList`,
  ///   `todoList#2`, ...
  func windowBoxes() -> [WindowBox] {
    registry.openWindows.map { window in
      let sections = namedScreens(in: window.uuid).map { screen in
        WindowBox.Section(name: screen.name, text: screen.controller?.renderedText ?? "")
      }
      return WindowBox(title: window.title, sections: sections)
    }
  }

  /// The open windows drawn side by side, in rows that fit the width.
  ///
  /// - Parameters:
  ///   - width: The terminal's width.
  /// - Returns: The lines, without a final newline; a sentence when no window is open.
  func boxes(width: Int) -> String {
    let boxes = windowBoxes()
    guard !boxes.isEmpty else { return "(no open windows)" }
    return WindowBoxes.render(boxes, width: width)
  }

  /// Log messages as lines for the terminal: indented under the step, window ids shortened to
  /// their first eight digits (a lifetime warning's windows named by their numbers), and wrapped
  /// to the width.
  ///
  /// - Parameters:
  ///   - messages: Messages of the ``log``.
  ///   - width: The terminal's width.
  /// - Returns: The lines.
  func logLines(_ messages: [String], width: Int) -> [String] {
    messages.flatMap { message in
      var message = numberingWindows(in: message)
      for window in registry.windows {
        message = message.replacingOccurrences(
          of: window.uuid.uuidString, with: window.uuid.shortDescription)
      }
      return message.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
        line -> [String] in
        let line = "  " + TerminalText.printable(line)
        let indent = line.prefix { $0 == " " }.count + 4
        return TerminalText.wrap(line, columns: width, indent: indent)
      }
    }
  }

  /// Every window opened, one line each: number, id, and its screens or `closed`.
  ///
  /// - Returns: The lines.
  func windowListLines() -> [String] {
    guard !registry.windows.isEmpty else { return ["No windows yet: 'open' opens one."] }
    let numberWidth = "\(registry.windows.last?.number ?? 0)".count
    return registry.windows.map { window in
      let number =
        String(repeating: " ", count: numberWidth - "\(window.number)".count)
        + "\(window.number)"
      return "  \(number)  \(window.uuid.uuidString)  \(screenSummary(of: window))"
    }
  }

  /// Every window opened, as data: number, id, whether it is open, and its screens.
  func windowListTree() -> StateTree {
    .array(
      registry.windows.map { window in
        .object([
          (key: "number", value: .number("\(window.number)")),
          (key: "id", value: .symbol(window.uuid.uuidString)),
          (key: "open", value: .bool(window.isOpen)),
          (key: "screens", value: .array(screenNames(of: window).map { .symbol($0) })),
        ])
      })
  }

  /// The state, read from the store: the settings every window shares, then each open window
  /// with the state of each screen it shows.
  func stateTree() -> StateTree {
    .object([
      (key: "settings", value: StateTree(reflecting: store.state.settings)),
      (key: "windows", value: .array(registry.openWindows.map(stateTree(of:)))),
    ])
  }

  /// One window's part of the state: its number, its id, and the state of each screen it shows,
  /// by screen name: the first instance of a screen under the screen's name, further ones as
  /// `todoList#2`, `todoList#3`. The screens' own `windowUUID` fields are left out: the
  /// window's id says it.
  ///
  /// - Parameters:
  ///   - window: An open window.
  /// - Returns: The window's state.
  func stateTree(of window: WindowRegistry.Window) -> StateTree {
    let screens = namedScreens(in: window.uuid).map { screen in
      // The screen's state is the payload of its `AppScreenState` case.
      let payload = Mirror(reflecting: screen.state).children.first?.value ?? screen.state
      return (key: screen.name, value: StateTree(reflecting: payload).removingKey("windowUUID"))
    }
    return .object([
      (key: "number", value: .number("\(window.number)")),
      (key: "id", value: .symbol(window.uuid.uuidString)),
      (key: "screens", value: .object(screens)),
    ])
  }

  private func screenNames(of window: WindowRegistry.Window) -> [String] {
    guard window.isOpen else { return [] }
    return namedScreens(in: window.uuid).map(\.name)
  }

  private func screenSummary(of window: WindowRegistry.Window) -> String {
    guard window.isOpen else {
      // A jump in time can go back before a window opened.
      return store.state.activeScreens.isClosed(window.uuid) ? "closed" : "not open yet"
    }
    let names = screenNames(of: window)
    return names.isEmpty ? "no screens" : names.joined(separator: ", ")
  }
}
