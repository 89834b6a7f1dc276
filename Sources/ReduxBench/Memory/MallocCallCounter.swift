import CPerfEvent
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Counts the calling thread's calls into the C library's allocation functions, exactly, as the
/// kernel counts them.
///
/// Every heap allocation of a Swift program reaches one of these functions: objects, boxes and
/// array, dictionary and string buffers through the Swift runtime (`swift_allocObject`,
/// `swift_slowAlloc`), everything else directly. The counter places a Linux uprobe on the entry
/// of each (`perf_event_open`, user space only), so the kernel counts every call the thread
/// makes, whichever library makes it, and nothing is estimated or sampled. Frees are not counted.
///
/// Where the kernel or the process's rights do not allow it (not Linux, no uprobe event source,
/// or not permitted to open perf events), making the counter fails with the reason, and the
/// benchmark prints "n/a" with it rather than a number.
///
/// While a counter is open, every process's calls into these functions stop in the kernel, which
/// counts only this thread's: the benchmark keeps its counters open for a few milliseconds.
///
/// The counter belongs to the thread that made it: use it, and make what it measures, in one
/// synchronous stretch of code on that thread. glibc forwards `realloc` of a null pointer, and
/// an aligned allocation no more aligned than `malloc`'s, to `malloc`, which counts such a call
/// twice; the count is exact for every other call, and never too low.
final class MallocCallCounter {
  /// The functions counted.
  static let functionNames = [
    "malloc", "calloc", "realloc", "reallocarray", "posix_memalign", "aligned_alloc", "memalign",
    "valloc", "pvalloc",
  ]

  /// How counting works, for the results: what is counted, and by whom.
  static let method =
    "calls into malloc, calloc, realloc and the aligned allocators made by the dispatching "
    + "thread, counted by the kernel (Linux uprobes via perf_event_open)"

  /// Why a counter cannot be made here.
  struct Unavailable: Error, Equatable, Sendable {
    /// The reason, as words.
    var reason: String
  }

  /// One open uprobe counter per distinct function.
  private let descriptors: [Int32]

  /// Opens a counter on every allocation function of the process, then checks it: a thousand
  /// known `malloc` calls must count a thousand.
  ///
  /// - Throws: ``Unavailable`` with the reason, where the calls cannot be counted.
  init() throws(Unavailable) {
    #if os(Linux)
    let typeFile = "/sys/bus/event_source/devices/uprobe/type"
    guard let text = try? String(contentsOfFile: typeFile, encoding: .utf8),
      let type = UInt32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    else { throw Unavailable(reason: "the kernel has no uprobe event source (\(typeFile))") }
    guard FunctionFileLocation.of("malloc") != nil else {
      throw Unavailable(reason: "malloc cannot be found in the process's mapped files")
    }
    var locations: [FunctionFileLocation] = []
    for name in Self.functionNames {
      // Two names for one function (glibc's aliases) are counted once.
      guard let location = FunctionFileLocation.of(name), !locations.contains(location) else {
        continue
      }
      locations.append(location)
    }
    var descriptors: [Int32] = []
    for location in locations {
      let result = location.path.withCString {
        cperf_open_uprobe_counter(type, $0, location.offset)
      }
      guard result >= 0 else {
        for descriptor in descriptors { close(descriptor) }
        throw Unavailable(
          reason: "perf_event_open refused a uprobe: \(String(cString: strerror(-result)))")
      }
      descriptors.append(result)
    }
    self.descriptors = descriptors
    let known: Int32 = 1_000
    let before = count()
    cperf_malloc_and_free(known)
    let after = count()
    guard let before, let after, after - before == UInt64(known) else {
      throw Unavailable(
        reason: "the counter failed its check: \(known) malloc calls counted as "
          + (before.flatMap { start in after.map { "\($0 &- start)" } } ?? "unreadable"))
    }
    #else
    throw Unavailable(reason: "counting allocations needs Linux uprobes")
    #endif
  }

  deinit {
    for descriptor in descriptors { close(descriptor) }
  }

  /// The calls counted so far, on every function together; `nil` if a counter cannot be read.
  ///
  /// The counters are read by C code, one right after the other, so that nothing this method
  /// might allocate falls between two readings.
  func count() -> UInt64? {
    let total = descriptors.withUnsafeBufferPointer {
      cperf_read_total($0.baseAddress, Int32($0.count))
    }
    return total < 0 ? nil : UInt64(total)
  }
}
