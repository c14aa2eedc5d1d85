import FormSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One end of a Unix socket between a batch and a worker process: JSON messages, one a line. A peer
/// that has gone away is an error from `send` or nil from `receive`, never SIGPIPE.
public final class WorkerChannel {
    /// A message longer than this is a broken peer, not a report (a report is a few kilobytes).
    static let maxMessageBytes = 64 << 20

    private var descriptor: Int32
    private var buffered: [UInt8] = []
    private var scanned = 0

    /// Takes ownership of `descriptor`: it is closed when the channel goes.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
        #if canImport(Darwin)
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    deinit {
        close()
    }

    /// Closes this end: the peer reads the end of its messages.
    public func close() {
        guard descriptor >= 0 else { return }
        _ = closeDescriptor(descriptor)
        descriptor = -1
    }

    /// A connected pair: (this process's end, the worker's end). Both are closed on exec; the worker's
    /// end is given to the worker as its standard input.
    static func pair() throws -> (Int32, Int32) {
        var ends: [Int32] = [0, 0]
        #if canImport(Glibc)
        let made = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends)
        #else
        let made = socketpair(AF_UNIX, SOCK_STREAM, 0, &ends)
        if made == 0 { ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) } }
        #endif
        guard made == 0 else { throw WorkerProcessError("cannot make a socket for a worker: \(String(cString: strerror(errno)))") }
        return (ends[0], ends[1])
    }

    public func send<Message: Encodable>(_ message: Message) throws {
        var bytes = Array(try JSONEncoder().encode(message))
        bytes.append(UInt8(ascii: "\n"))
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                Darwin.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, 0)
                #endif
            }
            if sent < 0 {
                if errno == EINTR { continue }
                throw WorkerProcessError("the worker's socket: \(String(cString: strerror(errno)))")
            }
            offset += sent
        }
    }

    /// The next message, or nil when the peer has closed its end (or died).
    public func receive<Message: Decodable>(_ type: Message.Type) throws -> Message? {
        guard let line = try nextLine() else { return nil }
        return try WorkerChannel.decode(type, from: line)
    }

    /// The next message as its bytes, to be told apart before it is decoded (`decode`).
    func receiveLine() throws -> [UInt8]? {
        try nextLine()
    }

    static func decode<Message: Decodable>(_ type: Message.Type, from line: [UInt8]) throws -> Message {
        do {
            return try JSONDecoder().decode(type, from: Data(line))
        } catch {
            let start = String(decoding: line.prefix(60), as: UTF8.self).escapingControlCharacters
            throw WorkerProcessError("it sent what is not a message: '\(start)\(line.count > 60 ? "…" : "")'")
        }
    }

    private func nextLine() throws -> [UInt8]? {
        while true {
            if let end = buffered[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffered[..<end])
                buffered.removeSubrange(...end)
                scanned = 0
                return line
            }
            scanned = buffered.count
            guard buffered.count <= WorkerChannel.maxMessageBytes else {
                throw WorkerProcessError("a worker's message is longer than \(WorkerChannel.maxMessageBytes >> 20) MB")
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == ECONNRESET { return nil }
                throw WorkerProcessError("the worker's socket: \(String(cString: strerror(errno)))")
            }
            if count == 0 { return nil }
            buffered.append(contentsOf: chunk[..<count])
        }
    }
}

private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.close(descriptor)
    #else
    Darwin.close(descriptor)
    #endif
}

/// Why a worker process could not be started or spoken to.
public struct WorkerProcessError: Error, CustomStringConvertible {
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
