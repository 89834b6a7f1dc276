import Foundation
import Redux
import ReduxTestSupport
import SampleApp
import Testing

@testable import ReduxCLIKit

/// Lines typed in a `simulate` session, changed in ways nobody wrote a test for, are read or
/// refused with one line saying what is wrong; nothing traps. A refused line changes nothing in
/// a running session, and a script stops at its first refused line with the line's number.
@Suite("simulate: mutated command lines and scripts are run or refused")
struct SessionCommandMutationTests {
  // The three tests run side by side in about 2 seconds in a debug build on a loaded two-core
  // machine.

  /// How many mutated lines the parser reads: 3 000, under a second alone.
  static let parsedCount = 3_000
  /// How many mutated lines a running session executes, in a fresh session every 10: 600,
  /// about 1.5 seconds alone.
  static let executedCount = 600
  /// How many mutated scripts run whole: 60, half a second alone.
  static let scriptCount = 60

  /// Valid lines of every command.
  static let lines = [
    "open", "open todoList settings", "open todoList todoList#2", "close 2", "windows",
    "show 1 todoList", "show 1 todoList#2", "hide 1 settings", "hide 3f settings",
    "todo add 1 Buy milk", #"todo add 1 "Buy  milk" 'now'"#, "todo add 1 -- -5 degrees",
    "todo add 1#2 Call Ada", "todo toggle 1 1", "todo move 1 2 1", "todo remove 1 1",
    "todo suggest 1", "todo accept 1", "settings background blue", "settings text black 2",
    "example 2", "state", "state 2 --json", "log", "history", "undo", "undo 2", "redo", "redo 1",
    "goto 3",
    "help", "help todo add", "todo add --help", "todo -h", "# a comment",
  ]

  /// Window 1 shows a list with two todos and the settings, 2 the example, 3 was closed; the
  /// last action (a todo ticked) was undone, so that `redo` has something to do.
  static let setup = [
    "open todoList settings", "todo add 1 Buy milk", "todo add 1 Call Ada", "open exampleFeature",
    "open", "close 3", "todo toggle 1 1", "undo 1",
  ]

  /// A script a person might write.
  static let script = """
    # A session
    open todoList
    open todoList settings
    todo add 1 Buy milk
    todo add 2 "Call  Ada"
    todo toggle 1 1
    show 1 todoList#2
    todo add 1#2 Post the letter
    settings background purple 2
    hide 2 settings
    undo
    redo
    close 2
    state
    """

  @Test func mutatedLinesAreReadOrRefusedWithOneClearLine() throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F005) else { return }
    var mutator = InputMutator(seed: seed.value)
    var read = 0
    var refused = 0
    for index in 0..<Self.parsedCount {
      let mutated = mutator.mutate(mutator.pick(Self.lines), kinds: InputMutation.textKinds)
      let trial = MutationTrial(seed: seed, index: index, input: mutated)
      do {
        _ = try SessionCommandParser.parse(mutated.text)
        read += 1
      } catch {
        refused += 1
        check(error, trial)
      }
    }
    #expect(read > 0, "\(seed)")
    #expect(refused > 0, "\(seed)")
  }

  /// Found by the mutations: `redo` with a count near `Int.max`, after an undo and past
  /// position 0, added the count to the current position, which overflowed and trapped, ending
  /// the session.
  @MainActor @Test func redoingMoreActionsThanAnIntHoldsIsRefused() async throws {
    let simulator = Simulator()
    let session = SimulatorSession(
      simulator: simulator, console: BufferedConsole(), options: SimulatorSession.Options())
    _ = try await session.execute("open")
    _ = try await session.execute("open")
    _ = try await session.execute("undo 1")
    let position = try simulator.historyEntries().current
    do {
      _ = try await session.execute("redo 9223372036854775807")
      Issue.record("a redo of Int.max actions was done")
    } catch {
      #expect(
        error.message
          == "error: cannot redo 9223372036854775807 actions: 1 action was undone, 'redo 1' "
          + "goes forward to position \(position + 1). Type 'help' for commands.")
    }
    #expect(try simulator.historyEntries().current == position)
    await simulator.shutDown()
  }

  @MainActor @Test func aRefusedLineChangesNothingInARunningSession() async throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F006) else { return }
    var mutator = InputMutator(seed: seed.value)
    var current = try await Self.prepared()
    var done = 0
    var refused = 0
    for index in 0..<Self.executedCount {
      // A fresh session every 10 lines: the windows opened meanwhile do not pile up, and the
      // undone action is there to redo again (a step drops it).
      if index % 10 == 9 {
        await current.simulator.shutDown()
        current = try await Self.prepared()
      }
      let mutated = mutator.mutate(mutator.pick(Self.lines), kinds: InputMutation.textKinds)
      let trial = MutationTrial(seed: seed, index: index, input: mutated)
      let simulator = current.simulator
      let state = StateTree(reflecting: simulator.store.state)
      let log = simulator.log.all
      let windows = simulator.registry.windows
      let transcript = current.console.transcript
      let heard = AppStateCount()
      simulator.store.subscribe(heard) { $0.select { $0 } }
      do {
        _ = try await current.session.execute(mutated.text)
        done += 1
      } catch {
        check(error, trial)
        // A step that could not finish (a suggestion that never came) was done; any other
        // refusal is made before anything is dispatched.
        guard error.hint != .none else { continue }
        refused += 1
        #expect(StateTree(reflecting: simulator.store.state) == state, "\(trial)")
        #expect(simulator.log.all == log, "\(trial)")
        #expect(simulator.registry.windows == windows, "\(trial)")
        #expect(current.console.transcript == transcript, "\(trial)")
        #expect(heard.count == 1, "a subscriber heard a refused line — \(trial)")
      }
      simulator.store.unsubscribe(heard)
    }
    await current.simulator.shutDown()
    #expect(done > 0, "\(seed)")
    #expect(refused > 0, "\(seed)")
  }

  @MainActor @Test func aMutatedScriptRunsOrStopsAtItsFirstBadLine() async throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F007) else { return }
    var mutator = InputMutator(seed: seed.value)
    var finished = 0
    var stopped = 0
    for index in 0..<Self.scriptCount {
      let mutated = mutator.mutate(Self.script, kinds: InputMutation.textKinds)
      let trial = MutationTrial(seed: seed, index: index, input: mutated)
      let lines = mutated.text.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
      let console = BufferedConsole()
      let session = SimulatorSession(
        simulator: Simulator(), console: console, options: SimulatorSession.Options(json: true))
      var remaining = lines[...]
      let status = await session.run(scriptName: "session.txt") { remaining.popFirst() }
      switch status {
      case .success:
        finished += 1
        #expect(console.errors == "", "\(trial)")
      case .dataError:
        stopped += 1
        checkStop(console.errors, lineCount: lines.count, remaining: remaining.count, trial)
      default:
        Issue.record("the script ended with \(status) — \(trial)")
      }
    }
    #expect(finished > 0, "\(seed)")
    #expect(stopped > 0, "\(seed)")
  }

  /// A session after the setup, printing JSON so that steps draw nothing.
  @MainActor static func prepared() async throws -> (
    simulator: Simulator, session: SimulatorSession, console: BufferedConsole
  ) {
    let simulator = Simulator()
    let console = BufferedConsole()
    let session = SimulatorSession(
      simulator: simulator, console: console, options: SimulatorSession.Options(json: true))
    for line in setup {
      _ = try await session.execute(line)
    }
    return (simulator, session, console)
  }

  /// A refusal is one line: `error:`, what is wrong, and where to get help, which exists.
  private func check(_ error: SimulatorError, _ trial: MutationTrial) {
    let message = error.message
    #expect(message.hasPrefix("error: "), "\(message) — \(trial)")
    #expect(!error.problem.trimmingCharacters(in: .whitespaces).isEmpty, "\(message) — \(trial)")
    #expect(message.hasSuffix("."), "\(message) — \(trial)")
    if case .usage(let command) = error.hint {
      #expect(
        Self.commandsWithHelp.contains(command),
        "the error points to 'help \(command)', which has no help — \(trial)")
    }
  }

  /// The topics `help` explains: every command, and every group of commands.
  static let commandsWithHelp = Set(
    (SessionCommands.all.map(\.name) + SessionCommands.groups.map(\.name)).filter {
      (try? SessionHelp.help(topic: $0, width: 80)) != nil
    })

  /// A script that stopped printed one error, naming the line it stopped at, and read no line
  /// after it.
  private func checkStop(
    _ errors: String, lineCount: Int, remaining: Int, _ trial: MutationTrial
  ) {
    let stoppedAt = lineCount - remaining
    #expect(errors.hasPrefix("session.txt:\(stoppedAt): error: "), "\(errors) — \(trial)")
    #expect(errors.hasSuffix(".\n"), "\(errors) — \(trial)")
    #expect(errors.split(separator: "\n").count == 1, "\(errors) — \(trial)")
  }
}

/// A subscriber to the whole app state that counts its calls.
@MainActor
private final class AppStateCount: StoreSubscriber {
  private(set) var count = 0

  func newState(state: AppState) {
    count += 1
  }
}
