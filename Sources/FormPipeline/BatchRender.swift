import FormSupport
import Foundation

/// `render --jobs N`: inputs are read, then rendered, on N workers, each with a session of its own
/// (Cairo and Pango objects are never shared between threads) kept from reading to rendering, and
/// reported in input order as soon as every input before them is done. Each file is laid out and
/// painted by one session alone, so the bytes are the same whatever the number of workers.
public final class BatchRender: @unchecked Sendable {
    private let first: RenderSession
    private let jobs: Int
    /// Worker 0 renders with `first`; the others' sessions are made when first needed.
    private var sessions: [Int: RenderSession] = [:]
    private let lock = NSLock()

    /// - Parameter first: the session the command made (its theme's warnings were said already).
    public init(first: RenderSession, jobs: Int) {
        self.first = first
        self.jobs = max(1, jobs)
    }

    /// Each file read (its states, or the error that stopped it), in the files' order.
    public func load(_ files: [String]) -> [LoadedInput] {
        let loaded = UnsafeMutableBufferPointer<LoadedInput?>.allocate(capacity: files.count)
        loaded.initialize(repeating: nil)
        defer { loaded.deallocate() }
        let queue = WorkQueue(count: files.count)
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, files.count))) { worker in
            let session = try? self.session(worker)
            while let index = queue.next() {
                // Each slot is written by one worker only.
                loaded[index] = session?.load(files[index])
                    ?? LoadedInput(input: files[index], states: nil, warnings: [], error: FormError("no render session", at: SourceLocation(file: files[index])))
            }
        }
        return loaded.map { $0 ?? LoadedInput(input: "", states: nil, warnings: []) }
    }

    /// Renders inputs already read; `report` is called once per input, in input order, on whichever
    /// thread finished it.
    public func render(_ inputs: [LoadedInput], report: @escaping (InputReport) -> Void) {
        let queue = OrderedReports(count: inputs.count, report: report)
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, inputs.count))) { worker in
            let session: RenderSession
            do {
                session = try self.session(worker)
            } catch {
                while let index = queue.next() {
                    queue.store(InputReport(input: inputs[index].input, error: first.describe(error, input: inputs[index].input)), at: index)
                }
                return
            }
            while let index = queue.next() {
                queue.store(session.render(inputs[index]), at: index)
            }
        }
    }

    /// A worker's session, sharing the first one's view files and images (read once a run).
    private func session(_ worker: Int) throws -> RenderSession {
        if worker == 0 { return first }
        lock.lock()
        defer { lock.unlock() }
        if let made = sessions[worker] { return made }
        var options = first.options
        options.viewFiles = first.viewFiles
        options.viewImages = first.viewImages
        let made = try RenderSession(options: options)
        sessions[worker] = made
        return made
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
