import Foundation
import Testing

/// The package's Markdown pages link only to files that exist, and the suites the DocC article
/// "Guarantees" names are real: a rename that forgets a page fails here, not in a reader's
/// browser.
@Suite("Documentation links")
struct DocumentLinkTests {
  /// The package's root folder, found from this file's place in it.
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Readme
    .deletingLastPathComponent()  // ReduxTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The pages read on the web or in a checkout, relative to the root.
  private static let pages = [
    "README.md", "CONTRIBUTING.md", "Sources/ReduxCLI/README.md", "Templates/README.md",
  ]

  private func text(_ path: String) throws -> String {
    try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The targets of a page's Markdown links, `[text](target)`, that point into the package.
  private func relativeLinks(in text: String) -> [String] {
    let pattern = /\]\(([^)\s]+)\)/
    return text.matches(of: pattern).map { String($0.output.1) }.filter { target in
      !["http://", "https://", "mailto:", "#"].contains { target.hasPrefix($0) }
    }
  }

  @Test(arguments: pages)
  func everyLinkOfAPageReachesAFile(page: String) throws {
    let folder = Self.root.appendingPathComponent(page).deletingLastPathComponent()
    let links = relativeLinks(in: try text(page))
    for link in links {
      let path = String(link.prefix { $0 != "#" })
      let target = folder.appendingPathComponent(path).standardizedFileURL
      #expect(FileManager.default.fileExists(atPath: target.path), "\(page) links to \(link)")
    }
  }

  @Test func theReadmeIsANewcomersPage() throws {
    let readme = try text("README.md")
    #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 250)
    #expect(readme.contains(".package(url:"))
    #expect(readme.contains(".product(name: \"Redux\", package: \"Redux\")"))
    #expect(readme.contains("swift test"))
    #expect(readme.contains("swift run redux-cli"))
  }

  @Test func theWalkOfOneDispatchNamesFilesThatExistInAboutTenSteps() throws {
    let guide = try text("CONTRIBUTING.md")
    let start = try #require(guide.range(of: "## One dispatch, file by file"))
    let walk = guide[start.upperBound...]
    let section = walk.range(of: "\n## ").map { walk[..<$0.lowerBound] } ?? walk
    let steps = section.matches(of: /\n\d+\. \*\*`([^`]+)`\*\*/).map { String($0.output.1) }
    #expect((8...12).contains(steps.count), "the walk has \(steps.count) steps")
    for step in steps {
      let file = Self.root.appendingPathComponent("Sources/Redux/" + step)
      #expect(FileManager.default.fileExists(atPath: file.path), "the walk names \(step)")
    }
  }

  @Test func everySuiteTheGuaranteesNameExists() throws {
    let article = try text("Sources/Redux/Redux.docc/Guarantees.md")
    let named = Set(article.matches(of: /`(\w+Tests)`/).map { String($0.output.1) })
    #expect(named.count > 10)
    let enumerator = FileManager.default.enumerator(
      at: Self.root.appendingPathComponent("Tests"), includingPropertiesForKeys: nil)
    var declared = Set<String>()
    while let file = enumerator?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let source = try String(contentsOf: file, encoding: .utf8)
      declared.formUnion(
        source.matches(of: /(?:struct|final class|class|enum) (\w+Tests)\b/).map {
          String($0.output.1)
        })
    }
    for suite in named.sorted() {
      #expect(declared.contains(suite), "Guarantees.md names \(suite), which no test declares")
    }
  }
}
