import Redux

/// Puts a test's store into an app's global store variable, and puts the app's store back
/// afterwards: the setup and reset pair of the wiki's test utilities.
///
/// Prefer injecting the store. A feature that takes its store as a parameter
/// (`init(windowUUID:store:)`, as the sample app's controllers do) is tested with a store the
/// test makes, and Swift Testing can run every such test in parallel, because no two tests
/// share anything. A global store is one variable for the whole test process: while one test
/// has its store installed, every test running at the same time reads and dispatches to that
/// store too, and sees the other's windows, states and actions.
///
/// For an app that still reads a global store, as in the wiki, the global must be a `var` of a
/// type a test store fits in, usually the protocol:
///
/// ```swift
/// // In the app: the global, and a screen that dispatches to it.
/// @MainActor var store: any DefaultDispatchStore<AppState> = Store(
///   state: AppState(), reducer: AppState.reducer)
///
/// @MainActor final class LegacySettingsScreen {
///   let window = WindowUUID()
///
///   func blueTapped() {
///     let blue = SettingsActionType.changeBackgroundColor(.blue)
///     store.dispatch(SettingsAction(windowUUID: window, actionType: blue))
///   }
/// }
///
/// // In the tests: every suite that swaps the global store runs serialized, and no test that
/// // runs at the same time may use the global.
/// @MainActor @Suite(.serialized)
/// struct LegacySettingsScreenTests {
///   @Test func tappingBlueDispatchesTheColour() {
///     let mock = MockStore(state: AppState())
///     let swap = GlobalStoreSwap(installing: mock, get: { store }, set: { store = $0 })
///     defer { swap.reset() }
///
///     LegacySettingsScreen().blueTapped()
///     #expect(mock.dispatchedActions.count == 1)
///   }
/// }
/// ```
///
/// `withGlobalStore(replacedBy:get:set:operation:)` does the same around a closure, and resets
/// even when the closure throws.
///
/// The swap reports a failure when it finds that something else replaced the global while the
/// test's store was installed (the sign of another test swapping it at the same time), and when
/// it is released without ``reset(fileID:filePath:line:column:)``, which would leave the test's
/// store in place for the tests that follow. A `let` global, like the wiki's
/// `let store = Store(...)`, cannot be swapped: make it a `var`, or better, inject the store.
@MainActor
public final class GlobalStoreSwap<StoreType> {
  /// The store the global held when the swap was made; ``reset(fileID:filePath:line:column:)``
  /// puts it back.
  ///
  /// ```swift
  /// let swap = GlobalStoreSwap(installing: mock, get: { store }, set: { store = $0 })
  /// #expect(swap.original !== store)
  /// ```
  ///
  /// Unchanged by the swap: it is the app's store, or whatever a previous test left there.
  public let original: StoreType

  /// The test's store, which the global holds until ``reset(fileID:filePath:line:column:)``.
  ///
  /// ```swift
  /// let swap = GlobalStoreSwap(installing: mock, get: { store }, set: { store = $0 })
  /// #expect(swap.installed === mock)
  /// ```
  ///
  /// The swap keeps it alive until it is released.
  public let installed: StoreType

  /// Whether ``reset(fileID:filePath:line:column:)`` already put the original store back.
  ///
  /// ```swift
  /// swap.reset()
  /// #expect(swap.isReset)
  /// ```
  ///
  /// Once it is `true`, the swap no longer touches the global.
  public private(set) var isReset = false

  private let read: () -> StoreType
  private let write: (StoreType) -> Void
  /// Where the swap was made: where a swap released without reset is reported.
  private let creationSite: CallSite

  /// Saves the store a global holds and installs the test's store in its place.
  ///
  /// ```swift
  /// let mock = MockStore(state: AppState())
  /// let swap = GlobalStoreSwap(installing: mock, get: { store }, set: { store = $0 })
  /// defer { swap.reset() }
  /// ```
  ///
  /// The global is read through `get` now, to save the original, and again on reset, to check
  /// that it still holds the test's store; it is written through `set` now and on reset.
  ///
  /// - Parameters:
  ///   - testStore: The store the global holds until ``reset(fileID:filePath:line:column:)``.
  ///   - get: Reads the global: `{ store }`.
  ///   - set: Writes the global: `{ store = $0 }`.
  ///   - fileID: The file of the call; leave the default.
  ///   - filePath: The full path of the file of the call; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public init(
    installing testStore: StoreType,
    get: @escaping () -> StoreType,
    set: @escaping (StoreType) -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.original = get()
    self.installed = testStore
    self.read = get
    self.write = set
    self.creationSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    set(testStore)
  }

  deinit {
    guard !isReset else { return }
    FailureReporter.fail(Self.releasedWithoutResetMessage, at: creationSite)
  }

  /// Puts the original store back in the global. Calling it again does nothing.
  ///
  /// ```swift
  /// let swap = GlobalStoreSwap(installing: mock, get: { store }, set: { store = $0 })
  /// defer { swap.reset() }
  /// ```
  ///
  /// If the global no longer holds the test's store, something else assigned it while the
  /// test ran, most likely another test swapping it at the same time: the swap reports a
  /// failure, then puts the original back all the same. The check compares objects, so it is
  /// made only when the stores are class instances, as stores are.
  ///
  /// - Parameters:
  ///   - fileID: The file of the call; leave the default.
  ///   - filePath: The full path of the file of the call; leave the default.
  ///   - line: The line of the call; leave the default.
  ///   - column: The column of the call; leave the default.
  public func reset(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard !isReset else { return }
    isReset = true
    if Self.isDifferentObject(read(), from: installed) {
      FailureReporter.fail(
        Self.replacedMessage,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
    write(original)
  }

  /// The failure reported when the global was assigned by someone else during the swap.
  nonisolated static var replacedMessage: String {
    "The global store no longer holds the test's store: something else assigned it while the"
      + " test ran, such as another test swapping it in parallel. Run every suite that swaps"
      + " the global store with the .serialized trait, or inject the store instead."
  }

  /// The failure reported when a swap is released without being reset.
  nonisolated static var releasedWithoutResetMessage: String {
    "A GlobalStoreSwap was released without reset(): the global store still holds the test's"
      + " store, and the tests that follow will use it. Call reset() when the test ends, for"
      + " example with defer { swap.reset() }, or use withGlobalStore(replacedBy:get:set:)."
  }

  /// Whether two values are different class instances; `false` when they are not objects.
  private static func isDifferentObject(_ value: StoreType, from other: StoreType) -> Bool {
    guard type(of: value as Any) is AnyClass, type(of: other as Any) is AnyClass else {
      return false
    }
    return (value as AnyObject) !== (other as AnyObject)
  }
}
