import Foundation
import Redux
import SampleApp
import Testing

extension PersistenceTests {
  @Suite("Todo file store")
  struct TodoFileStoreTests {
    let first = WindowUUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    let second = WindowUUID(uuidString: "0B5A4F31-7C2D-4E1B-9A8C-3D2E1F0A9B8C")!

    func fileStore(in directory: URL, maximumFileSize: Int = 1 << 20) -> TodoFileStore {
      TodoFileStore(
        fileURL: directory.appendingPathComponent("todos.json"),
        maximumFileSize: maximumFileSize, now: { TestFiles.fixedDate })
    }

    @Test func aMissingFileLoadsAsNoListsAndCreatesNothing() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let loaded = try fileStore(in: directory).load()
        #expect(loaded == TodoFile())
        #expect(loaded.isEmpty)
        #expect(TestFiles.names(in: directory).isEmpty)
      }
    }

    @Test func savedListsLoadBackInTheirOrderAsReadableJSON() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let store = fileStore(in: directory)
        let file = TodoFile([
          first: [
            TodoItem(id: 1, title: "Milk / oat"), TodoItem(id: 2, title: "Eggs", isCompleted: true),
          ],
          second: [],
        ])
        try store.save(file)
        let loaded = try store.load()
        #expect(loaded == file)
        #expect(loaded.windowUUIDs == [first, second])
        let text = String(
          decoding: try #require(TestFiles.contents(of: store.fileURL)), as: UTF8.self)
        #expect(
          text == """
            {
              "version" : 1,
              "windows" : [
                {
                  "items" : [
                    {
                      "id" : 1,
                      "isCompleted" : false,
                      "title" : "Milk / oat"
                    },
                    {
                      "id" : 2,
                      "isCompleted" : true,
                      "title" : "Eggs"
                    }
                  ],
                  "windowUUID" : "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
                },
                {
                  "items" : [

                  ],
                  "windowUUID" : "0B5A4F31-7C2D-4E1B-9A8C-3D2E1F0A9B8C"
                }
              ]
            }
            """)
      }
    }

    /// A bad file at the todo file's path, and what loading it must say.
    struct BadFile: Sendable, CustomTestStringConvertible {
      let name: String
      /// Puts the bad file at the path.
      let make: @Sendable (URL) throws -> Void
      /// Checks the problem reported.
      let isExpected: @Sendable (TodoFileError.Problem) -> Bool
      /// The start of the error's description, after `Could not load the todo lists from <path>: `.
      let problemText: String

      var testDescription: String { name }

      static func bytes(_ data: Data) -> @Sendable (URL) throws -> Void {
        { try data.write(to: $0) }
      }

      static func text(_ text: String) -> @Sendable (URL) throws -> Void {
        bytes(Data(text.utf8))
      }
    }

    static let badFiles: [BadFile] = [
      BadFile(
        name: "garbage bytes",
        make: BadFile.bytes(Data([0xFF, 0xFE, 0x00, 0x42, 0x80, 0x0A, 0x67, 0x61, 0x72])),
        isExpected: { if case .notJSON = $0 { true } else { false } },
        problemText: "the file is not valid JSON ("),
      BadFile(
        name: "a half-written document",
        make: BadFile.text(#"{"version": 1, "windows": [{"windowUUID": "E621E1F8-C36C"#),
        isExpected: { if case .notJSON = $0 { true } else { false } },
        problemText: "the file is not valid JSON ("),
      BadFile(
        name: "nesting deeper than the parser allows",
        make: BadFile.text(String(repeating: "[", count: 100_000)),
        isExpected: { if case .notJSON = $0 { true } else { false } },
        problemText: "the file is not valid JSON ("),
      BadFile(
        name: "JSON of the wrong shape",
        make: BadFile.text(#"["Milk", "Eggs"]"#),
        isExpected: { if case .wrongShape = $0 { true } else { false } },
        problemText: "the file is JSON but not a todo file: at the top level: "),
      BadFile(
        name: "a todo without a title",
        make: BadFile.text(
          #"{"version": 1, "windows": [{"windowUUID": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "#
            + #""items": [{"title": "Milk", "isCompleted": false}, {"isCompleted": true}]}]}"#),
        isExpected: {
          $0 == .wrongShape(reason: #"at windows[0].items[1]: the value "title" is missing"#)
        },
        problemText: "the file is JSON but not a todo file: "
          + #"at windows[0].items[1]: the value "title" is missing."#),
      BadFile(
        name: "a window that is not a UUID",
        make: BadFile.text(#"{"version": 1, "windows": [{"windowUUID": "kitchen", "items": []}]}"#),
        isExpected: { if case .wrongShape = $0 { true } else { false } },
        problemText: "the file is JSON but not a todo file: at windows[0].windowUUID: "),
      BadFile(
        name: "a window listed twice",
        make: BadFile.text(
          #"{"version": 1, "windows": ["#
            + #"{"windowUUID": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "items": []}, "#
            + #"{"windowUUID": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "items": []}]}"#),
        isExpected: {
          $0
            == .wrongShape(
              reason:
                "at windows[1]: window E621E1F8-C36C-495A-93FC-0C247A3E6E5F appears more than once")
        },
        problemText: "the file is JSON but not a todo file: at windows[1]: window "
          + "E621E1F8-C36C-495A-93FC-0C247A3E6E5F appears more than once."),
      BadFile(
        name: "an unknown version",
        make: BadFile.text(#"{"version": 2, "windows": {"E621E1F8": ["Milk"]}}"#),
        isExpected: { $0 == .unsupportedVersion(2) },
        problemText: "the file has format version 2, but this app reads only version 1; it was "
          + "probably written by another version of the app."),
      BadFile(
        name: "an empty file",
        make: BadFile.bytes(Data()),
        isExpected: { $0 == .empty },
        problemText: "the file is empty."),
      BadFile(
        name: "a directory",
        make: { url in
          try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
          try Data("inside".utf8).write(to: url.appendingPathComponent("notes.txt"))
        },
        isExpected: { $0 == .unreadable(reason: "it is a directory, not a file") },
        problemText: "the file cannot be read (it is a directory, not a file)."),
      BadFile(
        name: "a file larger than the limit",
        make: BadFile.bytes(Data(repeating: 0x20, count: (1 << 20) + 1)),
        isExpected: { $0 == .tooLarge(byteCount: (1 << 20) + 1, limit: 1 << 20) },
        problemText: "the file is too large to be a todo file (1048577 bytes or more; the limit "
          + "is 1048576 bytes)."),
    ]

    @Test(arguments: badFiles)
    func aBadFileIsReportedMovedAsideIntactAndReplacedByTheNextSave(_ bad: BadFile) throws {
      try TestFiles.withTemporaryDirectory { directory in
        let store = fileStore(in: directory)
        let path = store.path
        try bad.make(store.fileURL)
        let before = TestFiles.names(in: directory)
        let badContent = TestFiles.contents(of: store.fileURL)

        let error = #expect(throws: TodoFileError.self) { try store.load() }
        let movedPath = "\(path).\(TestFiles.fixedStamp)"
        guard case .unusableFile(path, let problem, .movedTo(movedPath))? = error else {
          Issue.record("unexpected error: \(String(describing: error))")
          return
        }
        #expect(bad.isExpected(problem), "\(problem)")
        #expect(error?.path == path)
        #expect(
          error?.description == "Could not load the todo lists from \(path): \(problem). The file "
            + "was moved aside to \(movedPath), so it is kept as it was and the next save starts a "
            + "new file. Inspect the moved file, repair it and move it back to restore those "
            + "lists, or delete it.")
        #expect(
          error?.description.hasPrefix(
            "Could not load the todo lists from \(path): \(bad.problemText)") == true)

        // Moved aside, content intact; nothing else in the directory changed.
        let moved = URL(fileURLWithPath: movedPath)
        #expect(before == ["todos.json"])
        #expect(TestFiles.names(in: directory) == ["todos.json.\(TestFiles.fixedStamp)"])
        #expect(TestFiles.contents(of: moved) == badContent)
        if badContent == nil {
          #expect(TestFiles.names(in: moved) == ["notes.txt"])
          #expect(
            TestFiles.contents(of: moved.appendingPathComponent("notes.txt"))
              == Data("inside".utf8))
        }

        // Loading again finds no file; the next save writes a good one beside the moved file.
        #expect(try store.load() == TodoFile())
        let fresh = TodoFile([first: [TodoItem(id: 1, title: "Milk")]])
        try store.save(fresh)
        #expect(try store.load() == fresh)
        #expect(
          TestFiles.names(in: directory) == ["todos.json", "todos.json.\(TestFiles.fixedStamp)"])
        #expect(TestFiles.contents(of: moved) == badContent)
      }
    }

    @Test func movingAsideNeverReplacesAnEarlierMovedFile() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let store = fileStore(in: directory)
        for attempt in 1...3 {
          try Data("bad \(attempt)".utf8).write(to: store.fileURL)
          #expect(throws: TodoFileError.self) { try store.load() }
        }
        let base = "todos.json.\(TestFiles.fixedStamp)"
        #expect(TestFiles.names(in: directory) == [base, "\(base)-2", "\(base)-3"])
        #expect(
          TestFiles.contents(of: directory.appendingPathComponent(base)) == Data("bad 1".utf8))
        #expect(
          TestFiles.contents(of: directory.appendingPathComponent("\(base)-2"))
            == Data("bad 2".utf8))
        #expect(
          TestFiles.contents(of: directory.appendingPathComponent("\(base)-3"))
            == Data("bad 3".utf8))
      }
    }

    // Root may rename files in a read-only directory, so this test runs only for other users.
    @Test(.enabled(if: !TestFiles.isRunningAsRoot, "root ignores directory permissions"))
    func aBadFileThatCannotBeMovedIsReportedAndLeftInPlace() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let store = fileStore(in: directory)
        try Data("garbage".utf8).write(to: store.fileURL)
        try FileManager.default.setAttributes(
          [.posixPermissions: 0o555], ofItemAtPath: directory.path)
        defer {
          try? FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: directory.path)
        }
        let error = #expect(throws: TodoFileError.self) { try store.load() }
        guard case .unusableFile(_, .notJSON, .failed(let reason))? = error else {
          Issue.record("unexpected error: \(String(describing: error))")
          return
        }
        #expect(reason == "Permission denied")
        #expect(
          error?.description.hasSuffix(
            "The file could not be moved aside (Permission denied), so the todo lists will not "
              + "be saved while the app runs, to keep it from being overwritten. Move or delete "
              + "the file, then restart the app.") == true)
        #expect(TestFiles.names(in: directory) == ["todos.json"])
        #expect(TestFiles.contents(of: store.fileURL) == Data("garbage".utf8))
      }
    }

    @Test func aSaveIntoAMissingDirectoryThrowsAClearError() throws {
      try TestFiles.withTemporaryDirectory { directory in
        let fileURL = directory.appendingPathComponent("gone/todos.json")
        let store = TodoFileStore(fileURL: fileURL)
        let error = #expect(throws: TodoFileError.self) {
          try store.save(TodoFile([first: [TodoItem(id: 1, title: "Milk")]]))
        }
        let path = fileURL.path(percentEncoded: false)
        #expect(error?.path == path)
        let text = error?.description ?? ""
        #expect(
          text.hasPrefix(
            "Could not save the todo lists to \(path): could not create the temporary file "
              + "\(directory.appendingPathComponent("gone").path(percentEncoded: false))"
              + "/.todos.json."))
        #expect(
          text.hasSuffix(
            ".tmp (No such file or directory). The file still holds what it held before; the "
              + "next change tries again."))
      }
    }
  }
}
