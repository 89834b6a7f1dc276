/// The page itself: one HTML file with its style, its data and its script inline, and a
/// Content-Security-Policy that lets it load nothing from anywhere.
enum InspectorPage {
  /// The line that marks a page this library wrote, so that a tool does not overwrite a file it
  /// did not make.
  static let generatorMeta = #"<meta name="generator" content="ReduxDevTools inspector">"#

  /// The policy: no source at all, except the page's own inline script and style.
  static let contentSecurityPolicy =
    "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:"

  /// The page's HTML.
  ///
  /// - Parameters:
  ///   - title: The page's title, before ` — step K of N`.
  ///   - data: The session's data; its JSON text escapes every `<`, so it cannot end the
  ///     element that holds it.
  static func html(title: String, data: JSONValue) -> String {
    let hasBatches = data["batches"] != nil
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
      \(generatorMeta)
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(escaped(title))</title>
      <style>
      \(InspectorStyle.css)\(hasBatches ? "\n" + InspectorStyle.batchesCSS : "")
      </style>
      </head>
      <body>
      <header>
      <h1>\(escaped(title))</h1>
      <input id="slider" type="range" min="0" max="0" value="0" aria-label="Step">
      <span id="position"></span>
      <select id="filter-window" aria-label="Window"><option value="0">every window</option></select>
      <select id="filter-screen" aria-label="Screen"><option value="">every screen</option></select>
      <select id="filter-action" aria-label="Action"><option value="">every action</option></select>
      <input id="filter-text" type="search" placeholder="Filter" aria-label="Text">
      <span id="count"></span>
      </header>
      <main>
      <div id="actions" tabindex="0"><div id="actions-spacer"></div><div id="actions-rows"></div></div>
      <div>
      <h2>Windows</h2><div id="windows"></div>
      <h2>Changes</h2><div id="diff"></div>
      <h2>State</h2><div id="state"></div>
      </div>
      </main>
      <script type="application/json" id="session-data">
      """
    data.write(to: &page)
    page += """

      </script>
      <script>
      \(InspectorScript.source(withBatches: hasBatches))
      </script>
      </body>
      </html>

      """
    return page
  }

  /// Text with the characters HTML gives a meaning escaped.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
