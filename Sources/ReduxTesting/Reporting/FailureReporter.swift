import Foundation
import Testing
import XCTest

/// Sends the kit's failures to the test framework that is running the test.
///
/// Inside a Swift Testing test, a failure is an `Issue` at the call site; otherwise it is an
/// `XCTFail` at the same file and line. The kit's own tests capture failures instead, through
/// ``capturing(_:)``, to check their exact text.
enum FailureReporter {
  /// Collects failures instead of reporting them, for the task that sets it.
  @TaskLocal static var collector: FailureCollector?

  /// Reports a failure at a call site.
  static func fail(_ message: String, at site: CallSite) {
    if let collector {
      collector.append(message, at: site)
    } else if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "\(site.fileID)",
          filePath: "\(site.filePath)",
          line: Int(site.line),
          column: Int(site.column)
        )
      )
    } else {
      XCTFail(message, file: site.filePath, line: site.line)
    }
  }

  /// Runs `body`, collecting the failures it reports instead of reporting them.
  ///
  /// - Returns: The messages of the failures, in order.
  @MainActor
  static func capturing(_ body: () throws -> Void) rethrows -> [String] {
    let collector = FailureCollector()
    try $collector.withValue(collector) { try body() }
    return collector.messages
  }

  /// Runs `body`, collecting the failures it reports instead of reporting them.
  ///
  /// - Returns: The messages of the failures, in order.
  @MainActor
  static func capturing(_ body: () async throws -> Void) async rethrows -> [String] {
    let collector = FailureCollector()
    try await $collector.withValue(collector) { try await body() }
    return collector.messages
  }
}

/// Failures collected instead of reported.
///
/// Safety: `@unchecked Sendable` because `collected` is read and written only while `lock` is
/// held.
final class FailureCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [(message: String, site: CallSite)] = []

  func append(_ message: String, at site: CallSite) {
    lock.withLock { collected.append((message, site)) }
  }

  /// The messages, in the order they were reported.
  var messages: [String] {
    lock.withLock { collected.map(\.message) }
  }

  /// The call sites, in the order the failures were reported.
  var sites: [CallSite] {
    lock.withLock { collected.map(\.site) }
  }
}
