import Foundation
import Redux
import Testing

@testable import ReduxCLIKit

@Suite("Window registry")
struct WindowRegistryTests {
  /// Ids chosen so that windows 1 and 2 share the start `AB12`.
  private let ids = WindowIDs { number in
    let ids = [
      "AB12C3D4-0000-4000-8000-000000000001", "AB12F5E6-0000-4000-8000-000000000002",
      "70000000-0000-4000-8000-000000000003", "12345678-0000-4000-8000-000000000004",
    ]
    return WindowUUID(uuidString: ids[(number - 1) % ids.count]) ?? .unavailable
  }

  private func registry(opening count: Int) -> WindowRegistry {
    var registry = WindowRegistry(ids: ids)
    for _ in 0..<count { _ = registry.openNext() }
    return registry
  }

  @Test func numbersWindowsInOpeningOrderAndNeverReusesANumber() {
    var registry = registry(opening: 2)
    registry.close(2)
    let third = registry.openNext()
    #expect(third.number == 3)
    #expect(registry.openWindows.map(\.number) == [1, 3])
    #expect(registry.windows.map(\.number) == [1, 2, 3])
  }

  @Test func namesAWindowByNumberOrByTheStartOfItsID() throws {
    let registry = registry(opening: 4)
    #expect(try registry.window(named: "3").number == 3)
    #expect(try registry.window(named: "ab12c").number == 1)
    #expect(try registry.window(named: "AB12-F5").number == 2)
    #expect(try registry.window(named: "7000").number == 3)
    #expect(try registry.window(named: "12345678-0000").number == 4)
  }

  @Test func refusesAStartSharedByTwoWindows() {
    let registry = registry(opening: 2)
    #expect(
      throws: SimulatorError(
        "'ab1' could be window 1 (AB12C3D4) or window 2 (AB12F5E6); type more of the id")
    ) {
      try registry.window(named: "ab1")
    }
  }

  @Test func neverTakesAShortNumberForTheStartOfAnID() {
    let registry = registry(opening: 3)
    // Window 3's id starts with 7, but "7" is a window number, and there is no window 7.
    #expect(throws: SimulatorError("no window 7. Windows: 1, 2, 3")) {
      try registry.window(named: "7")
    }
  }

  @Test func refusesClosedAndUnknownWindows() {
    var registry = registry(opening: 2)
    registry.close(1)
    #expect(throws: SimulatorError("window 1 is closed. Windows: 2")) {
      try registry.window(named: "1")
    }
    #expect(throws: SimulatorError("window 1 is closed. Windows: 2")) {
      try registry.window(named: "ab12c")
    }
    #expect(throws: SimulatorError("no window 'zz'. Windows: 2")) {
      try registry.window(named: "zz")
    }
    #expect(throws: SimulatorError("no window 'ffff'. Windows: 2")) {
      try registry.window(named: "ffff")
    }
    #expect(
      throws: SimulatorError("no window 1. No window is open: 'open' opens one")
    ) { try WindowRegistry(ids: ids).window(named: "1") }
  }

  @Test func givesWindowNTheSameIDInEveryRun() {
    let first = (1...5).map(WindowIDs.numbered.make)
    let second = (1...5).map(WindowIDs.numbered.make)
    #expect(first == second)
    #expect(Set(first).count == 5)
    #expect(first.prefix(3).map(\.shortDescription) == ["BFF833EE", "69AADA28", "C17C3326"])
    for id in first {
      #expect(id.uuidString.dropFirst(14).first == "4")
    }
  }
}
