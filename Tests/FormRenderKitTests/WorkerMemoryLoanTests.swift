import Foundation
import Expectations
import FormRenderKit
import FormSupport
import Testing

/// Worker processes borrow their images' memory from the batch's one budget, so two workers never
/// hold together more than there is: a borrowing that does not fit beside another's waits for it, one
/// that cannot fit alone is refused, and a worker that dies gives back what it held. The workers are
/// played by the shell on their socket (standard input).
@Suite struct WorkerMemoryLoanTests {
    /// Says it is ready, then for each request borrows `bytes` and answers with what the batch said.
    static func borrower(_ bytes: Int, then ending: String = "") -> WorkerLaunch {
        let script = #"printf '{"ready":true}\n' >&0; read request; printf '{"loan":"borrow","bytes":\#(bytes)}\n' >&0; read answer; printf '%s\n' "$answer" >&0; "# + ending
        return WorkerLaunch(executable: "/bin/sh", arguments: ["sh", "-c", script])
    }

    struct Request: Codable {
        var step = "render"
    }

    /// The batch's answer to a borrowing, as the worker passed it on.
    struct Lent: Codable, Equatable {
        var lent: Bool
    }

    @Test func aBorrowingThatDoesNotFitBesideAnotherWaitsForIt() throws {
        let budget = MemoryBudget { $0 <= 100 }
        let first = try WorkerConnection(Self.borrower(60, then: "read rest"), budget: budget)
        let second = try WorkerConnection(Self.borrower(60), budget: budget)
        expect(first.waitUntilReady() && second.waitUntilReady(), "both started")
        expectEqual(first.ask(Request(), answer: Lent.self), Lent(lent: true))
        expectEqual(budget.reservedBytes, 60)

        let answered = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var secondAnswer: Lent?
        Thread.detachNewThread {
            secondAnswer = second.ask(Request(), answer: Lent.self)
            answered.signal()
        }
        expect(answered.wait(timeout: .now() + 0.5) == .timedOut, "the second waits while the first holds 60 of 100")
        first.finish()
        expect(answered.wait(timeout: .now() + 10) == .success, "the second goes on once the first has stopped")
        expectEqual(secondAnswer, Lent(lent: true))
        second.finish()
        expectEqual(budget.reservedBytes, 0, "a stopped worker's borrowing is given back")
    }

    @Test func aBorrowingTooLargeEvenAloneIsRefused() throws {
        let budget = MemoryBudget { $0 <= 100 }
        let worker = try WorkerConnection(Self.borrower(150), budget: budget)
        expect(worker.waitUntilReady(), "started")
        expectEqual(worker.ask(Request(), answer: Lent.self), Lent(lent: false))
        worker.finish()
        expectEqual(budget.reservedBytes, 0)
    }

    @Test func aWorkerKilledWhileHoldingGivesItBack() throws {
        let budget = MemoryBudget { $0 <= 100 }
        let script = #"printf '{"ready":true}\n' >&0; read request; printf '{"loan":"borrow","bytes":80}\n' >&0; read answer; kill -9 $$"#
        let worker = try WorkerConnection(WorkerLaunch(executable: "/bin/sh", arguments: ["sh", "-c", script]), budget: budget)
        expect(worker.waitUntilReady(), "started")
        expectEqual(worker.ask(Request(), answer: Lent.self), nil)
        expectEqual(worker.stopped, "killed by signal 9")
        expectEqual(budget.reservedBytes, 0)
    }

    @Test func aWorkerThatGivesBackMoreThanItHoldsGivesBackWhatItHolds() throws {
        let budget = MemoryBudget { $0 <= 100 }
        let script = #"printf '{"ready":true}\n' >&0; read request; printf '{"loan":"borrow","bytes":30}\n' >&0; read answer; printf '{"loan":"giveBack","bytes":90}\n{"lent":true}\n' >&0; read rest"#
        let worker = try WorkerConnection(WorkerLaunch(executable: "/bin/sh", arguments: ["sh", "-c", script]), budget: budget)
        expect(worker.waitUntilReady(), "started")
        try budget.reserve(10)
        expectEqual(worker.ask(Request(), answer: Lent.self), Lent(lent: true))
        expectEqual(budget.reservedBytes, 10, "the worker's 30 given back, never this process's own 10")
        worker.finish()
        budget.release(10)
    }
}
