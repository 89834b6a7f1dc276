extension ActiveScreensState {
  /// Whether a window hid an instance: it showed it, then hid it, and does not show it now. An
  /// instance never shown has not hid. For the testing kit's lifetime checks, which check what
  /// belonged to an instance once it hid.
  ///
  /// - Parameters:
  ///   - instance: The instance.
  ///   - window: The window.
  package func hasHidden(_ instance: ScreenInstanceID, in window: WindowUUID) -> Bool {
    guard let position = screensByWindow.position(of: window) else { return false }
    return screensByWindow.withValue(at: position) { screens in
      screens.hasShownOrHidden(instance) && screens.position(of: instance) == nil
    }
  }
}
