/// The name of a new screen, checked, in the forms the templates need.
///
/// ```swift
/// let name = try ScreenName(validating: "ShoppingCart")
/// name.typeName   // "ShoppingCart": ShoppingCartState, ShoppingCartController, ...
/// name.caseName   // "shoppingCart": AppScreen.shoppingCart
/// name.title      // "Shopping cart"
/// ```
public struct ScreenName: Equatable, Sendable {
  /// The prefix of the screen's types, in UpperCamelCase.
  public let typeName: String
  /// The screen's `AppScreen` case, in lowerCamelCase.
  public let caseName: String
  /// The name in words, as in the middle of a sentence: `shopping cart`; acronyms keep their
  /// capitals (`URL list`).
  public let title: String
  /// The name in words, as at the start of a sentence: `Shopping cart`.
  public let capitalizedTitle: String

  /// The longest name accepted: the templates keep their lines within 100 columns up to it.
  public static let maximumLength = 24

  /// The public types of the Redux framework, which a screen's types may not be named after.
  public static var frameworkTypeNames: Set<String> {
    FrameworkTypeNames.all
  }

  /// The suffixes of the types a screen declares in the app's module.
  public static let typeSuffixes = ["Action", "ActionType", "State", "Controller", "Middleware"]

  /// The suffixes of the types a screen's tests declare in the app's test module: the
  /// screen's suite and, with a middleware, the middleware's suite.
  ///
  /// `new-screen` refuses a name whose test types the test module already declares, as it does
  /// for ``typeSuffixes`` in the app's module, so that the generated tests compile.
  public static let testTypeSuffixes = ["Tests", "MiddlewareTests"]

  /// Checks a name typed by the user.
  ///
  /// A name is an UpperCamelCase Swift identifier of ASCII letters and digits, such as
  /// `Profile` or `ShoppingCart`. Its case name may not be a reserved Swift word (`Default` would
  /// make `case default`; `Open` is fine), and the types it makes may not be the framework's own
  /// (`Screen` would declare `ScreenState`).
  ///
  /// - Parameters:
  ///   - text: The name as typed.
  /// - Throws: ``NewScreenError/invalidName(_:reason:)`` saying what is wrong.
  public init(validating text: String) throws(NewScreenError) {
    guard let first = text.unicodeScalars.first else {
      throw .invalidName(text, reason: "a screen needs a name, such as Profile")
    }
    guard text.unicodeScalars.allSatisfy({ $0.isASCIILetterOrDigit }) else {
      throw .invalidName(
        text, reason: "use only the letters A-Z and a-z and the digits 0-9, as in ShoppingCart")
    }
    guard first.isASCIILetter else {
      throw .invalidName(text, reason: "a type name starts with a letter")
    }
    guard first.properties.isUppercase else {
      let suggestion = text.prefix(1).uppercased() + text.dropFirst()
      throw .invalidName(
        text, reason: "a type name starts with an uppercase letter; did you mean \(suggestion)?")
    }
    guard text.count <= Self.maximumLength else {
      throw .invalidName(
        text, reason: "use at most \(Self.maximumLength) characters, so generated lines stay short")
    }
    let caseName = Self.lowerCamelCase(text)
    if SwiftKeywords.reserved.contains(caseName) {
      throw .invalidName(text, reason: "'\(caseName)' is a Swift keyword")
    }
    let clashes = Self.typeSuffixes.map { text + $0 }.filter {
      FrameworkTypeNames.all.contains($0)
    }
    if let clash = clashes.first {
      throw .invalidName(text, reason: "it would declare \(clash), a type of the Redux framework")
    }
    self.typeName = text
    self.caseName = caseName
    let words = Self.words(text)
    self.title = words.joined(separator: " ")
    self.capitalizedTitle =
      words.first.map {
        $0.prefix(1).uppercased() + $0.dropFirst() + words.dropFirst().map { " " + $0 }.joined()
      } ?? text
  }

  /// The values of the templates' placeholders for this name.
  ///
  /// - Parameters:
  ///   - appModule: The app's module, such as `SampleApp`.
  /// - Returns: `Name`, `name`, `title`, `Title` and `AppModule`.
  public func placeholders(appModule: String) -> [String: String] {
    [
      "Name": typeName, "name": caseName, "title": title, "Title": capitalizedTitle,
      "AppModule": appModule,
    ]
  }

  /// `ShoppingCart` → `shoppingCart`; a leading acronym is lowered whole: `URLList` → `urlList`.
  private static func lowerCamelCase(_ text: String) -> String {
    let characters = Array(text)
    var upperRun = characters.prefix { $0.isUppercase }.count
    if upperRun > 1 && upperRun < characters.count && characters[upperRun].isLowercase {
      upperRun -= 1  // The last capital starts the next word: "URLList" → "url" + "List".
    }
    let head = String(characters.prefix(max(upperRun, 1))).lowercased()
    return head + String(characters.dropFirst(max(upperRun, 1)))
  }

  /// `ShoppingCart` → `shopping`, `cart`; `URLList` → `URL`, `list`.
  private static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let previous = index > 0 ? characters[index - 1] : nil
      let startsWord =
        character.isUppercase
        && (previous.map { $0.isLowercase || $0.isNumber } == true
          || (previous?.isUppercase == true && next?.isLowercase == true))
      if startsWord && !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    words.append(current)
    return words.map { word in
      word.count > 1 && word.allSatisfy({ $0.isUppercase || $0.isNumber })
        ? word : word.lowercased()
    }
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIILetter: Bool {
    ("a"..."z").contains(self) || ("A"..."Z").contains(self)
  }

  fileprivate var isASCIILetterOrDigit: Bool {
    isASCIILetter || ("0"..."9").contains(self)
  }
}
