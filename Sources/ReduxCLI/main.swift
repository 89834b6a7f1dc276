import Foundation

/// The usage text of `redux-cli`.
let usage = """
  USAGE: redux-cli <command>

  COMMANDS:
    demo      Runs a short scripted session: two windows sharing one store.

  OPTIONS:
    -h, --help  Shows this help.
  """

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "demo" where arguments.count == 1:
  MainActor.assumeIsolated {
    WindowsDemo { print($0) }.run()
  }
case nil, "-h", "--help", "help":
  print(usage)
default:
  FileHandle.standardError.write(
    Data(
      "error: unknown command '\(arguments.joined(separator: " "))'. See 'redux-cli --help'.\n".utf8
    ))
  exit(64)
}
