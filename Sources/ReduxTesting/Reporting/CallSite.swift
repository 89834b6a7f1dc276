/// The place in a test where a kit function was called: where its failures point.
///
/// Kit functions take `fileID`, `filePath`, `line` and `column` parameters defaulting to the
/// caller's location, and pass them on in a `CallSite`.
struct CallSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}
