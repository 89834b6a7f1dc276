import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file the app keeps its state in, read with care: only a regular file no larger than a
/// limit is read, a file that cannot be used is moved aside, never overwritten or deleted, and
/// a new content replaces the old all at once.
///
/// ``TodoFileStore`` and ``SessionFileStore`` read and write their files through it.
struct GuardedFile: Sendable {
  /// The file.
  let fileURL: URL
  /// The largest file read, in bytes.
  let maximumFileSize: Int
  /// The clock that names moved-aside files.
  let now: @Sendable () -> Date
  /// Writes the file.
  private let writer = AtomicFileWriter()

  /// Makes the guard of one file; nothing is read or written until asked.
  ///
  /// - Parameters:
  ///   - fileURL: The file.
  ///   - maximumFileSize: The largest file read, in bytes.
  ///   - now: The clock that names moved-aside files.
  init(fileURL: URL, maximumFileSize: Int, now: @escaping @Sendable () -> Date) {
    self.fileURL = fileURL
    self.maximumFileSize = maximumFileSize
    self.now = now
  }

  /// The path of the file, as messages show it.
  var path: String {
    AtomicFileWriter.path(of: fileURL)
  }

  // MARK: Reading

  enum ReadResult {
    case missing
    case content(Data)
    case unusable(TodoFileError.Problem)
  }

  /// Reads the whole file, refusing anything but a regular file no larger than the limit.
  ///
  /// The file is opened without blocking, so a named pipe at the path is reported rather than
  /// waited on.
  func readContent() -> ReadResult {
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

  // MARK: Loading a document

  /// A file that exists but cannot be used: what is wrong with it, and what became of it.
  struct Unusable: Error {
    /// What is wrong with the file.
    let problem: TodoFileError.Problem
    /// Where the file was moved aside to, or why it could not be.
    let movedAside: TodoFileError.MoveAside
  }

  /// Reads the file and decodes its content; a file that cannot be read or decoded is moved
  /// aside.
  ///
  /// - Parameter decode: Makes the document of the file's content, or says what is wrong with it.
  /// - Returns: The document, or `nil` when the file does not exist.
  /// - Throws: ``Unusable`` when the file exists but cannot be used; it has then been moved
  ///   aside, or the error says why it could not be.
  func load<Document>(
    decode: (Data) throws(TodoFileError.Problem) -> Document
  ) throws(Unusable) -> Document? {
    let data: Data
    switch readContent() {
    case .missing:
      return nil
    case .content(let content):
      data = content
    case .unusable(let problem):
      throw Unusable(problem: problem, movedAside: moveAside())
    }
    do {
      return try decode(data)
    } catch {
      throw Unusable(problem: error, movedAside: moveAside())
    }
  }

  // MARK: Saving a document

  /// Why a document was not written: the end of a sentence that starts with the file's path.
  struct SaveFailure: Error {
    /// What failed, such as `could not encode the lists (…)`.
    let reason: String
  }

  /// Writes a document to the file with an ``AtomicFileWriter``: the file holds its previous
  /// content or the new one, never a mix.
  ///
  /// - Parameters:
  ///   - encode: Makes the document's bytes.
  ///   - what: What the document holds, for the message when it cannot be encoded, such as
  ///     `the lists`.
  /// - Throws: ``SaveFailure`` when the document could not be encoded or the file not written;
  ///   the file then still holds what it held before.
  func save(_ encode: () throws -> Data, holding what: String) throws(SaveFailure) {
    let data: Data
    do {
      data = try encode()
    } catch {
      throw SaveFailure(reason: "could not encode \(what) (\(error))")
    }
    do {
      try writer.write(data, to: fileURL)
    } catch {
      throw SaveFailure(reason: error.description)
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
  func moveAside() -> TodoFileError.MoveAside {
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
