import FormSupport
import Foundation
import PNGCodec

/// Encodes and writes a gallery's pictures on other cores while the build lays out and paints the
/// next one: a PNG's compression is most of a picture's cost (16 of 29 ms for a long form at 2×) and
/// uses no font, so it needs no lock. Each picture's memory stays held until its file is written; at
/// most `parallel` pictures wait or are encoded at once.
final class PictureWriter: @unchecked Sendable {
    private let slots: DispatchSemaphore
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var failures: [String: Error] = [:]

    init(parallel: Int) {
        slots = DispatchSemaphore(value: max(1, parallel))
    }

    /// Writes `image` to `path` as a PNG that names itself `file` (`GalleryBuilder.pictureKeyword`),
    /// on another thread; releases `memory` when done.
    func write(_ image: PixelImage, memory: MemoryHold, file: String, to path: String) {
        slots.wait()
        group.enter()
        DispatchQueue.global().async {
            defer {
                memory.release()
                self.slots.signal()
                self.group.leave()
            }
            do {
                let bytes = try PNGTextChunk.adding(file, keyword: GalleryBuilder.pictureKeyword, to: PNGEncoder.encode(image))
                try AtomicFile.write(bytes, to: path)
            } catch {
                self.lock.lock()
                self.failures[file] = error
                self.lock.unlock()
            }
        }
    }

    /// Waits until every picture is written: the ones that could not be, by file.
    func finish() -> [String: Error] {
        group.wait()
        lock.lock()
        defer { lock.unlock() }
        return failures
    }
}
