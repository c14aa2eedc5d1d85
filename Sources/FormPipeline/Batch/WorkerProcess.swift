import FormSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How to start a worker process: this program, with the arguments that make it serve a batch
/// (`formrender render --batch-worker` with the command's own options, so the worker renders exactly
/// as this process does).
public struct WorkerLaunch: Sendable {
    public var executable: String
    /// The whole argument vector, its first element included.
    public var arguments: [String]

    public init(executable: String, arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }
}

/// A worker that is another process: requests go over a socket, answers come back. Processes share
/// no fonts and no locks, so each core renders on its own. A process that dies fails the input it
/// had, and takes no more work; the batch's other workers finish the rest.
final class ProcessWorker: BatchWorker {
    private let channel: WorkerChannel
    private let pid: pid_t
    /// How the process ended, once it has (it died, broke the protocol, or was let go).
    private var stopped: String?
    /// The file of each input this process holds, to name it in an error.
    private var files: [Int: String] = [:]

    /// Starts the process; it is ready when `waitUntilReady` says so.
    init(_ launch: WorkerLaunch) throws {
        let (mine, theirs) = try WorkerChannel.pair()
        defer { close(theirs) }
        channel = WorkerChannel(descriptor: mine)
        pid = try ProcessWorker.spawn(launch, socket: theirs)
    }

    /// A process the batch never used (this process could not make its session) is ended here.
    deinit {
        abandonIfNotReady()
        stop(nil)
    }

    /// Whether the process has said it is ready, or was let go before it did.
    private let readiness = NSLock()
    private var ready = false
    private var abandoned = false

    /// Waits for the process's first message: false when it could not make its session, or was
    /// abandoned first.
    func waitUntilReady() -> Bool {
        let hello = (try? channel.receive(WorkerHello.self)) ?? nil
        readiness.lock()
        let started = hello?.ready == true && !abandoned
        if started { ready = true } else { abandoned = true }
        readiness.unlock()
        if !started { stop(nil) }
        return started
    }

    /// Ends the process if it has not said it is ready: the batch's inputs are all taken, and
    /// waiting for it to start would only make the batch slower. (It is killed before it is waited
    /// for, never after, so its process id cannot have gone to another process.)
    func abandonIfNotReady() {
        readiness.lock()
        defer { readiness.unlock() }
        guard !ready, !abandoned else { return }
        abandoned = true
        kill(pid, SIGKILL)
    }

    var canContinue: Bool { stopped == nil }

    func load(_ file: String, index: Int) -> LoadSummary {
        files[index] = file
        if let summary = ask(WorkerRequest(step: .load, index: index, file: file), answer: LoadSummary.self) {
            return summary
        }
        return LoadSummary(error: stoppedError("reading", file: file))
    }

    func render(index: Int) -> InputReport {
        let file = files.removeValue(forKey: index) ?? ""
        if let report = ask(WorkerRequest(step: .render, index: index), answer: InputReport.self) {
            return report
        }
        return InputReport(input: file, error: stoppedError("rendering", file: file).description)
    }

    /// What the batch says of an input whose worker stopped while `doing` it.
    private func stoppedError(_ doing: String, file: String) -> FormError {
        FormError("the worker process \(doing) this input stopped (\(stopped ?? "")); render it again, with --jobs 1 to find out more",
                  at: SourceLocation(file: file))
    }

    func drop(index: Int) {
        files[index] = nil
        guard stopped == nil else { return }
        do {
            try channel.send(WorkerRequest(step: .drop, index: index))
        } catch {
            stop("\(error)")
        }
    }

    /// Closes the socket, which ends the process, and waits for it.
    func finish() {
        stop(nil)
    }

    private func ask<Answer: Decodable>(_ request: WorkerRequest, answer: Answer.Type) -> Answer? {
        guard stopped == nil else { return nil }
        do {
            try channel.send(request)
            if let answer = try channel.receive(Answer.self) { return answer }
            stop(nil)
        } catch {
            stop("\(error)")
        }
        return nil
    }

    /// Closes the socket, which ends the process (killed when it broke the protocol), waits for it,
    /// and keeps how it ended.
    private func stop(_ broken: String?) {
        guard stopped == nil else { return }
        channel.close()
        if broken != nil { kill(pid, SIGKILL) }
        let ending = ProcessWorker.ending(of: pid)
        stopped = broken ?? ending
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
        _ = ProcessWorker.closeFrom?(&actions, 3)
        #endif
        let arguments = launch.arguments.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid: pid_t = 0
        let failed = posix_spawn(&pid, launch.executable, &actions, nil, arguments, environ)
        guard failed == 0 else { throw WorkerProcessError("cannot start a worker process: \(String(cString: strerror(failed)))") }
        return pid
    }
}
