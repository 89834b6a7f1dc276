/// `redux-cli new-screen`: adds a screen to the app, from the templates, wired and tested.
///
/// ```sh
/// swift run redux-cli new-screen Profile --middleware --dry-run
/// swift run redux-cli new-screen Profile --middleware
/// swift test --filter Profile
/// ```
///
/// The command renders `Templates/Screen` (and `Templates/Middleware` with `--middleware`) into
/// the app's sources and tests, and adds the new screen to the app's files with the snippets of
/// `Templates/Wiring`. The screen's actions are an enum (`ModernAction`) unless
/// `--class-actions` asks for the wiki's action class and `ActionType` enum. It plans everything
/// before it writes anything: a bad name, a screen or type that exists, a file in the way or an
/// app file it does not recognise stops it with one line naming the problem, and nothing is
/// written.
public enum NewScreenCommand: Command {
  /// The command's arguments and help.
  public static let spec = CommandSpec(
    name: "new-screen",
    abstract: "Adds a screen to the app: its files from the templates, wired and tested.",
    discussion: """
      Creates the screen's action, state, controller and tests (and a middleware with
      --middleware), and adds the screen to AppScreen, AppScreenState, AppState.screenState,
      AppScreen.makeController, AppScreen.recordableActions, AppScreen.recordableEnumActions
      and, with --middleware, makeAppStore. Nothing is written when anything is wrong.

      The actions are an enum that conforms to ModernAction: the controller dispatches them
      with dispatch(_:forWindowUUID:), the state reduces them with reducer(handling:) and the
      middleware handles them with middleware(handling:) and answers with another case. The enum
      is registered for recording and replay in recordableEnumActions. With
      --class-actions, the screen gets the wiki's action class and its ActionType enum instead,
      registered for recording and replay.
      """,
    arguments: [
      PositionalArgument(
        name: "name", help: "The screen's type name, in UpperCamelCase, such as Profile.")
    ],
    options: [
      OptionSpec(flag: "middleware", help: "Also create a middleware and add it to the store."),
      OptionSpec(
        flag: "class-actions",
        help: "Write the wiki's action class and ActionType enum instead of an enum."),
      OptionSpec(
        name: "package-path", valueName: "dir", help: "The app's package.", defaultValue: "."),
      OptionSpec(
        name: "module", valueName: "name", help: "The app's module.", defaultValue: "SampleApp"),
      OptionSpec(
        name: "templates", valueName: "dir", help: "The templates folder.",
        defaultValue: "<package-path>/Templates"),
      OptionSpec(flag: "dry-run", help: "Print the files and edits; write nothing."),
    ]
  )

  /// Plans the screen, then prints the plan (`--dry-run`) or writes it.
  ///
  /// - Parameters:
  ///   - arguments: The parsed command line.
  ///   - context: Where to print, and the directory paths are relative to.
  /// - Returns: ``ExitCode/success``, ``ExitCode/usageError`` for a bad name or a
  ///   `--package-path` that is not a folder, or, when the screen cannot be added, the code of
  ///   the reason (``NewScreenError/exitCode``).
  public static func run(_ arguments: ParsedArguments, context: CommandContext) async -> ExitCode {
    let console = context.console
    let name: ScreenName
    do {
      name = try ScreenName(validating: arguments["name"] ?? "")
    } catch {
      console.printError(error.message)
      return .usageError
    }
    let packageDirectory: String
    do {
      packageDirectory = try packageFolder(arguments["package-path"] ?? ".", context: context)
    } catch {
      console.printError(error.message)
      return .usageError
    }
    let generator = ScreenGenerator(
      packageDirectory: packageDirectory,
      templatesDirectory: arguments["templates"].map { context.url(forPath: $0).path }
        ?? packageDirectory + "/Templates",
      appModule: arguments["module"] ?? "SampleApp",
      fileSystem: LocalFileSystem()
    )
    do {
      let plan = try generator.plan(
        name, includeMiddleware: arguments.has("middleware"),
        actionStyle: arguments.has("class-actions") ? .classActions : .enumActions)
      if arguments.has("dry-run") {
        console.print(
          "Dry run: new-screen \(name.typeName) would make these changes; nothing was written.")
        plan.summaryLines().forEach { console.print($0) }
        console.print()
        console.print(plan.diff)
        return .success
      }
      try PlanWriter(fileSystem: LocalFileSystem(), packageDirectory: packageDirectory).apply(plan)
      console.print("Added the screen \(name.typeName) (AppScreen.\(name.caseName)):")
      plan.summaryLines().forEach { console.print($0) }
      console.print()
      console.print("Next: swift build && swift test --filter \(name.typeName)")
      console.print("Then replace the example state and action with the screen's own.")
      return .success
    } catch {
      console.printError(error.message)
      return error.exitCode
    }
  }

  /// The `--package-path` option: a folder that must exist.
  ///
  /// - Parameters:
  ///   - path: The path typed.
  ///   - context: The directory relative paths start from.
  /// - Returns: The folder's path.
  /// - Throws: ``ArgumentError`` when nothing is there, or a file is.
  private static func packageFolder(
    _ path: String, context: CommandContext
  ) throws(ArgumentError) -> String {
    let folder = context.url(forPath: path).path
    let files = LocalFileSystem()
    guard files.itemExists(atPath: folder) else {
      throw .invalidValue(command: spec.name, reason: "--package-path does not exist: \(folder)")
    }
    guard files.directoryExists(atPath: folder) else {
      throw .invalidValue(
        command: spec.name, reason: "--package-path is a file, not a folder: \(folder)")
    }
    return folder
  }
}
