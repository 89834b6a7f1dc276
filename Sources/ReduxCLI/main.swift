import Foundation
import ReduxCLIKit

// The executable only connects the process to the commands, which live in ReduxCLIKit so that
// tests can run them.
let status = await RootCommand.run(
  Array(CommandLine.arguments.dropFirst()),
  context: CommandContext(console: StandardConsole())
)
exit(status.rawValue)
