import Foundation

/// The worker process's side of a batch (`formrender render --batch-worker`): its standard input is a
/// socket to the batch; it reads, renders and lets go of inputs as asked, until the batch closes it.
public enum WorkerService {
    /// Serves requests with `session`; returns when the batch has gone. Throws when the socket fails
    /// or a request cannot be read.
    public static func serve(_ session: RenderSession) throws {
        let endpoint = WorkerEndpoint()
        let worker = SessionWorker(session: session)
        try endpoint.start()
        while let request = try endpoint.receive(WorkerRequest.self) {
            switch request.step {
            case .load:
                try endpoint.send(worker.load(request.file ?? "", index: request.index))
            case .render:
                try endpoint.send(worker.render(index: request.index))
            case .drop:
                worker.drop(index: request.index)
            }
        }
    }
}
