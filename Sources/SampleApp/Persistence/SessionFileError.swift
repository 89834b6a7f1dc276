/// Why a ``SessionFileStore`` could not load or save the session: each message names the file
/// and says what was wrong and what became of the file.
public enum SessionFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file exists but cannot be used: it was moved aside (or could not be), and the session
  /// starts empty.
  case unusableFile(
    path: String, problem: TodoFileError.Problem, movedAside: TodoFileError.MoveAside)
  /// The session could not be written; the file still holds what it held before.
  case saveFailed(path: String, reason: String)

  /// The file's path.
  public var path: String {
    switch self {
    case .unusableFile(let path, _, _), .saveFailed(let path, _):
      return path
    }
  }

  /// What was wrong with the file's content, in words about a session file.
  static func describe(_ problem: TodoFileError.Problem) -> String {
    switch problem {
    case .unreadable, .empty, .notJSON:
      return problem.description
    case .tooLarge(let byteCount, let limit):
      return "the file is too large to be a session file (\(byteCount) bytes or more; the "
        + "limit is \(limit) bytes)"
    case .wrongShape(let reason):
      return "the file is JSON but not a session file: \(reason)"
    case .unsupportedVersion(let version):
      return "the file has format version \(version), but this app reads versions "
        + "\(TodoFile.currentVersion) and \(SessionFile.currentVersion); it was probably written "
        + "by a newer version of the app"
    }
  }

  /// A sentence that names the file, says what was wrong and what became of the file.
  public var description: String {
    switch self {
    case .unusableFile(let path, let problem, .movedTo(let movedPath)):
      return "Could not restore the session from \(path): \(Self.describe(problem)). The file "
        + "was moved aside to \(movedPath), so it is kept as it was, and the session starts "
        + "empty. Inspect the moved file, repair it and move it back to restore that session, "
        + "or delete it."
    case .unusableFile(let path, let problem, .failed(let reason)):
      return "Could not restore the session from \(path): \(Self.describe(problem)). The file "
        + "could not be moved aside (\(reason)), so the session starts empty and is not saved "
        + "while the app runs, to keep the file from being overwritten. Move or delete the "
        + "file, then restart the app."
    case .saveFailed(let path, let reason):
      return "Could not save the session to \(path): \(reason). The file still holds what it "
        + "held before; the next change tries again."
    }
  }
}
