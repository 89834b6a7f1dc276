import Foundation

/// A one-way gate: tasks wait until the test opens it, from any thread; once open, it stays
/// open.
///
/// It holds a task (a middleware's fetch, a loop reading values) at a point the test chooses,
/// so that an async race is played in the order the test decides, never by timing.
///
/// ```swift
/// let gate = AsyncGate()
/// Task { await gate.wait(); store.dispatch(result) }
/// // ... assert what holds while the task waits ...
/// gate.open()
/// ```
public final class AsyncGate: @unchecked Sendable {
  // Safety: `@unchecked Sendable` because `isOpen` and `waiters` are read and written only while
  // `lock` is held; each continuation is resumed once, outside the lock, by whoever took it.
  private let lock = NSLock()
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Makes a closed gate.
  public init() {}

  /// Opens the gate and lets every waiting task go on; opening an open gate does nothing.
  public func open() {
    let released: [CheckedContinuation<Void, Never>] = lock.withLock {
      guard !isOpen else { return [] }
      isOpen = true
      defer { waiters = [] }
      return waiters
    }
    for waiter in released { waiter.resume() }
  }

  /// Waits until the gate is open; returns at once when it already is.
  public func wait() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let openAlready = lock.withLock {
        if isOpen { return true }
        waiters.append(continuation)
        return false
      }
      if openAlready { continuation.resume() }
    }
  }
}
