import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The colours `redux-cli` writes at a terminal: errors, window titles, and a state diff's old
/// and new values.
///
/// Colour is written only to a terminal, and never when `NO_COLOR` is set to anything (the
/// convention of no-color.org) or `TERM` is `dumb`; piped output, files and `--json` hold no
/// escape code. The codes are added after the text is laid out, so they never change a width.
enum TerminalColour: String, Sendable {
  /// Errors and old values.
  case red = "31"
  /// New values.
  case green = "32"
  /// Window titles.
  case boldCyan = "1;36"

  /// Text in this colour, followed by the code that resets it.
  ///
  /// - Parameters:
  ///   - text: The text, on one line.
  /// - Returns: The text with its colour codes.
  func paint(_ text: some StringProtocol) -> String {
    "\u{1B}[\(rawValue)m\(text)\u{1B}[0m"
  }

  /// Whether colour is written to a file descriptor.
  ///
  /// - Parameters:
  ///   - descriptor: Standard output or standard error.
  ///   - environment: The environment variables.
  /// - Returns: `true` when it is a terminal, `NO_COLOR` is not set and `TERM` is not `dumb`.
  static func isEnabled(for descriptor: Int32, environment: [String: String]) -> Bool {
    guard isatty(descriptor) != 0, environment["NO_COLOR"] == nil else { return false }
    return environment["TERM"].map { !$0.isEmpty && $0 != "dumb" } ?? false
  }
}
