import Foundation

/// The first line of a recording: which format it is written in, which app wrote it, and the
/// state the session started from.
///
/// ```json
/// {"formatVersion":1,"app":"SampleApp","initialState":{"activeScreens":{"closedWindows":[],"windows":[]},"settings":{"backgroundColor":"red","textColor":"white"}}}
/// ```
///
/// `initialState` is there when the recorder was given an `Encodable` state; a replay reads it
/// with ``Recording/initialState(as:)``. Without it, the replay is given the initial state.
public struct RecordingHeader: Sendable, Equatable {
  /// The version of the format this library writes, and the newest it reads.
  public static let currentFormatVersion = 1

  /// The version of the format the recording is written in.
  public let formatVersion: Int
  /// The name of the app that made the recording, as its recorder was told.
  public let app: String
  /// The header line as written; the initial state is decoded from it on request.
  let line: Data
  /// Whether the header holds the initial state.
  public let hasInitialState: Bool

  init(line: Data, file: String) throws(RecordingError) {
    guard
      let object = try? JSONSerialization.jsonObject(with: line, options: [.fragmentsAllowed]),
      let fields = object as? [String: Any]
    else { throw .notJSON(file: file, line: 1) }
    guard fields["formatVersion"] != nil else {
      throw .missingFormatVersion(file: file, line: 1)
    }
    let typed = try? JSONDecoder().decode(HeaderFields.self, from: line)
    guard let version = typed?.formatVersion, version >= 1 else {
      throw .malformedLine(
        file: file, line: 1, problem: "formatVersion must be a whole number from 1")
    }
    guard version <= Self.currentFormatVersion else {
      throw .newerFormatVersion(
        file: file, line: 1, version: version, supported: Self.currentFormatVersion)
    }
    guard let app = typed?.app else {
      throw .malformedLine(file: file, line: 1, problem: "the header has no 'app' name")
    }
    self.formatVersion = version
    self.app = app
    self.line = line
    self.hasInitialState = fields["initialState"].map { !($0 is NSNull) } ?? false
  }

  func initialState<State: Decodable>(
    as type: State.Type, file: String
  ) throws(RecordingError) -> State {
    guard hasInitialState else { throw .missingInitialState(file: file) }
    do {
      return try JSONDecoder().decode(InitialStateField<State>.self, from: line).initialState
    } catch let error as DecodingError {
      throw .undecodableInitialState(file: file, line: 1, reason: error.reason)
    } catch {
      throw .undecodableInitialState(file: file, line: 1, reason: "\(error)")
    }
  }
}

private struct HeaderFields: Decodable {
  let formatVersion: Int
  let app: String?
}

private struct InitialStateField<State: Decodable>: Decodable {
  let initialState: State
}
