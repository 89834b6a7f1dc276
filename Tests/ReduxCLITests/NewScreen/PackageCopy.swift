import Foundation

/// A copy of parts of this package in a temporary folder, for running `new-screen` against.
struct PackageCopy {
  /// This package's root, found from this file's path.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // NewScreen
    .deletingLastPathComponent()  // ReduxCLITests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The copy's folder.
  let root: URL

  /// Copies the given paths of the package into a new temporary folder.
  ///
  /// - Parameters:
  ///   - paths: Paths relative to the package's root.
  init(
    _ paths: [String] = ["Package.swift", "Sources/SampleApp", "Tests/SampleAppTests", "Templates"]
  )
    throws
  {
    let manager = FileManager.default
    root = manager.temporaryDirectory.appendingPathComponent("new-screen-\(UUID().uuidString)")
    for path in paths {
      let destination = root.appendingPathComponent(path)
      try manager.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try manager.copyItem(at: Self.repositoryRoot.appendingPathComponent(path), to: destination)
    }
  }

  /// Removes the copy.
  func remove() {
    try? FileManager.default.removeItem(at: root)
  }

  /// The URL of a path in the copy.
  func url(_ path: String) -> URL {
    root.appendingPathComponent(path)
  }

  /// Reads a file of the copy.
  func read(_ path: String) throws -> String {
    try String(contentsOf: url(path), encoding: .utf8)
  }

  /// Writes a file of the copy, making its folder.
  func write(_ path: String, _ text: String) throws {
    try FileManager.default.createDirectory(
      at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url(path))
  }

  /// Every file and folder of the copy with its contents (folders have none), to check that a
  /// refused command changed nothing.
  func snapshot() throws -> [String: Data] {
    var result: [String: Data] = [:]
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(atPath: root.path) else { return result }
    while let path = enumerator.nextObject() as? String {
      if path.hasPrefix(".build") { continue }
      var isDirectory: ObjCBool = false
      _ = manager.fileExists(atPath: url(path).path, isDirectory: &isDirectory)
      result[path] = isDirectory.boolValue ? Data() : try Data(contentsOf: url(path))
    }
    return result
  }
}
