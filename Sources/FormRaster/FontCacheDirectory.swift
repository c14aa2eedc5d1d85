import FormModel
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
