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

    /// A worker process's budget borrows large images from the batch's (its lender), and only those:
    /// what is borrowed is given back, also when drawing fails, and a refusal is a shortage.
    @Test func aWorkerBorrowsLargeImagesFromItsLender() throws {
        final class Lender: MemoryLender, @unchecked Sendable {
            var borrowed: [Int] = [], givenBack: [Int] = []
            var refuses = false
            func borrow(_ bytes: Int) throws {
                if refuses { throw MemoryBudget.Shortage(bytes: bytes) }
                borrowed.append(bytes)
            }
            func giveBack(_ bytes: Int) { givenBack.append(bytes) }
        }
        let budget = MemoryBudget { _ in true }
        let lender = Lender()
        budget.lender = lender
        let large = MemoryBudget.smallestLoan, small = MemoryBudget.smallestLoan - 1
        try budget.withReservation(small) {}
        expectEqual(lender.borrowed, [], "a small image is not worth a round trip")
        try budget.withReservation(large) {}
        struct Failed: Error {}
        #expect(throws: Failed.self) { try budget.withReservation(large) { throw Failed() } }
        expectEqual(lender.borrowed, [large, large])
        expectEqual(lender.givenBack, [large, large])
        lender.refuses = true
        #expect(throws: MemoryBudget.Shortage(bytes: large)) { try budget.withReservation(large) {} }
        expectEqual(budget.reservedBytes, 0, "this process's own reservation is let go too")
    }

    /// What a worker process borrowed lives in the worker's address space: it counts against the
    /// memory every process shares, never against this process's own address space (`ulimit -v`).
    @Test func aWorkersBorrowingDoesNotFillThisProcesssAddressSpace() throws {
        let budget = MemoryBudget(fits: { $0 <= 1000 }, mappable: { $0 <= 100 })
        try budget.reserve(90, forWorker: true)
        try budget.reserve(90, forWorker: true)
        // 90 more of this process's own fit its 100 of address space, beside the workers' 180.
        try expectEqual(budget.withReservation(90) { "drawn" }, "drawn")
        // 150 of its own never fit its address space: said at once, not waited for.
        #expect(throws: MemoryBudget.Shortage(bytes: 150)) { try budget.withReservation(150) {} }
        budget.release(90, forWorker: true)
        budget.release(90, forWorker: true)
        expectEqual(budget.reservedBytes, 0)
    }
}
