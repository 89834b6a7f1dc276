import Foundation
import ReduxDevTools

/// A file `inspect` writes, which must never replace a file it did not make.
///
/// A file counts as made by `inspect` when its first 4 KB hold the marker of its kind: the
/// page's `<meta name="generator" content="ReduxDevTools inspector">`, or a DevTools file's
/// `"generator":"ReduxDevTools"`, which the `@@INIT` action carries at the start of the file.
/// Any other file at the path is refused unless `--force` is given.
struct OutputFile {
  /// Where to write.
  let url: URL
  /// What marks a file of this kind as made by `inspect`.
  let marker: String

  /// The marker of a page.
  static let pageMarker = SessionInspector.generatorMeta
  /// The marker of a DevTools file.
  static let devToolsMarker = "\"generator\":\"\(DevToolsExport.generator)\""

  /// Why the file cannot be written, or `nil` when it can: the path is a folder, or holds a
  /// file without the marker and `force` is not set.
  ///
  /// - Parameter force: Whether to replace a file `inspect` did not make.
  /// - Returns: One line naming the path, or `nil`.
  func refusal(force: Bool) -> String? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return nil
    }
    if isDirectory.boolValue { return "\(url.path) is a folder; name a file to write" }
    if force { return nil }
    let start = (try? FileHandle(forReadingFrom: url)).flatMap { handle in
      defer { try? handle.close() }
      return try? handle.read(upToCount: 4096)
    }
    if let start, start.range(of: Data(marker.utf8)) != nil { return nil }
    return "\(url.path) exists and was not written by 'redux-cli inspect'; pass --force to "
      + "replace it"
  }

  /// Writes the contents whole, replacing the file at once.
  ///
  /// - Parameter data: The contents.
  /// - Throws: The error of the write.
  func write(_ data: Data) throws {
    try data.write(to: url, options: .atomic)
  }
}
