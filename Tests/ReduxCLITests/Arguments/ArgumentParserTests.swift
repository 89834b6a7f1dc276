import Testing

@testable import ReduxCLIKit

@Suite("Argument parser")
struct ArgumentParserTests {
  let spec = CommandSpec(
    name: "make",
    abstract: "Makes a thing.",
    arguments: [
      PositionalArgument(name: "name", help: "The thing's name."),
      PositionalArgument(name: "words", help: "More words.", isOptional: true, isVariadic: true),
    ],
    options: [
      OptionSpec(flag: "dry-run", help: "Print; write nothing."),
      OptionSpec(name: "package-path", valueName: "dir", help: "Where.", defaultValue: "."),
    ]
  )

  @Test func readsPositionalArgumentsFlagsAndValues() throws {
    let parsed = try ArgumentParser.parse(
      ["Profile", "--dry-run", "--package-path", "/tmp/app", "buy", "milk"], spec: spec)
    #expect(parsed["name"] == "Profile")
    #expect(parsed["words"] == "buy milk")
    #expect(parsed.has("dry-run"))
    #expect(parsed["package-path"] == "/tmp/app")
  }

  @Test func acceptsAnInlineValueAndLetsTheLastValueWin() throws {
    let parsed = try ArgumentParser.parse(
      ["--package-path=/a", "Profile", "--package-path=/b=c"], spec: spec)
    #expect(parsed["package-path"] == "/b=c")
    #expect(!parsed.has("dry-run"))
    #expect(parsed["words"] == nil)
  }

  @Test func takesEveryWordAfterTheSeparatorAsPositional() throws {
    let parsed = try ArgumentParser.parse(["Profile", "--", "--dry-run", "-h", "-"], spec: spec)
    #expect(parsed["words"] == "--dry-run -h -")
    #expect(!parsed.has("dry-run"))
  }

  @Test func takesANegativeNumberAsAValueForTheCommandToJudge() throws {
    let parsed = try ArgumentParser.parse(["-1", "-25", "-0.5", "--dry-run"], spec: spec)
    #expect(parsed["name"] == "-1")
    #expect(parsed["words"] == "-25 -0.5")
    #expect(parsed.has("dry-run"))
    // A dash before anything but a digit is still an option, and an unknown one.
    #expect(throws: ArgumentError.unknownOption(command: "make", option: "-x1")) {
      try ArgumentParser.parse(["Profile", "-x1"], spec: spec)
    }
  }

  @Test(arguments: [
    (["-h"], ArgumentError.helpRequested(command: "make")),
    (["Profile", "--help"], .helpRequested(command: "make")),
    (["Profile", "--force"], .unknownOption(command: "make", option: "--force")),
    (["Profile", "-f"], .unknownOption(command: "make", option: "-f")),
    (["Profile", "--package-path"], .missingValue(command: "make", option: "package-path")),
    (["Profile", "--dry-run=yes"], .unexpectedValue(command: "make", option: "dry-run")),
    ([], .missingArgument(command: "make", argument: "name")),
  ])
  func reportsTheFirstProblem(words: [String], expected: ArgumentError) {
    #expect(throws: expected) { try ArgumentParser.parse(words, spec: spec) }
  }

  @Test func reportsAnExtraArgumentWhenNothingIsVariadic() {
    let single = CommandSpec(
      name: "one", abstract: "One.", arguments: [PositionalArgument(name: "a", help: "A.")])
    #expect(throws: ArgumentError.unexpectedArgument(command: "one", argument: "b")) {
      try ArgumentParser.parse(["a", "b"], spec: single)
    }
  }

  @Test func messagesSayWhatWasWrongAndWhereToGetHelp() {
    #expect(
      ArgumentError.unknownOption(command: "make", option: "--force").message
        == "error: unknown option '--force'. See 'redux-cli make --help'.")
    #expect(
      ArgumentError.missingArgument(command: "make", argument: "name").message
        == "error: missing argument <name>. See 'redux-cli make --help'.")
    #expect(
      ArgumentError.invalidValue(command: "", reason: "bad").message
        == "error: bad. See 'redux-cli --help'.")
  }

  @Test func helpListsUsageArgumentsAndOptions() {
    #expect(
      HelpFormatter.help(for: spec) == """
        OVERVIEW: Makes a thing.

        USAGE: redux-cli make <name> [<words> ...] [--dry-run] [--package-path <dir>]

        ARGUMENTS:
          <name>                  The thing's name.
          <words>                 More words.

        OPTIONS:
          --dry-run               Print; write nothing.
          --package-path <dir>    Where. (default: .)
          -h, --help              Show help information.
        """)
  }

  @Test func aDiscussionIsRewrappedToEightyColumnsParagraphByParagraph() throws {
    let words = (1...40).map { "word\($0)" }
    let spec = CommandSpec(
      name: "long", abstract: "Long.",
      discussion: words[..<30].joined(separator: " ") + "\nhalf a\nline.\n\n"
        + words[30...].joined(separator: "\n"))
    let help = HelpFormatter.help(for: spec).split(
      separator: "\n", omittingEmptySubsequences: false)
    let usage = try #require(help.firstIndex { $0.hasPrefix("USAGE:") })
    let discussion = Array(help[2..<(usage - 1)])
    #expect(discussion.allSatisfy { $0.count <= HelpFormatter.discussionWidth })
    #expect(discussion.filter(\.isEmpty).count == 1, "one blank line between the two paragraphs")
    let expectedWords: [String] =
      Array(words[..<30]) + ["half", "a", "line."] + Array(words[30...])
    let wrappedWords = discussion.joined(separator: " ").split(separator: " ").map(String.init)
    #expect(wrappedWords == expectedWords)
    #expect(discussion[0].count > 70, "lines are filled, not broken where the source broke them")
  }

  @Test func theProblemIsTheMessageWithoutLabelAndHelp() {
    let error = ArgumentError.missingArgument(command: "todo add", argument: "window")
    #expect(error.problem == "missing argument <window>")
    #expect(error.message == "error: \(error.problem). See 'redux-cli todo add --help'.")
  }

  @Test func usageLeavesAnEmptyProgramOut() {
    #expect(
      HelpFormatter.usage(of: spec, program: "")
        == "make <name> [<words> ...] [--dry-run] [--package-path <dir>]")
  }
}
