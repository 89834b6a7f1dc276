import Foundation

/// Files of the package, found from this source file's place in it.
enum PackageFiles {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Simulator
    .deletingLastPathComponent()  // ReduxCLITests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()
}
