/// A worker process's first message: it is ready (its session made), and waits for requests.
struct WorkerHello: Codable {
    var ready: Bool
}
