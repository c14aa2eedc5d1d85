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
    public static let shared = MemoryBudget(fits: MemoryBudget.systemFits)

    private let condition = NSCondition()
    private var reserved = 0
    private let fits: @Sendable (Int) -> Bool

    /// - Parameter fits: whether that many more bytes can be had now.
    public init(fits: @escaping @Sendable (Int) -> Bool) {
        self.fits = fits
    }

    public struct Shortage: Error, Equatable {
        public var bytes: Int

        public init(bytes: Int) {
            self.bytes = bytes
        }
    }

    /// Runs `body` with `bytes` held: waits while the other reservations leave too little; throws
    /// `Shortage` when even alone there is too little.
    public func withReservation<T>(_ bytes: Int, _ body: () throws -> T) throws -> T {
        condition.lock()
        while !fits(bytes + reserved) {
            guard reserved > 0 else {
                condition.unlock()
                throw Shortage(bytes: bytes)
            }
            condition.wait()
        }
        reserved += bytes
        condition.unlock()
        defer {
            condition.lock()
            reserved -= bytes
            condition.broadcast()
            condition.unlock()
        }
        return try body()
    }

    /// The system's answer: no more than the memory available (and a cgroup's room, on Linux), and
    /// address space of that size can be mapped now (what a limit, `ulimit -v`, decides). A mapping,
    /// not `malloc`: an optimiser may take a `malloc` that is only freed as succeeding without calling it.
    @Sendable static func systemFits(_ bytes: Int) -> Bool {
        if let room = MemoryBudget.systemRoom(), bytes > room { return false }
        let probe = mmap(nil, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
        guard let probe, probe != MAP_FAILED else { return false }
        munmap(probe, bytes)
        return true
    }

    /// The memory the system says can still be had, when it says: /proc's MemAvailable and a cgroup
    /// v2 limit's room, the smaller.
    static func systemRoom() -> Int? {
        var rooms: [Int] = []
        if let meminfo = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8),
           let line = meminfo.split(separator: "\n").first(where: { $0.hasPrefix("MemAvailable:") }),
           let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) {
            rooms.append(kilobytes * 1024)
        }
        func number(_ path: String) -> Int? {
            (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        if let limit = number("/sys/fs/cgroup/memory.max"), let used = number("/sys/fs/cgroup/memory.current") {
            rooms.append(max(0, limit - used))
        }
        return rooms.min()
    }

    /// "2.0 GiB", "740 MiB": a size as a message says it.
    public static func describe(_ bytes: Int) -> String {
        bytes >= 1 << 30 ? String(format: "%.1f GiB", Double(bytes) / Double(1 << 30)) : "\(max(1, bytes >> 20)) MiB"
    }

    /// The address-space limit (`ulimit -v`), when one is set.
    public static var addressSpaceLimit: Int? {
        var limit = rlimit()
        // RLIM_INFINITY is all ones.
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return Int(clamping: limit.rlim_cur)
    }
}
