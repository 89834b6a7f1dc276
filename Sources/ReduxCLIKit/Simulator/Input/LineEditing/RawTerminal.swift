#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal switched into raw mode while a line is read, and back to its settings after.
///
/// Raw mode is what a line editor needs: every key comes at once (no `ICANON`), nothing is
/// echoed (no `ECHO`), Ctrl-C, Ctrl-Z and Ctrl-V come as keys (no `ISIG`, `IEXTEN`, `IXON`), and
/// Enter comes as a carriage return (no `ICRNL`). Output is left as it is, so that the lines a
/// command prints between prompts look as they always did.
///
/// The settings from before are read once, when the terminal is made, into the one place they
/// are kept: for the process's standard input, the storage of ``TerminalRestoration``, which
/// its signal handlers and its exit handler restore from; for another terminal (a test's
/// pseudo-terminal), storage of its own. ``restore()`` puts them back after every line.
final class RawTerminal {
  /// The terminal's file descriptor.
  let descriptor: Int32
  /// The settings from before raw mode.
  private let saved: UnsafeMutablePointer<termios>
  /// Whether `saved` is this terminal's own storage, freed with it.
  private let ownsSaved: Bool
  /// Whether raw mode is on.
  private(set) var isRaw = false

  /// The process's standard input, with its settings kept by ``TerminalRestoration``, which
  /// then restores them on SIGINT, SIGTERM, SIGHUP and at exit.
  ///
  /// - Returns: The terminal, or `nil` when standard input is not a terminal.
  @MainActor
  static func standardInput() -> RawTerminal? {
    guard let saved = TerminalRestoration.saveStandardInput() else { return nil }
    return RawTerminal(descriptor: STDIN_FILENO, saved: saved, ownsSaved: false)
  }

  /// A terminal other than standard input, such as a pseudo-terminal's slave side in a test.
  /// No signal handler restores it.
  ///
  /// - Parameters:
  ///   - descriptor: The terminal's file descriptor.
  /// - Returns: The terminal, or `nil` when the descriptor is not a terminal.
  static func other(_ descriptor: Int32) -> RawTerminal? {
    let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    saved.initialize(to: termios())
    guard tcgetattr(descriptor, saved) == 0 else {
      saved.deallocate()
      return nil
    }
    return RawTerminal(descriptor: descriptor, saved: saved, ownsSaved: true)
  }

  private init(descriptor: Int32, saved: UnsafeMutablePointer<termios>, ownsSaved: Bool) {
    self.descriptor = descriptor
    self.saved = saved
    self.ownsSaved = ownsSaved
  }

  deinit {
    restore()
    if ownsSaved { saved.deallocate() }
  }

  /// Switches raw mode on.
  ///
  /// - Returns: Whether it is on; when the terminal refuses, its settings are unchanged.
  @discardableResult
  func enterRawMode() -> Bool {
    guard !isRaw else { return true }
    var raw = saved.pointee
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    Self.setControlCharacter(&raw, index: Int(VMIN), to: 1)
    Self.setControlCharacter(&raw, index: Int(VTIME), to: 0)
    // Drain, not flush: keys typed while a command ran are read, not lost.
    guard tcsetattr(descriptor, TCSADRAIN, &raw) == 0 else { return false }
    isRaw = true
    return true
  }

  /// Puts the settings from before back, if raw mode is on.
  func restore() {
    guard isRaw else { return }
    _ = tcsetattr(descriptor, TCSADRAIN, saved)
    isRaw = false
  }

  /// The terminal's width in columns, or 80 when it does not say.
  var columns: Int {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  /// Sets one of the `c_cc` control characters, which Swift sees as a tuple.
  private static func setControlCharacter(_ settings: inout termios, index: Int, to value: cc_t) {
    withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
      guard index < bytes.count else { return }
      bytes[index] = value
    }
  }
}
