import Testing

@testable import ReduxCLIKit

@Suite("new-screen: reading Swift code")
struct SwiftSourceTests {
  @Test func blanksCommentsAndStringsButKeepsInterpolatedCode() {
    let source = SwiftSource(
      text: """
        let a = "{ not a brace }" // { nor this
        /* { a /* nested { */ comment } */ let b = 1
        let c = "\\(f("}")) and \\(x) {"
        let d = #"raw "{" \\(no) "#
        """)
    #expect(source.code[0] == "let a = \"               \"" + String(repeating: " ", count: 14))
    #expect(source.code[1].trimmingPrefix(while: { $0 == " " }) == "let b = 1")
    #expect(source.code[2] == "let c = \" (f(\" \"))      (x)  \"")
    #expect(!source.code[3].contains("{"))
    #expect(source.depthAtLineStart == [0, 0, 0, 0])
  }

  @Test func findsBlocksAcrossMultilineStrings() throws {
    let source = SwiftSource(
      text: """
        enum E {
          static let text = \"\"\"
            } this closes nothing {
            \"\"\"
          case a
        }
        """)
    let block = try #require(source.block(openingFrom: 0))
    #expect(block == SwiftSource.Block(openLine: 0, closeLine: 5))
    #expect(source.depthAtLineStart == [0, 1, 1, 1, 1, 1])
    #expect(source.firstLine(matching: /\bcase\b/, in: block.inside, atDepth: 1) == 4)
  }

  @Test func aBlockThatNeverClosesIsNotABlock() {
    let source = SwiftSource(text: "enum E {\n  case a\n")
    #expect(source.block(openingFrom: 0) == nil)
    #expect(source.indentation(of: 1) == "  ")
    #expect(source.trimmedCode(of: 1) == "case a")
  }

  @Test func rendersPlaceholdersAndRejectsUnknownOnes() throws {
    let values = ["Name": "Profile", "name": "profile"]
    #expect(
      try TemplateRenderer.render("{{Name}}State.{{name}} {", values: values)
        == "ProfileState.profile {")
    #expect(throws: TemplateRenderer.Failure.unknownPlaceholder("Nmae")) {
      try TemplateRenderer.render("{{Nmae}}", values: values)
    }
    #expect(throws: TemplateRenderer.Failure.unclosedPlaceholder) {
      try TemplateRenderer.render("{{Name", values: values)
    }
  }
}
