import Redux

/// A counter's actions in the shape of Firefox's fake modern action, whose description tests
/// ours follow; the names are theirs, so that the expected descriptions read as theirs do.
///
/// The types are internal rather than private: interpolation writes a struct nested in a value
/// with its module, `ReduxTests.FakeComplicatedPayload`, and a private type's name would carry
/// its file's context as well.
enum FakeReduxModernAction: ModernAction, Equatable {
  case requestInitialValue
  case initialValueLoaded(initialValue: Int)

  // The counter and private mode of Firefox's store and integration tests.
  case increaseCounter
  case decreaseCounter
  case counterIncreased(counterValue: Int)
  case counterDecreased(counterValue: Int)
  case setPrivateModeTo(Bool)
  case privateModeUpdated(Bool)

  case complicatedActionLabelledPayload(labelled: FakeComplicatedPayload)
  case complicatedActionUnlabelledPayload(FakeComplicatedPayload)

  // Payloads that mix labelled and unlabelled values; an action should not, but the description
  // must still say which value is which.
  case mixedLabelsPayload1(isPrivate: Bool, FakeComplicatedPayload)
  case mixedLabelsPayload2(Bool, complicatedPayload: FakeComplicatedPayload)
  case mixedLabelsPayload3(Bool, FakeComplicatedPayload)
  case mixedLabelsPayload4(isPrivate: Bool, complicatedPayload: FakeComplicatedPayload)

  case nestedObjectPayload(nestedObject: FakeNestedComplicatedPayload)
}

struct FakeComplicatedPayload: Sendable, Equatable {
  let someBool: Bool
  let someCount: Int
  let someOptionalCount: Int?

  /// The payload most tests carry: `true`, 4 and `Optional(2)`.
  static let sample = FakeComplicatedPayload(someBool: true, someCount: 4, someOptionalCount: 2)
}

struct FakeNestedComplicatedPayload: Sendable, Equatable {
  let someString: String
  let nestedComponent: FakeComplicatedPayload
  let optionalNestedComponent: FakeComplicatedPayload?
}
