import Foundation
import ReduxCLIKit

// The executable only connects the process to the benchmark, which tests run through
// `BenchCommand.run(commandLine:context:)`.
let status = await BenchCommand.run(
  commandLine: Array(CommandLine.arguments.dropFirst()),
  context: CommandContext(console: StandardConsole())
)
exit(status.rawValue)
