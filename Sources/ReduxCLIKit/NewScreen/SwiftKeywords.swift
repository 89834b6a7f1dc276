/// Swift's reserved words, which cannot name a type or an enum case without backticks.
enum SwiftKeywords {
  /// Keywords used in declarations, statements, expressions and types, and the names that
  /// cannot be redeclared as types (`Self`, `Any`, `Type`, `Protocol`).
  static let all: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
    "operator", "package", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "switch", "throw", "where", "while", "any", "as", "await", "false", "is", "nil",
    "self", "super", "throws", "true", "try", "some", "Any", "Self", "Type", "Protocol",
    "actor", "async", "each", "macro",
  ]
}
