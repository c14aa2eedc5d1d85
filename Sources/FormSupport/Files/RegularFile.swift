#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading inputs: only regular files (or symbolic links to them) are read, never a directory, a
/// FIFO (which would block), a device or a socket, and never more than a stated number of bytes, so a
/// hostile path can neither hang a run nor exhaust its memory.
public enum RegularFile {
    /// The file's bytes, or a `FormError` located at `path` that says what was found instead.
    /// - Parameter followingLinks: false refuses a symbolic link wherever it leads (files copied out
    ///   of a directory must be in it).
    public static func read(_ path: String, maxBytes: Int, followingLinks: Bool = true) throws -> [UInt8] {
        let location = SourceLocation(file: path)
        guard !path.isEmpty else { throw FormError("an empty path names no file", at: location) }
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else {
            throw FormError(describeOpenFailure(errno), at: location)
        }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regular else { throw FormError(notRegular(kind), at: location) }
        guard Int(info.st_size) <= maxBytes else { throw FormError(tooLarge(maxBytes), at: location) }

        // O_NONBLOCK: should the path be swapped for a FIFO after the check, opening still returns.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { throw FormError(describeOpenFailure(errno), at: location) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0, FileKind(mode: info.st_mode) == .regular else {
            throw FormError(notRegular(FileKind(mode: info.st_mode)), at: location)
        }
        // Read to the end rather than trusting st_size (files under /proc say 0), up to one byte past
        // the limit, which tells a file that is too large.
        var bytes = [UInt8](repeating: 0, count: min(maxBytes + 1, max(Int(info.st_size) + 1, 4096)))
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= maxBytes else { break }
                bytes += [UInt8](repeating: 0, count: min(bytes.count, maxBytes + 1 - bytes.count))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                readSome(descriptor, into: buffer, from: count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw FormError("cannot be read (\(systemReason(errno)))", at: location)
            }
            if got == 0 { break }
            count += got
        }
        guard count <= maxBytes else { throw FormError(tooLarge(maxBytes), at: location) }
        bytes.removeSubrange(count...)
        return bytes
    }

    static func notRegular(_ kind: FileKind) -> String {
        kind == .directory ? "is a directory; expected a file"
                           : "is \(kind.name), not a regular file; only regular files are read"
    }

    static func tooLarge(_ maxBytes: Int) -> String {
        let limit = maxBytes >= 1 << 20 && maxBytes % (1 << 20) == 0 ? "\(maxBytes >> 20) MiB" : "\(maxBytes) bytes"
        return "is larger than \(limit); input files are bounded"
    }

    static func describeOpenFailure(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case ENOTDIR: return "no such file (a part of the path is not a directory)"
        case EACCES, EPERM: return "cannot be read (permission denied)"
        default: return "cannot be read (\(systemReason(code)))"
        }
    }
}

/// `read(2)` into `buffer` from `offset` on; outside `RegularFile`, whose own `read` would shadow it.
private func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, from offset: Int) -> Int {
    guard let base = buffer.baseAddress, offset < buffer.count else { return 0 }
    return read(descriptor, base + offset, buffer.count - offset)
}
