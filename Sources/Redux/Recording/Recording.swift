import Foundation

/// A recorded session, read back: its header and its actions in the order they were processed.
///
/// A recording is a JSON Lines file written by an ``ActionRecorder``: a header
/// (``RecordingHeader``), then one line per action the store processed (the format is in
/// <doc:RecordingAndReplaying>). Reading checks every line, and a recording with any problem
/// gives a ``RecordingError`` that names the file and the line, and nothing else:
///
/// ```swift
/// let recording = try Recording(contentsOf: url, registry: .sampleApp)
/// let final = try recording.replay(
///   from: recording.initialState(as: AppState.self), reducer: AppState.reducer)
/// ```
///
/// A session that died while recording (a crash, `kill -9`, a power cut) may leave its last
/// line cut short. Such a recording reads up to its last whole action, and ``cutLine`` names the
/// line that was cut; anything else that is wrong is still an error, a cut line followed by
/// more lines included.
public struct Recording: Sendable {
  /// The file the recording was read from, as errors name it.
  public let file: String
  /// The first line: format version, app, initial state.
  public let header: RecordingHeader
  /// The actions, in the order the session processed them.
  public let actions: [RecordedAction]
  /// The number of the file's last line when the session ended while writing it, or `nil` when
  /// the file ends with a whole line.
  ///
  /// The recorder writes each line whole, with its line break, so a cut line is the action the
  /// session was writing when it died: it is not among ``actions``, which hold every action
  /// written before it. Tell the user, as `redux-cli replay` does:
  ///
  /// ```swift
  /// if let line = recording.cutLine {
  ///   print("\(recording.file):\(line): the recording ends in a cut line; "
  ///     + "\(recording.actions.count) actions replayed")
  /// }
  /// ```
  public let cutLine: Int?

  /// The place of the last action when the recording ends inside a batch, or `nil` when it ends
  /// between batches.
  ///
  /// The session died while its recorder wrote an ``ActionBatch``: the batch's first actions
  /// are in ``actions``, their places still counting the ones never written, and the store never
  /// published their state, since a batch is published after its last action. The place's
  /// ``BatchPlace/index`` is how many of the batch's ``BatchPlace/count`` actions were recorded.
  /// `redux-cli replay` and `inspect` say so on standard error, as for a ``cutLine``.
  public var unfinishedBatch: BatchPlace? {
    guard let place = actions.last?.batch, !place.isLast else { return nil }
    return place
  }

  /// Reads a recording from a file.
  ///
  /// - Parameters:
  ///   - url: The recording's file.
  ///   - registry: The app's recordable actions.
  /// - Throws: A ``RecordingError`` naming the file and the line of the first problem.
  public init(contentsOf url: URL, registry: ActionRegistry) throws(RecordingError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadableFile(file: url.path, reason: error.localizedDescription)
    }
    try self.init(data: data, file: url.path, registry: registry)
  }

  /// Reads a recording from its text.
  ///
  /// - Parameters:
  ///   - text: The JSON Lines of the recording.
  ///   - file: A name for the recording in errors, such as the file it came from.
  ///   - registry: The app's recordable actions.
  /// - Throws: A ``RecordingError`` naming `file` and the line of the first problem.
  public init(text: String, file: String, registry: ActionRegistry) throws(RecordingError) {
    try self.init(data: Data(text.utf8), file: file, registry: registry)
  }

  /// Reads a recording from its bytes, which may end in the middle of a character when the last
  /// line was cut.
  ///
  /// - Parameters:
  ///   - data: The bytes of the recording.
  ///   - file: A name for the recording in errors, such as the file it came from.
  ///   - registry: The app's recordable actions.
  /// - Throws: A ``RecordingError`` naming `file` and the line of the first problem.
  package init(data: Data, file: String, registry: ActionRegistry) throws(RecordingError) {
    let split = RecordingFileLines(data)
    guard let first = split.lines.first else {
      guard split.cutLine == nil else {
        throw .malformedLine(
          file: file, line: 1,
          problem: "the header line is cut short (no line break after it): the session ended "
            + "before its recording began")
      }
      throw .emptyFile(file: file)
    }
    let lines = split.lines
    self.file = file
    self.header = try RecordingHeader(line: first, file: file)
    self.cutLine = split.cutLine
    var actions: [RecordedAction] = []
    actions.reserveCapacity(lines.count - 1)
    var batches = BatchSequence()
    for (offset, line) in lines.dropFirst().enumerated() {
      let action = try ActionLine.read(
        line, number: offset + 2, file: file, registry: registry)
      guard action.position == actions.count + 1 else {
        throw .malformedLine(
          file: file, line: offset + 2,
          problem: "position \(action.position) where \(actions.count + 1) was expected")
      }
      if let problem = batches.next(action.batch) {
        throw .malformedLine(file: file, line: offset + 2, problem: problem)
      }
      actions.append(action)
    }
    // A recording that ends inside a batch is a session that died while its recorder wrote the
    // batch: the writer writes whole lines, so the lines it wrote are kept, with or without a
    // cut line after them, and their `batch` still counts the actions that are missing.
    self.actions = actions
  }

  /// The state the session started from, as the header holds it.
  ///
  /// - Parameter type: The app's state type.
  /// - Returns: The initial state.
  /// - Throws: ``RecordingError/missingInitialState(file:)`` when the recorder was not given an
  ///   `Encodable` state, ``RecordingError/undecodableInitialState(file:line:reason:)`` when it
  ///   does not decode as `type`.
  public func initialState<State: Decodable>(as type: State.Type) throws(RecordingError) -> State {
    try header.initialState(as: type, file: file)
  }

  var firstUnrecordable: RecordingError? {
    guard let action = actions.first(where: { !$0.isRecordable }) else { return nil }
    return .unrecordableAction(
      file: file, line: action.line, position: action.position, name: action.name,
      reason: action.unrecordableReason ?? "not recordable")
  }
}

/// The fields of an action line, without its payload.
private struct ActionLine: Decodable {
  let position: Int
  let time: String?
  let window: WindowUUID
  let instance: ScreenInstanceID?
  let action: String?
  let unrecordable: String?
  let type: String?
  let reason: String?
  /// What the action cost, on a line written while the store measured.
  let cost: ActionCost?
  /// The action's place in its batch, `[index, count]`, on a batch's action.
  let batch: [Int]?

  static func read(
    _ line: Data, number: Int, file: String, registry: ActionRegistry
  ) throws(RecordingError) -> RecordedAction {
    guard (try? JSONSerialization.jsonObject(with: line)) is [String: Any] else {
      throw .notJSON(file: file, line: number)
    }
    let fields: ActionLine
    do {
      fields = try JSONDecoder().decode(ActionLine.self, from: line)
    } catch let error as DecodingError {
      throw .malformedLine(file: file, line: number, problem: error.reason)
    } catch {
      throw .malformedLine(file: file, line: number, problem: "\(error)")
    }
    var time: Date?
    if let text = fields.time {
      guard let date = RecordingLines.time(from: text) else {
        throw .malformedLine(
          file: file, line: number,
          problem: "the time '\(text.prefix(40))' is not an ISO 8601 date and time")
      }
      time = date
    }
    var batch: BatchPlace?
    if let numbers = fields.batch {
      guard let place = BatchPlace(numbers: numbers) else {
        throw .malformedLine(file: file, line: number, problem: BatchPlace.malformedProblem)
      }
      batch = place
    }
    if let name = fields.action {
      guard let entry = registry.entry(named: name) else {
        throw .unknownActionType(file: file, line: number, name: name)
      }
      if let instance = fields.instance, !entry.takesScreenInstance {
        throw .malformedLine(
          file: file, line: number,
          problem: "\(name) is aimed at screen instance \(instance) but is not an "
            + "InstanceRecordableAction")
      }
      if let enumName = entry.enumName, let type = fields.type, !type.hasPrefix(name + ".") {
        throw .malformedLine(
          file: file, line: number,
          problem: "'\(type)' is not a case of '\(name)', the enum \(enumName); the line was "
            + "recorded for another action of that name, such as a class of an older version "
            + "of the app")
      }
      let make: @Sendable (WindowUUID, ScreenInstanceID?) -> Action
      do {
        make = try entry.decode(line)
      } catch let error as DecodingError {
        throw .undecodablePayload(file: file, line: number, name: name, reason: error.reason)
      } catch {
        throw .undecodablePayload(file: file, line: number, name: name, reason: "\(error)")
      }
      // The `type` is written for people reading the file, but one that contradicts the payload
      // means the line was edited by hand and half done: refused, rather than replayed as
      // whichever of the two the reader trusts.
      if let type = fields.type {
        let made = RecordingEntry.describeType(of: make(fields.window, fields.instance))
        guard type == made else {
          throw .malformedLine(
            file: file, line: number,
            problem: "the type is '\(type)', but the payload makes \(made)")
        }
      }
      return RecordedAction(
        position: fields.position, line: number, windowUUID: fields.window,
        screenInstance: fields.instance, name: name, typeDescription: fields.type,
        unrecordableReason: nil, time: time, cost: fields.cost, batch: batch,
        isModernAction: entry.enumName != nil, make: make)
    }
    guard let name = fields.unrecordable else {
      throw .malformedLine(
        file: file, line: number, problem: "an action line needs 'action' or 'unrecordable'")
    }
    return RecordedAction(
      position: fields.position, line: number, windowUUID: fields.window, screenInstance: nil,
      name: name, typeDescription: fields.type,
      unrecordableReason: fields.reason ?? "not recordable", time: time, cost: fields.cost,
      batch: batch, isModernAction: false, make: nil)
  }
}
