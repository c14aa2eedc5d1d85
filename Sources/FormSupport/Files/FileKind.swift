#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What kind of thing a path names, as `stat` sees it.
public enum FileKind: Equatable, Sendable {
    case regular, directory, fifo, characterDevice, blockDevice, socket, symbolicLink, other

    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }

    /// "a directory", "a named pipe (FIFO)", …: how an error names what it found.
    public var name: String {
        switch self {
        case .regular: return "a regular file"
        case .directory: return "a directory"
        case .fifo: return "a named pipe (FIFO)"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .symbolicLink: return "a symbolic link"
        case .other: return "not a regular file"
        }
    }

    /// The kind of what `path` names, following symbolic links; nil when nothing is there.
    public static func of(_ path: String) -> FileKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileKind(mode: info.st_mode)
    }

    /// The kind of the entry itself, not following a symbolic link; nil when nothing is there.
    public static func ofEntry(_ path: String) -> FileKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return FileKind(mode: info.st_mode)
    }
}

/// The system's reason for a failed call, in words ("No space left on device").
public func systemReason(_ code: Int32) -> String {
    String(cString: strerror(code))
}
