import Foundation
import Redux

// Counters of the window tests. Each test makes its own: screen reducers report to the recorder
// that is current for the task, and selections to the tally their closures captured, so tests
// running in parallel never share counts.

// MARK: - Counting screen reducer runs

/// Counts the runs of ``TestScreenState/reducer``, window by window.
///
/// The reducer reports to the recorder that is current (a task-local value), so tests running
/// in parallel each count only their own runs:
///
/// ```swift
/// let recorder = ScreenReducerRecorder()
/// recorder.counting { state.reduce(.increment(in: window)) }
/// #expect(recorder.runs(in: window) == 3)
/// ```
final class ScreenReducerRecorder: @unchecked Sendable {
  // Safety: `recorded` is only read or written while `lock` is held.
  @TaskLocal static var current: ScreenReducerRecorder?

  private let lock = NSLock()
  private var recorded: [(screen: TestScreen, window: WindowUUID?)] = []

  /// Every run so far.
  var totalRuns: Int { lock.withLock { recorded.count } }

  /// The windows whose screens ran, without repeats.
  var windows: Set<WindowUUID?> { lock.withLock { Set(recorded.map(\.window)) } }

  /// The runs of the screens of one window.
  func runs(in window: WindowUUID) -> Int {
    lock.withLock { recorded.count { $0.window == window } }
  }

  /// The screens of one window that ran, in order.
  func screens(in window: WindowUUID) -> [TestScreen] {
    lock.withLock { recorded.filter { $0.window == window }.map(\.screen) }
  }

  func record(_ screen: TestScreen, in window: WindowUUID?) {
    lock.withLock { recorded.append((screen, window)) }
  }

  /// Forgets every run.
  func reset() {
    lock.withLock { recorded.removeAll() }
  }

  /// Runs `body` with this recorder current, and returns what it returns.
  func counting<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Self.$current.withValue(self, operation: body)
  }
}

// MARK: - Counting selections

/// Counts how often each named selection of a test runs, and in which order.
@MainActor
final class SelectionTally {
  private(set) var order: [String] = []
  private var counts: [String: Int] = [:]

  /// How many times the selection called `name` ran.
  subscript(name: String) -> Int {
    counts[name, default: 0]
  }

  func hit(_ name: String) {
    order.append(name)
    counts[name, default: 0] += 1
  }

  func reset() {
    order.removeAll()
    counts.removeAll()
  }
}

// MARK: - Subscribing with a tally

extension Store where State == TestAppState {
  /// Subscribes to the state of one screen of a window; the selection reports each run to
  /// `tally` as `name`.
  func subscribeCounting(
    _ subscriber: RecordingSubscriber<TestScreenState?>,
    window: WindowUUID,
    screen: TestScreen = .counter,
    tally: SelectionTally,
    as name: String
  ) {
    subscribe(subscriber, to: .window(window)) {
      $0.select { state in
        tally.hit(name)
        return state.activeScreens.screenState(for: screen, window: window)
      }
    }
  }
}
