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
/// reads memory no one writes any more. SIGWINCH's handler writes a byte to a pipe whose other
/// end the editor polls beside the terminal (the self-pipe trick), so that a resize draws the
/// line again whichever thread the signal lands on, and even when it comes between two polls.
enum TerminalRestoration {
  // Safety: written only by `saveStandardInput()`, on the main actor, before `sigaction`
  // installs the handlers that read it (the system call orders the write before any handler
  // runs); never written again, and never freed.
  nonisolated(unsafe) private static let settings: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
  }()

  // Safety: the two ends of the resize pipe, written only by `saveStandardInput()` before
  // `sigaction` installs the SIGWINCH handler that reads them; never written again.
  nonisolated(unsafe) private static let resizePipe: UnsafeMutablePointer<Int32> = {
    let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
    pointer.initialize(repeating: -1, count: 2)
    return pointer
  }()

  /// The end of the resize pipe that becomes readable when the terminal is resized, or `nil`
  /// before the handlers are installed.
  @MainActor
  static var resizeDescriptor: Int32? {
    isSaved && resizePipe[0] >= 0 ? resizePipe[0] : nil
  }

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
    if pipe(resizePipe) == 0 {
      for end in 0..<2 {
        _ = fcntl(resizePipe[end], F_SETFL, fcntl(resizePipe[end], F_GETFL) | O_NONBLOCK)
        _ = fcntl(resizePipe[end], F_SETFD, FD_CLOEXEC)
      }
      install(noteResize, for: SIGWINCH, restartingCalls: true)
    }
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

  /// Writes a byte to the resize pipe, never blocking; async-signal-safe.
  fileprivate static func noteResizeFromHandler() {
    var byte: UInt8 = 1
    _ = write(resizePipe[1], &byte, 1)
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

/// The handler of SIGWINCH: wakes the editor through the resize pipe.
private func noteResize(_ number: Int32) {
  let saved = errno
  TerminalRestoration.noteResizeFromHandler()
  errno = saved
}

/// Restores the terminal when the process exits.
private func restoreAtExit() {
  TerminalRestoration.restoreFromHandler()
}
