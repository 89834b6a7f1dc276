import Foundation
import SampleApp

/// A fresh temporary folder for a recording, removed by `cleanUp()`.
struct RecordingFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("sample-recording-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of a file in the folder.
  func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  func cleanUp() {
    try? FileManager.default.removeItem(at: url)
  }
}

/// A suggestion service that always suggests the same title, and counts its calls.
final class FixedSuggestionService: TodoSuggestionService, @unchecked Sendable {
  // Safety of `@unchecked Sendable`: `calls` is read and written only inside `lock.withLock`.
  private let lock = NSLock()
  private var calls = 0
  let title: String

  init(title: String) {
    self.title = title
  }

  var callCount: Int { lock.withLock { calls } }

  func suggestion(after items: [TodoItem]) async throws -> String {
    lock.withLock { calls += 1 }
    return title
  }
}
