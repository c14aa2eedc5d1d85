import Foundation
@testable import FormSupport
import Expectations
import Testing
import TestSupport

/// Outputs are written whole, only as regular files, with errors that say what and why.
@Suite struct AtomicFileTests {
    func writeError(_ path: String) -> String? {
        do {
            try AtomicFile.write([1, 2, 3], to: path)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func writesAndReplacesARegularFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("a/b/out.png")
        try AtomicFile.write([1], to: path)
        try AtomicFile.write([2, 3], to: path)
        expectEqual(FileManager.default.contents(atPath: path), Data([2, 3]))
        try expectEqual(TemporaryDirectory.names(directory.path("a/b")), ["out.png"], "no temporary file is left")
    }

    @Test func aDeviceAFIFOOrADirectoryIsNeverReplaced() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        expectEqual(writeError("/dev/null"), "/dev/null: error: cannot write the file: the path is a character device; only regular files are written")
        expectEqual(FileKind.ofEntry("/dev/null"), .characterDevice)
        let fifo = directory.path("junit.xml")
        expectEqual(mkfifo(fifo, 0o644), 0)
        expectEqual(writeError(fifo), "\(fifo): error: cannot write the file: the path is a named pipe (FIFO); only regular files are written")
        expectEqual(FileKind.ofEntry(fifo), .fifo)
        let folder = directory.path("report")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        expectEqual(writeError(folder), "\(folder): error: cannot write the file: the path is a directory; only regular files are written")
        // A symbolic link to a device is refused too, not followed.
        try FileManager.default.createSymbolicLink(atPath: directory.path("link"), withDestinationPath: "/dev/null")
        expectEqual(writeError(directory.path("link"))?.contains("is a character device"), true)
    }

    @Test func aParentThatIsAFileIsNamed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("out", "I am a file")
        expectEqual(writeError(file + "/x.png"), "\(file): error: cannot create the output directory: '\(file)' is a regular file")
        expectEqual(writeError("/proc/formrender-test/x.png")?.hasPrefix("/proc/formrender-test: error: cannot create the output directory ("), true)
        expectEqual(writeError(""), ": error: cannot write a file here: the path names no file")
    }

    @Test func longNamesFitTheirTemporaryFileOrAreRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let longest = String(repeating: "é", count: 127) + "x" // 255 bytes
        try AtomicFile.write([1], to: directory.path(longest))
        expect(FileManager.default.fileExists(atPath: directory.path(longest)))
        let tooLong = longest + "y"
        expectEqual(writeError(directory.path(tooLong)), "\(directory.path(tooLong)): error: cannot write the file (its name is 256 bytes; file names are at most 255)")
        expect(TemporaryFiles.name(for: longest).utf8.count <= 255)
        expect(TemporaryFiles.name(for: longest).hasSuffix(".tmp"))
    }

    @Test func failuresNameTheReason() {
        expectEqual(AtomicFile.reason("cannot write the file", ENOSPC), "cannot write the file (the disk is full)")
        expectEqual(AtomicFile.reason("cannot write the file", EACCES), "cannot write the file (permission denied)")
        expectEqual(AtomicFile.reason("cannot write the file", EROFS), "cannot write the file (the file system is read-only)")
    }

    @Test func temporaryFilesOfDeadRunsAreRemovedAndLiveOnesKept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // A run killed with -9 left its temporary file; a process id that no process has.
        let deadPID = try require(Self.unusedProcessID())
        let stale = ".User-compact@2x.png.\(deadPID).1a2b3c.tmp"
        let live = ".User-compact@2x.png.1.1a2b3c.tmp" // pid 1 is alive
        let other = ".Other.png.\(deadPID).1a2b3c.tmp" // not this output's
        for name in [stale, live, other] { try directory.write(name, "half a PNG") }
        try AtomicFile.write([1], to: directory.path("User-compact@2x.png"))
        let names = try TemporaryDirectory.names(directory.path)
        expect(!names.contains(stale))
        expect(names.contains(live))
        expect(names.contains(other))
        expect(names.contains("User-compact@2x.png"))
    }

    static func unusedProcessID() -> pid_t? {
        for pid in stride(from: pid_t(4_000_000), to: 3_900_000, by: -1) where kill(pid, 0) != 0 && errno == ESRCH {
            return pid
        }
        return nil
    }
}

