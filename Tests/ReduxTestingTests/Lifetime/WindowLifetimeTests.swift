import Redux
import Testing

@testable import ReduxTesting

/// What a closed window, or a hidden screen instance, leaves alive: each failure on purpose, and
/// each success.
@MainActor
@Suite("Lifetime checks: closed windows and hidden instances")
struct WindowLifetimeTests {
  private let closeWindow = Action.closeWindow(lifetimeWindow)

  @Test func aReleasedControllerOfAClosedWindowPasses() {
    let store = makePanelStore()
    var controller: PanelController? = PanelController(store: store, window: lifetimeWindow)
    store.expectReleased(controller!, whenClosing: lifetimeWindow)
    store.send(closeWindow) { $0.activeScreens.closeWindow(lifetimeWindow) }
    controller = nil

    let failures = FailureReporter.capturing { store.finish() }

    #expect(failures.isEmpty)
  }

  @Test func aControllerKeptAfterItsWindowClosedFailsWithItsTypeAndScope() {
    let store = makePanelStore()
    let cache = LeakingCache()
    var controller: PanelController? = PanelController(store: store, window: lifetimeWindow)
    store.expectReleased(controller!, whenClosing: lifetimeWindow)
    cache.kept.append(controller!)  // the leak
    store.send(closeWindow) { $0.activeScreens.closeWindow(lifetimeWindow) }
    controller = nil

    let failures = FailureReporter.capturing { store.finish() }

    #expect(
      failures == [
        "PanelController, subscribed to window 1A2B3C4D, is still alive after the window closed. "
          + "Something still holds it: a task, a listener's or a middleware's closure that "
          + "captures it strongly, or the test itself (let go of the test's references before "
          + "checking)."
      ])
    // Reported once: a second check finds it again and says nothing more.
    #expect(FailureReporter.capturing { store.finish() }.isEmpty)
  }

  @Test func anObjectThatNeverSubscribedIsNamedByItsWindow() {
    let store = makePanelStore()
    let cache = LeakingCache()
    store.expectReleased(cache, whenClosing: lifetimeWindow)
    let failures = FailureReporter.capturing {
      store.send(closeWindow) { $0.activeScreens.closeWindow(lifetimeWindow) }
      store.finish()
    }
    #expect(
      failures.first?.hasPrefix(
        "LeakingCache, named for window 1A2B3C4D, is still alive after the window closed.")
        == true)
    #expect(failures.count == 1)
  }

  @Test func nothingIsCheckedBeforeTheWindowCloses() {
    let store = makePanelStore()
    let controller = PanelController(store: store, window: lifetimeWindow)
    store.expectReleased(controller, whenClosing: lifetimeWindow)

    #expect(FailureReporter.capturing { store.finish() }.isEmpty)
  }

  @Test func turningTheChecksOffLeavesFinishSilentButAnExplicitCheckStillReports() {
    let store = makePanelStore()
    let cache = LeakingCache()
    store.lifetimeChecks = .off
    store.expectReleased(cache, whenClosing: lifetimeWindow)
    store.send(closeWindow) { $0.activeScreens.closeWindow(lifetimeWindow) }

    #expect(FailureReporter.capturing { store.finish() }.isEmpty)
    #expect(FailureReporter.capturing { store.checkLifetimes() }.count == 1)
  }

  @Test func aListenerLinkedToAControllerKeptAliveIsReported() {
    let store = makePanelStore()
    var controller: PanelController? = PanelController(store: store, window: lifetimeWindow)
    // The leak: the listener's closure captures the controller strongly.
    let listener = store.addListener { [controller] _ in _ = controller }
    listener.linkLifeCycle(to: controller!)
    store.expectReleased(controller!, whenClosing: lifetimeWindow)
    store.send(closeWindow) { $0.activeScreens.closeWindow(lifetimeWindow) }
    controller = nil

    let failures = FailureReporter.capturing { store.finish() }

    #expect(failures.count == 2)
    #expect(
      failures.last
        == "A listener linked to PanelController (subscribed to window 1A2B3C4D) is still "
        + "registered after the window closed, since the PanelController is still alive.")
    listener.removeListener()
  }

  @Test func aNamedListenerMustBeRemovedWhenItsWindowCloses() {
    let store = makePanelStore()
    let listener = store.addListener { _ in }
    store.expectReleased(listener, whenClosing: lifetimeWindow)
    store.send(closeWindow) { $0.activeScreens.closeWindow(lifetimeWindow) }

    #expect(
      FailureReporter.capturing { store.checkLifetimes() } == [
        "A listener named for window 1A2B3C4D is still registered after the window closed. "
          + "Remove it with `removeListener()`, or tie it to its screen with "
          + "`linkLifeCycle(to:)`."
      ])

    let removed = store.addListener { _ in }
    store.expectReleased(removed, whenClosing: lifetimeWindow)
    removed.removeListener()
    #expect(FailureReporter.capturing { store.checkLifetimes() }.isEmpty)
  }

  @Test func aControllerStillSubscribedToItsHiddenInstanceFails() {
    let store = makePanelStore()
    let instance = ScreenInstanceID()
    store.send(showInstance(instance)) { $0.activeScreens.reduce(showInstance(instance)) }
    var controller: PanelController? = PanelController(
      store: store, window: lifetimeWindow, instance: instance)
    let cache = LeakingCache()
    cache.kept.append(controller!)  // the leak: it never unsubscribes, and never goes away
    store.expectReleased(controller!, whenHiding: instance, in: lifetimeWindow)
    store.send(hideInstance(instance)) { $0.activeScreens.reduce(hideInstance(instance)) }
    controller = nil

    let failures = FailureReporter.capturing { store.finish() }

    #expect(
      failures == [
        "PanelController, subscribed to window 1A2B3C4D's panel instance \(instance), is still "
          + "alive after the instance hid. Something still holds it: a task, a listener's or a "
          + "middleware's closure that captures it strongly, or the test itself (let go of the "
          + "test's references before checking).",
        "PanelController is still subscribed to window 1A2B3C4D's panel instance \(instance) "
          + "after the instance hid. Unsubscribe it when its screen hides "
          + "(`store.unsubscribe(_:)`).",
      ])
  }

  @Test func aControllerThatUnsubscribesAndGoesAwayWhenItsInstanceHidesPasses() {
    let store = makePanelStore()
    let instance = ScreenInstanceID()
    store.send(showInstance(instance)) { $0.activeScreens.reduce(showInstance(instance)) }
    var controller: PanelController? = PanelController(
      store: store, window: lifetimeWindow, instance: instance)
    store.expectReleased(controller!, whenHiding: instance, in: lifetimeWindow)
    controller?.unsubscribe()
    store.send(hideInstance(instance)) { $0.activeScreens.reduce(hideInstance(instance)) }
    controller = nil

    #expect(FailureReporter.capturing { store.finish() }.isEmpty)
  }

  @Test func anInstanceNeverShownHasNotHid() {
    let store = makePanelStore()
    let cache = LeakingCache()
    store.expectReleased(cache, whenHiding: ScreenInstanceID(), in: lifetimeWindow)

    #expect(FailureReporter.capturing { store.finish() }.isEmpty)
  }

  private func showInstance(_ instance: ScreenInstanceID) -> Action {
    ScreenAction<PanelScreen>(
      windowUUID: lifetimeWindow, actionType: .showScreen, screen: .panel, instance: instance)
  }

  private func hideInstance(_ instance: ScreenInstanceID) -> Action {
    ScreenAction<PanelScreen>(
      windowUUID: lifetimeWindow, actionType: .closeScreen, screen: .panel, instance: instance)
  }
}
