/// One todo: a title, and whether it is done.
public struct TodoItem: Equatable, Codable, Sendable {
  /// What there is to do.
  public var title: String
  /// Whether it is done.
  public var isCompleted: Bool

  /// Makes a todo.
  ///
  /// - Parameters:
  ///   - title: What there is to do.
  ///   - isCompleted: Whether it is done; `false` by default.
  public init(title: String, isCompleted: Bool = false) {
    self.title = title
    self.isCompleted = isCompleted
  }
}
