import ReduxCLIKit
import Testing

/// Each reason `new-screen` refuses has the `sysexits.h` code a script can act on.
@Suite("new-screen: exit codes")
struct NewScreenExitCodeTests {
  @Test func eachErrorHasTheCodeOfItsKind() {
    let cases: [(NewScreenError, Int32)] = [
      (.invalidName("profile", reason: "lower case"), 64),
      (.badTemplate(path: "Wiring/A.template", problem: "it is empty"), 65),
      (.unrecognizedShape(path: "AppScreen.swift", problem: "no enum"), 65),
      (.missingDirectory(path: "Templates", hint: "pass --templates"), 66),
      (.unreadableTemplate(path: "Wiring/A.template", problem: "it is missing"), 66),
      (.unreadableFile(path: "AppState.swift", problem: "cannot be read as UTF-8 text"), 66),
      (.screenExists(name: "profile", location: "AppScreen.swift:3"), 73),
      (.typeExists(typeName: "ProfileState", location: "Profile.swift:1"), 73),
      (.fileExists(path: "Profile.swift"), 73),
      (.fileSystem(path: "Profile.swift", problem: "the disk is full"), 74),
      (.partiallyWritten(path: "Profile.swift", problem: "the disk is full", leftovers: ["A"]), 1),
    ]
    for (error, code) in cases {
      #expect(error.exitCode.rawValue == code, "\(error)")
    }
  }
}
