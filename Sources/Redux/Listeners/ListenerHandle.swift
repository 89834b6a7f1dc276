/// The handle of a listener added to a store with `addListener`.
///
/// Keep the handle to remove the listener, to call it with the current state, or to tie its life
/// to an object's:
///
/// ```swift
/// let listener = store.addListener(forStateType: TodoSettings.self) { [weak self] settings in
///   self?.render(settings)
/// }
/// listener.linkLifeCycle(to: self)
/// listener.informWithCurrentState()
/// ```
///
/// A listener stays registered until it is removed, even if the handle is discarded.
@MainActor
public final class ListenerHandle {
  private let removeAction: () -> Void
  private let informAction: () -> Void
  private let linkAction: (AnyObject) -> Void
  private let isActiveQuery: () -> Bool

  // `holdingDispatches` runs the call the way the store processes an action: a `Store` holds the
  // actions dispatched meanwhile until the call is done (see `Store.holdingDispatches`).
  @usableFromInline
  init<State>(
    entry: ListenerRegistry<State>.Entry, core: StoreCore<State>,
    holdingDispatches: @escaping (() -> Void) -> Void
  ) {
    let registry = core.listeners
    removeAction = { [weak registry] in registry?.remove(entry) }
    informAction = { [weak core] in
      guard let core, entry.isLive else { return }
      holdingDispatches { entry.inform(core.state) }
    }
    linkAction = { owner in entry.link(to: owner) }
    // A listener whose store has gone away can never be called again.
    isActiveQuery = { [weak registry] in registry != nil && entry.isLive }
  }

  /// Whether the listener is still registered: not removed, its store still alive, and its
  /// linked object (if any) still alive.
  public var isActive: Bool {
    isActiveQuery()
  }

  /// Removes the listener from the store; it is never called again.
  public func removeListener() {
    MainActorCheck.require("ListenerHandle.removeListener")
    removeAction()
  }

  /// Calls the listener now with the current state, as if it had just changed.
  ///
  /// Useful right after adding a listener, so that a screen shows the current state before any
  /// action arrives. Filters are not applied; a selector that returns `nil` still means no call.
  public func informWithCurrentState() {
    MainActorCheck.require("ListenerHandle.informWithCurrentState")
    informAction()
  }

  /// Removes the listener automatically once `object` has gone away.
  ///
  /// The store holds `object` weakly and checks it before every call, so the listener is never
  /// called after `object` is released and is dropped from the store the next time it would
  /// have been called. No Objective-C runtime is needed.
  ///
  /// - Parameter object: The object whose lifetime bounds the listener's, typically a screen.
  public func linkLifeCycle(to object: AnyObject) {
    MainActorCheck.require("ListenerHandle.linkLifeCycle")
    linkAction(object)
  }
}
