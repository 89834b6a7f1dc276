import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and writes the todo file: one JSON file holding every window's todo list.
///
/// ```swift
/// let fileStore = TodoFileStore(fileURL: supportDirectory.appendingPathComponent("todos.json"))
/// let saved = try fileStore.load()
/// try fileStore.save(saved)
/// ```
///
/// - ``load()`` returns the lists the file holds. A missing file is not an error: it gives no
///   lists. A file that cannot be used (unreadable, a directory, empty, not JSON, not a todo
///   file, of an unknown format version, larger than ``maximumFileSize``) is moved aside to
///   `todos.json.corrupt-<UTC timestamp>` (with `-2`, `-3`... when that name is taken: an
///   earlier moved-aside file is never replaced), then reported as a ``TodoFileError``. Its
///   content is kept as it was, for a person to inspect, and the next save does not destroy it.
/// - ``save(_:)`` writes the lists with an ``AtomicFileWriter``: the file holds either the
///   previous lists or the new ones, even if the app crashes while saving.
///
/// Nothing a file holds makes loading trap.
public struct TodoFileStore: Sendable {
  /// The largest todo file ``load()`` accepts by default: 16 MiB, far more than any person's
  /// todos.
  public static let defaultMaximumFileSize = 16 * 1024 * 1024

  /// The todo file.
  public var fileURL: URL { file.fileURL }
  /// The largest file ``load()`` accepts, in bytes; a larger one is reported and moved aside
  /// rather than read into memory.
  public var maximumFileSize: Int { file.maximumFileSize }

  private let file: GuardedFile

  /// Makes a store for one todo file. Nothing is read or written until ``load()`` or
  /// ``save(_:)``.
  ///
  /// - Parameters:
  ///   - fileURL: The todo file. Its directory must exist when saving.
  ///   - maximumFileSize: The largest file ``load()`` accepts, in bytes.
  ///   - now: The clock that names moved-aside files; tests pass a fixed date.
  public init(
    fileURL: URL,
    maximumFileSize: Int = defaultMaximumFileSize,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    file = GuardedFile(fileURL: fileURL, maximumFileSize: maximumFileSize, now: now)
  }

  /// The path of the todo file, as messages show it.
  public var path: String {
    file.path
  }

  /// Reads the saved todo lists.
  ///
  /// - Returns: The lists, with the windows in their saved order; no lists when the file does
  ///   not exist.
  /// - Throws: ``TodoFileError/unusableFile(path:problem:movedAside:)`` when the file exists but
  ///   cannot be used. The file has then been moved aside, or the error says why it could not
  ///   be.
  public func load() throws(TodoFileError) -> TodoFile {
    do {
      return try file.load(decode: TodoFile.decode) ?? TodoFile()
    } catch {
      throw .unusableFile(path: path, problem: error.problem, movedAside: error.movedAside)
    }
  }

  /// Writes the todo lists to the file, atomically.
  ///
  /// - Parameter lists: The lists of every window.
  /// - Throws: ``TodoFileError/saveFailed(path:reason:)`` when the file could not be written; it
  ///   then still holds what it held before.
  public func save(_ lists: TodoFile) throws(TodoFileError) {
    do {
      try file.save(lists.jsonData, holding: "the lists")
    } catch {
      throw .saveFailed(path: path, reason: error.reason)
    }
  }
}
