import Foundation
import SampleApp
import Testing

@testable import Redux

@MainActor
@Suite("Sample app: recording off costs nothing")
struct RecordingOffTests {
  @Test func withoutARecorderTheStoreRunsNoRecordingMiddleware() async throws {
    let folder = try RecordingFolder()
    defer { folder.cleanUp() }
    let recorder = ActionRecorder<AppState>(
      writingTo: folder.file("on.jsonl"), app: "SampleApp", registry: .sampleApp)
    let off = makeAppStore(dependencies: AppDependencies(log: { _ in }))
    let on = makeAppStore(dependencies: AppDependencies(log: { _ in }, recorder: recorder))
    // The recorder is one middleware more; without it, nothing on the dispatch path records.
    #expect(on.core.middlewares.count == off.core.middlewares.count + 1)
    try await recorder.finish()
  }
}
