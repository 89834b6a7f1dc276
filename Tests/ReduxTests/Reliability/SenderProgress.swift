import Foundation

/// Counts the senders of the concurrency test that have sent all their actions.
///
/// Safety of `@unchecked Sendable`: `finished` is read and written only while `lock` is held.
final class SenderProgress: @unchecked Sendable {
  private let lock = NSLock()
  private var finished = 0

  /// Records that one more sender has dispatched its last action.
  func senderFinished() {
    lock.withLock { finished += 1 }
  }

  /// Whether `count` senders have finished.
  func haveFinished(_ count: Int) -> Bool {
    lock.withLock { finished >= count }
  }
}
