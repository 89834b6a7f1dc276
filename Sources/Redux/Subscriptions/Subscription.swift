/// One stage of the pipeline that turns a store's states into the values a subscriber receives.
///
/// A subscription starts from the whole state. Each call returns a new stage that transforms or
/// filters the values of the one before:
///
/// ```swift
/// store.subscribe(self) { subscription in
///   subscription
///     .select { $0.screenState(TodoListState.self, for: .todoList, window: uuid) }
///     .skip { old, new in old?.items == new?.items }
/// }
/// ```
///
/// - ``select(_:)-((State)->Selected)`` maps each state to the part a subscriber needs.
/// - ``skipRepeats()`` and ``skipRepeats(_:)`` drop a value that repeats the previous one.
/// - ``skip(when:)`` and ``only(when:)`` filter with a comparison of the previous and new value.
///
/// When the selected value is `Equatable`, the store adds ``skipRepeats()`` for you.
///
/// Subscriptions are built inside the transform passed to `subscribe` and run on the main actor;
/// each stage feeds exactly one next stage.
@MainActor
public final class Subscription<State> {
  // Read at every stage for every value: no dynamic exclusivity check. Safe: a stage is confined
  // to the main actor, and the field is written once by `observe` and otherwise only read, each
  // access a single load or store that calls no other code.
  @exclusivity(unchecked) @usableFromInline var observer: ((State) -> Void)?

  /// Makes the first stage of a pipeline; the store or a test double feeds it with ``send(_:)``.
  @inlinable
  package init() {}

  /// Sends a value through this stage to the stages after it.
  @inlinable
  package func send(_ value: State) {
    observer?(value)
  }

  /// Makes this stage feed `receive`, replacing any stage it fed before.
  @inlinable
  package func observe(_ receive: @escaping (State) -> Void) {
    observer = receive
  }

  /// Returns a stage that passes on the part of the state that `selector` picks.
  ///
  /// ```swift
  /// $0.select { appState in appState.settings }
  /// ```
  ///
  /// - Parameter selector: A function from the state to the selected value. Keep it cheap: it
  ///   runs for every action the subscription hears about.
  /// - Returns: The new stage.
  @inlinable
  public func select<Selected>(_ selector: @escaping (State) -> Selected) -> Subscription<Selected>
  {
    let next = Subscription<Selected>()
    observe { value in next.send(selector(value)) }
    return next
  }

  /// Returns a stage that passes on the value at a key path of the state.
  ///
  /// ```swift
  /// $0.select(\.settings.textColor)
  /// ```
  ///
  /// - Parameter keyPath: The path of the selected value.
  /// - Returns: The new stage.
  @inlinable
  public func select<Selected>(_ keyPath: KeyPath<State, Selected>) -> Subscription<Selected> {
    select { $0[keyPath: keyPath] }
  }
}
