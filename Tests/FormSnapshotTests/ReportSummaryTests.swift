import FormModel
import FormSupport
import Foundation
import Expectations
import Testing
@testable import FormSnapshot

/// What the HTML report says at the top and how it is navigated: the counts by status, an index entry
/// per case that links to an anchor the page has, and the references recorded in this run.
@Suite struct ReportSummaryTests {
    static func report() -> SnapshotReport {
        func failed(_ name: String, _ source: String) -> SnapshotResult {
            SnapshotResult(name: name, status: .failed, diffPixels: 5, totalPixels: 1000, messages: ["5 of 1000 pixels differ (0.50%)"],
                           referenceImage: "\(name).reference.png", actualImage: "\(name).actual.png", diffImage: "\(name).diff.png", source: source)
        }
        return SnapshotReport(results: [
            failed("User-compact@2x", "/p/Hints/User.hints"),
            SnapshotResult(name: "User-regular@2x", status: .passed, source: "/p/Hints/User.hints"),
            failed("Signup-compact@2x", "/p/Forms/Signup.form.json"),
            failed("Signup-regular@2x", "/p/Forms/Signup.form.json"),
            SnapshotResult(name: "Order-compact@2x", status: .missing, messages: ["no reference"], actualImage: "Order-compact@2x.actual.png",
                           source: "/p/Hints/Order.hints"),
            SnapshotResult(name: "Order-regular@2x", status: .recorded, messages: ["recorded (it had no reference)"], source: "/p/Hints/Order.hints"),
            SnapshotResult(name: "New-compact@2x", status: .recorded, messages: ["re-recorded (it failed)"], source: "/p/Forms/New.form.json"),
            SnapshotResult(name: "/p/Hints/Bad.hints", status: .error, messages: ["/p/Hints/Bad.hints:1:2: error: invalid JSON"], source: "/p/Hints/Bad.hints"),
            SnapshotResult(name: "Login*", status: .error, messages: ["no case matches 'Login*'"]),
            SnapshotResult(name: "Product-compact@2x", status: .passed, source: "/p/Hints/Product.hints"),
        ], orphans: ["Old-compact@2x.png"])
    }

    static func matches(_ pattern: String, in html: String) throws -> [[String]] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { match in
            (1..<match.numberOfRanges).map { Range(match.range(at: $0), in: html).map { String(html[$0]) } ?? "" }
        }
    }

    @Test func theSummaryCountsEveryStatus() throws {
        let html = HTMLReport.render(Self.report())
        // As the terminal says it (recorded counts as passed there), then one tile per status.
        expect(html.contains("<p class=\"verdict bad\">4 passed, 6 failed</p>"))
        let tiles = try Self.matches("data-filter=\"(\\w+)\" aria-pressed=\"false\"><b>(\\d+)</b>(\\w+)</button>", in: html)
        expectEqual(tiles, [["failed", "3", "failed"], ["missing", "1", "missing"], ["error", "2", "errors"],
                          ["passed", "2", "passed"], ["recorded", "2", "recorded"]])
        expect(html.contains("10 cases"))
        expect(html.contains("<a href=\"#orphans\">1 orphaned reference</a>"))
        let passing = HTMLReport.render(SnapshotReport(results: [SnapshotResult(name: "A-compact@2x", status: .passed)]))
        expect(passing.contains("<p class=\"verdict ok\">1 passed, 0 failed</p>"))
        expect(passing.contains("<b>0</b>failed"))
    }

    @Test func anIndexEntryPerCaseLinksToAnAnchorThePageHas() throws {
        let report = Self.report()
        let html = HTMLReport.render(report)
        let entries = try Self.matches("<li class=\"entry st-(\\w+)\"><a href=\"#([^\"]+)\"><span class=\"dot\"></span><span class=\"name\">([^<]*)</span>", in: html)
        // Grouped by source, in the order the run met them; cases without one come last.
        expectEqual(entries.map { $0[2] }, ["User-compact@2x", "User-regular@2x", "Signup-compact@2x", "Signup-regular@2x", "Order-compact@2x",
                                          "Order-regular@2x", "New-compact@2x", "/p/Hints/Bad.hints", "Product-compact@2x", "Login*"])
        let ids = try Self.matches(" id=\"(case-\\d+)\"", in: html).map { $0[0] }
        expectEqual(Set(ids).count, ids.count, "each anchor once")
        for entry in entries {
            expect(ids.contains(entry[1]), "\(entry[2]) links to #\(entry[1]), which the page lacks")
            let status = try require(report.results.first { HTMLReport.escape($0.name) == entry[2] }?.status)
            expectEqual(entry[0], status.rawValue)
        }
        expectEqual(ids.count, report.results.count, "every case has a section or list item to land on")
        // Groups are headed by the source without the folder all sources share.
        let headings = try Self.matches("<div class=\"group\"><h3>([^<]*)</h3>", in: html).map { $0[0] }
        expectEqual(headings, ["Hints/User.hints", "Forms/Signup.form.json", "Hints/Order.hints", "Forms/New.form.json", "Hints/Bad.hints",
                             "Hints/Product.hints", "Other"])
        // A failing case's section says where it comes from, whole.
        expect(html.contains("<h2>Signup-compact@2x</h2><span class=\"share\">0.50% of pixels differ</span></div><p class=\"source\">from <code>/p/Forms/Signup.form.json</code></p>"))
    }

    @Test func theReferencesRecordedInThisRunAreListed() throws {
        let html = HTMLReport.render(Self.report())
        let start = try require(html.range(of: "<section class=\"block recorded\" id=\"recorded\">"))
        let end = try require(html.range(of: "</section>", range: start.upperBound..<html.endIndex))
        let section = String(html[start.upperBound..<end.lowerBound])
        expect(section.contains("<h2>Recorded in this run <span class=\"n\">2</span></h2>"))
        let names = try Self.matches("<code>([^<]*)</code>", in: section).map { $0[0] }
        expectEqual(names, ["Order-regular@2x", "New-compact@2x"])
        expect(section.contains("re-recorded (it failed)"))
        let none = HTMLReport.render(SnapshotReport(results: [SnapshotResult(name: "A-compact@2x", status: .passed)]))
        expect(!none.contains("Recorded in this run"))
    }

    /// Names and sources are input text: they appear only as escaped element text, never in an attribute
    /// (where a hostile one could have been an event handler before escaping was got right).
    @Test func inputTextIsNeverInAnAttribute() throws {
        let hostile = "\" onmouseover=alert(1) x=\"<b>"
        let report = SnapshotReport(results: [
            SnapshotResult(name: hostile + "-compact@2x", status: .failed, messages: [hostile], referenceImage: "r.png", actualImage: "a.png",
                           diffImage: "d.png", source: "Forms/" + hostile + ".form.json"),
            SnapshotResult(name: hostile + "-regular@2x", status: .recorded, messages: [hostile], source: "Forms/" + hostile + ".form.json"),
        ])
        let html = HTMLReport.render(report)
        let attributes = try Self.matches("\\s[a-z-]+=\"([^\"]*)\"", in: html).map { $0[0] }
        expect(!attributes.contains { $0.contains("alert") || $0.contains("&lt;b") })
        expect(html.contains("<span class=\"name\">&quot; onmouseover=alert(1) x=&quot;&lt;b&gt;-compact@2x</span>"))
        expect(html.contains("<span class=\"src\" hidden>Forms/&quot; onmouseover=alert(1) x=&quot;&lt;b&gt;.form.json</span>"))
    }

    @Test func thePolicyHashesTheScriptAndStyleTheSummaryPageHolds() throws {
        let html = HTMLReport.render(Self.report())
        let script = try require(HTMLReportTests.between("<script>", "</script>", in: html))
        let style = try require(HTMLReportTests.between("<style>", "</style>", in: html))
        expect(script == HTMLReport.script && style == HTMLReport.css)
        expect(html.contains("style-src \(HTMLReport.hashSource(style)); script-src \(HTMLReport.hashSource(script))".markupEscaped))
        expectEqual(html.components(separatedBy: "<script").count, 2)
        expect(!html.contains(" style=\""))
    }
}
