import Foundation
import Testing

@testable import ReduxDevTools

@Suite("The page's changes: each text's shape stored once, its numbers and strings apart")
struct ChangeTextTableTests {
  let window = "activeScreens.screensByWindow[00000000-0000-4000-8000-000000000003]"

  /// The texts the page shows for changes written with these tables, put back together as its
  /// script does: the prefix, then the template's pieces with the holes between them.
  func shown(_ changes: [JSONValue], _ table: ChangeTextTable) throws -> [String] {
    let page = JSONValue.object([
      "prefixes": .array(table.prefixes.values.map { .string($0) }),
      "templates": table.templatesJSON,
    ])
    // Through the page's JSON text, as the browser reads it.
    let read = try JSONParser.parse(Array(page.text.utf8))
    let steps = try JSONParser.parse(Array(JSONValue.array(changes).text.utf8))
    return try PagePatch.changes(.object(["c": steps]), page: read)
  }

  @Test func eachTextIsShownAsItWas() throws {
    let texts = [
      "\(window)[0].todoList.items[2200]: (none) → TodoItem(id: 2201, title: \"todo 1990 in "
        + "window 3\", isCompleted: false)",
      "\(window)[0].todoList.nextItemID: 2200 → 2201",
      "\(window)[0].todoList.items[3].title: \"a \\\"quoted\\\" 12 \\\\\" → \"\"",
      "settings.backgroundColor: .red → .blue",
      "count: 007 → 12345678901234567890 → -3.5e10",
      "name: \"never closed → 4",
      "names[1]: \"</script>\" → \"é🙂 1️⃣ \\u{2028}\"",
      "… and 12 more changes",
      "", "0", "\"\"", "tags{\"urgent\"}: (none) → \"urgent\"",
    ]
    var table = ChangeTextTable()
    let changes = texts.map { table.json($0) }
    #expect(try shown(changes, table) == texts)
  }

  @Test func textsOfOneShapeShareTheirPrefixAndTemplate() throws {
    var table = ChangeTextTable()
    let adds = (1...100).map { id in
      "\(window)[0].todoList.items[\(id - 1)]: (none) → TodoItem(id: \(id), title: \"todo \(id)"
        + " in window 3\", isCompleted: false)"
    }
    let changes = adds.map { table.json($0) }
    #expect(table.prefixes.values == ["\(window)[0].todoList.items"])
    #expect(
      table.templatesJSON.text
        == #"[["[","]: (none) → TodoItem(id: ",", title: \"","\", isCompleted: false)"]]"#)
    // Each change holds its numbers and its title: its prefix, its template and three holes.
    #expect(changes[41].text == #"[0,0,41,42,"todo 42 in window 3"]"#)
    #expect(try shown(changes, table) == adds)
    let written =
      changes.reduce(0) { $0 + $1.text.utf8.count } + table.templatesJSON.text.utf8.count
    #expect(written < adds.reduce(0) { $0 + $1.utf8.count } / 2)
  }

  @Test func digitsThatWouldNotReadBackAsTheSameNumberStayText() {
    var table = ChangeTextTable()
    #expect(table.json("a: 0 → 10").text == #"[0,0,0,10]"#)
    #expect(table.json("a: 007 → 1234567890123456").text == #"[0,0,"007","1234567890123456"]"#)
  }

  @Test func aTemplateIsThePiecesAroundItsHoles() {
    let (pieces, holes) = ChangeTextTable.template(of: #"[12].title: "a\"b" → "c""#)
    #expect(pieces == ["[", #"].title: ""#, #"" → ""#, #"""#])
    #expect(holes == ["12", #"a\"b"#, "c"])
    #expect(ChangeTextTable.template(of: "no holes").pieces == ["no holes"])
    #expect(ChangeTextTable.template(of: "").pieces == [""])
  }
}
