import FormSupport
import Foundation

/// `index.html` for a snapshot run: a summary of the counts, a filterable index of every case by the
/// file it was rendered from, then each failing case (reference, actual and diff side by side, a
/// slider that wipes between reference and actual, an onion skin, any image at full size on a click),
/// the references recorded in this run, orphans and the passing cases. One file with relative image
/// paths, so it opens from the file system without a server; without script it still shows
/// everything but the filter, the slider's drag and the zoom (the images link to their files).
///
/// Case and file names come from inputs (a form file may be called `javascript:alert(1).hints`), so:
/// all text is HTML-escaped and never put in an attribute (an attribute holds only ids, fixed words
/// and links); a link is only ever a plain file name in the report's directory, percent-encoded
/// (anything else is shown as text, not linked); and a Content-Security-Policy allows no script but
/// the report's own and no style but its own, by their SHA-256 hashes.
public enum HTMLReport {
    public static func render(_ report: SnapshotReport, title: String = "FormRender snapshots") -> String {
        let page = ReportPage(report)
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

        """
        html += page.summary(title: title)
        html += "<div class=\"layout\">\n" + page.index() + "<main>\n"
        if !report.warnings.isEmpty {
            html += "<section class=\"block warnings\" id=\"warnings\"><h2>Warnings</h2><ul>" + report.warnings.map { "<li>\(escape($0))</li>" }.joined() + "</ul></section>\n"
        }
        html += page.failures()
        html += page.recorded()
        html += page.orphans()
        html += page.passed()
        html += "<p class=\"empty\" id=\"nothing\" hidden>No case matches the filter.</p>\n</main></div>\n"
        html += zoomDialog
        html += "<script>\(code)</script></body></html>\n"
        return html
    }

    /// The full-size viewer the script opens when an image is clicked; closed (so unseen) until then.
    static let zoomDialog = """
    <dialog class="zoom" id="zoom" aria-label="Image at full size"><div class="zoom-bar"><strong class="zoom-title"></strong>\
    <span class="zoom-tabs"></span><span class="zoom-hint">← → switch · F fit · Esc close</span>\
    <button type="button" class="zoom-fit">Fit to window</button><button type="button" class="zoom-close" aria-label="Close" autofocus>✕</button></div>\
    <div class="zoom-body"><img alt=""></div></dialog>

    """

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
}
