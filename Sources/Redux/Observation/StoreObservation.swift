#if canImport(Observation)
import Observation

/// An observable model of a part of a store's state, for SwiftUI views and other code that
/// tracks changes with Observation.
///
/// Make one with the store's `observe(for:transform:)`, for the whole store, a window or a
/// screen, and read ``value``:
///
/// ```swift
/// let count = store.observe { $0.select(\.count) }  // Once, by the owner of the view.
/// Text("Count: \(count.value)")  // In the view's `body`.
/// ```
///
/// The model, on the main actor, holds a subscription with the given transform, and sets
/// ``value`` each time it lets a value through: for an `Equatable` selection, only when the value
/// changed, so a view that reads it redraws only then. The subscription ends when the model is
/// released; the model holds the store weakly. A window or screen model keeps its last value once
/// its window has closed. See <doc:AsyncSequencesAndObservation>.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
public final class StoreObservation<Value>: Observable {
  // Written out rather than with the `@Observable` macro, so that reading `value` off the main
  // actor, which code in the Swift 5 language mode can do without a warning, stops with a message
  // instead of racing with the store's writes, as the store's own `state` does.

  /// The current value of the observed selection.
  ///
  /// Reading it inside `withObservationTracking`, or in a SwiftUI view's `body`, tracks it: the
  /// tracking is told when the store sets a new value.
  public private(set) var value: Value {
    get {
      MainActorCheck.require("StoreObservation.value")
      registrar.access(self, keyPath: \.value)
      return current
    }
    set {
      registrar.withMutation(of: self, keyPath: \.value) { current = newValue }
    }
  }

  private var current: Value
  private let registrar = ObservationRegistrar()
  /// The subscriber that keeps ``value`` up to date; the store holds it weakly, the model
  /// strongly, so the subscription ends with the model.
  private let feeder: ObservationFeeder<Value>

  init(value: Value, feeder: ObservationFeeder<Value>) {
    current = value
    self.feeder = feeder
    feeder.deliver = { [weak self] value in self?.value = value }
  }
}
#endif
