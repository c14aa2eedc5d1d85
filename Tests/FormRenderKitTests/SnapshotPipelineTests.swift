import BoxTree
import FormRenderKit
import FormSnapshot
import Foundation
import PNGCodec
import Expectations
import Testing
import TestSupport

/// One pipeline renders, compares and explains a case for every front end.
@Suite struct SnapshotPipelineTests {
    func pipeline(threshold: Double = 0.1) throws -> SnapshotPipeline {
        var options = RenderOptions()
        options.hintsDirectories = [TestPaths.path("Hints")]
        options.fontsDirectory = TestPaths.path("Fonts")
        return try SnapshotPipeline(options: options, comparison: ComparisonOptions(threshold: threshold))
    }

    /// What the pipeline renders is the committed reference, byte for byte, with its layout dump.
    @Test func rendersACaseAsItsReference() throws {
        let snapshotCase = SnapshotPipeline.snapshotCase(of: TestPaths.path("Forms/FieldGallery.form.json"), variant: "picker-open",
                                                         width: .compact, scale: 2)
        expectEqual(snapshotCase.name, "FieldGallery-picker-open-compact@2x")
        let rendered = try pipeline().render(snapshotCase)
        let reference = try Data(contentsOf: URL(fileURLWithPath: TestPaths.path("Snapshots/\(snapshotCase.name).png")))
        // The reference is sealed with its layout (`ReferenceSeal`); its pixels are the render's.
        try expectEqual(ReferenceSeal.sealed(rendered.png, layout: rendered.layout), [UInt8](reference))
        let layout = try String(contentsOfFile: TestPaths.path("Snapshots/\(snapshotCase.name).layout.json"), encoding: .utf8)
        expectEqual(rendered.layout, layout)
        expectEqual(rendered.tree.root.first(role: "field", id: "country")?.has("open"), true)
    }

    @Test func theDiffingPassesEqualPNGsAndExplainsDifferentOnes() throws {
        let diffing = try pipeline().diffing
        let a = try PNGEncoder.encode(PixelImage(width: 4, height: 4, fill: (255, 255, 255, 255)))
        var changed = PixelImage(width: 4, height: 4, fill: (255, 255, 255, 255))
        changed.pixels[0] = 0
        changed.pixels[1] = 0
        let b = try PNGEncoder.encode(changed)
        try expect(diffing.compare(referencePNG: a, actualPNG: a).passed)
        let verdict = try diffing.compare(referencePNG: a, actualPNG: b)
        expect(!verdict.passed && verdict.comparison.diffPixels == 1)
        expectEqual(verdict.diffImage?.width, 4)
        expect(verdict.summary.contains("1 of 16 pixels differ"))
        #expect(throws: PNGComparison.DecodeError.self) { try diffing.compare(referencePNG: [1, 2, 3], actualPNG: a) }
    }

    /// The checker a front end gets compares with the pipeline's tolerance.
    @Test func theCheckerUsesThePipelinesTolerance() throws {
        let strict = try pipeline(threshold: 0)
        let checker = strict.checker(mode: .verify, policy: .none, isCI: true, reportDirectory: "/nonexistent")
        expectEqual(checker.options, strict.diffing.options)
        expectEqual(checker.diffing.options.threshold, 0)
    }

    /// A case whose pixels pass within the tolerance while its layout's styles changed passes, with a
    /// warning that its reference is going stale.
    @Test func aStyleChangeWithinTheToleranceWarns() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        func layout(blur: Double) -> String {
            LayoutJSON.encode(LayoutTree(width: 4, height: 4, root: LayoutBox(
                role: "card", id: "c", frame: Rect(x: 0, y: 0, width: 4, height: 4),
                style: BoxStyle(fill: .white, shadow: Shadow(color: .black, blur: blur)))))
        }
        let reference = try PNGEncoder.encode(PixelImage(width: 4, height: 4, fill: (255, 255, 255, 255)))
        let actual = try PNGEncoder.encode(PixelImage(width: 4, height: 4, fill: (254, 255, 255, 255)))
        let paths = ReferencePaths(directory: directory.path, name: "Card-compact@2x")
        try paths.write(png: reference, layout: layout(blur: 3))
        let checker = try pipeline().checker(mode: .verify, policy: .none, isCI: true, reportDirectory: directory.path("report"))
        let result = try checker.check(png: actual, layout: layout(blur: 10), paths: paths, name: "Card-compact@2x")
        expectEqual(result.status, .passed)
        expectEqual(result.warnings, ["⚠️ Warning: Card-compact@2x passed within the pixel tolerance, but its layout changed: card 'c': shadow blur 3 → 10; re-record it to keep the reference current"])
        // Unchanged styles: no warning.
        let quiet = try checker.check(png: actual, layout: layout(blur: 3), paths: paths, name: "Card-compact@2x")
        expect(quiet.status == .passed && quiet.warnings.isEmpty)
    }

    /// A reference is one unit: a record stopped between its two files, or one of them edited, fails
    /// verify with what happened, both by pixels and by bytes; recording again heals it.
    @Test func aReferenceWhoseImageAndLayoutWereNotRecordedTogetherFails() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let white = PixelImage(width: 4, height: 4, fill: (255, 255, 255, 255))
        let png = try PNGEncoder.encode(white)
        func layout(_ id: String) -> String {
            LayoutJSON.encode(LayoutTree(width: 4, height: 4, root: LayoutBox(role: "card", id: id, frame: Rect(x: 0, y: 0, width: 4, height: 4))))
        }
        let paths = ReferencePaths(directory: directory.path, name: "Card-compact@2x")
        let pipeline = try pipeline()
        let verify = pipeline.checker(mode: .verify, policy: .none, isCI: true, reportDirectory: directory.path("report"))
        func check(_ layoutText: String) throws -> [SnapshotResult] {
            try [verify.check(png: png, layout: layoutText, paths: paths, name: "Card-compact@2x"),
                 verify.check(image: white, layout: layoutText, paths: paths, name: "Card-compact@2x")]
        }
        try paths.write(png: png, layout: layout("old"))
        try expect(check(layout("old")).allSatisfy { $0.status == .passed })
        // The new layout was written, then the record stopped before the image: the old image stays.
        try Data(layout("new").utf8).write(to: URL(fileURLWithPath: paths.layout))
        for result in try check(layout("new")) {
            expectEqual(result.status, .failed)
            expectEqual(result.messages.first, "the reference \(paths.image) and its layout \(paths.layout) were not recorded together (a record stopped between writing them, or one was edited): record it again")
        }
        // The layout gone.
        try FileManager.default.removeItem(atPath: paths.layout)
        try expect(check(layout("old")).allSatisfy { $0.status == .failed && $0.messages.first?.contains("is missing") == true })
        // `--record failed` writes both again, as one unit.
        let heal = pipeline.checker(mode: .verify, policy: .failed, isCI: false, reportDirectory: directory.path("report"))
        try expectEqual(heal.check(png: png, layout: layout("new"), paths: paths, name: "Card-compact@2x").status, .recorded)
        try expect(check(layout("new")).allSatisfy { $0.status == .passed })
        // A reference recorded before seals (no seal in its image) is taken as it is.
        try Data(png).write(to: URL(fileURLWithPath: paths.image))
        try expect(check(layout("new")).allSatisfy { $0.status == .passed })
    }
}
