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
    /// A line to write at once.
    case entry(RecordingEntry)
    /// A line to hold until the cost of its action arrives (`RecorderCostLink`): the action's
    /// key, and the measured processing it belongs to.
    case heldEntry(RecordingEntry, epoch: UInt64, key: ObjectIdentifier)
    /// The costs of a processing's actions: the held lines are written, with theirs.
    case costs(epoch: UInt64, [KeyedCost])
    /// The held lines are written without a cost: the measurement stopped.
    case releaseHeld
    case flush(CheckedContinuation<RecordingError?, Never>)
    case close(CheckedContinuation<RecordingError?, Never>)
  }

  /// An action's cost, and the action it is for (its object's identity).
  struct KeyedCost: Sendable {
    let key: ObjectIdentifier
    let cost: ActionCost
  }

  /// A line held for its action's cost.
  private struct HeldLine {
    let entry: RecordingEntry
    let epoch: UInt64
    let key: ObjectIdentifier
    var cost: ActionCost?
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
    // Lines wait here only from their action's middleware to the end of its processing.
    var held: [HeldLine] = []
    func write(_ data: Data) {
      guard let open = sink, failure == nil else { return }
      do {
        try open.write(data)
      } catch {
        failure = .writeFailed(file: file, reason: error.localizedDescription)
      }
    }
    func writeLine(_ entry: RecordingEntry, cost: ActionCost?) {
      position += 1
      write(RecordingLines.line(position: position, entry, cost: cost))
    }
    // In the order they were recorded, each with its cost if it came.
    func writeHeld() {
      for line in held { writeLine(line.entry, cost: line.cost) }
      held.removeAll()
    }
    for await command in commands {
      switch command {
      case .header(let data):
        write(data)
      case .entry(let entry):
        writeHeld()
        writeLine(entry, cost: nil)
      case .heldEntry(let entry, let epoch, let key):
        held.append(HeldLine(entry: entry, epoch: epoch, key: key))
      case .costs(let epoch, let costs):
        for keyed in costs {
          let line = held.firstIndex {
            $0.epoch == epoch && $0.key == keyed.key && $0.cost == nil
          }
          if let line { held[line].cost = keyed.cost }
        }
        writeHeld()
      case .releaseHeld:
        writeHeld()
      case .flush(let done):
        writeHeld()
        done.resume(returning: failure)
      case .close(let done):
        writeHeld()
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
    writeHeld()
    try? sink?.close()
  }
}
