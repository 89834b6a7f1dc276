/// Everything `new-screen` will do, worked out before anything is written: the files to create
/// and the edits to make.
struct ScreenGenerationPlan: Equatable {
  /// The screen.
  var name: ScreenName
  /// The files to create, with paths relative to the package.
  var creations: [ScreenTemplates.File]
  /// The app files to edit.
  var edits: [FileEdit]

  /// The lines that list the plan, one per file: `create  path (n lines)` or
  /// `edit    path (snippets added)`.
  ///
  /// - Returns: The lines.
  func summaryLines() -> [String] {
    var lines = creations.map { file in
      "  create  \(file.path) (\(TextLines(file.contents).lines.count) lines)"
    }
    for edit in edits {
      let labels = edit.insertions.map(\.label).joined(separator: ", ")
      lines.append("  edit    \(edit.path) (\(labels))")
    }
    return lines
  }

  /// The edits as a unified diff, with one line of context around each insertion.
  var diff: String {
    var output: [String] = []
    for edit in edits {
      let original = TextLines(edit.originalText).lines
      output.append("--- \(edit.path)")
      output.append("+++ \(edit.path)")
      var added = 0
      let ordered = edit.insertions.enumerated().sorted {
        ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
      }
      for (_, insertion) in ordered {
        let before = insertion.line > 0 ? [original[insertion.line - 1]] : []
        let after = insertion.line < original.count ? [original[insertion.line]] : []
        let oldStart = insertion.line - before.count + 1
        let oldCount = before.count + after.count
        let newStart = oldStart + added
        output.append(
          "@@ -\(oldStart),\(oldCount) +\(newStart),\(oldCount + insertion.lines.count) @@ "
            + insertion.label)
        output += before.map { " " + $0 }
        output += insertion.lines.map { "+" + $0 }
        output += after.map { " " + $0 }
        added += insertion.lines.count
      }
    }
    return output.joined(separator: "\n")
  }
}
