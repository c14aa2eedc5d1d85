import FormModel
import FormPipeline
import FormSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waits for files under some directories to change: with inotify where the system has it (one watch
/// a directory, so an editor's save by rename is seen too), else by comparing every file's size and
/// modification time twice a second. Directories made later under a watched one are watched too.
/// Files under `ignoring` (the gallery's own output files) and editors' temporary files are not
/// changes. A watched folder that is replaced or made later is watched again within a second.
public final class FileWatcher {
    /// The most directories watched; a tree bigger than this is watched in part, with a warning.
    public static let maxDirectories = 4_096

    private let roots: [String]
    private let ignoring: [String]
    private var descriptor: Int32 = -1
    private var watchedDirectories: [Int32: String] = [:]
    private var stamps: [String: String] = [:]
    private var idleTurns = 0
    /// Said once: the tree was cut at `maxDirectories`.
    public private(set) var isPartial = false

    /// Kinds of file whose deletion is a change: forms, hints, themes, view trees, images.
    static let watchedExtensions: Set<String> = ["json", "hints", "png", "jpg", "jpeg", "gif", "webp"]

    /// True when inotify serves; false when polling.
    public var usesInotify: Bool { descriptor >= 0 }

    public init(directories: [String], ignoring: [String], forcePolling: Bool = false) {
        roots = Array(Set(directories.map(FileWatcher.absolute))).sorted()
        self.ignoring = ignoring.map(FileWatcher.absolute)
        #if canImport(Glibc)
        if !forcePolling {
            descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        }
        #endif
        if descriptor >= 0 {
            addWatches()
        } else {
            stamps = snapshot()
        }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The directories watched now.
    public var directories: [String] {
        descriptor >= 0 ? watchedDirectories.values.sorted() : directoriesUnder(roots)
    }

    /// Blocks until a file changes or `timeout` seconds pass; returns the paths that changed (empty on
    /// a timeout). A burst of changes (an editor writing a file and its backup) is gathered for 50 ms.
    public func wait(timeout: Double) -> [String] {
        if descriptor >= 0 { return waitInotify(timeout: timeout) }
        return waitPolling(timeout: timeout)
    }

    // MARK: inotify

    /// Watches every directory under the roots not watched yet; says which it added.
    @discardableResult
    private func addWatches() -> [String] {
        var added: [String] = []
        #if canImport(Glibc)
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)
        let watched = Set(watchedDirectories.values)
        for directory in directoriesUnder(roots) where !watched.contains(directory) {
            guard watchedDirectories.count < FileWatcher.maxDirectories else {
                isPartial = true
                break
            }
            let watch = inotify_add_watch(descriptor, directory, mask)
            if watch >= 0 {
                watchedDirectories[watch] = directory
                added.append(directory)
            }
        }
        #endif
        return added
    }

    private func waitInotify(timeout: Double) -> [String] {
        var changed = readEvents(waitingUpTo: timeout)
        guard !changed.isEmpty else {
            // Now and then, a root folder made (or made again) since: no watch saw it come, and its
            // files may have changed unseen. (A folder made inside a watched one is an event.)
            idleTurns += 1
            guard idleTurns * Int(max(0.05, timeout) * 1000) >= 1000 else { return [] }
            idleTurns = 0
            let watched = Set(watchedDirectories.values)
            guard roots.contains(where: { !watched.contains($0) && FileKind.of($0) == .directory }) else { return [] }
            return addWatches()
        }
        // Gather the rest of the burst.
        while true {
            let more = readEvents(waitingUpTo: 0.05)
            if more.isEmpty { break }
            changed += more
        }
        // A new directory is watched from now on.
        addWatches()
        // A file that came and went in the burst (an editor's or sed's temporary file) is no change; a
        // deleted input is.
        return Array(Set(changed)).filter { path in
            FileManager.default.fileExists(atPath: path) || FileWatcher.watchedExtensions.contains((path as NSString).pathExtension.lowercased())
        }.sorted()
    }

    private func readEvents(waitingUpTo timeout: Double) -> [String] {
        #if canImport(Glibc)
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, Int32(max(0, timeout) * 1000))
        guard ready > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        var changed: [String] = []
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let (watch, mask, length) = buffer.withUnsafeBytes { bytes -> (Int32, UInt32, Int) in
                let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                return (event.wd, event.mask, Int(event.len))
            }
            // The folder itself went (deleted, moved away): its watch no longer means its path.
            if mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0, let directory = watchedDirectories[watch] {
                if mask & UInt32(IN_IGNORED) == 0 { inotify_rm_watch(descriptor, watch) }
                watchedDirectories[watch] = nil
                changed.append(directory)
            }
            guard offset + header + length <= count else { break }
            let nameBytes = buffer[(offset + header)..<(offset + header + length)].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            offset += header + length
            guard let directory = watchedDirectories[watch], !name.isEmpty else { continue }
            let path = (directory as NSString).appendingPathComponent(name)
            if isChange(path) { changed.append(path) }
        }
        return changed
        #else
        return []
        #endif
    }

    // MARK: Polling

    private func waitPolling(timeout: Double) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let now = snapshot()
            let changed = Set(now.keys).union(stamps.keys).filter { now[$0] != stamps[$0] }
            stamps = now
            if !changed.isEmpty { return changed.sorted() }
            if Date() >= deadline { return [] }
            usleep(useconds_t(min(0.5, max(0.01, deadline.timeIntervalSinceNow)) * 1_000_000))
        }
    }

    private func snapshot() -> [String: String] {
        var stamps: [String: String] = [:]
        for directory in directoriesUnder(roots) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
                let path = (directory as NSString).appendingPathComponent(name)
                guard isChange(path), FileKind.of(path) == .regular,
                      let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                stamps[path] = "\(attributes[.size] as? Int ?? -1) \(modified)"
            }
        }
        return stamps
    }

    // MARK: What counts

    /// Not an ignored path (or under one), and not an editor's or FormRender's temporary file.
    private func isChange(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        if name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasPrefix("#") { return false }
        return !ignoring.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// The roots and every directory under them (not through symbolic links, not into ignored ones).
    private func directoriesUnder(_ roots: [String]) -> [String] {
        var found: [String] = []
        var seen = Set<String>()
        var queue = roots.filter { FileKind.of($0) == .directory }
        var next = 0
        while next < queue.count, found.count < FileWatcher.maxDirectories {
            let directory = queue[next]
            next += 1
            guard !seen.contains(directory), isChange(directory) || roots.contains(directory) else { continue }
            seen.insert(directory)
            found.append(directory)
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted() where !name.hasPrefix(".") {
                let path = (directory as NSString).appendingPathComponent(name)
                if FileKind.ofEntry(path) == .directory { queue.append(path) }
            }
        }
        if next < queue.count { isPartial = true }
        return found
    }

    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return URL(fileURLWithPath: full).standardizedFileURL.path
    }
}
