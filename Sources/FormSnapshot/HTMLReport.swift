import FormModel
import Foundation

/// `index.html` for a snapshot run: per failing case the reference, the actual image, the diff, a
/// slider that wipes between reference and actual, and an onion skin; then the passing cases. One
/// file with relative image paths, so it opens from the file system without a server.
///
/// Case and file names come from inputs (a form file may be called `javascript:alert(1).hints`), so:
/// all text is HTML-escaped; a link is only ever a plain file name in the report's directory,
/// percent-encoded (anything else is shown as text, not linked); and a Content-Security-Policy
/// allows no script but the report's own and no style but its own, by their SHA-256 hashes.
public enum HTMLReport {
    public static func render(_ report: SnapshotReport, title: String = "FormRender snapshots") -> String {
        let failures = report.results.filter(\.isFailure)
        let others = report.results.filter { !$0.isFailure }
        // The policy hashes exactly the text the <style> and <script> elements below hold.
        let (style, code) = (css, script)
        var html = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(escape(contentSecurityPolicy(style: style, script: code)))">
        <meta name="referrer" content="no-referrer">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>\(style)</style></head><body>
        <header><h1>\(escape(title))</h1>
        <p class="summary"><span class="\(failures.isEmpty ? "ok" : "bad")">\(report.passed) passed, \(report.failed) failed</span>\
        \(report.shard.map { " · shard \(escape($0))" } ?? "")\
        \(report.orphans.isEmpty ? "" : " · \(report.orphans.count) orphaned reference\(report.orphans.count == 1 ? "" : "s")")</p></header>
        <main>
        """
        if !report.warnings.isEmpty {
            html += "<section class=\"warnings\"><h2>Warnings</h2><ul>" + report.warnings.map { "<li>\(escape($0))</li>" }.joined() + "</ul></section>\n"
        }
        for (index, result) in failures.enumerated() {
            html += failureSection(result, index: index)
        }
        if !report.orphans.isEmpty {
            html += "<section class=\"orphans\"><h2>References no case produces</h2><p>Remove them with <code>formrender snapshot prune</code>.</p><ul>"
            html += report.orphans.map { "<li><code>\(escape($0))</code></li>" }.joined()
            html += "</ul></section>"
        }
        html += "<details class=\"passed\"\(failures.isEmpty ? " open" : "")><summary>\(others.count) passed or recorded</summary><ul>"
        html += others.map { "<li><span class=\"tag \($0.status.rawValue)\">\($0.status.rawValue)</span> <code>\(escape($0.name))</code>"
            + ($0.messages.isEmpty ? "" : " — " + escape($0.messages.joined(separator: "; ")))
            + ($0.warnings.isEmpty ? "" : " <span class=\"warn\">⚠ " + escape($0.warnings.joined(separator: "; ")) + "</span>") + "</li>" }.joined()
        html += "</ul></details></main><script>\(code)</script></body></html>\n"
        return html
    }

    private static func failureSection(_ result: SnapshotResult, index: Int) -> String {
        var html = "<section class=\"case\" id=\"case-\(index)\"><h2><span class=\"tag \(result.status.rawValue)\">\(result.status.rawValue)</span> \(escape(result.name))</h2>"
        if !result.messages.isEmpty {
            html += "<ul class=\"messages\">" + result.messages.map { "<li>\(escape($0))</li>" }.joined() + "</ul>"
        }
        if !result.warnings.isEmpty {
            html += "<ul class=\"messages warn\">" + result.warnings.map { "<li>⚠ \(escape($0))</li>" }.joined() + "</ul>"
        }
        let reference = result.referenceImage.flatMap(relativeLink), actual = result.actualImage.flatMap(relativeLink)
        html += "<div class=\"images\">"
        for (label, file) in [("Reference", result.referenceImage), ("Actual", result.actualImage), ("Diff", result.diffImage)] {
            guard let file else { continue }
            if let link = relativeLink(file) {
                html += "<figure><figcaption>\(label)</figcaption><a href=\"\(link)\"><img src=\"\(link)\" alt=\"\(label)\" loading=\"lazy\"></a></figure>"
            } else {
                html += "<figure><figcaption>\(label)</figcaption><p class=\"unlinked\">not shown: <code>\(escape(file))</code> is not a plain file name in this directory</p></figure>"
            }
        }
        html += "</div>"
        if let reference, let actual {
            html += """
            <div class="compare">
            <figure><figcaption>Slider: reference ← → actual <input type="range" min="0" max="100" value="50" class="wipe"></figcaption>
            <div class="stack wipe-stack"><img src="\(reference)" alt="reference"><img src="\(actual)" alt="actual" class="top"></div></figure>
            <figure><figcaption>Onion skin: opacity of actual <input type="range" min="0" max="100" value="50" class="onion"></figcaption>
            <div class="stack onion-stack"><img src="\(reference)" alt="reference"><img src="\(actual)" alt="actual" class="top"></div></figure>
            </div>
            """
        }
        return html + "</section>\n"
    }

    /// The policy in the report's `<meta http-equiv="Content-Security-Policy">`: nothing loads but
    /// images from the report's own directory, the one inline style sheet and the one inline script
    /// (both by hash, computed from the exact text emitted). Inline `style` attributes and event
    /// handler attributes are refused, so the markup has none; the script sets styles through CSSOM,
    /// which CSP allows. `'self'` matches `file:` images when the page itself is a `file:` URL.
    public static func contentSecurityPolicy(style: String, script: String) -> String {
        [
            "default-src 'none'",
            "img-src 'self' data:",
            "style-src \(hashSource(style))",
            "script-src \(hashSource(script))",
            "base-uri 'none'",
            "form-action 'none'",
        ].joined(separator: "; ")
    }

    /// `'sha256-<base64>'` of an inline element's exact text, as CSP matches it.
    public static func hashSource(_ text: String) -> String {
        "'sha256-\(SHA256.base64(Array(text.utf8)))'"
    }

    /// A file name as a relative link in the report, or nil when it is not a plain file name in the
    /// report's directory (empty, with '/' or '\\', or starting with '.', which also covers '.' and
    /// '..'). Every byte but RFC 3986's unreserved characters is percent-encoded, so the link can have
    /// no scheme (':' is encoded), no fragment or query ('#', '?'), and needs no further escaping.
    public static func relativeLink(_ fileName: String) -> String? {
        guard !fileName.isEmpty, !fileName.hasPrefix("."), !fileName.contains("/"), !fileName.contains("\\") else { return nil }
        return percentEncodePathComponent(fileName)
    }

    /// Percent-encodes the UTF-8 bytes of a URL path component; only `A-Z a-z 0-9 - . _ ~` stay.
    public static func percentEncodePathComponent(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Text for the page: control and bidirectional characters shown escaped (a U+202E would reverse
    /// a case name on screen), then markup escaped.
    public static func escape(_ text: String) -> String {
        text.escapingControlCharacters.markupEscaped
    }

    static let css = """
    body{font:14px/1.45 -apple-system,system-ui,"Inter",sans-serif;margin:0;background:#f2f2f7;color:#1c1c1e}
    header{background:#fff;padding:16px 24px;border-bottom:1px solid #d1d1d6;position:sticky;top:0;z-index:2}
    h1{margin:0;font-size:20px} h2{font-size:16px;margin:0 0 8px}
    .summary{margin:4px 0 0} .ok{color:#248a3d;font-weight:600} .bad{color:#d70015;font-weight:600}
    main{padding:16px 24px} section{background:#fff;border-radius:12px;padding:16px;margin:0 0 16px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
    .tag{font-size:11px;text-transform:uppercase;border-radius:4px;padding:1px 6px;color:#fff;background:#8e8e93;vertical-align:middle}
    .tag.failed,.tag.error,.tag.missing{background:#d70015} .tag.passed{background:#248a3d} .tag.recorded{background:#007aff}
    .messages{margin:0 0 12px;padding-left:18px;color:#3a3a3c} .messages li{font-family:ui-monospace,monospace;font-size:12.5px}
    .images,.compare{display:flex;gap:16px;flex-wrap:wrap;align-items:flex-start}
    figure{margin:0} figcaption{font-size:12px;color:#6c6c70;margin-bottom:4px}
    img{max-width:360px;border:1px solid #d1d1d6;display:block;background:#fff}
    .stack{position:relative;display:inline-block} .stack img.top{position:absolute;left:0;top:0}
    .wipe-stack img.top{clip-path:inset(0 0 0 50%)} .onion-stack img.top{opacity:.5} .unlinked{color:#6c6c70;max-width:360px}
    details.passed{background:#fff;border-radius:12px;padding:12px 16px} details ul{margin:8px 0 0;padding-left:18px}
    code{font-family:ui-monospace,monospace;font-size:12.5px} .warn{color:#9a5b00}
    """

    static let script = """
    document.querySelectorAll('input.wipe').forEach(function(input){
      var top=input.closest('figure').querySelector('img.top');
      input.addEventListener('input',function(){top.style.clipPath='inset(0 0 0 '+input.value+'%)';});
    });
    document.querySelectorAll('input.onion').forEach(function(input){
      var top=input.closest('figure').querySelector('img.top');
      input.addEventListener('input',function(){top.style.opacity=input.value/100;});
    });
    """
}
