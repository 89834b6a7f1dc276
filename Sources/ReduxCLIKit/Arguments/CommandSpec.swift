/// What a command accepts: its name, what it does, its positional arguments and its options.
///
/// The parser reads the command line against a spec, and the help text is written from it, so
/// the usage a user reads and the arguments the command accepts cannot drift apart.
///
/// ```swift
/// let spec = CommandSpec(
///   name: "new-screen",
///   abstract: "Adds a screen to the app.",
///   arguments: [PositionalArgument(name: "name", help: "The screen's type name.")],
///   options: [OptionSpec(flag: "dry-run", help: "Print the changes; write nothing.")]
/// )
/// ```
public struct CommandSpec: Sendable {
  /// The command's name, as typed after `redux-cli`.
  public var name: String
  /// One line saying what the command does.
  public var abstract: String
  /// More paragraphs for the command's help, or an empty string.
  public var discussion: String
  /// The positional arguments, in order.
  public var arguments: [PositionalArgument]
  /// The options, in the order the help lists them.
  public var options: [OptionSpec]

  /// Describes a command.
  ///
  /// - Parameters:
  ///   - name: The command's name.
  ///   - abstract: One line saying what it does.
  ///   - discussion: More paragraphs for its help.
  ///   - arguments: Its positional arguments, in order.
  ///   - options: Its options.
  public init(
    name: String,
    abstract: String,
    discussion: String = "",
    arguments: [PositionalArgument] = [],
    options: [OptionSpec] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
  }

  /// The option with the given long name, if the command has one.
  ///
  /// - Parameters:
  ///   - name: The long name, without the leading dashes.
  /// - Returns: The option, or `nil`.
  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }
}

/// A positional argument of a command, such as the `<name>` of `new-screen <name>`.
public struct PositionalArgument: Sendable {
  /// The argument's name, shown in angle brackets in the usage.
  public var name: String
  /// One line saying what the argument is.
  public var help: String
  /// Whether the command runs without it.
  public var isOptional: Bool
  /// Whether it takes every remaining argument, such as the words of a todo's title.
  public var isVariadic: Bool

  /// Describes a positional argument.
  ///
  /// - Parameters:
  ///   - name: Its name, shown in angle brackets.
  ///   - help: One line saying what it is.
  ///   - isOptional: Whether it may be left out; `false` unless given.
  ///   - isVariadic: Whether it takes all remaining arguments; `false` unless given.
  public init(name: String, help: String, isOptional: Bool = false, isVariadic: Bool = false) {
    self.name = name
    self.help = help
    self.isOptional = isOptional
    self.isVariadic = isVariadic
  }
}

/// An option of a command: a flag such as `--dry-run`, or an option with a value such as
/// `--package-path <dir>`.
public struct OptionSpec: Sendable {
  /// The long name, without the leading dashes.
  public var name: String
  /// The name of the value in the usage (`dir` in `--package-path <dir>`), or `nil` for a flag.
  public var valueName: String?
  /// One line saying what the option does.
  public var help: String
  /// The value used when the option is left out, shown in the help; `nil` for none.
  public var defaultValue: String?

  /// Describes a flag: an option without a value.
  ///
  /// - Parameters:
  ///   - flag: The long name, without the leading dashes.
  ///   - help: One line saying what it does.
  public init(flag: String, help: String) {
    self.name = flag
    self.valueName = nil
    self.help = help
    self.defaultValue = nil
  }

  /// Describes an option that takes a value.
  ///
  /// - Parameters:
  ///   - name: The long name, without the leading dashes.
  ///   - valueName: The value's name in the usage.
  ///   - help: One line saying what it does.
  ///   - defaultValue: The value used when the option is left out, shown in the help.
  public init(name: String, valueName: String, help: String, defaultValue: String? = nil) {
    self.name = name
    self.valueName = valueName
    self.help = help
    self.defaultValue = defaultValue
  }

  /// Whether the option is a flag, taking no value.
  public var isFlag: Bool {
    valueName == nil
  }
}
