import Foundation

/// The bounded buffer between one subscription, fed on the main actor, and the one `for await`
/// loop that takes its values, on any actor or task. ``push(_:)`` never waits: it keeps the value
/// (dropping the oldest when full) or hands it to the waiting loop. When values are compared, one
/// that repeats the last value taken is skipped as the loop takes it: a full buffer may have
/// dropped the values between the two.
///
/// Safety: `@unchecked Sendable` because every stored `var` (`buffer`, `head`, `lastTaken`,
/// `waiter`, `isFinished`) is read and written only while `lock` is held; the elements are
/// `Sendable`, and the comparison is a `@Sendable` function.
final class ValueChannel<Element: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private let capacity: Int
  private let isRepeat: (@Sendable (Element, Element) -> Bool)?
  /// The values kept, oldest first, from `head` on; the slots before `head` are empty, so that a
  /// value dropped or taken is released at once.
  private var buffer: [Element?] = []
  private var head = 0
  /// Kept only when values are compared.
  private var lastTaken: Element?
  private var waiter: CheckedContinuation<Element?, Never>?
  private var isFinished = false

  init(capacity: Int, isRepeat: (@Sendable (Element, Element) -> Bool)?) {
    self.capacity = max(1, capacity)
    self.isRepeat = isRepeat
  }

  var bufferedCount: Int {
    lock.withLock { buffer.count - head }
  }

  var hasWaiter: Bool {
    lock.withLock { waiter != nil }
  }

  func push(_ value: Element) {
    // The values the channel lets go of, released only after the lock: see `release(_:)`.
    var dropped: Element?
    var replaced: Element?
    let resumed: CheckedContinuation<Element?, Never>? = lock.withLock {
      guard !isFinished else { return nil }
      if let waiter, !repeatsLastTaken(value) {
        self.waiter = nil
        replaced = remember(value)
        return waiter
      }
      if waiter == nil {
        dropped = keep(value)
      }
      return nil
    }
    resumed?.resume(returning: value)
    release((dropped, replaced))
  }

  /// The loop takes what is kept, then ends. Safe to call more than once.
  func finish() {
    let resumed: CheckedContinuation<Element?, Never>? = lock.withLock {
      isFinished = true
      defer { waiter = nil }
      return waiter
    }
    resumed?.resume(returning: nil)
  }

  /// Ends the channel and drops what it keeps: the loop was cancelled.
  func cancel() {
    let (resumed, dropped): (CheckedContinuation<Element?, Never>?, ([Element?], Element?)) =
      lock.withLock {
        isFinished = true
        let dropped = (buffer, lastTaken)
        buffer = []
        head = 0
        lastTaken = nil
        defer { waiter = nil }
        return (waiter, dropped)
      }
    release(dropped)
    resumed?.resume(returning: nil)
  }

  /// Only one loop takes from a channel: a second caller while one waits stops the program, as
  /// it would with a standard `AsyncStream`.
  func next() async -> Element? {
    await withCheckedContinuation { (continuation: CheckedContinuation<Element?, Never>) in
      // The values the channel lets go of, released only after the lock: see `release(_:)`.
      var replaced: Element?
      var skipped: [Element] = []
      let taken: Element?? = lock.withLock {
        if let value = takeKept(replaced: &replaced, skipped: &skipped) { return .some(value) }
        if isFinished { return .some(nil) }
        precondition(
          waiter == nil,
          "Two loops took values from one StoreValues iterator at the same time; make one "
            + "iterator per loop (each for-await loop makes its own).")
        waiter = continuation
        return .none
      }
      release((replaced, skipped))
      if let taken { continuation.resume(returning: taken) }
    }
  }

  /// Releases values the channel let go of, after the lock, never under it: releasing a value may
  /// run a `deinit`, which may use the channel (cancelling the loop's task, whose cancellation
  /// handler cancels the channel) and would deadlock under the lock. The private methods below
  /// run under the lock, and their callers release what they return or collect this way.
  private func release<Values>(_ values: consuming Values) {
    withExtendedLifetime(values) {}
  }

  private func keep(_ value: Element) -> Element? {
    var dropped: Element?
    if buffer.count - head == capacity {
      dropped = buffer[head].take()
      head += 1
    }
    buffer.append(value)
    // Compact once the empty slots are at least half of the array, so that it never grows past
    // twice the capacity.
    if head > 0, head * 2 >= buffer.count {
      buffer.removeFirst(head)
      head = 0
    }
    return dropped
  }

  private func takeKept(replaced: inout Element?, skipped: inout [Element]) -> Element? {
    while head < buffer.count {
      let value = buffer[head].take()
      head += 1
      if head == buffer.count {
        buffer.removeAll(keepingCapacity: true)
        head = 0
      }
      guard let value else { continue }
      if repeatsLastTaken(value) {
        skipped.append(value)
        continue
      }
      replaced = remember(value)
      return value
    }
    return nil
  }

  private func remember(_ value: Element) -> Element? {
    guard isRepeat != nil else { return nil }
    defer { lastTaken = value }
    return lastTaken
  }

  private func repeatsLastTaken(_ value: Element) -> Bool {
    guard let isRepeat, let lastTaken else { return false }
    return isRepeat(lastTaken, value)
  }
}
