import Foundation
import ReduxCLIKit
import Testing

/// `new-screen` refusing: a bad name, something in the way, an app or template it cannot use.
/// Each refusal is one line, an exit code that says which kind, and no change to any file.
@MainActor
@Suite("new-screen: refusals")
struct NewScreenRefusalTests: NewScreenCommandRunning {
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
    try await expectRefusal(
      ["Profile", "--class-action"], in: copy, status: .usageError,
      message: "error: unknown option '--class-action'. See 'redux-cli new-screen --help'.")
    try await expectRefusal(
      ["Profile", "--class-actions=yes"], in: copy, status: .usageError,
      message:
        "error: option '--class-actions' takes no value. See 'redux-cli new-screen --help'.")
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

  /// Only the class style declares `<Name>ActionType`: the enum style leaves the app's alone.
  @Test func anExistingActionTypeIsRefusedForClassActionsOnly() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    try copy.write("Sources/SampleApp/Profile.swift", "enum ProfileActionType {}\n")
    try await expectRefusal(
      ["Profile", "--class-actions", "--dry-run"], in: copy, status: .cannotCreate,
      message:
        "error: the app already declares ProfileActionType (Sources/SampleApp/Profile.swift:1); choose another name."
    )
    let (status, console) = await run(["Profile", "--dry-run"], in: copy)
    #expect(status == .success)
    #expect(console.errors.isEmpty)
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
        "error: Sources/SampleApp/App/AppScreenState.swift: AppScreenState.associatedAppScreen (line 71) has no `switch`; make the edit by hand (CONTRIBUTING.md, \"Adding a screen\")."
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

  /// An enum-style middleware answers through `makeAppStore`'s `dispatcher`; an app without one
  /// is refused, rather than given a middleware that does not compile. A class-style middleware
  /// does not answer, and needs none.
  @Test func aStoreWithoutADispatcherIsRefusedForAnEnumMiddleware() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    let path = "Sources/SampleApp/App/AppStore.swift"
    try copy.write(
      path,
      try copy.read(path).replacingOccurrences(of: "dispatcher", with: "relay"))
    let lines = try copy.read(path).split(separator: "\n", omittingEmptySubsequences: false)
    let declaration = try #require(lines.firstIndex { $0.contains("func makeAppStore(") }) + 1
    try await expectRefusal(
      ["Profile", "--middleware"], in: copy, status: .dataError,
      message:
        "error: Sources/SampleApp/App/AppStore.swift: makeAppStore (line \(declaration)) declares no `dispatcher` before its `Store(` for the middleware to answer through; make the edit by hand (CONTRIBUTING.md, \"Adding a screen\")."
    )
    let (status, _) = await run(
      ["Profile", "--middleware", "--class-actions", "--dry-run"], in: copy)
    #expect(status == .success)
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
    try copy.write("Templates/Wiring/AppScreen.case.template", "{{#enumActions}}\ncase {{name}}\n")
    try await expectRefusal(
      ["Profile"], in: copy, status: .dataError,
      message:
        "error: template Templates/Wiring/AppScreen.case.template: line 1: {{#enumActions}} has no closing {{/enumActions}}."
    )
    try copy.write(
      "Templates/Wiring/AppScreen.case.template", "{{#enums}}\ncase {{name}}\n{{/enums}}\n")
    try await expectRefusal(
      ["Profile"], in: copy, status: .dataError,
      message:
        "error: template Templates/Wiring/AppScreen.case.template: line 1: unknown section {{#enums}} (known: {{#classActions}}, {{#enumActions}}, {{#middleware}})."
    )
    // A wiring snippet whose every line is in a section that is off is empty, and refused.
    try copy.write(
      "Templates/Wiring/AppScreen.case.template",
      "{{#classActions}}\ncase {{name}}\n{{/classActions}}\n")
    try await expectRefusal(
      ["Profile"], in: copy, status: .dataError,
      message: "error: template Templates/Wiring/AppScreen.case.template: it is empty.")
    try FileManager.default.removeItem(at: copy.url("Templates/Wiring/AppScreen.case.template"))
    try await expectRefusal(
      ["Profile"], in: copy, status: .noInput,
      message: "error: template Templates/Wiring/AppScreen.case.template: it is missing.")
  }
}
