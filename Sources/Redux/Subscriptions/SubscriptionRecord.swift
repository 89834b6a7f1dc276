/// A subscription as the lifetime checks see it: its subscriber, held weakly, with the window
/// and the screen it watched.
///
/// The testing kit records one for each subscription made to a test store, and a debug build's
/// lifetime warnings get those of a window whose subscriptions ended when it closed; either
/// later checks that the subscriber went away.
package struct SubscriptionRecord {
  /// The subscriber, while it is alive.
  package private(set) weak var object: AnyObject?
  /// The subscriber's type, such as `TodoListController`.
  package let typeName: String
  /// The window watched; `nil` for the whole store.
  package let window: WindowUUID?
  /// The screen, or the instance of a screen, watched; `nil` for a whole window or the store.
  package let screen: SubscribedScreen?

  /// Records a subscription.
  ///
  /// - Parameters:
  ///   - object: The subscriber.
  ///   - window: The window watched; `nil` for the whole store.
  ///   - screen: The screen, or the instance of a screen, watched.
  package init(object: AnyObject, window: WindowUUID?, screen: SubscribedScreen?) {
    self.object = object
    self.typeName = String(describing: type(of: object))
    self.window = window
    self.screen = screen
  }

  /// What the subscriber was subscribed to, such as `window 1A2B3C4D's todoList instance #3`,
  /// with `name` naming the window (its short description unless given).
  ///
  /// - Parameter name: The window's name, for a caller that numbers its windows.
  package func scope(windowName name: ((WindowUUID) -> String)? = nil) -> String {
    guard let window, !window.isUnavailable else { return "the whole store" }
    let windowName = name?(window) ?? "window \(window.shortDescription)"
    guard let screen else { return windowName }
    return "\(windowName)'s \(screen.description)"
  }
}
