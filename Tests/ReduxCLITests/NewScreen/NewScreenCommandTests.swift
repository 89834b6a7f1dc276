import Foundation
import ReduxCLIKit
import Testing

/// `new-screen` against a copy of the sample app: what it writes and what it prints.
/// `NewScreenRefusalTests` checks what it refuses.
@MainActor
@Suite("new-screen: the command")
struct NewScreenCommandTests: NewScreenCommandRunning {
  /// With `--class-actions`, the wiki's style: an action class and its `ActionType` enum,
  /// registered for recording.
  @Test func addsTheScreensFilesAndEveryWiringEdit() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    let (status, console) = await run(["Profile", "--middleware", "--class-actions"], in: copy)

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
      try copy.read("Sources/SampleApp/App/AppScreen+Recording.swift").contains(
        "    case .profile: return [ProfileAction.self]\n"))
    #expect(
      try copy.read("Sources/SampleApp/Features/Profile/ProfileAction.swift").contains(
        "public final class ProfileAction: Action, RecordableAction {"))
    #expect(
      console.output.hasSuffix(
        "Next: swift build && swift test --filter Profile\n"
          + "Then replace the example state and action with the screen's own.\n"))
  }

  /// By default, enum actions: the enum conforms to `ModernAction`, the reducer, the controller,
  /// the middleware and the tests use it without a cast, and the middleware answers with it.
  @Test func byDefaultTheScreensActionsAreAnEnum() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    let (status, console) = await run(["Profile", "--middleware"], in: copy)

    #expect(status == .success)
    #expect(console.errors.isEmpty)
    let folder = "Sources/SampleApp/Features/Profile/"
    let tests = "Tests/SampleAppTests/Features/Profile/"
    let expected: [String: [String]] = [
      folder + "ProfileAction.swift": [
        "public enum ProfileAction: ModernAction, Equatable, Codable {\n"
          + "  /// The user tapped the screen's button.\n  case buttonTapped\n",
        "  case tapLogged(line: String)\n}\n",
      ],
      folder + "ProfileState.swift": [
        """
          public static let reducer: Reducer<Self> = reducer(
            handling: ProfileAction.self
          ) { state, action, window in
        """,
        "    switch action {\n    case .buttonTapped:\n",
        "    case .tapLogged:\n",
      ],
      folder + "ProfileController.swift": [
        "    dispatch(.buttonTapped)\n",
        "      store.dispatch(action, forWindowUUID: windowUUID)\n",
      ],
      folder + "ProfileMiddleware.swift": [
        "    return AppState.middleware(handling: ProfileAction.self) {\n"
          + "      state, action, window in\n",
        "        store.dispatch(ProfileAction.tapLogged(line: line), forWindowUUID: window)\n",
      ],
      tests + "ProfileTests.swift": [
        "    Action(ProfileAction.buttonTapped, windowUUID: window)\n",
        "    store.receive(ProfileAction.buttonTapped, window: window) {\n",
      ],
      tests + "ProfileMiddlewareTests.swift": [
        "    await store.receive(ProfileAction.tapLogged(line: line), window: window)\n"
      ],
    ]
    for (path, snippets) in expected {
      let text = try copy.read(path)
      for snippet in snippets {
        #expect(text.contains(snippet), "\(path) lacks:\n\(snippet)")
      }
      for leftover in ["{{", "ProfileActionType", "actionType: .buttonTapped"] {
        #expect(!text.contains(leftover), "\(path) has \(leftover)")
      }
    }
    // The enum is registered for recording in its own switch; the class switch lists nothing.
    let recording = try copy.read("Sources/SampleApp/App/AppScreen+Recording.swift")
    #expect(
      recording.contains("    case .profile: return []  // enum actions: recordableEnumActions\n"))
    #expect(recording.contains("    case .profile: return [ProfileAction.self]\n"))
    #expect(
      try copy.read("Sources/SampleApp/App/AppStore.swift").contains(
        """
          let profileMiddleware = ProfileMiddleware(
            store: dispatcher, log: dependencies.log)
          middlewares.append(profileMiddleware.profileProvider)
          let store = Store(
        """))
  }

  /// Without a middleware, the enum has no case for the middleware's answer.
  @Test func withoutMiddlewareTheEnumHasNoAnswer() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    let (status, _) = await run(["Profile"], in: copy)

    #expect(status == .success)
    for file in ["ProfileAction.swift", "ProfileState.swift"] {
      let text = try copy.read("Sources/SampleApp/Features/Profile/" + file)
      #expect(text.contains("ProfileAction"))
      #expect(!text.contains("tapLogged"), "\(file) answers a middleware it does not have")
    }
  }

  /// A template whose every line is in a section that is off makes no file: a team's template
  /// can be for one style only.
  @Test func aTemplateOfTheOtherStyleMakesNoFile() async throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    let view =
      "Templates/Screen/Sources/{{AppModule}}/Features/{{Name}}/{{Name}}View.swift.template"
    try copy.write(view, "{{#classActions}}\n// The {{title}} view.\n{{/classActions}}\n")
    let path = "Sources/SampleApp/Features/Profile/ProfileView.swift"

    let (enumStatus, enumConsole) = await run(["Profile", "--dry-run"], in: copy)
    #expect(enumStatus == .success)
    #expect(!enumConsole.output.contains(path))

    let (classStatus, _) = await run(["Profile", "--class-actions"], in: copy)
    #expect(classStatus == .success)
    #expect(try copy.read(path) == "// The profile view.\n")
  }

  @Test func theHelpNamesTheFlag() async {
    let console = BufferedConsole()
    let status = await RootCommand.run(
      ["help", "new-screen"], context: CommandContext(console: console))
    #expect(status == .success)
    #expect(console.output.contains("[--class-actions]"))
    #expect(
      console.output.contains(
        "  --class-actions         Write the wiki's action class and ActionType enum instead of an"
          + " enum.\n"))
    #expect(console.output.contains("The actions are an enum that conforms to ModernAction"))
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
}
