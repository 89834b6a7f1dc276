import Redux
import ReduxTestSupport
import SampleApp
import Testing

/// The sample app, driven by 200,000 random steps across 1 to 16 windows, against a small
/// reference model written from the app's rules (``ReferenceApp``).
///
/// Each step opens or closes a window, shows or closes a screen, or sends a todo, settings,
/// example or unrelated action, to an open window, a closed one, one never seen, or every window
/// (``AppStepGenerator``). After every step the app's state is compared with the model and with
/// the invariants of ``AppInvariants``: window isolation, transient fields reset, closed windows
/// leaving nothing behind, no screen twice in a window. A ``WindowWatcher`` per open window
/// checks that window subscriptions hear exactly their window's changes and nothing once it has
/// closed.
///
/// Replay a failure with the seed it printed: `REDUX_TEST_SEED=0x... swift test --filter
/// ReliabilityAppModelTests` (see ``TestSeed``). `REDUX_TEST_MODEL_STEPS` changes the number of
/// steps (see ``ModelStepCount``).
@MainActor
@Suite("Reliability: the sample app against a reference model")
struct ReliabilityAppModelTests {
  @Test func randomStepsAcrossUpTo16WindowsMatchTheReferenceModel() async {
    guard let seed = TestSeed.resolve(default: 0x5EED_0A99),
      let steps = ModelStepCount.resolve()
    else { return }
    let store = Store(state: AppState(), reducer: AppState.reducer)
    let watchers = WindowWatchers(store: store)
    var model = ReferenceApp()
    var generator = AppStepGenerator(seed: seed)
    var coverage = ModelCoverage()

    for index in 0..<steps {
      let step = generator.next(for: model)
      let before = store.state
      let modelBefore = model
      let touched = model.apply(step)
      watchers.prepare(touching: touched)
      store.dispatch(step.makeAction())
      let after = store.state

      var problems = AppInvariants.stepProblems(
        after: step, touched: touched, before: before, after: after, model: model, store: store)
      problems += watchers.check(touched: touched, before: before, after: after)
      if index % 1_000 == 999 || index == steps - 1 {
        // Every closed window at the end; the recently closed ones every thousand steps.
        let closed = index == steps - 1 ? Array(model.closedWindows) : generator.recentlyClosed
        problems += AppInvariants.wholeStateProblems(
          of: after, model: model, closedWindows: closed, store: store)
        problems += watchers.checkRetired()
      }
      if !problems.isEmpty {
        let found = problems.prefix(10).joined(separator: "\n")
        Issue.record("\(seed), step \(index) of \(steps), \(step):\n\(found)")
        return
      }
      generator.windowsClosed(touched.filter { model.isClosed($0) && !modelBefore.isClosed($0) })
      coverage.record(step, before: modelBefore, after: model)
      // Lets the other tests that run on the main actor take turns during the long run.
      if index % 1_000 == 999 { await Task.yield() }
    }

    // The run went through what it claims to check. Each of these is far more frequent than
    // once in 2,000 steps; shorter runs (REDUX_TEST_MODEL_STEPS) skip the check.
    guard steps >= 100_000 else { return }
    let often = steps / 2_000
    #expect(coverage.openWindowCounts.isSuperset(of: 1...16), "\(seed)")
    #expect(coverage.stepsForEveryWindow > often, "\(seed)")
    #expect(coverage.stepsForClosedWindows > often, "\(seed)")
    #expect(coverage.stepsForUnseenWindows > often, "\(seed)")
    #expect(coverage.closedWindows > often, "\(seed)")
    #expect(coverage.everyWindowClosed > 0, "\(seed)")
    #expect(coverage.outOfRangeRejections > often, "\(seed)")
    #expect(coverage.emptyTitleRejections > often, "\(seed)")
    #expect(coverage.noSuggestionRejections > often, "\(seed)")
    #expect(coverage.settingsChanges > often, "\(seed)")
    #expect(coverage.screensShownTwice > often, "\(seed)")
    #expect(watchers.releasedCount > often, "\(seed)")
  }
}
