import FormRenderSnapshotTesting
import FormSnapshot
import Foundation
import SnapshotTesting
import XCTest

/// swift-snapshot-testing users get FormRender image snapshots on Linux.
final class FormImageStrategyTests: XCTestCase {
    /// The FormRender checkout: this file is Integrations/SnapshotTesting/Tests/<target>/<file>.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func form(_ path: String, variant: String? = nil) -> Form {
        Form(Self.root.appendingPathComponent(path).path, variant: variant,
             hintsDirectories: [Self.root.appendingPathComponent("Hints").path],
             fontsDirectory: Self.root.appendingPathComponent("Fonts").path)
    }

    func testUserFormAtCompact() {
        assertSnapshot(of: form("Hints/User.hints"), as: .formImage(width: .compact))
    }

    func testGalleryVariantAtRegular() {
        assertSnapshot(of: form("Forms/FieldGallery.form.json", variant: "errors"), as: .formImage(width: .regular, scale: 1))
    }

    func testDiffingPassesEqualAndFailsChangedImages() throws {
        let strategy = Snapshotting<Form, Data>.formImage(width: .compact)
        var user = Data(), product = Data()
        strategy.snapshot(form("Hints/User.hints")).run { user = $0 }
        strategy.snapshot(form("Hints/Product.hints")).run { product = $0 }
        XCTAssertNil(strategy.diffing.diffV2(user, user))
        let failure = try XCTUnwrap(strategy.diffing.diffV2(user, product))
        XCTAssertTrue(failure.0.hasPrefix("FormRender snapshot differs: size changed"), failure.0)
    }

    func testRenderErrorsBecomeTheFailureMessage() throws {
        let strategy = Snapshotting<Form, Data>.formImage(width: .compact)
        var data = Data()
        strategy.snapshot(form("Hints/Nope.hints")).run { data = $0 }
        let failure = try XCTUnwrap(strategy.diffing.diffV2(Data([1]), data))
        XCTAssertTrue(failure.0.contains("Nope.hints: error: no such file"), failure.0)
        // The same error as a recorded reference still fails: an error never matches.
        let again = try XCTUnwrap(strategy.diffing.diffV2(data, data))
        XCTAssertTrue(again.0.contains("Nope.hints: error: no such file"), again.0)
        // And a recorded error fails once the form renders again, saying what the reference is.
        var user = Data()
        strategy.snapshot(form("Hints/User.hints")).run { user = $0 }
        let stale = try XCTUnwrap(strategy.diffing.diffV2(data, user))
        XCTAssertTrue(stale.0.hasPrefix("the reference is not a picture but a recorded render error"), stale.0)
    }
}
