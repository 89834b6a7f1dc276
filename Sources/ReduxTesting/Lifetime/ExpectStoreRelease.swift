/// Checks that releasing a store releases its middlewares and its subscribers, and that no
/// middleware keeps the store alive.
///
/// `build` makes the store and what belongs to it, and returns them in a ``StoreParts``; the
/// check keeps weak references only, so everything `build` made is released when it returns,
/// unless something keeps it. Then it reports:
/// - a middleware that holds its store, with the middleware's type:
///   `SyncMiddleware keeps its store alive: …`;
/// - a store still alive that no middleware holds: something else captures it;
/// - each middleware and subscriber still alive after its store was released.
///
/// ```swift
/// @MainActor @Test func releasingTheStoreReleasesItsMiddlewares() {
///   expectStoreRelease {
///     let store = TestStore(state: AppState(), reducer: AppState.reducer)
///     let telemetry = ExampleTelemetry()
///     return StoreParts(store, middlewares: [telemetry])
///   }
/// }
/// ```
///
/// A middleware is found holding its store through its stored properties (a `Mirror`): one
/// that captures the store in a closure keeps it alive just the same, and is reported as a
/// store that something else keeps. A property read through a `Mirror` may be a weak one: a
/// weakly held store kept alive by something else is blamed on the middleware that holds it.
///
/// - Parameters:
///   - fileID: The file of the call, for failures; leave it out.
///   - filePath: The path of the file of the call, for failures; leave it out.
///   - line: The line of the call, for failures; leave it out.
///   - column: The column of the call, for failures; leave it out.
///   - build: Makes the store and the objects that belong to it.
@MainActor
public func expectStoreRelease(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ build: () -> StoreParts
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let parts = WeakStoreParts(build())
  for message in parts.failures() {
    FailureReporter.fail(message, at: site)
  }
}

/// The weak references of ``expectStoreRelease(fileID:filePath:line:column:_:)``.
@MainActor
struct WeakStoreParts {
  private struct Weak {
    weak var object: AnyObject?
    let typeName: String

    init(_ object: AnyObject) {
      self.object = object
      self.typeName = String(describing: type(of: object))
    }
  }

  private let store: Weak
  private let middlewares: [Weak]
  private let subscribers: [Weak]

  /// Keeps weak references to the parts; the parts themselves are released with the argument.
  init(_ parts: StoreParts) {
    store = Weak(parts.store)
    middlewares = parts.middlewares.map(Weak.init)
    subscribers = parts.subscribers.map(Weak.init)
  }

  /// The failures, in order: the middlewares that keep the store, or the store kept by
  /// something else; then the middlewares and the subscribers left alive.
  func failures() -> [String] {
    var failures: [String] = []
    var culprits: Set<ObjectIdentifier> = []
    if let liveStore = store.object {
      for middleware in middlewares {
        guard let object = middleware.object,
          let path = ReferencePath.find(liveStore, from: object)
        else { continue }
        culprits.insert(ObjectIdentifier(object))
        failures.append(
          "\(middleware.typeName) keeps its store alive: its `\(path)` holds the "
            + "\(store.typeName). Hold the store weakly, or dispatch through a "
            + "`StoreDispatcher`.")
      }
      if culprits.isEmpty {
        failures.append(
          "The \(store.typeName) is still alive after it was released: something other than its "
            + "middlewares' properties keeps it, such as a task, or a closure that captures it "
            + "(a middleware's, a listener's).")
      }
    }
    for middleware in middlewares {
      guard let object = middleware.object, !culprits.contains(ObjectIdentifier(object)),
        store.object == nil
      else { continue }
      failures.append(
        "\(middleware.typeName), a middleware of the \(store.typeName), is still alive after the "
          + "store was released.")
    }
    for subscriber in subscribers where subscriber.object != nil {
      failures.append(
        "\(subscriber.typeName), a subscriber of the \(store.typeName), is still alive after the "
          + "store was released.")
    }
    return failures
  }
}
