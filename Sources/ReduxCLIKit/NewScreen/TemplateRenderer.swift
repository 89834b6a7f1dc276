import Foundation

/// Fills a template's `{{placeholder}}`s with their values.
///
/// ```swift
/// try TemplateRenderer.render("struct {{Name}}State {}", values: ["Name": "Profile"])
/// // "struct ProfileState {}"
/// ```
enum TemplateRenderer {
  /// Why a template could not be rendered.
  enum Failure: Error, Equatable {
    /// A placeholder with no value.
    case unknownPlaceholder(String)
    /// `{{` without its `}}`.
    case unclosedPlaceholder
  }

  /// Returns the text with every placeholder replaced by its value.
  ///
  /// - Parameters:
  ///   - text: The template.
  ///   - values: The value of each placeholder, by name.
  /// - Returns: The rendered text.
  /// - Throws: ``Failure`` for a placeholder without a value or an unclosed one.
  static func render(_ text: String, values: [String: String]) throws(Failure) -> String {
    var result = ""
    var rest = text[...]
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
}
