import Foundation
import Redux

/// Counts, per store, window and screen, the live presences that share the window's first
/// instance of the screen, so that only the last one to go closes it.
///
/// A presence made without an instance adopts the window's first instance of its screen when the
/// window already shows it: `showScreen` without an instance changes nothing then. Without a
/// count, the first presence to close would close the screen under every other one that adopted
/// it. That is what happens when a controller is replaced in place, as in
/// `list = TodoListController(windowUUID: window, store: store)`: the new controller is made, and
/// adopts the screen, before the old one is released and closes it.
///
/// The counts are the app's, not the store's state: they say which controllers are alive, which
/// a restored session, an undo or a replay does not change. A presence holds its store, so a
/// store's identity cannot be reused while a count names it; a count that falls to zero is
/// removed.
final class FirstInstanceLedger: @unchecked Sendable {
  // Safety: `lock` guards every access to `counts`, the only mutable state. A presence releases
  // its count in `deinit`, which may run on any thread.

  /// The screens counted: a store, a window and a screen.
  struct Key: Hashable {
    /// The store, by identity.
    var store: ObjectIdentifier
    /// The window.
    var window: WindowUUID
    /// The screen.
    var screen: AppScreen
  }

  /// The ledger every presence uses.
  static let shared = FirstInstanceLedger()

  private let lock = NSLock()
  private var counts: [Key: Int] = [:]

  /// Counts one more presence of a window's first instance of a screen.
  ///
  /// - Parameters:
  ///   - key: The store, window and screen.
  func acquire(_ key: Key) {
    lock.withLock { counts[key, default: 0] += 1 }
  }

  /// Counts one presence fewer.
  ///
  /// - Parameters:
  ///   - key: The store, window and screen.
  /// - Returns: `true` when it was the last presence, which closes the screen.
  func release(_ key: Key) -> Bool {
    lock.withLock {
      let left = (counts[key] ?? 1) - 1
      counts[key] = left > 0 ? left : nil
      return left <= 0
    }
  }
}
