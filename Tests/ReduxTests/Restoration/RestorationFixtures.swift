import Foundation
import Redux

extension TestScreenState: StateType {
  /// The state with its screen's transient flag reset.
  static func defaultState(from state: TestScreenState) -> TestScreenState {
    switch state {
    case .counter(let state): return .counter(CounterScreenState.defaultState(from: state))
    case .notes(let state): return .notes(NotesScreenState.defaultState(from: state))
    case .other(let state): return .other(OtherScreenState.defaultState(from: state))
    }
  }
}

extension Action {
  static func restore(_ snapshot: WindowsSnapshot<TestScreenState>) -> Action {
    RestoreWindowsAction(snapshot)
  }
}

/// Encodes and decodes windows snapshots of the test screens.
enum SnapshotJSON {
  static func encode(_ snapshot: WindowsSnapshot<TestScreenState>) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(snapshot)
  }

  static func decode(_ text: String) throws -> WindowsSnapshot<TestScreenState> {
    try JSONDecoder().decode(WindowsSnapshot<TestScreenState>.self, from: Data(text.utf8))
  }

  /// A snapshot's JSON with one window showing one counter, for the refusal tests to bend.
  static func text(
    version: String = "\"formatVersion\":1,",
    windows: String,
    closed: String = "[]"
  ) -> String {
    "{\(version)\"windows\":\(windows),\"closedWindows\":\(closed)}"
  }

  /// The instance identity with a number, decoded as a snapshot's are.
  static func instance(_ number: UInt64) throws -> ScreenInstanceID {
    try JSONDecoder().decode(ScreenInstanceID.self, from: Data("\(number)".utf8))
  }

  /// `{"instance":N,"state":{"counter":{…}}}` for a window.
  static func counter(_ instance: UInt64, of window: WindowUUID, count: Int = 0) -> String {
    "{\"instance\":\(instance),\"state\":{\"counter\":{\"_0\":{\"windowUUID\":"
      + "\"\(window.uuidString)\",\"count\":\(count),\"didIncrement\":false}}}}"
  }
}
