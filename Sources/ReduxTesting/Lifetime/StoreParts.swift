/// A store and the objects that belong to it, for ``expectStoreRelease(fileID:filePath:line:column:_:)``:
/// once the store is released, all of them must be gone.
///
/// ```swift
/// expectStoreRelease {
///   let sync = SyncMiddleware()
///   let store = Store(state: AppState(), reducer: AppState.reducer, middlewares: [sync.middleware])
///   sync.connect(to: store)
///   let list = TodoListController(windowUUID: WindowUUID(), store: store)
///   return StoreParts(store, middlewares: [sync], subscribers: [list])
/// }
/// ```
@MainActor
public struct StoreParts {
  /// The store: a `Store`, a ``TestStore``, or any store object.
  let store: AnyObject
  /// The objects that provide the store's middlewares.
  let middlewares: [AnyObject]
  /// The objects subscribed to the store.
  let subscribers: [AnyObject]

  /// Names a store and what belongs to it.
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - middlewares: The objects behind its middlewares (a middleware that is a plain closure
  ///     has no object to name).
  ///   - subscribers: Objects subscribed to it, such as controllers.
  public init(_ store: AnyObject, middlewares: [AnyObject] = [], subscribers: [AnyObject] = []) {
    self.store = store
    self.middlewares = middlewares
    self.subscribers = subscribers
  }
}
