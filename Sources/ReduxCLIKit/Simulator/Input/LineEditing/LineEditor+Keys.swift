import Foundation

/// What each key does: editing, history, completion and the control keys.
extension LineEditor {
  /// Applies a key to the line being read.
  ///
  /// - Parameters:
  ///   - key: The key.
  /// - Returns: Whether the line goes on, was entered, or the input ends.
  func handle(_ key: EditKey) -> KeyOutcome {
    if state.search != nil, let outcome = handleInSearch(key) { return outcome }
    let wasTab = state.listsOnTab
    state.listsOnTab = false
    switch key {
    case .text(let text): state.line.insert(text)
    case .paste(let text): queuedKeys.putFirst(Self.keys(pasting: text))
    case .enter:
      finishLine()
      return .line(state.line.text)
    case .tab: complete(listing: wasTab)
    case .backspace, .control("h"): state.line.deleteBackward()
    case .delete: state.line.deleteForward()
    case .left, .control("b"): state.line.moveLeft()
    case .right, .control("f"): state.line.moveRight()
    case .home, .control("a"): state.line.moveToStart()
    case .end, .control("e"): state.line.moveToEnd()
    case .wordLeft: state.line.moveWordLeft()
    case .wordRight: state.line.moveWordRight()
    case .up, .control("p"):
      if let older = state.walk.older(than: state.line.text) { state.line.replace(with: older) }
    case .down, .control("n"):
      if let newer = state.walk.newer() { state.line.replace(with: newer) }
    case .control("d"):
      guard !state.line.isEmpty else {
        finishLine()
        return .end
      }
      state.line.deleteForward()
    case .control("k"): state.line.cutToEnd()
    case .control("u"): state.line.cutToStart()
    case .control("w"): state.line.cutWordBackward()
    case .control("y"): state.line.yank()
    case .control("t"): state.line.transpose()
    case .control("c"):
      refresh(cursorAtEnd: true)
      draw("^C\r\n")
      state = LineState(prompt: state.prompt, history: history)
    case .control("l"):
      draw("\u{1B}[H\u{1B}[2J")
      state.cursorRow = 0
    case .control("r"):
      state.search = (HistorySearch(history), state.line)
    default: break
    }
    return .editing
  }

  /// Applies a key during a Ctrl-R search: text and Backspace change the query, Ctrl-R finds an
  /// older line, Enter runs the line found, Ctrl-G and Ctrl-C give the line back as it was. Any
  /// other key takes the line found and is then applied to it.
  ///
  /// - Returns: The outcome, or `nil` when the key is to be applied to the line found.
  private func handleInSearch(_ key: EditKey) -> KeyOutcome? {
    guard let (current, original) = state.search else { return nil }
    var search = current
    switch key {
    case .text(let text):
      search.type(text)
    case .backspace, .control("h"):
      search.deleteBackward()
    case .control("r"):
      search.findOlder()
    case .control("g"), .control("c"):
      state.search = nil
      state.line = original
      return .editing
    default:
      state.search = nil
      if let match = search.match { state.line.replace(with: match) }
      return nil
    }
    state.search = (search, original)
    return .editing
  }

  /// Completes the word before the cursor: one word at once; several, as far as they agree,
  /// and listed under the prompt on a second Tab.
  private func complete(listing: Bool) {
    // The slice of the line ends with this statement, before the line changes, so that the
    // change does not copy the line.
    guard
      let candidates = completion.candidates(for: state.line.characters[..<state.line.cursor])
    else { return }
    let words = candidates.words
    let first = words[0]
    let typed = state.line.cursor - candidates.wordStart
    if words.count == 1 {
      state.line.replaceWord(from: candidates.wordStart, with: first + " ")
      return
    }
    let shared = words.dropFirst().reduce(first) { String($0.commonPrefix(with: $1)) }
    if shared.count > typed {
      state.line.replaceWord(from: candidates.wordStart, with: shared)
      state.listsOnTab = true
      return
    }
    guard listing else {
      state.listsOnTab = true
      return
    }
    finishLine()
    let list = TerminalText.wrap(words.joined(separator: "  "), columns: terminal.columns)
    draw(list.map { TerminalText.printable($0) + "\r\n" }.joined())
  }

  /// The keys a paste stands for: its lines, each followed by Enter, and then what follows the
  /// last line break, left on the prompt.
  static func keys(pasting text: String) -> [EditKey] {
    let lines = text.replacingOccurrences(of: "\r\n", with: "\n")
      .split(separator: "\r", omittingEmptySubsequences: false).joined(separator: "\n")
      .split(separator: "\n", omittingEmptySubsequences: false)
    var keys: [EditKey] = []
    for (index, line) in lines.enumerated() {
      if !line.isEmpty { keys.append(.text(String(line))) }
      if index < lines.count - 1 { keys.append(.enter) }
    }
    return keys
  }
}
