import Foundation

/// A recorder's clock for recordings that tests compare byte for byte: every action is
/// processed at the same instant, written as ``fixedText``.
///
/// ```swift
/// let recorder = ActionRecorder<AppState>(
///   writingTo: url, app: "SampleApp", registry: .sampleApp, clock: { RecordingClock.fixed })
/// ```
public enum RecordingClock {
  /// 28 November 2026, 17:30:05.250 UTC.
  public static let fixed = Date(timeIntervalSince1970: 1_795_887_005.25)

  /// ``fixed`` as a recording's line writes it.
  public static let fixedText = "2026-11-28T17:30:05.250Z"
}
