import Redux
import Testing

/// The cases of Firefox's `ModernActionTests`, with their expected descriptions.
@Suite("ModernAction descriptions, as Firefox writes them")
struct ModernActionDescriptionTests {
  @Test func caseWithoutPayloadIsTypeDotCase() {
    let action = FakeReduxModernAction.requestInitialValue
    #expect(action.description == "FakeReduxModernAction.requestInitialValue")
  }

  @Test func labelledValueIsOnItsOwnLine() {
    let action = FakeReduxModernAction.initialValueLoaded(initialValue: 3)
    #expect(
      action.description == """
        FakeReduxModernAction.initialValueLoaded {
           initialValue: 3
        }
        """
    )
  }

  @Test func labelledStructIsWrittenWhole() {
    let action = FakeReduxModernAction.complicatedActionLabelledPayload(labelled: .sample)
    #expect(
      action.description == """
        FakeReduxModernAction.complicatedActionLabelledPayload {
           labelled: FakeComplicatedPayload(someBool: true, someCount: 4, \
        someOptionalCount: Optional(2))
        }
        """
    )
  }

  @Test func loneUnlabelledStructIsOpenedIntoItsFields() {
    let action = FakeReduxModernAction.complicatedActionUnlabelledPayload(.sample)
    #expect(
      action.description == """
        FakeReduxModernAction.complicatedActionUnlabelledPayload {
           someBool: true,
           someCount: 4,
           someOptionalCount: Optional(2)
        }
        """
    )
  }

  @Test func labelledValueThenUnlabelledStruct() {
    let action = FakeReduxModernAction.mixedLabelsPayload1(isPrivate: true, .sample)
    #expect(
      action.description == """
        FakeReduxModernAction.mixedLabelsPayload1 {
           isPrivate: true,
           .1: FakeComplicatedPayload(someBool: true, someCount: 4, someOptionalCount: Optional(2))
        }
        """
    )
  }

  @Test func unlabelledValueThenLabelledStruct() {
    let action = FakeReduxModernAction.mixedLabelsPayload2(true, complicatedPayload: .sample)
    #expect(
      action.description == """
        FakeReduxModernAction.mixedLabelsPayload2 {
           .0: true,
           complicatedPayload: FakeComplicatedPayload(someBool: true, someCount: 4, \
        someOptionalCount: Optional(2))
        }
        """
    )
  }

  @Test func unlabelledValueThenUnlabelledStruct() {
    let action = FakeReduxModernAction.mixedLabelsPayload3(true, .sample)
    #expect(
      action.description == """
        FakeReduxModernAction.mixedLabelsPayload3 {
           .0: true,
           .1: FakeComplicatedPayload(someBool: true, someCount: 4, someOptionalCount: Optional(2))
        }
        """
    )
  }

  @Test func labelledValueThenLabelledStruct() {
    let action = FakeReduxModernAction.mixedLabelsPayload4(
      isPrivate: true, complicatedPayload: .sample)
    #expect(
      action.description == """
        FakeReduxModernAction.mixedLabelsPayload4 {
           isPrivate: true,
           complicatedPayload: FakeComplicatedPayload(someBool: true, someCount: 4, \
        someOptionalCount: Optional(2))
        }
        """
    )
  }

  @Test func nestedStructsAreWrittenWithTheirModuleAndStringsQuoted() {
    let payload = FakeNestedComplicatedPayload(
      someString: "TestString",
      nestedComponent: FakeComplicatedPayload(someBool: true, someCount: 1, someOptionalCount: 2),
      optionalNestedComponent: FakeComplicatedPayload(
        someBool: false, someCount: 10, someOptionalCount: 9)
    )
    let action = FakeReduxModernAction.nestedObjectPayload(nestedObject: payload)
    #expect(
      action.description == """
        FakeReduxModernAction.nestedObjectPayload {
           nestedObject: FakeNestedComplicatedPayload(someString: "TestString", \
        nestedComponent: ReduxTests.FakeComplicatedPayload(someBool: true, someCount: 1, \
        someOptionalCount: Optional(2)), \
        optionalNestedComponent: Optional(ReduxTests.FakeComplicatedPayload(someBool: false, \
        someCount: 10, someOptionalCount: Optional(9))))
        }
        """
    )
  }
}
