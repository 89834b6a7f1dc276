import Foundation
import Redux
import ReduxTestSupport
import SampleApp
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `redux-cli simulate --record`, killed with `SIGKILL` at random moments, as a crash or a power
/// cut ends a session: each recording it leaves reads with `Recording` and replays with
/// `redux-cli replay` (exit 0, a warning when its last line was cut), and holds every action the
/// session had printed before the kill.
///
/// The session prints each action it processed, as a line indented by two spaces, only once the
/// recording holds it (it waits for the recorder before it draws a step), so the recording holds
/// every printed action; the issue's promise, all of them but the one in flight, follows.
@Suite("simulate --record: a session killed at any moment leaves a recording that replays")
struct CrashedRecordingTests {
  /// How many sessions are killed: `REDUX_CRASH_KILLS`, or 50.
  static let killCount =
    ProcessInfo.processInfo.environment["REDUX_CRASH_KILLS"].flatMap {
      Int($0)
    } ?? 50

  /// A session of about 170 commands and 190 actions: todos added, toggled and removed (the
  /// list stays short, so that each step prints little), suggestions fetched by the
  /// middleware and accepted, settings, and windows opened and closed.
  static let script: String = {
    var lines = ["open todoList"]
    for round in 1...40 {
      lines += ["todo add 1 Item \(round) ☕", "todo toggle 1 1", "todo remove 1 1"]
      if round % 5 == 0 {
        // Windows keep their numbers once closed: the one opened here is the next number.
        let window = 1 + round / 5
        lines += [
          "todo suggest 1", "todo accept 1",
          "settings background \(round % 10 == 0 ? "red" : "blue")",
          "open todoList", "todo add \(window) Other \(round)", "close \(window)",
        ]
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }()

  /// What a run of the executable left.
  struct Run {
    /// Everything it printed on standard output before it ended.
    var output: String
    /// Whether it was killed, rather than ending at the end of its script.
    var killed: Bool
  }

  /// The lines of the output that name an action the session processed: the logger's first
  /// line for an action, indented by two spaces (what changed is indented by four, and a long
  /// line goes on indented by six).
  /// `--profile`'s line under a step, `  Cost: …`, names an action already printed, and is not
  /// one.
  static func reportedActions(in output: String) -> [Substring] {
    output.split(separator: "\n").filter { line in
      line.hasPrefix("  ") && line.dropFirst(2).first.map { !$0.isWhitespace } == true
        && !line.hasPrefix("  Cost: ")
    }
  }

  @Test(
    .enabled(
      if: EndToEndTests.executable != nil,
      "the redux-cli executable was not found beside the test bundle or in .build/debug"),
    .timeLimit(.minutes(5)))
  func aSessionKilledAtRandomMomentsLeavesRecordingsThatReplay() async throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_C4A5) else { return }
    try await Self.killSessions(Self.killCount, seed: seed, arguments: [])
  }

  /// With `--profile`, the recorder holds each line until its action's cost arrives, at the end
  /// of the action's processing: a killed session's recording still holds every action it
  /// printed, each line with its cost. A fifth as many kills: the writing is the same.
  @Test(
    .enabled(
      if: EndToEndTests.executable != nil,
      "the redux-cli executable was not found beside the test bundle or in .build/debug"),
    .timeLimit(.minutes(5)))
  func aSessionMeasuringCostsKilledAtRandomMomentsLeavesRecordingsWithCosts() async throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_C057) else { return }
    try await Self.killSessions(
      max(1, Self.killCount / 5), seed: seed, arguments: ["--profile"])
  }

  /// Runs the whole script, then kills `kills` sessions, each at a seeded moment, and checks
  /// each recording they leave; with `--profile` among the arguments, that each action of a
  /// recording carries its cost.
  private static func killSessions(
    _ kills: Int, seed: TestSeed, arguments: [String]
  ) async throws {
    let measuresCosts = arguments.contains("--profile")
    let executable = try #require(EndToEndTests.executable)
    var random = SplitMix64(seed: seed.value)
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("redux-cli-crash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.script.write(
      to: directory.appendingPathComponent("session.txt"), atomically: true, encoding: .utf8)
    // The whole session, to which each killed one's recording must be a beginning.
    let full = try await Self.run(
      executable, in: directory, recording: "full.jsonl", arguments: arguments)
    #expect(!full.killed)
    let fullRecording = try Recording(
      contentsOf: directory.appendingPathComponent("full.jsonl"), registry: .sampleApp)
    let reportCount = Self.reportedActions(in: full.output).count
    try #require(reportCount > 150, "\(seed)")
    #expect(fullRecording.cutLine == nil)
    for trial in 1...kills {
      let name = "killed-\(trial).jsonl"
      let target = 1 + random.below(reportCount - 1)
      let delay = useconds_t(random.below(3_000))
      let run = try await Self.run(
        executable, in: directory, recording: name, arguments: arguments,
        killAfter: (target, delay))
      let context = "trial \(trial), killed after \(target) actions and \(delay) µs; \(seed)"
      let url = directory.appendingPathComponent(name)
      let recording = try #require(
        try? Recording(contentsOf: url, registry: .sampleApp),
        "the recording does not read — \(context)")
      // A beginning of the whole session.
      #expect(recording.actions.count <= fullRecording.actions.count, "\(context)")
      if measuresCosts {
        #expect(recording.actions.allSatisfy { $0.cost != nil }, "\(context)")
      }
      for (action, expected) in zip(recording.actions, fullRecording.actions) {
        guard action.name == expected.name, action.typeDescription == expected.typeDescription
        else {
          let found = action.typeDescription ?? action.name
          let wanted = expected.typeDescription ?? expected.name
          Issue.record("position \(action.position) is \(found), not \(wanted) — \(context)")
          break
        }
      }
      // Every action printed before the kill is there, in order.
      var recorded = recording.actions[...]
      for line in Self.reportedActions(in: run.output) {
        guard
          let found = recorded.firstIndex(where: { action in
            line.contains(action.typeDescription ?? action.name)
          })
        else {
          Issue.record("'\(line)' was printed but is not in the recording — \(context)")
          break
        }
        recorded = recording.actions[(found + 1)...]
      }
      // The command, run as a user runs it: not on this process's main actor, which the
      // other suites of a full run keep busy.
      let replay = try await Self.replay(executable, name, in: directory)
      #expect(replay.status == 0, "\(replay.errors) — \(context)")
      let path = url.standardizedFileURL.path
      let count = recording.actions.count
      let warning = recording.cutLine.map { line in
        "warning: \(path):\(line): the recording ends in a cut line; \(count) "
          + (count == 1 ? "action" : "actions") + " replayed\n"
      }
      #expect(replay.errors == warning ?? "", "\(context)")
      try? FileManager.default.removeItem(at: url)
    }
  }

  /// Runs `redux-cli replay <recording> --json` and gives its exit status and standard error.
  private static func replay(
    _ executable: URL, _ recording: String, in directory: URL
  ) async throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["replay", recording, "--json"]
    process.currentDirectoryURL = directory
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    return await withCheckedContinuation { done in
      Thread.detachNewThread {
        let bytes = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        done.resume(
          returning: (process.terminationStatus, String(decoding: bytes, as: UTF8.self)))
      }
    }
  }

  /// Runs `simulate --script session.txt --record <recording>` and reads its output as it comes;
  /// with `killAfter`, sends it `SIGKILL` once it printed that many actions, and a delay later.
  /// The reading runs on a thread of its own, which may block, never on the main actor.
  private static func run(
    _ executable: URL, in directory: URL, recording: String, arguments: [String],
    killAfter killing: (actions: Int, delay: useconds_t)? = nil
  ) async throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments =
      ["simulate", "--script", "session.txt", "--record", recording] + arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    return await withCheckedContinuation { done in
      Thread.detachNewThread {
        let reader = output.fileHandleForReading
        var bytes = Data()
        var killed = false
        // The actions printed in the whole lines read so far, and where the next line starts.
        var printed = 0
        var counted = 0
        while true {
          let chunk = reader.availableData
          if chunk.isEmpty { break }
          bytes.append(chunk)
          guard let killing, !killed,
            let lastBreak = bytes[counted...].lastIndex(of: UInt8(ascii: "\n"))
          else { continue }
          printed +=
            reportedActions(
              in: String(decoding: bytes[counted...lastBreak], as: UTF8.self)
            ).count
          counted = lastBreak + 1
          if printed >= killing.actions {
            usleep(killing.delay)
            killed = kill(process.processIdentifier, SIGKILL) == 0
          }
        }
        process.waitUntilExit()
        done.resume(
          returning: Run(
            output: String(decoding: bytes, as: UTF8.self),
            killed: killed && process.terminationReason == .uncaughtSignal))
      }
    }
  }
}
