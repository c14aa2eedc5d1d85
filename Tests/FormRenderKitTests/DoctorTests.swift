import Foundation
@testable import FormGallery
@testable import FormPipeline
import FormRenderKit
@testable import FormSnapshot
import FormRaster
import Expectations
import Testing
import TestSupport

/// `formrender doctor`: the libraries, the fonts, and the probe in three parts; a plain verdict.
@Suite struct DoctorTests {
    @Test func thisMachineDrawsAsTheReferences() throws {
        let binary = try require(TestPaths.formrenderBinary)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try run(binary, ["doctor", "--fonts-dir", TestPaths.path("Fonts"), "--probe-out", directory.path("probe")])
        expectEqual(result.status, 0, "\(result.stdout)\(result.stderr)")
        for word in ["FormRender \(FormRenderVersion.current)", "Cairo \(LibraryVersions.current().cairo)", "Pango", "HarfBuzz", "FreeType", "pixman", "fontconfig", "✔ NotoColorEmoji.ttf", "✔ layout", "✔ shapes", "✔ text",
                     "This machine draws byte-identically to the references."] {
            expect(result.stdout.contains(word), "\(word)")
        }
        // The parts are written to look at; the picture without text has no text in it.
        let shapes = try require(FileManager.default.contents(atPath: directory.path("probe/probe-shapes.png")))
        let whole = try require(FileManager.default.contents(atPath: directory.path("probe/probe.png")))
        expect(shapes.count > 1000 && shapes != whole)
    }

    @Test func aChangedFontIsSaidWithWhatToDo() throws {
        let binary = try require(TestPaths.formrenderBinary)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.copyItem(atPath: TestPaths.path("Fonts"), toPath: directory.path("Fonts"))
        let handle = try require(FileHandle(forUpdatingAtPath: directory.path("Fonts/NotoSansThai-Bold.ttf")))
        try handle.seek(toOffset: 100)
        try handle.write(contentsOf: Data([0x42]))
        try handle.close()
        let result = try run(binary, ["doctor", "--fonts-dir", directory.path("Fonts")])
        expectEqual(result.status, 1)
        expect(result.stdout.contains("✘ NotoSansThai-Bold.ttf"), "\(result.stdout)")
        // The probe is drawn as `render` draws, fallback fonts checked: a changed one stops it, with the fix.
        expect(result.stdout.contains("This machine cannot draw: "), "\(result.stdout)")
        expect(result.stdout.contains("NotoSansThai-Bold.ttf: error: not the bundled font"), "\(result.stdout)")
        expect(result.stdout.contains("(restore it: git checkout -- Fonts/)"), "\(result.stdout)")
    }

    /// A missing font stops drawing, and the report still says everything else: the libraries, which
    /// font is missing, and why nothing was drawn.
    @Test func aMissingFontIsReportedWithTheRest() throws {
        let binary = try require(TestPaths.formrenderBinary)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.copyItem(atPath: TestPaths.path("Fonts"), toPath: directory.path("Fonts"))
        try FileManager.default.removeItem(atPath: directory.path("Fonts/NotoSansThai-Bold.ttf"))
        let result = try run(binary, ["doctor", "--fonts-dir", directory.path("Fonts")])
        expectEqual(result.status, 1)
        for line in ["Cairo \(LibraryVersions.current().cairo)", "✔ Inter-Regular.otf", "✘ NotoSansThai-Bold.ttf  missing",
                     "Probe (a built-in form at compact @2x): not drawn", "This machine cannot draw: ", "the bundled font is missing"] {
            expect(result.stdout.contains(line), "\(line): \(result.stdout)")
        }
    }

    /// The fonts directory in use is named, and said to come from FORMRENDER_FONTS when it does, so a
    /// stale variable explains fonts that are missing.
    @Test func theFontsDirectoryIsNamedWithWhereItCameFrom() throws {
        let binary = try require(TestPaths.formrenderBinary)
        let given = try run(binary, ["doctor", "--fonts-dir", TestPaths.path("Fonts")])
        expect(given.stdout.contains("\nFonts (\(TestPaths.path("Fonts"))):\n"), given.stdout)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let stale = try run(binary, ["doctor"], environment: ["FORMRENDER_FONTS": directory.path("gone")])
        expectEqual(stale.status, 1)
        expect(stale.stdout.contains("\nFonts (\(directory.path("gone")), from FORMRENDER_FONTS):\n"), stale.stdout)
    }

    /// A font file that is not bundled may be chosen for text: it is named, and it is the verdict.
    @Test func anExtraFontIsSaidWithWhatToDo() throws {
        let binary = try require(TestPaths.formrenderBinary)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.copyItem(atPath: TestPaths.path("Fonts"), toPath: directory.path("Fonts"))
        try FileManager.default.copyItem(atPath: directory.path("Fonts/NotoSansHebrew-Regular.ttf"), toPath: directory.path("Fonts/Extra.ttf"))
        let result = try run(binary, ["doctor", "--fonts-dir", directory.path("Fonts")])
        expectEqual(result.status, 1)
        expect(result.stdout.contains("✘ Extra.ttf  not a bundled font"), "\(result.stdout)")
        expect(result.stdout.contains("the fonts directory holds a font FormRender does not bundle (Extra.ttf)"), "\(result.stdout)")
        // fontconfig also reads subfolders and files without a font ending: what it loaded is named.
        try FileManager.default.removeItem(atPath: directory.path("Fonts/Extra.ttf"))
        try FileManager.default.createDirectory(atPath: directory.path("Fonts/sub"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: directory.path("Fonts/NotoSansHebrew-Regular.ttf"), toPath: directory.path("Fonts/sub/Other.ttf"))
        let nested = try run(binary, ["doctor", "--fonts-dir", directory.path("Fonts")])
        expectEqual(nested.status, 1)
        expect(nested.stdout.contains("✘ sub/Other.ttf  not a bundled font"), "\(nested.stdout)")
    }

    /// Which part differs says where the difference comes from, and what to do.
    @Test func theVerdictNamesThePartThatDiffers() {
        func doctor(_ failing: Set<String>) -> Doctor {
            let parts = ["layout", "shapes", "text"].map { RenderProbe.Part(name: $0, sha256: failing.contains($0) ? "x" : "y", expected: "y") }
            return Doctor(versions: LibraryVersions(cairo: "1.18.4", pango: "1.56.3", harfBuzz: "10.2.0", freeType: "2.13.3", pixman: "0.44.0",
                                                    fontconfig: "2.15.0"), fonts: [], probe: parts)
        }
        expect(doctor([]).rendersAsReferences)
        // Other libraries (Debian 13's) that draw the probe alike are said to, with why.
        expect(doctor([]).verdict.hasPrefix("This machine draws byte-identically to the references. Its libraries differ from theirs (Cairo 1.18.4, Pango 1.56.3"))
        expect(doctor([]).verdict.contains("drawn from glyph outlines"))
        expect(doctor(["text"]).verdict.contains("draws text differently"))
        expect(doctor(["text"]).verdict.contains("FreeType 2.13.3"))
        expect(doctor(["shapes", "text"]).verdict.contains("draws shapes differently"))
        expect(doctor(["layout", "shapes", "text"]).verdict.contains("measures text differently"))
        expect(doctor(["text"]).lines.contains("  Cairo 1.18.4 (references: 1.16.0)"))
    }
}
