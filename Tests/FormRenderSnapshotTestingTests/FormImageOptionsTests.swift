#if SnapshotTesting
import FormRenderSnapshotTesting
import FormSnapshot
import Foundation
import PNGCodec
import SnapshotTesting
import Testing
import XCTest

/// The strategy's mask, and the form's locale and text scale: what `formrender.json` and
/// `assertFormSnapshot` offer, for swift-snapshot-testing users.
final class FormImageOptionsTests: XCTestCase {
    /// The pixel at a point of the form (2x), as 0xRRGGBB.
    func pixel(_ png: Data, x: Int, y: Int) throws -> UInt32 {
        let image = try PNGDecoder.decode([UInt8](png))
        let offset = (y * image.width + x) * 4
        return UInt32(image.pixels[offset]) << 16 | UInt32(image.pixels[offset + 1]) << 8 | UInt32(image.pixels[offset + 2])
    }

    func testAMaskedBoxIsPaintedMagentaInTheRecordedPNG() throws {
        let form = try TestForms.form("Hints/User.hints")
        // The title "User" is at (16, 16) in points, 343 × 30.
        let plain = try XCTUnwrap(TestSnapshot.data(of: form))
        let masked = try XCTUnwrap(TestSnapshot.data(of: form, as: .formImage(mask: ["role:title"])))
        XCTAssertNotEqual(try pixel(plain, x: 40, y: 50), 0xFF00FF)
        XCTAssertEqual(try pixel(masked, x: 40, y: 50), 0xFF00FF)
        XCTAssertEqual(try pixel(masked, x: 16 * 2 + 343 * 2 + 4, y: 50), try pixel(plain, x: 16 * 2 + 343 * 2 + 4, y: 50), "only the box")
    }

    /// A box that changes passes when masked, even against a reference recorded before the mask.
    func testAMaskedChangePassesAgainstAnUnmaskedReference() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let text = try String(contentsOfFile: TestForms.path("Hints/User.hints"), encoding: .utf8)
        var forms: [SnapshotForm] = []
        for (folder, contents) in [("before", text), ("after", text.replacingOccurrences(of: "\"Biography\"", with: "\"About you\""))] {
            try FileManager.default.createDirectory(atPath: directory.file(folder), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: directory.file("\(folder)/User.hints")))
            forms.append(try TestForms.form(directory.file("\(folder)/User.hints")))
        }
        _ = verifySnapshot(of: forms[0], as: .formImage(), named: "user", record: .all, snapshotDirectory: directory.path)
        let unmasked = verifySnapshot(of: forms[1], as: .formImage(), named: "user", record: .never, snapshotDirectory: directory.path)
        XCTAssertNotNil(unmasked, "the label changed")
        let masked = verifySnapshot(of: forms[1], as: .formImage(mask: ["label:bio"]), named: "user", record: .never,
                                    snapshotDirectory: directory.path)
        XCTAssertNil(masked, masked ?? "")
        let otherBox = verifySnapshot(of: forms[1], as: .formImage(mask: ["label:email"]), named: "user", record: .never,
                                      snapshotDirectory: directory.path)
        XCTAssertTrue(otherBox?.contains("\"Biography\" → \"About you\"") == true, otherBox ?? "passed")
    }

    func testLocaleAndTextScaleRenderAsTheCommandLineDoes() throws {
        let plain = try XCTUnwrap(TestSnapshot.data(of: try TestForms.form("Hints/User.hints")))
        let arabic = try XCTUnwrap(TestSnapshot.data(of: try TestForms.form("Hints/User.hints", locale: "ar")))
        let larger = try XCTUnwrap(TestSnapshot.data(of: try TestForms.form("Hints/User.hints", textScale: 1.35)))
        let layout = { (png: Data) in try XCTUnwrap(PNGTextChunk.text(keyword: "formrender:layout", in: [UInt8](png))) }
        XCTAssertFalse(try layout(plain).contains("\"direction\": \"rtl\""))
        XCTAssertTrue(try layout(arabic).contains("\"direction\": \"rtl\""))
        XCTAssertTrue(try layout(larger).contains("\"font\": \"Inter bold 32.4/"), "the 24 pt title 1.35 times larger")
        XCTAssertGreaterThan(try PNGDecoder.decode([UInt8](larger)).height, try PNGDecoder.decode([UInt8](plain)).height)
    }

    func testALocaleOrTextScaleOutOfRangeIsThrownWhenTheFormIsMade() {
        XCTAssertThrowsError(try TestForms.form("Hints/User.hints", locale: "../x")) { error in
            XCTAssertTrue("\(error)".contains("the locale must be a locale name like en_US, ar or ja_JP; got '../x'"), "\(error)")
        }
        XCTAssertThrowsError(try TestForms.form("Hints/User.hints", textScale: 0)) { error in
            XCTAssertTrue("\(error)".contains("the text scale must be from 0.5 to 3, like 1.35; got 0"), "\(error)")
        }
    }
}

/// A mask selector that is none of the three forms fails where the strategy was asked for, and nothing
/// is recorded, whatever the record mode.
@Suite struct MaskSelectorTests {
    @Test func anUnknownMaskSelectorFailsAndRecordsNothing() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        var message: String?
        try withKnownIssue {
            message = verifySnapshot(of: try TestForms.form("Hints/User.hints"), as: .formImage(mask: ["title"]), named: "user",
                                     record: .all, snapshotDirectory: directory.path, timeout: 0.1, testName: "anUnknownMaskSelector")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("mask 'title' is not a box to mask; expected '<role>:<id>'")
        }
        #expect(message?.hasPrefix("Exceeded timeout") == true, "\(message ?? "passed")")
        #expect(directory.files == [])
    }
}
#endif
