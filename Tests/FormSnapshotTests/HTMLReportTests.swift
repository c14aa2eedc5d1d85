import FormModel
import FormSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Expectations
import Testing
@testable import FormSnapshot

/// The HTML report with names an attacker chose (a form file can be called anything): links are
/// percent-encoded plain file names or not links at all, text is escaped, and the only script is the
/// report's own, allowed by a Content-Security-Policy hash of its exact text.
@Suite struct HTMLReportTests {
    /// Failing cases named like the files `snapshot verify` writes for hostile form file names.
    static let hostileNames = [
        "javascript:alert(1)-compact@2x",
        "\"><script>alert(2)</script>-compact@2x",
        "a#b-compact@2x",
        "100%-compact@2x",
        "what?x=1-compact@2x",
        "with space-compact@2x",
        "emoji😀é-compact@2x",
        "<img src=x onerror=alert(3)>",
        "'\"><svg onload=alert(4)>-compact@2x",
    ]

    static func hostileReport() -> SnapshotReport {
        var results = hostileNames.map { name in
            SnapshotResult(name: name, status: .failed, diffPixels: 1, totalPixels: 4, messages: ["'\(name)' <b>changed</b>"],
                           referenceImage: "\(name).reference.png", actualImage: "\(name).actual.png", diffImage: "\(name).diff.png")
        }
        // Paths that are not plain file names in the report directory, as a forged report.json could hold.
        results.append(SnapshotResult(name: "forged", status: .failed, referenceImage: "../../outside.png",
                                      actualImage: "/etc/passwd", diffImage: ".hidden.png"))
        results.append(SnapshotResult(name: "backslash", status: .failed, actualImage: "..\\..\\x.png"))
        results.append(SnapshotResult(name: "passing <i>case</i>", status: .passed, warnings: ["<b>case warning</b>"]))
        results[0].warnings = ["<script>failing warning</script>"]
        return SnapshotReport(results: results, shard: "1/2\"><script>x</script>", orphans: ["<script>orphan</script>.png"],
                              warnings: ["<iframe src=x>"])
    }

    /// Every value of `attribute="..."` in the page (the report always double-quotes attributes).
    static func attributeValues(_ attribute: String, in html: String) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: "\\s\(attribute)=\"([^\"]*)\"")
        let range = NSRange(html.startIndex..., in: html)
        return pattern.matches(in: html, range: range).map { String(html[Range($0.range(at: 1), in: html)!]) }
    }

    @Test func linksArePercentEncodedPlainFileNames() throws {
        let html = HTMLReport.render(Self.hostileReport())
        let links = try Self.attributeValues("href", in: html) + Self.attributeValues("src", in: html)
        expect(!links.isEmpty)
        // In-page links (the index, the summary) name an id the page itself gives, never input text.
        let fragments = links.filter { $0.hasPrefix("#") }
        expect(!fragments.isEmpty)
        for fragment in fragments {
            expect(fragment.dropFirst().allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }, "\(fragment)")
            expect(html.contains(" id=\"\(fragment.dropFirst())\""), "\(fragment) has no target")
        }
        for link in links where !link.hasPrefix("#") {
            expect(link.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-._~%".contains($0)) }, "\(link)")
            expect(!link.hasPrefix("."), "\(link)")
        }
        expect(html.contains("href=\"javascript%3Aalert%281%29-compact%402x.actual.png\""))
        expect(html.contains("src=\"javascript%3Aalert%281%29-compact%402x.reference.png\""))
        expect(html.contains("href=\"%27%22%3E%3Csvg%20onload%3Dalert%284%29%3E-compact%402x.diff.png\""))
        // A name with '/' in it is no file name in the directory: shown, not linked.
        expect(html.contains("not shown: <code>&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;-compact@2x.diff.png</code>"))
        expect(html.contains("href=\"a%23b-compact%402x.actual.png\""))
        expect(html.contains("href=\"100%25-compact%402x.actual.png\""))
        expect(html.contains("href=\"what%3Fx%3D1-compact%402x.actual.png\""))
        expect(html.contains("href=\"with%20space-compact%402x.actual.png\""))
        expect(html.contains("href=\"emoji%F0%9F%98%80%C3%A9-compact%402x.actual.png\""))
    }

    @Test func pathsOutsideTheDirectoryAreNotLinked() throws {
        let html = HTMLReport.render(Self.hostileReport())
        let links = try Self.attributeValues("href", in: html) + Self.attributeValues("src", in: html)
        for forbidden in ["outside", "passwd", "hidden", "x.png"] {
            expect(!links.contains { $0.contains(forbidden) }, "\(forbidden) is linked")
        }
        expect(html.contains("not shown: <code>../../outside.png</code> is not a plain file name in this directory"))
        expect(html.contains("<code>/etc/passwd</code>"))
        expect(html.contains("<code>.hidden.png</code>"))
        expect(html.contains("<code>..\\..\\x.png</code>"))
        // Without a linkable reference and actual, the forged case gets no slider.
        let forged = try require(html.range(of: "forged</h2>"))
        let section = html[forged.upperBound...].prefix { $0 != "\n" }
        expect(!section.contains("compare"))
    }

    @Test func onlyTheReportsOwnScriptAndNoInlineHandlersOrStyles() throws {
        let html = HTMLReport.render(Self.hostileReport())
        expectEqual(html.components(separatedBy: "<script").count, 2, "exactly one <script element")
        expectEqual(html.components(separatedBy: "</script").count, 2)
        expectEqual(html.lowercased().components(separatedBy: "<script").count, 2)
        expect(!html.contains("<img src=x"))
        let handlers = try NSRegularExpression(pattern: "<[a-zA-Z][^>]*\\son[a-z]+=")
        expectEqual(handlers.numberOfMatches(in: html, range: NSRange(html.startIndex..., in: html)), 0, "no element has an event handler")
        expect(!html.contains(" style=\""), "inline style attributes would be refused by the policy")
        expect(html.contains("&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;-compact@2x"))
        expect(html.contains("&#39;&lt;img src=x onerror=alert(3)&gt;&#39; &lt;b&gt;changed&lt;/b&gt;"))
        expect(html.contains("shard 1/2&quot;&gt;&lt;script&gt;x&lt;/script&gt;"))
        expect(html.contains("<code>&lt;script&gt;orphan&lt;/script&gt;.png</code>"))
        expect(html.contains("<code>passing &lt;i&gt;case&lt;/i&gt;</code> <span class=\"warn\">⚠ &lt;b&gt;case warning&lt;/b&gt;</span>"))
        expect(html.contains("<li>⚠ &lt;script&gt;failing warning&lt;/script&gt;</li>"))
        expect(html.contains("<h2>Warnings</h2><ul><li>&lt;iframe src=x&gt;</li></ul>"))
    }

    /// The policy's hashes are of the exact text of the page's one `<script>` and one `<style>`.
    @Test func contentSecurityPolicyHashesTheEmittedScriptAndStyle() throws {
        let html = HTMLReport.render(Self.hostileReport())
        let metas = try Self.attributeValues("content", in: html)
        let policy = try require(metas.first { $0.contains("script-src") }).replacingOccurrences(of: "&#39;", with: "'")
        let script = try require(Self.between("<script>", "</script>", in: html))
        let style = try require(Self.between("<style>", "</style>", in: html))
        expect(script.contains("input.wipe"))
        let scriptHash = "'sha256-" + Data(SHA256.hash(Array(script.utf8))).base64EncodedString() + "'"
        let styleHash = "'sha256-" + Data(SHA256.hash(Array(style.utf8))).base64EncodedString() + "'"
        expectEqual(policy, "default-src 'none'; img-src 'self' data:; style-src \(styleHash); script-src \(scriptHash); base-uri 'none'; form-action 'none'")
        // The meta comes before anything it governs.
        let meta = try require(html.range(of: "http-equiv=\"Content-Security-Policy\""))
        let firstStyle = try require(html.range(of: "<style>"))
        expect(meta.lowerBound < firstStyle.lowerBound)
        expectEqual(HTMLReport.hashSource("abc"), "'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='")
    }

    @Test func percentEncoding() {
        expectEqual(HTMLReport.percentEncodePathComponent("aZ09-._~"), "aZ09-._~")
        expectEqual(HTMLReport.percentEncodePathComponent(" !\"#$%&'()*+,/:;=?@[\\]^`{|}"), "%20%21%22%23%24%25%26%27%28%29%2A%2B%2C%2F%3A%3B%3D%3F%40%5B%5C%5D%5E%60%7B%7C%7D")
        expectEqual(HTMLReport.percentEncodePathComponent("é😀\u{0}\n"), "%C3%A9%F0%9F%98%80%00%0A")
        expectEqual(HTMLReport.relativeLink("User-compact@2x.actual.png"), "User-compact%402x.actual.png")
        expectEqual(HTMLReport.relativeLink("javascript:alert(1)"), "javascript%3Aalert%281%29")
        for bad in ["", ".", "..", ".x.png", "../x.png", "a/b.png", "/abs.png", "a\\b.png"] {
            expectEqual(HTMLReport.relativeLink(bad), nil, "\(bad)")
        }
    }

    static func between(_ open: String, _ close: String, in html: String) -> String? {
        guard let start = html.range(of: open), let end = html.range(of: close, range: start.upperBound..<html.endIndex) else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }
}

/// JUnit XML with names and messages holding markup, quotes, controls and XML's non-characters: the
/// output is well-formed XML 1.0 and says the same names back (what XML cannot hold becomes U+FFFD).
@Suite struct JUnitReportTests {
    static let hostile = "a\"b<c>&d'e\u{0}\u{1B}[31m\u{7F}\u{FFFE}\u{FFFF}\t\n\r😀]]>"

    static func report() -> SnapshotReport {
        SnapshotReport(results: [
            SnapshotResult(name: hostile, status: .failed, messages: [hostile, "second\u{1}\r\nline"], milliseconds: 1500),
            SnapshotResult(name: "ok<&>", status: .passed, milliseconds: 500),
        ])
    }

    @Test func escapesEverythingXMLCannotHoldLiterally() {
        let xml = JUnitReport.render(Self.report(), suite: "s\"<&>")
        let name = "a&quot;b&lt;c&gt;&amp;d&apos;e\u{FFFD}\u{FFFD}[31m\u{7F}\u{FFFD}\u{FFFD}&#9;&#10;&#13;😀]]&gt;"
        let text = "a&quot;b&lt;c&gt;&amp;d&apos;e\u{FFFD}\u{FFFD}[31m\u{7F}\u{FFFD}\u{FFFD}\t\n&#13;😀]]&gt;\nsecond\u{FFFD}&#13;\nline"
        expectEqual(xml, """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites tests="2" failures="1" time="2.000">
          <testsuite name="s&quot;&lt;&amp;&gt;" tests="2" failures="1" errors="0" skipped="0" time="2.000">
            <testcase classname="s&quot;&lt;&amp;&gt;" name="\(name)" time="1.500">
              <failure message="\(name)" type="failed">\(text)</failure>
            </testcase>
            <testcase classname="s&quot;&lt;&amp;&gt;" name="ok&lt;&amp;&gt;" time="0.500"/>
          </testsuite>
        </testsuites>

        """)
        for scalar in xml.unicodeScalars {
            expect(JUnitReport.isXMLChar(scalar), "U+\(String(scalar.value, radix: 16)) is not allowed in XML 1.0")
        }
    }

    #if canImport(FoundationXML)
    /// libxml2 (through FoundationXML) parses it and reads the names back, tab, newline and CR kept.
    @Test func parsesAndRoundTrips() throws {
        let xml = JUnitReport.render(Self.report(), suite: "s\"<&>")
        let document = try XMLDocument(data: Data(xml.utf8))
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        expectEqual(cases.count, 2)
        let expectedName = "a\"b<c>&d'e\u{FFFD}\u{FFFD}[31m\u{7F}\u{FFFD}\u{FFFD}\t\n\r😀]]>"
        expectEqual(cases.first?.attribute(forName: "name")?.stringValue, expectedName)
        expectEqual(cases.last?.attribute(forName: "name")?.stringValue, "ok<&>")
        let failure = try require(cases.first?.elements(forName: "failure").first)
        expectEqual(failure.attribute(forName: "message")?.stringValue, expectedName)
        expectEqual(failure.stringValue, expectedName + "\nsecond\u{FFFD}\r\nline")
    }
    #endif
}
