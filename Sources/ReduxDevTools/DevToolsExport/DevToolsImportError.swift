/// Why a Redux DevTools file cannot be read as a recording, naming the field at fault.
///
/// The ``description`` reads `file: field: problem`:
///
/// ```
/// session.json: actionsById.3.action.window: not a window's UUID
/// ```
public struct DevToolsImportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file, as the reader was told.
  public let file: String
  /// The field at fault, such as `actionsById.3.action.type`; `(root)` for the whole file.
  public let field: String
  /// What is wrong with it.
  public let problem: String

  /// Makes an error.
  ///
  /// - Parameters:
  ///   - file: The file.
  ///   - field: The field at fault.
  ///   - problem: What is wrong with it.
  public init(file: String, field: String, problem: String) {
    self.file = file
    self.field = field
    self.problem = problem
  }

  /// The problem on one line.
  public var description: String {
    "\(file): \(field): \(problem)"
  }
}
