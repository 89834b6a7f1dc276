import Foundation
import Testing

@testable import ReduxDevTools

@Suite("The page's table of paths: each path written once, referred to by number")
struct PatchPathTableTests {
  typealias Path = [JSONPatch.PathComponent]

  /// A todo list's path in the sample app's windows, as its patches name it.
  func list(window: Int, _ rest: JSONPatch.PathComponent...) -> Path {
    [
      .key("activeScreens"), .key("windows"), .index(window), .key("screens"), .index(0),
      .key("todoList"), .key("_0"), .key("items"),
    ] + rest
  }

  @Test func aPathReadBackFromItsNumberIsThePathNumbered() throws {
    var table = PatchPathTable()
    let paths: [Path] = [
      list(window: 0), list(window: 0, .index(12), .key("isCompleted")), list(window: 1),
      [.key("settings"), .key("backgroundColor")], [.key("")], [.index(0)],
      [.key("with \"quotes\" </script> é")],
    ]
    let numbers = paths.map { table.number($0) }
    for (path, number) in zip(paths, numbers) {
      #expect(table.path(number) == path)
      // The same path again has the same number and adds nothing.
      let count = table.count
      #expect(table.number(path) == number)
      #expect(table.count == count)
    }
    // Read back from the page's JSON text, the table numbers every path as before.
    let text = table.json.text
    let read = try #require(PatchPathTable.read(try JSONParser.parse(Array(text.utf8))))
    #expect(read.count == table.count)
    for (path, number) in zip(paths, numbers) { #expect(read.path(number) == path) }
    #expect(read.json == table.json)
  }

  @Test func theEmptyPathIsMinusOneAndAddsNothing() {
    var table = PatchPathTable()
    #expect(table.number([]) == PatchPathTable.emptyPath)
    #expect(table.count == 0)
    #expect(table.path(PatchPathTable.emptyPath) == [])
    #expect(table.path(0) == nil)
    #expect(table.json.text == "[]")
  }

  @Test func pathsShareTheirStartsSoANewPathCostsOnlyWhatItAdds() {
    var table = PatchPathTable()
    _ = table.number(list(window: 0))
    #expect(table.count == 8)
    // Another window's list shares `activeScreens.windows` only.
    _ = table.number(list(window: 1))
    #expect(table.count == 8 + 6)
    // A todo's field in the first list adds its index and its key.
    _ = table.number(list(window: 0, .index(3), .key("isCompleted")))
    #expect(table.count == 8 + 6 + 2)
    #expect(
      table.json.text.hasPrefix(
        #"[[-1,"activeScreens"],[0,"windows"],[1,0],[2,"screens"],[3,0],[4,"todoList"],"#))
  }

  @Test func aPatchWeighsWhatItAddsToThePage() {
    var weighed = PatchPathTable()
    var written = PatchPathTable()
    let patches = [
      JSONPatch(operations: [
        .splice(list(window: 0), at: 0, removing: 0, inserting: [.object(["title": .string("a")])]),
        .set(list(window: 0, .index(0), .key("title")), .string("b")),
      ]),
      JSONPatch(operations: [.set(list(window: 0, .index(0), .key("title")), .string("c"))]),
      JSONPatch(operations: [.remove([.key("settings"), .key("confirmation")])]),
      JSONPatch(operations: [.set([], .object([:]))]),
      JSONPatch(operations: []),
    ]
    for patch in patches {
      let tableBefore = written.json.text.utf8.count
      let text = patch.json(paths: &written).text
      let added = text.utf8.count + written.json.text.utf8.count - tableBefore
      #expect(JSONSize.of(patch, paths: &weighed) == added, "\(text)")
    }
    #expect(weighed.json == written.json)
    // Against the patches with their paths written out, the page holds far less.
    let fullSize = patches.reduce(0) { $0 + $1.json.text.utf8.count }
    var table = PatchPathTable()
    let numbered = patches.reduce(0) { $0 + $1.json(paths: &table).text.utf8.count }
    #expect(numbered + table.json.text.utf8.count < fullSize)
  }

  @Test func aMalformedTableIsNotRead() throws {
    for text in [
      #"{}"#, #"[[0,"a"]]"#, #"[[-2,"a"]]"#, #"[[-1,true]]"#, #"[[-1]]"#, #"[["x","a"]]"#,
      #"[[-1,"a"],[-1,"a"]]"#, #"[[-1,1.5]]"#,
    ] {
      #expect(PatchPathTable.read(try JSONParser.parse(Array(text.utf8))) == nil, "\(text)")
    }
    #expect(PatchPathTable.read(try JSONParser.parse(Array(#"[[-1,"a"],[0,2]]"#.utf8))) != nil)
  }
}
