import ArgumentParser
import FormModel
import FormSupport
import FormRenderKit
import FormSnapshot
import Foundation

/// One `snapshot record` or `snapshot verify` from the terminal: progress on a TTY, a line per failure,
/// the report, JUnit, and the summary line `N passed, N failed`.
struct SnapshotSession {
    var suite: SnapshotCommand.SuiteOptions
    var mode: SnapshotRunner.Mode
    var policy: SnapshotRunner.RecordPolicy
    var tolerance: (threshold: Double?, maxDiffPixels: Int?, maxDiffPixelRatio: Double?)?
    var junit: String?
    var report: String?

    func run() throws {
        // A case worker checks the cases it is sent with the settings sent beside them, and says
        // nothing of its own: the suite that started it says what there is to say.
        if suite.caseWorker {
            return try CaseWorkerService.serve()
        }
        var (config, warnings): (SnapshotConfig, [FormWarning])
        do {
            (config, warnings) = try suite.loadConfig()
        } catch {
            printError("\(error)")
            throw ExitCode(1)
        }
        warnings.forEach { printError($0.description) }
        var runner = makeRunner(&config)
        runner.launch = SnapshotSession.workerLaunch()
        if runner.isCI && (mode == .record || policy != .none) {
            printError("⚠️ Warning: CI is set: references are not written")
        }
        if mode == .record && runner.isCI {
            printError("error: snapshot record does nothing when CI is set; record locally and commit the references")
            throw ExitCode(1)
        }
        let progress = ProgressLine(enabled: isatty(STDERR_FILENO) == 1)
        runner.progress = { done, total, result in progress.update(done: done, total: total, result: result) }
        // A machine that does not draw as the references' explains its failures before it lists them.
        let machineWarning = SnapshotSession.machineWarning(fontsDirectory: config.fontsDirectory)
        if let machineWarning { printError(machineWarning) }
        var suiteReport = runner.run()
        progress.finish()
        if let machineWarning { suiteReport.warnings.insert(machineWarning, at: 0) }
        if suiteReport.results.isEmpty && runner.shard == nil && runner.patterns.isEmpty {
            printError("error: the suite has no cases (\(SnapshotSession.whyNoCases(config, root: suite.root)))")
            throw ExitCode(1)
        }

        suiteReport.warnings.forEach(printError)
        for result in suiteReport.results { result.warnings.forEach(printError) }
        // Grouped by source: a change found in every variant and width is said once.
        FailureGroups.lines(suiteReport.results).forEach(printError)
        if GitHubAnnotations.isEnabled() {
            let workspace = ProcessInfo.processInfo.environment["GITHUB_WORKSPACE"]
            GitHubAnnotations.lines(for: suiteReport, workspace: workspace, currentDirectory: FileManager.default.currentDirectoryPath).forEach(printOutput)
        }
        for orphan in suiteReport.orphans {
            printError("⚠️ Warning: orphaned reference \((config.snapshotsDirectory as NSString).appendingPathComponent(orphan)) (no case produces it; `formrender snapshot prune` removes it)")
        }
        // A report that cannot be written (a full disk, a file in the way) fails the run, but the
        // results above and the summary below are still said.
        var writeFailed = false
        // Recording writes one too: it lists what was recorded, and a failing report of an earlier run
        // must not outlive the references that replaced it.
        do {
            try ReportWriter.write(suiteReport, to: config.reportDirectory)
            if suiteReport.failed > 0 {
                printOutput("report: \((config.reportDirectory as NSString).appendingPathComponent("index.html"))")
            }
        } catch {
            printError("\(error)")
            writeFailed = true
        }
        if let junit {
            do {
                try AtomicFile.write(Array(JUnitReport.render(suiteReport).utf8), to: junit)
            } catch {
                printError("\(error)")
                writeFailed = true
            }
        }
        // Every reference written, by name: a recording run says exactly what it changed.
        let recorded = suiteReport.results.filter { $0.status == .recorded }
        for result in recorded {
            printOutput("wrote \((config.snapshotsDirectory as NSString).appendingPathComponent(result.name)).png")
        }
        if !recorded.isEmpty { printOutput("\(recorded.count) reference\(recorded.count == 1 ? "" : "s") written to \(config.snapshotsDirectory)") }
        printOutput("\(suiteReport.passed) passed, \(suiteReport.failed) failed")
        if mode == .verify, let accept = AcceptCommand.line(arguments: CommandLine.arguments, results: suiteReport.results, isCI: runner.isCI) {
            printOutput(accept)
        }
        if suiteReport.failed > 0 || writeFailed { throw ExitCode(1) }
    }
}

extension SnapshotSession {
    /// The runner this command's options make, with the command line's tolerance over every case's.
    func makeRunner(_ config: inout SnapshotConfig) -> SnapshotRunner {
        // The command line's tolerance is for this run: it goes over every case's, overrides included.
        var tolerances = CaseSettings()
        tolerances.threshold = tolerance?.threshold
        tolerances.maxDiffPixels = tolerance?.maxDiffPixels
        tolerances.maxDiffPixelRatio = tolerance?.maxDiffPixelRatio
        // A case passes within either budget: one given here is the run's whole budget, so
        // `--max-diff-pixels 0` is strict whatever ratio the configuration allows.
        if tolerances.maxDiffPixels != nil || tolerances.maxDiffPixelRatio != nil {
            tolerances.maxDiffPixels = tolerances.maxDiffPixels ?? 0
            tolerances.maxDiffPixelRatio = tolerances.maxDiffPixelRatio ?? 0
        }
        if tolerances != CaseSettings() { config.overrides.append(CaseOverride(pattern: "*", settings: tolerances)) }
        if let report { config.reportDirectory = report }

        var runner = SnapshotRunner(config: config, mode: mode)
        runner.policy = policy
        if let jobs = suite.jobs { runner.jobs = jobs }
        runner.shard = suite.shard.flatMap(Shard.init)
        runner.patterns = CasePatterns(suite.patterns)
        return runner
    }

    /// This program again, told to check cases, with this command's own options: the worker reads
    /// them as this process did. Nil where this program cannot be found (workers are threads then).
    static func workerLaunch() -> WorkerLaunch? {
        var arguments = CommandLine.arguments
        guard arguments.count > 2, arguments[1] == "snapshot", ["record", "verify"].contains(arguments[2]) else { return nil }
        arguments.insert("--case-worker", at: 3)
        return WorkerLaunch.thisProgram(arguments)
    }

    /// Why a configuration gives no cases, in its own terms.
    /// A warning when the built-in probe does not draw here as on the references' machine (nil when
    /// it does, or when it cannot be drawn: the run itself will say why).
    static func machineWarning(fontsDirectory: String?) -> String? {
        var options = RenderOptions()
        options.fontsDirectory = fontsDirectory
        guard let session = try? RenderSession(options: options), let doctor = try? Doctor(session: session, checkingFonts: false),
              !doctor.rendersAsReferences else { return nil }
        return "⚠️ Warning: \(doctor.verdict) (`formrender doctor` says more)"
    }

    static func whyNoCases(_ config: SnapshotConfig, root: String) -> String {
        if config.widths.isEmpty { return "'widths' is empty" }
        if config.scales.isEmpty { return "'scales' is empty" }
        if config.inputs.isEmpty && FileKind.of(SnapshotConfig.resolve(SnapshotConfig.fileName, root: root)) == nil {
            return "no \(SnapshotConfig.fileName) here or in a folder above, and none of Hints/, Forms/ or Layouts/ exists in '\(root)'"
        }
        if config.inputs.isEmpty {
            return "no inputs: 'inputs' in \(SnapshotConfig.fileName) is empty, or none of Hints/, Forms/ or Layouts/ exists under '\(root)'"
        }
        return "no forms in \(config.inputs.joined(separator: ", "))"
    }
}

/// A one-line progress bar on standard error, redrawn in place; silent when not a terminal.
final class ProgressLine: @unchecked Sendable {
    let enabled: Bool
    private let lock = NSLock()

    init(enabled: Bool) {
        self.enabled = enabled
    }

    func update(done: Int, total: Int, result: SnapshotResult) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        let width = 30
        let filled = total == 0 ? width : done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        StandardError.write("\r\(bar) \(done)/\(total) \(String(result.name.prefix(40)).escapingControlCharacters)\u{1B}[K")
    }

    func finish() {
        guard enabled else { return }
        StandardError.write("\r\u{1B}[K")
    }
}

extension SnapshotRunner.RecordPolicy: ExpressibleByArgument {}
