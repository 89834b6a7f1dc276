/// An object that receives states from a store.
///
/// Screens and their controllers conform to `StoreSubscriber`, subscribe with a transform that
/// selects the part of the state they show, and render it in ``newState(state:)``:
///
/// ```swift
/// final class CounterController: StoreSubscriber {
///   typealias SubscriberStateType = Int
///
///   func subscribeToRedux() {
///     store.subscribe(self) { $0.select(\.count) }
///   }
///
///   func newState(state: Int) {
///     label = "Count: \(state)"
///   }
/// }
/// ```
///
/// Subscribers live on the main actor, like the user interface they drive. The store holds them
/// weakly: a subscriber that goes away is dropped without having to unsubscribe.
@MainActor
public protocol StoreSubscriber: AnyObject {
  /// The type of value the subscriber receives.
  associatedtype SubscriberStateType

  /// Receives a new state.
  ///
  /// Called once when subscribing, with the current state, then after each action the
  /// subscription lets through. It is safe to dispatch, subscribe or unsubscribe from here: an
  /// action dispatched here is processed once every subscriber has heard about this state (during
  /// the first call, once `subscribe` has delivered it), never inside this method.
  ///
  /// - Parameter state: The selected state.
  func newState(state: SubscriberStateType)
}
