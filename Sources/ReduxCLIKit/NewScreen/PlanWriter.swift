/// Carries out a ``ScreenGenerationPlan`` all or nothing: if any write fails, every file created
/// is removed, every folder created is removed, and every edited file gets its text back.
struct PlanWriter<Files: FileSystem> {
  /// Where to write.
  let fileSystem: Files
  /// The package's folder; the plan's paths are relative to it.
  let packageDirectory: String

  /// Writes the plan.
  ///
  /// - Parameters:
  ///   - plan: What to create and edit.
  /// - Throws: ``NewScreenError/fileSystem(path:problem:)`` once every change is undone.
  func apply(_ plan: ScreenGenerationPlan) throws(NewScreenError) {
    var createdFolders: [String] = []
    var createdFiles: [String] = []
    var editedFiles: [(path: String, originalText: String)] = []
    var failedPath = ""
    do {
      for file in plan.creations {
        failedPath = file.path
        let path = absolute(file.path)
        for folder in missingFolders(above: path) {
          try fileSystem.createDirectory(atPath: folder)
          createdFolders.append(folder)
        }
        try fileSystem.createFile(atPath: path, contents: file.contents)
        createdFiles.append(path)
      }
      for edit in plan.edits {
        failedPath = edit.path
        let path = absolute(edit.path)
        guard try fileSystem.contents(ofFile: path) == edit.originalText else {
          throw NewScreenError.fileSystem(path: edit.path, problem: "changed")
        }
        try fileSystem.replaceFile(atPath: path, contents: edit.updatedText)
        editedFiles.append((path, edit.originalText))
      }
    } catch {
      var leftovers: [String] = []
      for edited in editedFiles.reversed() {
        do {
          try fileSystem.replaceFile(atPath: edited.path, contents: edited.originalText)
        } catch {
          leftovers.append(edited.path)
        }
      }
      for path in createdFiles.reversed() + createdFolders.reversed() {
        do { try fileSystem.removeItem(atPath: path) } catch { leftovers.append(path) }
      }
      let problem =
        (error as? NewScreenError).map { _ in "it changed while the screen was being added" }
        ?? "cannot be written (\(error.localizedDescription))"
      guard leftovers.isEmpty else {
        throw .partiallyWritten(
          path: failedPath, problem: problem,
          leftovers: leftovers.map { relative($0) }.sorted())
      }
      throw .fileSystem(path: failedPath, problem: problem)
    }
  }

  private func relative(_ path: String) -> String {
    path.hasPrefix(packageDirectory + "/")
      ? String(path.dropFirst(packageDirectory.count + 1)) : path
  }

  private func absolute(_ relativePath: String) -> String {
    packageDirectory + "/" + relativePath
  }

  /// The folders above a path that do not exist yet, outermost first.
  private func missingFolders(above path: String) -> [String] {
    var folders: [String] = []
    var folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    while !folder.isEmpty, folder.count > packageDirectory.count,
      !fileSystem.directoryExists(atPath: folder)
    {
      folders.insert(folder, at: 0)
      folder = String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)])
    }
    return folders
  }
}
