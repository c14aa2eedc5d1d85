import Foundation
import FormSupport
import Expectations
import Testing

/// Drawings ask for their memory first: together they never ask for more than there is (one waits
/// for another to finish), and one that cannot have it even alone is told so rather than stopped.
@Suite struct MemoryBudgetTests {
    /// A budget of `capacity` bytes, recording the most held at once.
    final class Room: @unchecked Sendable {
        let lock = NSLock()
        var held = 0, most = 0
        func take(_ bytes: Int) {
            lock.lock()
            held += bytes
            most = max(most, held)
            lock.unlock()
        }
        func give(_ bytes: Int) {
            lock.lock()
            held -= bytes
            lock.unlock()
        }
    }

    @Test func reservationsThatDoNotFitTogetherWaitAndOneTooLargeAloneFails() throws {
        let budget = MemoryBudget { $0 <= 100 }
        let room = Room()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            try? budget.withReservation(60) {
                room.take(60)
                Thread.sleep(forTimeInterval: 0.01)
                room.give(60)
            }
        }
        expectEqual(room.most, 60, "two of 60 never held at once in 100")
        #expect(throws: MemoryBudget.Shortage(bytes: 150)) { try budget.withReservation(150) {} }
        // Released on every way out, errors included.
        struct Failed: Error {}
        #expect(throws: Failed.self) { try budget.withReservation(100) { throw Failed() } }
        try expectEqual(budget.withReservation(100) { 7 }, 7)
    }

    @Test func theSystemSaysWhatFits() throws {
        try expectEqual(MemoryBudget.shared.withReservation(1 << 20) { "drawn" }, "drawn")
        #expect(throws: MemoryBudget.Shortage(bytes: 1 << 61)) { try MemoryBudget.shared.withReservation(1 << 61) {} }
        expectEqual(MemoryBudget.describe(3 << 29), "1.5 GiB")
        expectEqual(MemoryBudget.describe(740 << 20), "740 MiB")
    }
}
