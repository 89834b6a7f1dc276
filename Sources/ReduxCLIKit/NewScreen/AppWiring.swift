import Foundation

/// Finds where a new screen is wired into the app's files, and what to add there.
///
/// These are the edits the wiki asks for by hand when a screen is added:
/// 1. a case in `enum AppScreen`;
/// 2. a case in `enum AppScreenState`, and an arm in each of its switches: `reducer`,
///    `initialState(for:window:)` (the wiki's `updateActiveScreens` arm), `associatedAppScreen`,
///    `windowUUID`, `defaultState(from:)` (what a windows snapshot keeps) and, in an app whose
///    screens reduce in place, `reduce(_:with:)`;
/// 3. an arm in `AppState.screenState(_:for:window:)`;
/// 4. an arm in `AppScreen.makeController(windowUUID:instance:store:)`;
/// 5. an arm in `AppScreen.recordableActions` and one in `AppScreen.recordableEnumActions`, which
///    register the screen's action class, or its enum, for recording and replay;
/// 6. with a middleware, a line in `makeAppStore(dependencies:)` that adds it to the store (an
///    enum-style middleware answers through the function's `dispatcher`, which must exist).
///
/// Each is found by the shape of the code, not by a marker comment. When the shape is not the
/// one expected, the error names the file and what was missing, and nothing is changed.
struct AppWiring {
  let app: AppSources
  let name: ScreenName
  let snippets: [String: [String]]
  private(set) var insertions: [Int: [SourceInsertion]] = [:]

  /// Plans every edit.
  ///
  /// - Parameters:
  ///   - app: The app module's files.
  ///   - name: The new screen.
  ///   - snippets: The rendered wiring snippets, by name.
  ///   - includeMiddleware: Whether to add the middleware to the store.
  /// - Throws: ``NewScreenError/screenExists(name:location:)`` when the app already has the
  ///   screen, ``NewScreenError/unrecognizedShape(path:problem:)`` when a file is not in the
  ///   expected shape.
  init(
    app: AppSources,
    name: ScreenName,
    snippets: [String: [String]],
    includeMiddleware: Bool
  ) throws(NewScreenError) {
    self.app = app
    self.name = name
    self.snippets = snippets
    let screenEnum = try enumDeclaration("AppScreen")
    let stateEnum = try enumDeclaration("AppScreenState")
    try addCase(to: screenEnum, snippet: "AppScreen.case")
    try addCase(to: stateEnum, snippet: "AppScreenState.case")
    let arms: [(type: String, member: Regex<Substring>, title: String, snippet: String)] = [
      ("AppScreenState", /\bstatic\s+(?:let|var)\s+reducer\b/, "reducer", "AppScreenState.reducer"),
      (
        "AppScreenState", /\bfunc\s+initialState\b/, "initialState(for:window:)",
        "AppScreenState.initialState"
      ),
      (
        "AppScreenState", /\bvar\s+associatedAppScreen\b/, "associatedAppScreen",
        "AppScreenState.associatedAppScreen"
      ),
      ("AppScreenState", /\bvar\s+windowUUID\b/, "windowUUID", "AppScreenState.windowUUID"),
      (
        "AppScreenState", /\bstatic\s+func\s+defaultState\b/, "defaultState(from:)",
        "AppScreenState.defaultState"
      ),
      ("AppState", /\bfunc\s+screenState\b/, "screenState(_:for:window:)", "AppState.screenState"),
      (
        "AppScreen", /\bfunc\s+makeController\b/, "makeController(windowUUID:instance:store:)",
        "AppScreen.makeController"
      ),
      (
        "AppScreen", /\bvar\s+recordableActions\b/, "recordableActions",
        "AppScreen.recordableActions"
      ),
      (
        "AppScreen", /\bvar\s+recordableEnumActions\b/, "recordableEnumActions",
        "AppScreen.recordableEnumActions"
      ),
    ]
    for arm in arms {
      try addSwitchArm(
        inMember: arm.member, ofType: arm.type, title: arm.title, snippet: arm.snippet)
    }
    // An app whose screens reduce in place has `AppScreenState.reduce(_:with:)`, with a switch
    // that needs the new screen's arm; one without it uses the protocol's default.
    if app.member(matching: /\bstatic\s+func\s+reduce\b/, inType: "AppScreenState") != nil {
      try addSwitchArm(
        inMember: /\bstatic\s+func\s+reduce\b/, ofType: "AppScreenState",
        title: "reduce(_:with:)", snippet: "AppScreenState.reduce")
    }
    if includeMiddleware {
      try addMiddleware()
    }
  }

  /// The planned edits, one per file, in file order.
  var fileEdits: [FileEdit] {
    insertions.keys.sorted().map { index in
      FileEdit(
        path: app.files[index].path,
        originalText: app.files[index].text,
        insertions: insertions[index] ?? []
      )
    }
  }

  // MARK: - Finding

  private func enumDeclaration(_ typeName: String) throws(NewScreenError) -> AppSources.Location {
    let pattern = try? Regex("\\benum\\s+\(typeName)\\b", as: Substring.self)
    guard let pattern, let location = app.topLevelLines(matching: pattern).first else {
      throw .unrecognizedShape(
        path: "the app's sources", problem: "no file declares `enum \(typeName)`")
    }
    return location
  }

  private func source(_ location: AppSources.Location) -> SwiftSource {
    app.files[location.file].source
  }

  private func path(_ location: AppSources.Location) -> String {
    app.files[location.file].path
  }

  // MARK: - Edits

  private mutating func addCase(
    to declaration: AppSources.Location,
    snippet snippetName: String
  ) throws(NewScreenError) {
    let source = source(declaration)
    guard let body = source.block(openingFrom: declaration.line) else {
      throw .unrecognizedShape(
        path: path(declaration),
        problem: "the body of the enum on line \(declaration.line + 1) never closes")
    }
    let depth = source.depthAtLineStart[declaration.line] + 1
    let caseLines = body.inside.filter {
      source.depthAtLineStart[$0] == depth && source.trimmedCode(of: $0).hasPrefix("case ")
    }
    for line in caseLines
    where Self.caseNames(in: source.trimmedCode(of: line)).contains(name.caseName) {
      throw .screenExists(
        name: name.caseName,
        location: app.describe(AppSources.Location(file: declaration.file, line: line)))
    }
    guard let last = caseLines.last else {
      throw .unrecognizedShape(
        path: path(declaration),
        problem: "the enum on line \(declaration.line + 1) has no `case` to add a case after")
    }
    try insert(
      snippetName, before: last + 1, in: declaration, indentation: source.indentation(of: last))
  }

  private mutating func addSwitchArm(
    inMember member: Regex<Substring>,
    ofType typeName: String,
    title: String,
    snippet snippetName: String
  ) throws(NewScreenError) {
    guard let location = app.member(matching: member, inType: typeName) else {
      throw .unrecognizedShape(
        path: "the app's sources", problem: "no declaration of \(typeName).\(title) was found")
    }
    let source = source(location)
    let memberName = "\(typeName).\(title) (line \(location.line + 1))"
    guard let body = source.block(openingFrom: location.line),
      let switchLine = source.firstLine(matching: /\bswitch\b/, in: body.inside),
      let switchBlock = source.block(openingFrom: switchLine)
    else {
      throw .unrecognizedShape(path: path(location), problem: "\(memberName) has no `switch`")
    }
    let depth = source.depthAtLineStart[switchLine] + 1
    let arms = switchBlock.inside.filter {
      let code = source.trimmedCode(of: $0)
      return source.depthAtLineStart[$0] == depth
        && (code.hasPrefix("case ") || code.hasPrefix("default") || code.hasPrefix("@unknown"))
    }
    guard let firstArm = arms.first else {
      throw .unrecognizedShape(
        path: path(location), problem: "the switch in \(memberName) has no arms")
    }
    guard source.trimmedCode(of: switchBlock.closeLine) == "}" else {
      throw .unrecognizedShape(
        path: path(location),
        problem: "the switch in \(memberName) does not end with `}` on a line of its own")
    }
    let defaultArm = arms.first {
      let code = source.trimmedCode(of: $0)
      return code.hasPrefix("default") || code.hasPrefix("@unknown")
    }
    try insert(
      snippetName, before: defaultArm ?? switchBlock.closeLine, in: location,
      indentation: source.indentation(of: firstArm))
  }

  private mutating func addMiddleware() throws(NewScreenError) {
    guard let function = app.topLevelLines(matching: /\bfunc\s+makeAppStore\b/).first else {
      throw .unrecognizedShape(
        path: "the app's sources", problem: "no file declares `func makeAppStore`")
    }
    let source = source(function)
    guard let body = source.block(openingFrom: function.line),
      let storeLine = source.firstLine(
        matching: /\bStore\s*\(/, in: body.inside,
        atDepth: source.depthAtLineStart[function.line] + 1)
    else {
      throw .unrecognizedShape(
        path: path(function),
        problem:
          "makeAppStore (line \(function.line + 1)) makes no `Store(` to add the middleware before")
    }
    // A middleware that answers (the enum style's) is handed the function's `dispatcher`.
    let snippetCode = CodeMask.blankingNonCode(in: snippets[Self.middlewareSnippet] ?? [])
    if snippetCode.contains(where: { $0.contains(/\bdispatcher\b/) }),
      source.firstLine(
        matching: /\b(?:let|var)\s+dispatcher\b/, in: body.inside.lowerBound..<storeLine,
        atDepth: source.depthAtLineStart[storeLine]) == nil
    {
      throw .unrecognizedShape(
        path: path(function),
        problem:
          "makeAppStore (line \(function.line + 1)) declares no `dispatcher` before its `Store(` "
          + "for the middleware to answer through")
    }
    try insert(
      Self.middlewareSnippet, before: storeLine, in: function,
      indentation: source.indentation(of: storeLine))
  }

  private static let middlewareSnippet = ScreenTemplates.middlewareSnippetName

  private mutating func insert(
    _ snippetName: String,
    before line: Int,
    in location: AppSources.Location,
    indentation: String
  ) throws(NewScreenError) {
    guard let snippet = snippets[snippetName] else {
      throw .unreadableTemplate(
        path: "Wiring/\(snippetName).template", problem: "it is missing")
    }
    insertions[location.file, default: []].append(
      SourceInsertion(snippet: snippet, before: line, indentation: indentation, label: snippetName))
  }

  /// The names a `case` line declares: `case a, b(Int)` → `a`, `b`.
  private static func caseNames(in code: Substring) -> [String] {
    code.dropFirst("case ".count).split(separator: ",").map { part in
      String(
        part.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
      ).replacingOccurrences(of: "`", with: "")
    }
  }
}
