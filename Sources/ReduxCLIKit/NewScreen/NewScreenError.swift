/// Why `redux-cli new-screen` refused to add a screen. Nothing was written or edited.
public enum NewScreenError: Error, Equatable, Sendable {
  /// The name cannot name a screen.
  case invalidName(String, reason: String)
  /// The app already has this screen.
  case screenExists(name: String, location: String)
  /// The app already declares a type the screen would declare.
  case typeExists(typeName: String, location: String)
  /// A file the screen would create is already there.
  case fileExists(path: String)
  /// A folder the command needs is missing, such as the app's sources or the templates.
  case missingDirectory(path: String, hint: String)
  /// A template is empty, or its placeholders are wrong.
  case badTemplate(path: String, problem: String)
  /// A template is missing, or cannot be read as text.
  case unreadableTemplate(path: String, problem: String)
  /// An app file cannot be listed or read as text.
  case unreadableFile(path: String, problem: String)
  /// An app file does not have the shape the command edits.
  case unrecognizedShape(path: String, problem: String)
  /// Reading or writing a file failed; every change made was undone.
  case fileSystem(path: String, problem: String)
  /// Writing a file failed, and some of the changes made before could not be undone.
  case partiallyWritten(path: String, problem: String, leftovers: [String])

  /// The one-line message, starting with `error:`.
  public var message: String {
    switch self {
    case .invalidName(let name, let reason):
      let end = reason.hasSuffix("?") ? "" : "."
      return "error: '\(name)' cannot name a screen: \(reason)\(end)"
    case .screenExists(let name, let location):
      return "error: the app already has a screen '\(name)' (\(location))."
    case .typeExists(let typeName, let location):
      return "error: the app already declares \(typeName) (\(location)); choose another name."
    case .fileExists(let path):
      return "error: \(path) already exists; new-screen never overwrites a file."
    case .missingDirectory(let path, let hint):
      return "error: no folder \(path); \(hint)."
    case .badTemplate(let path, let problem), .unreadableTemplate(let path, let problem):
      return "error: template \(path): \(problem)."
    case .unrecognizedShape(let path, let problem):
      return
        "error: \(path): \(problem); make the edit by hand (CONTRIBUTING.md, \"Adding a screen\")."
    case .fileSystem(let path, let problem), .unreadableFile(let path, let problem):
      return "error: \(path): \(problem); nothing was changed."
    case .partiallyWritten(let path, let problem, let leftovers):
      return
        "error: \(path): \(problem); these changes could not be undone: "
        + leftovers.joined(separator: ", ") + "."
    }
  }
}

extension NewScreenError {
  /// The exit code `redux-cli new-screen` ends with for this error, as `sysexits.h` sorts them.
  ///
  /// - ``ExitCode/usageError`` (64): a name that cannot name a screen.
  /// - ``ExitCode/dataError`` (65): a template or an app file the command read but cannot use:
  ///   an empty template, a wrong placeholder, an app file of another shape.
  /// - ``ExitCode/noInput`` (66): a folder, template or app file the command reads is missing or
  ///   cannot be read as text.
  /// - ``ExitCode/cannotCreate`` (73): the screen, a type or a file it would create exists.
  /// - ``ExitCode/ioError`` (74): writing failed, and every change made was undone.
  /// - ``ExitCode/failure`` (1): writing failed, and some changes could not be undone; the
  ///   message lists them.
  public var exitCode: ExitCode {
    switch self {
    case .invalidName: .usageError
    case .badTemplate, .unrecognizedShape: .dataError
    case .missingDirectory, .unreadableTemplate, .unreadableFile: .noInput
    case .screenExists, .typeExists, .fileExists: .cannotCreate
    case .fileSystem: .ioError
    case .partiallyWritten: .failure
    }
  }
}
