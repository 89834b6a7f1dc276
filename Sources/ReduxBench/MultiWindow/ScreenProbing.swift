/// A multi-window subject whose every screen has a ``ScreenProbe`` as its subscriber, so that the
/// subscriber calls of two implementations can be compared screen by screen.
@MainActor
protocol ScreenProbing: MeasuredSubject {
  /// The probes: window after window in the order of the script's windows, and in each window
  /// screen after screen in the order of `BenchScreen.allCases`.
  var probes: [ScreenProbe] { get }
}

extension ScreenProbing {
  /// The states the probes received since the last reset.
  var notificationCount: Int {
    probes.reduce(0) { $0 + $1.received }
  }

  /// Starts every probe's count from zero.
  func resetNotificationCount() {
    for probe in probes { probe.resetCount() }
  }
}
