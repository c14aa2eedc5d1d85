#if SnapshotTesting
import FormRenderSnapshotTesting
import FormSnapshot
import Foundation
import PNGCodec
import SnapshotTesting
import XCTest

/// A failure says what the CLI says: full pixel counts, then the layout's changes, with images attached.
final class FormImageDiffingTests: XCTestCase {
    let strategy = Snapshotting<SnapshotForm, Data>.formImage()

    /// User.hints as it is, and with its biography field relabelled, each in a folder of its own.
    func userForms(in directory: ScratchDirectory) throws -> (before: SnapshotForm, after: SnapshotForm) {
        let text = try String(contentsOfFile: TestForms.path("Hints/User.hints"), encoding: .utf8)
        XCTAssertTrue(text.contains("\"label\": \"Biography\""))
        var forms: [SnapshotForm] = []
        for (folder, contents) in [("before", text), ("after", text.replacingOccurrences(of: "\"Biography\"", with: "\"About you\""))] {
            try FileManager.default.createDirectory(atPath: directory.file(folder), withIntermediateDirectories: true)
            let path = directory.file("\(folder)/User.hints")
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
            forms.append(try TestForms.form(path))
        }
        return (forms[0], forms[1])
    }

    func testAChangedFormSaysTheFullCountsAndTheLayoutChange() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let (before, after) = try userForms(in: directory)
        let recorded = verifySnapshot(of: before, as: strategy, named: "user", record: .missing, snapshotDirectory: directory.path)
        XCTAssertTrue(recorded?.hasPrefix("No reference was found on disk. Automatically recorded") == true, recorded ?? "passed")
        let message = try XCTUnwrap(verifySnapshot(of: after, as: strategy, named: "user", record: .never, snapshotDirectory: directory.path))

        let reference = try XCTUnwrap(FileManager.default.contents(atPath: directory.file("testAChangedFormSaysTheFullCountsAndTheLayoutChange.user.png")))
        let actual = try XCTUnwrap(TestSnapshot.data(of: after))
        let exact = try PNGComparison.compare(reference: [UInt8](reference), actual: [UInt8](actual),
                                              options: ComparisonOptions(maxDiffPixelRatio: 1))
        XCTAssertGreaterThan(exact.diffPixels, 1)
        XCTAssertTrue(message.contains("FormRender snapshot differs: \(exact.diffPixels) of \(exact.totalPixels) pixels differ"), message)
        XCTAssertFalse(message.contains("at least"), message)
        let changes = message.components(separatedBy: "\n").filter { $0.hasPrefix("    ") }
        XCTAssertTrue(changes.contains { $0.contains("\"Biography\" → \"About you\"") }, message)
    }

    func testAFailureAttachesADecodableDifference() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let (before, after) = try userForms(in: directory)
        let reference = try XCTUnwrap(TestSnapshot.data(of: before)), actual = try XCTUnwrap(TestSnapshot.data(of: after))
        let (_, attachments) = try XCTUnwrap(strategy.diffing.diffV2(reference, actual))
        var named: [String: Data] = [:]
        for case .data(let data, let name) in attachments { named[name] = data }
        XCTAssertEqual(named.keys.sorted(), ["actual.png", "difference.png", "reference.png"])
        XCTAssertEqual(named["actual.png"], actual)
        XCTAssertEqual(named["reference.png"], reference)
        let difference = try PNGDecoder.decode([UInt8](try XCTUnwrap(named["difference.png"])))
        let sizes = try [reference, actual].map { try PNGDecoder.header([UInt8]($0)) }
        XCTAssertEqual(difference.width, sizes.map(\.width).max())
        XCTAssertEqual(difference.height, sizes.map(\.height).max())
        // Changes are drawn red over the faded reference.
        let red = stride(from: 0, to: difference.pixels.count, by: 4).contains {
            difference.pixels[$0] == 255 && difference.pixels[$0 + 1] == 0 && difference.pixels[$0 + 2] == 0
        }
        XCTAssertTrue(red)
    }

    /// A reference recorded before PNGs carried layouts: compared by pixels, and the message says why
    /// no changes are named.
    func testAReferenceWithoutALayoutIsComparedByItsPixels() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let (before, after) = try userForms(in: directory)
        let recorded = try XCTUnwrap(TestSnapshot.data(of: before))
        let bare = Data(try PNGEncoder.encode(PNGDecoder.decode([UInt8](recorded))))
        XCTAssertNil(try PNGTextChunk.text(keyword: "formrender:layout", in: [UInt8](bare)))
        XCTAssertNotEqual(bare, recorded)
        XCTAssertNil(strategy.diffing.diffV2(bare, recorded))
        let (message, _) = try XCTUnwrap(strategy.diffing.diffV2(bare, try XCTUnwrap(TestSnapshot.data(of: after))))
        XCTAssertTrue(message.hasPrefix("FormRender snapshot differs: "), message)
        XCTAssertTrue(message.contains("(the reference carries no layout"), message)
    }
}
#endif
