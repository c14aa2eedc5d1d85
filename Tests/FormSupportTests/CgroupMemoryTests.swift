import Foundation
@testable import FormSupport
import Expectations
import Testing

/// The room a process's memory cgroups leave, read as Linux lays them out: v2 (`0::/path`) or v1's
/// memory controller, for the cgroup and each one above it; "max" and other controllers are no limit.
@Suite struct CgroupMemoryTests {
    func tree(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "cgroups-\(UUID().uuidString)"
        for (path, text) in files {
            let file = root + "/" + path
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func version2ReadsTheCgroupAndEachAboveIt() throws {
        let root = try tree([
            "self": "0::/ci/job\n",
            "fs/ci/job/memory.max": "max\n", "fs/ci/job/memory.current": "100\n",
            "fs/ci/memory.max": "1000\n", "fs/ci/memory.current": "400\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        expectEqual(CgroupMemory.rooms(cgroupFile: root + "/self", mount: root + "/fs"), [600])
    }

    @Test func version1ReadsTheMemoryController() throws {
        let root = try tree([
            "self": "9:pids:/\n4:memory:/runner/abc\n1:cpu,cpuacct:/\n",
            "fs/memory/runner/abc/memory.limit_in_bytes": "1258291200\n", "fs/memory/runner/abc/memory.usage_in_bytes": "258291200\n",
            "fs/memory/memory.limit_in_bytes": "9223372036854771712\n", "fs/memory/memory.usage_in_bytes": "5000\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let rooms = CgroupMemory.rooms(cgroupFile: root + "/self", mount: root + "/fs")
        expectEqual(rooms.min(), 1_000_000_000)
        expectEqual(rooms.count, 2)
    }

    @Test func noCgroupFileIsNoLimit() {
        expectEqual(CgroupMemory.rooms(cgroupFile: "/nonexistent/cgroup", mount: "/nonexistent"), [])
    }
}
