import Foundation

/// Made and used by the writer's task only, never on the main actor.
///
/// Each `write` is given one whole line of the recording with its line break, and writes all of
/// it or throws. After a write throws, the writer writes nothing more, so a line written partway
/// (a full disk) is the file's last, which a ``Recording`` reads as a cut line.
protocol RecordingSink: AnyObject {
  func write(_ data: Data) throws
  func close() throws
}

final class FileRecordingSink: RecordingSink {
  private let handle: FileHandle

  init(url: URL) throws {
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    handle = try FileHandle(forWritingTo: url)
  }

  /// Writes one line with one `write` system call of the whole line and its line break (a
  /// `Data` is one buffer): a process killed between two writes leaves whole lines, and one
  /// killed during a write leaves at most that line cut, at the end of the file.
  /// `FileHandle.write(contentsOf:)` writes the rest again after a partial write until the whole
  /// line is written, and throws when the system refuses (a full disk).
  func write(_ data: Data) throws {
    try handle.write(contentsOf: data)
  }

  func close() throws {
    try handle.close()
  }
}

enum RecordingWriter {
  enum Command: Sendable {
    case header(Data)
    case entry(RecordingEntry)
    case flush(CheckedContinuation<RecordingError?, Never>)
    case close(CheckedContinuation<RecordingError?, Never>)
  }

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
