import Redux
import SampleApp

/// Time travel and the instances of screens: after a jump, the controllers of every window
/// follow the instances the state jumped to shows, in its order, each instance with one
/// controller.
///
/// - An instance shown before and after the jump keeps its controller.
/// - A controller whose instance the state no longer shows is parked (see
///   ``SimulatorTimeTravel``).
/// - An instance the state shows again after its work ended is *retired*: its window tasks
///   refuse it, as they refuse a closed window, so it is drawn as the state has it but takes no
///   commands, like a retired window. That is every second, third, ... instance the state did
///   not show just before the jump (`hide 1 todoList#2` then `undo`, or `undo` over
///   `show 1 todoList#2` then `redo`), and every instance hidden by a command that named its
///   identity. `show 1 todoList#3` shows a new instance beside it.
/// - A window's first instance of a screen hidden by a command that did not name it
///   (`hide 1 settings` then `undo`) gets a controller again, which carries out commands, as
///   before instances.
///
/// Controllers made after a jump are made with a ``ShownScreenStore``, so that no `showScreen`
/// is dispatched: the state already shows their instance.
extension Simulator {
  /// The instances the state shows in the windows that take commands, and the controller that
  /// reaches each of them, taken just before a jump.
  struct InstancesBeforeJump {
    /// The instances the state shows in open windows that are not retired.
    let shown: Set<ScreenInstanceID>
    /// The controller that reaches each instance: the one made for it, or, for the window's
    /// first instance, the one made without an instance.
    let reached: [ScreenInstanceID: any ScreenController]
    /// Every controller of an open window.
    let all: [any ScreenController]
  }

  /// The instances shown and their controllers, before a jump.
  func instancesBeforeJump() -> InstancesBeforeJump {
    let screens = store.state.activeScreens
    var shown: Set<ScreenInstanceID> = []
    var reached: [ScreenInstanceID: any ScreenController] = [:]
    var all: [any ScreenController] = []
    for window in Set(controllers.keys).union(furtherInstances.keys) {
      let takesCommands = !timeTravel.retiredWindows.contains(window) && screens.isOpen(window)
      for screen in AppScreen.allCases {
        let instances = screens.instances(of: screen, in: window)
        if takesCommands { shown.formUnion(instances) }
        for controller in instanceControllers(of: screen, in: window) {
          all.append(controller)
          guard takesCommands, let instance = controller.instance ?? instances.first else {
            continue
          }
          reached[instance] = controller
        }
      }
    }
    return InstancesBeforeJump(shown: shown, reached: reached, all: all)
  }

  /// Gives every instance the state shows in an open window one controller, in the window's
  /// order, and parks the controllers left over. Nothing is dispatched.
  ///
  /// - Parameters:
  ///   - before: The instances and controllers just before the jump.
  func reconcileControllers(after before: InstancesBeforeJump) {
    let screens = store.state.activeScreens
    var kept: Set<ObjectIdentifier> = []
    var firsts: [WindowUUID: [AppScreen: any ScreenController]] = [:]
    var further: [WindowUUID: [AppScreen: [any ScreenController]]] = [:]
    for window in registry.openWindows.map(\.uuid) {
      let retiredWindow = timeTravel.retiredWindows.contains(window)
      firsts[window] = [:]
      for screen in AppScreen.allCases {
        var shown: [any ScreenController] = []
        for (index, instance) in screens.instances(of: screen, in: window).enumerated() {
          let retired = retiredWindow || timeTravel.retiredInstances.contains(instance)
          // A controller made without an instance reaches the window's first instance only.
          if !retired, let controller = before.reached[instance],
            controller.instance != nil || index == 0
          {
            kept.insert(ObjectIdentifier(controller))
            shown.append(controller)
            continue
          }
          let takesCommands =
            !retired
            && (before.shown.contains(instance)
              || (index == 0 && !timeTravel.namedHides.contains(instance)))
          if !takesCommands && !retiredWindow {
            timeTravel.retiredInstances.insert(instance)
          }
          shown.append(
            screen.makeController(
              windowUUID: window, instance: index == 0 ? nil : instance,
              store: ShownScreenStore(forwardingTo: store)))
        }
        guard let first = shown.first else { continue }
        firsts[window]?[screen] = first
        if shown.count > 1 { further[window, default: [:]][screen] = Array(shown.dropFirst()) }
      }
    }
    timeTravel.parkedControllers.append(
      contentsOf: before.all.filter { !kept.contains(ObjectIdentifier($0)) })
    controllers = firsts
    furtherInstances = further
  }

  /// Refuses a step that names an instance a jump brought back after its work ended.
  ///
  /// - Parameters:
  ///   - step: The step about to be performed.
  ///   - window: The window the step names.
  /// - Throws: ``SimulatorError`` naming the instance.
  func checkRetiredInstance(
    named step: SimulatorStep, in window: WindowRegistry.Window
  ) throws(SimulatorError) {
    let named: (screen: AppScreen, number: Int)
    switch step {
    case .hide(_, let screen, let number): named = (screen, number)
    case .todo(_, _, let number): named = (.todoList, number)
    case .example: named = (.exampleFeature, 1)
    case .settings: named = (.settings, 1)
    case .open, .close, .show: return
    }
    let instances = store.state.activeScreens.instances(of: named.screen, in: window.uuid)
    guard named.number >= 1, named.number <= instances.count,
      timeTravel.retiredInstances.contains(instances[named.number - 1])
    else { return }
    let name = ScreenReference.name(of: named.screen, number: named.number)
    throw SimulatorError(
      "\(name) in window \(window.number) is back only as time travel shows it: its work "
        + "ended when it was hidden, and it takes no commands. 'show \(window.number) "
        + "\(named.screen)#\(instances.count + 1)' shows a new one")
  }
}
