/// Swift's reserved words: a screen's case name (`case profile`, `.profile`) may not be one, as
/// an enum case cannot be named by a reserved word without backticks.
///
/// Contextual keywords are not among them. `open`, `package`, `actor`, `async`, `await`, `any`,
/// `some`, `each`, `macro`, `borrowing`, `consuming` and `nonisolated` are keywords only where a
/// declaration or an expression gives them that role, and name an enum case like any other
/// word, as the generated code uses it. A screen's type name is never used alone (`ProfileState`,
/// `ProfileController`), so only its case name is checked.
enum SwiftKeywords {
  /// The words that cannot name an enum case.
  static let reserved: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
    "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
    "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
    "in", "repeat", "return", "switch", "throw", "where", "while", "as", "false", "is", "nil",
    "self", "super", "throws", "true", "try",
  ]
}
