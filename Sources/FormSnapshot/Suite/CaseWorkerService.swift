import FormPipeline
import FormSupport

/// A case worker process's side of the suite (`formrender snapshot verify --case-worker`): it checks
/// the cases it is sent, with the settings sent beside them, one pipeline per session key, until the
/// suite closes its socket.
public enum CaseWorkerService {
    /// Serves the suite; returns when the suite has gone. Throws when the socket fails or a request
    /// cannot be read.
    public static func serve() throws {
        let endpoint = WorkerEndpoint()
        var served: (settings: CaseWorkerSettings, pipelines: CasePipelines)?
        try endpoint.start()
        while let request = try endpoint.receive(CaseRequest.self) {
            var pipelines: CasePipelines
            if let served, served.settings == request.settings {
                pipelines = served.pipelines
            } else {
                pipelines = CasePipelines(runner: request.settings.runner)
            }
            try endpoint.send(pipelines.check(request.snapshotCase))
            served = (request.settings, pipelines)
        }
    }
}

/// One worker's pipelines, one per session key, made when a case first needs it; and how a case is
/// checked with them. The suite's threads and its worker processes go through it alike.
struct CasePipelines {
    let runner: SnapshotRunner
    private var made: [SessionKey: SnapshotPipeline] = [:]

    init(runner: SnapshotRunner) {
        self.runner = runner
    }

    /// The case's result; the setup warnings are those of a session made for it (said once a worker).
    mutating func check(_ snapshotCase: SnapshotCase) -> CaseAnswer {
        var setupWarnings: [FormWarning] = []
        let pipeline: SnapshotPipeline
        if let existing = made[snapshotCase.sessionKey] {
            pipeline = existing
        } else {
            do {
                pipeline = SnapshotPipeline(session: try runner.makeSession(snapshotCase.sessionKey))
            } catch {
                let message = (error as? FormError)?.description ?? "\(error)"
                return CaseAnswer(result: SnapshotResult(name: snapshotCase.name, status: .error, messages: [message], source: snapshotCase.input),
                                  maskMatched: [], setupWarnings: [])
            }
            made[snapshotCase.sessionKey] = pipeline
            setupWarnings = pipeline.session.setupWarnings
        }
        let (result, matched) = runner.check(snapshotCase, pipeline: pipeline)
        return CaseAnswer(result: result, maskMatched: Array(matched), setupWarnings: setupWarnings)
    }
}
