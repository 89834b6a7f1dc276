import Foundation
import ReduxCLIKit
import Testing

/// `new-screen` against a copy of the sample app: what it writes and what it prints.
/// `NewScreenRefusalTests` checks what it refuses.
@MainActor
@Suite("new-screen: the command")
struct NewScreenCommandTests: NewScreenCommandRunning {
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
}
