import Foundation

/// Made and used by the writer's task only, never on the main actor.
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
