import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines typed at a terminal with editing, history and completion: the editor of
/// `redux-cli simulate`'s prompt.
///
/// Each ``readLine(prompt:)`` switches the terminal to raw mode (``RawTerminal``), reads keys
/// (``KeyDecoder``), applies them to the line (``EditLine``) and draws the prompt and the line
/// again after each (``PromptLayout``); it puts the terminal's settings back before it returns,
/// so the commands' output and anything that goes wrong while they run meet the terminal as it
/// was. Keys that came after an Enter, and the lines of a paste, wait for the next call.
final class LineEditor {
  /// The terminal keys are read from.
  let terminal: RawTerminal
  /// Where the prompt and the line are drawn.
  let output: Int32
  /// The lines typed before, which ↑, ↓ and Ctrl-R walk.
  private(set) var history: LineHistory
  /// Where the history is kept between sessions, or `nil` to keep nothing.
  private var historyFile: HistoryFile?
  /// A descriptor that becomes readable when the terminal is resized, or `nil`.
  private let resizeDescriptor: Int32?
  /// Prints a warning, once, when the history file cannot be written.
  private let warn: (String) -> Void
  /// What Tab completes with; the session sets it before each line.
  var completion = PromptCompletion(windows: [])

  /// Reads keys from the terminal's bytes.
  private var decoder = KeyDecoder()
  /// Keys read but not used yet: those after an Enter, and the lines of a paste.
  var queuedKeys = KeyQueue()
  /// The state of the line being read.
  var state = LineState(prompt: "", history: LineHistory())

  /// How long to wait for the rest of an escape sequence, in milliseconds.
  private static let escapeWait: Int32 = 100
  /// How long to wait for the rest of a paste, in milliseconds.
  private static let pasteWait: Int32 = 1_000

  /// Makes an editor.
  ///
  /// - Parameters:
  ///   - terminal: The terminal to read from.
  ///   - output: Where to draw; standard output unless given.
  ///   - historyFile: Where to read and keep the history, or `nil` to keep nothing.
  ///   - resizeDescriptor: A descriptor that becomes readable when the terminal is resized,
  ///     such as ``TerminalRestoration/resizeDescriptor``; none unless given.
  ///   - warn: Prints a warning about the history file; called at most once.
  init(
    terminal: RawTerminal,
    output: Int32 = STDOUT_FILENO,
    historyFile: HistoryFile?,
    resizeDescriptor: Int32? = nil,
    warn: @escaping (String) -> Void
  ) {
    self.terminal = terminal
    self.output = output
    self.resizeDescriptor = resizeDescriptor
    self.warn = warn
    do {
      history = try historyFile?.read() ?? LineHistory()
      self.historyFile = historyFile
    } catch {
      history = LineHistory()
      self.historyFile = nil
      warn(error.message)
    }
  }

  /// Reads a line.
  ///
  /// - Parameters:
  ///   - prompt: The prompt, such as `> `.
  /// - Returns: The line, or `nil` when the input ends: Ctrl-D on an empty line, or the
  ///   terminal closed.
  func readLine(prompt: String) -> String? {
    guard terminal.enterRawMode() else {
      draw(prompt)
      return Swift.readLine(strippingNewline: true)
    }
    defer {
      draw("\u{1B}[?2004l")
      terminal.restore()
    }
    draw("\u{1B}[?2004h")
    state = LineState(prompt: prompt, history: history)
    refresh()
    while true {
      if queuedKeys.isEmpty {
        guard let keys = readKeys() else {
          finishLine()
          return nil
        }
        queuedKeys = KeyQueue(keys)
      }
      while let key = queuedKeys.next() {
        switch handle(key) {
        case .editing: continue
        case .line(let line):
          keep(line)
          return line
        case .end:
          return nil
        }
      }
      refresh()
    }
  }

  /// Keeps a line in the history and its file; the first failure to write is warned about and
  /// the file dropped.
  private func keep(_ line: String) {
    guard history.add(line), let file = historyFile else { return }
    do {
      try file.write(history)
    } catch {
      historyFile = nil
      terminal.restore()
      warn(error.message)
    }
  }

  /// Reads the next keys; `nil` at the end of the input. A resize draws the line again.
  private func readKeys() -> [EditKey]? {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      var descriptors = [
        pollfd(fd: terminal.descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: resizeDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
      ]
      let wait = decoder.isInsidePaste ? Self.pasteWait : decoder.isWaiting ? Self.escapeWait : -1
      let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
      if ready < 0 {
        guard errno == EINTR else { return nil }
        continue
      }
      if descriptors[1].revents != 0, let resizeDescriptor {
        // The terminal was resized: empty the pipe, and draw the line for the new width.
        var drained = [UInt8](repeating: 0, count: 64)
        while read(resizeDescriptor, &drained, drained.count) > 0 {}
        // Terminals rewrap the line for the new width: the cursor is now on the row the new
        // width puts it on.
        let (prompt, characters, cursor) = state.display
        state.cursorRow =
          PromptLayout(
            prompt: prompt, characters: characters, cursor: cursor, columns: terminal.columns,
            fromRow: 0
          ).cursorRow
        refresh()
        if descriptors[0].revents == 0 { continue }
      }
      if ready == 0 {
        let keys = decoder.flush()
        if !keys.isEmpty { return keys }
        continue
      }
      let count = read(terminal.descriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      let keys = decoder.decode(Array(buffer[..<count]))
      if !keys.isEmpty { return keys }
    }
  }

  /// Draws the prompt and the line again, from the row the cursor is on.
  func refresh(cursorAtEnd: Bool = false) {
    let (prompt, characters, cursor) = state.display
    let layout = PromptLayout(
      prompt: prompt, characters: characters, cursor: cursorAtEnd ? characters.count : cursor,
      columns: terminal.columns, fromRow: state.cursorRow)
    state.cursorRow = layout.cursorRow
    draw(layout.output)
  }

  /// Moves below the line, so that what comes next starts on a row of its own.
  func finishLine() {
    refresh(cursorAtEnd: true)
    draw("\r\n")
    state.cursorRow = 0
  }

  /// Writes text to the terminal, all of it.
  func draw(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
