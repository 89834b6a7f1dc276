/// Runs `operation` with a test's store in an app's global store variable, then puts the app's
/// store back.
///
/// ```swift
/// @MainActor @Suite(.serialized)
/// struct LegacySettingsScreenTests {
///   @Test func tappingBlueDispatchesTheColour() {
///     let mock = MockStore(state: AppState())
///     withGlobalStore(replacedBy: mock, get: { store }, set: { store = $0 }) {
///       LegacySettingsScreen().blueTapped()
///     }
///     #expect(mock.dispatchedActions.count == 1)
///   }
/// }
/// ```
///
/// `store` is the app's global and `LegacySettingsScreen` a screen of the app that dispatches to
/// it, as in the example of ``GlobalStoreSwap``.
///
/// The same as making a ``GlobalStoreSwap`` and calling its
/// ``GlobalStoreSwap/reset(fileID:filePath:line:column:)`` when `operation` returns or throws,
/// with the same failures. Prefer injecting the store: see ``GlobalStoreSwap`` for why, and for
/// why suites that use this must be `.serialized`.
///
/// - Parameters:
///   - testStore: The store the global holds while `operation` runs.
///   - get: Reads the global: `{ store }`.
///   - set: Writes the global: `{ store = $0 }`.
///   - fileID: The file of the call; leave the default.
///   - filePath: The full path of the file of the call; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
///   - operation: The test's work with the global store replaced.
/// - Returns: What `operation` returns.
@MainActor
public func withGlobalStore<StoreType, Result>(
  replacedBy testStore: StoreType,
  get: @escaping () -> StoreType,
  set: @escaping (StoreType) -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  operation: () throws -> Result
) rethrows -> Result {
  let swap = GlobalStoreSwap(
    installing: testStore, get: get, set: set,
    fileID: fileID, filePath: filePath, line: line, column: column)
  defer { swap.reset(fileID: fileID, filePath: filePath, line: line, column: column) }
  return try operation()
}

/// Runs asynchronous `operation` with a test's store in an app's global store variable, then
/// puts the app's store back.
///
/// ```swift
/// @MainActor @Suite(.serialized)
/// struct LegacyTodoScreenTests {
///   @Test func refreshingDispatchesWhatItLoaded() async {
///     let mock = MockStore(state: AppState())
///     await withGlobalStore(replacedBy: mock, get: { store }, set: { store = $0 }) {
///       await LegacyTodoScreen().refresh()  // awaits its work, then dispatches to `store`
///     }
///     #expect(mock.dispatchedActions.count == 1)
///   }
/// }
/// ```
///
/// `store` is the app's global and `LegacyTodoScreen` a screen of the app that dispatches to
/// it, as in the example of ``GlobalStoreSwap``.
///
/// The same as the synchronous `withGlobalStore(replacedBy:get:set:operation:)`, for a test
/// that awaits while the global store is replaced. The global holds the test's store across
/// every suspension, so nothing else may use the global meanwhile: see ``GlobalStoreSwap``.
///
/// - Parameters:
///   - testStore: The store the global holds while `operation` runs.
///   - get: Reads the global: `{ store }`.
///   - set: Writes the global: `{ store = $0 }`.
///   - fileID: The file of the call; leave the default.
///   - filePath: The full path of the file of the call; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
///   - operation: The test's work with the global store replaced.
/// - Returns: What `operation` returns.
@MainActor
public func withGlobalStore<StoreType, Result>(
  replacedBy testStore: StoreType,
  get: @escaping () -> StoreType,
  set: @escaping (StoreType) -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  operation: () async throws -> Result
) async rethrows -> Result {
  let swap = GlobalStoreSwap(
    installing: testStore, get: get, set: set,
    fileID: fileID, filePath: filePath, line: line, column: column)
  defer { swap.reset(fileID: fileID, filePath: filePath, line: line, column: column) }
  return try await operation()
}
