import BoxTree
import FormLayout
import FormModel
import FormPipeline
import FormSupport
import FormRaster
import Foundation

/// Runs the snapshot suite: renders every case, compares it with its reference (bytes first, then
/// pixels within tolerance), explains failures with layout changes, and writes references only when
/// the mode allows it — never when `CI` is set.
public struct SnapshotRunner {
    public typealias Mode = SnapshotChecker.Mode
    public typealias RecordPolicy = SnapshotChecker.RecordPolicy

    public var config: SnapshotConfig
    public var mode: Mode
    public var policy: RecordPolicy = .none
    public var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
    public var shard: Shard?
    /// Only the cases whose names match (`snapshot verify 'Login*'`).
    public var patterns = CasePatterns()
    public var isCI = SnapshotChecker.environmentIsCI
    /// How to start a worker process (`snapshot verify --case-worker`); nil: workers are threads.
    public var launch: WorkerLaunch?
    /// Called after each case with (done, total), from worker threads.
    public var progress: (@Sendable (Int, Int, SnapshotResult) -> Void)?
    /// View-tree files and images, read once for the whole run whatever the number of workers.
    public let viewFiles = ViewFileLibrary()
    public let viewImages = ViewImageStore()

    public init(config: SnapshotConfig, mode: Mode) {
        self.config = config
        self.mode = mode
    }

    /// The run's report; inputs that could not be read are in it as cases in error.
    public func run() -> SnapshotReport {
        // A whole run's worker processes start now, while this one lists the cases (most of what a run
        // waits for before it checks any); a run that picks cases starts only as many as it needs, after.
        // As many as there are cores at first: more would only wait for them; a run with fewer cases
        // than workers has its extra ones ended before they start.
        let early = min(jobs, ProcessInfo.processInfo.activeProcessorCount) - 1
        var processes = patterns.isEmpty && shard == nil ? startProcesses(count: early) : nil
        // The themes and fonts are shared by many cases: a problem with them is said once.
        let themes = ([config.themeFile] + config.matrix.themes.map(\.file) + config.overrides.map(\.settings.themeFile))
            .filter { $0 != nil || config.themeFile == nil }.uniqued()
        for theme in themes {
            do {
                _ = try makeSession(SessionKey(theme: theme, textScale: nil))
            } catch {
                let message = (error as? FormError)?.description ?? "\(error)"
                return SnapshotReport(results: [SnapshotResult(name: theme ?? "setup", status: .error, messages: [message], source: theme)],
                                      shard: shard?.description)
            }
        }
        let list = config.cases(viewFiles: viewFiles, pageCount: pageCounter())
        let cases = (shard.map { shard in list.cases.filter(shard.contains) } ?? list.cases).filter { patterns.matches($0.name) }
        // An input that could not be read has no cases: its references are not orphans; nor are those
        // of cases a shard or a pattern leaves out.
        let orphans = shard == nil && patterns.isEmpty && list.errors.isEmpty
            ? SnapshotRunner.orphans(in: config.snapshotsDirectory, cases: list.cases) : []
        let needed = min(jobs, cases.count) - 1
        if let started = processes {
            processes = started.adding(needed - started.connections.count)
        } else {
            processes = startProcesses(count: needed)
        }
        let (results, setupWarnings, matched) = runCases(cases, processes: processes)
        var report = SnapshotReport(results: results, shard: shard?.description, orphans: orphans)
        report.results += patterns.unmatched(in: list.cases.map(\.name)).map { glob in
            SnapshotResult(name: glob.quotedForMessages, status: .error, messages: ["no case matches '\(glob.quotedForMessages)' (cases are named like \(list.cases.first?.name ?? "Form-compact@2x"))"])
        }
        report.results += list.errors.map {
            SnapshotResult(name: $0.location.file, status: .error, messages: [$0.description], source: $0.location.file)
        }
        var seen = Set<String>()
        // A pattern or a shard says only what the inputs it runs said (and inputs that failed to load).
        let inputsRun = Set(cases.map(\.input) + list.errors.map(\.location.file))
        let said = shard == nil && patterns.isEmpty ? list.warnings : list.warnings(for: inputsRun)
        report.warnings = (setupWarnings + said).map(\.description).filter { seen.insert($0).inserted }
        // Only a whole run can say a selector matches nothing.
        if shard == nil && patterns.isEmpty { report.warnings += unmatchedMaskWarnings(cases: cases, matched: matched) }
        return report
    }

    /// Renders and checks the cases on `jobs` workers. Results come back in case order whatever the
    /// workers. With `processes`, the workers besides this thread are processes of their own (no fonts
    /// or locks shared, so every core renders); without, threads of this process, each with its own
    /// pipelines and sessions (Cairo and Pango objects are not shared between threads).
    func runCases(_ cases: [SnapshotCase], processes: CaseProcesses? = nil) -> (results: [SnapshotResult], setupWarnings: [FormWarning], maskMatched: Set<SnapshotMask.Selector>) {
        let box = ResultBox(count: cases.count)
        let workers = max(1, min(jobs, cases.count))
        if let processes, !processes.connections.isEmpty {
            processes.check(cases, into: box, alongside: self, progress: progress)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                var pipelines = CasePipelines(runner: self)
                while let index = box.next() {
                    box.store(pipelines.check(cases[index]), at: index, progress: progress)
                }
            }
        }
        return (box.results.map { $0 ?? SnapshotResult(name: "?", status: .error) }, box.setupWarnings, box.maskMatched)
    }

    /// `count` worker processes, when the runner may start them; nil when it may not.
    private func startProcesses(count: Int) -> CaseProcesses? {
        launch.map { CaseProcesses(launch: $0, count: max(0, count)) }
    }

    /// A mask selector that matched no box in any case that ran is most likely misspelt.
    func unmatchedMaskWarnings(cases: [SnapshotCase], matched: Set<SnapshotMask.Selector>) -> [String] {
        let asked = cases.flatMap(\.mask.selectors).uniqued()
        return asked.filter { !matched.contains($0) }.map { selector in
            "⚠️ Warning: the mask '\(selector)' matches no box in any case checked (boxes are named by role and id as `formrender layout` prints them: field:<id>, label:<id>, role:counter, id:<id>; a view tree's ids inside an include start with the include's id, as in id:header.title)"
        }
    }

    /// Counts a form's printed pages with sessions of its own (one per theme: a theme's fonts can
    /// move page breaks), made only if the suite prints pages.
    public func pageCounter() -> SnapshotConfig.PageCounter? {
        guard !config.pages.isEmpty else { return nil }
        var sessions: [SessionKey: RenderSession] = [:]
        return { input, variant, page, key in
            let session: RenderSession
            if let made = sessions[key] {
                session = made
            } else {
                guard let made = try? makeSession(key) else { return 1 }
                sessions[key] = made
                session = made
            }
            var warnings = WarningLog()
            return try session.lay(input, variant: variant, on: .page(page), warnings: &warnings).pages.count
        }
    }

    func makeSession(_ key: SessionKey) throws -> RenderSession {
        var options = RenderOptions()
        options.hintsDirectories = config.hintsDirectories
        options.themeFile = key.theme
        options.textScale = key.textScale
        options.locale = key.locale
        options.appearance = key.appearance ?? .light
        options.fontsDirectory = config.fontsDirectory
        options.viewFiles = viewFiles
        options.viewImages = viewImages
        options.projectRoot = config.projectRoot
        return try RenderSession(options: options)
    }

    /// One case: render, then compare with the reference or record it; and which of its mask's
    /// selectors matched a box.
    func check(_ snapshot: SnapshotCase, pipeline: SnapshotPipeline) -> (SnapshotResult, Set<SnapshotMask.Selector>) {
        let clock = ContinuousClock()
        let start = clock.now
        var result = SnapshotResult(name: snapshot.name, status: .error)
        var matched = Set<SnapshotMask.Selector>()
        do {
            var checker = pipeline.checker(mode: mode, policy: policy, isCI: isCI, reportDirectory: config.reportDirectory)
            checker.showsRecorded = true
            checker.options = snapshot.comparison
            let checked = try pipeline.check(snapshot, with: checker, references: config.snapshotsDirectory)
            result = checked.result
            matched = checked.rendered.maskMatched
        } catch let error as FormError {
            result = SnapshotResult(name: snapshot.name, status: .error, messages: [error.description])
        } catch {
            result = SnapshotResult(name: snapshot.name, status: .error, messages: ["\(snapshot.input): error: \(error)"])
        }
        result.milliseconds = (clock.now - start).milliseconds
        result.source = snapshot.input
        return (result, matched)
    }

    /// `<name>-<width>@<scale>x.png` or `.layout.json`: only files named like a reference can be
    /// orphans, so a `snapshots` directory that holds other pictures never loses them to `prune`.
    static func isReferenceName(_ name: String) -> Bool {
        for suffix in [".layout.json", ".png"] where name.hasSuffix(suffix) {
            return referenceStem(name.dropLast(suffix.count))
        }
        return false
    }

    private static func referenceStem(_ stem: Substring) -> Bool {
        // …-<width>@<1|2|3>x, width a class name or points; or …-<page>-p<N>@<1|2|3>x, a printed page.
        guard stem.hasSuffix("x"), let at = stem.lastIndex(of: "@") else { return false }
        let scale = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard ["1", "2", "3"].contains(scale), let dash = stem[..<at].lastIndex(of: "-") else { return false }
        let width = stem[stem.index(after: dash)..<at]
        guard dash > stem.startIndex else { return false }
        let isPage = width.count > 1 && width.first == "p" && width.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
        return isPage || ["compact", "regular", "expanded"].contains(width)
            || (!width.isEmpty && width.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") })
    }

    /// References no case produces any more (`.png` and `.layout.json` files; a directory of such a
    /// name is never one, so `prune` cannot remove a tree).
    public static func orphans(in directory: String, cases: [SnapshotCase]) -> [String] {
        let expected = Set(cases.flatMap { ["\($0.name).png", "\($0.name).layout.json"] })
        let present = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return present.filter { name in
            guard isReferenceName(name) && !expected.contains(name) else { return false }
            let kind = FileKind.ofEntry((directory as NSString).appendingPathComponent(name))
            return kind == .regular || kind == .symbolicLink
        }.sorted()
    }
}

/// Where a case's reference image and layout live.
public struct ReferencePaths: Sendable {
    public var image: String
    public var layout: String

    public init(directory: String, name: String) {
        image = (directory as NSString).appendingPathComponent(name + ".png")
        layout = (directory as NSString).appendingPathComponent(name + ".layout.json")
    }

    /// The layout first, then the image sealed with it (`ReferenceSeal`): each file is replaced at
    /// once, and a record stopped between them leaves a pair that verify finds broken.
    public func write(png: [UInt8], layout json: String) throws {
        let sealed = try ReferenceSeal.sealed(png, layout: json)
        try AtomicFile.write(Array(json.utf8), to: layout)
        try AtomicFile.write(sealed, to: image)
    }
}

/// Hands cases to workers one at a time and collects their results in case order.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private let queue: WorkQueue
    private var done = 0
    private(set) var results: [SnapshotResult?]
    /// The themes' warnings, each once, from whichever worker read them first.
    private(set) var setupWarnings: [FormWarning] = []

    init(count: Int) {
        results = Array(repeating: nil, count: count)
        queue = WorkQueue(count: count)
    }

    private(set) var maskMatched = Set<SnapshotMask.Selector>()

    func addMaskMatched(_ selectors: Set<SnapshotMask.Selector>) {
        guard !selectors.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        maskMatched.formUnion(selectors)
    }

    func addSetupWarnings(_ warnings: [FormWarning]) {
        lock.lock()
        defer { lock.unlock() }
        for warning in warnings where !setupWarnings.contains(where: { $0.description == warning.description }) {
            setupWarnings.append(warning)
        }
    }

    func next() -> Int? {
        queue.next()
    }

    /// A worker's answer for case `index`: its result, its mask's matches, its session's warnings.
    func store(_ answer: CaseAnswer, at index: Int, progress: (@Sendable (Int, Int, SnapshotResult) -> Void)?) {
        addSetupWarnings(answer.setupWarnings)
        addMaskMatched(Set(answer.maskMatched))
        store(answer.result, at: index, progress: progress)
    }

    func store(_ result: SnapshotResult, at index: Int, progress: (@Sendable (Int, Int, SnapshotResult) -> Void)?) {
        lock.lock()
        results[index] = result
        done += 1
        let count = done
        lock.unlock()
        progress?(count, results.count, result)
    }
}
