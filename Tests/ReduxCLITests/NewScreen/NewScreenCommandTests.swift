import Foundation
import ReduxCLIKit
import Testing

/// `new-screen` against a copy of the sample app: what it writes, what it prints, and that a
/// refused command leaves every file as it was.
@MainActor
@Suite("new-screen: the command")
struct NewScreenCommandTests {
  private func run(_ arguments: [String], in copy: PackageCopy) async -> (ExitCode, BufferedConsole)
  {
    let console = BufferedConsole()
    let context = CommandContext(console: console, currentDirectory: copy.root, environment: [:])
    let status = await RootCommand.run(["new-screen"] + arguments, context: context)
    return (status, console)
  }

  /// Runs a command that must be refused, and checks its message, its exit code and that
  /// nothing changed.
  private func expectRefusal(
    _ arguments: [String],
    in copy: PackageCopy,
    status expectedStatus: ExitCode,
    message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let before = try copy.snapshot()
    let (status, console) = await run(arguments, in: copy)
    #expect(status == expectedStatus, sourceLocation: sourceLocation)
    #expect(console.errors == message + "\n", sourceLocation: sourceLocation)
    #expect(console.output.isEmpty, sourceLocation: sourceLocation)
    #expect(try copy.snapshot() == before, "the tree changed", sourceLocation: sourceLocation)
  }

  // MARK: - Success

  @Test func addsTheScreensFilesAndEveryWiringEdit() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    let (status, console) = await run(["Profile", "--middleware"], in: copy)

    #expect(status == .success)
    #expect(console.errors.isEmpty)
    for path in [
      "Sources/SampleApp/Features/Profile/ProfileAction.swift",
      "Sources/SampleApp/Features/Profile/ProfileState.swift",
      "Sources/SampleApp/Features/Profile/ProfileController.swift",
      "Sources/SampleApp/Features/Profile/ProfileMiddleware.swift",
      "Tests/SampleAppTests/Features/Profile/ProfileTests.swift",
      "Tests/SampleAppTests/Features/Profile/ProfileMiddlewareTests.swift",
    ] {
      #expect(console.output.contains("  create  \(path) ("))
      #expect(!(try copy.read(path)).contains("{{"), "\(path) has a placeholder left")
    }
    let screen = try copy.read("Sources/SampleApp/App/AppScreen.swift")
    #expect(screen.contains("  case exampleFeature\n  /// The profile screen.\n  case profile\n}"))
    let screenState = try copy.read("Sources/SampleApp/App/AppScreenState.swift")
    for snippet in [
      "  case profile(ProfileState)\n",
      "    case .profile(let state):\n      return .profile(ProfileState.reducer(state, action))\n    }",
      "    case .profile:\n      return .profile(ProfileState(windowUUID: window))\n    }",
      "    case .profile: return .profile\n    }",
      "    case .profile(let state): return state.windowUUID\n    }",
      "    case .profile(let state):\n      return .profile(ProfileState.defaultState(from: state))\n    }",
    ] {
      #expect(screenState.contains(snippet))
    }
    #expect(
      try copy.read("Sources/SampleApp/App/AppState.swift").contains(
        "    case .profile(let state): return state as? S\n    }"))
    #expect(
      try copy.read("Sources/SampleApp/App/AppScreen+Controller.swift").contains(
        "    case .profile:\n      return ProfileController(\n"
          + "        windowUUID: windowUUID, instance: instance, store: store)\n"))
    #expect(
      try copy.read("Sources/SampleApp/App/AppStore.swift").contains(
        """
          let profileMiddleware = ProfileMiddleware(log: dependencies.log)
          middlewares.append(profileMiddleware.profileProvider)
          let store = Store(
        """))
    #expect(
      console.output.hasSuffix(
        "Next: swift build && swift test --filter Profile\n"
          + "Then replace the example state and action with the screen's own.\n"))
  }

  @Test func withoutMiddlewareTheStoreIsLeftAlone() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    let store = try copy.read("Sources/SampleApp/App/AppStore.swift")
    let (status, _) = await run(["Profile"], in: copy)

    #expect(status == .success)
    #expect(try copy.read("Sources/SampleApp/App/AppStore.swift") == store)
    #expect(
      !FileManager.default.fileExists(
        atPath: copy.url("Sources/SampleApp/Features/Profile/ProfileMiddleware.swift").path))
  }

  @Test func aDryRunPrintsTheFilesAndTheDiffAndWritesNothing() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    let before = try copy.snapshot()
    let (status, console) = await run(["Profile", "--dry-run"], in: copy)

    #expect(status == .success)
    #expect(try copy.snapshot() == before)
    let lines = console.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.first == "Dry run: new-screen Profile would make these changes; nothing was written.")
    #expect(
      console.output.contains("  create  Sources/SampleApp/Features/Profile/ProfileState.swift ("))
    #expect(
      console.output.contains(
        "  edit    Sources/SampleApp/App/AppScreen.swift (AppScreen.case)\n"))
    #expect(
      console.output.contains(
        """
        --- Sources/SampleApp/App/AppScreen.swift
        +++ Sources/SampleApp/App/AppScreen.swift
        @@ -11,2 +11,4 @@ AppScreen.case
           case exampleFeature
        +  /// The profile screen.
        +  case profile
         }
        """))
  }

  @Test func theSameScreenTwiceIsRefusedTheSecondTime() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    _ = await run(["Profile"], in: copy)
    try await expectRefusal(
      ["Profile"], in: copy, status: .cannotCreate,
      message:
        "error: the app already has a screen 'profile' (Sources/SampleApp/App/AppScreen.swift:13).")
  }

  // MARK: - Bad input

  @Test func badNamesAreUsageErrors() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    try await expectRefusal(
      ["profile"], in: copy, status: .usageError,
      message:
        "error: 'profile' cannot name a screen: a type name starts with an uppercase letter; did you mean Profile?"
    )
    try await expectRefusal(
      ["Switch"], in: copy, status: .usageError,
      message: "error: 'Switch' cannot name a screen: 'switch' is a Swift keyword.")
    try await expectRefusal(
      [], in: copy, status: .usageError,
      message: "error: missing argument <name>. See 'redux-cli new-screen --help'.")
    try await expectRefusal(
      ["Profile", "--force"], in: copy, status: .usageError,
      message: "error: unknown option '--force'. See 'redux-cli new-screen --help'.")
  }

  @Test func anExistingScreenIsRefused() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    try await expectRefusal(
      ["TodoList"], in: copy, status: .cannotCreate,
      message:
        "error: the app already has a screen 'todoList' (Sources/SampleApp/App/AppScreen.swift:7).")
  }

  @Test func anExistingTypeIsRefused() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    try copy.write("Sources/SampleApp/Profile.swift", "import Redux\n\nstruct ProfileState {}\n")
    try await expectRefusal(
      ["Profile"], in: copy, status: .cannotCreate,
      message:
        "error: the app already declares ProfileState (Sources/SampleApp/Profile.swift:3); choose another name."
    )
  }

  /// The generated tests would declare `<Name>Tests` a second time in the test module, and
  /// would not compile: the name is refused, also in a dry run.
  @Test func anExistingTestTypeIsRefused() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    try copy.write(
      "Tests/SampleAppTests/ProfileSuite.swift",
      "import Testing\n\n// struct ProfileTests in a comment is no declaration.\n"
        + "@Suite struct ProfileTests {}\n")
    let message =
      "error: the app already declares ProfileTests (Tests/SampleAppTests/ProfileSuite.swift:4); choose another name."
    try await expectRefusal(["Profile"], in: copy, status: .cannotCreate, message: message)
    try await expectRefusal(
      ["Profile", "--dry-run"], in: copy, status: .cannotCreate, message: message)
  }

  @Test func anExistingMiddlewareTestTypeIsRefused() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    try copy.write(
      "Tests/SampleAppTests/Features/Shop/ShopTests.swift",
      "import Testing\n\nenum ProfileMiddlewareTests {}\n")
    try await expectRefusal(
      ["Profile", "--middleware", "--dry-run"], in: copy, status: .cannotCreate,
      message:
        "error: the app already declares ProfileMiddlewareTests (Tests/SampleAppTests/Features/Shop/ShopTests.swift:3); choose another name."
    )
  }

  /// The sample app's own test suites, such as `TodoSuggestionTests`, are found where they are.
  @Test(arguments: [
    ("TodoSuggestion", "TodoSuggestionTests.swift"), ("AppStore", "AppStoreTests.swift"),
    ("ClosedWindow", "ClosedWindowTests.swift"),
    ("Persistence", "Persistence/PersistenceFixtures.swift"),
  ])
  func theSampleAppsTestSuitesAreRefused(name: String, file: String) async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    let before = try copy.snapshot()
    for arguments in [[name], [name, "--dry-run"]] {
      let (status, console) = await run(arguments, in: copy)
      #expect(status == .cannotCreate)
      #expect(console.output.isEmpty)
      #expect(
        console.errors.hasPrefix(
          "error: the app already declares \(name)Tests (Tests/SampleAppTests/\(file):"))
      #expect(console.errors.hasSuffix("); choose another name.\n"))
    }
    #expect(try copy.snapshot() == before, "the tree changed")
  }

  @Test func aFileThatWouldBeOverwrittenIsRefused() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    try copy.write("Tests/SampleAppTests/Features/Profile/ProfileTests.swift", "// mine\n")
    try await expectRefusal(
      ["Profile"], in: copy, status: .cannotCreate,
      message:
        "error: Tests/SampleAppTests/Features/Profile/ProfileTests.swift already exists; new-screen never overwrites a file."
    )
  }

  @Test func anAppFileOfAnotherShapeIsRefused() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    let path = "Sources/SampleApp/App/AppScreenState.swift"
    let original = try copy.read(path)
    let reshaped = original.replacingOccurrences(
      of: "switch self {\n    case .todoList: return .todoList\n"
        + "    case .settings: return .settings\n"
        + "    case .exampleFeature: return .exampleFeature\n    }",
      with: "screenFor(self)")
    #expect(reshaped != original)
    try copy.write(path, reshaped)
    try await expectRefusal(
      ["Profile", "--middleware"], in: copy, status: .dataError,
      message:
        "error: Sources/SampleApp/App/AppScreenState.swift: AppScreenState.associatedAppScreen (line 48) has no `switch`; make the edit by hand (CONTRIBUTING.md, \"Adding a screen\")."
    )

    try copy.write(path, "import Redux\n")
    try await expectRefusal(
      ["Profile"], in: copy, status: .dataError,
      message:
        "error: the app's sources: no file declares `enum AppScreenState`; make the edit by hand (CONTRIBUTING.md, \"Adding a screen\")."
    )
  }

  @Test func aStoreWithoutAStoreCallIsRefusedForAMiddleware() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    let path = "Sources/SampleApp/App/AppStore.swift"
    try copy.write(
      path,
      try copy.read(path).replacingOccurrences(
        of:
          "  let store = Store(state: initialState, reducer: reducer, middlewares: middlewares)",
        with: "  let store = makeStore(initialState, middlewares)"))
    // The line that declares `makeAppStore`, wherever the file's documentation puts it.
    let lines = try copy.read(path).split(separator: "\n", omittingEmptySubsequences: false)
    let declaration = try #require(lines.firstIndex { $0.contains("func makeAppStore(") }) + 1
    try await expectRefusal(
      ["Profile", "--middleware"], in: copy, status: .dataError,
      message:
        "error: Sources/SampleApp/App/AppStore.swift: makeAppStore (line \(declaration)) makes no `Store(` to add the middleware before; make the edit by hand (CONTRIBUTING.md, \"Adding a screen\")."
    )
  }

  @Test func missingFoldersAreNamed() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    try await expectRefusal(
      ["Profile", "--package-path", "Templates"], in: copy, status: .noInput,
      message:
        "error: no folder Sources/SampleApp; run the command in the app's package or pass it with --package-path."
    )
    try await expectRefusal(
      ["Profile", "--module", "Shop"], in: copy, status: .noInput,
      message:
        "error: no folder Sources/Shop; run the command in the app's package or pass it with --package-path, and check --module."
    )
    try await expectRefusal(
      ["Profile", "--templates", "Sources"], in: copy, status: .noInput,
      message:
        "error: no folder Sources/Screen; pass the templates folder with --templates, or the package with --package-path."
    )
  }

  /// A package path that is not a folder is a wrong command line, as a bad name is: exit 64.
  @Test func aPackagePathThatIsNotAFolderIsAUsageError() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    let missing = copy.url("nowhere").standardizedFileURL.path
    try await expectRefusal(
      ["Profile", "--package-path", "nowhere"], in: copy, status: .usageError,
      message:
        "error: --package-path does not exist: \(missing). See 'redux-cli new-screen --help'.")
    try await expectRefusal(
      ["Profile", "--package-path", "/nonexistent", "--dry-run"], in: copy, status: .usageError,
      message:
        "error: --package-path does not exist: /nonexistent. See 'redux-cli new-screen --help'.")
    let file = copy.url("Package.swift").standardizedFileURL.path
    try await expectRefusal(
      ["Profile", "--package-path", "Package.swift"], in: copy, status: .usageError,
      message:
        "error: --package-path is a file, not a folder: \(file). "
        + "See 'redux-cli new-screen --help'.")
  }

  @Test func anAppFileThatIsNotTextIsNamed() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    try Data([0x2F, 0x2F, 0xFF, 0xFE, 0x0A]).write(to: copy.url("Sources/SampleApp/Binary.swift"))
    try await expectRefusal(
      ["Profile"], in: copy, status: .noInput,
      message:
        "error: Sources/SampleApp/Binary.swift: cannot be read as UTF-8 text; nothing was changed.")
  }

  @Test func aBrokenTemplateIsNamed() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    try copy.write("Templates/Wiring/AppScreen.case.template", "case {{nmae}}\n")
    try await expectRefusal(
      ["Profile"], in: copy, status: .dataError,
      message:
        "error: template Templates/Wiring/AppScreen.case.template: unknown placeholder {{nmae}} (known: {{AppModule}}, {{Name}}, {{Title}}, {{name}}, {{title}})."
    )
    try FileManager.default.removeItem(at: copy.url("Templates/Wiring/AppScreen.case.template"))
    try await expectRefusal(
      ["Profile"], in: copy, status: .noInput,
      message: "error: template Templates/Wiring/AppScreen.case.template: it is missing.")
  }
}
