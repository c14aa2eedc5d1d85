import FormSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Bundled fonts this user's earlier runs hashed and found right, by what the file system says of
/// them (device, inode, size, modification and change times, to the nanosecond): a file that is
/// still that file need not be read and hashed again, which would cost every run milliseconds for
/// Inter's 1 MB and a run that shows Japanese text the reading of 16 MB more. Any change to a file
/// changes its change time, which no one can set back; the record lives in the user's private cache
/// directory.
struct VerifiedFonts {
    let record: String
    private(set) var stamps: Set<String>

    init(cacheDirectory: String) {
        record = (cacheDirectory as NSString).appendingPathComponent("verified-fonts")
        let text = (try? RegularFile.read(record, maxBytes: 1 << 16)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        stamps = Set(text.split(separator: "\n").map(String.init))
    }

    /// `path`'s identity and times with the hash it must have; nil when it cannot be read.
    static func stamp(_ path: String, sha256: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [path, String(info.st_dev), String(info.st_ino), String(info.st_size), String(info.st_mtim.tv_sec), String(info.st_mtim.tv_nsec),
                String(info.st_ctim.tv_sec), String(info.st_ctim.tv_nsec), sha256].joined(separator: "\t")
    }

    func contains(_ stamp: String) -> Bool { stamps.contains(stamp) }

    /// Adds stamps and writes the record whole (a temporary file renamed), keeping it small.
    mutating func add(_ new: [String]) {
        guard !new.isEmpty else { return }
        stamps.formUnion(new)
        if stamps.count > 256 { stamps = Set(new) }
        let text = stamps.sorted().joined(separator: "\n") + "\n"
        // A record that cannot be written only means hashing again next time.
        try? AtomicFile.write(Array(text.utf8), to: record)
    }
}
