/// Lines to add to an app file, before a given line.
struct SourceInsertion: Equatable {
  /// The index of the line the new lines go before.
  var line: Int
  /// The new lines, indented.
  var lines: [String]
  /// What the lines are, such as "AppScreenState.reducer arm".
  var label: String

  /// Makes an insertion from a snippet, indenting each non-empty line.
  ///
  /// - Parameters:
  ///   - snippet: The snippet's lines, written at column 0.
  ///   - line: The line the snippet goes before.
  ///   - indentation: The indentation to add.
  ///   - label: What the snippet is.
  init(snippet: [String], before line: Int, indentation: String, label: String) {
    self.line = line
    self.lines = snippet.map { $0.isEmpty ? $0 : indentation + $0 }
    self.label = label
  }
}

/// An app file with the lines `new-screen` adds to it.
struct FileEdit: Equatable {
  /// The path relative to the package.
  var path: String
  /// The file's text when it was read.
  var originalText: String
  /// The insertions, in the order they were planned.
  var insertions: [SourceInsertion]

  /// The file's text with every insertion made. The added lines end with the file's own line
  /// break, "\n" or "\r\n", and every other line keeps its own.
  var updatedText: String {
    var text = TextLines(originalText)
    // From the bottom up, so that earlier line numbers stay valid; a stable sort keeps the
    // planned order of insertions before the same line.
    let ordered = insertions.enumerated().sorted {
      ($0.element.line, $0.offset) > ($1.element.line, $1.offset)
    }
    for (_, insertion) in ordered {
      text.insert(insertion.lines, at: insertion.line)
    }
    return text.text
  }
}
