import Redux
import Testing

/// When the test lets a task's work end.
enum QueuedRelease: CaseIterable, Sendable {
  /// Before any of the three actions is reduced: the result is handed over, and waits its turn.
  case beforeAll
  /// At the result's turn: a hide reduced before it has cancelled the task.
  case atItsTurn
}

/// An order of the three actions, and when the work ends.
struct QueuedRace: Sendable, CustomTestStringConvertible {
  let order: QueuedOrder
  let release: QueuedRelease

  /// Every order, with each release.
  static let all: [QueuedRace] = QueuedOrder.all.flatMap { order in
    QueuedRelease.allCases.map { QueuedRace(order: order, release: $0) }
  }

  var testDescription: String {
    "\(order.testDescription), released \(release)"
  }
}

/// A result that the task of a window's first instance of a screen handed over before a hide of
/// that instance and the show of a newer one were reduced, reduced before, between or after
/// them: it lands on the instance its work started for while the window shows it, and reaches
/// nothing once it is hidden, never the newer instance, which became the window's first. The
/// same holds when the work ends only at the result's turn, the steps taken one by one, where a
/// hide reduced before cancels the task.
@Suite("A late result of an instance's task, in every order", .timeLimit(.minutes(5)))
struct WindowTasksQueuedOrderTests {
  let window = WindowUUID()
  let newer = ScreenInstanceID()

  /// Reduces an action into a state and hands both to the tasks, as a middleware does.
  func reduce(_ action: Action, into state: inout TallyAppState, tasks: WindowTasks) {
    TallyAppState.reducer(&state, action)
    tasks.actionReduced(action, in: state)
  }

  @Test(arguments: TallyResultKind.allCases, QueuedRace.all)
  func theResultLandsOnTheInstanceItStartedForOrNowhere(
    kind: TallyResultKind, race: QueuedRace
  ) async throws {
    let results = ResultRecorder()
    let tasks = WindowTasks(dispatchingResultsTo: results)
    let window = window
    var state = TallyAppState()
    reduce(
      TallyScreenAction(windowUUID: window, actionType: .showScreen, screen: .tally),
      into: &state, tasks: tasks)
    let first = try #require(state.activeScreens.instances(of: .tally, in: window).first)
    let (answers, probe) = (NoteAnswers(), TaskProbe())
    // The work is for the first instance; its result is aimed at none, as a result for the
    // window's first instance of a screen is.
    let task = try #require(
      tasks.run(in: window, instance: first) {
        probe.report("started")
        guard await answers.next() != nil else { return nil }
        return kind.result(in: window)
      })
    #expect(await probe.next() == "started")
    if race.release == .beforeAll {
      answers.continuation.yield("done")
      await task.value
      #expect(results.actions.count == 1)
      #expect(tasks.inFlightCount(of: first, in: window) == 1)
    }

    var isHidden = false
    for step in race.order.steps {
      switch step {
      case .hide:
        reduce(
          TallyScreenAction(
            windowUUID: window, actionType: .closeScreen, screen: .tally, instance: first),
          into: &state, tasks: tasks)
        isHidden = true
        #expect(tasks.inFlightCount(in: window) == 0)
      case .show:
        reduce(
          TallyScreenAction(
            windowUUID: window, actionType: .showScreen, screen: .tally, instance: newer),
          into: &state, tasks: tasks)
      case .result:
        if race.release == .atItsTurn {
          answers.continuation.yield("done")
          await task.value
        }
        let before = state
        // A task that the hide cancelled before its work ended handed nothing over.
        #expect(results.actions.count == (isHidden && race.release == .atItsTurn ? 0 : 1))
        if let result = results.actions.first {
          reduce(result, into: &state, tasks: tasks)
        }
        if isHidden {
          #expect(state == before, "the result of a hidden instance's work changes nothing")
        } else {
          #expect(state.results(of: first, in: window) == 1)
        }
        #expect(tasks.inFlightCount(in: window) == 0)
      }
      #expect((state.results(of: newer, in: window) ?? 0) == 0, "after \(step)")
    }
    #expect(state.activeScreens.instances(of: .tally, in: window) == [newer])
  }

  /// A step that the task of the window's first instance sent as it went, aimed at no instance,
  /// is reduced after a hide of that instance and the show of a newer one: it reaches nothing.
  @Test(arguments: TallyResultKind.allCases)
  func aStepSentBeforeTheHideReachesNothingAfterItAndANewShow(
    kind: TallyResultKind
  )
    async throws
  {
    let results = ResultRecorder()
    let tasks = WindowTasks(dispatchingResultsTo: results)
    let window = window
    var state = TallyAppState()
    reduce(
      TallyScreenAction(windowUUID: window, actionType: .showScreen, screen: .tally),
      into: &state, tasks: tasks)
    let first = try #require(state.activeScreens.instances(of: .tally, in: window).first)
    let probe = TaskProbe()
    let task = try #require(
      tasks.run(in: window, instance: first) { progress in
        progress.send(kind.result(in: window))
        probe.report("sent")
        await probe.waitForCancellation()
        return nil
      })
    #expect(await probe.next() == "sent")
    let step = try #require(results.actions.first)

    reduce(
      TallyScreenAction(
        windowUUID: window, actionType: .closeScreen, screen: .tally, instance: first),
      into: &state, tasks: tasks)
    reduce(
      TallyScreenAction(
        windowUUID: window, actionType: .showScreen, screen: .tally, instance: newer),
      into: &state, tasks: tasks)
    await task.value
    #expect(task.isCancelled)
    let before = state
    reduce(step, into: &state, tasks: tasks)
    #expect(state == before)
    #expect(state.results(of: newer, in: window) == 0)
    #expect(results.actions.count == 1)
  }
}
