import ArgumentParser
import FormModel
import FormSupport
import FormRenderKit
import FormSnapshot
import Foundation

struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Pixel snapshot tests of every form, variant and width class.",
        discussion: "Cases come from formrender.json at the project root, or the defaults: every form in Hints/, Forms/ and Layouts/, each variant, at compact, regular and expanded, @2x. References live in Snapshots/<case>.png with the layout beside them in <case>.layout.json.",
        subcommands: [Record.self, Verify.self, Prune.self, MergeReports.self])

    /// Options `record` and `verify` share.
    struct SuiteOptions: ParsableArguments {
        @Option(name: .customLong("root"), help: "The project root holding formrender.json, Snapshots/ and the inputs (default: the nearest folder up from here with a formrender.json, else here).")
        var explicitRoot: String?

        /// `--root`, else the nearest folder holding `formrender.json`, from here up, as git finds `.git`.
        var root: String {
            explicitRoot ?? SuiteOptions.projectRoot(from: FileManager.default.currentDirectoryPath) ?? "."
        }

        /// `.`, `..`, `../..`…: relative, so paths in messages stay as short as the user's own.
        static func projectRoot(from directory: String) -> String? {
            var folder = URL(fileURLWithPath: directory).standardizedFileURL
            for levels in 0..<256 {
                if FileKind.of(folder.appendingPathComponent(SnapshotConfig.fileName).path) == .regular {
                    return levels == 0 ? "." : Array(repeating: "..", count: levels).joined(separator: "/")
                }
                let parent = folder.deletingLastPathComponent()
                guard parent.path != folder.path else { return nil }
                folder = parent
            }
            return nil
        }

        @Option(parsing: .unconditional, help: "Workers that render and compare in parallel (default: the number of cores).")
        var jobs: Int?

        /// This process is one of a suite's workers: it checks the cases the suite sends on its
        /// standard input (a socket).
        @Flag(name: .customLong("case-worker"), help: .hidden)
        var caseWorker = false

        @Option(parsing: .unconditional, help: "Run the I-th of N stable shares of the cases, e.g. 2/4 in a CI matrix.")
        var shard: String?

        @Option(name: .customLong("fonts-dir"), help: "The bundled fonts directory (default: $FORMRENDER_FONTS, else share/formrender/fonts of the installation, else Fonts/ of the checkout).")
        var fontsDirectory: String?

        @Argument(help: "Only the cases whose names match these globs, e.g. 'Login*' or '*-compact@2x' (quote them).")
        var patterns: [String] = []

        func validate() throws {
            if let kind = FileKind.of(root), kind != .directory { throw ValidationError("--root '\(root)' is \(kind.name), not a directory") }
            if FileKind.of(root) == nil { throw ValidationError("--root '\(root)' does not exist") }
            if let jobs, !(1...64).contains(jobs) { throw ValidationError("--jobs must be from 1 to 64") }
            if let shard, Shard(shard) == nil { throw ValidationError("--shard must be I/N with 1 ≤ I ≤ N ≤ 1000, like 2/4; got '\(shard)'") }
        }

        func loadConfig() throws -> (SnapshotConfig, [FormWarning]) {
            var warnings = WarningLog()
            var config = try SnapshotConfig.load(root: root, warnings: &warnings)
            config.fontsDirectory = fontsDirectory
            return (config, warnings.warnings)
        }
    }

    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Render every case and write its reference (never when CI is set).")

        @OptionGroup var suite: SuiteOptions

        func run() throws {
            try SnapshotSession(suite: suite, mode: .record, policy: .none, tolerance: nil, junit: nil, report: nil).run()
        }
    }

    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compare every case with its reference; write a report of the failures.",
            discussion: "Exit 0 when all pass, 1 on any failure. Writes nothing but the report, unless --record allows it; when CI is set it never writes a reference and a missing reference fails.")

        @OptionGroup var suite: SuiteOptions

        @Option(help: "Also write references: 'missing' (new cases only) or 'failed' (replace failing ones).")
        var record: SnapshotRunner.RecordPolicy = .none

        @Option(parsing: .unconditional, help: "Per-pixel colour distance (YIQ) that counts as different, 0...1 (default 0.1 or the config's).", transform: DecimalOption.parse)
        var threshold: Double?

        @Option(name: .customLong("max-diff-pixels"), parsing: .unconditional, help: "Different pixels allowed per case.")
        var maxDiffPixels: Int?

        @Option(name: .customLong("max-diff-pixel-ratio"), parsing: .unconditional, help: "Share of different pixels allowed per case, 0...1.", transform: DecimalOption.parse)
        var maxDiffPixelRatio: Double?

        @Option(help: "Write JUnit XML here.")
        var junit: String?

        @Option(help: "The report directory (default: the config's, snapshot-report).")
        var report: String?

        func validate() throws {
            if let threshold, !(0...1).contains(threshold) { throw ValidationError("--threshold must be from 0 to 1") }
            if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must be 0 or more") }
            if let maxDiffPixelRatio, !(0...1).contains(maxDiffPixelRatio) { throw ValidationError("--max-diff-pixel-ratio must be from 0 to 1") }
        }

        func run() throws {
            try SnapshotSession(suite: suite, mode: .verify, policy: record,
                                tolerance: (threshold, maxDiffPixels, maxDiffPixelRatio), junit: junit, report: report).run()
        }
    }

    struct Prune: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove references that no case produces any more.")

        @OptionGroup var suite: SuiteOptions

        func run() throws {
            let config: SnapshotConfig
            do {
                let (loaded, warnings) = try suite.loadConfig()
                warnings.forEach { printError($0.description) }
                config = loaded
            } catch {
                printError("\(error)")
                throw ExitCode(1)
            }
            guard suite.patterns.isEmpty else {
                printError("error: snapshot prune takes no patterns: it removes the references no case of the whole suite produces")
                throw ExitCode(2)
            }
            if SnapshotChecker.environmentIsCI {
                printError("error: snapshot prune removes nothing when CI is set; prune locally and commit the removal")
                throw ExitCode(1)
            }
            // Page references are cases too: the pages are counted as the suite counts them.
            let list = config.cases(pageCount: SnapshotRunner(config: config, mode: .verify).pageCounter())
            list.warnings.forEach { printError($0.description) }
            let cases = list.cases
            guard list.errors.isEmpty else {
                list.errors.forEach { printError($0.description) }
                printError("error: not pruning while inputs fail to load: their references would look orphaned")
                throw ExitCode(1)
            }
            // No cases at all (inputs moved, an empty list): every reference would look orphaned.
            guard !cases.isEmpty else {
                printError("error: not pruning: the suite has no cases (\(SnapshotSession.whyNoCases(config, root: suite.root))), so every reference would look orphaned")
                throw ExitCode(1)
            }
            let orphans = SnapshotRunner.orphans(in: config.snapshotsDirectory, cases: cases)
            for orphan in orphans {
                let path = (config.snapshotsDirectory as NSString).appendingPathComponent(orphan)
                // unlink, not a recursive remove: only the file itself ever goes.
                guard unlink(path) == 0 else {
                    printError(FormError("cannot remove the orphaned reference (\(systemReason(errno)))", at: SourceLocation(file: path)).description)
                    throw ExitCode(1)
                }
                printOutput("removed \(path)")
            }
            printOutput(orphans.isEmpty ? "no orphaned references" : "removed \(orphans.count) orphaned file\(orphans.count == 1 ? "" : "s")")
        }
    }

    struct MergeReports: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge-reports",
            abstract: "Merge the report directories of sharded runs into one report.")

        @Argument(help: "Report directories, one per shard.")
        var directories: [String]

        @Option(help: "Where the merged report goes.")
        var out = "snapshot-report"

        @Option(help: "Write the merged JUnit XML here (default: junit.xml in the merged report).")
        var junit: String?

        func run() throws {
            do {
                let merged = try ReportWriter.merge(directories, into: out)
                let junitFile = junit ?? (out as NSString).appendingPathComponent("junit.xml")
                try AtomicFile.write(Array(JUnitReport.render(merged).utf8), to: junitFile)
                printOutput("\(merged.passed) passed, \(merged.failed) failed")
                printOutput("report: \((out as NSString).appendingPathComponent("index.html")), JUnit: \(junitFile)")
                // One command for the whole run, which the shards could each give only for their share.
                if let accept = AcceptCommand.line(arguments: ["formrender", "snapshot", "verify"], results: merged.results,
                                                   isCI: SnapshotChecker.environmentIsCI) {
                    printOutput(accept)
                }
                if merged.failed > 0 { throw ExitCode(1) }
            } catch let error as FormError {
                printError(error.description)
                throw ExitCode(1)
            }
        }
    }
}
