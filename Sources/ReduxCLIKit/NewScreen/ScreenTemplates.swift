/// The templates of a screen, read from a templates folder and filled in for one name.
///
/// The folder has three parts:
/// - `Screen/`: the files of every screen. A template's path below `Screen/` is where its file
///   goes in the package, with placeholders, and ends in `.template`, which is dropped:
///   `Screen/Sources/{{AppModule}}/Features/{{Name}}/{{Name}}State.swift.template`.
/// - `Middleware/`: the same, for the files made only with `--middleware`.
/// - `Wiring/`: the snippets added to the app's files, one per edit, such as
///   `AppScreenState.reducer.template` for the reducer's arm.
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

  /// The snippets every screen needs, in the order the edits are made.
  static let wiringSnippetNames = [
    "AppScreen.case", "AppScreenState.case", "AppScreenState.reducer",
    "AppScreenState.initialState", "AppScreenState.associatedAppScreen",
    "AppScreenState.windowUUID", "AppScreenState.defaultState", "AppState.screenState",
    "AppScreen.makeController", "AppScreen.recordableActions",
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
  ///   - fileSystem: Where to read.
  /// - Throws: ``NewScreenError`` for a missing folder or a bad template.
  init(
    directory: String,
    displayDirectory: String,
    placeholders: [String: String],
    includeMiddleware: Bool,
    fileSystem: some FileSystem
  ) throws(NewScreenError) {
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
          String(relativePath.dropLast(".template".count)), placeholders, display: display)
        files.append(
          File(path: path, contents: try Self.render(text, placeholders, display: display)))
      }
    }
    var names = Self.wiringSnippetNames
    if includeMiddleware { names.append(Self.middlewareSnippetName) }
    var snippets: [String: [String]] = [:]
    for name in names {
      let display = "\(displayDirectory)/Wiring/\(name).template"
      let text = try Self.read(
        "\(directory)/Wiring/\(name).template", display: display, fileSystem)
      var lines = TextLines(try Self.render(text, placeholders, display: display)).lines
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

  private static func render(
    _ text: String,
    _ placeholders: [String: String],
    display: String
  ) throws(NewScreenError) -> String {
    do {
      return try TemplateRenderer.render(text, values: placeholders)
    } catch {
      switch error {
      case .unknownPlaceholder(let name):
        let known = placeholders.keys.sorted().map { "{{\($0)}}" }.joined(separator: ", ")
        throw .badTemplate(
          path: display, problem: "unknown placeholder {{\(name)}} (known: \(known))")
      case .unclosedPlaceholder:
        throw .badTemplate(path: display, problem: "a '{{' has no closing '}}'")
      }
    }
  }
}
