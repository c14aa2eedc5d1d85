extension HTMLReport {
    /// The report's one style sheet (allowed by its hash: edit freely, the policy follows). Status
    /// colours: failed red, missing orange, error purple, passed green, recorded blue.
    static let css = """
    :root{--bg:#f5f5f7;--card:#fff;--line:#e3e3e8;--text:#1d1d1f;--muted:#6e6e73;--failed:#d70015;--missing:#c45500;--error:#8e44ad;--passed:#248a3d;--recorded:#0066cc;--accent:#0066cc}
    *{box-sizing:border-box} [hidden]{display:none!important}
    body{font:14px/1.45 system-ui,-apple-system,"Segoe UI","Inter",sans-serif;margin:0;background:var(--bg);color:var(--text)}
    code{font:12.5px/1.4 ui-monospace,"SF Mono",Menlo,Consolas,monospace}
    a{color:var(--accent)}
    html:not(.js) .needs-script{display:none}
    .masthead{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:16px 32px;background:var(--card);border-bottom:1px solid var(--line);padding:18px 28px}
    h1{margin:0;font-size:20px;letter-spacing:-.01em}
    .verdict{margin:2px 0 0;font-size:15px;font-weight:600} .verdict.ok{color:var(--passed)} .verdict.bad{color:var(--failed)}
    .meta{margin:2px 0 0;color:var(--muted);font-size:12.5px}
    .tiles{display:flex;gap:8px;flex-wrap:wrap}
    .tile{font:inherit;color:var(--muted);background:var(--card);border:1px solid var(--line);border-radius:10px;padding:7px 14px 8px;min-width:92px;text-align:left;cursor:pointer;font-size:12.5px}
    .tile b{display:block;font-size:22px;line-height:1.15;color:var(--text);font-variant-numeric:tabular-nums}
    .tile.failed b{color:var(--failed)} .tile.missing b{color:var(--missing)} .tile.error b{color:var(--error)} .tile.passed b{color:var(--passed)} .tile.recorded b{color:var(--recorded)}
    .tile.zero{opacity:.5} .tile.zero b{color:var(--muted)}
    .tile:hover{border-color:#c7c7cc} .tile[aria-pressed="true"]{border-color:var(--text);box-shadow:inset 0 0 0 1px var(--text)}
    .layout{display:grid;grid-template-columns:320px minmax(0,1fr);align-items:start}
    .index{position:sticky;top:0;height:100vh;overflow:auto;border-right:1px solid var(--line);background:#fbfbfd}
    .tools{position:sticky;top:0;background:#fbfbfd;padding:14px 14px 8px;border-bottom:1px solid var(--line);z-index:1}
    #filter{width:100%;font:inherit;padding:7px 10px;border:1px solid #d2d2d7;border-radius:8px;background:#fff}
    #filter:focus{outline:2px solid var(--accent);outline-offset:-1px;border-color:transparent}
    .chips{display:flex;flex-wrap:wrap;gap:5px;margin:9px 0 2px}
    .chip{font:inherit;font-size:12px;color:var(--text);background:#fff;border:1px solid #d2d2d7;border-radius:999px;padding:2px 9px;cursor:pointer}
    .chip span{color:var(--muted)} .chip[aria-pressed="true"]{background:var(--text);border-color:var(--text);color:#fff} .chip[aria-pressed="true"] span{color:#d2d2d7}
    .shown{margin:6px 0 0;font-size:12px;color:var(--muted)}
    .groups{padding:4px 8px 24px}
    .group h3{margin:14px 6px 3px;font:600 11.5px/1.3 ui-monospace,"SF Mono",Menlo,Consolas,monospace;color:var(--muted);word-break:break-all}
    .group ol{list-style:none;margin:0;padding:0}
    .entry a{display:flex;align-items:center;gap:8px;padding:3px 6px;border-radius:6px;color:var(--text);text-decoration:none;font-size:12.5px}
    .entry a:hover{background:#ececf0} .entry a.current{background:#e1ecfa}
    .entry .name{flex:1;min-width:0;overflow-wrap:anywhere}
    .entry .measure{color:var(--muted);font-size:11.5px;font-variant-numeric:tabular-nums}
    .dot{flex:none;display:inline-block;width:8px;height:8px;border-radius:50%;background:var(--muted)}
    .st-failed .dot{background:var(--failed)} .st-missing .dot{background:var(--missing)} .st-error .dot{background:var(--error)} .st-passed .dot{background:var(--passed)} .st-recorded .dot{background:var(--recorded)}
    main{padding:20px 28px 40px;min-width:0}
    .case,.block{background:var(--card);border:1px solid var(--line);border-radius:14px;padding:16px 18px;margin:0 0 16px;scroll-margin-top:12px}
    .case:target{border-color:var(--accent);box-shadow:0 0 0 3px rgba(0,102,204,.18)}
    .case-head{display:flex;align-items:center;gap:10px;flex-wrap:wrap}
    h2{font-size:16px;margin:0;word-break:break-all}
    .tag{font-size:10.5px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;border-radius:5px;padding:2px 7px;color:#fff;background:var(--muted)}
    .tag.failed{background:var(--failed)} .tag.missing{background:var(--missing)} .tag.error{background:var(--error)}
    .share{margin-left:auto;color:var(--muted);font-size:12.5px;font-variant-numeric:tabular-nums}
    .source{margin:3px 0 0;color:var(--muted);font-size:12.5px}
    .messages{list-style:none;margin:10px 0 0;padding:10px 12px;background:#f7f7f9;border-radius:8px;font:12.5px/1.55 ui-monospace,"SF Mono",Menlo,Consolas,monospace;overflow-wrap:anywhere}
    .messages li+li{padding-left:16px;color:#3a3a3c} .messages.warn{background:#fff8e6;color:#7a4a00} .messages.warn li{padding-left:0;color:inherit}
    .viewer{margin-top:14px}
    .viewer>input{position:absolute;opacity:0;pointer-events:none}
    .tabs{display:inline-flex;gap:2px;padding:2px;margin:0 0 12px;background:#ececf0;border-radius:8px}
    .tabs label{padding:3px 12px;border-radius:6px;font-size:12.5px;color:#3a3a3c;cursor:pointer}
    .pick-side:checked~.tabs .tab-side,.pick-wipe:checked~.tabs .tab-wipe,.pick-onion:checked~.tabs .tab-onion{background:#fff;color:var(--text);box-shadow:0 1px 2px rgba(0,0,0,.14)}
    .pick-side:focus-visible~.tabs .tab-side,.pick-wipe:focus-visible~.tabs .tab-wipe,.pick-onion:focus-visible~.tabs .tab-onion{outline:2px solid var(--accent)}
    .viewer .hint{margin-left:12px;color:var(--muted);font-size:12px}
    .side{display:flex;gap:14px;align-items:flex-start}
    .view{display:none}
    .pick-side:checked~.side,.pick-wipe:checked~.wipe-view,.pick-onion:checked~.onion-view{display:flex}
    .side figure{flex:0 1 calc((100% - 28px)/3);min-width:0}
    figure{margin:0} figcaption{display:flex;align-items:center;gap:10px;font-size:11.5px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:var(--muted);margin:0 0 6px}
    .shot{display:flex;justify-content:center;background:#f2f2f5;border:1px solid var(--line);border-radius:8px;overflow:hidden;cursor:zoom-in}
    .shot img{display:block;max-width:100%;max-height:560px}
    .shot:hover{border-color:var(--accent)}
    .unlinked{color:var(--muted);margin:0}
    input[type="range"]{width:200px;accent-color:var(--accent)}
    .stack{display:inline-grid;max-width:100%;border:1px solid var(--line);border-radius:8px;overflow:hidden;background:#fff;touch-action:none}
    .stack img{grid-area:1/1;display:block;max-width:100%}
    .wipe-stack{cursor:ew-resize} .wipe-stack img.top{clip-path:inset(0 0 0 50%)} .onion-stack img.top{opacity:.5}
    .handle{grid-area:1/1;position:relative;left:50%;width:2px;margin-left:-1px;background:var(--accent);pointer-events:none}
    .block h2 .n,.block summary .n{color:var(--muted);font-weight:400}
    .note{margin:4px 0 10px;color:var(--muted);font-size:12.5px}
    .list{list-style:none;margin:0;padding:0;columns:2 340px;column-gap:24px}
    .list li{break-inside:avoid;padding:3px 0;font-size:12.5px;display:flex;flex-wrap:wrap;align-items:baseline;gap:0 8px}
    .list .dot{align-self:center}
    .list .said,.list .src{color:var(--muted)} .list .src{font-size:12px}
    .list.shots{columns:1} .list.shots li{padding:8px 0 16px} .list.shots .viewer{flex-basis:100%} .warn{color:#9a5b00}
    .all-clear{margin:0 0 16px;padding:14px 18px;border-radius:14px;background:#e8f5ec;color:#1d6b32;font-weight:600}
    details.block summary{cursor:pointer} details.block summary h2{display:inline} details.block[open] summary{margin-bottom:10px}
    .warnings{border-left:4px solid #f5a623} .warnings ul{margin:8px 0 0;padding-left:18px;color:#5c3d00;overflow-wrap:anywhere}
    .empty{color:var(--muted);text-align:center;padding:40px 0}
    dialog.zoom{width:96vw;height:94vh;max-width:none;max-height:none;padding:0;border:0;border-radius:12px;background:#1c1c1e;color:#fff;overflow:hidden}
    dialog.zoom[open]{display:flex;flex-direction:column} dialog.zoom::backdrop{background:rgba(0,0,0,.6)}
    .zoom-bar{display:flex;align-items:center;gap:12px;padding:8px 10px 8px 16px;background:#2c2c2e;font-size:13px}
    .zoom-title{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;min-width:0}
    .zoom-tabs{display:flex;gap:2px;padding:2px;background:#1c1c1e;border-radius:8px}
    .zoom button{font:inherit;font-size:12.5px;color:#fff;background:transparent;border:0;border-radius:6px;padding:4px 11px;cursor:pointer}
    .zoom button:hover{background:#3a3a3c} .zoom .zoom-tabs button[aria-pressed="true"]{background:#636366}
    .zoom-hint{margin-left:auto;color:#98989d;font-size:12px;white-space:nowrap}
    .zoom .zoom-fit{border:1px solid #48484a}
    .zoom-body{flex:1;overflow:auto;background:#1c1c1e}
    .zoom-body img{display:block;margin:0 auto;cursor:zoom-out;background:#fff}
    .zoom.fit .zoom-body img{max-width:100%;max-height:100%;object-fit:contain;cursor:zoom-in}
    .zoom.fit .zoom-body{display:flex;align-items:center;justify-content:center;overflow:hidden}
    @media (max-width:900px){.layout{grid-template-columns:1fr}.index{position:static;height:auto;max-height:50vh;border-right:0;border-bottom:1px solid var(--line)}.side{flex-direction:column}.side figure{flex-basis:auto}main{padding:16px}.masthead{padding:16px}}
    """
}
