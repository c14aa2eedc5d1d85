import FormSupport

/// What the suite asks of a case worker process: check this case (render it, compare it with its
/// reference, record it as the run's mode allows) with these settings. The case and the settings
/// travel whole, so the worker reads neither the suite's inputs nor `formrender.json` again (which
/// may have changed since the suite read it).
struct CaseRequest: Codable {
    var snapshotCase: SnapshotCase
    var settings: CaseWorkerSettings
}

/// What of the run a worker checks cases with: where the fonts, hints, references and report are,
/// the project they must be in, and what it may write.
struct CaseWorkerSettings: Codable, Equatable {
    var hintsDirectories: [String]
    var fontsDirectory: String?
    var projectRoot: String
    var snapshotsDirectory: String
    var reportDirectory: String
    var mode: SnapshotChecker.Mode
    var policy: SnapshotChecker.RecordPolicy
    var isCI: Bool

    init(_ runner: SnapshotRunner) {
        hintsDirectories = runner.config.hintsDirectories
        fontsDirectory = runner.config.fontsDirectory
        projectRoot = runner.config.projectRoot
        snapshotsDirectory = runner.config.snapshotsDirectory
        reportDirectory = runner.config.reportDirectory
        mode = runner.mode
        policy = runner.policy
        isCI = runner.isCI
    }

    /// A runner that checks cases as the suite's does.
    var runner: SnapshotRunner {
        var config = SnapshotConfig(root: projectRoot)
        config.hintsDirectories = hintsDirectories
        config.fontsDirectory = fontsDirectory
        config.snapshotsDirectory = snapshotsDirectory
        config.reportDirectory = reportDirectory
        var runner = SnapshotRunner(config: config, mode: mode)
        runner.policy = policy
        runner.isCI = isCI
        return runner
    }
}

/// A case worker's answer: the case's result, the mask selectors that matched a box, and the
/// warnings of the session it was checked with, the first time the worker made that session.
struct CaseAnswer: Codable {
    var result: SnapshotResult
    var maskMatched: [SnapshotMask.Selector]
    var setupWarnings: [FormWarning]
}
