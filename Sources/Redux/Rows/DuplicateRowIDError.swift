/// Two rows given to ``Rows/init(validating:)`` share one id.
///
/// A ``Rows`` never holds two rows with one id: a row subscription would not know which it
/// watches. Rows that come from outside the app, such as a server's answer or a file, are made
/// with ``Rows/init(validating:)``, which refuses them with this error instead of stopping the
/// app.
public struct DuplicateRowIDError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The id found twice, as text.
  public let id: String

  /// Makes the error for an id found twice.
  ///
  /// - Parameter id: The id.
  public init(id: some Hashable) {
    self.id = String(describing: id)
  }

  /// A sentence naming the id and what to do.
  public var description: String {
    "Two rows have the id \(id); each row needs its own id."
  }
}
