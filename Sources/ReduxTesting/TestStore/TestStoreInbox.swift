import Foundation
import Redux

/// What reaches a ``TestStore`` or a ``MockStore`` from outside the test: the actions dispatched
/// to it, waiting for the test to receive or read them, oldest first, and the work running that
/// will dispatch to it.
///
/// Any thread may append an action or report work; the test store takes the actions on the main
/// actor. A task can wait, with a time limit, until an action waits or until no work is running.
///
/// Safety: `@unchecked Sendable` because every stored property is read and written only while
/// `lock` is held. Each action enters through a `sending` parameter, so no other code keeps
/// access to it; actions leave only to the store that owns the inbox: on the main actor while
/// the store lives, or in the store's `deinit`, which runs on whichever thread releases the store
/// last, when no other code can reach the store and so take or read those actions. `processing`
/// holds the action the test store is processing, set and cleared by the test store on the main
/// actor and read only by ``workStarted(_:)`` when that runs on the main actor, during that
/// processing; the records of running work keep that action, and leave only to the test store,
/// under the same two conditions, which describes it in its failures.
final class TestStoreInbox: @unchecked Sendable {
  /// What one wait is for.
  enum Condition {
    /// An action waiting to be received.
    case action
    /// No running work that no `finish()` has checked.
    case noUncheckedWork
  }

  /// Where one call of ``wait(for:timeout:)`` stands.
  private enum Wait {
    /// The call has not suspended yet.
    case starting
    /// The call is suspended on this continuation.
    case suspended(CheckedContinuation<Void, Never>)
    /// The time limit passed before the call suspended.
    case expired
  }

  private let lock = NSLock()
  private var actions: [Action] = []
  /// How many of the oldest waiting actions `finish()` has already checked.
  private var checkedCount = 0
  private var waits: [Int: Wait] = [:]
  private var nextWaitID = 0
  /// The work running, by the identity of its `TrackedWork`.
  private var running: [ObjectIdentifier: RunningWork] = [:]
  /// The work the test skipped, by its identity, kept for the inbox's life: an action it sends
  /// may still come after it has ended (it passed its runner's check just before being
  /// cancelled), and holding the objects keeps other work from taking their identities.
  private var skipped: [ObjectIdentifier: TrackedWork] = [:]
  private var nextWorkOrder = 0
  /// The action the test store is processing, and the call that made it process it.
  private var processing: (action: Action, site: CallSite?)?

  /// The waiting actions, oldest first; the queue keeps them.
  var snapshot: [Action] {
    lock.withLock { actions }
  }

  /// Appends an action and wakes the waiting calls.
  ///
  /// - Parameters:
  ///   - action: The dispatched action.
  ///   - work: The work that dispatched it as its result, forgotten in the same step, so that no
  ///     caller sees the result waiting while the work still runs. The result of work the test
  ///     skipped is dropped.
  func append(_ action: sending Action, ending work: TrackedWork? = nil) {
    append(action, from: work, ending: true)
  }

  /// Appends an action that work sends as it goes, before its result, and wakes the waiting
  /// calls; drops it when the test skipped the work, even if the work has ended since.
  ///
  /// - Parameters:
  ///   - action: The action the work sent.
  ///   - work: The work.
  func append(_ action: sending Action, sentBy work: TrackedWork) {
    append(action, from: work, ending: false)
  }

  /// Appends an action, unless it comes from work the test skipped, forgetting that work first
  /// when `ending`; all in one step.
  private func append(_ action: sending Action, from work: TrackedWork?, ending: Bool) {
    let woken = lock.withLock {
      if let work {
        let id = ObjectIdentifier(work)
        if ending { running[id] = nil }
        if skipped[id] == nil { actions.append(action) }
      } else {
        actions.append(action)
      }
      return takeSuspendedWaits()
    }
    for continuation in woken {
      continuation.resume()
    }
  }

  /// Takes the oldest action, or returns `nil` when none waits.
  func popFirst() -> Action? {
    lock.withLock {
      guard !actions.isEmpty else { return nil }
      checkedCount = max(checkedCount - 1, 0)
      return actions.removeFirst()
    }
  }

  /// Takes every waiting action, oldest first, and leaves none.
  func removeAll() -> [Action] {
    lock.withLock {
      checkedCount = 0
      defer { actions = [] }
      return actions
    }
  }

  /// Marks every waiting action as checked, as `finish()` does, and returns them, oldest first.
  func checkAll() -> [Action] {
    lock.withLock {
      checkedCount = actions.count
      return actions
    }
  }

  /// The waiting actions that no `finish()` has checked yet, oldest first.
  var unchecked: [Action] {
    lock.withLock { Array(actions.dropFirst(checkedCount)) }
  }

  /// Returns when what the call is for holds, when something else changed, when `timeout` has
  /// passed, or when the calling task is cancelled, whichever comes first. Callers check again
  /// afterwards.
  ///
  /// - Parameters:
  ///   - condition: What the call waits for: an action waiting, or no unchecked work running.
  ///   - timeout: The longest the call waits.
  func wait(for condition: Condition, timeout: Duration) async {
    let id: Int = lock.withLock {
      nextWaitID += 1
      waits[nextWaitID] = .starting
      return nextWaitID
    }
    // The timer ends the wait when it fires or when it is cancelled, whichever comes first.
    let timer = Task {
      try? await Task.sleep(for: timeout)
      self.expire(id)
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let resumeNow: Bool = lock.withLock {
          if case .expired = waits[id] {
            waits[id] = nil
            return true
          }
          if holds(condition) {
            waits[id] = nil
            return true
          }
          waits[id] = .suspended(continuation)
          return false
        }
        if resumeNow {
          continuation.resume()
        }
      }
    } onCancel: {
      timer.cancel()
    }
    timer.cancel()
  }

  /// Waits until no work that no `finish()` has checked is running.
  ///
  /// - Parameters:
  ///   - timeout: The longest the call waits.
  /// - Returns: `true` when no such work runs; `false` when `timeout` passed, or the calling task
  ///   was cancelled, first.
  func waitUntilNoUncheckedWork(timeout: Duration) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !uncheckedRunningWork.isEmpty {
      let remaining = clock.now.duration(to: deadline)
      guard remaining > .zero, !Task.isCancelled else { return false }
      await wait(for: .noUncheckedWork, timeout: remaining)
    }
    return true
  }

  /// Whether what a wait is for holds. Call it with `lock` held.
  private func holds(_ condition: Condition) -> Bool {
    switch condition {
    case .action: !actions.isEmpty
    case .noUncheckedWork: !running.values.contains { !$0.isChecked }
    }
  }

  /// Takes the continuations of every suspended wait, to be resumed once `lock` is released.
  /// Call it with `lock` held.
  private func takeSuspendedWaits() -> [CheckedContinuation<Void, Never>] {
    var woken: [CheckedContinuation<Void, Never>] = []
    for (id, wait) in waits {
      if case .suspended(let continuation) = wait {
        woken.append(continuation)
        waits[id] = nil
      }
    }
    return woken
  }

  /// Ends a wait whose time limit passed: resumes it if suspended, or marks it so that it does
  /// not suspend.
  private func expire(_ id: Int) {
    let continuation: CheckedContinuation<Void, Never>? = lock.withLock {
      switch waits[id] {
      case .starting:
        waits[id] = .expired
        return nil
      case .suspended(let continuation):
        waits[id] = nil
        return continuation
      case .expired, nil:
        return nil
      }
    }
    continuation?.resume()
  }

  // MARK: - Running work

  /// Records the action the test store starts processing, so that work started meanwhile on the
  /// main actor names it; `nil` when the processing ends.
  ///
  /// - Parameters:
  ///   - action: The action, or `nil`.
  ///   - site: The call that made the store process it: a `send` or `receive`.
  func setProcessing(_ action: Action?, at site: CallSite?) {
    lock.withLock { processing = action.map { ($0, site) } }
  }

  /// Records work that started, with the action the test store was processing if it started
  /// on the main actor during that processing.
  ///
  /// Runs none of the app's code: its runner may hold a lock. The action is described only when
  /// a failure reports the work.
  func workStarted(_ work: TrackedWork) {
    let onMainActor = MainActorCheck.isRunningOnMainActor
    lock.withLock {
      let origin =
        onMainActor ? processing.map { WorkOrigin(action: $0.action, site: $0.site) } : nil
      running[ObjectIdentifier(work)] = RunningWork(
        work: work, origin: origin, order: nextWorkOrder, isChecked: false)
      nextWorkOrder += 1
    }
  }

  /// Forgets work that ended and wakes the waiting calls.
  func workEnded(_ work: TrackedWork) {
    let woken = lock.withLock {
      running[ObjectIdentifier(work)] = nil
      return takeSuspendedWaits()
    }
    for continuation in woken {
      continuation.resume()
    }
  }

  /// Takes the result of work and forgets the work: in one step when the result goes to the
  /// store that owns this inbox.
  ///
  /// - Parameters:
  ///   - work: The work.
  ///   - result: The action it returned.
  ///   - store: Where its runner dispatches.
  ///   - owner: The store that owns this inbox.
  func workEnded(
    _ work: TrackedWork, dispatching result: sending Action, to store: any DispatchStore,
    owner: AnyObject
  ) {
    guard store === owner else {
      store.dispatch(result)
      workEnded(work)
      return
    }
    append(result, ending: work)
  }

  /// Takes an action that work sends as it goes: in the same step as deciding whether the test
  /// skipped the work, when it goes to the store that owns this inbox.
  ///
  /// - Parameters:
  ///   - work: The work.
  ///   - progress: The action it sent.
  ///   - store: Where its runner dispatches.
  ///   - owner: The store that owns this inbox.
  func workProgressed(
    _ work: TrackedWork, dispatching progress: sending Action, to store: any DispatchStore,
    owner: AnyObject
  ) {
    guard store === owner else {
      store.dispatch(progress)
      return
    }
    append(progress, sentBy: work)
  }

  /// The work running, oldest first.
  var runningWork: [RunningWork] {
    lock.withLock { runningOldestFirst(uncheckedOnly: false) }
  }

  /// The running work that no `finish()` has checked yet, oldest first, marked as checked now.
  func checkRunningWork() -> [RunningWork] {
    lock.withLock {
      let unchecked = runningOldestFirst(uncheckedOnly: true)
      for work in unchecked {
        running[ObjectIdentifier(work.work)]?.isChecked = true
      }
      return unchecked
    }
  }

  /// Marks every piece of running work as skipped, so that it goes unreported and a result or
  /// progress it still dispatches is dropped, and returns it, oldest first, to be cancelled.
  func skipRunningWork() -> [TrackedWork] {
    lock.withLock {
      for (id, entry) in running {
        running[id]?.isChecked = true
        skipped[id] = entry.work
      }
      return runningOldestFirst(uncheckedOnly: false).map(\.work)
    }
  }

  /// The running work that no `finish()` has checked yet, oldest first.
  var uncheckedRunningWork: [RunningWork] {
    lock.withLock { runningOldestFirst(uncheckedOnly: true) }
  }

  /// The running work, or only what no `finish()` has checked yet, oldest first. Call it with
  /// `lock` held.
  private func runningOldestFirst(uncheckedOnly: Bool) -> [RunningWork] {
    running.values.filter { !uncheckedOnly || !$0.isChecked }.sorted { $0.order < $1.order }
  }
}
