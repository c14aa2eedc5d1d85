import FormSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How to start a worker process: this program, with the arguments that make it serve (`formrender
/// render --batch-worker`, `formrender snapshot verify --case-worker`, with the command's own options,
/// so the worker renders exactly as this process does).
public struct WorkerLaunch: Sendable {
    public var executable: String
    /// The whole argument vector, its first element included.
    public var arguments: [String]

    public init(executable: String, arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }

    /// This program with `arguments` (its first element included): nil where the program cannot be
    /// found (workers are threads then).
    public static func thisProgram(_ arguments: [String]) -> WorkerLaunch? {
        if FileManager.default.fileExists(atPath: "/proc/self/exe") {
            return WorkerLaunch(executable: "/proc/self/exe", arguments: arguments)
        }
        return Bundle.main.executablePath.map { WorkerLaunch(executable: $0, arguments: arguments) }
    }
}

/// The batch's side of a worker process: requests go over a socket, answers come back, and the memory
/// the worker borrows while it works (`MemoryLoan`) is held in this process's `MemoryBudget`, which
/// every worker shares. Processes share no fonts and no locks, so each core renders on its own. A
/// process that dies is seen as stopped; what it had borrowed is given back.
public final class WorkerConnection {
    private let channel: WorkerChannel
    private let pid: pid_t
    private let budget: MemoryBudget
    /// What the worker holds of `budget` now.
    private var borrowed = 0
    /// How the process ended, once it has (it died, broke the protocol, or was let go).
    public private(set) var stopped: String?

    /// Starts the process; it is ready when `waitUntilReady` says so.
    public init(_ launch: WorkerLaunch, budget: MemoryBudget = .shared) throws {
        let (mine, theirs) = try WorkerChannel.pair()
        defer { close(theirs) }
        channel = WorkerChannel(descriptor: mine)
        self.budget = budget
        pid = try WorkerConnection.spawn(launch, socket: theirs)
    }

    /// A process never used (this process could not make its own session) is ended here.
    deinit {
        abandonIfNotReady()
        stop(nil)
    }

    /// Whether the process has said it is ready, or was let go before it did.
    private let readiness = NSLock()
    private var ready = false
    private var abandoned = false

    /// Waits for the process's first message: false when it could not start serving, or was
    /// abandoned first.
    public func waitUntilReady() -> Bool {
        let hello = (try? channel.receive(WorkerHello.self)) ?? nil
        readiness.lock()
        let started = hello?.ready == true && !abandoned
        if started { ready = true } else { abandoned = true }
        readiness.unlock()
        if !started { stop(nil) }
        return started
    }

    /// Ends the process if it has not said it is ready: there is no work left for it, and waiting for
    /// it to start would only make the run slower. (It is killed before it is waited for, never after,
    /// so its process id cannot have gone to another process.)
    public func abandonIfNotReady() {
        readiness.lock()
        defer { readiness.unlock() }
        guard !ready, !abandoned else { return }
        abandoned = true
        kill(pid, SIGKILL)
    }

    /// Sends `request` and waits for its answer, lending memory as the worker asks meanwhile; nil when
    /// the process has stopped (`stopped` says how).
    public func ask<Answer: Decodable>(_ request: some Encodable, answer: Answer.Type) -> Answer? {
        guard stopped == nil else { return nil }
        do {
            try channel.send(request)
            while let line = try channel.receiveLine() {
                if let loan = try? WorkerChannel.decode(MemoryLoan.self, from: line) {
                    try lend(loan)
                    continue
                }
                return try WorkerChannel.decode(Answer.self, from: line)
            }
            stop(nil)
        } catch {
            stop("\(error)")
        }
        return nil
    }

    /// Sends a request that has no answer.
    public func tell(_ request: some Encodable) {
        guard stopped == nil else { return }
        do {
            try channel.send(request)
        } catch {
            stop("\(error)")
        }
    }

    /// Closes the socket, which ends the process, and waits for it.
    public func finish() {
        stop(nil)
    }

    private func lend(_ loan: MemoryLoan) throws {
        guard loan.bytes > 0 else { throw WorkerProcessError("it asked for \(loan.bytes) bytes of memory") }
        switch loan.loan {
        case .borrow:
            let lent: Bool
            do {
                try budget.reserve(loan.bytes, forWorker: true)
                borrowed += loan.bytes
                lent = true
            } catch {
                lent = false
            }
            try channel.send(MemoryLent(lent: lent))
        case .giveBack:
            let bytes = min(loan.bytes, borrowed)
            budget.release(bytes, forWorker: true)
            borrowed -= bytes
        }
    }

    /// Closes the socket, which ends the process (killed when it broke the protocol), waits for it,
    /// keeps how it ended, and gives back what it had borrowed.
    private func stop(_ broken: String?) {
        guard stopped == nil else { return }
        channel.close()
        if broken != nil { kill(pid, SIGKILL) }
        let ending = WorkerConnection.ending(of: pid)
        stopped = broken ?? ending
        if borrowed > 0 {
            budget.release(borrowed, forWorker: true)
            borrowed = 0
        }
    }

    /// Waits for the process to end, and says how it did.
    private static func ending(of pid: pid_t) -> String {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return "its end could not be seen" }
        }
        let signal = status & 0x7f
        if signal != 0 { return "killed by signal \(signal)" }
        return "it exited with status \((status >> 8) & 0xff)"
    }

    #if canImport(Glibc)
    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later; Swift's Glibc module does
    /// not declare it).
    private static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()
    #endif

    private static func spawn(_ launch: WorkerLaunch, socket: Int32) throws -> pid_t {
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The socket is the worker's standard input; its standard output is this process's standard
        // error, so that nothing it prints can be taken for a message.
        posix_spawn_file_actions_adddup2(&actions, socket, 0)
        posix_spawn_file_actions_adddup2(&actions, 2, 1)
        // Nothing else of this process's: a worker holding another's pipe would keep it from ending.
        #if canImport(Glibc)
        _ = WorkerConnection.closeFrom?(&actions, 3)
        #endif
        let arguments = launch.arguments.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid: pid_t = 0
        let failed = posix_spawn(&pid, launch.executable, &actions, nil, arguments, environ)
        guard failed == 0 else { throw WorkerProcessError("cannot start a worker process: \(String(cString: strerror(failed)))") }
        return pid
    }
}
