import FormPipeline
import FormSupport
import Foundation

/// The suite's worker processes (`CaseWorkerService` in each), beside the runner's own thread: each
/// takes the next case, is sent it whole and answers with its result. A process that stops fails the
/// case it had, named in the result, and takes no more; the others check the rest.
struct CaseProcesses {
    private(set) var connections: [WorkerConnection]

    let launch: WorkerLaunch

    /// Starts `count` processes at once: they start while this thread checks the first cases.
    init(launch: WorkerLaunch, count: Int) {
        self.launch = launch
        connections = (0..<max(0, count)).compactMap { _ in try? WorkerConnection(launch) }
    }

    /// These and `count` more (none when `count` is not positive: a process not needed is ended when
    /// the cases run out, before it starts).
    func adding(_ count: Int) -> CaseProcesses {
        var more = self
        more.connections += CaseProcesses(launch: launch, count: count).connections
        return more
    }

    func check(_ cases: [SnapshotCase], into box: ResultBox, alongside runner: SnapshotRunner,
               progress: (@Sendable (Int, Int, SnapshotResult) -> Void)?) {
        let settings = CaseWorkerSettings(runner)
        let group = DispatchGroup()
        for connection in connections {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                guard connection.waitUntilReady() else { return }
                while connection.stopped == nil, let index = box.next() {
                    let snapshotCase = cases[index]
                    if let answer = connection.ask(CaseRequest(snapshotCase: snapshotCase, settings: settings), answer: CaseAnswer.self) {
                        box.store(answer, at: index, progress: progress)
                    } else {
                        let message = "\(snapshotCase.input): error: the worker process checking \(snapshotCase.name) stopped (\(connection.stopped ?? "")); check it again, with --jobs 1 to find out more"
                        box.store(SnapshotResult(name: snapshotCase.name, status: .error, messages: [message], source: snapshotCase.input),
                                  at: index, progress: progress)
                    }
                }
                connection.finish()
            }
        }
        var pipelines = CasePipelines(runner: runner)
        while let index = box.next() {
            box.store(pipelines.check(cases[index]), at: index, progress: progress)
        }
        // Every case is taken: a process still starting would have nothing to do.
        connections.forEach { $0.abandonIfNotReady() }
        group.wait()
    }
}
