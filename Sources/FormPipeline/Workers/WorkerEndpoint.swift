import FormSupport
import Foundation

/// A worker process's side of its socket (its standard input): requests come in, answers go out, one
/// at a time; and while it serves one, the memory its images need is borrowed from the batch's budget.
public final class WorkerEndpoint: MemoryLender, @unchecked Sendable {
    private let channel: WorkerChannel
    /// Borrowing may come from any thread the request's work runs on; one message at a time.
    private let lock = NSLock()

    /// The socket the batch gave as standard input.
    public init() {
        channel = WorkerChannel(descriptor: 0)
    }

    /// Says the worker is ready, and borrows every image's memory from the batch from now on. A
    /// worker ends with the process that started it (SIGTERM to it alone): it must not go on writing
    /// files for a run that has stopped.
    public func start() throws {
        WorkerEndpoint.endWithParent()
        try channel.send(WorkerHello(ready: true))
        MemoryBudget.shared.lender = self
    }

    /// The next request; nil once the batch has closed the socket.
    public func receive<Request: Decodable>(_ type: Request.Type) throws -> Request? {
        try channel.receive(type)
    }

    public func send<Answer: Encodable>(_ answer: Answer) throws {
        try channel.send(answer)
    }

    public func borrow(_ bytes: Int) throws {
        lock.lock()
        defer { lock.unlock() }
        try channel.send(MemoryLoan(loan: .borrow, bytes: bytes))
        guard let answer = try channel.receive(MemoryLent.self) else {
            throw WorkerProcessError("the batch closed the worker's socket while the worker waited for memory")
        }
        guard answer.lent else { throw MemoryBudget.Shortage(bytes: bytes) }
    }

    public func giveBack(_ bytes: Int) {
        lock.lock()
        defer { lock.unlock() }
        // A batch that has gone needs nothing back.
        try? channel.send(MemoryLoan(loan: .giveBack, bytes: bytes))
    }

    /// Linux's `prctl(PR_SET_PDEATHSIG, SIGKILL)` (variadic in C, so found by name): killed when the
    /// parent ends; and ended now if the parent already has (this process was given to init).
    private static func endWithParent() {
        #if os(Linux)
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return }
        let prctl = unsafeBitCast(symbol, to: Prctl.self)
        let setParentDeathSignal: Int32 = 1
        _ = prctl(setParentDeathSignal, UInt(SIGKILL), 0, 0, 0)
        if getppid() == 1 { exit(1) }
        #endif
    }
}
