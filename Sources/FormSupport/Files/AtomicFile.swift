import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file whole or not at all: into a temporary file beside it, then a rename, so a crash or
/// a failure never leaves half an image where a reader expects a whole one. Only regular files are
/// written: a path that names a directory, a device, a FIFO or a socket is refused, never replaced.
/// Every failure is a `FormError` at the path that says what went wrong and why.
public enum AtomicFile {
    /// The longest file name most file systems take, in bytes.
    public static let maxNameBytes = 255

    public static func write(_ bytes: [UInt8], to path: String) throws {
        let location = SourceLocation(file: path)
        let name = (path as NSString).lastPathComponent
        guard !path.isEmpty, !name.isEmpty, name != ".", name != "..", !path.hasSuffix("/") else {
            throw FormError("cannot write a file here: the path names no file", at: location)
        }
        guard name.utf8.count <= maxNameBytes else {
            throw FormError("cannot write the file (its name is \(name.utf8.count) bytes; file names are at most \(maxNameBytes))", at: location)
        }
        let directory = PathText.parent(of: path)
        try OutputDirectory.create(directory.isEmpty ? "." : directory)
        if let kind = FileKind.ofEntry(path), kind != .regular {
            // A symbolic link is replaced by the rename, never followed, unless it leads to a regular file.
            guard kind == .symbolicLink, FileKind.of(path) == .regular || FileKind.of(path) == nil else {
                let found = kind == .symbolicLink ? (FileKind.of(path) ?? .other) : kind
                throw FormError("cannot write the file: the path is \(found.name); only regular files are written", at: location)
            }
        }
        let temporaryName = TemporaryFiles.name(for: name)
        let temporary = directory.isEmpty ? temporaryName : (directory as NSString).appendingPathComponent(temporaryName)
        TemporaryFiles.removeStale(for: name, in: directory.isEmpty ? "." : directory)

        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
        guard descriptor >= 0 else { throw FormError(reason("cannot write the file", errno), at: location) }
        var failure: Int32?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = writeSome(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        // Some file systems report a full disk only when the file is closed.
        if close(descriptor) != 0 && failure == nil { failure = errno }
        if let failure {
            unlink(temporary)
            throw FormError(reason("cannot write the file", failure), at: location)
        }
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw FormError(reason("cannot write the file", code), at: location)
        }
    }

    static func reason(_ what: String, _ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: return "\(what) (permission denied)"
        case ENOSPC: return "\(what) (the disk is full)"
        case EROFS: return "\(what) (the file system is read-only)"
        case EISDIR: return "\(what): the path is a directory"
        default: return "\(what) (\(systemReason(code)))"
        }
    }
}

/// Creating the directory outputs go into, with errors that say which part of the path is in the way.
public enum OutputDirectory {
    public static func create(_ directory: String) throws {
        if FileKind.of(directory) == .directory { return }
        var built = directory.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/", omittingEmptySubsequences: true) {
            built = built.isEmpty || built == "/" ? built + component : built + "/" + component
            if let kind = FileKind.of(built) {
                guard kind == .directory else {
                    throw FormError("cannot create the output directory: '\(built)' is \(kind.name)", at: SourceLocation(file: directory))
                }
                continue
            }
            if mkdir(built, 0o777) != 0 && errno != EEXIST {
                throw FormError(AtomicFile.reason("cannot create the output directory", errno), at: SourceLocation(file: built))
            }
        }
    }
}

/// `write(2)`, named apart from `AtomicFile.write`, which would shadow it inside the type.
private func writeSome(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
