import Foundation
import Redux
import Testing

@testable import ReduxDevTools

/// The screens of an app that is not the sample app, for screen actions.
enum TabScreen: String, Hashable, Sendable, Codable {
  case tabs
  case profile
}

@Suite("The inspector's action list: each row says what its action is")
struct InspectorRowLabelTests {
  /// A step of the given action, with nothing changed.
  func step(
    _ name: String, type: String? = nil, isEnum: Bool = false, payload: JSONValue = .null
  ) -> SessionStep {
    SessionStep(
      position: 1, name: name, typeDescription: type, isModernAction: isEnum, time: nil,
      window: .unavailable, instance: nil, payload: payload, changes: [],
      patch: JSONPatch(operations: []))
  }

  func payload(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  @Test func aScreenActionShowsItsCaseAndItsScreen() throws {
    let shown = try payload(#"{"actionType":{"showScreen":{}},"screen":"tabs"}"#)
    #expect(
      step("ScreenAction<TabScreen>", type: "ScreenActionType.showScreen", payload: shown).label
        == "showScreen tabs")
    // A recording without the type (an older one, or one written by a script) names the case
    // in the payload's actionType.
    let closed = try payload(#"{"actionType":{"closeScreen":{}},"screen":"profile"}"#)
    #expect(step("ScreenAction<TabScreen>", payload: closed).label == "closeScreen profile")
  }

  @Test func aClassActionShowsItsNameWithoutGenericArgumentsAndItsCase() throws {
    #expect(
      step(
        "WindowAction", type: "WindowActionType.openWindow",
        payload: try payload(
          #"{"openWindow":{}}"#)
      ).label == "WindowAction openWindow")
    #expect(
      step("WindowAction", payload: try payload(#"{"closeWindow":{}}"#)).label
        == "WindowAction closeWindow")
    #expect(
      step("RestoreWindowsAction<AppScreenState>", payload: try payload(#"{"windows":[]}"#))
        .label == "RestoreWindowsAction")
    // A payload that is not an enum's case names no case.
    #expect(step("RenameAction", payload: try payload(#"{"name":"Ada"}"#)).label == "RenameAction")
  }

  @Test func anEnumActionShowsItsRecordingNameAndCase() throws {
    #expect(
      step(
        "TallyAction", type: "TallyAction.add", isEnum: true,
        payload: try payload(
          #"{"add":{"_0":4}}"#)
      ).label == "TallyAction.add")
    #expect(
      step("TallyAction", isEnum: true, payload: try payload(#"{"reset":{}}"#)).label
        == "TallyAction.reset")
  }

  @Test func thePageLabelsTwoScreensRowsApart() throws {
    let registry = ActionRegistry([WindowAction.self, ScreenAction<TabScreen>.self])
    let window = CounterSessions.window
    let lines = [
      #"{"formatVersion":1,"app":"Tabs","initialState":{"count":0,"names":[],"tags":{}}}"#,
      #"{"position":1,"window":"\#(window)","action":"WindowAction","#
        + #""type":"WindowActionType.openWindow","payload":{"openWindow":{}}}"#,
      #"{"position":2,"window":"\#(window)","action":"ScreenAction<TabScreen>","#
        + #""type":"ScreenActionType.showScreen","#
        + #""payload":{"actionType":{"showScreen":{}},"screen":"tabs"}}"#,
      #"{"position":3,"window":"\#(window)","action":"ScreenAction<TabScreen>","#
        + #""type":"ScreenActionType.showScreen","#
        + #""payload":{"actionType":{"showScreen":{}},"screen":"profile"}}"#,
    ]
    let recording = try Recording(
      text: lines.joined(separator: "\n"), file: "tabs.jsonl", registry: registry)
    let html = try SessionInspector.html(
      recording: recording, initialState: CounterState(), reducer: CounterState.reducer,
      timestamp: Date(timeIntervalSince1970: 0))
    let data = try InspectorPageTests().data(of: html)
    guard case .array(let steps)? = data["steps"], case .array(let names)? = data["names"] else {
      Issue.record("no steps or names")
      return
    }
    func text(_ member: String, of step: JSONValue) throws -> String? {
      guard case .number(let number)? = step[member], let index = Int(number) else { return nil }
      return try #require(names.indices.contains(index) ? names[index].stringValue : nil)
    }
    #expect(
      try steps.map { try text("l", of: $0) }
        == ["WindowAction openWindow", "showScreen tabs", "showScreen profile"])
    // The action filter still lists actions by their recorded names.
    #expect(
      try steps.map { try text("a", of: $0) }
        == ["WindowAction", "ScreenAction<TabScreen>", "ScreenAction<TabScreen>"])
  }
}
