/// What a batch asks of a worker process, one message a line (`WorkerChannel`).
struct WorkerRequest: Codable {
    enum Step: String, Codable {
        /// Read `file` and keep it as `index`; the answer is a `LoadSummary`.
        case load
        /// Render what was kept as `index`; the answer is an `InputReport`.
        case render
        /// Let go of what was kept as `index`; no answer.
        case drop
    }

    var step: Step
    var index: Int
    var file: String?
}
