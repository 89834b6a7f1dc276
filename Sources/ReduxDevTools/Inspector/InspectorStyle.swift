/// The page's style sheet, inline: a header with the filters and the slider, the action list
/// on the left, the windows, the cost bar (for a session with costs), the changes and the state
/// tree on the right; for a session with batches, ``batchesCSS`` after it.
enum InspectorStyle {
  static let css = """
    * { box-sizing: border-box; }
    body { margin: 0; font: 13px/1.4 -apple-system, "Segoe UI", Roboto, sans-serif;
      color: #1d1d1f; background: #f5f5f7; }
    header { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 8px;
      align-items: center; padding: 8px 12px; background: #fff; border-bottom: 1px solid #ddd; }
    header h1 { font-size: 15px; margin: 0 12px 0 0; }
    #slider { flex: 1 1 240px; }
    #position, #count { font-variant-numeric: tabular-nums; color: #555; }
    main { display: grid; grid-template-columns: minmax(280px, 30%) 1fr; gap: 12px;
      padding: 12px; }
    #actions { position: relative; height: calc(100vh - 90px); overflow-y: auto;
      background: #fff; border: 1px solid #ddd; border-radius: 6px; }
    #actions-rows .row { position: absolute; left: 0; right: 0; height: 22px; display: flex;
      gap: 6px; padding: 2px 8px; cursor: pointer; white-space: nowrap; overflow: hidden;
      box-sizing: border-box; }
    #actions-rows .row:hover { background: #eef3fb; }
    #actions-rows .row.selected { background: #0a66d8; color: #fff; }
    .row .pos { flex: none; width: 48px; text-align: right; color: inherit; opacity: .7; }
    .row .name { flex: 1; overflow: hidden; text-overflow: ellipsis; }
    .row .win { flex: none; width: 34px; }
    .row .time { flex: none; width: 92px; opacity: .7; font-variant-numeric: tabular-nums; }
    .row .cost { flex: none; width: 64px; text-align: right; font-variant-numeric: tabular-nums; }
    #sort-cost { font: inherit; padding: 2px 8px; border: 1px solid #bbb; border-radius: 4px;
      background: #fff; cursor: pointer; }
    #sort-cost[aria-pressed="true"] { background: #0a66d8; border-color: #0a66d8; color: #fff; }
    .cost-total { margin: 0 0 4px; font-variant-numeric: tabular-nums; }
    .cost-bar { display: flex; height: 18px; border: 1px solid #ccc; border-radius: 4px;
      overflow: hidden; background: #fff; }
    .cost-bar .segment { height: 100%; min-width: 1px; }
    .cost-parts { list-style: none; margin: 6px 0 0; padding: 0;
      font-variant-numeric: tabular-nums; }
    .cost-part .swatch { display: inline-block; width: 10px; height: 10px; margin-right: 6px;
      border-radius: 2px; }
    .c-reducers { background: #0a66d8; } .c-middleware { background: #e08a00; }
    .c-middleware.c-alt { background: #f4b860; } .c-subscriber { background: #2e9e4f; }
    .c-subscriber.c-alt { background: #8fd19e; } .c-listeners { background: #8b4fd1; }
    .c-other { background: #b0b0b0; }
    #windows { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-start; }
    .window { background: #fff; border: 1px solid #ccc; border-radius: 8px; padding: 8px;
      min-width: 220px; max-width: 420px; }
    .window.shared { border-style: dashed; }
    .window h3 { margin: 0; font-size: 14px; } .uuid { font-size: 10px; color: #888; }
    .screen { margin-top: 6px; border-top: 1px solid #eee; }
    .screen h4 { margin: 4px 0; font-size: 12px; color: #0a66d8; }
    pre { margin: 0; font: 11px/1.3 ui-monospace, Menlo, monospace; white-space: pre-wrap;
      word-break: break-all; max-height: 260px; overflow: auto; }
    h2 { font-size: 13px; margin: 14px 0 6px; text-transform: uppercase; color: #666; }
    #diff ul { margin: 0; padding-left: 18px; font-family: ui-monospace, Menlo, monospace; }
    #diff .action { font-weight: 600; margin: 0; }
    #state { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 6px;
      font: 11px/1.35 ui-monospace, Menlo, monospace; max-height: 50vh; overflow: auto; }
    #state .children { padding-left: 14px; }
    #state .changed > .key, #state .changed > .value { background: #ffe36e; }
    #state .has-change > .key { font-weight: 700; }
    #state .more { color: #0a66d8; cursor: pointer; }
    .kind { color: #888; } .empty { color: #888; font-style: italic; margin: 4px 0; }
    """

  /// The rules for batches, only in the page of a session that has some: a batch's row, and
  /// its actions listed under "Changes".
  static let batchesCSS = """
    #actions-rows .row.batch .name { font-weight: 600; }
    .batch-actions { margin: 4px 0 8px; padding-left: 44px;
      font-family: ui-monospace, Menlo, monospace; }
    .batch-action .win, .batch-action .cost { margin-left: 8px; color: #888;
      font-variant-numeric: tabular-nums; }
    .batch-action pre { max-height: 80px; }
    button.more-actions { font: inherit; color: #0a66d8; background: none; border: none;
      padding: 0 0 0 44px; cursor: pointer; }
    """
}
