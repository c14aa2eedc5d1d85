// This file imports only what an adopting team's test target would: it compiles only while the
// types assertFormSnapshot takes and returns come with FormRenderTesting.
import FormRenderTesting
import Foundation
import Expectations
import Testing

@Suite struct AdopterImportTests {
    @Test func theAPIsTypesComeWithTheModule() {
        let widths: [WidthClass] = [.compact, .points(500)]
        let results: [SnapshotResult] = assertFormSnapshot(of: "Hints/User.hints", widths: [widths[0]], snapshotDirectory: "Snapshots",
                                                           record: .never)
        expectEqual(results.map(\.status), [SnapshotResult.Status.passed])
    }
}
