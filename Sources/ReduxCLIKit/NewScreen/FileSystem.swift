import Foundation

/// The file operations `new-screen` needs, behind a protocol so that tests can make one fail
/// half-way and check that every change is undone.
protocol FileSystem {
  /// Whether a file or folder exists at a path.
  func itemExists(atPath path: String) -> Bool
  /// Whether a folder exists at a path.
  func directoryExists(atPath path: String) -> Bool
  /// The UTF-8 text of a file.
  func contents(ofFile path: String) throws -> String
  /// The paths of the files under a folder, relative to it, sorted; hidden items are skipped.
  func files(under directory: String) throws -> [String]
  /// Makes a folder; its parent must exist.
  func createDirectory(atPath path: String) throws
  /// Writes a file that must not exist yet.
  func createFile(atPath path: String, contents: String) throws
  /// Replaces the contents of an existing file, atomically.
  func replaceFile(atPath path: String, contents: String) throws
  /// Removes a file or an empty folder.
  func removeItem(atPath path: String) throws
}

/// The local disk.
struct LocalFileSystem: FileSystem {
  private var manager: FileManager { .default }

  func itemExists(atPath path: String) -> Bool {
    manager.fileExists(atPath: path)
  }

  func directoryExists(atPath path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return manager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  func contents(ofFile path: String) throws -> String {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let text = String(data: data, encoding: .utf8) else {
      throw CocoaError(.fileReadInapplicableStringEncoding)
    }
    return text
  }

  func files(under directory: String) throws -> [String] {
    let root = URL(fileURLWithPath: directory)
    var found: [String] = []
    func walk(_ relative: String) throws {
      let folder = relative.isEmpty ? root : root.appendingPathComponent(relative)
      for name in try manager.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
        let path = relative.isEmpty ? name : relative + "/" + name
        if directoryExists(atPath: root.appendingPathComponent(path).path) {
          try walk(path)
        } else {
          found.append(path)
        }
      }
    }
    try walk("")
    return found.sorted()
  }

  func createDirectory(atPath path: String) throws {
    try manager.createDirectory(atPath: path, withIntermediateDirectories: false)
  }

  func createFile(atPath path: String, contents: String) throws {
    guard !manager.fileExists(atPath: path) else { throw CocoaError(.fileWriteFileExists) }
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
  }

  func replaceFile(atPath path: String, contents: String) throws {
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  func removeItem(atPath path: String) throws {
    try manager.removeItem(atPath: path)
  }
}
