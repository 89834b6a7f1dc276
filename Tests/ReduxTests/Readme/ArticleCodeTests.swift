import Foundation
import Testing

/// The Swift code of the README and of the DocC article "Getting Started" is compiled and run by
/// a test file beside this one; here, every ```` ```swift ```` block of the page must appear in that
/// file, so that the page cannot drift from code that compiles.
///
/// A block is compared line by line, each line trimmed and blank lines left out, and must appear
/// as one run of lines. Its `import` lines may appear anywhere, since the test file keeps its
/// imports at its top. Two kinds of block cannot compile there, and are not compared:
///
/// - a package manifest, a block whose first line starts with `// swift-tools-version`;
/// - a sketch, a block that contains `/*`, which marks a part left out (`/* a case per screen */`).
@Suite("Code of the documents")
struct ArticleCodeTests {
  /// A page whose Swift blocks a test file compiles, relative to the package's root.
  struct Page: Sendable, CustomTestStringConvertible {
    let document: String
    let code: String

    var testDescription: String { document }
  }

  static let pages = [
    Page(document: "README.md", code: "Tests/ReduxTests/Readme/ReadmeExampleTests.swift"),
    Page(
      document: "Sources/Redux/Redux.docc/GettingStarted.md",
      code: "Tests/ReduxTests/Readme/GettingStartedArticleTests.swift"),
    // The one-page summary shows parts of the Getting Started feature, so its blocks are runs of
    // that article's code.
    Page(
      document: "Sources/Redux/Redux.docc/AFeatureOnOnePage.md",
      code: "Tests/ReduxTests/Readme/GettingStartedArticleTests.swift"),
    Page(
      document: "Sources/Redux/Redux.docc/EnumActions.md",
      code: "Tests/ReduxTests/Readme/EnumActionsArticleTests.swift"),
  ]

  /// The package's root folder, found from this file's place in it.
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Readme
    .deletingLastPathComponent()  // ReduxTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  private static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The lines of a text, trimmed, without the blank ones.
  static func normalizedLines<S: StringProtocol>(_ text: S) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  /// The contents of a Markdown text's ```` ```swift ```` blocks, in order.
  static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, trimmed == "```swift" {
        current = []
      } else if let lines = current, trimmed.hasPrefix("```") {
        blocks.append(lines.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// Whether a block is one that cannot compile in a test file: a manifest or a sketch.
  static func isExempt(_ block: String) -> Bool {
    let lines = normalizedLines(block)
    return lines.first?.hasPrefix("// swift-tools-version") == true || block.contains("/*")
  }

  /// Whether every line of `block` is in `source`: its `import` lines anywhere, the others as
  /// one run of consecutive lines.
  static func source(_ source: [String], contains block: String) -> Bool {
    let lines = normalizedLines(block)
    let imports = lines.filter { $0.hasPrefix("import ") }
    let code = lines.filter { !$0.hasPrefix("import ") }
    guard imports.allSatisfy(source.contains) else { return false }
    guard !code.isEmpty else { return true }
    guard source.count >= code.count else { return false }
    return (0...(source.count - code.count)).contains { start in
      source[start..<(start + code.count)].elementsEqual(code)
    }
  }

  @Test(arguments: pages)
  func everySwiftBlockOfThePageIsCompiledByItsTestFile(page: Page) throws {
    let blocks = Self.swiftBlocks(in: try Self.text(page.document))
    let source = Self.normalizedLines(try Self.text(page.code))
    let compared = blocks.filter { !Self.isExempt($0) }
    #expect(!compared.isEmpty, "\(page.document) has no Swift block to compare")
    for block in compared {
      let isCompiled = Self.source(source, contains: block)
      #expect(
        isCompiled,
        "\(page.document) has a Swift block that \(page.code) does not contain:\n\(block)")
    }
  }

  @Test func blocksAreFoundComparedAndExemptedAsDocumented() {
    let markdown = """
      Text.

      ```swift
      // swift-tools-version:6.0
      let package = Package(name: "Notes")
      ```

      ```swift
      import Redux

      enum A {
        case b
      }
      ```

      ```sh
      swift test
      ```

      ```swift
      enum AppScreenState { /* a case per screen */ }
      ```
      """
    let blocks = Self.swiftBlocks(in: markdown)
    #expect(blocks.count == 3)
    #expect(blocks.map(Self.isExempt) == [true, false, true])

    let source = Self.normalizedLines(
      """
      import Redux
      import Testing

      enum Namespace {
          enum A {
              case b
          }
      }
      """)
    #expect(Self.source(source, contains: blocks[1]))
    #expect(!Self.source(source, contains: "enum A {\n  case c\n}"))
    #expect(!Self.source(source, contains: "import Foundation\nenum A {\ncase b\n}"))
    #expect(!Self.source(source, contains: "enum A {\n}"))
  }
}
