/// A command line read against a ``CommandSpec``: the positional arguments, the flags that were
/// given and the values of the options.
public struct ParsedArguments: Equatable, Sendable {
  /// The positional arguments, by name; a variadic argument's words are joined by spaces.
  public var positional: [String: String]
  /// The flags that were given, by long name.
  public var flags: Set<String>
  /// The values of the options that were given, by long name; the last one wins.
  public var values: [String: String]

  /// Makes parsed arguments; the parser does this.
  ///
  /// - Parameters:
  ///   - positional: The positional arguments, by name.
  ///   - flags: The flags given.
  ///   - values: The option values given.
  public init(
    positional: [String: String] = [:],
    flags: Set<String> = [],
    values: [String: String] = [:]
  ) {
    self.positional = positional
    self.flags = flags
    self.values = values
  }

  /// Whether the flag was given.
  ///
  /// - Parameters:
  ///   - name: The flag's long name.
  /// - Returns: `true` when it was on the command line.
  public func has(_ name: String) -> Bool {
    flags.contains(name)
  }

  /// The value of an option or positional argument, if it was given.
  ///
  /// - Parameters:
  ///   - name: The option's long name or the argument's name.
  /// - Returns: The value, or `nil`.
  public subscript(name: String) -> String? {
    values[name] ?? positional[name]
  }
}
