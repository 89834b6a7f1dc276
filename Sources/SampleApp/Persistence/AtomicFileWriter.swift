import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's content all at once: readers, and the file after a crash, see either the old
/// content or the new, never a mix or a part.
///
/// ```swift
/// try AtomicFileWriter().write(data, to: fileURL)
/// ```
///
/// A write has two steps, which ``write(_:to:)`` runs one after the other:
///
/// 1. ``writeTemporary(_:for:)`` writes the data to a new temporary file in the destination's
///    directory, with a unique name, and flushes it to the disk;
/// 2. ``commit(_:)`` renames the temporary file over the destination. POSIX `rename` replaces
///    the destination in one step when both are on the same file system, which they are, being in
///    the same directory.
///
/// If the process stops between the two steps, the destination keeps its last good content and a
/// temporary file (named `.<name>.<UUID>.tmp`) is left beside it; nothing reads it. Tests call the
/// steps separately to check exactly that.
///
/// When a step fails, the temporary file is removed and the error names the path and the reason;
/// the destination is left as it was.
public struct AtomicFileWriter: Sendable {
  /// A temporary file written and flushed, waiting to be renamed over its destination.
  public struct PendingWrite: Sendable, Equatable {
    /// The file that ``AtomicFileWriter/commit(_:)`` replaces.
    public let destination: URL
    /// The temporary file holding the new content, in the destination's directory.
    public let temporaryFile: URL
  }

  /// Why a write failed.
  public struct WriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path of the file being written: the destination, or the temporary file.
    public let path: String
    /// What failed, such as `could not create a temporary file`.
    public let step: String
    /// The system's explanation, such as `No such file or directory`.
    public let reason: String

    /// Makes an error.
    ///
    /// - Parameters:
    ///   - path: The path of the file being written.
    ///   - step: What failed.
    ///   - reason: The system's explanation.
    public init(path: String, step: String, reason: String) {
      self.path = path
      self.step = step
      self.reason = reason
    }

    /// The step, the path and the reason: `could not create a temporary file /tmp/x/.a.tmp (No
    /// such file or directory)`.
    public var description: String {
      "\(step) \(path) (\(reason))"
    }
  }

  /// Makes a writer.
  public init() {}

  /// Replaces the content of `destination` with `data`, atomically.
  ///
  /// The destination's directory must exist; the destination itself need not.
  ///
  /// - Parameters:
  ///   - data: The new content.
  ///   - destination: The file to replace.
  /// - Throws: ``WriteError`` when the data could not be written or the file not replaced; the
  ///   destination then keeps its previous content, and no temporary file is left.
  public func write(_ data: Data, to destination: URL) throws(WriteError) {
    let pending = try writeTemporary(data, for: destination)
    do {
      try commit(pending)
    } catch {
      discard(pending)
      throw error
    }
  }

  /// The first step of a write: writes `data` to a new temporary file beside `destination` and
  /// flushes it to the disk. The destination is not touched.
  ///
  /// - Parameters:
  ///   - data: The new content.
  ///   - destination: The file the content is for.
  /// - Returns: The temporary file, to pass to ``commit(_:)`` or ``discard(_:)``.
  /// - Throws: ``WriteError`` when the temporary file could not be created, written or flushed;
  ///   it is then removed.
  public func writeTemporary(
    _ data: Data, for destination: URL
  ) throws(WriteError)
    -> PendingWrite
  {
    let directory = destination.deletingLastPathComponent()
    let name = ".\(destination.lastPathComponent).\(UUID().uuidString).tmp"
    let temporaryFile = directory.appendingPathComponent(name, isDirectory: false)
    let temporaryPath = Self.path(of: temporaryFile)

    let descriptor = temporaryFile.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      return open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    }
    guard descriptor >= 0 else {
      throw WriteError(
        path: temporaryPath, step: "could not create the temporary file",
        reason: Self.systemMessage(errno))
    }
    var failure: WriteError?
    if let code = Self.writeAll(data, to: descriptor) {
      failure = WriteError(
        path: temporaryPath, step: "could not write the temporary file",
        reason: Self.systemMessage(code))
    } else if let code = Self.flush(descriptor) {
      failure = WriteError(
        path: temporaryPath, step: "could not flush the temporary file to the disk",
        reason: Self.systemMessage(code))
    }
    if close(descriptor) != 0, failure == nil {
      failure = WriteError(
        path: temporaryPath, step: "could not close the temporary file",
        reason: Self.systemMessage(errno))
    }
    let pending = PendingWrite(destination: destination, temporaryFile: temporaryFile)
    if let failure {
      discard(pending)
      throw failure
    }
    return pending
  }

  /// The second step of a write: renames the temporary file over its destination, then flushes
  /// the directory so that the rename itself survives a power cut.
  ///
  /// - Parameter pending: What ``writeTemporary(_:for:)`` returned.
  /// - Throws: ``WriteError`` when the rename failed. The destination is then unchanged and the
  ///   temporary file is left for the caller to ``discard(_:)``.
  public func commit(_ pending: PendingWrite) throws(WriteError) {
    let result = pending.temporaryFile.withUnsafeFileSystemRepresentation { from in
      pending.destination.withUnsafeFileSystemRepresentation { to -> Int32 in
        guard let from, let to else { return EINVAL }
        return rename(from, to) == 0 ? 0 : errno
      }
    }
    guard result == 0 else {
      throw WriteError(
        path: Self.path(of: pending.destination), step: "could not replace",
        reason: Self.systemMessage(result))
    }
    Self.flushDirectory(of: pending.destination)
  }

  /// Removes the temporary file of a write that will not be committed. Does nothing when it is
  /// already gone.
  ///
  /// - Parameter pending: What ``writeTemporary(_:for:)`` returned.
  public func discard(_ pending: PendingWrite) {
    _ = pending.temporaryFile.withUnsafeFileSystemRepresentation { path in
      path.map { unlink($0) }
    }
  }

  // MARK: System calls

  /// The path of a file URL, for messages.
  static func path(of url: URL) -> String {
    url.path(percentEncoded: false)
  }

  /// The system's message for an error number, such as `Permission denied`.
  static func systemMessage(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// Writes every byte, resuming after partial writes and interruptions.
  ///
  /// - Returns: `nil` on success, or the error number.
  private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32? in
      guard let base = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let written = posixWrite(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        if written == 0 { return EIO }
        offset += written
      }
      return nil
    }
  }

  /// Flushes a file's data to the disk; on Apple platforms, past the drive's cache too.
  ///
  /// - Returns: `nil` on success, or the error number.
  private static func flush(_ descriptor: Int32) -> Int32? {
    #if canImport(Darwin)
    if fcntl(descriptor, F_FULLFSYNC) == 0 { return nil }
    #endif
    while fsync(descriptor) != 0 {
      if errno != EINTR { return errno }
    }
    return nil
  }

  /// Flushes a directory, so that a rename in it is on the disk. Best effort: the rename has
  /// already happened, and some file systems cannot flush directories.
  private static func flushDirectory(of file: URL) {
    let directory = file.deletingLastPathComponent()
    let descriptor = directory.withUnsafeFileSystemRepresentation { path -> Int32 in
      guard let path else { return -1 }
      return open(path, O_RDONLY | O_CLOEXEC)
    }
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    _ = close(descriptor)
  }
}

/// The system's `write`, which ``AtomicFileWriter/write(_:to:)`` hides inside the writer.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
