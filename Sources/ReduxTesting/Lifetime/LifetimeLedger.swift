import Foundation
import Redux

/// What a ``TestStore`` remembers for its lifetime checks, all of it weakly: the subscriptions
/// made to it, the objects the test named, and the work its `WindowTasks` started.
///
/// Nothing here keeps anything alive: a check looks at what is still there when it runs.
///
/// Safety: `@unchecked Sendable` because every stored `var` (`records`, `named`, `works`,
/// `reported`) is read and written only while `lock` is held; `lock` is a constant. Work is
/// recorded from any thread (`WorkTracking.workStarted`); the rest from the main actor.
final class LifetimeLedger: @unchecked Sendable {
  /// An object the test named, with what it belongs to.
  struct NamedObject {
    weak var object: AnyObject?
    let scope: LifetimeScope
    /// A `ListenerHandle` is checked for being registered, not for being alive: the test may
    /// well hold its handle.
    let isListener: Bool
  }

  /// A piece of work, held weakly: its task holds it until the operation returns.
  struct StartedWork {
    weak var work: TrackedWork?
  }

  private let lock = NSLock()
  private var records: [SubscriptionRecord] = []
  private var named: [NamedObject] = []
  private var works: [StartedWork] = []
  private var reported: Set<String> = []

  /// Records a subscription made to the store.
  func subscribed(_ record: SubscriptionRecord) {
    lock.withLock {
      // Subscriptions whose subscriber has gone can name nothing: let a long test not pile
      // them up.
      if records.count >= 512, records.count.isMultiple(of: 512) {
        records.removeAll { $0.object == nil }
      }
      records.append(record)
    }
  }

  /// Records an object that must be gone once its scope is over.
  func name(_ object: AnyObject, scope: LifetimeScope) {
    let entry = NamedObject(
      object: object, scope: scope, isListener: object is ListenerHandle)
    lock.withLock { named.append(entry) }
  }

  /// Records work started for the store.
  func workStarted(_ work: TrackedWork) {
    lock.withLock {
      works.removeAll { $0.work == nil }
      works.append(StartedWork(work: work))
    }
  }

  /// The subscriptions recorded, in the order they were made.
  var subscriptions: [SubscriptionRecord] {
    lock.withLock { records }
  }

  /// The objects named, in the order they were named.
  var namedObjects: [NamedObject] {
    lock.withLock { named }
  }

  /// The work whose operation still runs, in the order it started.
  var runningWork: [TrackedWork] {
    lock.withLock { works.compactMap(\.work).filter(\.isRunning) }
  }

  /// Whether a failure with this message is new: each is reported once.
  func isNew(_ message: String) -> Bool {
    lock.withLock { reported.insert(message).inserted }
  }

  /// The most recent subscription recorded for `object`, if it subscribed to the store.
  func subscription(of object: AnyObject) -> SubscriptionRecord? {
    lock.withLock { records.last { $0.object === object } }
  }
}
