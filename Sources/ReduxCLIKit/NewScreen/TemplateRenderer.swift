import Foundation

/// Fills a template's `{{placeholder}}`s with their values, and keeps or drops its sections.
///
/// ```swift
/// try TemplateRenderer.render("struct {{Name}}State {}", values: ["Name": "Profile"])
/// // "struct ProfileState {}"
/// ```
///
/// A section is the lines between `{{#name}}` and `{{/name}}`, each tag alone on its line: they
/// are kept when the section is on and dropped when it is off, and the tags' own lines always
/// go. Sections may nest; a line is kept when every section around it is on.
///
/// ```text
/// {{#enumActions}}
/// store.dispatch({{Name}}Action.buttonTapped, forWindowUUID: windowUUID)
/// {{/enumActions}}
/// ```
enum TemplateRenderer {
  /// Why a template could not be rendered.
  enum Failure: Error, Equatable {
    /// A placeholder with no value.
    case unknownPlaceholder(String)
    /// `{{` without its `}}`.
    case unclosedPlaceholder
    /// `{{#name}}` or `{{/name}}` for a section that does not exist, on a line (from 1).
    case unknownSection(String, line: Int)
    /// `{{#name}}`, on a line (from 1), without its `{{/name}}`.
    case unclosedSection(String, line: Int)
    /// `{{/name}}`, on a line (from 1), where it closes no section: none is open, or `open` is,
    /// and must be closed first.
    case unexpectedSectionEnd(String, line: Int, open: String?)
    /// A section tag with other text on its line (from 1).
    case sectionTagNotAlone(String, line: Int)
  }

  /// Returns the text with its sections kept or dropped and every placeholder replaced by its
  /// value.
  ///
  /// - Parameters:
  ///   - text: The template.
  ///   - values: The value of each placeholder, by name.
  ///   - sections: Whether each section is on, by name.
  /// - Returns: The rendered text.
  /// - Throws: ``Failure`` for a placeholder without a value or an unclosed one, and for a
  ///   section that is unknown, unclosed, closed out of turn or shares its tag's line.
  static func render(
    _ text: String,
    values: [String: String],
    sections: [String: Bool] = [:]
  ) throws(Failure) -> String {
    let kept = try keepingSections(of: text, sections)
    var result = ""
    var rest = kept[...]
    while let open = rest.range(of: "{{") {
      result += rest[..<open.lowerBound]
      let afterOpen = rest[open.upperBound...]
      guard let close = afterOpen.range(of: "}}") else { throw .unclosedPlaceholder }
      let name = String(afterOpen[..<close.lowerBound])
      guard let value = values[name] else { throw .unknownPlaceholder(name) }
      result += value
      rest = afterOpen[close.upperBound...]
    }
    return result + rest
  }

  /// The text without the tags' lines and the lines of sections that are off; every other line
  /// keeps its line break ("\n" or "\r\n").
  private static func keepingSections(
    of text: String,
    _ sections: [String: Bool]
  ) throws(Failure) -> String {
    guard text.contains("{{#") || text.contains("{{/") else { return text }
    // The open sections, innermost last, with the line of each `{{#name}}`.
    var open: [(name: String, line: Int)] = []
    var result = ""
    var lineNumber = 0
    for line in linesWithBreaks(of: text) {
      lineNumber += 1
      guard let tag = try sectionTag(in: line, lineNumber: lineNumber) else {
        if open.allSatisfy({ sections[$0.name] == true }) { result += line }
        continue
      }
      guard sections[tag.name] != nil else {
        throw .unknownSection(tag.name, line: lineNumber)
      }
      if tag.opens {
        open.append((tag.name, lineNumber))
      } else if open.last?.name == tag.name {
        open.removeLast()
      } else {
        throw .unexpectedSectionEnd(tag.name, line: lineNumber, open: open.last?.name)
      }
    }
    if let unclosed = open.last {
      throw .unclosedSection(unclosed.name, line: unclosed.line)
    }
    return result
  }

  /// The section tag that is a line, if any: `{{#name}}` opens, `{{/name}}` closes.
  private static func sectionTag(
    in line: String,
    lineNumber: Int
  ) throws(Failure) -> (name: String, opens: Bool)? {
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    for (marker, opens) in [("{{#", true), ("{{/", false)] {
      guard let start = line.range(of: marker) else { continue }
      let afterMarker = line[start.upperBound...]
      let name = String(afterMarker.prefix { $0 != "}" })
      guard trimmed == marker + name + "}}" else {
        throw .sectionTagNotAlone(marker + name + "}}", line: lineNumber)
      }
      return (name, opens)
    }
    return nil
  }

  /// The lines of a text, each with its line break, if it has one.
  private static func linesWithBreaks(of text: String) -> [String] {
    var lines: [String] = []
    var line = ""
    for character in text {
      line.append(character)
      if character == "\n" || character == "\r\n" {
        lines.append(line)
        line = ""
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
