import Foundation

/// Reads and writes the session file of `--state-file`: one JSON ``SessionFile``.
///
/// ```swift
/// let fileStore = SessionFileStore(fileURL: supportDirectory.appendingPathComponent("session.json"))
/// let session = try fileStore.load()
/// try fileStore.save(session)
/// ```
///
/// - ``load()`` returns the session the file holds; a missing file gives ``SessionFile/empty``.
///   A todo file of the previous format is migrated. A file that cannot be used (unreadable, a
///   directory, empty, not JSON, not a session file, of an unknown or newer format version,
///   bad windows, larger than ``maximumFileSize``) is moved aside to
///   `<name>.corrupt-<UTC timestamp>` (`-2`, `-3`… when taken; nothing is ever replaced) and
///   reported as a ``SessionFileError``.
/// - ``save(_:)`` writes with an ``AtomicFileWriter``: the file holds the previous session or the
///   new one, never a mix.
public struct SessionFileStore: Sendable {
  /// The session file.
  public var fileURL: URL { file.fileURL }
  /// The largest file ``load()`` accepts, in bytes.
  public var maximumFileSize: Int { file.maximumFileSize }

  private let file: GuardedFile

  /// Makes a store for one session file. Nothing is read or written until ``load()`` or
  /// ``save(_:)``.
  ///
  /// - Parameters:
  ///   - fileURL: The session file. Its directory must exist when saving.
  ///   - maximumFileSize: The largest file ``load()`` accepts, in bytes.
  ///   - now: The clock that names moved-aside files; tests pass a fixed date.
  public init(
    fileURL: URL,
    maximumFileSize: Int = TodoFileStore.defaultMaximumFileSize,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    file = GuardedFile(fileURL: fileURL, maximumFileSize: maximumFileSize, now: now)
  }

  /// The path of the session file, as messages show it.
  public var path: String {
    file.path
  }

  /// Reads the saved session.
  ///
  /// - Returns: The session; ``SessionFile/empty`` when the file does not exist.
  /// - Throws: ``SessionFileError/unusableFile(path:problem:movedAside:)`` when the file exists
  ///   but cannot be used; it has then been moved aside, or the error says why it could not be.
  public func load() throws(SessionFileError) -> SessionFile {
    do {
      return try file.load(decode: SessionFile.decode) ?? .empty
    } catch {
      throw .unusableFile(path: path, problem: error.problem, movedAside: error.movedAside)
    }
  }

  /// Writes the session to the file, atomically.
  ///
  /// - Parameter session: The session.
  /// - Throws: ``SessionFileError/saveFailed(path:reason:)`` when the file could not be
  ///   written; it then still holds what it held before.
  public func save(_ session: SessionFile) throws(SessionFileError) {
    do {
      try file.save(session.jsonData, holding: "the session")
    } catch {
      throw .saveFailed(path: path, reason: error.reason)
    }
  }
}
