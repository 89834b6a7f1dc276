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
  // How the stages become one function: each stage knows how to compose itself, and the stages
  // before it, with a consumer of its own values. Composing the last stage therefore builds, from
  // the last stage to the first, one function that takes the pipeline's input: a value sent in
  // runs through the stages as nested calls of closures that capture each other, with no stage
  // object or stored observer on the way.
  //
  // Composing writes nothing into any stage, so stages can be shared, kept or composed again
  // without one pipeline ever reaching into another: each composition gets its own filters'
  // memory. The first stage wraps the finished function in a `PipelineInput` of its own state
  // type, which the store takes back with a checked cast.
  //
  // Each value travels with the object it is delivered to, handed over from stage to stage: the
  // caller gives the pipeline its own reference, which the last stage's checked cast takes
  // over, so that delivering to a subscriber retains it once, when the caller finds it alive.
  // A stage that stops a value releases the reference.

  /// Called with each value and the object the pipeline delivers to, whose reference it takes.
  @usableFromInline typealias Consumer = (State, consuming AnyObject) -> Void

  @usableFromInline typealias SkipTest = (_ old: State, _ new: State) -> Bool

  /// Composes this stage, and those before it, with a consumer of this stage's values; returns
  /// the pipeline's input, a ``PipelineInput`` of the first stage's state type.
  @usableFromInline let compose: (@escaping Consumer) -> AnyObject

  /// For a stage made by ``select(_:)-((State)->Selected)``, composes the stages before it with
  /// this selection and a filter after it, as one ``SelectionFilter``; `nil` for other stages.
  @usableFromInline let composeFilteredSelection:
    ((@escaping SkipTest, _ remembersSkipped: Bool, @escaping Consumer) -> AnyObject)?

  /// Makes the first stage of a pipeline.
  @inlinable
  package init() {
    compose = { consumer in PipelineInput(receive: consumer) }
    composeFilteredSelection = nil
  }

  @inlinable
  init(
    composing compose: @escaping (@escaping Consumer) -> AnyObject,
    filteredSelection composeFilteredSelection: (
      (@escaping SkipTest, _ remembersSkipped: Bool, @escaping Consumer) -> AnyObject
    )? = nil
  ) {
    self.compose = compose
    self.composeFilteredSelection = composeFilteredSelection
  }

  /// The input of the pipeline that ends in `consumer`; `nil` when this stage was not built from
  /// a first stage of type `Subscription<Input>`.
  @inlinable
  package func pipeline<Input>(
    from input: Input.Type, feeding consumer: @escaping (State, consuming AnyObject) -> Void
  ) -> ((Input, consuming AnyObject) -> Void)? {
    (compose(consumer) as? PipelineInput<Input>)?.receive
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
    Subscription<Selected>(
      composing: { consumer in
        self.compose { value, target in consumer(selector(value), target) }
      },
      filteredSelection: { isSkipped, remembersSkipped, consumer in
        // A filter after the selection: one object for both, which the closure captures alone.
        let stage = SelectionFilter(selecting: selector, skippingWhen: isSkipped, feeding: consumer)
        guard remembersSkipped else {
          return self.compose { value, target in stage.passUnlessRepeated(value, to: target) }
        }
        return self.compose { value, target in stage.passUnlessSkipped(value, to: target) }
      })
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

/// The input of a composed ``Subscription`` pipeline: a class, so that the store can take it back
/// from a stage of any type with a checked cast.
@usableFromInline
final class PipelineInput<Input> {
  @usableFromInline let receive: (Input, consuming AnyObject) -> Void

  @inlinable
  init(receive: @escaping (Input, consuming AnyObject) -> Void) {
    self.receive = receive
  }
}

extension Subscription {
  /// Composes the pipeline that delivers a store's states to a subscriber of type `S`. A stage not
  /// built from the one the transform was given stops the app, rather than letting a subscriber
  /// receive what another pipeline selected.
  @inlinable
  package func receiver<StoreState, S: StoreSubscriber>(
    from storeState: StoreState.Type, for subscriber: S.Type
  ) -> (StoreState, consuming AnyObject) -> Void where S.SubscriberStateType == State {
    let receive = pipeline(from: StoreState.self) { value, target in
      // `target` is the subscriber its entry holds, passed in by the lane for the call: an `S`.
      // The checked cast costs a comparison of types and keeps it so whatever happens.
      (target as? S)?.newState(state: value)
    }
    guard let receive else {
      preconditionFailure(
        "The transform passed to subscribe returned a subscription that was not built from the "
          + "one it was given; build it with select, skip or only from the transform's argument.")
    }
    return receive
  }
}
