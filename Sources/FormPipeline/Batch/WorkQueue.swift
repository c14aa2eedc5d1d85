import Foundation

/// Hands out indices one at a time.
public final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var cursor = 0
    private let count: Int

    public init(count: Int) {
        self.count = count
    }

    public func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard cursor < count else { return nil }
        cursor += 1
        return cursor - 1
    }
}
