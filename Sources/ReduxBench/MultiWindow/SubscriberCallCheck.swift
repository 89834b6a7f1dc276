/// The check made before the multi-window workload is timed: over the same actions, each floor,
/// and the app's code run alone, call exactly the subscribers the store calls, as often and with
/// the same states.
///
/// Every subject dispatches the same number of actions from the start of the same script, with
/// its probes recording; then, screen by screen, the states each probe received are compared with
/// those the store's probe of that screen received.
@MainActor
enum SubscriberCallCheck {
  /// Checks the floors, and the app's code run alone, against the store.
  ///
  /// - Parameters:
  ///   - store: The store's subject, which has dispatched nothing since its probes subscribed.
  ///   - others: The implementations to check, by name, in the same state.
  ///   - windows: The window count, for the message.
  ///   - dispatches: How many actions each dispatches.
  /// - Throws: A ``BenchError`` naming the first implementation that differs, and where.
  static func verify(
    store: some ScreenProbing, others: [(name: String, subject: any ScreenProbing)],
    windows: Int, dispatches: Int
  ) throws(BenchError) {
    let expected = record(store, dispatches)
    for (name, subject) in others {
      let calls = record(subject, dispatches)
      if let difference = difference(calls, from: expected) {
        throw BenchError(
          problem: "\(name) does not make the store's subscriber calls at \(windows) windows "
            + "over the same \(dispatches) actions: \(difference); its times would not be "
            + "comparable")
      }
    }
  }

  /// Dispatches with every probe recording, and returns what each probe received.
  private static func record(
    _ subject: any ScreenProbing, _ dispatches: Int
  ) -> [[BenchPanelState?]] {
    for probe in subject.probes { probe.startRecording() }
    subject.dispatchNext(dispatches)
    return subject.probes.map { $0.stopRecording() }
  }

  /// Where two recordings first differ, as words; `nil` when they are the same.
  static func difference(
    _ calls: [[BenchPanelState?]], from expected: [[BenchPanelState?]]
  ) -> String? {
    guard calls.count == expected.count else {
      return "it has \(calls.count) screen subscribers where the store has \(expected.count)"
    }
    let total = calls.reduce(0) { $0 + $1.count }
    let expectedTotal = expected.reduce(0) { $0 + $1.count }
    let screens = BenchScreen.allCases
    for (index, (received, wanted)) in zip(calls, expected).enumerated() where received != wanted {
      let screen = "window \(index / screens.count), \(screens[index % screens.count]) screen"
      let counts = "\(total) calls in all where the store made \(expectedTotal)"
      guard received.count == wanted.count else {
        return "the \(screen) received \(received.count) states where the store's received "
          + "\(wanted.count) (\(counts))"
      }
      let call = received.indices.first { received[$0] != wanted[$0] } ?? 0
      return "call \(call + 1) to the \(screen) passed \(describe(received[call])) where the "
        + "store passed \(describe(wanted[call])) (\(counts))"
    }
    return nil
  }

  private static func describe(_ state: BenchPanelState?) -> String {
    guard let state else { return "no state" }
    return "taps \(state.taps), wasJustTapped \(state.wasJustTapped)"
  }
}
