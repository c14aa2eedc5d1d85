@testable import FormGallery
@testable import FormPipeline
import FormRenderKit
@testable import FormSnapshot
import FormModel
import FormSupport
import FormSnapshot
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Expectations
import Testing
import TestSupport

/// `snapshot merge-reports` with shards' `report.json` files as untrusted input: images are copied
/// only when named by a plain `.png` file name of a regular file in the shard's directory; every
/// other value is checked; errors name the shard's report and the key path; and an invalid shard
/// means nothing at all is written to `--out`.
@Suite struct MergeReportsTests {
    let root: TemporaryDirectory

    init() throws {
        root = try TemporaryDirectory()
    }

    /// A shard directory holding `report.json` for `results` and the given image files.
    @discardableResult
    func shard(_ name: String, _ results: [SnapshotResult], images: [String: String] = [:], orphans: [String] = [],
               warnings: [String] = []) throws -> String {
        for (file, contents) in images { try root.write("\(name)/\(file)", contents) }
        try ReportWriter.write(SnapshotReport(results: results, shard: nil, orphans: orphans, warnings: warnings), to: root.path(name))
        return root.path(name)
    }

    /// A shard whose `report.json` is exactly `json`.
    @discardableResult
    func rawShard(_ name: String, _ json: String, images: [String: String] = [:]) throws -> String {
        for (file, contents) in images { try root.write("\(name)/\(file)", contents) }
        try root.write("\(name)/report.json", json)
        return root.path(name)
    }

    static func failing(_ name: String) -> SnapshotResult {
        SnapshotResult(name: name, status: .failed, diffPixels: 5, totalPixels: 100, messages: ["5 of 100 pixels differ"],
                       referenceImage: "\(name).reference.png", actualImage: "\(name).actual.png", diffImage: "\(name).diff.png",
                       milliseconds: 3)
    }

    static func imagesFor(_ name: String, tag: String = "") -> [String: String] {
        ["\(name).reference.png": "ref \(name)\(tag)", "\(name).actual.png": "act \(name)\(tag)", "\(name).diff.png": "diff \(name)\(tag)"]
    }

    func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Runs `merge` expecting a `FormError`; returns its description.
    func mergeError(_ directories: [String], out: String) -> String? {
        do {
            _ = try ReportWriter.merge(directories, into: out)
            return nil
        } catch let error as FormError {
            return error.description
        } catch {
            return "not a FormError: \(error)"
        }
    }

    // MARK: What merges

    @Test func validShardsMergeWithTheirImages() throws {
        defer { root.remove() }
        let hostile = "javascript:alert(1)-compact@2x"
        let one = try shard("shard1", [Self.failing("B-compact@2x"), SnapshotResult(name: "A-compact@2x", status: .passed)],
                            images: Self.imagesFor("B-compact@2x"), orphans: ["Old-compact@2x.png"], warnings: ["w1", "w2"])
        let two = try shard("shard2", [Self.failing(hostile)], images: Self.imagesFor(hostile), warnings: ["w2", "w3"])
        let out = root.path("merged")
        let merged = try ReportWriter.merge([one, two], into: out)
        expectEqual(merged.results.map(\.name), ["A-compact@2x", "B-compact@2x", hostile])
        expectEqual(merged.orphans, ["Old-compact@2x.png"])
        expectEqual(merged.warnings, ["w1", "w2", "w3"], "every shard's warnings, once each")
        expectEqual(contents("\(out)/B-compact@2x.actual.png"), "act B-compact@2x")
        expectEqual(contents("\(out)/\(hostile).diff.png"), "diff \(hostile)")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).sorted()
        expectEqual(files, ["B-compact@2x.actual.png", "B-compact@2x.diff.png", "B-compact@2x.reference.png", "index.html", "report.json",
                          "\(hostile).actual.png", "\(hostile).diff.png", "\(hostile).reference.png"].sorted())
        let html = try require(contents("\(out)/index.html"))
        expect(html.contains("href=\"javascript%3Aalert%281%29-compact%402x.actual.png\""))
        try expectEqual(ReportWriter.read(from: out), merged)
    }

    @Test func aCaseInTwoShardsIsAnErrorNotAHiddenFailure() throws {
        defer { root.remove() }
        // The same case passed in one shard and failed in another: keeping either would lie.
        let passing = try shard("pass", [SnapshotResult(name: "B-compact@2x", status: .passed)])
        let failing = try shard("fail", [Self.failing("B-compact@2x")], images: Self.imagesFor("B-compact@2x"))
        let out = root.path("merged")
        let error = try require(mergeError([passing, failing], out: out))
        expectEqual(error, "\(failing)/report.json: results[0].name: error: case 'B-compact@2x' is also in \(passing)/report.json: results[0]; each case belongs to one shard (were two jobs given the same --shard, or one report named twice?)")
        expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aHugeImageStopsTheMergeBeforeAnythingIsWritten() throws {
        defer { root.remove() }
        let good = try shard("good", [Self.failing("A-compact@2x")], images: Self.imagesFor("A-compact@2x"))
        let huge = try shard("huge", [Self.failing("B-compact@2x")], images: Self.imagesFor("B-compact@2x"))
        expectEqual(truncate("\(huge)/B-compact@2x.diff.png", 40 << 30), 0) // sparse
        let out = root.path("merged")
        let error = try require(mergeError([good, huge], out: out))
        expect(error.hasSuffix("results[0].diffImage: error: 'B-compact@2x.diff.png' is larger than 256 MiB"), "\(error)")
        expect(!FileManager.default.fileExists(atPath: out), "nothing written")
    }

    // MARK: Image paths that are refused

    @Test(arguments: [
        ("../../outside.png", "'../../outside.png' is not a plain file name inside the report directory"),
        ("/etc/passwd.png", "'/etc/passwd.png' is not a plain file name inside the report directory"),
        ("sub/x.png", "'sub/x.png' is not a plain file name inside the report directory"),
        ("..\\x.png", "'..\\x.png' is not a plain file name inside the report directory"),
        (".hidden.png", "'.hidden.png' is not a plain file name inside the report directory"),
        (".", "'.' is not a plain file name inside the report directory"),
        ("..", "'..' is not a plain file name inside the report directory"),
        ("", "'' is not a plain file name inside the report directory"),
        ("x\u{1B}[2J.png", "'x\\u{1B}[2J.png' is not a plain file name inside the report directory"),
        ("x\u{0}.png", "'x\\u{0}.png' is not a plain file name inside the report directory"),
        (String(repeating: "a", count: 252) + ".png", "'\(String(repeating: "a", count: 80))…' is not a plain file name inside the report directory"),
        ("javascript:alert(1)", "'javascript:alert(1)' is not a .png file name"),
        ("notes.txt", "'notes.txt' is not a .png file name"),
        ("absent.png", "'absent.png' is not in the report directory"),
    ])
    func imagePathIsRefused(image: String, message: String) throws {
        defer { root.remove() }
        try root.write("deep/er/outside.png", "outside")
        try root.write("deep/er/shard1/notes.txt", "text")
        let good = try shard("shard0", [Self.failing("Good")], images: Self.imagesFor("Good"))
        let bad = try shard("deep/er/shard1", [SnapshotResult(name: "Good2", status: .passed),
                                                SnapshotResult(name: "Evil", status: .failed, actualImage: image)])
        let out = root.path("deep/er/shard1/out")
        expectEqual(mergeError([good, bad], out: out), "\(bad)/report.json: results[1].actualImage: error: \(message)")
        expectEqual(FileKind.ofEntry(out), nil, "nothing is written when a shard is invalid, not even the first shard's images")
        expectEqual(contents(root.path("deep/er/outside.png")), "outside")
        expectEqual(FileKind.ofEntry(root.path("deep/outside.png")), nil)
    }

    @Test func symbolicLinksAreRefusedWhereverTheyLead() throws {
        defer { root.remove() }
        try root.write("secret.png", "secret")
        try root.write("shard1/real.png", "real")
        let bad = try shard("shard1", [SnapshotResult(name: "Out", status: .failed, actualImage: "out.png"),
                                       SnapshotResult(name: "In", status: .failed, actualImage: "in.png")])
        expectEqual(symlink(root.path("secret.png"), root.path("shard1/out.png")), 0)
        expectEqual(symlink("real.png", root.path("shard1/in.png")), 0)
        let out = root.path("out")
        expectEqual(mergeError([bad], out: out), "\(bad)/report.json: results[0].actualImage: error: 'out.png' is a symbolic link; only regular files are copied")
        expectEqual(FileKind.ofEntry(out), nil)
        try shard("shard2", [SnapshotResult(name: "In", status: .failed, actualImage: "in.png")])
        expectEqual(symlink("real.png", root.path("shard2/in.png")), 0)
        expectEqual(mergeError([root.path("shard2")], out: out), "\(root.path("shard2"))/report.json: results[0].actualImage: error: 'in.png' is a symbolic link; only regular files are copied")
    }

    @Test func directoriesAndFifosAreRefused() throws {
        defer { root.remove() }
        let bad = try shard("shard1", [SnapshotResult(name: "D", status: .failed, diffImage: "dir.png"),
                                       SnapshotResult(name: "F", status: .failed, referenceImage: "fifo.png")])
        try FileManager.default.createDirectory(atPath: root.path("shard1/dir.png"), withIntermediateDirectories: true)
        expectEqual(mkfifo(root.path("shard1/fifo.png"), 0o600), 0)
        expectEqual(mergeError([bad], out: root.path("out")), "\(bad)/report.json: results[0].diffImage: error: 'dir.png' is a directory; only regular files are copied")
        try FileManager.default.removeItem(atPath: root.path("shard1/dir.png"))
        try root.write("shard1/dir.png", "now a file")
        expectEqual(mergeError([bad], out: root.path("out")), "\(bad)/report.json: results[1].referenceImage: error: 'fifo.png' is a named pipe (FIFO); only regular files are copied")
        expectEqual(FileKind.ofEntry(root.path("out")), nil)
    }

    @Test func twoCasesNamingOneImageIsAnError() throws {
        defer { root.remove() }
        let one = try shard("shard1", [SnapshotResult(name: "A", status: .failed, actualImage: "shared.png")], images: ["shared.png": "a"])
        let two = try shard("shard2", [SnapshotResult(name: "B", status: .failed, actualImage: "shared.png")], images: ["shared.png": "b"])
        expectEqual(mergeError([one, two], out: root.path("out")), "\(two)/report.json: results[0].actualImage: error: 'shared.png' is also named by \(one)/report.json: results[0].actualImage; each case has its own images")
        expectEqual(FileKind.ofEntry(root.path("out")), nil)
    }

    // MARK: The rest of report.json

    static let minimal = #""diffPixels": 0, "totalPixels": 0, "antialiasedPixels": 0, "messages": [], "milliseconds": 0"#

    @Test(arguments: [
        (#"{"results": [{"name": "A/B", "status": "passed", \#(minimal)}], "orphans": []}"#,
         "results[0].name: error: 'A/B' is not a case name: it has a '/' or '\\'"),
        (#"{"results": [{"name": "", "status": "passed", \#(minimal)}], "orphans": []}"#, "results[0].name: error: a case name is empty"),
        (#"{"results": [{"name": "\#(String(repeating: "n", count: 256))", "status": "passed", \#(minimal)}], "orphans": []}"#,
         "results[0].name: error: a case name of 256 bytes; names are at most 255"),
        (#"{"results": [{"name": "A", "status": "passed", "diffPixels": -1, "totalPixels": 0, "antialiasedPixels": 0, "messages": [], "milliseconds": 0}], "orphans": []}"#,
         "results[0].diffPixels: error: -1 is negative; expected a count"),
        (#"{"results": [{"name": "A", "status": "passed", "diffPixels": 0, "totalPixels": 0, "antialiasedPixels": 0, "messages": [], "milliseconds": -5}], "orphans": []}"#,
         "results[0].milliseconds: error: -5.0 is not a time; expected a non-negative number of milliseconds"),
        (#"{"results": [], "orphans": ["../x.png"]}"#, "orphans[0]: error: '../x.png' is not a plain file name inside the report directory"),
        (#"{"results": [], "orphans": [], "warnings": ["ok", "\#(String(repeating: "w", count: 65537))"]}"#,
         "warnings[1]: error: an entry of 65537 bytes; entries are at most 65536"),
        (#"{"results": [], "orphans": [], "warnings": [1]}"#, "warnings[0]: error: expected a string, found 1"),
        (#"{"results": [], "orphans": [], "shard": "1/2\u001b]0;pwned\u0007"}"#, "shard: error: '1/2\\u{1B}]0;pwned\\u{7}' is not a shard like '2/4'"),
        // Decoding failures, in words: the key path and what was expected.
        (#"{"results": [{"name": 3, "status": "passed", \#(minimal)}], "orphans": []}"#, "results[0].name: error: expected a string, found 3"),
        (#"{"results": [{"name": "A", "status": "exploded", \#(minimal)}], "orphans": []}"#,
         #"results[0].status: error: expected one of "passed", "failed", "missing", "recorded", "error", found a string"#),
        (#"{"results": [{"name": "A", "status": "passed", "diffPixels": 0, "totalPixels": 0, "antialiasedPixels": 0, "messages": []}], "orphans": []}"#,
         "results[0]: error: missing 'milliseconds'"),
        (#"{"results": [{"name": "A", "status": "passed", "diffPixels": 1.5, "totalPixels": 0, "antialiasedPixels": 0, "messages": [], "milliseconds": 0}], "orphans": []}"#,
         "results[0].diffPixels: error: expected a whole number, found 1.5"),
        (#"{"results": [{"name": "A", "status": "passed", "diffPixels": 0, "totalPixels": 0, "antialiasedPixels": 0, "messages": [7], "milliseconds": 0}], "orphans": []}"#,
         "results[0].messages[0]: error: expected a string, found 7"),
        (#"{"results": [{"name": "A", "status": "passed", "actualImage": null, \#(minimal)}, "x"], "orphans": []}"#,
         "results[1]: error: expected a result object, found a string"),
        (#"{"results": {}, "orphans": []}"#, "results: error: expected an array of results, found an object"),
        (#"{"results": [], "orphans": null}"#, "orphans: error: expected an array of strings, found null"),
        (#"[]"#, "error: expected an object, found an array"),
        (#"{"results": [{"name": "A", "status": "passed", "diffPixels": 0, "totalPixels": 1e30, "antialiasedPixels": 0, "messages": [], "milliseconds": 0}], "orphans": []}"#,
         "results[0].totalPixels: error: expected a whole number, found 1e30"),
    ])
    func reportValuesAreChecked(json: String, message: String) throws {
        defer { root.remove() }
        let good = try shard("good", [Self.failing("Good")], images: Self.imagesFor("Good"))
        let bad = try rawShard("bad", json)
        let described = try require(mergeError([good, bad], out: root.path("out")))
        expectEqual(described, "\(bad)/report.json: \(message)")
        for jargon in ["DecodingError", "CodingKeys", "Debug description", "Swift."] {
            expect(!described.contains(jargon))
        }
        expectEqual(FileKind.ofEntry(root.path("out")), nil)
    }

    /// Syntax errors come from the project's JSON parser, with line and column; so do duplicate keys,
    /// which JSONDecoder would silently resolve.
    @Test func syntaxErrorsPointIntoTheFile() throws {
        defer { root.remove() }
        let truncated = try rawShard("truncated", "{\"results\": [],\n \"orphans\": [] ")
        let message = try require(mergeError([truncated], out: root.path("out")))
        expect(message.hasPrefix("\(truncated)/report.json:2:"), "\(message)")
        expect(message.contains(": error: invalid JSON: "), "\(message)")
        let twice = try rawShard("twice", #"{"results": [], "orphans": [], "results": []}"#)
        try expect(require(mergeError([twice], out: root.path("out"))).contains("invalid JSON: duplicate key 'results'"))
        let deep = try rawShard("deep", "{\"results\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}")
        try expect(require(mergeError([deep], out: root.path("out"))).hasPrefix("\(deep)/report.json:1:"))
        expectEqual(FileKind.ofEntry(root.path("out")), nil)
    }

    @Test func reportSizeAndCountsAreBounded() throws {
        defer { root.remove() }
        let big = try rawShard("big", "{\"results\": [], \"orphans\": []}" + String(repeating: " ", count: SourceFiles.maxFileBytes))
        expectEqual(mergeError([big], out: root.path("out")), "\(big)/report.json: error: is larger than 8 MiB; input files are bounded")
        let many = SnapshotReport(results: Array(repeating: SnapshotResult(name: "A", status: .passed), count: ReportWriter.maxResults + 1))
        #expect(throws: FormError("100001 results; a report holds at most 100000", at: SourceLocation(file: "r.json", keyPath: "results"))) {
            try ReportWriter.validate(many, directory: root.path, file: "r.json")
        }
        let chatty = SnapshotReport(results: [SnapshotResult(name: "A", status: .failed, messages: Array(repeating: "m", count: ReportWriter.maxMessages + 1))])
        #expect(throws: FormError("10001 entries; at most 10000 are kept", at: SourceLocation(file: "r.json", keyPath: "results[0].messages"))) {
            try ReportWriter.validate(chatty, directory: root.path, file: "r.json")
        }
        expectEqual(FileKind.ofEntry(root.path("out")), nil)
    }

    @Test func aDirectoryWithoutAReportSaysSo() throws {
        defer { root.remove() }
        try FileManager.default.createDirectory(atPath: root.path("empty"), withIntermediateDirectories: true)
        expectEqual(mergeError([root.path("empty")], out: root.path("out")), "\(root.path("empty")): error: no report.json here (is it a snapshot report directory?)")
        try FileManager.default.createDirectory(atPath: root.path("odd/report.json"), withIntermediateDirectories: true)
        expectEqual(mergeError([root.path("odd")], out: root.path("out")), "\(root.path("odd"))/report.json: error: is a directory; expected a file")
    }

    /// As a user sees it: exit 1, the located error on stderr, no output directory.
    @Test func theCommandPrintsTheLocatedErrorAndWritesNothing() throws {
        defer { root.remove() }
        let binary = try require(TestPaths.formrenderBinary)
        try root.write("outside.png", "outside")
        try shard("shard1", [Self.failing("A"), SnapshotResult(name: "B", status: .failed, actualImage: "../outside.png")], images: Self.imagesFor("A"))
        let result = try run(binary, ["snapshot", "merge-reports", "shard1", "--out", "merged"], in: root.path)
        expectEqual(result.status, 1)
        expect(result.stderr.contains("shard1/report.json: results[1].actualImage: error: '../outside.png' is not a plain file name inside the report directory"), "\(result.stderr)")
        expectEqual(FileKind.ofEntry(root.path("merged")), nil)
    }
}
