import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A program run by a fuzz case, as a user runs it: arguments, a folder, a file on its standard
/// input; killed when it runs past its time limit.
///
/// ```swift
/// let ending = try FuzzProcess.run(executable, ["replay", "fuzz.jsonl"], in: folder)
/// if let problem = ending.problem(allowing: [0, 65, 66]) { return .failure(problem) }
/// ```
public struct FuzzProcess: Sendable {
  /// How long a program may run by default: a minute, a bound for a hang, not a measure (a run
  /// takes a tenth of a second alone, but over 15 seconds was seen in the full parallel
  /// `swift test` on two loaded cores).
  public static let processLimit: Duration = .seconds(60)

  /// How long a fuzz case that runs up to two programs may take: two and a half minutes, so that
  /// a program past its own limit is killed and named before the case is taken for a hang.
  public static let caseLimit: Duration = .seconds(150)

  /// Its exit status, when it exited.
  public let status: Int32?
  /// The signal that ended it, when one did (SIGKILL when it was killed for its time).
  public let signal: Int32?
  /// Whether it was killed because it ran past its limit.
  public let timedOut: Bool
  /// What it wrote on standard output.
  public let output: String
  /// What it wrote on standard error.
  public let errors: String

  /// Runs a program and waits for it to end, killing it past the limit.
  ///
  /// - Parameters:
  ///   - executable: The program.
  ///   - arguments: Its arguments.
  ///   - folder: Its current folder.
  ///   - input: Its standard input; nothing unless given.
  ///   - limit: How long it may run.
  /// - Returns: How it ended and what it wrote.
  /// - Throws: When it cannot be started.
  public static func run(
    _ executable: URL, _ arguments: [String], in folder: URL, input: [UInt8] = [],
    limit: Duration = processLimit
  ) throws -> FuzzProcess {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("redux-fuzz-process-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let inputURL = scratch.appendingPathComponent("stdin")
    let outputURL = scratch.appendingPathComponent("stdout")
    let errorsURL = scratch.appendingPathComponent("stderr")
    try Data(input).write(to: inputURL)
    for url in [outputURL, errorsURL] {
      _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardInput = try FileHandle(forReadingFrom: inputURL)
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorsURL)
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    try process.run()
    let (seconds, attoseconds) = limit.components
    let timedOut =
      ended.wait(timeout: .now() + Double(seconds) + Double(attoseconds) / 1e18) == .timedOut
    if timedOut {
      kill(process.processIdentifier, SIGKILL)
      ended.wait()
    }
    let signalled = process.terminationReason == .uncaughtSignal
    return FuzzProcess(
      status: signalled ? nil : process.terminationStatus,
      signal: signalled ? process.terminationStatus : nil,
      timedOut: timedOut,
      output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      errors: String(decoding: try Data(contentsOf: errorsURL), as: UTF8.self))
  }

  /// What is wrong with how the program ended, if anything: killed for its time, ended by a
  /// signal, an exit status not allowed, or a refusal without a message on standard error.
  ///
  /// - Parameter allowed: The exit statuses that mean a result (0) or a clear refusal (64, 65,
  ///   66...).
  /// - Returns: The problem, or `nil` when the program ended as allowed.
  public func problem(allowing allowed: Set<Int32>) -> String? {
    if timedOut { return "killed after running past its time limit" }
    if let signal { return "ended by signal \(signal); standard error: \(errors.suffix(400))" }
    guard let status, allowed.contains(status) else {
      return "exit status \(status.map(String.init) ?? "?"); standard error: \(errors.suffix(400))"
    }
    if status != 0 && errors.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      return "exit status \(status) with nothing on standard error"
    }
    return nil
  }
}
