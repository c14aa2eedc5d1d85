#if SnapshotTesting
import FormRenderSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// An error only rendering meets (here a scale the rasterizer does not draw) fails the test where the
/// strategy was asked for, and the snapshot is withheld, so no record mode writes it.
@Suite struct RenderErrorTests {
    @Test(arguments: ["all", "missing", "failed"])
    func aRenderErrorIsReportedAndNeverRecorded(mode: String) throws {
        let record = try #require(SnapshotTestingConfiguration.Record(rawValue: mode))
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let form = try TestForms.form("Hints/User.hints")
        // `.failed` records over a failing reference: there is one, and it stays as it was.
        let reference = try #require(TestSnapshot.data(of: form))
        let referenceFile = directory.file("aRenderErrorIsReportedAndNeverRecorded.user.png")
        if record == .failed { try reference.write(to: URL(fileURLWithPath: referenceFile)) }
        var message: String?
        withKnownIssue {
            message = verifySnapshot(of: form, as: .formImage(scale: 4), named: "user", record: record,
                                     snapshotDirectory: directory.path, timeout: 0.1,
                                     testName: "aRenderErrorIsReportedAndNeverRecorded")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.contains("User.hints: error: scale 4 is not supported") && text.contains("nothing was recorded")
        }
        #expect(message?.hasPrefix("Exceeded timeout") == true, "\(message ?? "passed")")
        #expect(directory.files == (record == .failed ? ["aRenderErrorIsReportedAndNeverRecorded.user.png"] : []))
        if record == .failed { #expect(FileManager.default.contents(atPath: referenceFile) == reference) }
    }
}
#endif
