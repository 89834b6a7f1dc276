/// Works out how to add a screen to an app package: reads the templates and the app's files,
/// checks that nothing would be overwritten or declared twice, and plans every file and edit.
///
/// Planning reads and never writes; ``PlanWriter`` writes the plan, all or nothing.
struct ScreenGenerator<Files: FileSystem> {
  /// The package's folder.
  var packageDirectory: String
  /// The templates folder.
  var templatesDirectory: String
  /// The app's module, such as `SampleApp`: its sources are in `Sources/<module>`, its tests in
  /// `Tests/<module>Tests`.
  var appModule: String
  /// Where to read.
  var fileSystem: Files

  /// Plans a screen.
  ///
  /// The checks run in this order, and the first problem is reported: the package's folders,
  /// the templates, the app's files to edit (their shape, and a screen of the same name), a type
  /// the screen would declare that the app's module and then its test module already declare,
  /// and a file in the way.
  ///
  /// - Parameters:
  ///   - name: The screen's name, already checked.
  ///   - includeMiddleware: Whether to add a middleware.
  ///   - actionStyle: How the screen writes its actions; enum actions unless given.
  /// - Returns: The plan.
  /// - Throws: ``NewScreenError`` naming the first problem.
  func plan(
    _ name: ScreenName, includeMiddleware: Bool, actionStyle: ActionStyle = .enumActions
  ) throws(NewScreenError) -> ScreenGenerationPlan {
    let sourcesPath = "Sources/\(appModule)"
    let testsPath = "Tests/\(appModule)Tests"
    for folder in [sourcesPath, testsPath] {
      guard fileSystem.directoryExists(atPath: absolute(folder)) else {
        throw .missingDirectory(
          path: folder,
          hint: "run the command in the app's package or pass it with --package-path"
            + (appModule == "SampleApp" ? "" : ", and check --module"))
      }
    }
    let templates = try ScreenTemplates(
      directory: templatesDirectory,
      displayDirectory: displayPath(templatesDirectory),
      placeholders: name.placeholders(appModule: appModule),
      includeMiddleware: includeMiddleware,
      actionStyle: actionStyle,
      fileSystem: fileSystem
    )
    let app = try readSources(sourcesPath)
    let wiring = try AppWiring(
      app: app, name: name, snippets: templates.snippets, includeMiddleware: includeMiddleware)
    try checkNewTypes(of: name, suffixes: actionStyle.typeSuffixes, in: app)
    let tests = try readSources(testsPath)
    try checkNewTypes(of: name, suffixes: ScreenName.testTypeSuffixes, in: tests)
    for file in templates.files where fileSystem.itemExists(atPath: absolute(file.path)) {
      throw .fileExists(path: file.path)
    }
    return ScreenGenerationPlan(name: name, creations: templates.files, edits: wiring.fileEdits)
  }

  private func absolute(_ relativePath: String) -> String {
    packageDirectory + "/" + relativePath
  }

  /// A path shown relative to the package when it is inside it.
  private func displayPath(_ path: String) -> String {
    path.hasPrefix(packageDirectory + "/")
      ? String(path.dropFirst(packageDirectory.count + 1)) : path
  }

  /// Reads every Swift file under a folder of the package: the app's sources or its tests.
  private func readSources(_ sourcesPath: String) throws(NewScreenError) -> AppSources {
    let paths: [String]
    do {
      paths = try fileSystem.files(under: absolute(sourcesPath)).filter { $0.hasSuffix(".swift") }
    } catch {
      throw .unreadableFile(path: sourcesPath, problem: "cannot be listed")
    }
    var files: [AppSources.File] = []
    for path in paths {
      let relative = sourcesPath + "/" + path
      do {
        let text = try fileSystem.contents(ofFile: absolute(relative))
        files.append(AppSources.File(path: relative, text: text, source: SwiftSource(text: text)))
      } catch {
        throw .unreadableFile(path: relative, problem: "cannot be read as UTF-8 text")
      }
    }
    return AppSources(files: files)
  }

  /// Refuses a name whose types a module already declares, such as `ProfileState` in the app's
  /// sources or `ProfileTests` in its tests.
  private func checkNewTypes(
    of name: ScreenName, suffixes: [String], in module: AppSources
  ) throws(NewScreenError) {
    for suffix in suffixes {
      let typeName = name.typeName + suffix
      let pattern = try? Regex(
        "\\b(?:class|struct|enum|protocol|typealias|actor)\\s+\(typeName)\\b", as: Substring.self)
      guard let pattern else { continue }
      for (index, file) in module.files.enumerated() {
        if let line = file.source.firstLine(matching: pattern, in: file.source.code.indices) {
          throw .typeExists(
            typeName: typeName,
            location: module.describe(AppSources.Location(file: index, line: line)))
        }
      }
    }
  }
}
