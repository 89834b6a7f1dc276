/// How one case of a fuzz test ended, as its check decides.
///
/// A case ends in a result or in a clear error; anything else it did (an error that does not
/// say what is wrong, a file changed, an exit code a crash gives) is a failure, described for
/// the failure message. A case that never ends is caught by ``FuzzCases`` instead.
///
/// ```swift
/// do {
///   _ = try SessionCommandParser.parse(text)
///   return .result
/// } catch {
///   return error.message.hasPrefix("error: ") ? .clearError : .failure("unclear: \(error)")
/// }
/// ```
public enum FuzzOutcome: Equatable, Sendable {
  /// The input was taken: the code under test gave a result.
  case result
  /// The input was refused with an error that names the problem.
  case clearError
  /// The case broke a promise; the text says which.
  case failure(String)
}
