import Redux

/// A short scripted session: two windows share one store, and each reacts only to its actions.
@MainActor
struct WindowsDemo {
  /// Where the demo writes its lines.
  let output: (String) -> Void

  func run() {
    let first = WindowUUID()
    let second = WindowUUID()
    let initialState = DemoState(panels: [
      PanelState(windowUUID: first), PanelState(windowUUID: second),
    ])
    let logger = LoggerMiddleware(
      initialState: initialState,
      output: { message in
        for line in message.split(separator: "\n") { output("  log: \(line)") }
      }
    )
    let store = Store(
      state: initialState, reducer: DemoState.reducer, middlewares: [logger.middleware])
    let views = [PanelView(windowUUID: first), PanelView(windowUUID: second)]
    for view in views { view.subscribe(to: store) }

    output("Two windows, one store.")
    show(views)
    step("Increment in window \(first.shortDescription)", views) {
      store.dispatch(Action(windowUUID: first, actionType: PanelActionType.increment))
    }
    step("Increment in window \(second.shortDescription), twice", views) {
      store.dispatch(Action(windowUUID: second, actionType: PanelActionType.increment))
      store.dispatch(Action(windowUUID: second, actionType: PanelActionType.increment))
    }
    step("Refresh every window (.unavailable): highlights reset", views) {
      store.dispatch(Action(windowUUID: .unavailable, actionType: PanelActionType.refresh))
    }
  }

  private func step(_ title: String, _ views: [PanelView], _ body: () -> Void) {
    output("")
    output("> \(title)")
    body()
    show(views)
  }

  private func show(_ views: [PanelView]) {
    for view in views { output("  \(view.rendered)") }
  }
}
