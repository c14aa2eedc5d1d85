import Foundation

/// `render --jobs N`: inputs already read are rendered on N workers, each with a session of its own
/// (Cairo and Pango objects are never shared between threads), and reported in input order as soon as
/// every input before them is done. Each file is laid out and painted by one session alone, so the
/// bytes are the same whatever the number of workers.
public enum BatchRender {
    /// - Parameters:
    ///   - first: the session that read the inputs; the first worker renders with it.
    ///   - report: called once per input, in input order, on whichever thread finished it.
    public static func run(_ inputs: [LoadedInput], first: RenderSession, jobs: Int, report: @escaping (InputReport) -> Void) {
        let queue = OrderedReports(count: inputs.count, report: report)
        let workers = max(1, min(jobs, inputs.count))
        // Later workers read the same theme and fonts as the first: their warnings were said already.
        let shared = { () throws -> RenderSession in
            var options = first.options
            options.viewFiles = first.viewFiles
            options.viewImages = first.viewImages
            return try RenderSession(options: options)
        }
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let session: RenderSession
            do {
                session = worker == 0 ? first : try shared()
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
}

/// Hands out inputs one at a time and passes on their reports in input order.
private final class OrderedReports: @unchecked Sendable {
    private let lock = NSLock()
    private var cursor = 0
    private var nextToReport = 0
    private var done: [InputReport?]
    private let report: (InputReport) -> Void

    init(count: Int, report: @escaping (InputReport) -> Void) {
        done = Array(repeating: nil, count: count)
        self.report = report
    }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard cursor < done.count else { return nil }
        cursor += 1
        return cursor - 1
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
