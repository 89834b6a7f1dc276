extension SimulatorSession {
  /// Prints the history: every position it holds with the action that led to it, the current
  /// one marked with `>`. With ``Options/json``, one line: an array of objects with `position`,
  /// `action` (`null` for the start), `window` (its number, or `null`) and `current`.
  func printHistory() throws(SimulatorError) {
    let (entries, current) = try simulator.historyEntries()
    if options.json {
      let rows = entries.map { entry -> StateTree in
        let window = entry.action.flatMap { simulator.registry.window(withID: $0.windowUUID) }
        return .object([
          (key: "position", value: .number("\(entry.position)")),
          (key: "action", value: entry.action.map { .string($0.description) } ?? .null),
          (key: "window", value: window.map { .number("\($0.number)") } ?? .null),
          (key: "current", value: .bool(entry.position == current)),
        ])
      }
      console.print(StateTree.array(rows).json)
      return
    }
    let width = "\(entries.last?.position ?? 0)".count
    // Every action the session processed, those dropped from a full history included.
    let actions = entries.last?.position ?? 0
    var lines = [
      "History: \(actions == 1 ? "1 action" : "\(actions) actions"), at position \(current). "
        + "'undo', 'redo' and 'goto' move."
    ]
    for entry in entries {
      let number =
        String(repeating: " ", count: width - "\(entry.position)".count)
        + "\(entry.position)"
      let marker = entry.position == current ? ">" : " "
      let text = entry.action?.description ?? "(start)"
      lines += TerminalText.wrap(
        "\(marker) \(number)  \(TerminalText.printable(text))", columns: options.width,
        indent: width + 4)
    }
    printBlock(lines)
  }
}
