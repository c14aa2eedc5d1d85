import Foundation

/// The room a process's memory cgroups leave (Linux): a limit minus what is in use, for the cgroup
/// `/proc/self/cgroup` names and each one above it, under cgroup v2 (`memory.max`,
/// `memory.current`) or v1's memory controller (`memory.limit_in_bytes`, `memory.usage_in_bytes`).
/// A CI runner's or a container's limit is one of these; a process past it is killed without a word.
enum CgroupMemory {
    static func rooms(cgroupFile: String = "/proc/self/cgroup", mount: String = "/sys/fs/cgroup") -> [Int] {
        guard let text = try? String(contentsOfFile: cgroupFile, encoding: .utf8) else { return [] }
        var rooms: [Int] = []
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, parts[2].hasPrefix("/") else { continue }
            let files: (root: String, limit: String, usage: String)
            if parts[0] == "0" && parts[1].isEmpty {
                files = (mount, "memory.max", "memory.current")
            } else if parts[1].split(separator: ",").contains("memory") {
                files = (mount + "/memory", "memory.limit_in_bytes", "memory.usage_in_bytes")
            } else {
                continue
            }
            // The cgroup and every one above it: a parent's limit binds its children.
            var path = String(parts[2])
            while true {
                let folder = files.root + (path == "/" ? "" : path)
                if let limit = number(folder + "/" + files.limit), let usage = number(folder + "/" + files.usage) {
                    rooms.append(max(0, limit - usage))
                }
                guard path != "/", !path.isEmpty else { break }
                path = (path as NSString).deletingLastPathComponent
            }
        }
        return rooms
    }

    /// A file's one number ("max", no limit, is nil).
    private static func number(_ path: String) -> Int? {
        (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
}
