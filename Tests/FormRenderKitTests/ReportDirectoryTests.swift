@testable import FormGallery
@testable import FormPipeline
import FormRenderKit
@testable import FormSnapshot
import Foundation
import Expectations
import Testing
import TestSupport

/// The report directory holds this run's report and nothing older; failures name their source in the
/// terminal, in GitHub Actions annotations and in the report; merged shards show the same summary.
@Suite struct ReportDirectoryTests {
    let binary: URL
    let project: TemporaryDirectory

    init() throws {
        binary = try require(TestPaths.formrenderBinary, "build the formrender product first (swift build)")
        project = try TemporaryDirectory()
        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "medium"}, "email": {"displayWidth": "wide"}}"#)
        try project.write("Hints/Other.hints", #"{"city": {"displayWidth": "medium"}}"#)
        try project.write("formrender.json", #"{"widths": ["compact"], "scales": [1]}"#)
    }

    /// `formrender snapshot …` run from the project folder, as CI runs it.
    func snapshot(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandResult {
        try run(binary, ["snapshot"] + arguments + ["--fonts-dir", TestPaths.path("Fonts")], in: project.path, environment: environment)
    }

    func reportFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: project.path("snapshot-report"))) ?? []).sorted()
    }

    func html() throws -> String {
        try String(contentsOfFile: project.path("snapshot-report/index.html"), encoding: .utf8)
    }

    func breakBoth() throws {
        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "wide"}, "email": {"displayWidth": "narrow"}}"#)
        try project.write("Hints/Other.hints", #"{"city": {"displayWidth": "wide", "isRequired": true}}"#)
    }

    static let images = ["actual", "diff", "reference"]

    @Test func imagesOfCasesNotInThisRunAreRemoved() throws {
        defer { project.remove() }
        try expectEqual(snapshot(["record"]).status, 0)
        try breakBoth()
        try expectEqual(snapshot(["verify"]).status, 1)
        expectEqual(reportFiles(), (["Mini-compact@1x", "Other-compact@1x"].flatMap { name in Self.images.map { "\(name).\($0).png" } }
                                  + ["index.html", "report.json"]).sorted())
        // A pattern runs Mini alone: Other's images are not this run's.
        try expectEqual(snapshot(["verify", "Mini*"]).status, 1)
        expectEqual(reportFiles(), Self.images.map { "Mini-compact@1x.\($0).png" } + ["index.html", "report.json"])
        // The form is gone (its reference an orphan), the other passes again: nothing of either is left.
        try FileManager.default.removeItem(atPath: project.path("Hints/Mini.hints"))
        try project.write("Hints/Other.hints", #"{"city": {"displayWidth": "medium"}}"#)
        try expectEqual(snapshot(["verify"]).status, 0)
        expectEqual(reportFiles(), ["index.html", "report.json"])
        try expect(!(try html()).contains("Mini-compact@1x.actual.png"))
    }

    @Test func onlyCaseImagesAreEverRemoved() throws {
        defer { project.remove() }
        let directory = project.path("report")
        for name in ["Gone-compact@2x.actual.png", "Gone-compact@2x.diff.png", "Gone-compact@2x.reference.png", "Kept-compact@2x.diff.png",
                     "notes.txt", "User-compact@2x.png", "diff.png.keep"] {
            try project.write("report/\(name)", name)
        }
        try FileManager.default.createDirectory(atPath: project.path("report/Dir-compact@2x.diff.png"), withIntermediateDirectories: true)
        try project.write("outside.png", "outside")
        try FileManager.default.createSymbolicLink(atPath: project.path("report/Link-compact@2x.actual.png"), withDestinationPath: project.path("outside.png"))
        let report = SnapshotReport(results: [SnapshotResult(name: "Kept-compact@2x", status: .failed, diffImage: "Kept-compact@2x.diff.png")])
        try ReportWriter.write(report, to: directory)
        let left = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        expectEqual(left, ["Dir-compact@2x.diff.png", "Kept-compact@2x.diff.png", "User-compact@2x.png", "diff.png.keep", "index.html", "notes.txt", "report.json"])
        expectEqual(FileManager.default.contents(atPath: project.path("outside.png")), Data("outside".utf8), "a link goes, never its target")
    }

    @Test func recordingWritesAReportThatListsWhatItRecorded() throws {
        defer { project.remove() }
        try expectEqual(snapshot(["record"]).status, 0)
        try breakBoth()
        try expectEqual(snapshot(["verify"]).status, 1)
        // Recording replaces the failing report and its images with what was written, shown.
        let record = try snapshot(["record"])
        expectEqual(record.status, 0, "\(record.stderr)")
        expectEqual(reportFiles(), ["Mini-compact@1x.actual.png", "Other-compact@1x.actual.png", "index.html", "report.json"])
        let page = try html()
        expect(page.contains("<h2>Recorded in this run <span class=\"n\">2</span></h2>"))
        expect(page.contains("<img src=\"Mini-compact%401x.actual.png\" alt=\"Recorded\""), page)
        expect(page.contains("<code>Mini-compact@1x</code>") && page.contains("<code>Other-compact@1x</code>"))
        expect(page.contains("<p class=\"verdict ok\">2 passed, 0 failed</p>"))
    }

    @Test func failuresNameTheirSourceInTheTerminalAndAsGitHubAnnotations() throws {
        defer { project.remove() }
        try expectEqual(snapshot(["record"]).status, 0)
        try breakBoth()
        let plain = try snapshot(["verify"])
        expect(plain.stderr.contains("✘ Mini-compact@1x (Hints/Mini.hints): "), "\(plain.stderr)")
        expect(!plain.stdout.contains("::error"), "annotations only under GitHub Actions")

        let actions = try snapshot(["verify", "--junit", "junit.xml"], environment: ["GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": project.path])
        expectEqual(actions.status, 1)
        let annotations = actions.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        expectEqual(annotations.count, 2, "\(actions.stdout)")
        expectEqual(annotations.first?.hasPrefix("::error file=Hints/Mini.hints,title=Mini-compact@1x::"), true, "\(actions.stdout)")
        expectEqual(annotations.first?.contains("%0Afield 'email': width"), true, "every message, one line: \(actions.stdout)")
        expectEqual(annotations.last?.hasPrefix("::error file=Hints/Other.hints,title=Other-compact@1x::"), true)
        let junit = try String(contentsOfFile: project.path("junit.xml"), encoding: .utf8)
        expect(junit.contains("name=\"Mini-compact@1x\" file=\"Hints/Mini.hints\""))
        try expect(html().contains("<p class=\"source\">from <code>Hints/Mini.hints</code></p>"))
    }

    @Test func mergedShardsShowTheSameSummaryAsOneRun() throws {
        defer { project.remove() }
        try expectEqual(snapshot(["record"]).status, 0)
        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "wide"}, "email": {"displayWidth": "narrow"}}"#)
        try expectEqual(snapshot(["verify", "--report", "whole"]).status, 1)
        for shard in 1...2 { _ = try snapshot(["verify", "--shard", "\(shard)/2", "--report", "part\(shard)"]) }
        try project.write("merged/Stale-compact@1x.diff.png", "from an earlier merge")
        let merged = try run(binary, ["snapshot", "merge-reports", "part1", "part2", "--out", "merged"], in: project.path)
        expectEqual(merged.status, 1)
        expect(merged.stdout.contains("1 passed, 1 failed"), "\(merged.stdout)")
        let whole = try String(contentsOfFile: project.path("whole/index.html"), encoding: .utf8)
        let joined = try String(contentsOfFile: project.path("merged/index.html"), encoding: .utf8)
        func summary(_ html: String) -> String? {
            html.range(of: "<header class=\"masthead\">").flatMap { start in
                html.range(of: "</header>", range: start.upperBound..<html.endIndex).map { String(html[start.lowerBound..<$0.upperBound]) }
            }
        }
        expect(summary(whole) != nil && summary(whole) == summary(joined))
        expect(joined.contains("<p class=\"source\">from <code>Hints/Mini.hints</code></p>"), "sources survive report.json")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: project.path("merged"))) ?? []).sorted()
        expectEqual(files, Self.images.map { "Mini-compact@1x.\($0).png" } + ["index.html", "junit.xml", "report.json"])
    }
}
