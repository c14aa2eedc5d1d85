#if SnapshotTesting
import FormRenderSnapshotTesting
import Foundation
import PNGCodec
import SnapshotTesting
import XCTest

/// swift-snapshot-testing users get FormRender image snapshots on Linux.
final class FormImageStrategyTests: XCTestCase {
    func testUserFormAtCompact() throws {
        assertSnapshot(of: try TestForms.form("Hints/User.hints"), as: .formImage(width: .compact))
    }

    func testGalleryVariantAtRegular() throws {
        assertSnapshot(of: try TestForms.form("Forms/FieldGallery.form.json", variant: "errors"), as: .formImage(width: .regular, scale: 1))
    }

    /// A recorded snapshot carries its layout, and the pixels decode as without it.
    func testTheRecordedPNGCarriesItsLayout() throws {
        let png = try XCTUnwrap(TestSnapshot.data(of: try TestForms.form("Hints/User.hints")))
        let layout = try XCTUnwrap(PNGTextChunk.text(keyword: "formrender:layout", in: [UInt8](png)))
        XCTAssertTrue(layout.contains("\"role\": \"form\""), String(layout.prefix(200)))
    }
}
#endif
