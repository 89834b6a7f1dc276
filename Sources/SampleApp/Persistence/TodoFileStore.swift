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
  public let fileURL: URL
  /// The largest file ``load()`` accepts, in bytes; a larger one is reported and moved aside
  /// rather than read into memory.
  public let maximumFileSize: Int

  private let now: @Sendable () -> Date
  private let writer = AtomicFileWriter()

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
    self.fileURL = fileURL
    self.maximumFileSize = maximumFileSize
    self.now = now
  }

  /// The path of the todo file, as messages show it.
  public var path: String {
    AtomicFileWriter.path(of: fileURL)
  }

  /// Reads the saved todo lists.
  ///
  /// - Returns: The lists, with the windows in their saved order; no lists when the file does
  ///   not exist.
  /// - Throws: ``TodoFileError/unusableFile(path:problem:movedAside:)`` when the file exists but
  ///   cannot be used. The file has then been moved aside, or the error says why it could not
  ///   be.
  public func load() throws(TodoFileError) -> TodoFile {
    let data: Data
    switch readFile() {
    case .missing:
      return TodoFile()
    case .content(let content):
      data = content
    case .unusable(let problem):
      throw TodoFileError.unusableFile(path: path, problem: problem, movedAside: moveAside())
    }
    do {
      return try TodoFile.decode(data)
    } catch {
      throw TodoFileError.unusableFile(path: path, problem: error, movedAside: moveAside())
    }
  }

  /// Writes the todo lists to the file, atomically.
  ///
  /// - Parameter file: The lists of every window.
  /// - Throws: ``TodoFileError/saveFailed(path:reason:)`` when the file could not be written; it
  ///   then still holds what it held before.
  public func save(_ file: TodoFile) throws(TodoFileError) {
    let data: Data
    do {
      data = try file.jsonData()
    } catch {
      throw TodoFileError.saveFailed(path: path, reason: "could not encode the lists (\(error))")
    }
    do {
      try writer.write(data, to: fileURL)
    } catch {
      throw TodoFileError.saveFailed(path: path, reason: error.description)
    }
  }

  // MARK: Reading

  private enum ReadResult {
    case missing
    case content(Data)
    case unusable(TodoFileError.Problem)
  }

  /// Reads the whole file, refusing anything but a regular file no larger than the limit.
  ///
  /// The file is opened without blocking, so a named pipe at the path is reported rather than
  /// waited on.
  private func readFile() -> ReadResult {
    let descriptor = fileURL.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      return open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    }
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return .missing }
      return .unusable(.unreadable(reason: AtomicFileWriter.systemMessage(code)))
    }
    defer { _ = close(descriptor) }

    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      return .unusable(.unreadable(reason: AtomicFileWriter.systemMessage(errno)))
    }
    let kind = info.st_mode & S_IFMT
    if kind == S_IFDIR {
      return .unusable(.unreadable(reason: "it is a directory, not a file"))
    }
    guard kind == S_IFREG else {
      return .unusable(.unreadable(reason: "it is not a regular file"))
    }
    if Int(info.st_size) > maximumFileSize {
      return .unusable(.tooLarge(byteCount: Int(info.st_size), limit: maximumFileSize))
    }
    return readAll(descriptor)
  }

  /// Reads until the end of the file, or until it proves larger than the limit (it may have
  /// grown since it was measured).
  private func readAll(_ descriptor: Int32) -> ReadResult {
    var data = Data()
    let chunkSize = 64 * 1024
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, chunkSize) }
      if count < 0 {
        if errno == EINTR { continue }
        return .unusable(.unreadable(reason: AtomicFileWriter.systemMessage(errno)))
      }
      if count == 0 { return .content(data) }
      data.append(contentsOf: chunk[0..<count])
      if data.count > maximumFileSize {
        return .unusable(.tooLarge(byteCount: data.count, limit: maximumFileSize))
      }
    }
  }

  // MARK: Moving a bad file aside

  /// How moved-aside files are stamped: `20250301T101500Z`, in UTC, with no characters that
  /// some file systems refuse.
  private static let timestampStyle = Date.ISO8601FormatStyle(
    dateSeparator: .omitted, dateTimeSeparator: .standard, timeSeparator: .omitted,
    timeZone: .gmt)

  /// The most names tried for one moved-aside file.
  private static let maximumMoveAttempts = 1000

  /// Renames the bad file to `<name>.corrupt-<timestamp>`, or `...-2`, `...-3` when that name is
  /// taken, never replacing an existing file.
  private func moveAside() -> TodoFileError.MoveAside {
    let directory = fileURL.deletingLastPathComponent()
    let base = "\(fileURL.lastPathComponent).corrupt-\(now().formatted(Self.timestampStyle))"
    for attempt in 1...Self.maximumMoveAttempts {
      let name = attempt == 1 ? base : "\(base)-\(attempt)"
      let target = directory.appendingPathComponent(name, isDirectory: false)
      let code = Self.renameWithoutReplacing(fileURL, to: target)
      if code == 0 { return .movedTo(path: AtomicFileWriter.path(of: target)) }
      if code == EEXIST || code == ENOTEMPTY { continue }
      return .failed(reason: AtomicFileWriter.systemMessage(code))
    }
    return .failed(
      reason: "every name from \(base) to \(base)-\(Self.maximumMoveAttempts) is taken")
  }

  /// Renames a file unless something already has the new name.
  ///
  /// A regular file is hard-linked to its new name, which fails if the name is taken, then
  /// unlinked from its old one. What cannot be hard-linked (a directory, or a file on a file
  /// system without hard links) is renamed once the new name was checked to be free.
  ///
  /// - Returns: 0 on success, or the error number (`EEXIST` when the name is taken).
  private static func renameWithoutReplacing(_ source: URL, to target: URL) -> Int32 {
    source.withUnsafeFileSystemRepresentation { from in
      target.withUnsafeFileSystemRepresentation { to -> Int32 in
        guard let from, let to else { return EINVAL }
        var info = stat()
        if lstat(to, &info) == 0 { return EEXIST }
        if link(from, to) == 0 {
          guard unlink(from) == 0 else {
            let code = errno
            _ = unlink(to)
            return code
          }
          return 0
        }
        if errno == EEXIST { return EEXIST }
        return rename(from, to) == 0 ? 0 : errno
      }
    }
  }
}
