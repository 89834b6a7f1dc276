import Foundation
import Redux
import ReduxTesting
import SampleApp
import Testing

extension PersistenceTests {
  @Suite("Todo persistence middleware: problems")
  @MainActor
  struct TodoPersistenceProblemTests {
    let kitchen = WindowUUID()
    let office = WindowUUID()

    @Test func aCorruptFileIsReportedKeptAsideAndTheNextSaveStartsAFreshFile() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let fileURL = directory.appendingPathComponent("todos.json")
        let garbage = Data("{\"version\": 1, \"windows\": [tru".utf8)
        try garbage.write(to: fileURL)
        let app = PersistentTodoApp(fileURL: fileURL)
        let path = fileURL.path(percentEncoded: false)
        let moved = "\(path).\(TestFiles.fixedStamp)"
        #expect(app.reports.messages.count == 1)
        let message = try #require(app.reports.messages.first)
        #expect(
          message.hasPrefix(
            "Could not load the todo lists from \(path): the file is not valid JSON ("))
        #expect(
          message.hasSuffix(
            "). The file was moved aside to \(moved), so it is kept as it was and the next save "
              + "starts a new file. Inspect the moved file, repair it and move it back to "
              + "restore those lists, or delete it."))

        app.showTodoList(in: kitchen)
        #expect(app.items(in: kitchen) == [])
        app.add("Milk", in: kitchen)
        #expect(try app.fileStore.load() == TodoFile([kitchen: [TodoItem(id: 1, title: "Milk")]]))
        #expect(TestFiles.contents(of: URL(fileURLWithPath: moved)) == garbage)
        #expect(
          TestFiles.names(in: directory) == ["todos.json", "todos.json.\(TestFiles.fixedStamp)"])
        #expect(app.reports.messages.count == 1)
      }
    }

    @Test func aFailedSaveIsReportedAndRetriedOnTheNextChange() throws {
      try TestFiles.withTemporaryDirectory { directory in
        // The file's directory does not exist yet: every write fails.
        let folder = directory.appendingPathComponent("Todos", isDirectory: true)
        let fileURL = folder.appendingPathComponent("todos.json")
        let app = PersistentTodoApp(fileURL: fileURL)
        app.showTodoList(in: kitchen)
        app.add("Milk", in: kitchen)
        app.add("Eggs", in: kitchen)
        #expect(app.titles(in: kitchen) == ["Milk", "Eggs"])
        #expect(app.middleware.saveCount == 0)
        #expect(app.middleware.failedSaveCount == 2)
        #expect(app.reports.messages.count == 2)
        let path = fileURL.path(percentEncoded: false)
        for message in app.reports.messages {
          #expect(
            message.hasPrefix(
              "Could not save the todo lists to \(path): could not create the temporary file "
                + "\(folder.path(percentEncoded: false)).todos.json."))
          #expect(
            message.hasSuffix(
              ".tmp (No such file or directory). The file still holds what it held before; the "
                + "next change tries again."))
        }

        // Once the directory exists, the next change saves everything, and says so.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        app.send(.toggle(index: 0), in: kitchen)
        #expect(app.middleware.saveCount == 1)
        #expect(
          app.reports.messages.last
            == "Saved the todo lists to \(path) again; no change was lost.")
        #expect(
          try app.fileStore.load()[kitchen]
            == [TodoItem(id: 1, title: "Milk", isCompleted: true), TodoItem(id: 2, title: "Eggs")])
        app.add("Tea", in: kitchen)
        #expect(app.reports.messages.count == 3)
      }
    }

    // Root may write into a read-only directory, so this test runs only for other users.
    @Test(.enabled(if: !TestFiles.isRunningAsRoot, "root ignores directory permissions"))
    func aReadOnlyDirectoryIsReportedAndTheFileKept() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let fileURL = directory.appendingPathComponent("todos.json")
        let app = PersistentTodoApp(fileURL: fileURL)
        app.showTodoList(in: kitchen)
        app.add("Milk", in: kitchen)
        let goodBytes = TestFiles.contents(of: fileURL)
        try FileManager.default.setAttributes(
          [.posixPermissions: 0o555], ofItemAtPath: directory.path)
        defer {
          try? FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: directory.path)
        }
        app.add("Eggs", in: kitchen)
        #expect(app.middleware.failedSaveCount == 1)
        #expect(app.reports.messages.count == 1)
        #expect(app.reports.messages.first?.contains("(Permission denied)") == true)
        #expect(TestFiles.contents(of: fileURL) == goodBytes)
        #expect(TestFiles.names(in: directory) == ["todos.json"])
      }
    }

    // Root may rename files in a read-only directory, so this test runs only for other users.
    @Test(.enabled(if: !TestFiles.isRunningAsRoot, "root ignores directory permissions"))
    func aBadFileThatCannotBeMovedAsideIsNeverOverwritten() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let fileURL = directory.appendingPathComponent("todos.json")
        try Data("garbage".utf8).write(to: fileURL)
        try FileManager.default.setAttributes(
          [.posixPermissions: 0o555], ofItemAtPath: directory.path)
        let app = PersistentTodoApp(fileURL: fileURL)
        try FileManager.default.setAttributes(
          [.posixPermissions: 0o755], ofItemAtPath: directory.path)
        #expect(app.reports.messages.count == 1)
        #expect(app.reports.messages.first?.contains("could not be moved aside") == true)

        app.showTodoList(in: kitchen)
        app.add("Milk", in: kitchen)
        #expect(app.middleware.saveCount == 0)
        #expect(app.middleware.failedSaveCount == 0)
        #expect(TestFiles.contents(of: fileURL) == Data("garbage".utf8))
        #expect(app.reports.messages.count == 1)
      }
    }
  }
}
