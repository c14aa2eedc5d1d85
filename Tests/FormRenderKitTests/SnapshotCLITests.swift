import FormSnapshot
import FormSupport
import Foundation
import Expectations
import PNGCodec
import Testing
import TestSupport

/// `formrender snapshot` as a CI user runs it, in a scratch project: record, verify, failures with
/// their diffs and layout changes, CI mode, record policies, shards and merged reports, jobs, prune.
@Suite struct SnapshotCLITests {
    let formrender: FormRenderCLI
    var binary: URL { formrender.binary }
    let project: TemporaryDirectory

    init() throws {
        formrender = try FormRenderCLI()
        project = try SnapshotCLITests.miniProject()
        try project.write("formrender.json", #"{"widths": ["compact", "regular"], "variantWidths": ["compact"], "scales": [1]}"#)
    }

    /// A scratch project of two inputs: a hints model, and a form with a picker and a variant.
    static func miniProject() throws -> TemporaryDirectory {
        let project = try TemporaryDirectory()
        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "medium"}, "email": {"displayWidth": "wide", "fieldType": "email"}}"#)
        try project.write("Forms/Pick.form.json", #"""
        {"fields": [{"id": "country", "options": ["A", "B"]}], "values": {"country": "B"},
         "variants": {"open": {"open": "country"}}}
        """#)
        return project
    }

    func snapshot(_ arguments: [String], ci: Bool = false) throws -> CommandResult {
        try formrender(["snapshot"] + arguments + ["--root", project.path], environment: ci ? ["CI": "true"] : [:])
    }

    func files(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: project.path(directory))) ?? []).sorted()
    }

    func report(_ directory: String = "snapshot-report") throws -> SnapshotReport {
        let data = try require(FileManager.default.contents(atPath: project.path("\(directory)/report.json")))
        return try JSONDecoder().decode(SnapshotReport.self, from: data)
    }

    static let allCases = ["Mini-compact@1x", "Mini-regular@1x", "Pick-compact@1x", "Pick-open-compact@1x", "Pick-regular@1x"]

    @Test func recordThenVerifyPasses() throws {
        defer { project.remove() }
        let recorded = try snapshot(["record"])
        expectEqual(recorded.status, 0, "\(recorded.stderr)")
        expectEqual(files("Snapshots"), SnapshotCLITests.allCases.flatMap { ["\($0).layout.json", "\($0).png"] }.sorted())
        let verified = try snapshot(["verify"])
        expectEqual(verified.status, 0, "\(verified.stderr)")
        expect(verified.stdout.hasSuffix("5 passed, 0 failed\n"), "\(verified.stdout)")
    }

    @Test func patternsPickCasesByName() throws {
        defer { project.remove() }
        let recorded = try snapshot(["record", "Mini*"])
        expectEqual(recorded.status, 0, "\(recorded.stderr)")
        // Only the matching cases, each reference written said by name.
        expectEqual(files("Snapshots"), ["Mini-compact@1x.layout.json", "Mini-compact@1x.png", "Mini-regular@1x.layout.json", "Mini-regular@1x.png"])
        expect(recorded.stdout.contains("wrote \(project.path("Snapshots/Mini-compact@1x.png"))"))
        expect(recorded.stdout.contains("wrote \(project.path("Snapshots/Mini-regular@1x.png"))"))
        // Verify runs only what matches: the Pick cases have no references, but are not run.
        let mini = try snapshot(["verify", "*-compact@1x", "Mini-regular@1x"])
        expect(mini.stdout.contains("2 passed, 2 failed"), "\(mini.stdout)\(mini.stderr)")
        let only = try snapshot(["verify", "Mini-*"])
        expectEqual(only.status, 0, "\(only.stdout)\(only.stderr)")
        expect(only.stdout.contains("2 passed, 0 failed"))
        expect(!only.stderr.contains("orphan"), "a pattern leaves the other references alone")
        // A pattern that matches nothing is an error, not an empty pass.
        let none = try snapshot(["verify", "Login*"])
        expectEqual(none.status, 1)
        expect(none.stderr.contains("no case matches 'Login*' (cases are named like Mini-compact@1x)"), "\(none.stderr)")
        let prune = try snapshot(["prune", "Mini*"])
        expectEqual(prune.status, 2)
        expect(prune.stderr.contains("snapshot prune takes no patterns"))
    }

    /// A pattern runs some inputs: only what those inputs say is said.
    @Test func aPatternSaysOnlyItsInputsWarnings() throws {
        defer { project.remove() }
        try project.write("Hints/Odd.hints", #"{"x": {"displayWidth": "hologram"}}"#)
        try expectEqual(snapshot(["record"]).status, 0)
        let mini = try snapshot(["verify", "Mini-*"])
        expectEqual(mini.status, 0, "\(mini.stderr)")
        expect(!mini.stderr.contains("hologram"), "\(mini.stderr)")
        let odd = try snapshot(["verify", "Odd-*"])
        expect(odd.stderr.contains("hologram"), "\(odd.stderr)")
    }

    /// `--record failed` with a pattern accepts the failures it matches and leaves the others failing.
    @Test func recordFailedWithAPatternAcceptsOnlyThose() throws {
        defer { project.remove() }
        try expectEqual(snapshot(["record"]).status, 0)
        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "wide"}, "email": {"displayWidth": "wide", "fieldType": "email"}}"#)
        let before = FileManager.default.contents(atPath: project.path("Snapshots/Mini-regular@1x.png"))
        let accepted = try snapshot(["verify", "--record", "failed", "Mini-compact@1x"])
        expectEqual(accepted.status, 0, "\(accepted.stderr)")
        expect(accepted.stdout.contains("wrote \(project.path("Snapshots/Mini-compact@1x.png"))"))
        expect(!accepted.stdout.contains("Mini-regular@1x.png"))
        expectEqual(FileManager.default.contents(atPath: project.path("Snapshots/Mini-regular@1x.png")), before)
        let all = try snapshot(["verify"])
        expectEqual(all.status, 1)
        expect(all.stdout.contains("4 passed, 1 failed"), "\(all.stdout)")
        expect(all.stderr.contains("✘ Mini-regular@1x"), "\(all.stderr)")
    }

    @Test func aCaseThatPassesAgainLeavesNoImagesOfItsEarlierFailure() throws {
        defer { project.remove() }
        try expectEqual(snapshot(["record"]).status, 0)
        let original = try require(FileManager.default.contents(atPath: project.path("Hints/Mini.hints")))
        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "wide"}, "email": {"displayWidth": "wide", "fieldType": "email"}}"#)
        try expectEqual(snapshot(["verify"]).status, 1)
        expect(files("snapshot-report").contains("Mini-compact@1x.diff.png"))
        try original.write(to: URL(fileURLWithPath: project.path("Hints/Mini.hints")))
        try expectEqual(snapshot(["verify"]).status, 0)
        expect(!files("snapshot-report").contains { $0.hasSuffix(".png") }, "\(files("snapshot-report"))")
    }

    @Test func formrenderJSONIsFoundFromAFolderBelow() throws {
        defer { project.remove() }
        try expectEqual(snapshot(["record"]).status, 0)
        // From Forms/, without --root: the project is found upward, as git finds .git.
        let below = try run(binary, ["snapshot", "verify", "--fonts-dir", TestPaths.path("Fonts")], in: project.path("Forms"))
        expectEqual(below.status, 0, "\(below.stdout)\(below.stderr)")
        expect(below.stdout.contains("5 passed, 0 failed"), "\(below.stdout)")
    }

    @Test func aChangedHintFailsWithDiffLayoutMessageReportAndExitCode() throws {
        defer { project.remove() }
        _ = try snapshot(["record"])
        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "medium", "isRequired": true}, "email": {"displayWidth": "narrow", "fieldType": "email"}}"#)
        let result = try snapshot(["verify", "--junit", project.path("junit.xml")])
        expectEqual(result.status, 1)
        expect(result.stdout.contains("\n3 passed, 2 failed\nto accept these changes: "), "\(result.stdout)")
        expect(result.stderr.contains("✘ Mini-compact@1x: "), "\(result.stderr)")
        expect(result.stderr.contains("    field 'email': width 311 → 150"), "\(result.stderr)")
        expect(result.stderr.contains("    field 'email': width 400 → 150"), "\(result.stderr)")
        for name in ["Mini-compact@1x", "Mini-regular@1x"] {
            for kind in ["actual", "diff", "reference"] {
                expect(files("snapshot-report").contains("\(name).\(kind).png"), "\(name).\(kind).png")
            }
        }
        expect(files("snapshot-report").contains("index.html"))
        let html = try String(contentsOfFile: project.path("snapshot-report/index.html"), encoding: .utf8)
        expect(html.contains("3 passed, 2 failed"))
        expect(html.contains("Mini-compact%401x.diff.png") && html.contains("class=\"wipe\"") && html.contains("class=\"onion\""))
        let junit = try String(contentsOfFile: project.path("junit.xml"), encoding: .utf8)
        expect(junit.contains("<testsuite name=\"formrender.snapshots\" tests=\"5\" failures=\"2\""))
        expect(junit.contains("<failure message="))
        // verify wrote no reference.
        let reference = try require(FileManager.default.contents(atPath: project.path("Snapshots/Mini-compact@1x.png")))
        let reportCopy = try require(FileManager.default.contents(atPath: project.path("snapshot-report/Mini-compact@1x.reference.png")))
        expectEqual(reference, reportCopy)
    }

    /// A failing run ends with the command that accepts its changes, and that command does.
    @Test func aFailingVerifyEndsWithTheCommandThatAcceptsItsChanges() throws {
        defer { project.remove() }
        _ = try snapshot(["record"])
        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "narrow"}, "email": {"displayWidth": "wide", "fieldType": "email"}}"#)
        try project.write("Forms/New.form.json", #"{"fields": [{"id": "a"}]}"#)
        let failing = try snapshot(["verify", "--record", "none", "--report", project.path("my report")])
        expectEqual(failing.status, 1)
        let last = try require(failing.stdout.split(separator: "\n").last.map(String.init))
        let prefix = "to accept these changes: ", suffix = " (then look at the new references and commit them)"
        expect(last.hasPrefix(prefix) && last.hasSuffix(suffix), last)
        let words = shellWords(String(last.dropFirst(prefix.count).dropLast(suffix.count)))
        expectEqual(Array(words.dropFirst()), ["snapshot", "verify", "--report", project.path("my report"), "--root", project.path, "--fonts-dir", TestPaths.path("Fonts"), "--record", "failed"])
        let accepted = try run(URL(fileURLWithPath: try require(words.first)), Array(words.dropFirst()))
        expectEqual(accepted.status, 0, accepted.stderr)
        expect(accepted.stdout.contains("wrote ") && !accepted.stdout.contains("to accept"), accepted.stdout)
        let again = try snapshot(["verify"])
        expectEqual(again.status, 0, again.stderr)
        expect(again.stdout.hasSuffix("7 passed, 0 failed\n"), again.stdout)
        // Only missing references: `--record missing` accepts them.
        try project.write("Forms/Newer.form.json", #"{"fields": [{"id": "b"}]}"#)
        let missing = try snapshot(["verify"])
        expect(missing.stdout.hasSuffix("--record missing (then look at the new references and commit them)\n"), missing.stdout)
    }

    /// The report shows what a run recorded: the new image, and for a reference replaced because it
    /// failed, the old one and the difference too.
    @Test func theReportShowsTheImagesARunRecorded() throws {
        defer { project.remove() }
        _ = try snapshot(["record"])
        let recorded = try report()
        expectEqual(recorded.results.map(\.actualImage), SnapshotCLITests.allCases.map { "\($0).actual.png" })
        var html = try String(contentsOfFile: project.path("snapshot-report/index.html"), encoding: .utf8)
        expect(html.contains("<figcaption>Recorded</figcaption><a class=\"shot zoom\" href=\"Mini-compact%401x.actual.png\">"), html)
        let copy = try require(FileManager.default.contents(atPath: project.path("snapshot-report/Mini-compact@1x.actual.png")))
        // The reference is the same image, sealed with its layout.
        let reference = try require(FileManager.default.contents(atPath: project.path("Snapshots/Mini-compact@1x.png")))
        try expectEqual([UInt8](copy), PNGTextChunk.removingText(from: [UInt8](reference)))

        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "narrow"}, "email": {"displayWidth": "wide", "fieldType": "email"}}"#)
        _ = try snapshot(["verify", "--record", "failed"])
        let replaced = try report().results.first { $0.name == "Mini-compact@1x" }
        expectEqual(replaced?.status, .recorded)
        expectEqual(replaced?.referenceImage, "Mini-compact@1x.reference.png")
        expectEqual(replaced?.diffImage, "Mini-compact@1x.diff.png")
        html = try String(contentsOfFile: project.path("snapshot-report/index.html"), encoding: .utf8)
        expect(html.contains("<figcaption>Replaced reference</figcaption>") && html.contains("class=\"wipe\""), "the old and new side by side")
        // A run that records nothing leaves none of those images.
        _ = try snapshot(["verify"])
        expectEqual(files("snapshot-report"), ["index.html", "report.json"])
    }

    /// A form built on a hints file of its name is that model's picture: the hints file is not checked
    /// on its own (the two would collide); and when the form cannot be read, the hints file is not
    /// recorded under the names the form holds.
    @Test func aFormAndTheHintsFileItIsBuiltOnDoNotCollide() throws {
        defer { project.remove() }
        try project.write("Forms/Mini.form.json", #"{"model": "Mini", "values": {"name": "Ada"}}"#)
        let recorded = try snapshot(["record"])
        expectEqual(recorded.status, 0, recorded.stderr)
        expect(recorded.stderr.contains("⚠️ Warning: not checked on its own: \(project.path("Forms/Mini.form.json")) is built on it (\"model\") and takes its name"),
               recorded.stderr)
        let value = try report().results.filter { $0.name.hasPrefix("Mini-") }.compactMap(\.source)
        expectEqual(Set(value), [project.path("Forms/Mini.form.json")], "the Mini cases are the form's")
        try expectEqual(snapshot(["verify"]).status, 0)

        // The form broken: an error for it, and the hints file does not take its names.
        try FileManager.default.removeItem(atPath: project.path("Snapshots"))
        try project.write("Forms/Mini.form.json", #"{"model": "Mini", "values": {"name": "Ada"}"#)
        let broken = try snapshot(["record"])
        expectEqual(broken.status, 1)
        expect(broken.stderr.contains("Forms/Mini.form.json:1:"), broken.stderr)
        expect(broken.stderr.contains("the default state (it could not be read) of \(project.path("Forms/Mini.form.json"))"), broken.stderr)
        expectEqual(files("Snapshots").filter { $0.hasPrefix("Mini") }, [], "nothing recorded under the form's names")

        // The hints file broken: the form says it could not be read because of its model, at its "model".
        try project.write("Forms/Mini.form.json", #"{"model": "Mini", "values": {"name": "Ada"}}"#)
        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "medium"}"#)
        let brokenModel = try snapshot(["record"])
        expectEqual(brokenModel.status, 1)
        expect(brokenModel.stderr.contains("\(project.path("Forms/Mini.form.json")):1:11: error: its model 'Mini' cannot be read: \(project.path("Hints/Mini.hints")):1:"),
               brokenModel.stderr)
        expectEqual(files("Snapshots").filter { $0.hasPrefix("Mini") }, [])
    }

    @Test func ciModeNeverWritesReferences() throws {
        defer { project.remove() }
        let record = try snapshot(["record"], ci: true)
        expectEqual(record.status, 1)
        expect(record.stderr.contains("snapshot record does nothing when CI is set"))
        let verify = try snapshot(["verify", "--record", "missing"], ci: true)
        expectEqual(verify.status, 1)
        expect(verify.stderr.contains("CI never records"), "\(verify.stderr)")
        expect(files("Snapshots").isEmpty)
        expect(verify.stdout.contains("0 passed, 5 failed\nto accept these changes, run this where the references are recorded, look at them and commit them: "),
               "\(verify.stdout)")
    }

    @Test func recordPoliciesWriteOnlyWhatTheyMay() throws {
        defer { project.remove() }
        // missing: the first run records everything; nothing fails.
        var result = try snapshot(["verify", "--record", "missing"])
        expectEqual(result.status, 0, "\(result.stderr)")
        expectEqual(files("Snapshots").count, 10)
        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "wide"}, "email": {"displayWidth": "wide"}}"#)
        let before = FileManager.default.contents(atPath: project.path("Snapshots/Mini-compact@1x.png"))
        // missing does not replace a failing reference...
        result = try snapshot(["verify", "--record", "missing"])
        expectEqual(result.status, 1)
        expectEqual(FileManager.default.contents(atPath: project.path("Snapshots/Mini-compact@1x.png")), before)
        // ...failed does, and then the suite passes.
        result = try snapshot(["verify", "--record", "failed"])
        expectEqual(result.status, 0, "\(result.stderr)")
        expect(FileManager.default.contents(atPath: project.path("Snapshots/Mini-compact@1x.png")) != before)
        try expectEqual(snapshot(["verify"]).status, 0)
    }

    /// A reference recorded before layouts were kept (and sealed) gets its layout when recording is
    /// allowed; a sealed one whose layout is gone was half-written, and fails.
    @Test func aMissingLayoutIsAddedWhenRecordingIsAllowed() throws {
        defer { project.remove() }
        _ = try snapshot(["record"])
        try FileManager.default.removeItem(atPath: project.path("Snapshots/Mini-compact@1x.layout.json"))
        let halfWritten = try snapshot(["verify"])
        expectEqual(halfWritten.status, 1)
        expect(halfWritten.stderr.contains("was recorded with a layout, and \(project.path("Snapshots/Mini-compact@1x.layout.json")) is missing"), halfWritten.stderr)
        let image = project.path("Snapshots/Mini-compact@1x.png")
        try Data(PNGTextChunk.removingText(from: [UInt8](try require(FileManager.default.contents(atPath: image))))).write(to: URL(fileURLWithPath: image))
        try expectEqual(snapshot(["verify"]).status, 0)
        expect(!FileManager.default.fileExists(atPath: project.path("Snapshots/Mini-compact@1x.layout.json")))
        try expectEqual(snapshot(["verify", "--record", "missing"]).status, 0)
        expect(FileManager.default.fileExists(atPath: project.path("Snapshots/Mini-compact@1x.layout.json")))
    }

    @Test func toleranceLetsSmallChangesPass() throws {
        defer { project.remove() }
        _ = try snapshot(["record"])
        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "medium", "label": "Nome"}, "email": {"displayWidth": "wide", "fieldType": "email"}}"#)
        try expectEqual(snapshot(["verify"]).status, 1)
        let tolerant = try snapshot(["verify", "--max-diff-pixel-ratio", "0.05"])
        expectEqual(tolerant.status, 0, "\(tolerant.stderr)")
    }

    @Test func shardsCoverEveryCaseOnceAndMergeIntoOneReport() throws {
        defer { project.remove() }
        _ = try snapshot(["record"])
        var names: [String] = []
        for index in 1...3 {
            let result = try snapshot(["verify", "--shard", "\(index)/3", "--report", project.path("shard\(index)")])
            expectEqual(result.status, 0, "\(result.stderr)")
            let shardReport = try report("shard\(index)")
            expectEqual(shardReport.shard, "\(index)/3")
            names += shardReport.results.map(\.name)
        }
        expectEqual(names.sorted(), SnapshotCLITests.allCases)
        let merged = try run(binary, ["snapshot", "merge-reports", project.path("shard1"), project.path("shard2"), project.path("shard3"),
                                      "--out", project.path("merged")])
        expectEqual(merged.status, 0, "\(merged.stderr)")
        expect(merged.stdout.contains("5 passed, 0 failed"))
        try expectEqual(report("merged").results.map(\.name), SnapshotCLITests.allCases)
        expect(files("merged").contains("index.html"))
        // The merged JUnit file holds every shard's cases.
        let junit = try String(contentsOfFile: project.path("merged/junit.xml"), encoding: .utf8)
        expect(junit.contains("<testsuite name=\"formrender.snapshots\" tests=\"5\" failures=\"0\""), junit)
        for name in SnapshotCLITests.allCases { expect(junit.contains("name=\"\(name)\""), "\(name) in \(junit)") }

        // A shard whose job failed before writing its report: the rest must not merge green.
        let partial = try run(binary, ["snapshot", "merge-reports", project.path("shard1"), project.path("shard3"), "--out", project.path("partial")])
        expectEqual(partial.status, 1)
        expectEqual(partial.stdout, "")
        expect(partial.stderr.hasPrefix("\(project.path("shard1"))/report.json: shard: error: shard 2/3 is missing: the run had 3 shards and 2 reports were given"),
               partial.stderr)
        expectEqual(FileKind.ofEntry(project.path("partial")), nil, "nothing is written")
    }

    /// A sharded CI run's merge ends with one command that accepts every shard's changes.
    @Test func aMergedFailingRunEndsWithOneCommandThatAcceptsItAll() throws {
        defer { project.remove() }
        _ = try snapshot(["record"])
        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "narrow"}, "email": {"displayWidth": "wide", "fieldType": "email"}}"#)
        for index in 1...2 {
            let shard = try snapshot(["verify", "--shard", "\(index)/2", "--report", project.path("shard\(index)")], ci: true)
            expect(shard.stdout.contains("--shard \(index)/2"), shard.stdout)
        }
        let merged = try run(binary, ["snapshot", "merge-reports", project.path("shard1"), project.path("shard2"), "--out", project.path("merged")],
                             environment: ["CI": "true"])
        expectEqual(merged.status, 1)
        expect(merged.stdout.hasSuffix("to accept these changes, run this where the references are recorded, look at them and commit them: "
                                       + "formrender snapshot verify --record failed\n"), merged.stdout)
    }

    @Test func jobsDoNotChangeResults() throws {
        defer { project.remove() }
        _ = try snapshot(["record"])
        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "wide"}, "email": {"displayWidth": "medium"}}"#)
        _ = try snapshot(["verify", "--jobs", "1", "--report", project.path("one")])
        _ = try snapshot(["verify", "--jobs", "4", "--report", project.path("four")])
        let one = try report("one").results, four = try report("four").results
        expectEqual(one.map(\.name), four.map(\.name))
        expectEqual(one.map(\.messages), four.map(\.messages))
        expectEqual(one.map(\.diffPixels), four.map(\.diffPixels))
        for file in files("one") where file.hasSuffix(".png") {
            expectEqual(FileManager.default.contents(atPath: project.path("one/\(file)")), FileManager.default.contents(atPath: project.path("four/\(file)")), "\(file)")
        }
    }

    @Test func orphansAreListedAndPruned() throws {
        defer { project.remove() }
        _ = try snapshot(["record"])
        try FileManager.default.removeItem(atPath: project.path("Forms/Pick.form.json"))
        let verify = try snapshot(["verify"])
        expectEqual(verify.status, 0)
        expect(verify.stderr.contains("orphaned reference"), "\(verify.stderr)")
        try expectEqual(report().orphans.count, 6)
        let prune = try snapshot(["prune"])
        expectEqual(prune.status, 0)
        expect(prune.stdout.contains("removed 6 orphaned files"))
        expectEqual(files("Snapshots").count, 4)
    }

    @Test func anEmptySuiteIsAnError() throws {
        defer { project.remove() }
        let empty = try TemporaryDirectory()
        defer { empty.remove() }
        let result = try run(binary, ["snapshot", "verify", "--root", empty.path, "--fonts-dir", TestPaths.path("Fonts")])
        expectEqual(result.status, 1)
        expect(result.stderr.contains("error: the suite has no cases (no formrender.json here or in a folder above, and none of Hints/, Forms/ or Layouts/ exists in"), "\(result.stderr)")
    }

    @Test func badShardAndJobsAreUsageErrors() throws {
        defer { project.remove() }
        try expectEqual(snapshot(["verify", "--shard", "4/3"]).status, 2)
        try expect(snapshot(["verify", "--shard", "0/3"]).stderr.contains("--shard must be I/N"))
        for odd in ["1/4/", "1//4", "+1/4", "01/4", "1/ 4", "1/4x"] {
            try expectEqual(snapshot(["verify", "--shard", odd]).status, 2, "\(odd)")
        }
        try expectEqual(snapshot(["verify", "--jobs", "0"]).status, 2)
    }
}
