import Dispatch
import Foundation

/// Splits an image's rows into bands and runs them in parallel.
enum PixelBands {
    /// Below this many pixels one band is faster than waking other threads.
    static let parallelThreshold = 64 * 1024

    /// Row ranges covering `0..<rows`. Several bands per core, so that a band full of differences
    /// (costly anti-aliasing checks) does not leave the other cores idle.
    static func split(rows: Int, columns: Int) -> [Range<Int>] {
        guard rows > 0 else { return [] }
        guard rows * columns >= parallelThreshold else { return [0..<rows] }
        let bandCount = min(rows, max(1, ProcessInfo.processInfo.activeProcessorCount) * 4)
        return (0..<bandCount).map { band in
            (rows * band / bandCount)..<(rows * (band + 1) / bandCount)
        }
    }

    /// Calls `body(index, rows)` for every band, concurrently when there is more than one.
    static func run(_ bands: [Range<Int>], _ body: (Int, Range<Int>) -> Void) {
        if bands.count == 1 {
            body(0, bands[0])
        } else if bands.count > 1 {
            DispatchQueue.concurrentPerform(iterations: bands.count) { body($0, bands[$0]) }
        }
    }
}

/// The difference budget all bands share. Once they have counted more than `limit` differing
/// pixels together the comparison cannot pass, so each band stops at its next check.
final class PixelBudget: @unchecked Sendable {
    let limit: Int
    private let lock = NSLock()
    private var counted = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Adds a band's new differences and returns how many more may be counted before the
    /// comparison fails: negative once the budget is spent.
    func add(_ differences: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        counted += differences
        return limit - counted
    }
}
