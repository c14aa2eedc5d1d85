import FormSupport

/// A worker of a `render` batch that is another process (`WorkerConnection`). A process that dies
/// fails the input it had, and takes no more work; the batch's other workers finish the rest.
final class ProcessWorker: BatchWorker {
    private let connection: WorkerConnection
    /// The file of each input this process holds, to name it in an error.
    private var files: [Int: String] = [:]

    /// Starts the process; it is ready when `waitUntilReady` says so.
    init(_ launch: WorkerLaunch) throws {
        connection = try WorkerConnection(launch)
    }

    func waitUntilReady() -> Bool {
        connection.waitUntilReady()
    }

    func abandonIfNotReady() {
        connection.abandonIfNotReady()
    }

    var canContinue: Bool { connection.stopped == nil }

    func load(_ file: String, index: Int) -> LoadSummary {
        files[index] = file
        if let summary = connection.ask(WorkerRequest(step: .load, index: index, file: file), answer: LoadSummary.self) {
            return summary
        }
        return LoadSummary(error: stoppedError("reading", file: file))
    }

    func render(index: Int) -> InputReport {
        let file = files.removeValue(forKey: index) ?? ""
        if let report = connection.ask(WorkerRequest(step: .render, index: index), answer: InputReport.self) {
            return report
        }
        return InputReport(input: file, error: stoppedError("rendering", file: file).description)
    }

    /// What the batch says of an input whose worker stopped while `doing` it.
    private func stoppedError(_ doing: String, file: String) -> FormError {
        FormError("the worker process \(doing) this input stopped (\(connection.stopped ?? "")); render it again, with --jobs 1 to find out more",
                  at: SourceLocation(file: file))
    }

    func drop(index: Int) {
        files[index] = nil
        connection.tell(WorkerRequest(step: .drop, index: index))
    }

    /// Closes the socket, which ends the process, and waits for it.
    func finish() {
        connection.finish()
    }
}
