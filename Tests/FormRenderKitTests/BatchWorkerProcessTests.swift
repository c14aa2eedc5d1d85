import Foundation
import Expectations
import FormRenderKit
import Testing
import TestSupport

/// `BatchRender` with worker processes that misbehave, played by the shell on the worker's socket (its
/// standard input): a worker that never starts, dies, or says nonsense costs the batch at most the input
/// it held, named in an error; the batch's own session renders the rest, and reports keep their order.
@Suite struct BatchWorkerProcessTests {
    /// Eight inputs: the batch's own session is busy with the first while a worker starts.
    let inputs = ["User", "Order", "Product", "Expense", "Spacing", "Collapsible", "DisplayWidths", "LayoutStyles"]
        .map { TestPaths.path("Hints/\($0).hints") }

    func renderBatch(worker script: String?, jobs: Int = 2) throws -> (reports: [InputReport], out: TemporaryDirectory) {
        let out = try TemporaryDirectory()
        var options = RenderOptions()
        options.hintsDirectories = [TestPaths.path("Hints")]
        options.fontsDirectory = TestPaths.path("Fonts")
        options.outputDirectory = out.path
        options.widths = [.compact]
        options.formats = [.png]
        let session = try RenderSession(options: options)
        let launch = script.map { WorkerLaunch(executable: "/bin/sh", arguments: ["sh", "-c", $0]) }
        var reports: [InputReport] = []
        BatchRender(jobs: jobs, inputs: inputs.count, launch: launch).render(inputs, first: session) { reports.append($0) }
        return (reports, out)
    }

    static let ready = #"printf '{"ready":true}\n' >&0; "#

    @Test func aWorkerThatNeverStartsLeavesTheBatchToItsOwnSession() throws {
        let (reports, out) = try renderBatch(worker: "exit 3")
        defer { out.remove() }
        expectEqual(reports.map(\.input), inputs)
        expect(reports.allSatisfy { $0.error == nil && $0.written.count == 1 }, "\(reports.map(\.error))")
        expectEqual(out.files().count, inputs.count)
    }

    @Test func aWorkerKilledWhileReadingFailsOnlyTheInputItHad() throws {
        let (reports, out) = try renderBatch(worker: Self.ready + "read line; kill -9 $$")
        defer { out.remove() }
        expectEqual(reports.map(\.input), inputs)
        let failed = reports.filter { $0.error != nil }
        expectEqual(failed.count, 1, "\(reports.map(\.error))")
        let error = try require(failed.first?.error)
        expect(error.hasPrefix("\(failed[0].input): error: the worker process reading this input stopped (killed by signal 9)"), error)
        expectEqual(out.files().count, inputs.count - 1)
    }

    @Test func aWorkerThatSaysNonsenseIsStoppedAndItsInputFails() throws {
        let (reports, out) = try renderBatch(worker: Self.ready + "read line; echo nonsense >&0; exec sleep 30")
        defer { out.remove() }
        expectEqual(reports.map(\.input), inputs)
        let failed = reports.filter { $0.error != nil }
        expectEqual(failed.count, 1, "\(reports.map(\.error))")
        expect(failed[0].error?.hasSuffix("error: the worker process reading this input stopped (it sent what is not a message: 'nonsense'); render it again, with --jobs 1 to find out more") == true,
               "\(failed[0].error ?? "")")
        expectEqual(out.files().count, inputs.count - 1)
    }

    /// Without a way to start processes (a library's caller), the workers are threads of this process.
    @Test func withoutProcessesWorkersAreThreads() throws {
        let (reports, out) = try renderBatch(worker: nil, jobs: 3)
        defer { out.remove() }
        expectEqual(reports.map(\.input), inputs)
        expect(reports.allSatisfy { $0.error == nil }, "\(reports.map(\.error))")
        expectEqual(out.files().count, inputs.count)
    }
}
