import Foundation
import Redux
import ReduxDevTools
import SampleApp

/// Recordings `simulate --record` wrote, for the mutation tests of `replay` to start from. They
/// are written out rather than recorded by each run: a suggestion's request has a random id, and
/// a run must start from the same bytes to be replayed from its seed.
enum ReplayMutationFixtures {
  /// A sample-app recording's DevTools file, and that file pretty-printed, one member a line, so
  /// that line mutations reach inside it: bases to mutate beside the recording itself.
  static func devToolsFiles(of recordingText: String) throws -> [String] {
    let recording = try Recording(text: recordingText, file: "base", registry: .sampleApp)
    let data = try DevToolsExport.data(
      recording: recording, initialState: recording.initialState(as: AppState.self),
      reducer: AppState.reducer, timestamp: Date(timeIntervalSince1970: 0))
    let pretty = try JSONSerialization.data(
      withJSONObject: JSONSerialization.jsonObject(with: data), options: [.prettyPrinted])
    return [String(decoding: data, as: UTF8.self), String(decoding: pretty, as: UTF8.self)]
  }

  static let w1 = "BFF833EE-8C95-45F7-BAD7-6E7CA53A3E26"
  static let w2 = "69AADA28-9B9E-4677-B469-6114DD8C327F"
  static let w3 = "C17C3326-A96A-44C6-8160-17CA5ABF7E17"

  /// Two windows with todo lists, a second list in window 1, a suggestion asked for, received
  /// and accepted, the settings changed and hidden, the example feature, a window closed.
  static let session =
    [
      #"{"formatVersion":1,"app":"SampleApp","initialState":{"activeScreens":{"closedWindows":[],"windows":[]},"settings":{"backgroundColor":"red","textColor":"white"}}}"#,
      #"{"position":1,"window":"\#(w1)","action":"WindowAction","type":"WindowActionType.openWindow","payload":{"openWindow":{}}}"#,
      #"{"position":2,"window":"\#(w1)","action":"ScreenAction<AppScreen>","type":"ScreenActionType.showScreen","payload":{"actionType":{"showScreen":{}},"screen":"todoList"}}"#,
      #"{"position":3,"window":"\#(w2)","action":"WindowAction","type":"WindowActionType.openWindow","payload":{"openWindow":{}}}"#,
      #"{"position":4,"window":"\#(w2)","action":"ScreenAction<AppScreen>","type":"ScreenActionType.showScreen","payload":{"actionType":{"showScreen":{}},"screen":"todoList"}}"#,
      #"{"position":5,"window":"\#(w2)","action":"ScreenAction<AppScreen>","type":"ScreenActionType.showScreen","payload":{"actionType":{"showScreen":{}},"screen":"settings"}}"#,
      #"{"position":6,"window":"\#(w1)","action":"TodoListAction","type":"TodoListAction.add","payload":{"add":{"title":"Buy milk"}}}"#,
      #"{"position":7,"window":"\#(w2)","action":"TodoListAction","type":"TodoListAction.add","payload":{"add":{"title":"Call Ada"}}}"#,
      #"{"position":8,"window":"\#(w1)","action":"TodoListAction","type":"TodoListAction.toggle","payload":{"toggle":{"index":0}}}"#,
      #"{"position":9,"window":"\#(w2)","action":"TodoListAction","type":"TodoListAction.move","payload":{"move":{"from":0,"to":0}}}"#,
      #"{"position":10,"window":"\#(w1)","instance":8,"action":"ScreenAction<AppScreen>","type":"ScreenActionType.showScreen","payload":{"actionType":{"showScreen":{}},"screen":"todoList"}}"#,
      #"{"position":11,"window":"\#(w1)","instance":8,"action":"TodoListAction","type":"TodoListAction.add","payload":{"add":{"title":"Post"}}}"#,
      #"{"position":12,"window":"\#(w2)","action":"TodoListAction","type":"TodoListAction.requestSuggestion","payload":{"requestSuggestion":{"_0":"A9970565-5081-4ABD-A080-62C8F54B9E63"}}}"#,
      #"{"position":13,"window":"\#(w2)","action":"TodoListAction","type":"TodoListAction.suggestionReceived","payload":{"suggestionReceived":{"_0":"Water the plants","request":"A9970565-5081-4ABD-A080-62C8F54B9E63"}}}"#,
      #"{"position":14,"window":"\#(w2)","action":"TodoListAction","type":"TodoListAction.acceptSuggestion","payload":{"acceptSuggestion":{}}}"#,
      #"{"position":15,"window":"\#(w2)","action":"SettingsAction","type":"SettingsActionType.changeBackgroundColor","payload":{"changeBackgroundColor":{"_0":"purple"}}}"#,
      #"{"position":16,"window":"\#(w2)","action":"ScreenAction<AppScreen>","type":"ScreenActionType.closeScreen","payload":{"actionType":{"closeScreen":{}},"screen":"settings"}}"#,
      #"{"position":17,"window":"\#(w1)","action":"ScreenAction<AppScreen>","type":"ScreenActionType.showScreen","payload":{"actionType":{"showScreen":{}},"screen":"exampleFeature"}}"#,
      #"{"position":18,"window":"\#(w1)","action":"ExampleAction","type":"ExampleActionType.anExampleActionForExample","payload":{"anExampleActionForExample":{}}}"#,
      #"{"position":19,"window":"\#(w2)","action":"WindowAction","type":"WindowActionType.closeWindow","payload":{"closeWindow":{}}}"#,
      #"{"position":20,"window":"\#(w2)","action":"ScreenAction<AppScreen>","type":"ScreenActionType.closeScreen","payload":{"actionType":{"closeScreen":{}},"screen":"todoList"}}"#,
      #"{"position":21,"window":"\#(w1)","action":"TodoListAction","type":"TodoListAction.remove","payload":{"remove":{"index":0}}}"#,
    ].joined(separator: "\n") + "\n"

  /// A session restored from a state file (a windows snapshot and the settings), then a todo
  /// added and a window closed.
  static let restoredSession = [
    #"{"formatVersion":1,"app":"SampleApp","initialState":{"activeScreens":{"closedWindows":[],"windows":[]},"settings":{"backgroundColor":"red","textColor":"white"}}}"#,
    #"{"position":1,"window":"00000000-0000-0000-0000-000000000000","action":"RestoreWindowsAction","type":"WindowRestorationActionType.restore","payload":{"closedWindows":["\#(w3)"],"formatVersion":1,"windows":[{"screens":[{"instance":1,"state":{"todoList":{"_0":{"isFetchingSuggestion":false,"items":[{"isCompleted":false,"title":"Buy milk"},{"isCompleted":true,"title":"Call Ada"}],"windowUUID":"\#(w1)"}}}},{"instance":8,"state":{"todoList":{"_0":{"isFetchingSuggestion":false,"items":[{"isCompleted":false,"title":"Post the letter"}],"windowUUID":"\#(w1)"}}}}],"window":"\#(w1)"},{"screens":[{"instance":2,"state":{"todoList":{"_0":{"isFetchingSuggestion":false,"items":[{"isCompleted":false,"title":"Book é🙂"}],"windowUUID":"\#(w2)"}}}},{"instance":3,"state":{"settings":{"_0":{"windowUUID":"\#(w2)"}}}}],"window":"\#(w2)"}]}}"#,
    #"{"position":2,"window":"00000000-0000-0000-0000-000000000000","action":"SettingsAction","type":"SettingsActionType.changeBackgroundColor","payload":{"changeBackgroundColor":{"_0":"blue"}}}"#,
    #"{"position":3,"window":"00000000-0000-0000-0000-000000000000","action":"SettingsAction","type":"SettingsActionType.changeTextColor","payload":{"changeTextColor":{"_0":"black"}}}"#,
    #"{"position":4,"window":"\#(w1)","action":"ScreenAction<AppScreen>","type":"ScreenActionType.showScreen","payload":{"actionType":{"showScreen":{}},"screen":"todoList"}}"#,
    #"{"position":5,"window":"\#(w1)","instance":8,"action":"ScreenAction<AppScreen>","type":"ScreenActionType.showScreen","payload":{"actionType":{"showScreen":{}},"screen":"todoList"}}"#,
    #"{"position":6,"window":"\#(w2)","action":"ScreenAction<AppScreen>","type":"ScreenActionType.showScreen","payload":{"actionType":{"showScreen":{}},"screen":"todoList"}}"#,
    #"{"position":7,"window":"\#(w2)","action":"ScreenAction<AppScreen>","type":"ScreenActionType.showScreen","payload":{"actionType":{"showScreen":{}},"screen":"settings"}}"#,
    #"{"position":8,"window":"\#(w2)","action":"TodoListAction","type":"TodoListAction.add","payload":{"add":{"title":"Water"}}}"#,
    #"{"position":9,"window":"\#(w1)","action":"WindowAction","type":"WindowActionType.closeWindow","payload":{"closeWindow":{}}}"#,
    #"{"position":10,"window":"\#(w1)","action":"ScreenAction<AppScreen>","type":"ScreenActionType.closeScreen","payload":{"actionType":{"closeScreen":{}},"screen":"todoList"}}"#,
    #"{"position":11,"window":"\#(w1)","instance":8,"action":"ScreenAction<AppScreen>","type":"ScreenActionType.closeScreen","payload":{"actionType":{"closeScreen":{}},"screen":"todoList"}}"#,
  ].joined(separator: "\n")

  /// A recording that opens window 1 and shows a todo list in it, then records one more line:
  /// the start of the regression tests that the mutations found.
  ///
  /// The lines leave out the `type` field, which a reader does not need.
  ///
  /// - Parameters:
  ///   - line: The third action's line, at position 3.
  /// - Returns: The recording's text.
  static func todoListInWindow1(then line: String) -> String {
    [
      #"{"formatVersion":1,"app":"SampleApp","initialState":{"activeScreens":{"#
        + #""closedWindows":[],"windows":[]},"settings":{"backgroundColor":"red","#
        + #""textColor":"white"}}}"#,
      #"{"position":1,"window":"\#(w1)","action":"WindowAction","payload":{"openWindow":{}}}"#,
      #"{"position":2,"window":"\#(w1)","action":"ScreenAction<AppScreen>","payload":{"#
        + #""actionType":{"showScreen":{}},"screen":"todoList"}}"#,
      line,
    ].joined(separator: "\n")
  }
}
