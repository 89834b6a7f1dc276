import Testing

@testable import ReduxCLIKit

/// A template's sections: the lines between `{{#name}}` and `{{/name}}`, kept when the section
/// is on and dropped when it is off, and the mistakes a template can make with them.
@Suite("new-screen: template sections")
struct TemplateSectionTests {
  private let values = ["Name": "Profile"]
  private let sections = ["enumActions": true, "classActions": false, "middleware": false]

  private func render(_ text: String) throws(TemplateRenderer.Failure) -> String {
    try TemplateRenderer.render(text, values: values, sections: sections)
  }

  @Test func keepsTheLinesOfSectionsThatAreOnAndDropsTheOthersAndEveryTag() throws {
    let template = """
      import Redux
      {{#enumActions}}
      enum {{Name}}Action {}
        {{#middleware}}
      // middleware
        {{/middleware}}
      {{/enumActions}}
      {{#classActions}}
      class {{Name}}Action {}
      {{/classActions}}
      // end

      """
    #expect(try render(template) == "import Redux\nenum ProfileAction {}\n// end\n")
  }

  @Test func aLineIsKeptOnlyWhenEverySectionAroundItIsOn() throws {
    let template = "{{#enumActions}}\na\n{{#middleware}}\nb\n{{/middleware}}\nc\n{{/enumActions}}\n"
    #expect(try render(template) == "a\nc\n")
    let withMiddleware = try TemplateRenderer.render(
      template, values: [:], sections: ["enumActions": true, "middleware": true])
    #expect(withMiddleware == "a\nb\nc\n")
    let classes = try TemplateRenderer.render(
      template, values: [:], sections: ["enumActions": false, "middleware": true])
    #expect(classes == "")
  }

  @Test func keepsWindowsLineBreaks() throws {
    let template = "a\r\n{{#classActions}}\r\nb\r\n{{/classActions}}\r\n{{#enumActions}}\r\nc"
    #expect(try render(template + "\r\n{{/enumActions}}\r\n") == "a\r\nc\r\n")
  }

  @Test func rejectsSectionsThatAreUnknownUnclosedMisnestedOrNotAlone() {
    #expect(throws: TemplateRenderer.Failure.unknownSection("enumAction", line: 2)) {
      try render("a\n{{#enumAction}}\n{{/enumAction}}\n")
    }
    #expect(throws: TemplateRenderer.Failure.unclosedSection("middleware", line: 2)) {
      try render("a\n{{#middleware}}\nb\n")
    }
    #expect(
      throws: TemplateRenderer.Failure.unexpectedSectionEnd("enumActions", line: 3, open: nil)
    ) {
      try render("{{#enumActions}}\n{{/enumActions}}\n{{/enumActions}}\n")
    }
    #expect(
      throws: TemplateRenderer.Failure.unexpectedSectionEnd(
        "enumActions", line: 3, open: "middleware")
    ) {
      try render("{{#enumActions}}\n{{#middleware}}\n{{/enumActions}}\n{{/middleware}}\n")
    }
    #expect(throws: TemplateRenderer.Failure.sectionTagNotAlone("{{#enumActions}}", line: 1)) {
      try render("{{#enumActions}} enum A {}\n{{/enumActions}}\n")
    }
  }

  @Test func aTemplateWithoutSectionsIsRenderedAsBefore() throws {
    #expect(try render("{{Name}}\r\n\n") == "Profile\r\n\n")
  }
}
