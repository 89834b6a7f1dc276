import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where a C function of the running process lives on disk: its file and its offset in that
/// file, which is how a Linux uprobe names the function it counts.
struct FunctionFileLocation: Hashable, Sendable {
  /// The file that holds the function, as the process mapped it.
  var path: String
  /// The function's offset in the file.
  var offset: UInt64

  /// Finds the function the process calls by a name.
  ///
  /// The name is resolved in the process's global scope, as the dynamic linker resolves the
  /// process's own calls (so a `malloc` that another library interposes is the one found); its
  /// address is then placed in its file through the mappings in `/proc/self/maps`.
  ///
  /// - Parameters:
  ///   - name: The function's symbol, such as `malloc`.
  /// - Returns: The location, or `nil` where the symbol or its file cannot be found, and on
  ///   systems other than Linux.
  static func of(_ name: String) -> FunctionFileLocation? {
    #if os(Linux)
    guard let process = dlopen(nil, RTLD_NOW) else { return nil }
    defer { dlclose(process) }
    guard let symbol = dlsym(process, name),
      let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
    else { return nil }
    let address = UInt(bitPattern: symbol)
    for line in maps.split(separator: "\n") {
      // start-end permissions offset device inode path
      let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
      guard fields.count == 6 else { continue }
      let bounds = fields[0].split(separator: "-")
      guard bounds.count == 2, let start = UInt(bounds[0], radix: 16),
        let end = UInt(bounds[1], radix: 16), start <= address, address < end,
        let fileOffset = UInt64(fields[2], radix: 16)
      else { continue }
      let path = fields[5].trimmingCharacters(in: .whitespaces)
      guard path.hasPrefix("/") else { return nil }
      return FunctionFileLocation(path: path, offset: UInt64(address - start) + fileOffset)
    }
    return nil
    #else
    return nil
    #endif
  }
}
