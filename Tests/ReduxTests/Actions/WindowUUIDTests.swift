import Foundation
import Testing

@testable import Redux

@Suite("WindowUUID")
struct WindowUUIDTests {
  @Test func eachNewWindowGetsItsOwnIdentity() {
    let identities = Set((0..<100).map { _ in WindowUUID() })
    #expect(identities.count == 100)
    #expect(!identities.contains(.unavailable))
  }

  @Test func unavailableStandsForEveryWindow() {
    #expect(WindowUUID.unavailable.isUnavailable)
    #expect(!WindowUUID().isUnavailable)
    #expect(WindowUUID.unavailable.shortDescription == "all")
    #expect(WindowUUID.unavailable.description == "unavailable")
  }

  @Test func shortDescriptionIsTheFirstEightDigits() throws {
    let window = try #require(WindowUUID(uuidString: "1A2B3C4D-0000-4000-8000-000000000001"))
    #expect(window.shortDescription == "1A2B3C4D")
    #expect(window.description == "1A2B3C4D-0000-4000-8000-000000000001")
  }

  @Test func parsingRejectsWhatIsNotAUUID() {
    #expect(WindowUUID(uuidString: "window-1") == nil)
    #expect(WindowUUID(uuidString: "") == nil)
  }

  @Test func codesAsASingleUUIDString() throws {
    let window = try #require(WindowUUID(uuidString: "1A2B3C4D-0000-4000-8000-000000000001"))
    let data = try JSONEncoder().encode([window])
    #expect(String(decoding: data, as: UTF8.self) == #"["1A2B3C4D-0000-4000-8000-000000000001"]"#)
    #expect(try JSONDecoder().decode([WindowUUID].self, from: data) == [window])
  }

  @Test func decodingSomethingElseFailsWithAnError() {
    let data = Data(#"["not a uuid"]"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([WindowUUID].self, from: data)
    }
  }
}
