/// Why the todo lists could not be loaded from, or saved to, their file.
///
/// Every case names the file and says what is wrong in words a person can act on; its
/// ``description`` is the message ``TodoPersistenceMiddleware`` reports:
///
/// ```
/// Could not load the todo lists from /home/ann/todos.json: the file is not valid JSON (Invalid
/// value around character 0.). The file was moved aside to
/// /home/ann/todos.json.corrupt-20250301T101500Z, so it is kept as it was and the next save
/// starts a new file. Inspect the moved file, repair it and move it back to restore those lists,
/// or delete it.
/// ```
public enum TodoFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file exists but cannot be used: it could not be read, or it does not hold a todo file
  /// this version of the app understands.
  ///
  /// The loader moves such a file aside before reporting it, so that the next save does not
  /// destroy it; `movedAside` says where it went, or why it could not be moved.
  ///
  /// - Parameters:
  ///   - path: The path of the todo file.
  ///   - problem: What is wrong with it.
  ///   - movedAside: What happened to the bad file.
  case unusableFile(path: String, problem: Problem, movedAside: MoveAside)

  /// The todo lists could not be written to the file. The file, if there was one, still holds
  /// what it held before.
  ///
  /// - Parameters:
  ///   - path: The path of the todo file.
  ///   - reason: What failed, such as `could not create a temporary file in /home/ann
  ///     (Permission denied)`.
  case saveFailed(path: String, reason: String)

  /// What is wrong with a todo file that cannot be used.
  ///
  /// It is an `Error` too, so that reading a file's bytes can throw it before the path and the
  /// fate of the file are known; what reaches callers is always a whole ``TodoFileError``.
  public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read: a permission problem, an input/output error, or something
    /// other than a regular file (such as a directory) at its path.
    ///
    /// - Parameter reason: Why, such as `it is a directory, not a file`.
    case unreadable(reason: String)
    /// The file is larger than the loader accepts; a todo file that large is not one the app
    /// wrote.
    ///
    /// - Parameters:
    ///   - byteCount: The size found, in bytes (at least this much).
    ///   - limit: The largest size accepted, in bytes.
    case tooLarge(byteCount: Int, limit: Int)
    /// The file is empty.
    case empty
    /// The file is not JSON.
    ///
    /// - Parameter reason: The JSON parser's explanation.
    case notJSON(reason: String)
    /// The file is JSON but not a todo file: a value is missing, misplaced or of the wrong type.
    ///
    /// - Parameter reason: What is wrong and where, such as
    ///   `windows[0].items[1]: the value "title" is missing`.
    case wrongShape(reason: String)
    /// The file was written by another version of the app, in a format this one does not know.
    ///
    /// - Parameter version: The file's format version.
    case unsupportedVersion(Int)

    /// What is wrong, as the end of a sentence that starts with the file's path.
    public var description: String {
      switch self {
      case .unreadable(let reason):
        return "the file cannot be read (\(reason))"
      case .tooLarge(let byteCount, let limit):
        return "the file is too large to be a todo file (\(byteCount) bytes or more; "
          + "the limit is \(limit) bytes)"
      case .empty:
        return "the file is empty"
      case .notJSON(let reason):
        return "the file is not valid JSON (\(reason))"
      case .wrongShape(let reason):
        return "the file is JSON but not a todo file: \(reason)"
      case .unsupportedVersion(let version):
        return "the file has format version \(version), but this app reads only version "
          + "\(TodoFile.currentVersion); it was probably written by another version of the app"
      }
    }
  }

  /// What happened to a file that cannot be used.
  public enum MoveAside: Equatable, Sendable {
    /// The file was renamed to this path, with its content untouched.
    ///
    /// - Parameter path: Where the file is now.
    case movedTo(path: String)
    /// The file could not be moved, and is still at its path.
    ///
    /// - Parameter reason: Why it could not be moved.
    case failed(reason: String)
  }

  /// The path of the todo file concerned.
  public var path: String {
    switch self {
    case .unusableFile(let path, _, _), .saveFailed(let path, _):
      return path
    }
  }

  /// A message for a person: which file, what is wrong, and what happened to a bad file.
  public var description: String {
    switch self {
    case .unusableFile(let path, let problem, .movedTo(let movedPath)):
      return "Could not load the todo lists from \(path): \(problem). The file was moved aside "
        + "to \(movedPath), so it is kept as it was and the next save starts a new file. "
        + "Inspect the moved file, repair it and move it back to restore those lists, or "
        + "delete it."
    case .unusableFile(let path, let problem, .failed(let reason)):
      return "Could not load the todo lists from \(path): \(problem). The file could not be "
        + "moved aside (\(reason)), so the todo lists will not be saved while the app runs, "
        + "to keep it from being overwritten. Move or delete the file, then restart the app."
    case .saveFailed(let path, let reason):
      return "Could not save the todo lists to \(path): \(reason). The file still holds what "
        + "it held before; the next change tries again."
    }
  }
}
