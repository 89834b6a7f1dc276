#if DEBUG
import Foundation

/// A store's lifetime warnings, debug builds only: what its closed windows left behind, checked
/// a short while after each closing cascade. See `Store.reportLifetimeWarnings(after:to:)`.
///
/// The subscriber list hands it the subscriptions a closing ended; the store hands it the work
/// its window tasks start. It keeps all of them weakly, so it keeps nothing alive itself.
///
/// Safety: `@unchecked Sendable` because every stored `var` (`isOn`, `works`, `closed`,
/// `nextSequence`, `checksRunning`, `waiters`) is read and written only while `lock` is held;
/// `lock` is a constant. Work is recorded from any thread; the rest runs on the main actor.
final class LifetimeWatch: @unchecked Sendable {
  private struct StartedWork {
    weak var work: TrackedWork?
  }

  /// A window that closed, with the subscriptions its closing ended and its work.
  private struct ClosedWindow {
    /// The closing's place among the store's closings: its check takes it and no later one.
    let sequence: Int
    let window: WindowUUID
    let subscriptions: [SubscriptionRecord]
    let works: [StartedWork]
  }

  private let lock = NSLock()
  private var isOn = false
  private var works: [StartedWork] = []
  private var closed: [ClosedWindow] = []
  private var nextSequence = 0
  private var checksRunning = 0
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Starts recording work; nothing is recorded before a handler is set.
  func turnOn() {
    lock.withLock { isOn = true }
  }

  /// Records work started for a window.
  func workStarted(_ work: TrackedWork) {
    lock.withLock {
      guard isOn else { return }
      works.removeAll { $0.work == nil }
      works.append(StartedWork(work: work))
    }
  }

  /// Records a window whose closing ended `subscriptions`, for a check of its own.
  ///
  /// - Returns: The closing's sequence number, which its check hands to
  ///   ``takeWarnings(upTo:listenerOwners:)``.
  func windowClosed(_ window: WindowUUID, ending subscriptions: [SubscriptionRecord]) -> Int {
    lock.withLock {
      let ofWindow = works.filter { $0.work?.window == window }
      nextSequence += 1
      closed.append(
        ClosedWindow(
          sequence: nextSequence, window: window, subscriptions: subscriptions, works: ofWindow))
      checksRunning += 1
      return nextSequence
    }
  }

  /// The warnings for the windows closed up to the closing numbered `sequence`, which it
  /// forgets: each closing is checked once, its whole delay after it happened.
  ///
  /// - Parameters:
  ///   - sequence: The number ``windowClosed(_:ending:)`` returned.
  ///   - listenerOwners: The objects the store's live listeners are linked to.
  func takeWarnings(upTo sequence: Int, listenerOwners: [AnyObject]) -> [LifetimeWarning] {
    let windows: [ClosedWindow] = lock.withLock {
      let due = closed.filter { $0.sequence <= sequence }
      closed.removeAll { $0.sequence <= sequence }
      return due
    }
    var warnings: [LifetimeWarning] = []
    for closed in windows {
      for record in closed.subscriptions {
        guard let object = record.object else { continue }
        let screen = record.screen?.description
        warnings.append(
          LifetimeWarning(
            window: closed.window,
            kind: .subscriberAlive(typeName: record.typeName, screen: screen)))
        if listenerOwners.contains(where: { $0 === object }) {
          warnings.append(
            LifetimeWarning(
              window: closed.window,
              kind: .listenerRegistered(ownerType: record.typeName, screen: screen)))
        }
      }
      for work in closed.works.compactMap(\.work) where work.isRunning {
        warnings.append(
          LifetimeWarning(window: closed.window, kind: .taskRunning(instance: work.instance)))
      }
    }
    return warnings
  }

  /// Marks a scheduled check as done, waking those waiting for the checks.
  func checkDone() {
    let woken: [CheckedContinuation<Void, Never>] = lock.withLock {
      checksRunning -= 1
      guard checksRunning == 0 else { return [] }
      defer { waiters = [] }
      return waiters
    }
    for waiter in woken { waiter.resume() }
  }

  /// Waits until no check is scheduled.
  func waitForChecks() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let resumeNow = lock.withLock { () -> Bool in
        guard checksRunning > 0 else { return true }
        waiters.append(continuation)
        return false
      }
      if resumeNow { continuation.resume() }
    }
  }
}
#endif
