extension Simulator {
  /// What Tab completes with now: the open windows, each with the screens it shows.
  var promptCompletion: PromptCompletion {
    PromptCompletion(
      windows: registry.openWindows.map { window in
        PromptCompletion.Window(
          number: window.number, screens: namedScreens(in: window.uuid).map(\.name))
      })
  }
}
