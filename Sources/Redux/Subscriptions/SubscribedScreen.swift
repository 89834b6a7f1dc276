/// The screen, and the screen instance, a subscription watches, in words: how the lifetime
/// checks (the testing kit's, and a debug build's warnings) name what a subscriber was scoped to.
@usableFromInline
package struct SubscribedScreen: Sendable, Equatable {
  /// The screen, as its value describes itself, such as `todoList`.
  package let screen: String
  /// The instance of the screen, for an instance's subscription.
  package let instance: ScreenInstanceID?

  /// Makes the description of a screen, or of one instance of it.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - instance: The instance, for an instance's subscription.
  package init(screen: String, instance: ScreenInstanceID?) {
    self.screen = screen
    self.instance = instance
  }

  /// `todoList`, or `todoList instance #3`.
  package var description: String {
    guard let instance else { return screen }
    return "\(screen) instance \(instance)"
  }
}

extension ScreenLocating {
  /// A locator that does not say which screen it finds is named by nothing more than its window.
  @usableFromInline
  package var subscribedScreen: SubscribedScreen {
    SubscribedScreen(screen: "a screen", instance: nil)
  }
}

extension ScreenLocator {
  @usableFromInline
  package var subscribedScreen: SubscribedScreen {
    SubscribedScreen(screen: "\(screen)", instance: nil)
  }
}

extension ScreenInstanceLocator {
  @usableFromInline
  package var subscribedScreen: SubscribedScreen {
    SubscribedScreen(screen: "\(screen)", instance: instance)
  }
}
