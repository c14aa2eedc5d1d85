import BoxTree
import FormLayout
import FormRenderTesting
import FormSnapshot
import XCTest

/// `assertFormSnapshot` from XCTest: failures go to XCTFail, so a passing run is the check here.
final class XCTestAPITests: XCTestCase {
    func testOrderFormMatchesItsReference() {
        let results = assertFormSnapshot(of: "Hints/Order.hints", widths: [.compact], snapshotDirectory: "Snapshots")
        XCTAssertEqual(results.map(\.name), ["Order-compact@2x"])
        XCTAssertEqual(results.map(\.status), [.passed])
    }

    /// Without a directory, references live in __Snapshots__/<test file>/ beside the test.
    func testDefaultDirectoryBesideTheTest() {
        let results = assertFormSnapshot(of: "Forms/Survey.json", widths: [.compact])
        XCTAssertEqual(results.first?.status, .passed)
        let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/XCTestAPITests/Survey-compact@2x.png")
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference.path))
    }
}
