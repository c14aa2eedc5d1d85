import Foundation

/// The worker process's side of a batch (`formrender render --batch-worker`): its standard input is a
/// socket to the batch; it reads, renders and lets go of inputs as asked, until the batch closes it.
public enum WorkerService {
    /// Serves requests with `session`; returns when the batch has gone. Throws when the socket fails
    /// or a request cannot be read.
    public static func serve(_ session: RenderSession) throws {
        let channel = WorkerChannel(descriptor: 0)
        let worker = SessionWorker(session: session)
        try channel.send(WorkerHello(ready: true))
        while let request = try channel.receive(WorkerRequest.self) {
            switch request.step {
            case .load:
                try channel.send(worker.load(request.file ?? "", index: request.index))
            case .render:
                try channel.send(worker.render(index: request.index))
            case .drop:
                worker.drop(index: request.index)
            }
        }
    }
}
