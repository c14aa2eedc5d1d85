import BoxTree
import FormLayout
import FormModel
import FormSupport
import FormRenderKit
@testable import FormRenderTesting
import FormSnapshot
import Foundation
import Expectations
import Testing
import TestSupport

/// `assertFormSnapshot` from Swift Testing: a passing form, and a changed one that fails with a diff.
@Suite struct SwiftTestingAPITests {
    @Test func userFormMatchesItsReferences() {
        // The same references `formrender snapshot` keeps.
        let results = assertFormSnapshot(of: "Hints/User.hints", widths: [.compact, .regular], snapshotDirectory: "Snapshots")
        expectEqual(results.map(\.name), ["User-compact@2x", "User-regular@2x"])
        expect(results.allSatisfy { $0.status == .passed })
    }

    @Test func variantsHaveTheirOwnReferences() {
        let results = assertFormSnapshot(of: "Forms/FieldGallery.form.json", variant: "picker-open-error", snapshotDirectory: "Snapshots")
        expectEqual(results.map(\.name), ["FieldGallery-picker-open-error-compact@2x"])
    }

    @Test func aChangedHintFailsWithADiffAndTheLayoutChange() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let hints = try directory.write("Hints/Mini.hints", #"{"name": {"displayWidth": "medium"}, "email": {"displayWidth": "wide"}}"#)
        // The reference, rendered from the original hints (written directly: the test may run under
        // CI, where the API never records).
        let session = try makeSession(hintsDirectories: [directory.path("Hints")])
        var warnings = WarningLog()
        let tree = try session.lay(hints, on: .width(.compact), warnings: &warnings).first
        try ReferencePaths(directory: directory.path("refs"), name: "Mini-compact@2x")
            .write(png: try session.rasterizer.png(tree, scale: 2), layout: LayoutJSON.encode(tree))

        // One changed hint: the name field becomes a textarea with a long value.
        try directory.write("Hints/Mini.hints", #"""
        {"name": {"displayWidth": "medium", "fieldType": "textarea", "defaultValue": "one two three four five six seven eight nine ten eleven twelve"},
         "email": {"displayWidth": "wide"}}
        """#)
        var results: [SnapshotResult] = []
        withKnownIssue("the changed form must fail") {
            results = assertFormSnapshot(of: hints, snapshotDirectory: directory.path("refs"), record: .never)
        }
        let result = try require(results.first)
        expectEqual(result.status, .failed)
        expect(result.messages.contains { $0.hasPrefix("size changed") }, "\(result.messages)")
        expect(result.messages.contains { $0.hasPrefix("field 'name': height 43.5 →") }, "\(result.messages)")
        expect(result.messages.contains { $0.hasPrefix("field 'email': y ") }, "\(result.messages)")
        let failures = directory.path("refs/__Failures__")
        for file in ["Mini-compact@2x.actual.png", "Mini-compact@2x.diff.png", "Mini-compact@2x.reference.png"] {
            expect(FileManager.default.fileExists(atPath: "\(failures)/\(file)"), "\(file)")
        }
    }

    @Test func aMissingReferenceFailsAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var results: [SnapshotResult] = []
        withKnownIssue {
            results = assertFormSnapshot(of: "Hints/Product.hints", snapshotDirectory: directory.path("refs"), record: .never)
        }
        expectEqual(results.first?.status, .missing)
        expect(!FileManager.default.fileExists(atPath: directory.path("refs/Product-compact@2x.png")))
        // The advice is the library's way to record, not the command line's.
        let message = results.first?.messages.first ?? ""
        expect(message.contains("FORMRENDER_RECORD=missing") && !message.contains("formrender snapshot"), "\(message)")
    }

    /// As in swift-snapshot-testing: a new test records its reference and fails once, saying so; the
    /// next run compares with it.
    @Test func aMissingReferenceIsRecordedAndFailsOnce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // As on a developer's machine: no CI, FORMRENDER_RECORD unset.
        try SnapshotEnvironment.$variables.withValue([:]) {
            var results: [SnapshotResult] = []
            withKnownIssue("the first run records") {
                results = assertFormSnapshot(of: "Hints/Product.hints", snapshotDirectory: directory.path("refs"))
            }
            expectEqual(results.map(\.status), [.recorded])
            expect(FileManager.default.fileExists(atPath: directory.path("refs/Product-compact@2x.png")))
            let again = assertFormSnapshot(of: "Hints/Product.hints", snapshotDirectory: directory.path("refs"))
            expectEqual(again.map(\.status), [.passed])
            try FileManager.default.removeItem(atPath: directory.path("refs"))
        }
        // Under CI a missing reference fails and nothing is written.
        SnapshotEnvironment.$variables.withValue(["CI": "true"]) {
            var results: [SnapshotResult] = []
            withKnownIssue("CI never records") {
                results = assertFormSnapshot(of: "Hints/Product.hints", snapshotDirectory: directory.path("refs"))
            }
            expectEqual(results.map(\.status), [.missing])
            expectEqual(results.first?.messages.first?.contains("CI never records"), true)
            expect(!FileManager.default.fileExists(atPath: directory.path("refs/Product-compact@2x.png")))
        }
    }

    /// A masked box may change: the test still passes.
    @Test func masksIgnoreTheBoxesTheyName() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let hints = try directory.write("Hints/Stamp.hints", #"{"title": {"displayWidth": "wide"}, "createdAt": {"defaultValue": "2026-11-24"}}"#)
        SnapshotEnvironment.$variables.withValue([:]) {
            withKnownIssue("the first run records") {
                assertFormSnapshot(of: hints, hintsDirectories: [directory.path("Hints")], mask: ["field:createdAt"],
                                   snapshotDirectory: directory.path("refs"), record: .missing)
            }
        }
        try directory.write("Hints/Stamp.hints", #"{"title": {"displayWidth": "wide"}, "createdAt": {"defaultValue": "tomorrow"}}"#)
        let results = assertFormSnapshot(of: hints, hintsDirectories: [directory.path("Hints")], mask: ["field:createdAt"],
                                         snapshotDirectory: directory.path("refs"), record: .never)
        expectEqual(results.map(\.status), [.passed])
        withKnownIssue("a selector that is not one fails the test") {
            expect(assertFormSnapshot(of: hints, hintsDirectories: [directory.path("Hints")], mask: ["createdAt"],
                                       snapshotDirectory: directory.path("refs"), record: .never).isEmpty)
        }
    }
}

/// `FORMRENDER_RECORD` and the names references carry.
@Suite struct RecordingAndNamesTests {
    @Test func recordingModesAreReadStrictly() throws {
        // Unset: a missing reference is recorded locally, never under CI.
        try expectEqual(FormSnapshotRecording.environment([:]), .missing)
        try expectEqual(FormSnapshotRecording.environment(["CI": "true"]), .never)
        try expectEqual(FormSnapshotRecording.environment(["CI": "false"]), .missing)
        try expectEqual(FormSnapshotRecording.environment(["FORMRENDER_RECORD": "0"]), .never)
        try expectEqual(FormSnapshotRecording.environment(["FORMRENDER_RECORD": "1"]), .all)
        try expectEqual(FormSnapshotRecording.environment(["FORMRENDER_RECORD": "missing"]), .missing)
        try expectEqual(FormSnapshotRecording.environment(["FORMRENDER_RECORD": "failed"]), .failed)
        // "true" is no mode: an error, not a silent never.
        #expect(throws: FormSnapshotRecording.EnvironmentError.self) { try FormSnapshotRecording.environment(["FORMRENDER_RECORD": "true"]) }
        // Under CI nothing is written: asking to record is an error, not a silent verify.
        #expect(throws: FormSnapshotRecording.EnvironmentError.self) {
            try FormSnapshotRecording.environment(["FORMRENDER_RECORD": "all", "CI": "1"])
        }
        try expectEqual(FormSnapshotRecording.environment(["FORMRENDER_RECORD": "0", "CI": "true"]), .never)
        do {
            _ = try FormSnapshotRecording.environment(["FORMRENDER_RECORD": "yes"])
        } catch {
            expectEqual("\(error)", "FORMRENDER_RECORD='yes' is not a recording mode: use missing, failed, all (or 1), or never (or 0, or unset)")
        }
    }

    @Test func namedAndThemedReferencesHaveNamesOfTheirOwn() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var results: [SnapshotResult] = []
        withKnownIssue("no references yet") {
            results += assertFormSnapshot(of: "Hints/User.hints", named: "UserSignupStep", snapshotDirectory: directory.path("refs"), record: .never)
            results += assertFormSnapshot(of: "Hints/User.hints", themeFile: "Themes/Midnight.json", snapshotDirectory: directory.path("refs"),
                                          record: .never)
            results += assertFormSnapshot(of: "Hints/User.hints", named: "Dark", variant: nil, themeFile: "Themes/Midnight.json",
                                          snapshotDirectory: directory.path("refs"), record: .never)
        }
        expectEqual(results.map(\.name), ["UserSignupStep-compact@2x", "User-midnight-compact@2x", "Dark-midnight-compact@2x"])
    }

    /// Locale and text scale render as `--locale` and `--text-scale` do, and join the names as the
    /// suite's matrix names them, so each has references of its own.
    @Test func localeAndTextScaleRenderAndNameTheirReferences() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let refs = directory.path("refs")
        var results: [SnapshotResult] = []
        // As on a developer's machine, where recording writes.
        SnapshotEnvironment.$variables.withValue([:]) {
            withKnownIssue("recording fails on purpose") {
                results += assertFormSnapshot(of: "Hints/User.hints", snapshotDirectory: refs, record: .all)
                results += assertFormSnapshot(of: "Hints/User.hints", themeFile: "Themes/Midnight.json", locale: "ar", textScale: 1.35,
                                              snapshotDirectory: refs, record: .all)
                results += assertFormSnapshot(of: "Hints/User.hints", locale: "ar", textScale: 1, snapshotDirectory: refs, record: .all)
            }
        }
        expectEqual(results.map(\.name), ["User-compact@2x", "User-midnight-ar-text1.35-compact@2x", "User-ar-compact@2x"])
        let plain = try String(contentsOf: URL(fileURLWithPath: refs + "/User-compact@2x.layout.json"), encoding: .utf8)
        let arabic = try String(contentsOf: URL(fileURLWithPath: refs + "/User-ar-compact@2x.layout.json"), encoding: .utf8)
        let scaled = try String(contentsOf: URL(fileURLWithPath: refs + "/User-midnight-ar-text1.35-compact@2x.layout.json"), encoding: .utf8)
        expect(!plain.contains("\"direction\": \"rtl\""), "the form's own locale is left to right")
        expect(arabic.contains("\"direction\": \"rtl\""), "in ar the form is laid out right to left")
        // The title's font, 24 pt by default, is 1.35 times larger.
        expect(arabic.contains("\"font\": \"Inter bold 24/30\""), "the title at its own size")
        expect(scaled.contains("\"font\": \"Inter bold 32.4/"), "the title at 1.35 times its size")
    }

    @Test func aLocaleOrTextScaleOutOfRangeFailsAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var results: [SnapshotResult] = []
        withKnownIssue {
            results += assertFormSnapshot(of: "Hints/User.hints", locale: "../x", snapshotDirectory: directory.path("refs"), record: .all)
            results += assertFormSnapshot(of: "Hints/User.hints", textScale: 9, snapshotDirectory: directory.path("refs"), record: .all)
        } matching: { issue in
            let text = "\(issue)"
            return text.contains("the locale must be a locale name like en_US, ar or ja_JP; got '../x'")
                || text.contains("the text scale must be from 0.5 to 3, like 1.35; got 9")
        }
        expect(results.isEmpty)
        expect(!FileManager.default.fileExists(atPath: directory.path("refs")), "nothing is written")
    }
}
