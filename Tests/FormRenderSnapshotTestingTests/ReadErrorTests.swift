#if SnapshotTesting
import FormRenderSnapshotTesting
import Foundation
import SnapshotTesting
import XCTest

/// A form that cannot be read fails the test with its error and is never recorded, in any record mode:
/// `SnapshotForm` throws before swift-snapshot-testing has anything to write.
final class ReadErrorTests: XCTestCase {
    func testAMistypedPathIsNeverRecorded() throws {
        for record in [SnapshotTestingConfiguration.Record.all, .missing, .failed, .never] {
            let directory = try ScratchDirectory()
            defer { directory.remove() }
            let typo = TestForms.path("Hints/Usr.hints")
            let message = try withSnapshotTesting(record: record) {
                verifySnapshot(of: try TestForms.form(typo), as: .formImage(), named: "typo", snapshotDirectory: directory.path)
            }
            XCTAssertEqual(message, "\(typo): error: no such file", "record: \(record)")
            XCTAssertEqual(directory.files, [], "record: \(record)")
        }
    }

    /// `.failed` records over a failing reference: a form that cannot be read leaves it as it was.
    func testAMistypedPathLeavesAReferenceAsItWas() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let reference = try XCTUnwrap(TestSnapshot.data(of: try TestForms.form("Hints/User.hints")))
        let file = directory.file("testAMistypedPathLeavesAReferenceAsItWas.user.png")
        try reference.write(to: URL(fileURLWithPath: file))
        let message = verifySnapshot(of: try TestForms.form("Hints/Usr.hints"), as: .formImage(), named: "user", record: .failed,
                                     snapshotDirectory: directory.path)
        XCTAssertTrue(message?.contains("Usr.hints: error: no such file") == true, message ?? "passed")
        XCTAssertEqual(directory.files, ["testAMistypedPathLeavesAReferenceAsItWas.user.png"])
        XCTAssertEqual(FileManager.default.contents(atPath: file), reference)
    }

    /// The error says where: line and column for a parse error, the variant and those there are.
    func testReadErrorsSayWhere() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let broken = directory.file("Broken.form.json")
        try Data("{\n  \"title\": \"Broken\",\n  \"fields\": [,]\n}\n".utf8).write(to: URL(fileURLWithPath: broken))
        XCTAssertThrowsError(try TestForms.form(broken)) { error in
            XCTAssertTrue(error.localizedDescription.hasPrefix("\(broken):3:"), error.localizedDescription)
            XCTAssertTrue(error.localizedDescription.contains(": error: "), error.localizedDescription)
        }
        XCTAssertThrowsError(try TestForms.form("Forms/FieldGallery.form.json", variant: "eror")) { error in
            XCTAssertTrue(error.localizedDescription.contains("eror"), error.localizedDescription)
            XCTAssertTrue(error.localizedDescription.contains("errors"), error.localizedDescription)
        }
    }

    /// A theme is read with the form: one that is missing fails where the form is made, naming it.
    func testAMissingThemeFailsNamingIt() throws {
        let theme = TestForms.path("Themes/Midnite.json")
        XCTAssertThrowsError(try SnapshotForm(TestForms.path("Hints/User.hints"), themeFile: theme, fontsDirectory: TestForms.path("Fonts"))) { error in
            XCTAssertTrue(error.localizedDescription.hasPrefix(theme), error.localizedDescription)
        }
        XCTAssertNoThrow(try SnapshotForm(TestForms.path("Hints/User.hints"), themeFile: TestForms.path("Themes/Midnight.json"),
                                          fontsDirectory: TestForms.path("Fonts")))
    }

    /// On Linux a plain Swift error's `localizedDescription` says nothing: this one is the FormError's text.
    func testTheErrorDescribesItselfOnEveryPlatform() {
        XCTAssertThrowsError(try TestForms.form("Hints/Nope.hints")) { error in
            XCTAssertEqual(error.localizedDescription, "\(error)")
            XCTAssertTrue(error.localizedDescription.hasSuffix("Nope.hints: error: no such file"), error.localizedDescription)
        }
    }

    /// A render error an earlier version recorded as the reference fails, saying what it is.
    func testARecordedRenderErrorFailsAndSaysToRecordAgain() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let file = directory.file("testARecordedRenderErrorFailsAndSaysToRecordAgain.user.png")
        try Data("formrender error: Hints/Usr.hints: error: no such file".utf8).write(to: URL(fileURLWithPath: file))
        let message = verifySnapshot(of: try TestForms.form("Hints/User.hints"), as: .formImage(), named: "user", record: .missing,
                                     snapshotDirectory: directory.path)
        XCTAssertTrue(message?.contains("the reference is not a picture but a recorded render error") == true, message ?? "passed")
        XCTAssertTrue(message?.contains("delete it and record again") == true, message ?? "passed")
    }
}
#endif
