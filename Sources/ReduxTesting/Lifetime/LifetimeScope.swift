import Redux

/// What an object belongs to, for a lifetime check: a window, or one instance of a screen in a
/// window. It must be gone once the window has closed, or the instance has hidden.
enum LifetimeScope: Hashable {
  /// A window: over once it has closed.
  case window(WindowUUID)
  /// An instance of a screen in a window: over once the window hid it, or closed.
  case instance(ScreenInstanceID, in: WindowUUID)

  /// The window the scope is in.
  var window: WindowUUID {
    switch self {
    case .window(let window), .instance(_, let window): window
    }
  }

  /// `window 1A2B3C4D`, or `window 1A2B3C4D's instance #3`.
  var description: String {
    switch self {
    case .window(let window): "window \(window.shortDescription)"
    case .instance(let instance, let window):
      "window \(window.shortDescription)'s instance \(instance)"
    }
  }

  /// `the window closed`, or `the instance hid`.
  var ending: String {
    switch self {
    case .window: "the window closed"
    case .instance: "the instance hid"
    }
  }
}
