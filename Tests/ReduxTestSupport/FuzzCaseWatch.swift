import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches the cases of one fuzz run from a thread of its own: which case runs, since when, and
/// what the finished ones ended in. When a case runs past its time limit, the watch declares it
/// hung and wakes the test, which then fails naming the case instead of waiting for it.
///
/// The test waits with ``wait()``; the cases call ``begin(_:)`` and ``end(_:)``, and
/// ``release()`` when the test may go on (after the last case of a thread's run, after each
/// case on the main actor). A case that blocks the very thread the test needs to go on (the
/// main actor, held by a loop that never ends) cannot be abandoned: when the test has not woken
/// a further time limit (and at least 2 minutes) after the hang was declared, the watch prints
/// the case on standard error and ends the process with status 70, so that a run fails naming
/// its seed rather than hanging until CI's own limit.
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
  private var acknowledged = false
  private var stopped = false

  private typealias ContinuousInstant = ContinuousClock.Instant

  /// The least time the test has to wake after a hang is declared before the process is
  /// ended: 2 minutes, so that a test kept from running by others in a parallel run is not
  /// taken for one held by its own case.
  private static let grace: Duration = .seconds(120)

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
    return lock.withLock {
      if hangDeclared != nil { acknowledged = true }
      return tally
    }
  }

  /// Stops watching; the watch's thread ends.
  func stop() {
    lock.withLock { stopped = true }
  }

  /// The watch's thread: every period, declares a case that ran past the limit hung, and ends
  /// the process when the test has not woken a limit later.
  private func watch() {
    while true {
      Thread.sleep(forTimeInterval: Self.seconds(Self.period))
      let (stop, wake, abandoned) = lock.withLock { () -> (Bool, Bool, String?) in
        if stopped { return (true, false, nil) }
        let now = clock.now
        if let declared = hangDeclared {
          guard !acknowledged else { return (true, false, nil) }
          return now - declared > max(limit, Self.grace)
            ? (true, false, tally.hung) : (false, false, nil)
        }
        guard let running = current, now - running.start > limit else { return (false, false, nil) }
        hangDeclared = now
        tally.hung = "\(running.input)"
        return (false, true, nil)
      }
      if wake { release() }
      if let abandoned {
        let message =
          "fuzz case did not end within \(limit) and holds the thread the test needs; "
          + "ending the process — \(abandoned)\n"
        FileHandle.standardError.write(Data(message.utf8))
        exit(70)
      }
      if stop { return }
    }
  }

  /// A duration in seconds.
  private static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
