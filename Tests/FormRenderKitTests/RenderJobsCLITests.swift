import Foundation
import Expectations
import Testing
import TestSupport

/// `render --jobs N`: the same bytes and the same lines, in the same order, whatever the workers.
@Suite struct RenderJobsCLITests {
    let binary: URL

    init() throws {
        binary = try require(TestPaths.formrenderBinary, "build the formrender product first (swift build)")
    }

    func render(jobs: Int, into out: TemporaryDirectory, inputs: [String]) throws -> CommandResult {
        try run(binary, ["render"] + inputs + ["--hints-dir", TestPaths.path("Hints"), "--width", "compact", "--width", "regular",
                                               "--out", out.path, "--jobs", "\(jobs)", "--fonts-dir", TestPaths.path("Fonts")])
    }

    /// Workers using fonts at once (Cairo shares its FreeType faces between threads and closes them
    /// under each other) crashed 3 to 14 runs in 100, and wrote wrong glyphs into files that looked
    /// fine, before fonts were used one thread at a time. Ten runs of every form's and hints model's
    /// fillable letter pages with three workers: each run writes the bytes one worker writes.
    @Test func workersUsingFontsAtOnceNeverCrashNorChangeAByte() throws {
        let reference = try TemporaryDirectory()
        defer { reference.remove() }
        let inputs = [TestPaths.path("Forms"), TestPaths.path("Hints")]
        func render(jobs: Int, into out: TemporaryDirectory) throws -> CommandResult {
            try run(binary, ["render"] + inputs + ["--page", "letter", "--fillable", "--format", "pdf", "--out", out.path, "--jobs", "\(jobs)",
                                                   "--hints-dir", TestPaths.path("Hints"), "--fonts-dir", TestPaths.path("Fonts")])
        }
        try expectEqual(render(jobs: 1, into: reference).status, 0)
        let files = reference.files()
        expect(files.count >= 18, "\(files)")
        for attempt in 0..<10 {
            let out = try TemporaryDirectory()
            defer { out.remove() }
            let result = try render(jobs: 3, into: out)
            expectEqual(result.status, 0, "run \(attempt): \(result.stderr)")
            let differing = files.filter { FileManager.default.contents(atPath: out.path($0)) != FileManager.default.contents(atPath: reference.path($0)) }
            expect(differing.isEmpty, "run \(attempt): \(differing)")
            if result.status != 0 || !differing.isEmpty { break }
        }
    }

    @Test func workersChangeNothingButTheTime() throws {
        let one = try TemporaryDirectory(), four = try TemporaryDirectory()
        defer { one.remove(); four.remove() }
        // Forms, hints, view trees, and one input that fails: its error keeps its place.
        let bad = try one.write("in/Broken.form.json", #"{"fields": [{"id": 3}]}"#)
        let inputs = [TestPaths.path("Forms"), TestPaths.path("Hints"), bad, TestPaths.path("Layouts/Controls.json")]
        let serial = try render(jobs: 1, into: one, inputs: inputs)
        let parallel = try render(jobs: 4, into: four, inputs: inputs)
        expect(serial.status == 1 && parallel.status == 1, "the broken input fails both: \(parallel.stderr)")
        expectEqual(serial.stdout.replacingOccurrences(of: one.path, with: "OUT"), parallel.stdout.replacingOccurrences(of: four.path, with: "OUT"))
        expectEqual(serial.stderr, parallel.stderr)
        let files = four.files().filter { $0 != "in" }
        expect(files.count > 60, "\(files.count)")
        expectEqual(files, one.files().filter { $0 != "in" })
        for file in files {
            expectEqual(FileManager.default.contents(atPath: one.path(file)), FileManager.default.contents(atPath: four.path(file)), "\(file)")
        }
    }

    /// Workers are processes that read the command's own options: what the session says (a theme's
    /// typo) is said once, by the batch, and a session that cannot be made is one error, not one a worker.
    @Test func workerProcessesSayNothingTwice() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let typo = try directory.write("typo.json", ##"{"colors": {"backgroud": "#000"}}"##)
        let bad = try directory.write("bad.json", #"{"radii": {"card": "round"}}"#)
        let inputs = [TestPaths.path("Hints/User.hints"), TestPaths.path("Hints/Order.hints"), TestPaths.path("Forms/Contact.form.json"),
                      TestPaths.path("Forms/Signup.form.json")]
        func render(theme: String, jobs: Int) throws -> CommandResult {
            try run(binary, ["render"] + inputs + ["--theme", theme, "--width", "compact", "--format", "png", "--out", directory.path("out-\(jobs)"),
                                                   "--jobs", "\(jobs)", "--hints-dir", TestPaths.path("Hints"), "--fonts-dir", TestPaths.path("Fonts")])
        }
        let warned = try render(theme: typo, jobs: 3)
        expectEqual(warned.status, 0, "\(warned.stderr)")
        expectEqual(warned.stderr.components(separatedBy: "unknown theme key 'colors.backgroud'").count - 1, 1, "\(warned.stderr)")
        expectEqual(warned.stdout.split(separator: "\n").count, 4, "\(warned.stdout)")
        let failed = try render(theme: bad, jobs: 3)
        expectEqual(failed.status, 1)
        expectEqual(failed.stderr, "\(bad):1:20: error: 'radii.card' must be a number from 0 to 100, found text that is not a number written in decimal\n")
    }

    /// A worker is another process only on the batch's socket: run by hand it says so and fails.
    @Test func aWorkerRunByHandSaysWhatItNeeds() throws {
        let result = try run(binary, ["render", "--batch-worker", TestPaths.path("Hints/User.hints"), "--hints-dir", TestPaths.path("Hints"),
                                      "--fonts-dir", TestPaths.path("Fonts")])
        expectEqual(result.status, 1)
        expect(result.stderr.contains("error: a batch worker's socket"), "\(result.stderr)")
        expectEqual(result.stdout, "")
    }

    @Test(arguments: ["0", "65", "x"])
    func badJobsAreUsageErrors(jobs: String) throws {
        let result = try run(binary, ["render", TestPaths.path("Hints/User.hints"), "--jobs", jobs])
        expectEqual(result.status, 2, "\(result.status)")
        expect(result.stderr.contains("--jobs"), "\(result.stderr)")
    }

    /// `bench` times what `render` spends on one image, writing included, and says what a batch makes.
    @Test func benchTimesTheStagesRenderRuns() throws {
        let result = try run(binary, ["bench", TestPaths.path("Hints/User.hints"), "--iterations", "3", "--hints-dir", TestPaths.path("Hints"),
                                      "--fonts-dir", TestPaths.path("Fonts")])
        expectEqual(result.status, 0, "\(result.stderr)")
        for stage in ["parse", "layout", "paint", "encode", "write", "total"] {
            expect(result.stdout.contains("  \(stage) "), "\(stage): \(result.stdout)")
        }
        expect(result.stdout.contains("images a second on"), "\(result.stdout)")
    }
}
