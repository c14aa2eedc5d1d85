import FormLayout
import FormRenderTesting
import FormSnapshot
import XCTest

/// `assertFormSnapshot` from XCTest: failures go to XCTFail, so a passing run is the check here.
final class XCTestAPITests: XCTestCase {
    func testOrderFormMatchesItsReference() {
        let results = assertFormSnapshot(of: "Hints/Order.hints", widths: [.compact])
        XCTAssertEqual(results.map(\.name), ["Order-compact@2x"])
        XCTAssertEqual(results.map(\.status), [.passed])
    }

    func testToleranceForgivesASmallChange() throws {
        // The same form at 376 pt is one point wider: a size change fails whatever the tolerance.
        let results = assertFormSnapshot(of: "Forms/Survey.json", widths: [.compact], maxDiffPixelRatio: 0.01)
        XCTAssertEqual(results.first?.status, .passed)
    }
}
