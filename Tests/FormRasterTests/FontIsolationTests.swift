import BoxTree
import FormLayout
import FormModel
import FormSupport
import FormRaster
import Expectations
import Testing
import TestSupport

@Suite struct FontIsolationTests {
    let fonts: FontLibrary

    init() throws {
        fonts = try FontLibrary(directory: TestPaths.path("Fonts"))
    }

    /// DejaVu Sans is installed on this system; with fontconfig isolated, asking for it must still give
    /// the bundled Inter, so the two measure the same.
    @Test func systemFamiliesResolveToBundledFonts() {
        let measurer = PangoTextMeasurer(fonts: fonts)
        let inter = FontSpec(family: "Inter", weight: .regular, size: 15, lineHeight: 18)
        var dejaVu = inter
        dejaVu.family = "DejaVu Sans"
        var unknown = inter
        unknown.family = "No Such Family"
        let text = "The quick brown fox jumps over the lazy dog"
        let reference = measurer.measure(text, font: inter, maxWidth: 10_000, wrapping: .singleLine)
        expectEqual(measurer.measure(text, font: dejaVu, maxWidth: 10_000, wrapping: .singleLine), reference)
        expectEqual(measurer.measure(text, font: unknown, maxWidth: 10_000, wrapping: .singleLine), reference)
        // Inter at 15 pt: about 0.5 em a character; DejaVu Sans would be about 12% wider.
        expect(reference.width > 290 && reference.width < 320)
    }

    @Test func weightsAreDistinctFaces() {
        let measurer = PangoTextMeasurer(fonts: fonts)
        let regular = FontSpec(family: "Inter", weight: .regular, size: 15, lineHeight: 18)
        var bold = regular
        bold.weight = .bold
        let text = "Account Information"
        expect(measurer.measure(text, font: bold, maxWidth: 10_000, wrapping: .singleLine).width
            > measurer.measure(text, font: regular, maxWidth: 10_000, wrapping: .singleLine).width)
    }

    @Test func wrappingCountsLines() {
        let measurer = PangoTextMeasurer(fonts: fonts)
        let font = FontSpec(family: "Inter", weight: .regular, size: 15, lineHeight: 18)
        let text = "one two three four five six seven eight nine ten eleven twelve"
        expectEqual(measurer.measure(text, font: font, maxWidth: 10_000, wrapping: .wrap).lineCount, 1)
        expect(measurer.measure(text, font: font, maxWidth: 100, wrapping: .wrap).lineCount >= 5)
        expectEqual(measurer.measure(text, font: font, maxWidth: 100, wrapping: .singleLine).lineCount, 1)
        expectEqual(measurer.measure("a\nb\nc", font: font, maxWidth: 100, wrapping: .wrap).lineCount, 3)
    }

    @Test func missingFontDirectoryIsAClearError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let empty = #expect(throws: FormError.self) { try FontLibrary(directory: directory.path) }
        expectEqual(empty?.description, "\(directory.path): error: holds no .otf or .ttf fonts (set --fonts-dir or FORMRENDER_FONTS to the checkout's Fonts/)")
        let file = try directory.write("fonts", "not a directory")
        let notADirectory = #expect(throws: FormError.self) { try FontLibrary(directory: file) }
        expectEqual(notADirectory?.message.hasPrefix("is a regular file, not a fonts directory"), true)
    }
}
