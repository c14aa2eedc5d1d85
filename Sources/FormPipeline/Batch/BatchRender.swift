import FormSupport
import Foundation

/// `render --jobs N`: inputs are read and rendered on N workers, and reported in input order as soon
/// as every input before them is done. Worker 0 is this process's session; the others are processes of
/// their own when the command says how to start one (`WorkerLaunch`: no fonts or locks shared, so
/// every core renders), else sessions on threads of this process (a library's caller). Each input is
/// read and rendered by one worker alone, and output names are claimed in input order, so the files
/// and the messages are the same whatever the number of workers.
public final class BatchRender: @unchecked Sendable {
    private let jobs: Int
    private let processes: [ProcessWorker]

    /// Starts the worker processes at once, so that they make their sessions while this process makes
    /// its own: a worker's start is most of what a small batch waits for.
    /// - Parameters:
    ///   - inputs: how many files the batch has (no more workers than files are started).
    ///   - launch: how to start a worker process; nil: workers are threads of this process.
    public init(jobs: Int, inputs: Int, launch: WorkerLaunch? = nil) {
        self.jobs = max(1, jobs)
        let helpers = max(0, min(self.jobs, inputs) - 1)
        processes = launch.map { launch in (0..<helpers).compactMap { _ in try? ProcessWorker(launch) } } ?? []
    }

    /// Reads and renders `files` with `first` (the session the command made, its theme's warnings
    /// said already) and the other workers; `report` is called once per file, in the files' order,
    /// on whichever thread finished it.
    public func render(_ files: [String], first: RenderSession, report: @escaping (InputReport) -> Void) {
        guard !files.isEmpty else { return }
        let reports = OrderedReports(count: files.count, report: report)
        let ledger = ClaimLedger()
        let helpers = processes.isEmpty ? (1..<min(jobs, files.count)).map { _ in threadHelper(first) } : processes.map(processHelper)
        let group = DispatchGroup()
        for helper in helpers {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                guard let worker = helper.start() else { return }
                BatchRender.work(worker, files: files, reports: reports, ledger: ledger)
                worker.finish()
            }
            // The main thread's stack: a worker in this process lays out as deeply as the main one.
            thread.stackSize = 8 << 20
            thread.start()
        }
        BatchRender.work(SessionWorker(session: first), files: files, reports: reports, ledger: ledger)
        // Every input is taken: a process still starting would have nothing to do.
        helpers.forEach { $0.abandon() }
        group.wait()
    }

    /// Takes inputs until there are none left (or the worker can take no more): each is read, its
    /// names claimed in input order, then rendered or let go.
    private static func work(_ worker: BatchWorker, files: [String], reports: OrderedReports, ledger: ClaimLedger) {
        while worker.canContinue, let index = reports.next() {
            let read = worker.load(files[index], index: index)
            let refusal = ledger.claim(read.stems, for: files[index], at: index)
            if let error = read.error ?? refusal {
                worker.drop(index: index)
                reports.store(InputReport(input: files[index], warnings: read.warnings, error: error.description), at: index)
            } else {
                reports.store(worker.render(index: index), at: index)
            }
        }
    }

    /// A worker besides this process's session, made ready on its own thread.
    private struct Helper {
        /// The worker once it is ready; nil when it could not make its session.
        var start: () -> BatchWorker?
        /// Lets go of the worker if it is not ready yet.
        var abandon: () -> Void = {}
    }

    private func processHelper(_ process: ProcessWorker) -> Helper {
        Helper(start: { process.waitUntilReady() ? process : nil }, abandon: process.abandonIfNotReady)
    }

    /// A session sharing the first one's view files and images (read once a run).
    private func threadHelper(_ first: RenderSession) -> Helper {
        Helper(start: {
            var options = first.options
            options.viewFiles = first.viewFiles
            options.viewImages = first.viewImages
            return (try? RenderSession(options: options)).map(SessionWorker.init)
        })
    }
}

/// Hands out inputs one at a time and passes on their reports in input order.
private final class OrderedReports: @unchecked Sendable {
    private let lock = NSLock()
    private let queue: WorkQueue
    private var nextToReport = 0
    private var done: [InputReport?]
    private let report: (InputReport) -> Void

    init(count: Int, report: @escaping (InputReport) -> Void) {
        done = Array(repeating: nil, count: count)
        queue = WorkQueue(count: count)
        self.report = report
    }

    func next() -> Int? {
        queue.next()
    }

    func store(_ result: InputReport, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        done[index] = result
        // Reported under the lock, so that lines never interleave and keep their order.
        while nextToReport < done.count, let ready = done[nextToReport] {
            report(ready)
            done[nextToReport] = nil
            nextToReport += 1
        }
    }
}
