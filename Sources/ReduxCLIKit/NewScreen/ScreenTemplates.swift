/// The templates of a screen, read from a templates folder and filled in for one name and one
/// action style.
///
/// The folder has three parts:
/// - `Screen/`: the files of every screen. A template's path below `Screen/` is where its file
///   goes in the package, with placeholders, and ends in `.template`, which is dropped:
///   `Screen/Sources/{{AppModule}}/Features/{{Name}}/{{Name}}State.swift.template`.
/// - `Middleware/`: the same, for the files made only with `--middleware`.
/// - `Wiring/`: the snippets added to the app's files, one per edit, such as
///   `AppScreenState.reducer.template` for the reducer's arm.
///
/// Every template may hold sections (see ``TemplateRenderer``): `{{#enumActions}}` and
/// `{{#classActions}}` for the lines of one ``ActionStyle``, `{{#middleware}}` for the lines that
/// only a screen with a middleware has. A file whose template renders to nothing but blank lines
/// is not created.
struct ScreenTemplates {
  /// A file to create: where, relative to the package, and its contents.
  struct File: Equatable {
    /// The path relative to the package.
    var path: String
    /// The rendered contents.
    var contents: String
  }

  /// The files to create.
  var files: [File]
  /// The rendered wiring snippets, by name (`AppScreenState.reducer`), as lines.
  var snippets: [String: [String]]

  /// The snippets every screen needs, in the order the edits are made; the last goes only to an
  /// app whose `AppScreenState` has `reduce(_:with:)`.
  static let wiringSnippetNames = [
    "AppScreen.case", "AppScreenState.case", "AppScreenState.reducer",
    "AppScreenState.initialState", "AppScreenState.associatedAppScreen",
    "AppScreenState.windowUUID", "AppScreenState.defaultState", "AppState.screenState",
    "AppScreen.makeController", "AppScreen.recordableActions", "AppScreen.recordableEnumActions",
    "AppScreenState.reduce",
  ]
  /// The snippet added with `--middleware`.
  static let middlewareSnippetName = "makeAppStore.middleware"

  /// Reads and renders the templates.
  ///
  /// - Parameters:
  ///   - directory: The templates folder.
  ///   - displayDirectory: The folder as it is shown in messages.
  ///   - placeholders: The placeholders' values.
  ///   - includeMiddleware: Whether to include `Middleware/` and its snippet.
  ///   - actionStyle: How the screen writes its actions: which sections are on.
  ///   - fileSystem: Where to read.
  /// - Throws: ``NewScreenError`` for a missing folder or a bad template.
  init(
    directory: String,
    displayDirectory: String,
    placeholders: [String: String],
    includeMiddleware: Bool,
    actionStyle: ActionStyle,
    fileSystem: some FileSystem
  ) throws(NewScreenError) {
    let values = Values(
      placeholders: placeholders, sections: actionStyle.sections(middleware: includeMiddleware))
    var parts = ["Screen"]
    if includeMiddleware { parts.append("Middleware") }
    var files: [File] = []
    for part in parts {
      let folder = directory + "/" + part
      guard fileSystem.directoryExists(atPath: folder) else {
        throw .missingDirectory(
          path: displayDirectory + "/" + part,
          hint: "pass the templates folder with --templates, or the package with --package-path")
      }
      let relativePaths: [String]
      do {
        relativePaths = try fileSystem.files(under: folder).filter { $0.hasSuffix(".template") }
      } catch {
        throw .unreadableTemplate(
          path: displayDirectory + "/" + part, problem: "cannot be listed")
      }
      for relativePath in relativePaths {
        let display = "\(displayDirectory)/\(part)/\(relativePath)"
        let text = try Self.read(folder + "/" + relativePath, display: display, fileSystem)
        let path = try Self.render(
          String(relativePath.dropLast(".template".count)), values, display: display)
        let contents = try Self.render(text, values, display: display)
        // A template whose every line is in sections that are off makes no file.
        guard contents.contains(where: { !$0.isWhitespace }) else { continue }
        files.append(File(path: path, contents: contents))
      }
    }
    var names = Self.wiringSnippetNames
    if includeMiddleware { names.append(Self.middlewareSnippetName) }
    var snippets: [String: [String]] = [:]
    for name in names {
      let display = "\(displayDirectory)/Wiring/\(name).template"
      let text = try Self.read(
        "\(directory)/Wiring/\(name).template", display: display, fileSystem)
      var lines = TextLines(try Self.render(text, values, display: display)).lines
      while lines.last?.isEmpty == true { lines.removeLast() }
      guard !lines.isEmpty else { throw .badTemplate(path: display, problem: "it is empty") }
      snippets[name] = lines
    }
    self.files = files.sorted { $0.path < $1.path }
    self.snippets = snippets
  }

  private static func read(
    _ path: String,
    display: String,
    _ fileSystem: some FileSystem
  ) throws(NewScreenError) -> String {
    do {
      return try fileSystem.contents(ofFile: path)
    } catch {
      let problem =
        fileSystem.itemExists(atPath: path) ? "cannot be read as UTF-8 text" : "it is missing"
      throw .unreadableTemplate(path: display, problem: problem)
    }
  }

  /// What a template is rendered with: the placeholders' values and the sections that are on.
  private struct Values {
    var placeholders: [String: String]
    var sections: [String: Bool]
  }

  private static func render(
    _ text: String,
    _ values: Values,
    display: String
  ) throws(NewScreenError) -> String {
    do {
      return try TemplateRenderer.render(
        text, values: values.placeholders, sections: values.sections)
    } catch {
      throw .badTemplate(path: display, problem: problem(error, values))
    }
  }

  /// What is wrong with a template, as a message says it.
  private static func problem(_ failure: TemplateRenderer.Failure, _ values: Values) -> String {
    switch failure {
    case .unknownPlaceholder(let name):
      let known = values.placeholders.keys.sorted().map { "{{\($0)}}" }.joined(separator: ", ")
      return "unknown placeholder {{\(name)}} (known: \(known))"
    case .unclosedPlaceholder:
      return "a '{{' has no closing '}}'"
    case .unknownSection(let name, let line):
      let known = values.sections.keys.sorted().map { "{{#\($0)}}" }.joined(separator: ", ")
      return "line \(line): unknown section {{#\(name)}} (known: \(known))"
    case .unclosedSection(let name, let line):
      return "line \(line): {{#\(name)}} has no closing {{/\(name)}}"
    case .unexpectedSectionEnd(let name, let line, let open?):
      return "line \(line): {{/\(name)}} does not close the open {{#\(open)}}"
    case .unexpectedSectionEnd(let name, let line, nil):
      return "line \(line): {{/\(name)}} closes no section"
    case .sectionTagNotAlone(let tag, let line):
      return "line \(line): the section tag \(tag) must be alone on its line"
    }
  }
}
