import Foundation

/// Watches the cases of one fuzz run from a thread of its own: which case runs, since when, and
/// what the finished ones ended in. When a case runs past its time limit, the watch declares it
/// hung and wakes the test, which then fails naming the case instead of waiting for it.
///
/// The test waits with ``wait()``; the cases call ``begin(_:)`` and ``end(_:)``, and
/// ``release()`` when the test may go on (after the last case of a thread's run, after each
/// case on the main actor). When it declares a hang, the watch also writes the case on standard
/// error at once: a case that blocks the very thread the test needs to wake on (the main actor,
/// held by a loop that never ends) cannot be abandoned, and the run's log then names it when
/// CI stops the run. The process is never ended: in a full parallel run a test may wait minutes
/// for a thread to wake on, and ending the process would take that wait for a hang.
final class FuzzCaseWatch: @unchecked Sendable {
  // Safety: every stored `var` below is read and written only while `lock` is held; the `let`s
  // are immutable and Sendable.
  private let lock = NSLock()
  private let limit: Duration
  private let clock = ContinuousClock()
  private var current: (input: any CustomStringConvertible & Sendable, start: ContinuousInstant)?
  private var tally = FuzzTally()
  private var waiting: CheckedContinuation<Void, Never>?
  private var released = false
  private var hangDeclared: ContinuousInstant?
  private var stopped = false

  private typealias ContinuousInstant = ContinuousClock.Instant

  /// How often the watch looks at the running case.
  private static let period: Duration = .milliseconds(20)

  /// Starts watching, on a thread of its own, until ``stop()``.
  ///
  /// - Parameter limit: How long one case may run.
  init(limit: Duration) {
    self.limit = limit
    let thread = Thread { [self] in watch() }
    thread.name = "fuzz case watch"
    thread.start()
  }

  /// A case starts.
  ///
  /// - Parameter input: The case, as the failure message of a hang names it.
  func begin(_ input: any CustomStringConvertible & Sendable) {
    lock.withLock { current = (input, clock.now) }
  }

  /// The running case ended.
  ///
  /// - Parameter outcome: How.
  /// - Returns: Whether the run goes on: `false` once a case was declared hung.
  @discardableResult
  func end(_ outcome: FuzzOutcome) -> Bool {
    lock.withLock {
      guard hangDeclared == nil, let running = current else { return false }
      tally.count(outcome, of: running.input)
      current = nil
      return true
    }
  }

  /// Lets the waiting test go on, now or as soon as it waits.
  func release() {
    let continuation = lock.withLock {
      let continuation = waiting
      waiting = nil
      released = continuation == nil
      return continuation
    }
    continuation?.resume()
  }

  /// Waits for a ``release()``, or for a hang to be declared.
  ///
  /// - Returns: The tally so far, with the hung case if there is one.
  func wait() async -> FuzzTally {
    await withCheckedContinuation { continuation in
      let now = lock.withLock {
        guard released else {
          waiting = continuation
          return false
        }
        released = false
        return true
      }
      if now { continuation.resume() }
    }
    return lock.withLock { tally }
  }

  /// Stops watching; the watch's thread ends.
  func stop() {
    lock.withLock { stopped = true }
  }

  /// The watch's thread: every period, looks at the running case; declares one that ran past
  /// the limit hung, writes it on standard error, wakes the test and stops.
  private func watch() {
    while true {
      Thread.sleep(forTimeInterval: Self.seconds(Self.period))
      let (stop, wake, hung) = lock.withLock { () -> (Bool, Bool, String?) in
        if stopped || hangDeclared != nil { return (true, false, nil) }
        let now = clock.now
        guard let running = current, now - running.start > limit else { return (false, false, nil) }
        hangDeclared = now
        tally.hung = "\(running.input)"
        return (true, true, tally.hung)
      }
      if let hung {
        let message = "fuzz case did not end within \(limit) — \(hung)\n"
        FileHandle.standardError.write(Data(message.utf8))
      }
      if wake { release() }
      if stop { return }
    }
  }

  /// A duration in seconds.
  private static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
