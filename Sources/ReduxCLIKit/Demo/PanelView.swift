import Redux

/// A headless view of one window's panel: it subscribes to its own window and renders to text.
@MainActor
final class PanelView: StoreSubscriber {
  let windowUUID: WindowUUID
  private(set) var rendered = ""
  private(set) var renderCount = 0

  init(windowUUID: WindowUUID) {
    self.windowUUID = windowUUID
  }

  func subscribe(to store: Store<DemoState>) {
    let window = windowUUID
    store.subscribe(self) { $0.select { $0.panels.first { $0.windowUUID == window } } }
  }

  func newState(state: PanelState?) {
    renderCount += 1
    guard let state else {
      rendered = "[\(windowUUID.shortDescription)] closed"
      return
    }
    let highlight = state.isHighlighted ? "  (highlighted)" : ""
    rendered = "[\(windowUUID.shortDescription)] count \(state.count)\(highlight)"
  }
}
