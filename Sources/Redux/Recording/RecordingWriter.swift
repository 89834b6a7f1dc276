import Foundation

/// Where a recorder's lines go: a file, or a test's own sink.
///
/// A sink is made and used by the writer's task only, never on the main actor.
protocol RecordingSink: AnyObject {
  /// Appends bytes.
  func write(_ data: Data) throws
  /// Writes what is pending and releases the sink.
  func close() throws
}

/// A recording file, created (or emptied) when the writer starts.
final class FileRecordingSink: RecordingSink {
  private let handle: FileHandle

  init(url: URL) throws {
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    handle = try FileHandle(forWritingTo: url)
  }

  func write(_ data: Data) throws {
    try handle.write(contentsOf: data)
  }

  func close() throws {
    try handle.close()
  }
}

/// The writer of a recording: a task of its own, off the main actor, that takes the recorder's
/// commands in order, numbers the actions and writes their lines.
enum RecordingWriter {
  /// What the recorder asks of the writer.
  enum Command: Sendable {
    /// Write the header line.
    case header(Data)
    /// Write an action's line, at the next position.
    case entry(RecordingEntry)
    /// Report, once everything before has been written, the first failure so far.
    case flush(CheckedContinuation<RecordingError?, Never>)
    /// Close the sink, then report the first failure.
    case close(CheckedContinuation<RecordingError?, Never>)
  }

  /// Runs the writer until the commands end.
  ///
  /// - Parameters:
  ///   - commands: The recorder's commands, in the order it gave them.
  ///   - file: The recording's name, for errors.
  ///   - makeSink: Makes the sink, on the writer's task.
  static func run(
    _ commands: AsyncStream<Command>,
    file: String,
    makeSink: @Sendable () throws -> any RecordingSink
  ) async {
    var failure: RecordingError?
    var sink: (any RecordingSink)?
    do {
      sink = try makeSink()
    } catch {
      failure = .writeFailed(file: file, reason: error.localizedDescription)
    }
    var position = 0
    func write(_ data: Data) {
      guard let open = sink, failure == nil else { return }
      do {
        try open.write(data)
      } catch {
        failure = .writeFailed(file: file, reason: error.localizedDescription)
      }
    }
    for await command in commands {
      switch command {
      case .header(let data):
        write(data)
      case .entry(let entry):
        position += 1
        write(RecordingLines.line(position: position, entry))
      case .flush(let done):
        done.resume(returning: failure)
      case .close(let done):
        if let open = sink {
          sink = nil
          do {
            try open.close()
          } catch {
            failure = failure ?? .writeFailed(file: file, reason: error.localizedDescription)
          }
        }
        done.resume(returning: failure)
      }
    }
    try? sink?.close()
  }
}
