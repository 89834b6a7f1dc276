import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The process's resident memory: the bytes of its pages that are in RAM.
///
/// Read from `/proc/self/statm` on Linux. Elsewhere it is not available and ``current()``
/// returns `nil`: the memory workload then says so instead of printing a figure.
enum ResidentMemory {
  /// The resident bytes now, or `nil` where they cannot be read.
  static func current() -> Int? {
    #if os(Linux)
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return nil
    }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
    return nil
    #endif
  }
}
