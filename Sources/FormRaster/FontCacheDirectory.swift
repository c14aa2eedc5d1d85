import FormSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where fontconfig may keep its cache of the bundled fonts: the user's own cache directory
/// (`$XDG_CACHE_HOME/formrender/fontconfig`, else `~/.cache/formrender/fontconfig`), created private
/// (0700) and used only when it is a real directory of this user that no one else can write — never
/// a fixed name in a shared /tmp, where another user could plant a symbolic link. Failing that, a
/// fresh private directory of this process's own.
enum FontCacheDirectory {
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        var base: String?
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = (home as NSString).appendingPathComponent(".cache")
        }
        if let base {
            let directory = ((base as NSString).appendingPathComponent("formrender") as NSString).appendingPathComponent("fontconfig")
            if makePrivate(directory) { return directory }
        }
        return temporary()
    }

    /// Where fontconfig keeps its cache of `fontsDirectory` as its files are now: a subdirectory of
    /// `locate()` named for their names, identities, sizes and times. fontconfig trusts a cache while
    /// the directory's own time stands, and a font replaced in place (copied over) leaves that time
    /// alone: the old cache would then give the old font's characters to the coverage check.
    static func forFonts(in fontsDirectory: String, files: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base = locate(environment: environment)
        var state = fontsDirectory
        for file in files {
            var info = stat()
            guard stat((fontsDirectory as NSString).appendingPathComponent(file), &info) == 0 else { continue }
            state += "\n" + [file, String(info.st_ino), String(info.st_size), String(info.st_mtim.tv_sec), String(info.st_mtim.tv_nsec),
                             String(info.st_ctim.tv_sec), String(info.st_ctim.tv_nsec)].joined(separator: "\t")
        }
        let directory = (base as NSString).appendingPathComponent("fonts-" + SHA256.hex(Array(state.utf8)).prefix(16))
        let isNew = !FileManager.default.fileExists(atPath: directory)
        guard makePrivate(directory) else { return base }
        if isNew { pruneUnused(in: base, keeping: directory) }
        return directory
    }

    /// Caches of fonts directories as they were, made over a month ago: mostly a test's copy of the
    /// fonts, or fonts since replaced (one still in use is made again, at the cost of one scan). Each
    /// is some 40 KB.
    private static func pruneUnused(in base: String, keeping: String) {
        let monthAgo = Date().addingTimeInterval(-30 * 24 * 3600)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [] where name.hasPrefix("fonts-") {
            let path = (base as NSString).appendingPathComponent(name)
            guard path != keeping, FileKind.of(path) == .directory,
                  let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                  modified < monthAgo else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// Creates the directory's missing parts (0700) and says whether it is now a private directory of
    /// this user: not a symbolic link, owned by us, writable by no one else.
    static func makePrivate(_ directory: String) -> Bool {
        var built = ""
        for component in directory.split(separator: "/") {
            built += "/" + component
            if mkdir(built, 0o700) != 0 && errno != EEXIST { return false }
        }
        var info = stat()
        guard lstat(directory, &info) == 0, FileKind(mode: info.st_mode) == .directory else { return false }
        return info.st_uid == geteuid() && info.st_mode & 0o022 == 0
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var processDirectory: String?

    /// One private directory for the whole process, made with mkdtemp.
    static func temporary() -> String {
        lock.lock()
        defer { lock.unlock() }
        if let processDirectory { return processDirectory }
        var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("formrender-fonts-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!) }
        let path = made.map { String(cString: $0) } ?? NSTemporaryDirectory()
        processDirectory = path
        return path
    }
}
