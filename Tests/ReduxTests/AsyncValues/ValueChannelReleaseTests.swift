import Dispatch
import Foundation
import Testing

@testable import Redux

/// A channel releases the values it drops or replaces after its lock, never while holding it: a
/// value's `deinit` may run any code, such as cancelling the task of the loop that reads the
/// channel, whose cancellation handler cancels the channel, or dispatching an action whose
/// publication pushes into the channel; under the lock, either deadlocks.
@Suite("Value channel: values are released outside its lock")
struct ValueChannelReleaseTests {
  @Test func aValueDroppedFromAFullBufferIsReleasedOutsideTheLock() {
    let probe = LockProbe()
    let channel = ValueChannel<ProbedValue>(capacity: 1, isRepeat: nil)
    probe.channel = channel
    channel.push(ProbedValue(1, probe: probe))
    channel.push(ProbedValue(2, probe: probe))
    #expect(probe.releases == 1)
    #expect(probe.releasesUnderLock == 0)
  }

  @Test func theValueLastTakenIsReleasedOutsideTheLockWhenAValueIsHandedOver() async {
    let probe = LockProbe()
    let channel = ValueChannel<ProbedValue>(capacity: 1, isRepeat: { $0.id == $1.id })
    probe.channel = channel
    channel.push(ProbedValue(1, probe: probe))
    #expect(await channel.next()?.id == 1)
    let next = Task { await channel.next()?.id }
    while !channel.hasWaiter { await Task.yield() }
    channel.push(ProbedValue(2, probe: probe))
    #expect(await next.value == 2)
    #expect(probe.releases == 1)
    #expect(probe.releasesUnderLock == 0)
  }

  @Test func theValueLastTakenIsReleasedOutsideTheLockWhenAKeptValueIsTaken() async {
    let probe = LockProbe()
    let channel = ValueChannel<ProbedValue>(capacity: 1, isRepeat: { $0.id == $1.id })
    probe.channel = channel
    channel.push(ProbedValue(1, probe: probe))
    #expect(await channel.next()?.id == 1)
    channel.push(ProbedValue(2, probe: probe))
    #expect(await channel.next()?.id == 2)
    #expect(probe.releases == 1)
    #expect(probe.releasesUnderLock == 0)
  }

  @Test func aRepeatSkippedAsItIsTakenIsReleasedOutsideTheLock() async {
    let probe = LockProbe()
    let channel = ValueChannel<ProbedValue>(capacity: 2, isRepeat: { $0.id == $1.id })
    probe.channel = channel
    channel.push(ProbedValue(1, probe: probe))
    #expect(await channel.next()?.id == 1)
    channel.push(ProbedValue(1, probe: probe))
    channel.push(ProbedValue(2, probe: probe))
    #expect(await channel.next()?.id == 2)
    // The repeat, skipped, and the first value, replaced as the last one taken.
    #expect(probe.releases == 2)
    #expect(probe.releasesUnderLock == 0)
  }
}

/// Tells, as a value is released, whether its channel's lock is free, by taking it on another
/// thread; a lock held by the releasing thread makes that thread wait, and the probe gives up.
///
/// Safety: `@unchecked Sendable` because `channel`, `released` and `underLock` are read and
/// written only while `lock` is held.
// Safety: `@unchecked Sendable` because `storedChannel`, `released` and `underLock` are read and
// written only while `lock` is held.
final class LockProbe: @unchecked Sendable {
  private let lock = NSLock()
  private weak var storedChannel: ValueChannel<ProbedValue>?
  private var released = 0
  private var underLock = 0

  var channel: ValueChannel<ProbedValue>? {
    get { lock.withLock { storedChannel } }
    set { lock.withLock { storedChannel = newValue } }
  }
  var releases: Int { lock.withLock { released } }
  var releasesUnderLock: Int { lock.withLock { underLock } }

  func valueReleased() {
    let isLockFree: Bool
    if let channel {
      let taken = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        _ = channel.bufferedCount
        taken.signal()
      }
      isLockFree = taken.wait(timeout: .now() + .seconds(5)) == .success
    } else {
      isLockFree = true
    }
    lock.withLock {
      released += 1
      if !isLockFree { underLock += 1 }
    }
  }
}

/// A value that asks its probe, as it is released, whether its channel's lock is held.
final class ProbedValue: Sendable {
  let id: Int
  private let probe: LockProbe

  init(_ id: Int, probe: LockProbe) {
    self.id = id
    self.probe = probe
  }

  deinit {
    probe.valueReleased()
  }
}
