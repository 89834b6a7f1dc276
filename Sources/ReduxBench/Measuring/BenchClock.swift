import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The clock the benchmark times dispatches with: the CPU time of the calling thread.
///
/// Dispatch is pure computation on one thread, so the CPU time it takes is its cost. Unlike the
/// wall clock, the thread's CPU clock does not run while other processes hold the CPU, so figures
/// taken on a busy, shared machine stay close to those of an idle one. Where the thread's CPU
/// clock cannot be read, the monotonic wall clock is used, and ``name`` says so.
enum BenchClock {
  /// The clock in use, as the table's header names it.
  static let name: String = threadCPUTime() == nil ? "monotonic wall clock" : "thread CPU time"

  /// Now, in nanoseconds, on the clock in use.
  static func now() -> UInt64 {
    threadCPUTime() ?? DispatchTime.now().uptimeNanoseconds
  }

  /// The CPU time the calling thread has used, in nanoseconds, or `nil` where it cannot be read.
  private static func threadCPUTime() -> UInt64? {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    var time = timespec()
    guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return nil }
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    #else
    return nil
    #endif
  }
}
