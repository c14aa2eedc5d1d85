import Foundation

/// Hands out indices one at a time.
final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var cursor = 0
    private let count: Int

    init(count: Int) {
        self.count = count
    }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard cursor < count else { return nil }
        cursor += 1
        return cursor - 1
    }
}
