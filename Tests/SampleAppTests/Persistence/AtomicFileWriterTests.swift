import Foundation
import Redux
import SampleApp
import Testing

extension PersistenceTests {
  @Suite("Atomic file writer")
  @MainActor
  struct AtomicFileWriterTests {
    let writer = AtomicFileWriter()

    @Test func writeReplacesTheContentAndLeavesNoTemporaryFile() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let file = directory.appendingPathComponent("notes.txt")
        try writer.write(Data("first".utf8), to: file)
        try writer.write(Data("second, longer".utf8), to: file)
        #expect(TestFiles.contents(of: file) == Data("second, longer".utf8))
        #expect(TestFiles.names(in: directory) == ["notes.txt"])
      }
    }

    @Test func aCrashBeforeTheRenameLeavesTheLastGoodFileLoadable() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let fileURL = directory.appendingPathComponent("todos.json")
        let fileStore = TodoFileStore(fileURL: fileURL)
        let window = WindowUUID()
        let good = TodoFile([window: [TodoItem(id: 1, title: "Milk")]])
        try fileStore.save(good)
        let goodBytes = try #require(TestFiles.contents(of: fileURL))

        // The process "crashes" after the temporary file is written and flushed, before the
        // rename: commit(_:) is never called.
        var newer = good
        newer[window] = [
          TodoItem(id: 1, title: "Milk", isCompleted: true), TodoItem(id: 2, title: "Eggs"),
        ]
        let newBytes = try newer.jsonData()
        let pending = try writer.writeTemporary(newBytes, for: fileURL)

        // The destination still holds exactly the last good content, and loads.
        #expect(TestFiles.contents(of: fileURL) == goodBytes)
        #expect(try fileStore.load() == good)
        // The new content is whole, but only in a temporary file beside the destination.
        #expect(pending.destination == fileURL)
        #expect(pending.temporaryFile.deletingLastPathComponent() == directory)
        #expect(pending.temporaryFile.lastPathComponent.hasPrefix(".todos.json."))
        #expect(pending.temporaryFile.lastPathComponent.hasSuffix(".tmp"))
        #expect(TestFiles.contents(of: pending.temporaryFile) == newBytes)
        #expect(
          TestFiles.names(in: directory) == [pending.temporaryFile.lastPathComponent, "todos.json"])

        // A new run of the app finds the good lists and nothing to report.
        let app = PersistentTodoApp(fileURL: fileURL)
        #expect(app.reports.messages.isEmpty)
        app.showTodoList(in: window)
        #expect(app.items(in: window) == [TodoItem(id: 1, title: "Milk")])

        // Had the rename happened, the destination would hold exactly the new content.
        try writer.commit(pending)
        #expect(TestFiles.contents(of: fileURL) == newBytes)
        #expect(try fileStore.load() == newer)
        #expect(TestFiles.names(in: directory) == ["todos.json"])
      }
    }

    @Test func aWriteIntoAMissingDirectoryNamesThePathAndTheReason() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let file = directory.appendingPathComponent("missing/todos.json")
        let error = #expect(throws: AtomicFileWriter.WriteError.self) {
          try writer.write(Data("x".utf8), to: file)
        }
        #expect(error?.step == "could not create the temporary file")
        #expect(error?.path.hasPrefix(directory.path + "/missing/.todos.json.") == true)
        #expect(error?.reason == "No such file or directory")
        #expect(error?.description.hasSuffix(".tmp (No such file or directory)") == true)
        #expect(TestFiles.names(in: directory).isEmpty)
      }
    }

    @Test func aFailedRenameKeepsTheDestinationAndRemovesTheTemporaryFile() throws {
      try TestFiles.withTemporaryDirectory { directory in
        // A directory that is not empty cannot be replaced by a file.
        let destination = directory.appendingPathComponent("todos.json")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
        try Data("keep me".utf8).write(to: destination.appendingPathComponent("inside.txt"))

        let error = #expect(throws: AtomicFileWriter.WriteError.self) {
          try writer.write(Data("new".utf8), to: destination)
        }
        #expect(error?.step == "could not replace")
        #expect(error?.path == destination.path(percentEncoded: false))
        #expect(error?.reason == "Is a directory")
        #expect(TestFiles.names(in: directory) == ["todos.json"])
        #expect(TestFiles.names(in: destination) == ["inside.txt"])
        #expect(
          TestFiles.contents(of: destination.appendingPathComponent("inside.txt"))
            == Data("keep me".utf8))
      }
    }
  }
}
