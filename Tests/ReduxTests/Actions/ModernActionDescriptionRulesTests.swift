import Redux
import Testing

/// Payloads Firefox's tests leave out, and types that are not plain enums.
@Suite("ModernAction descriptions beyond Firefox's cases")
struct ModernActionDescriptionRulesTests {
  final class Session: Sendable {
    let id = 7
  }

  struct Token: Sendable, CustomStringConvertible {
    let value: Int
    var description: String { "token-\(value)" }
  }

  struct Nothing: Sendable {}

  enum TabAction: Sendable {
    case closeAll
    case close(index: Int)
  }

  enum LibraryAction: ModernAction {
    case countLoaded(Int)
    case limitChanged(Int?)
    case sessionStarted(Session)
    case signedIn(Token)
    case cleared(Nothing)
    case tab(TabAction)
  }

  @Test func loneUnlabelledValueIsNamedByItsPosition() {
    #expect(LibraryAction.countLoaded(5).description == "LibraryAction.countLoaded {\n   .0: 5\n}")
  }

  @Test func loneOptionalIsWrittenWhole() {
    #expect(
      LibraryAction.limitChanged(2).description
        == "LibraryAction.limitChanged {\n   .0: Optional(2)\n}")
    #expect(
      LibraryAction.limitChanged(nil).description == "LibraryAction.limitChanged {\n   .0: nil\n}")
  }

  @Test func loneClassInstanceIsWrittenAsInterpolationWritesIt() {
    #expect(
      LibraryAction.sessionStarted(Session()).description
        == "LibraryAction.sessionStarted {\n"
        + "   .0: ReduxTests.ModernActionDescriptionRulesTests.Session\n}"
    )
  }

  @Test func structThatDescribesItselfIsNotOpened() {
    #expect(
      LibraryAction.signedIn(Token(value: 3)).description
        == "LibraryAction.signedIn {\n   .0: token-3\n}")
  }

  @Test func structWithoutFieldsIsNotOpened() {
    #expect(
      LibraryAction.cleared(Nothing()).description == "LibraryAction.cleared {\n   .0: Nothing()\n}"
    )
  }

  @Test func nestedEnumIsWrittenAsInterpolationWritesIt() {
    #expect(LibraryAction.tab(.closeAll).description == "LibraryAction.tab {\n   .0: closeAll\n}")
    #expect(
      LibraryAction.tab(.close(index: 2)).description
        == "LibraryAction.tab {\n   .0: close(index: 2)\n}")
  }

  /// A modern action that is also `CustomStringConvertible` by the default: interpolating it to
  /// name a case without a payload would call the default again, without end.
  enum SelfPrintingAction: ModernAction, CustomStringConvertible {
    case ping
    case pong(count: Int)
  }

  @Test func caseWithoutPayloadOfSelfPrintingActionIsItsTypeName() {
    #expect(SelfPrintingAction.ping.description == "SelfPrintingAction")
    #expect("\(SelfPrintingAction.pong(count: 1))" == "SelfPrintingAction.pong {\n   count: 1\n}")
  }

  struct Reload: ModernAction {
    let force: Bool
  }

  struct Refresh: ModernAction {}

  @Test func structActionIsItsTypeAndItsFields() {
    #expect(Reload(force: true).description == "Reload {\n   force: true\n}")
    #expect(Refresh().description == "Refresh")
  }
}
