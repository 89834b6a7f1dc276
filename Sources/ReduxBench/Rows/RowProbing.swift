/// A subject of the rows or batch workload: a list with one ``RowProbe`` per row, whose calls
/// can be compared probe by probe with another implementation's.
@MainActor
protocol RowProbing: MeasuredSubject {
  /// The probes, by row id.
  var probes: [RowProbe] { get }
}

extension RowProbing {
  /// The subscriber calls since the last reset, over every probe.
  var notificationCount: Int {
    probes.reduce(0) { $0 + $1.received }
  }

  /// Starts counting every probe's calls from zero.
  func resetNotificationCount() {
    for probe in probes { probe.resetCount() }
  }
}
