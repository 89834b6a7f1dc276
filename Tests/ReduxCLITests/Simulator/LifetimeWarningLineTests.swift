#if DEBUG
import Foundation
import Redux
import SampleApp
import Testing

@testable import ReduxCLIKit

/// `simulate` in a debug build: what a closed window left alive is drawn as a line under the
/// drawing of the `close` that closed it, with the window named by its number.
@MainActor
@Suite("simulate lifetime warnings", .timeLimit(.minutes(5)))
struct LifetimeWarningLineTests {
  @Test func aControllerKeptAfterItsWindowClosedIsWarnedAboutUnderTheDrawing() async throws {
    let simulator = Simulator()
    let console = BufferedConsole()
    let session = SimulatorSession(
      simulator: simulator, console: console, options: SimulatorSession.Options())
    _ = try await session.execute("open todoList")
    let window = try #require(simulator.registry.windows.first)
    // The leak, on purpose: the test keeps the list's controller after its window closes.
    let kept = try #require(simulator.controllers[window.uuid]?[.todoList])

    let before = console.output.count
    _ = try await session.execute("close 1")
    let drawn = String(console.output.dropFirst(before))

    #expect(
      drawn.hasSuffix(
        "  Lifetime warning: TodoListController, subscribed to window 1's todoList, is\n"
          + "      still alive after the window closed\n\n"))
    #expect(drawn.hasPrefix("(no open windows)\n"))
    _ = kept
  }

  @Test func aWindowWhoseControllersWentAwayDrawsNoWarning() async throws {
    let simulator = Simulator()
    let console = BufferedConsole()
    let session = SimulatorSession(
      simulator: simulator, console: console, options: SimulatorSession.Options())
    _ = try await session.execute("open todoList settings")
    let before = console.output.count
    _ = try await session.execute("close 1")

    #expect(!String(console.output.dropFirst(before)).contains("Lifetime warning"))
  }

  @Test func aWarningNamesTheSessionsWindowsByNumber() async throws {
    let simulator = Simulator()
    let session = SimulatorSession(
      simulator: simulator, console: BufferedConsole(), options: SimulatorSession.Options())
    _ = try await session.execute("open todoList")
    _ = try await session.execute("open settings")
    let second = try #require(simulator.registry.windows.last)
    let warning = LifetimeWarning(
      window: second.uuid, kind: .subscriberAlive(typeName: "SettingsController", screen: nil))

    let lines = simulator.logLines(["Lifetime warning: \(warning)"], width: 120)

    #expect(
      lines == [
        "  Lifetime warning: SettingsController, subscribed to window 2, is still alive after "
          + "the window closed"
      ])
    // Other messages keep the short identifiers.
    #expect(
      simulator.logLines(["window \(second.uuid.shortDescription)"], width: 120)
        == ["  window \(second.uuid.shortDescription)"])
  }
}
#endif
