/// How a command ended: the process's exit code.
///
/// The codes follow the BSD `sysexits.h` convention that command-line tools share: 64 for a
/// command line that is wrong, 65 for input data that is wrong, 66 for an input file that
/// cannot be opened, 73 for an output that cannot be created, 74 for a failed read or write.
public struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The exit code.
  public var rawValue: Int32

  /// Makes a status from an exit code.
  ///
  /// - Parameters:
  ///   - rawValue: The exit code.
  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// The command did what was asked.
  public static let success = ExitCode(rawValue: 0)
  /// The command failed; it printed why.
  public static let failure = ExitCode(rawValue: 1)
  /// The command line was wrong: an unknown command or option, a missing or bad argument.
  public static let usageError = ExitCode(rawValue: 64)
  /// The input the command read was wrong, such as a bad line in a script.
  public static let dataError = ExitCode(rawValue: 65)
  /// The input file the command was given does not exist or cannot be read.
  public static let noInput = ExitCode(rawValue: 66)
  /// An output the command would create is already there, such as a file or a type.
  public static let cannotCreate = ExitCode(rawValue: 73)
  /// Reading or writing a file failed.
  public static let ioError = ExitCode(rawValue: 74)

  /// The exit code, as text.
  public var description: String {
    "\(rawValue)"
  }
}
