import Foundation

/// The bounded buffer between one subscription, fed on the main actor, and the one `for await`
/// loop that takes its values, on any actor or task.
///
/// The subscription never waits: ``push(_:)`` stores the value (dropping the oldest one kept
/// when the buffer is full) or hands it straight to a loop that is waiting, and returns. The loop
/// waits in ``next()`` until a value or the end arrives.
///
/// A value that repeats the last one the loop took is skipped as the loop takes it, when the
/// channel was given a way to compare values: a full buffer may have dropped the values between
/// the two, and the loop must not see the same value twice in a row.
///
/// Safety: `@unchecked Sendable` because every stored `var` (`buffer`, `head`, `lastTaken`,
/// `waiter`, `isFinished`) is read and written only while `lock` is held; the elements are
/// `Sendable`, and the comparison is a `@Sendable` function.
final class ValueChannel<Element: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  /// The most values kept for the loop.
  private let capacity: Int
  /// Whether two values count as the same; `nil` when every value counts.
  private let isRepeat: (@Sendable (Element, Element) -> Bool)?
  /// The values kept, oldest first, from `head` on; the slots before `head` are empty, so that a
  /// value dropped or taken is released at once.
  private var buffer: [Element?] = []
  private var head = 0
  /// The value the loop took last, kept only when values are compared.
  private var lastTaken: Element?
  /// The loop, while it waits for a value.
  private var waiter: CheckedContinuation<Element?, Never>?
  /// Whether no value will come any more: the subscription ended or the loop was cancelled.
  private var isFinished = false

  /// Makes an empty channel.
  ///
  /// - Parameters:
  ///   - capacity: The most values kept for the loop; at least 1.
  ///   - isRepeat: Whether two values count as the same, or `nil` to pass every value.
  init(capacity: Int, isRepeat: (@Sendable (Element, Element) -> Bool)?) {
    self.capacity = max(1, capacity)
    self.isRepeat = isRepeat
  }

  /// The number of values kept and not yet taken.
  var bufferedCount: Int {
    lock.withLock { buffer.count - head }
  }

  /// Whether the loop is waiting for a value.
  var hasWaiter: Bool {
    lock.withLock { waiter != nil }
  }

  /// Hands a value to the waiting loop, or keeps it; once the channel is finished, does nothing.
  ///
  /// - Parameter value: The value.
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

  /// Ends the channel: the loop takes what is kept, then ends. Safe to call more than once.
  func finish() {
    let resumed: CheckedContinuation<Element?, Never>? = lock.withLock {
      isFinished = true
      defer { waiter = nil }
      return waiter
    }
    resumed?.resume(returning: nil)
  }

  /// Ends the channel and drops what it keeps: the loop was cancelled and takes nothing more.
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

  /// Takes the oldest value kept that does not repeat the last one taken, waiting for one when
  /// none is kept; `nil` once the channel is finished and nothing is left.
  ///
  /// Only one loop takes from a channel: a second caller while one waits stops the program,
  /// as it would with a standard `AsyncStream`.
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

  /// Releases values the channel let go of. Called after the lock, never under it: releasing a
  /// value may run a `deinit`, and that code may use the channel, for example by cancelling the
  /// task of the loop, whose cancellation handler cancels the channel; under the lock, that
  /// would deadlock.
  ///
  /// - Parameter values: The values, in any shape.
  private func release<Values>(_ values: consuming Values) {
    withExtendedLifetime(values) {}
  }

  /// Keeps a value, dropping the oldest one kept when the buffer is full. Called under the lock.
  ///
  /// - Returns: The value dropped, which the caller releases after the lock.
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

  /// Takes the oldest kept value that does not repeat the last one taken. Called under the lock.
  ///
  /// - Parameters:
  ///   - replaced: Set to the value the loop took before, which the caller releases after the
  ///     lock.
  ///   - skipped: Collects the repeats skipped, which the caller releases after the lock.
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

  /// Remembers the value the loop takes, when the next ones are compared with it. Called under
  /// the lock.
  ///
  /// - Returns: The value remembered before, which the caller releases after the lock.
  private func remember(_ value: Element) -> Element? {
    guard isRepeat != nil else { return nil }
    defer { lastTaken = value }
    return lastTaken
  }

  /// Whether a value repeats the last one the loop took. Called under the lock.
  private func repeatsLastTaken(_ value: Element) -> Bool {
    guard let isRepeat, let lastTaken else { return false }
    return isRepeat(lastTaken, value)
  }
}
