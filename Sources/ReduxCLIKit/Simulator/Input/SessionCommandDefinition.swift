/// One command of a `redux-cli simulate` session: its syntax, as a ``CommandSpec``, and how its
/// parsed arguments become a ``SessionCommand``.
///
/// Session commands are read by the same ``ArgumentParser`` as `redux-cli`'s own command line,
/// and explained by the same ``HelpFormatter``, so their usage, their help and the errors they
/// report cannot drift apart.
struct SessionCommandDefinition: Sendable {
  /// The command's name (one or two words, such as `todo add`), arguments and help.
  let spec: CommandSpec
  /// Builds the command from its parsed arguments, checking values the parser cannot, such as
  /// a screen's name.
  let make: @Sendable (ParsedArguments) throws(SimulatorError) -> SessionCommand

  /// Describes a command.
  ///
  /// - Parameters:
  ///   - spec: Its name, arguments and help.
  ///   - make: Builds the command from its parsed arguments.
  init(
    _ spec: CommandSpec,
    make: @escaping @Sendable (ParsedArguments) throws(SimulatorError) -> SessionCommand
  ) {
    self.spec = spec
    self.make = make
  }

  /// The command's name.
  var name: String {
    spec.name
  }

  /// The usage, such as `todo add <window> <text> ...`.
  var usage: String {
    HelpFormatter.usage(of: spec, program: "")
  }
}
