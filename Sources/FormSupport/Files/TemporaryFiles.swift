import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files `AtomicFile` writes before renaming: `.<name>.<pid>.<random>.tmp`, kept within
/// the 255 bytes a file name may have, and removed when a run was killed before it could rename them.
enum TemporaryFiles {
    static func name(for target: String) -> String {
        let suffix = ".\(getpid()).\(String(UInt32.random(in: 0...UInt32.max), radix: 16)).tmp"
        return "." + prefix(of: target, leaving: suffix.utf8.count + 1) + suffix
    }

    /// The target's name cut (at a character boundary) so that the temporary name fits.
    static func prefix(of target: String, leaving reserved: Int) -> String {
        let budget = AtomicFile.maxNameBytes - reserved
        guard target.utf8.count > budget else { return target }
        var cut = ""
        for scalar in target.unicodeScalars {
            guard cut.utf8.count + String(scalar).utf8.count <= budget else { break }
            cut.unicodeScalars.append(scalar)
        }
        return cut
    }

    private static let lock = NSLock()
    /// Per directory, the temporary files that were there when this process first wrote into it.
    nonisolated(unsafe) private static var leftovers: [String: [String]] = [:]

    /// Removes `.<target>.<pid>.<random>.tmp` files whose process is gone (a run killed mid-write).
    /// The directory is listed once per process; files of live processes are left alone.
    static func removeStale(for target: String, in directory: String) {
        lock.lock()
        defer { lock.unlock() }
        if leftovers[directory] == nil {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            leftovers[directory] = names.filter { $0.hasPrefix(".") && $0.hasSuffix(".tmp") }
        }
        guard let candidates = leftovers[directory], !candidates.isEmpty else { return }
        let own = "." + prefix(of: target, leaving: 0)
        var remaining: [String] = []
        for candidate in candidates {
            guard let pid = ownerProcess(of: candidate, targetPrefix: own), pid != getpid() else {
                remaining.append(candidate)
                continue
            }
            if kill(pid, 0) != 0 && errno == ESRCH {
                unlink((directory as NSString).appendingPathComponent(candidate))
            } else {
                remaining.append(candidate)
            }
        }
        leftovers[directory] = remaining
    }

    /// The process id in `.<target>.<pid>.<hex>.tmp`, when the name has that shape for this target.
    static func ownerProcess(of candidate: String, targetPrefix: String) -> pid_t? {
        let parts = candidate.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 4, let pid = pid_t(parts[parts.count - 2]), pid > 0,
              parts[parts.count - 1].allSatisfy(\.isHexDigit) else { return nil }
        let stem = "." + parts.dropFirst().dropLast(2).joined(separator: ".")
        // The temporary name may have cut the target's name short.
        guard stem == targetPrefix || (targetPrefix.hasPrefix(stem) && stem.utf8.count >= 200) else { return nil }
        return pid
    }
}
