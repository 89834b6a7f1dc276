import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `redux-cli simulate` run on the slave side of a pseudo-terminal: the test types on the
/// master side and reads back what the terminal would show.
///
/// Each session has its own pseudo-terminal and its own temporary folder for the history
/// (`XDG_STATE_HOME`), so sessions run in parallel with each other and with other suites.
/// Every wait has a time limit, so a broken editor fails a test instead of hanging it.
final class PseudoTerminalSession {
  /// A terminal's settings, as `tcgetattr` gives them, comparable.
  struct Settings: Equatable {
    let flags: [UInt]
    let controlCharacters: [UInt8]

    init(_ settings: termios) {
      var settings = settings
      flags = [
        UInt(settings.c_iflag), UInt(settings.c_oflag), UInt(settings.c_cflag),
        UInt(settings.c_lflag),
      ]
      controlCharacters = withUnsafeBytes(of: &settings.c_cc) { Array($0) }
    }
  }

  /// The error of a session that cannot start or times out.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let master: Int32
  private let slave: Int32
  /// The process running `redux-cli simulate`.
  private let processID: pid_t
  /// How the process ended, once it has.
  private var ending: (status: Int32, signalled: Bool)?
  /// Everything the terminal was sent, as text.
  private(set) var screen = ""
  /// The first bytes of a character whose last bytes have not come yet.
  private var unfinished: [UInt8] = []
  /// The settings before the session started.
  let settingsBefore: Settings

  /// How long a wait may take, in seconds: a bound for a hang, not a measure.
  static let timeLimit: TimeInterval = 60

  /// Starts `redux-cli simulate` on a new pseudo-terminal.
  ///
  /// - Parameters:
  ///   - executable: The built `redux-cli`.
  ///   - arguments: The arguments after `simulate`.
  ///   - stateHome: The folder given as `XDG_STATE_HOME`.
  ///   - columns: The terminal's width.
  ///   - extra: More environment variables, as `NAME=value`.
  init(
    _ executable: URL, arguments: [String] = [], stateHome: URL, columns: UInt16 = 80,
    environment extra: [String] = []
  ) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else {
      throw Failure(description: "openpty failed: errno \(errno)")
    }
    self.master = master
    self.slave = slave
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    var settings = termios()
    _ = tcgetattr(slave, &settings)
    settingsBefore = Settings(settings)
    let environment =
      [
        "TERM=xterm", "XDG_STATE_HOME=\(stateHome.path)", "HOME=\(stateHome.path)",
        "PATH=/usr/bin:/bin",
      ] + extra
    processID = try Self.spawn(
      executable.path, arguments: ["redux-cli", "simulate"] + arguments,
      environment: environment, terminal: slave)
  }

  /// Starts a process on the terminal, with no signal blocked and every signal's default
  /// action, as a shell starts one: a child of the test runner would otherwise inherit the
  /// runner's blocked signals.
  private static func spawn(
    _ path: String, arguments: [String], environment: [String], terminal: Int32
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_adddup2(&actions, terminal, target)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard result == 0 else { throw Failure(description: "posix_spawn failed: \(result)") }
    return pid
  }

  deinit {
    if ending == nil {
      kill(processID, SIGKILL)
      var status: Int32 = 0
      waitpid(processID, &status, 0)
    }
    close(master)
    close(slave)
  }

  /// The slave side's settings now.
  var settingsNow: Settings {
    var settings = termios()
    _ = tcgetattr(slave, &settings)
    return Settings(settings)
  }

  /// Types text, reading what the terminal shows meanwhile so that neither side blocks.
  func type(_ text: String) throws {
    try type(bytes: Array(text.utf8))
  }

  /// Types bytes, which need not be UTF-8.
  func type(bytes typed: [UInt8]) throws {
    var bytes = typed[...]
    let deadline = Date().addingTimeInterval(Self.timeLimit)
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, min($0.count, 1024)) }
      if written > 0 {
        bytes = bytes.dropFirst(written)
      } else if errno != EAGAIN && errno != EINTR {
        throw Failure(description: "writing to the terminal failed: errno \(errno)")
      }
      readAvailable(waiting: 5)
      guard Date() < deadline else { throw Failure(description: "typing timed out") }
    }
  }

  /// Waits until the terminal shows a text after a place in the screen's text.
  ///
  /// - Returns: Where the text ends in ``screen``.
  @discardableResult
  func waitFor(_ text: String, after start: String.Index? = nil) throws -> String.Index {
    let deadline = Date().addingTimeInterval(Self.timeLimit)
    while true {
      let from = start ?? screen.startIndex
      if let range = screen.range(of: text, range: from..<screen.endIndex) {
        return range.upperBound
      }
      guard Date() < deadline else {
        throw Failure(description: "'\(text)' never showed; the screen: \(screen.debugDescription)")
      }
      readAvailable(waiting: 50)
    }
  }

  /// Waits for the process to end.
  ///
  /// - Returns: Its exit status, or the signal that ended it.
  func waitForExit() throws -> (status: Int32, signalled: Bool) {
    let deadline = Date().addingTimeInterval(Self.timeLimit)
    while ending == nil {
      var status: Int32 = 0
      if waitpid(processID, &status, WNOHANG) == processID {
        let signal = status & 0x7F
        ending = signal == 0 ? ((status >> 8) & 0xFF, false) : (signal, true)
        break
      }
      guard Date() < deadline else { throw Failure(description: "the session never ended") }
      readAvailable(waiting: 20)
    }
    readAvailable(waiting: 0)
    return ending ?? (0, false)
  }

  /// Sends the process a signal.
  func send(signal: Int32) {
    kill(processID, signal)
  }

  /// Changes the terminal's width and tells the process, as a terminal window does.
  func resize(columns: UInt16) {
    var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    kill(processID, SIGWINCH)
  }

  /// Reads what the terminal was sent, waiting up to some milliseconds for the first bytes.
  private func readAvailable(waiting milliseconds: Int32) {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, milliseconds) > 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var bytes = unfinished
    while true {
      let count = read(master, &buffer, buffer.count)
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    // A character cut between reads waits for its last bytes.
    let cut = Self.unfinishedCharacterStart(in: bytes)
    unfinished = Array(bytes[cut...])
    screen += String(decoding: bytes[..<cut], as: UTF8.self)
  }

  /// Where an unfinished UTF-8 character at the end of some bytes starts, or their end.
  private static func unfinishedCharacterStart(in bytes: [UInt8]) -> Int {
    for back in 1...3 where back <= bytes.count {
      let byte = bytes[bytes.count - back]
      if byte < 0x80 { return bytes.count }
      guard byte & 0xC0 == 0xC0 else { continue }
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
      return back < length ? bytes.count - back : bytes.count
    }
    return bytes.count
  }
}
