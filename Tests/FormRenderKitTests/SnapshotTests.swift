import BoxTree
import FormLayout
import FormModel
import FormSupport
import FormPages
import FormRenderKit
import Foundation
import Expectations
import Testing
import TestSupport

/// Every example's default state at every width class, and every variant at compact, rendered to PNG
/// @2x and compared byte for byte with the reference in Snapshots/. `FORMRENDER_RECORD=1` writes the
/// references instead (never under CI); a mismatch writes the actual image to a temporary path named
/// in the failure.
@Suite struct SnapshotTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var variant: String?
        var width: WidthClass
        /// A printed A4 page (from 1) of the default state, as `"pages": ["a4"]` in formrender.json asks.
        var page: Int?

        var fileName: String {
            let name = OutputFormat.caseName(outputName(of: input), variant: variant)
            if let page { return OutputFormat.pageImageName(name: name, page: "a4", number: page, scale: 2) }
            return OutputFormat.png.fileName(name: name, width: width, scale: 2)
        }

        var testDescription: String { fileName }
    }

    static let cases: [Case] = TestPaths.examples.flatMap { input -> [Case] in
        var warnings = WarningLog()
        let loader = FormLoader(library: HintsLibrary(directories: [TestPaths.path("Hints")]))
        let variants = ((try? loader.loadDocuments(input, warnings: &warnings)) ?? []).compactMap(\.variant)
        var pages: [Case] = []
        if let session = try? makeSession(), let paged = try? session.lay(input, on: .page(SnapshotTests.a4), warnings: &warnings) {
            pages = (1...paged.pages.count).map { Case(input: input, variant: nil, width: .compact, page: $0) }
        }
        return WidthClass.allClasses.map { Case(input: input, variant: nil, width: $0) }
            + variants.map { Case(input: input, variant: $0, width: .compact) } + pages
    }

    static let a4 = PageSetup(width: 595.276, height: 841.89, margins: 36, name: "a4")

    static var recording: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["FORMRENDER_RECORD"] == "1" && environment["CI"] == nil
    }

    @Test func everyExampleHasCases() {
        expect(TestPaths.examples.count >= 25)
        expect(SnapshotTests.cases.contains { $0.variant == "picker-open-error" })
        expect(SnapshotTests.cases.contains { $0.variant == "loggedOut" })
        expect(SnapshotTests.cases.contains { $0.page == 2 && $0.input.hasSuffix("Permit.form.json") })
        expect(SnapshotTests.cases.contains { $0.page == 2 && $0.input.hasSuffix("Anmeldung.form.json") }, "a declaration kept whole on its own page")
        expect(!SnapshotTests.cases.contains { $0.page != nil && $0.input.hasSuffix(".json") && $0.input.contains("Layouts") })
    }

    @Test(arguments: cases)
    func matchesReference(_ snapshot: Case) throws {
        let session = try makeSession()
        var warnings = WarningLog()
        var tree = try session.lay(snapshot.input, variant: snapshot.variant, on: .width(snapshot.width), warnings: &warnings).first
        var layout = LayoutJSON.encode(tree)
        if let page = snapshot.page {
            let paged = try session.lay(snapshot.input, on: .page(SnapshotTests.a4), warnings: &warnings)
            tree = paged.pages[page - 1]
            layout = LayoutJSON.encode(paged, page: page)
        }
        let png = try session.rasterizer.png(tree, scale: 2)
        let reference = TestPaths.root.appendingPathComponent("Snapshots").appendingPathComponent(snapshot.fileName)
        if SnapshotTests.recording {
            // As `formrender snapshot record` does: the picture and its layout.
            try ReferencePaths(directory: TestPaths.path("Snapshots"), name: (snapshot.fileName as NSString).deletingPathExtension)
                .write(png: png, layout: layout)
            return
        }
        guard let expected = FileManager.default.contents(atPath: reference.path) else {
            Issue.record("no reference Snapshots/\(snapshot.fileName): record it with FORMRENDER_RECORD=1 scripts/test, then look at it")
            return
        }
        // A reference is sealed with its layout (`ReferenceSeal`): the render, sealed so, is it byte for byte.
        if try [UInt8](expected) != ReferenceSeal.sealed(png, layout: layout) {
            let actual = FileManager.default.temporaryDirectory.appendingPathComponent("formrender-actual-\(snapshot.fileName)")
            try AtomicFile.write(png, to: actual.path)
            Issue.record("Snapshots/\(snapshot.fileName) differs from the render (\(expected.count) vs \(png.count) bytes); actual image: \(actual.path)")
        }
    }

    /// No reference is left that no case produces.
    @Test func noOrphanReferences() throws {
        let expected = Set(SnapshotTests.cases.map(\.fileName))
        let present = try FileManager.default.contentsOfDirectory(atPath: TestPaths.path("Snapshots")).filter { $0.hasSuffix(".png") }
        expectEqual(Set(present).subtracting(expected).sorted(), [])
    }
}
