import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Standard output, written with `write(2)` so that a failure is seen: `formrender layout > /dev/full`
/// or a closed standard output must exit 1 with a message, not 0 with nothing written.
enum StandardOutput {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var failureCode: Int32?

    static func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard failureCode == nil else { return }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                failureCode = errno
                return
            }
            offset += written
        }
    }

    /// Why writing failed, once it has.
    static var failure: String? {
        lock.lock()
        defer { lock.unlock() }
        return failureCode.map { String(cString: strerror($0)) }
    }
}
