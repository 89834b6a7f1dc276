import Testing

@testable import ReduxCLIKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Raw mode on a pseudo-terminal of the test's own, and the settings put back exactly.
@Suite("line editing: raw mode")
struct RawTerminalTests {
  /// The slave side's settings, comparable.
  private func settings(_ descriptor: Int32) -> PseudoTerminalSession.Settings {
    var settings = termios()
    _ = tcgetattr(descriptor, &settings)
    return PseudoTerminalSession.Settings(settings)
  }

  @Test func switchesToRawModeAndRestoresTheSettingsExactly() throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    try #require(openpty(&master, &slave, nil, nil, nil) == 0)
    defer {
      close(master)
      close(slave)
    }
    let before = settings(slave)
    do {
      let terminal = try #require(RawTerminal.other(slave))
      #expect(terminal.enterRawMode())
      var raw = termios()
      _ = tcgetattr(slave, &raw)
      #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
      #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
      terminal.restore()
      #expect(settings(slave) == before)
      // Left in raw mode, the terminal is restored when it goes away.
      #expect(terminal.enterRawMode())
      #expect(settings(slave) != before)
    }
    #expect(settings(slave) == before)
  }

  @Test func refusesADescriptorThatIsNoTerminal() {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    #expect(RawTerminal.other(ends[0]) == nil)
  }
}
