import Foundation
import ReduxTestSupport
import Testing

/// Damaged key sequences typed into the built `redux-cli simulate` through a pseudo-terminal,
/// as a person (or a cat walking on the keyboard) types them: the session goes on and quits
/// when told to, never dies of a signal, and leaves the terminal in the settings it found,
/// cooked mode included. Fewer cases than in-process: each starts a process.
@Suite("Fuzz: the prompt at a pseudo-terminal")
struct FuzzPseudoTerminalTests {
  /// Cases in the default run.
  static let caseCount = 10

  /// The most bytes typed in a case: one write, received while the editor holds the terminal in
  /// raw mode, so that no Ctrl-C, Ctrl-Z or Ctrl-S among them reaches the terminal while a
  /// command runs in cooked mode and becomes a signal or stops the output, as it would for a
  /// person too.
  static let typedLimit = 1_024

  /// What ends every case, whatever the damaged keys left: the end of a paste, Ctrl-G (out of a
  /// history search), Ctrl-E and Ctrl-U (an empty line), then `quit`. Typed while a command
  /// runs, the terminal's own line editing reads it as `quit` too.
  static let ending = "\u{1B}[201~\u{7}\u{5}\u{15}quit\r"

  /// How long one case may take, a bound for a hang: a session waits at most a minute for its
  /// first prompt, a minute for its typing and a minute for its end.
  static let caseLimit: Duration = .seconds(200)

  @Test(.enabled(if: EndToEndTests.executable != nil))
  func damagedKeysLeaveTheTerminalAsItWas() async throws {
    guard let seed = TestSeed.resolve(default: 0x5EED_F302),
      let multiplier = FuzzMultiplier.resolve()
    else { return }
    let executable = try #require(EndToEndTests.executable)
    var mutator = InputMutator(seed: seed.value)
    let tally = await FuzzCases.run(multiplier.count(Self.caseCount), limit: Self.caseLimit) {
      index in
      let keys = mutator.mutate(
        mutator.pick(FuzzLineEditorTests.keyBases), kinds: InputMutation.formatFreeKinds)
      return MutationTrial(
        seed: seed, index: index,
        input: MutatedInput(
          bytes: Array(keys.bytes.prefix(Self.typedLimit)), mutations: keys.mutations))
    } check: { trial in
      Self.check(trial, executable: executable)
    }
    #expect(tally.results == tally.cases, "\(seed) \(multiplier) \(tally)")
  }

  /// Types a case's keys and the ending, and checks how the session ended.
  static func check(_ trial: MutationTrial, executable: URL) -> FuzzOutcome {
    do {
      return try TestFolder.with { folder in
        let session = try PseudoTerminalSession(executable, stateHome: folder)
        try session.waitFor(PromptSessionDriver.promptStart)
        try session.type(bytes: trial.input.bytes)
        try session.type(ending)
        let exit = try session.waitForExit()
        if exit.signalled { return .failure("ended by signal \(exit.status): \(session.screen)") }
        if exit.status != 0 { return .failure("exit status \(exit.status): \(session.screen)") }
        if session.screen.contains("Fatal error") { return .failure("trapped: \(session.screen)") }
        guard session.settingsNow == session.settingsBefore else {
          return .failure("the terminal was left in other settings (raw mode?)")
        }
        return .result
      }
    } catch {
      return .failure("\(error)")
    }
  }
}
