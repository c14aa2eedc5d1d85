import FormSupport

/// One worker of a batch. An input is read, then rendered or let go, by the same worker, so that what
/// reading made (its states) never has to travel: the batch claims the input's output names between
/// the two steps, in input order.
protocol BatchWorker: AnyObject {
    /// Reads input `index` and keeps it until `render` or `drop`; says what its files would be named.
    func load(_ file: String, index: Int) -> LoadSummary
    /// Renders the input kept as `index`, writing its files.
    func render(index: Int) -> InputReport
    /// Lets go of the input kept as `index` (it could not be read, or its names are taken).
    func drop(index: Int)
    /// False once the worker can take no more inputs (its process died).
    var canContinue: Bool { get }
    /// Called once the batch has no more inputs for it.
    func finish()
}

extension BatchWorker {
    var canContinue: Bool { true }
    func finish() {}
}

/// What reading an input said, as far as the batch needs it: its output stems, its warnings, its error.
struct LoadSummary: Codable, Sendable {
    struct Stem: Codable, Sendable {
        var name: String
        var variant: String?
    }

    var stems: [Stem]
    var warnings: [FormWarning]
    var error: FormError?

    init(_ loaded: LoadedInput) {
        stems = loaded.namedStates.map { Stem(name: $0.name, variant: $0.variant) }
        warnings = loaded.warnings
        error = loaded.error
    }

    init(error: FormError) {
        stems = []
        warnings = []
        self.error = error
    }
}

/// A worker in this process, with a session of its own (Cairo and Pango objects are never shared
/// between threads); it is used by one thread at a time.
final class SessionWorker: BatchWorker {
    private let session: RenderSession
    private var kept: [Int: LoadedInput] = [:]

    init(session: RenderSession) {
        self.session = session
    }

    func load(_ file: String, index: Int) -> LoadSummary {
        let loaded = session.load(file)
        kept[index] = loaded
        return LoadSummary(loaded)
    }

    func render(index: Int) -> InputReport {
        guard let loaded = kept.removeValue(forKey: index) else {
            return InputReport(input: "", error: "input \(index) was not read before it was rendered")
        }
        return session.render(loaded)
    }

    func drop(index: Int) {
        kept[index] = nil
    }
}
