import Foundation
import Testing

@testable import ReduxCLIKit

/// The local disk, except that one write fails: to check that the changes made before it are
/// undone.
private struct FailingFileSystem: FileSystem {
  let disk = LocalFileSystem()
  /// How many writes succeed before one fails.
  let successfulWrites: Int
  /// How many writes were attempted; shared by the copies of the value.
  let writes = Counter()

  final class Counter: @unchecked Sendable {
    // Only used from the one test that owns it, on one task: no concurrent access.
    var value = 0
  }

  /// Fails the write after `successfulWrites`, once: the writes that undo changes succeed.
  private func write() throws {
    writes.value += 1
    if writes.value - 1 == successfulWrites { throw CocoaError(.fileWriteOutOfSpace) }
  }

  func itemExists(atPath path: String) -> Bool { disk.itemExists(atPath: path) }
  func directoryExists(atPath path: String) -> Bool { disk.directoryExists(atPath: path) }
  func contents(ofFile path: String) throws -> String { try disk.contents(ofFile: path) }
  func files(under directory: String) throws -> [String] { try disk.files(under: directory) }
  func removeItem(atPath path: String) throws { try disk.removeItem(atPath: path) }

  func createDirectory(atPath path: String) throws {
    try write()
    try disk.createDirectory(atPath: path)
  }

  func createFile(atPath path: String, contents: String) throws {
    try write()
    try disk.createFile(atPath: path, contents: contents)
  }

  func replaceFile(atPath path: String, contents: String) throws {
    try write()
    try disk.replaceFile(atPath: path, contents: contents)
  }
}

@Suite("new-screen: all or nothing")
struct PlanWriterTests {
  /// The plan of a screen `Profile` with a middleware, in a copy of the package.
  private func profilePlan(in copy: PackageCopy) throws -> ScreenGenerationPlan {
    let generator = ScreenGenerator(
      packageDirectory: copy.root.path,
      templatesDirectory: copy.url("Templates").path,
      appModule: "SampleApp",
      fileSystem: LocalFileSystem())
    return try generator.plan(ScreenName(validating: "Profile"), includeMiddleware: true)
  }

  /// A screen with a middleware writes 3 folders, 6 files and 5 edits: a failure at any of those
  /// 14 writes leaves the package exactly as it was.
  @Test(arguments: 0..<14)
  func aFailedWriteUndoesEveryChange(successfulWrites: Int) throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    let plan = try profilePlan(in: copy)
    let before = try copy.snapshot()
    let fileSystem = FailingFileSystem(successfulWrites: successfulWrites)

    #expect(throws: NewScreenError.self) {
      try PlanWriter(fileSystem: fileSystem, packageDirectory: copy.root.path).apply(plan)
    }
    #expect(fileSystem.writes.value >= successfulWrites + 1)
    #expect(try copy.snapshot() == before)
  }

  @Test func withoutFailuresEveryWriteIsMade() throws {
    let copy = try PackageCopy()
    defer { copy.remove() }
    let plan = try profilePlan(in: copy)
    let fileSystem = FailingFileSystem(successfulWrites: .max)

    try PlanWriter(fileSystem: fileSystem, packageDirectory: copy.root.path).apply(plan)
    #expect(fileSystem.writes.value == 15)
    #expect(plan.creations.count == 6)
    // The eleven arms and cases of a screen, its middleware, and the arm in the sample app's
    // `AppScreenState.reduce(_:with:)`.
    #expect(plan.edits.map(\.insertions.count).reduce(0, +) == 13)
  }
}
