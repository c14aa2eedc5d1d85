import FormSnapshot
import Foundation
import Expectations
import Testing
import TestSupport

/// `snapshot record` and `verify` with `--jobs N` check cases in worker processes of their own: the
/// same references, results and report, the configuration's and the theme's warnings said once, and
/// a mask matched in any worker is matched.
@Suite struct SnapshotWorkerProcessTests {
    let formrender: FormRenderCLI
    let project: TemporaryDirectory

    init() throws {
        formrender = try FormRenderCLI()
        project = try SnapshotCLITests.miniProject()
        try project.write("Themes/Typo.json", ##"{"colors": {"backgroud": "#000000"}}"##)
        // `field:email` is a box of Mini's only: a worker that never sees Mini must not make it unmatched.
        try project.write("formrender.json", #"""
        {"widths": ["compact", "regular", "expanded"], "scales": [1], "theme": "Themes/Typo.json", "mask": ["field:email"], "strange": 1}
        """#)
    }

    func snapshot(_ arguments: [String]) throws -> CommandResult {
        try formrender(["snapshot"] + arguments + ["--root", project.path])
    }

    func contents(_ directory: String) -> [String: Data] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: project.path(directory))) ?? []
        return Dictionary(uniqueKeysWithValues: names.map { ($0, FileManager.default.contents(atPath: project.path("\(directory)/\($0)")) ?? Data()) })
    }

    @Test func workerProcessesRecordAndVerifyAsOneProcessDoes() throws {
        defer { project.remove() }
        let one = try snapshot(["record", "--jobs", "1"])
        expectEqual(one.status, 0, one.stderr)
        let serial = contents("Snapshots")
        expectEqual(serial.count, 18, "9 cases (3 forms and variants at 3 widths), an image and a layout each")
        try FileManager.default.removeItem(atPath: project.path("Snapshots"))
        let three = try snapshot(["record", "--jobs", "3"])
        expectEqual(three.status, 0, three.stderr)
        expect(contents("Snapshots") == serial, "the same references, byte for byte")
        expectEqual(three.stdout, one.stdout)
        expectEqual(three.stderr, one.stderr)
        for warning in ["unknown theme key 'colors.backgroud'", "'strange'"] {
            expectEqual(three.stderr.components(separatedBy: warning).count - 1, 1, "said once: \(warning)\n\(three.stderr)")
        }
        expect(!three.stderr.contains("matches no box"), three.stderr)

        // A change every worker meets: the same failures, diffs and report.
        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "wide"}, "email": {"displayWidth": "medium"}}"#)
        let serialVerify = try snapshot(["verify", "--jobs", "1", "--report", project.path("one")])
        let parallelVerify = try snapshot(["verify", "--jobs", "3", "--report", project.path("three")])
        expect(serialVerify.status == 1 && parallelVerify.status == 1, parallelVerify.stderr)
        expectEqual(parallelVerify.stderr.replacingOccurrences(of: "/three/", with: "/one/"), serialVerify.stderr)
        let serialReport = contents("one"), parallelReport = contents("three")
        expectEqual(parallelReport.keys.sorted(), serialReport.keys.sorted())
        for (name, data) in serialReport where name.hasSuffix(".png") {
            expect(parallelReport[name] == data, "\(name)")
        }
    }
}
