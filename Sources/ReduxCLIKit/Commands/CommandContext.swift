import Foundation

/// What a command gets from the process that runs it: where to write, which directory it runs
/// in, and the environment.
///
/// Tests make their own context, with a ``BufferedConsole`` and a temporary directory.
@MainActor
public struct CommandContext {
  /// Where the command reads and writes.
  public var console: any Console
  /// The directory relative paths are resolved against.
  public var currentDirectory: URL
  /// The environment variables.
  public var environment: [String: String]

  /// Makes a context.
  ///
  /// - Parameters:
  ///   - console: Where the command reads and writes.
  ///   - currentDirectory: The directory relative paths are resolved against; the process's
  ///     unless given.
  ///   - environment: The environment variables; the process's unless given.
  public init(
    console: any Console,
    currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.console = console
    self.currentDirectory = currentDirectory
    self.environment = environment
  }

  /// Resolves a path the user typed: absolute as it is, relative against
  /// ``currentDirectory``.
  ///
  /// - Parameters:
  ///   - path: The path.
  /// - Returns: Its file URL, standardized.
  public func url(forPath path: String) -> URL {
    let expanded = (path as NSString).expandingTildeInPath
    if expanded.hasPrefix("/") {
      return URL(fileURLWithPath: expanded).standardizedFileURL
    }
    return currentDirectory.appendingPathComponent(expanded).standardizedFileURL
  }
}
