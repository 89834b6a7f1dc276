import Redux
import Testing

@Suite("WindowTasks for screen instances", .timeLimit(.minutes(5)))
struct WindowTasksInstanceTests {
  let window = WindowUUID()
  let old = ScreenInstanceID()
  let new = ScreenInstanceID()
  let results = ResultRecorder()

  /// Reduces an action into a state and hands both to the tasks, as a middleware does.
  func reduce(_ action: Action, into state: inout TestAppState, tasks: WindowTasks) {
    TestAppState.reducer(&state, action)
    tasks.actionReduced(action, in: state)
  }

  /// Starts a task for an instance that waits for the test's answer, then returns an increment
  /// aimed at that instance.
  func startIncrement(
    for instance: ScreenInstanceID, tasks: WindowTasks, answers: NoteAnswers, probe: TaskProbe
  ) async throws -> Task<Void, Never> {
    let window = window
    let task = try #require(
      tasks.run(in: window, instance: instance) {
        probe.report("started")
        guard await answers.next() != nil else { return nil }
        return .increment(in: window, instance: instance)
      })
    #expect(await probe.next() == "started")
    return task
  }

  @Test func hidingAnInstanceCancelsItsTaskAndRefusesNewWork() async throws {
    let tasks = WindowTasks(dispatchingResultsTo: results)
    var state = TestAppState()
    reduce(.show(.counter, instance: old, in: window), into: &state, tasks: tasks)
    reduce(.show(.counter, instance: new, in: window), into: &state, tasks: tasks)
    let answers = NoteAnswers()
    let probe = TaskProbe()
    let oldTask = try await startIncrement(
      for: old, tasks: tasks, answers: answers, probe: probe)
    #expect(tasks.inFlightCount(of: old, in: window) == 1)

    reduce(.hide(.counter, instance: old, in: window), into: &state, tasks: tasks)
    #expect(tasks.inFlightCount(of: old, in: window) == 0)
    await oldTask.value
    #expect(oldTask.isCancelled)
    #expect(results.actions.isEmpty)
    #expect(tasks.run(in: window, instance: old) { nil } == nil)
    // The new instance, the window and other work are untouched.
    #expect(!tasks.isClosed(window))
    let runs = RunCounter()
    await tasks.run(in: window, instance: new) {
      runs.increment()
      return nil
    }?.value
    #expect(runs.count == 1)
  }

  @Test func hidingTheFirstInstanceWithoutNamingItCancelsItsTasksOnly() async throws {
    let tasks = WindowTasks(dispatchingResultsTo: results)
    var state = TestAppState()
    reduce(.show(.counter, instance: old, in: window), into: &state, tasks: tasks)
    reduce(.show(.counter, instance: new, in: window), into: &state, tasks: tasks)
    let answers = [NoteAnswers(), NoteAnswers()]
    let probes = [TaskProbe(), TaskProbe()]
    let oldTask = try await startIncrement(
      for: old, tasks: tasks, answers: answers[0], probe: probes[0])
    let newTask = try await startIncrement(
      for: new, tasks: tasks, answers: answers[1], probe: probes[1])

    reduce(.closeScreen(.counter, in: window), into: &state, tasks: tasks)
    await oldTask.value
    #expect(oldTask.isCancelled)
    #expect(!newTask.isCancelled)
    #expect(tasks.inFlightCount(in: window) == 1)
    #expect(tasks.inFlightCount(of: new, in: window) == 1)
    newTask.cancel()
    await newTask.value
  }

  @Test func aLateResultOfAHiddenInstanceNeverReachesTheNewerInstance() async throws {
    let tasks = WindowTasks(dispatchingResultsTo: results)
    var state = TestAppState()
    reduce(.show(.counter, instance: old, in: window), into: &state, tasks: tasks)
    let answers = NoteAnswers()
    let probe = TaskProbe()
    let oldTask = try await startIncrement(
      for: old, tasks: tasks, answers: answers, probe: probe)
    // The result is dispatched before the hide, but the store reduces it after the hide and
    // after a new instance of the screen was shown at the same position.
    answers.continuation.yield("done")
    await oldTask.value
    let late = try #require(results.actions.first)
    reduce(.hide(.counter, instance: old, in: window), into: &state, tasks: tasks)
    reduce(.show(.counter, instance: new, in: window), into: &state, tasks: tasks)
    let recorder = ScreenReducerRecorder()
    recorder.counting { reduce(late, into: &state, tasks: tasks) }
    #expect(recorder.totalRuns == 0)
    #expect(state.activeScreens.count(of: new, in: window) == 0)
    #expect(state.activeScreens.instances(of: .counter, in: window) == [new])
    #expect(tasks.inFlightCount(in: window) == 0)
  }
}
