/// The Swift files of the app's module, read once, with the lookups the wiring needs.
///
/// The app's test module is read the same way, to find the test types it already declares.
struct AppSources {
  /// One file of the module.
  struct File {
    /// The path relative to the package, as shown in messages.
    var path: String
    /// The file's text, as read.
    var text: String
    /// The file's code.
    var source: SwiftSource
  }

  /// A place in the module: a file and a line in it.
  struct Location {
    /// The file's index in ``files``.
    var file: Int
    /// The line's index in the file.
    var line: Int
  }

  /// The module's Swift files, sorted by path.
  var files: [File]

  /// Where a location is, as `path:line` with the line counted from 1.
  ///
  /// - Parameters:
  ///   - location: The location.
  /// - Returns: The text.
  func describe(_ location: Location) -> String {
    "\(files[location.file].path):\(location.line + 1)"
  }

  /// Every top-level line, in every file, whose code matches a pattern.
  ///
  /// - Parameters:
  ///   - pattern: The pattern.
  /// - Returns: The locations, in file order.
  func topLevelLines(matching pattern: Regex<Substring>) -> [Location] {
    files.indices.flatMap { index in
      let source = files[index].source
      return source.code.indices.filter {
        source.depthAtLineStart[$0] == 0 && source.code[$0].contains(pattern)
      }.map { Location(file: index, line: $0) }
    }
  }

  /// The first declaration of a member in a type's body or in one of its extensions.
  ///
  /// - Parameters:
  ///   - pattern: The member's pattern, such as `/\bfunc\s+screenState\b/`.
  ///   - typeName: The type.
  /// - Returns: The member's first line, or `nil`.
  func member(matching pattern: Regex<Substring>, inType typeName: String) -> Location? {
    let declaration = try? Regex(
      "\\b(?:enum|struct|class|actor|extension)\\s+\(typeName)\\b(?![.])", as: Substring.self)
    guard let declaration else { return nil }
    for location in topLevelLines(matching: declaration) {
      let source = files[location.file].source
      guard let body = source.block(openingFrom: location.line) else { continue }
      if let line = source.firstLine(matching: pattern, in: body.inside, atDepth: 1) {
        return Location(file: location.file, line: line)
      }
    }
    return nil
  }
}
