import Foundation
import ReduxCLIKit
import Testing

@Suite("new-screen: screen names")
struct ScreenNameTests {
  @Test(arguments: [
    ("Profile", "profile", "profile", "Profile"),
    ("ShoppingCart", "shoppingCart", "shopping cart", "Shopping cart"),
    ("URLList", "urlList", "URL list", "URL list"),
    ("Step2Details", "step2Details", "step2 details", "Step2 details"),
    ("A", "a", "a", "A"),
  ])
  func derivesTheCaseNameAndTitles(
    name: String, caseName: String, title: String, capitalized: String
  )
    throws
  {
    let screen = try ScreenName(validating: name)
    #expect(screen.typeName == name)
    #expect(screen.caseName == caseName)
    #expect(screen.title == title)
    #expect(screen.capitalizedTitle == capitalized)
  }

  /// Contextual keywords name an enum case like any other word: only reserved words are refused.
  @Test(arguments: [
    ("Open", "open"), ("Package", "package"), ("Actor", "actor"), ("Async", "async"),
    ("Await", "await"), ("Any", "any"), ("Some", "some"), ("Each", "each"), ("Macro", "macro"),
    ("Type", "type"), ("Borrowing", "borrowing"), ("Nonisolated", "nonisolated"),
  ])
  func acceptsContextualKeywords(name: String, caseName: String) throws {
    #expect(try ScreenName(validating: name).caseName == caseName)
  }

  @Test(arguments: [
    ("", "error: '' cannot name a screen: a screen needs a name, such as Profile."),
    (
      "profile",
      "error: 'profile' cannot name a screen: a type name starts with an uppercase letter; did you mean Profile?"
    ),
    ("9Lives", "error: '9Lives' cannot name a screen: a type name starts with a letter."),
    (
      "Shopping-Cart",
      "error: 'Shopping-Cart' cannot name a screen: use only the letters A-Z and a-z and the digits 0-9, as in ShoppingCart."
    ),
    (
      "Café",
      "error: 'Café' cannot name a screen: use only the letters A-Z and a-z and the digits 0-9, as in ShoppingCart."
    ),
    ("Default", "error: 'Default' cannot name a screen: 'default' is a Swift keyword."),
    ("Protocol", "error: 'Protocol' cannot name a screen: 'protocol' is a Swift keyword."),
    ("Self", "error: 'Self' cannot name a screen: 'self' is a Swift keyword."),
    (
      "Screen",
      "error: 'Screen' cannot name a screen: it would declare ScreenAction, a type of the Redux framework."
    ),
    (
      "Logger",
      "error: 'Logger' cannot name a screen: it would declare LoggerMiddleware, a type of the Redux framework."
    ),
    (
      "AccessibilityPreferencesX",
      "error: 'AccessibilityPreferencesX' cannot name a screen: use at most 24 characters, so generated lines stay short."
    ),
  ])
  func refusesNamesThatCannotNameAScreen(name: String, message: String) {
    #expect(throws: NewScreenError.self) { try ScreenName(validating: name) }
    do {
      _ = try ScreenName(validating: name)
    } catch {
      #expect(error.message == message)
    }
  }

  /// The list of framework types a screen may not redeclare is the list of public types in
  /// `Sources/Redux`.
  @Test func theFrameworkTypeListMatchesTheFramework() throws {
    let redux = PackageCopy.repositoryRoot.appendingPathComponent("Sources/Redux")
    var declared: Set<String> = []
    let enumerator = FileManager.default.enumerator(atPath: redux.path)
    let pattern = /^(?:public|open) (?:final )?(?:class|struct|enum|protocol|typealias|actor) (\w+)/
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: redux.appendingPathComponent(path), encoding: .utf8)
      for line in text.split(separator: "\n") {
        if let match = line.firstMatch(of: pattern) { declared.insert(String(match.1)) }
      }
    }
    #expect(!declared.isEmpty)
    #expect(ScreenName.frameworkTypeNames == declared)
  }
}
