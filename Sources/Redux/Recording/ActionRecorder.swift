import Foundation

/// Records a session: a middleware that writes every action the store processes to a JSON Lines
/// file, for replaying it later.
///
/// ```swift
/// let recorder = try ActionRecorder(
///   writingTo: url, app: "SampleApp", registry: .sampleApp, initialState: initialState)
/// let store = Store(
///   state: initialState, reducer: AppState.reducer,
///   middlewares: [recorder.middleware] + otherMiddlewares)
/// // … the session …
/// try await recorder.finish()
/// ```
///
/// The file has a header (``RecordingHeader``), then one line per action, in the order the store
/// processed them, numbered from 1, middlewares' actions included, so that a replay needs no
/// middleware. An action that cannot be recorded (its class is not a ``CustomRecordableAction``
/// in the ``ActionRegistry``, nor its enum a `Codable` ``ModernAction`` there, or it has no
/// payload) is written as a line that names it and says why; a replay refuses such a recording
/// rather than reach another state.
///
/// Without a recorder, the store runs only the middlewares it was given. With one, the middleware
/// encodes each action on the main actor and hands the bytes to a writer task of its own: the
/// main actor never waits for the disk. ``flush()`` waits until every action so far is written;
/// ``finish()`` also closes the file, and later actions are not recorded. Writing never stops the
/// app: its first problem (the file cannot be created, a write fails) ends the writing, and
/// ``flush()`` and ``finish()`` throw it.
public final class ActionRecorder<State>: Sendable {
  private let commands: AsyncStream<RecordingWriter.Command>.Continuation
  private let registry: ActionRegistry
  private let clock: @Sendable () -> Date
  private let writer: Task<Void, Never>
  /// Connects the recorder to a cost measurement (``recordCosts(of:)``).
  let costLink: RecorderCostLink

  /// Makes a recorder whose header holds the initial state, so that a replay needs only the file.
  /// The writer creates, or empties, the file off the main actor.
  ///
  /// - Parameters:
  ///   - url: The recording's file.
  ///   - app: The app's name, for the header.
  ///   - registry: The app's recordable actions.
  ///   - initialState: The state the store starts from; it must be the store's first state.
  ///   - clock: When an action is processed, written as its line's `time`; the system's clock
  ///     unless given, such as a fixed date for a recording a test compares byte for byte.
  /// - Throws: ``RecordingError/writeFailed(file:reason:)`` when the state does not encode.
  public convenience init(
    writingTo url: URL, app: String, registry: ActionRegistry, initialState: State,
    clock: @escaping @Sendable () -> Date = Date.init
  ) throws(RecordingError) where State: Encodable {
    let encoded: Data
    do {
      encoded = try RecordingLines.encoder.encode(initialState)
    } catch {
      throw .writeFailed(file: url.path, reason: "the initial state does not encode: \(error)")
    }
    self.init(
      file: url.path, app: app, registry: registry, initialState: encoded, clock: clock,
      makeSink: { try FileRecordingSink(url: url) })
  }

  /// Makes a recorder whose header does not hold the initial state: a replay is given it.
  ///
  /// - Parameters:
  ///   - url: The recording's file.
  ///   - app: The app's name, for the header.
  ///   - registry: The app's recordable actions.
  ///   - clock: When an action is processed; the system's clock unless given.
  public convenience init(
    writingTo url: URL, app: String, registry: ActionRegistry,
    clock: @escaping @Sendable () -> Date = Date.init
  ) {
    self.init(
      file: url.path, app: app, registry: registry, initialState: nil, clock: clock,
      makeSink: { try FileRecordingSink(url: url) })
  }

  init(
    file: String, app: String, registry: ActionRegistry, initialState: Data?,
    clock: @escaping @Sendable () -> Date = Date.init,
    makeSink: @escaping @Sendable () throws -> any RecordingSink
  ) {
    let (stream, continuation) = AsyncStream.makeStream(of: RecordingWriter.Command.self)
    self.commands = continuation
    self.costLink = RecorderCostLink(commands: continuation)
    self.registry = registry
    self.clock = clock
    continuation.yield(.header(RecordingLines.header(app: app, initialState: initialState)))
    self.writer = Task.detached {
      await RecordingWriter.run(stream, file: file, makeSink: makeSink)
    }
  }

  deinit {
    commands.finish()
  }

  /// The middleware to give to the store, anywhere among its middlewares: it records each action
  /// once the reducer has applied it, whatever the other middlewares do.
  ///
  /// Once ``recordCosts(of:)`` connected the recorder to the store's cost measurement, the line
  /// of each action waits in the writer for the action's cost, which the store reports at the
  /// end of the action's processing.
  public var middleware: Middleware<State> {
    { [self] _, action in
      let entry = RecordingEntry(action, registry: registry, time: clock())
      if let epoch = costLink.awaitedEpoch {
        commands.yield(.heldEntry(entry, epoch: epoch, key: ObjectIdentifier(action)))
      } else {
        commands.yield(.entry(entry))
      }
    }
  }

  /// Waits until every action recorded so far is written to the file.
  ///
  /// - Throws: The first ``RecordingError/writeFailed(file:reason:)`` of the recording, if any.
  public func flush() async throws(RecordingError) {
    let failure = await withCheckedContinuation { done in
      if case .terminated = commands.yield(.flush(done)) { done.resume(returning: nil) }
    }
    if let failure { throw failure }
  }

  /// Writes every action recorded so far and closes the file; later actions are not recorded.
  ///
  /// - Throws: The first ``RecordingError/writeFailed(file:reason:)`` of the recording, if any.
  public func finish() async throws(RecordingError) {
    let failure = await withCheckedContinuation { done in
      if case .terminated = commands.yield(.close(done)) { done.resume(returning: nil) }
    }
    commands.finish()
    await writer.value
    if let failure { throw failure }
  }
}
