import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes all of `text` to a file descriptor with `write(2)`; returns the error code of a failure.
/// Foundation's `FileHandle.write` traps when the descriptor is closed; this never does.
private func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { buffer in
            write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        }
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += written
    }
    return nil
}

/// Standard output, written so that a failure is seen: `formrender layout > /dev/full` or a closed
/// standard output must exit 1 with a message, not 0 with nothing written.
enum StandardOutput {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var failureCode: Int32?

    static func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard failureCode == nil else { return }
        failureCode = writeAll(text, to: STDOUT_FILENO)
    }

    /// Why writing failed, once it has.
    static var failure: String? {
        lock.lock()
        defer { lock.unlock() }
        return failureCode.map { String(cString: strerror($0)) }
    }
}

/// Standard error: messages go out as far as they can; when it is closed or full there is nowhere
/// left to complain, and the exit code still says what happened.
enum StandardError {
    private static let lock = NSLock()

    static func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        _ = writeAll(text, to: STDERR_FILENO)
    }
}
