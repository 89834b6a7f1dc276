// No @testable import: the default description must reach a conforming type in another module
// through the public interface alone.
import Redux
import Testing

/// An enum of this module conformed with nothing but the protocol's name.
enum DoorAction: ModernAction {
  case open
  case lock(code: Int)
}

@Suite("ModernAction conformance from another module")
struct ModernActionConformanceTests {
  @Test func enumOfAnotherModuleGetsTheDefaultDescription() {
    #expect(DoorAction.open.description == "DoorAction.open")
    #expect(DoorAction.lock(code: 42).description == "DoorAction.lock {\n   code: 42\n}")
  }

  @Test func descriptionIsTheSameThroughTheProtocol() {
    let actions: [any ModernAction] = [DoorAction.open, DoorAction.lock(code: 42)]
    #expect(actions.map(\.description) == ["DoorAction.open", "DoorAction.lock {\n   code: 42\n}"])
  }

  @Test func interpolationWritesSwiftsOwnFormOfTheCase() {
    #expect("\(DoorAction.lock(code: 42))" == "lock(code: 42)")
  }
}
