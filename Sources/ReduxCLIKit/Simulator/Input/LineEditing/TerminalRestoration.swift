#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts the settings of the process's terminal back however the process ends: at exit, and on
/// SIGINT, SIGTERM and SIGHUP, whose handlers restore the settings, then raise the signal again
/// with its default action, so that the process ends as it would have.
///
/// The settings are read once, before any handler is installed, into storage allocated once
/// and never freed; the handlers only read them. A handler may only do what is safe in a signal
/// handler: it calls `tcsetattr`, `write`, `signal` and `raise`, all async-signal-safe, and
/// reads memory no one writes any more. SIGWINCH gets a handler that does nothing, installed
/// without `SA_RESTART`, so that a resize interrupts the editor's `poll` and the line is drawn
/// again for the new width.
enum TerminalRestoration {
  // Safety: written only by `saveStandardInput()`, on the main actor, before `sigaction`
  // installs the handlers that read it (the system call orders the write before any handler
  // runs); never written again, and never freed.
  nonisolated(unsafe) private static let settings: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
  }()

  /// Whether the settings were saved; set once, on the main actor.
  @MainActor private static var isSaved = false

  /// Reads the settings of standard input once, and installs the handlers that restore them.
  ///
  /// - Returns: Where the settings are kept, or `nil` when standard input is not a terminal.
  @MainActor
  static func saveStandardInput() -> UnsafeMutablePointer<termios>? {
    if isSaved { return settings }
    guard tcgetattr(STDIN_FILENO, settings) == 0 else { return nil }
    isSaved = true
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      install(restoreAndRaise, for: signal, restartingCalls: true)
    }
    install(ignoreResize, for: SIGWINCH, restartingCalls: false)
    atexit(restoreAtExit)
    return settings
  }

  /// Installs a handler.
  private static func install(
    _ handler: @escaping @convention(c) (Int32) -> Void, for signal: Int32, restartingCalls: Bool
  ) {
    var action = sigaction()
    #if canImport(Darwin)
    action.__sigaction_u.__sa_handler = handler
    #else
    action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = restartingCalls ? Int32(SA_RESTART) : 0
    _ = sigaction(signal, &action, nil)
  }

  /// Puts the saved settings back and turns bracketed paste off; async-signal-safe.
  fileprivate static func restoreFromHandler() {
    _ = tcsetattr(STDIN_FILENO, TCSANOW, settings)
    let pasteOff: StaticString = "\u{1B}[?2004l"
    _ = write(STDOUT_FILENO, pasteOff.utf8Start, pasteOff.utf8CodeUnitCount)
  }
}

/// The handler of SIGINT, SIGTERM and SIGHUP: restore, then end as the signal would have.
private func restoreAndRaise(_ number: Int32) {
  TerminalRestoration.restoreFromHandler()
  _ = signal(number, SIG_DFL)
  _ = raise(number)
}

/// The handler of SIGWINCH: nothing; the interrupted `poll` makes the editor redraw.
private func ignoreResize(_ number: Int32) {}

/// Restores the terminal when the process exits.
private func restoreAtExit() {
  TerminalRestoration.restoreFromHandler()
}
