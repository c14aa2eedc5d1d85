import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Memory for the largest buffers (an image, its filtered rows and its encoding), asked for before
/// they are made. Swift stops the process when an allocation fails; so a drawing that cannot have
/// its memory is an error that says so, and drawings on several threads never ask for more together
/// than there is: a reservation that does not fit beside the others waits for them to finish, and
/// fails only when it cannot fit alone.
public final class MemoryBudget: @unchecked Sendable {
    public static let shared = MemoryBudget(fits: MemoryBudget.roomFits, mappable: MemoryBudget.mappable)

    private let condition = NSCondition()
    /// Held by every reservation: this process's and what its worker processes borrowed.
    private var reserved = 0
    /// Held by this process's own reservations (its address space).
    private var own = 0
    private let fits: @Sendable (Int) -> Bool
    private let mappable: @Sendable (Int) -> Bool

    /// - Parameters:
    ///   - fits: whether everything held together (this process's and its workers') can be had now:
    ///     the memory the machine and its cgroup have.
    ///   - mappable: whether this process's own reservations fit its address space (`ulimit -v`);
    ///     a worker's borrowing lives in the worker's.
    public init(fits: @escaping @Sendable (Int) -> Bool, mappable: @escaping @Sendable (Int) -> Bool = { _ in true }) {
        self.fits = fits
        self.mappable = mappable
    }

    public struct Shortage: Error, Equatable {
        public var bytes: Int

        public init(bytes: Int) {
            self.bytes = bytes
        }
    }

    /// Where a worker process borrows its reservations from: the batch's process, which holds the one
    /// budget of all its workers, so that `--jobs` never multiplies the memory asked for. Set once, in
    /// a worker process, before anything is drawn.
    public var lender: MemoryLender? {
        get { condition.withLock { lenderSlot } }
        set { condition.withLock { lenderSlot = newValue } }
    }
    private var lenderSlot: MemoryLender?

    /// The least a worker process borrows: a smaller image costs less than the worker's own fonts and
    /// session, which no budget counts either, and a round trip to the batch for each would cost more
    /// than the image (an A4 page at 2× is 20 MB).
    public static let smallestLoan = 32 << 20

    /// Runs `body` with `bytes` held: waits while the other reservations leave too little; throws
    /// `Shortage` when even alone there is too little. In a worker process the bytes are borrowed
    /// from the batch's budget too (from `smallestLoan` up), after this process's own address space
    /// has said they fit.
    public func withReservation<T>(_ bytes: Int, _ body: () throws -> T) throws -> T {
        let held = try hold(bytes)
        defer { held.release() }
        return try body()
    }

    /// `bytes` held until the hold is released (or let go): for memory that outlives the call that
    /// asked for it (an image encoded on another thread). Waits and throws as `withReservation` does.
    public func hold(_ bytes: Int) throws -> MemoryHold {
        try reserve(bytes)
        guard let lender, bytes >= MemoryBudget.smallestLoan else {
            return MemoryHold { self.release(bytes) }
        }
        do {
            try lender.borrow(bytes)
        } catch {
            release(bytes)
            throw error
        }
        return MemoryHold {
            lender.giveBack(bytes)
            self.release(bytes)
        }
    }

    /// Holds `bytes` until `release`: waits while the other reservations leave too little; throws
    /// `Shortage` when even alone there is too little. A worker process's borrowing (`forWorker`) is
    /// held by the batch with this, on the thread that speaks with that worker: it counts against the
    /// memory every process shares, not against this process's address space.
    public func reserve(_ bytes: Int, forWorker: Bool = false) throws {
        condition.lock()
        defer { condition.unlock() }
        while true {
            let roomy = fits(bytes + reserved)
            let mapped = forWorker || mappable(bytes + own)
            if roomy && mapped { break }
            // Waiting helps only when what is in the way can be given back.
            guard (mapped || own > 0) && reserved > 0 else { throw Shortage(bytes: bytes) }
            condition.wait()
        }
        reserved += bytes
        if !forWorker { own += bytes }
    }

    /// What is held now, by every reservation together.
    public var reservedBytes: Int {
        condition.withLock { reserved }
    }

    /// Gives back what `reserve` held.
    public func release(_ bytes: Int, forWorker: Bool = false) {
        condition.lock()
        reserved -= bytes
        if !forWorker { own -= bytes }
        condition.broadcast()
        condition.unlock()
    }

    /// The memory every process shares: no more than the memory available and a cgroup's room.
    @Sendable static func roomFits(_ bytes: Int) -> Bool {
        MemoryBudget.systemRoom().map { bytes <= $0 } ?? true
    }

    /// This process's address space: that much can be mapped now (what a limit, `ulimit -v`, decides).
    /// A mapping, not `malloc`: an optimiser may take a `malloc` that is only freed as succeeding
    /// without calling it.
    @Sendable static func mappable(_ bytes: Int) -> Bool {
        let probe = mmap(nil, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
        guard let probe, probe != MAP_FAILED else { return false }
        munmap(probe, bytes)
        return true
    }

    /// The memory the system says can still be had, when it says: /proc's MemAvailable, and the room
    /// of this process's cgroup and of each cgroup above it (v2, or v1's memory controller), the least.
    static func systemRoom() -> Int? {
        var rooms: [Int] = []
        if let meminfo = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8),
           let line = meminfo.split(separator: "\n").first(where: { $0.hasPrefix("MemAvailable:") }),
           let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) {
            rooms.append(kilobytes * 1024)
        }
        rooms += CgroupMemory.rooms()
        return rooms.min()
    }

    /// "2.0 GiB", "740 MiB": a size as a message says it.
    public static func describe(_ bytes: Int) -> String {
        bytes >= 1 << 30 ? String(format: "%.1f GiB", Double(bytes) / Double(1 << 30)) : "\(max(1, bytes >> 20)) MiB"
    }

    /// What a shortage's message adds about this process's limit: "; this process may have 2.9 GiB
    /// (ulimit -v)", or nothing when no limit is set.
    public static var limitNote: String {
        addressSpaceLimit.map { "; this process may have \(describe($0)) (ulimit -v)" } ?? ""
    }

    /// The address-space limit (`ulimit -v`), when one is set.
    public static var addressSpaceLimit: Int? {
        var limit = rlimit()
        // RLIM_INFINITY is all ones.
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return Int(clamping: limit.rlim_cur)
    }
}

/// The budget a worker process borrows from (the batch's, over the worker's socket).
public protocol MemoryLender: AnyObject, Sendable {
    /// Waits until `bytes` can be had beside what the batch's other workers hold; throws
    /// `MemoryBudget.Shortage` when they cannot be had even alone.
    func borrow(_ bytes: Int) throws
    func giveBack(_ bytes: Int)
}

/// Memory held in a `MemoryBudget` until `release` (once, from any thread), or until the hold goes.
public final class MemoryHold: @unchecked Sendable {
    private let lock = NSLock()
    private var giveBack: (() -> Void)?

    init(giveBack: @escaping () -> Void) {
        self.giveBack = giveBack
    }

    /// Holds nothing (an image too large to be made is refused before its memory is asked for).
    public static var nothing: MemoryHold { MemoryHold {} }

    public func release() {
        lock.lock()
        let giving = giveBack
        giveBack = nil
        lock.unlock()
        giving?()
    }

    deinit {
        release()
    }
}
