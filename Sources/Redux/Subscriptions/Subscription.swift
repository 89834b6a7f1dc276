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
  // How the stages become one function: each stage after the first knows how to connect the
  // stage before it to a consumer of its own values. Observing the last stage therefore composes
  // every stage, from the last to the first, into one function that the first stage keeps as the
  // pipeline's input. A value sent in runs through the stages as nested calls of closures that
  // capture each other, with no stage object or stored observer on the way.
  //
  // Each value travels with the object it is delivered to, which the caller holds for the whole
  // call, so that the last stage can hand the value to its subscriber without retaining it.

  /// A consumer of a stage's values: called with each value and the object the pipeline
  /// delivers to, which the caller keeps alive for the call.
  @usableFromInline typealias Consumer = (State, AnyObject) -> Void

  /// For every stage but the first: connects the stage before this one so that it feeds the given
  /// consumer of this stage's values. `nil` for the first stage.
  @usableFromInline let connectUpstream: ((@escaping Consumer) -> Void)?

  /// For the first stage: the whole pipeline, once its last stage is observed.
  // Read for every value the pipeline receives: no dynamic exclusivity check. Safe: a stage is
  // confined to the main actor, and each access is a single read or write that calls no other
  // code.
  @exclusivity(unchecked) @usableFromInline var pipeline: Consumer?

  /// Makes the first stage of a pipeline; the store or a test double feeds it with ``send(_:)``.
  @inlinable
  package init() {
    connectUpstream = nil
  }

  /// Makes a later stage, which connects the stages before it with `connectUpstream`.
  @inlinable
  init(connectingUpstream connectUpstream: @escaping (@escaping Consumer) -> Void) {
    self.connectUpstream = connectUpstream
  }

  /// Sends a value through the pipeline; only the first stage receives values this way.
  @inlinable
  package func send(_ value: State) {
    pipeline?(value, self)
  }

  /// Makes this stage feed `receive`, replacing any consumer it fed before.
  @inlinable
  package func observe(_ receive: @escaping (State) -> Void) {
    observe { value, _ in receive(value) }
  }

  /// Makes this stage feed `receive` with each value and the object the pipeline delivers to,
  /// replacing any consumer it fed before.
  @inlinable
  package func observe(_ receive: @escaping (State, AnyObject) -> Void) {
    if let connectUpstream {
      connectUpstream(receive)
    } else {
      pipeline = receive
    }
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
    Subscription<Selected> { consumer in
      self.observe { value, target in consumer(selector(value), target) }
    }
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
