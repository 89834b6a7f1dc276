import Redux
import SampleApp

/// Several instances of a screen in one window: `show 1 todoList#2`, `hide 1 todoList#2`, and
/// the controllers of every instance, numbered from 1 in the order the window shows them.
///
/// The first instance's controller is made without an instance, so that it reaches the window's
/// first list as it always did; every further one is made with a new ``ScreenInstanceID``, never
/// used before, so that what it started reaches nothing once it is hidden, not even a newer
/// instance shown in its place.
extension Simulator {
  /// The controllers of a screen's instances in a window, in the order the window shows them.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - window: The window's id.
  /// - Returns: The controllers; the first is the first instance's.
  func instanceControllers(of screen: AppScreen, in window: WindowUUID) -> [any ScreenController] {
    guard let first = controllers[window]?[screen] else { return [] }
    return [first] + (furtherInstances[window]?[screen] ?? [])
  }

  /// The controller of one instance of a screen in a window, as its concrete type.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - number: The instance's number, from 1.
  ///   - window: The window.
  /// - Returns: The controller.
  /// - Throws: ``SimulatorError`` when the window does not show that instance.
  func controller<Controller: ScreenController>(
    showing screen: AppScreen,
    number: Int,
    in window: WindowRegistry.Window
  ) throws(SimulatorError) -> Controller {
    guard number > 1 else { return try controller(showing: screen, in: window) }
    let shown = instanceControllers(of: screen, in: window.uuid)
    guard number <= shown.count, let controller = shown[number - 1] as? Controller else {
      throw noInstance(screen, number: number, in: window, shown: shown.count)
    }
    return controller
  }

  /// Shows a screen's next instance in a window: the first, or one more beside the others.
  func showNextInstance(of screen: AppScreen, in window: WindowRegistry.Window) {
    guard controllers[window.uuid]?[screen] != nil else {
      makeController(of: screen, in: window)
      return
    }
    let controller = screen.makeController(
      windowUUID: window.uuid, instance: ScreenInstanceID(), store: store)
    furtherInstances[window.uuid, default: [:]][screen, default: []].append(controller)
  }

  /// Shows an instance of a screen: the first, or the one after the last the window shows.
  ///
  /// - Throws: ``SimulatorError`` when the window shows that instance already, or when the
  ///   instances before it are not all shown.
  func show(
    _ screen: AppScreen, number: Int, in window: WindowRegistry.Window
  ) throws(SimulatorError) {
    let shown = instanceControllers(of: screen, in: window.uuid).count
    let name = ScreenReference.name(of: screen, number: number)
    guard number > shown else {
      throw SimulatorError("window \(window.number) already shows \(name)")
    }
    guard number == shown + 1 else {
      let next = ScreenReference.name(of: screen, number: shown + 1)
      throw SimulatorError(
        "window \(window.number) cannot show \(name) before \(next): "
          + "'show \(window.number) \(next)' shows the next one")
    }
    showNextInstance(of: screen, in: window)
  }

  /// Hides one instance of a screen; the instances after it move up a number.
  ///
  /// - Throws: ``SimulatorError`` when the window does not show that instance.
  func hide(
    _ screen: AppScreen, number: Int, in window: WindowRegistry.Window
  ) async throws(SimulatorError) {
    let shown = instanceControllers(of: screen, in: window.uuid).count
    guard number <= shown else {
      throw number == 1
        ? SimulatorError("window \(window.number) does not show \(screen)")
        : noInstance(screen, number: number, in: window, shown: shown)
    }
    let uuid = window.uuid
    // No local reference: the controller must go away inside `release`, with the log muted.
    if let instance = instanceControllers(of: screen, in: uuid)[number - 1].instance {
      // Its `closeScreen` names the instance: its window tasks refuse it from now on.
      timeTravel.namedHides.insert(instance)
    }
    instanceControllers(of: screen, in: uuid)[number - 1].unsubscribeFromRedux()
    try await release {
      if number == 1 {
        // The second instance becomes the first.
        let next = furtherInstances[uuid]?[screen]?.first
        if next != nil { furtherInstances[uuid]?[screen]?.removeFirst() }
        controllers[uuid]?[screen] = next
      } else {
        furtherInstances[uuid]?[screen]?.remove(at: number - 2)
      }
    }
  }

  /// The screens a window shows, in order, each with its name (`todoList`, `todoList#2`) and
  /// its controller.
  ///
  /// - Parameters:
  ///   - window: The window's id.
  /// - Returns: The screens; none for a window that is not open.
  func namedScreens(
    in window: WindowUUID
  ) -> [(name: String, state: AppScreenState, controller: (any ScreenController)?)] {
    var seen: [AppScreen: Int] = [:]
    return store.state.activeScreens.screens(in: window).map { state in
      let screen = state.associatedAppScreen
      let number = seen[screen, default: 0] + 1
      seen[screen] = number
      let controllers = instanceControllers(of: screen, in: window)
      return (
        name: ScreenReference.name(of: screen, number: number),
        state: state,
        controller: number <= controllers.count ? controllers[number - 1] : nil
      )
    }
  }

  /// `window 1 has no todoList#3: it shows 2 instances of todoList`, or how to show the screen.
  private func noInstance(
    _ screen: AppScreen, number: Int, in window: WindowRegistry.Window, shown: Int
  ) -> SimulatorError {
    let name = ScreenReference.name(of: screen, number: number)
    guard shown > 0 else {
      return SimulatorError(
        "window \(window.number) has no \(name): it does not show \(screen). "
          + "'show \(window.number) \(screen)' shows it")
    }
    let instances = shown == 1 ? "only \(screen)" : "\(shown) instances of \(screen)"
    return SimulatorError("window \(window.number) has no \(name): it shows \(instances)")
  }
}
