import Foundation

/// Runs a sender of the concurrency test on a thread of its own.
///
/// Tasks share the cooperative pool, which has as many threads as the machine has cores, so on a
/// small machine task senders mostly take turns. Threads are preempted anywhere, so senders on
/// threads interleave their dispatches at arbitrary points.
enum SenderThread {
  /// Starts `body` on a new thread and returns once it has finished, without blocking a thread
  /// of the cooperative pool meanwhile.
  static func run(_ body: @escaping @Sendable () -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let thread = Thread {
        body()
        continuation.resume()
      }
      thread.start()
    }
  }
}
