import Testing

@testable import ReduxCLIKit

/// What Tab completes, derived from the session's commands and the open windows.
@Suite("line editing: completion")
struct PromptCompletionTests {
  private let completion = PromptCompletion(windows: [
    PromptCompletion.Window(number: 1, screens: ["todoList", "todoList#2"]),
    PromptCompletion.Window(number: 3, screens: ["settings"]),
  ])

  private func words(_ line: String) -> [String] {
    completion.candidates(for: line)?.words ?? []
  }

  @Test func completesCommandNamesFromTheDefinitions() {
    let first = Set(SessionCommands.all.map { String($0.name.split(separator: " ")[0]) })
    #expect(Set(words("")) == first.union(["exit"]))
    #expect(words("to") == ["todo"])
    #expect(words("h") == ["help", "hide", "history"])
    #expect(completion.candidates(for: "to")?.wordStart == 0)
  }

  @Test func completesTheSecondWordOfAGroup() {
    #expect(words("todo a") == ["accept", "add"])
    #expect(words("settings ") == ["background", "text"])
    #expect(completion.candidates(for: "todo a")?.wordStart == 5)
  }

  @Test func completesOpenWindowsAndTodoLists() {
    #expect(words("close ") == ["1", "3"])
    #expect(words("todo add ") == ["1", "1#2", "3"])
    #expect(words("todo add 1 ") == [])
  }

  @Test func completesScreensAndInstances() {
    #expect(words("show 1 todo") == ["todoList", "todoList#2", "todoList#3"])
    #expect(words("open todoList s") == ["settings", "settings#2"])
  }

  @Test func completesColoursAndOptions() {
    #expect(words("settings background bl") == ["black", "blue"])
    #expect(words("state -") == ["--json"])
    #expect(words("help todo t") == ["toggle"])
  }

  @Test func readsTheCommandsWordsWhateverTheirSpacesAndLengths() {
    let long = String(repeating: "todoList", count: 20)
    // Spaces before and between words, and options, do not count as words.
    #expect(words("  todo   add   ") == ["1", "1#2", "3"])
    #expect(words("state --json --json ") == ["--json", "1", "3"])
    #expect(words("state 1 ") == ["--json"])
    // A long argument is passed over to the one being completed.
    #expect(words("show \(long) todo") == ["todoList", "todoList#2", "todoList#3"])
    #expect(words("open todoList todoList todoList s") == ["settings", "settings#2"])
    // `help` completes a group's commands after the group only.
    #expect(words("help todo add ") == [])
    #expect(words("help \(long) ") == [])
    // Past its last argument, a command completes nothing.
    #expect(words("todo move 1 2 3 ") == [])
  }

  @Test func completesNothingForWordsLongerThanAnyItOffers() {
    let long = String(repeating: "todoList", count: 20)
    #expect(words(long) == [])
    #expect(words("show 1 \(long)") == [])
    #expect(words("\(long) ") == [])
    #expect(words("todo \(long) ") == [])
  }

  @Test func completesNothingForUnknownCommands() {
    #expect(words("frobnicate ") == [])
    #expect(words("todo frob ") == [])
  }
}
