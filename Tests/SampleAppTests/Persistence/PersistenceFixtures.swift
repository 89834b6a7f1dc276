import Foundation
import Redux
import SampleApp
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The todo persistence tests, one suite per type: `swift test --filter Persistence` runs them.
@Suite("Todo persistence")
enum PersistenceTests {}

/// Files and directories for the persistence tests.
enum TestFiles {
  /// Runs `body` with a new, empty directory of its own under the system's temporary directory,
  /// named with a UUID, and removes the directory and everything in it afterwards, even when
  /// `body` made parts of it read-only.
  static func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("TodoPersistenceTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    defer {
      makeWritable(directory)
      try? FileManager.default.removeItem(at: directory)
    }
    return try body(directory)
  }

  /// Gives the owner write access to a directory and every directory inside it, so that it can be
  /// removed.
  private static func makeWritable(_ directory: URL) {
    _ = chmod(directory.path(percentEncoded: false), 0o755)
    let contents = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in contents {
      let child = directory.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        makeWritable(child)
      }
    }
  }

  /// Whether the tests run as root, who may write where permissions say no.
  static let isRunningAsRoot = geteuid() == 0

  /// A fixed moment for naming moved-aside files: 2025-03-01 10:15:00 UTC.
  static let fixedDate = Date(timeIntervalSince1970: 1_740_824_100)

  /// The suffix a file moved aside at ``fixedDate`` gets.
  static let fixedStamp = "corrupt-20250301T101500Z"

  /// The bytes of a file, or `nil` when it cannot be read.
  static func contents(of url: URL) -> Data? {
    try? Data(contentsOf: url)
  }

  /// The names in a directory, sorted.
  static func names(in directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }
}

/// Collects what a middleware reports.
///
/// Safety of `@unchecked Sendable`: `stored` is read and written only while `lock` is held.
final class ReportLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []

  /// Every message, in order.
  var messages: [String] {
    lock.withLock { stored }
  }

  /// The closure to hand to the middleware.
  var report: @Sendable (String) -> Void {
    { [self] message in lock.withLock { stored.append(message) } }
  }
}

/// The sample app's store with the persistence middleware, wired as the app does it: the
/// middleware dispatches through a `StoreDispatcher` connected after the store is made.
@MainActor
final class PersistentTodoApp {
  let reports = ReportLog()
  let fileStore: TodoFileStore
  let middleware: TodoPersistenceMiddleware
  let store: Store<AppState>

  /// Makes the app and loads the file.
  ///
  /// - Parameters:
  ///   - fileStore: The todo file.
  ///   - before: Middlewares that run before the persistence middleware.
  init(fileStore: TodoFileStore, before: [Middleware<AppState>] = []) {
    let dispatcher = StoreDispatcher()
    self.fileStore = fileStore
    middleware = TodoPersistenceMiddleware(
      fileStore: fileStore, store: dispatcher, report: reports.report)
    store = Store(
      state: AppState(), reducer: AppState.reducer,
      middlewares: before + [middleware.persistenceProvider])
    dispatcher.connect(to: store)
  }

  convenience init(fileURL: URL) {
    self.init(fileStore: TodoFileStore(fileURL: fileURL, now: { TestFiles.fixedDate }))
  }

  func showTodoList(in window: WindowUUID) {
    store.dispatch(ScreenAction(windowUUID: window, actionType: .showScreen, screen: .todoList))
  }

  func closeTodoList(in window: WindowUUID) {
    store.dispatch(ScreenAction(windowUUID: window, actionType: .closeScreen, screen: .todoList))
  }

  func close(_ window: WindowUUID) {
    store.dispatch(WindowAction(windowUUID: window, actionType: .closeWindow))
  }

  func send(_ type: TodoListAction, in window: WindowUUID) {
    store.dispatch(Action(type, windowUUID: window))
  }

  func add(_ titles: String..., in window: WindowUUID) {
    for title in titles { send(.add(title: title), in: window) }
  }

  /// The todos a window shows, or `nil` when it does not show its todo list.
  func items(in window: WindowUUID) -> [TodoItem]? {
    store.state.screenState(TodoListState.self, for: .todoList, window: window)?.items.map { $0 }
  }

  /// The titles a window shows.
  func titles(in window: WindowUUID) -> [String]? {
    items(in: window)?.map(\.title)
  }
}

extension TodoFile {
  /// A file with these lists, in this order.
  init(_ lists: KeyValuePairs<WindowUUID, [TodoItem]>) {
    self.init()
    for (window, items) in lists { self[window] = items }
  }
}
