import BoxTree
import Foundation
import FormLayout
import FormModel
import FormSupport
@testable import FormRaster
import Expectations
import Testing
import TestSupport

/// Fonts are the expected files or an error naming the one that is not; text the layout shows draws in
/// PNG and PDF alike; long unbroken text wraps in linear time.
@Suite struct HardeningRasterTests {
    /// A copy of the bundled fonts in a fresh directory, to spoil.
    func fontsCopy() throws -> TemporaryDirectory {
        let copy = try TemporaryDirectory()
        for file in BundledFonts.files + BundledFonts.fallbackFiles {
            try FileManager.default.copyItem(atPath: TestPaths.path("Fonts/\(file.fileName)"), toPath: copy.path(file.fileName))
        }
        return copy
    }

    func fontError(_ directory: String) -> String? {
        do {
            _ = try FontLibrary(directory: directory)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func theBundledFontsAreAccepted() throws {
        let copy = try fontsCopy()
        defer { copy.remove() }
        expectEqual(fontError(copy.path), nil)
        expectEqual(fontError(TestPaths.path("Fonts")), nil)
    }

    @Test func aGarbageFontFileIsAnErrorNamingIt() throws {
        let copy = try fontsCopy()
        defer { copy.remove() }
        try copy.write("Evil.otf", "this is not a font")
        expectEqual(fontError(copy.path), "\(copy.path("Evil.otf")): error: not a font file that can be read (remove it from the fonts directory)")
    }

    @Test func aChangedBundledFontIsAnErrorNamingIt() throws {
        let copy = try fontsCopy()
        defer { copy.remove() }
        // Same name, another face: fontconfig would load it happily and every picture would change.
        try FileManager.default.removeItem(atPath: copy.path("Inter-Regular.otf"))
        try FileManager.default.copyItem(atPath: TestPaths.path("Fonts/Inter-Bold.otf"), toPath: copy.path("Inter-Regular.otf"))
        let message = try require(fontError(copy.path))
        expect(message.hasPrefix("\(copy.path("Inter-Regular.otf")): error: not the bundled font (271436 bytes, SHA-256 1e9dfd6a6e33ac63…; expected 258992 bytes, a7e791e8f5a0fb02…)"))
    }

    /// A fallback font is checked by size at start (its hash when a text first needs it).
    @Test func aMissingOrCutFallbackFontIsAnError() throws {
        let copy = try fontsCopy()
        defer { copy.remove() }
        try FileManager.default.removeItem(atPath: copy.path("NotoSansThai-Bold.ttf"))
        expectEqual(fontError(copy.path), "\(copy.path("NotoSansThai-Bold.ttf")): error: the bundled font is missing (restore it: git checkout -- Fonts/)")
        try copy.write("NotoSansThai-Bold.ttf", "short")
        expectEqual(fontError(copy.path)?.hasPrefix("\(copy.path("NotoSansThai-Bold.ttf")): error: not the bundled font (5 bytes; expected 37788)"), true)
    }

    @Test func aMissingBundledFontOrASpecialFileIsAnError() throws {
        let copy = try fontsCopy()
        defer { copy.remove() }
        try FileManager.default.removeItem(atPath: copy.path("Inter-Italic.otf"))
        expectEqual(fontError(copy.path), "\(copy.path("Inter-Italic.otf")): error: the bundled font is missing (restore it: git checkout -- Fonts/)")
        let fifos = try fontsCopy()
        defer { fifos.remove() }
        expectEqual(mkfifo(fifos.path("Extra.ttf"), 0o644), 0)
        expectEqual(fontError(fifos.path), "\(fifos.path("Extra.ttf")): error: is a named pipe (FIFO), not a font file")
    }

    @Test func theManifestMatchesTheCheckout() throws {
        for file in BundledFonts.files {
            let bytes = try RegularFile.read(TestPaths.path("Fonts/\(file.fileName)"), maxBytes: 1 << 24)
            expectEqual(bytes.count, file.size, "\(file.fileName)")
            expectEqual(SHA256.hex(bytes), file.sha256, "\(file.fileName)")
        }
    }

    /// Scripts written without spaces break where Pango's rules say (Thai by dictionary, Japanese
    /// keeping `、` off a line's start): no break is forced between their characters.
    @Test func scriptsWithoutSpacesAreLeftToPango() {
        let thai = String(repeating: "สวัสดีครับยินดีต้อนรับ", count: 10)
        let japanese = String(repeating: "日本語の文章、です。", count: 20)
        expect(LongWords.breakable(thai).insertedAt.isEmpty)
        expect(LongWords.breakable(japanese).insertedAt.isEmpty)
        expect(LongWords.breakable(String(repeating: "한국어", count: 60)).insertedAt.isEmpty)
        // A long Latin run inside them still gets its breaks.
        expectEqual(LongWords.breakable("日本" + String(repeating: "x", count: 200) + "です").insertedAt.count, 199)
    }

    @Test func longUnbrokenRunsGetBreakOpportunities() {
        let run = String(repeating: "x", count: 300)
        let (text, inserted) = LongWords.breakable("ab " + run + " cd")
        expectEqual(inserted.count, 299)
        expectEqual(inserted.first, 4)
        expectEqual(text.replacingOccurrences(of: "\u{200B}", with: ""), "ab " + run + " cd")
        expect(text.hasPrefix("ab x\u{200B}x"))
        // Text with spaces, or short, or a run of at most 128, is left alone (ordinary forms shape as before).
        let spaced = Array(repeating: "word", count: 200).joined(separator: " ")
        expectEqual(LongWords.breakable(spaced).text, spaced)
        let edge = String(repeating: "y", count: LongWords.maxRun) + " z"
        expect(LongWords.breakable(edge).insertedAt.isEmpty)
        // A cluster is never split: 200 family emoji are 200 characters.
        let family = String(repeating: "👨‍👩‍👧", count: 200)
        let broken = LongWords.breakable(family).text
        expectEqual(broken.replacingOccurrences(of: "\u{200B}", with: ""), family)
        expectEqual(broken.filter { $0 == "👨‍👩‍👧" }.count, 200)
        // Offsets move past the insertions before them.
        expectEqual(LongWords.moved(0, past: [128]), 0)
        expectEqual(LongWords.moved(300, past: [128, 256]), 306)
    }

    @Test func unbrokenTextMeasuresLikeCharacterWrapping() throws {
        let measurer = PangoTextMeasurer(fonts: try FontLibrary(directory: TestPaths.path("Fonts")))
        let font = FontSpec(family: "Inter", weight: .regular, size: 15, lineHeight: 18)
        let metrics = measurer.measure(String(repeating: "x", count: 5_000), font: font, maxWidth: 343, wrapping: .wrap)
        // Broken between characters, every line full but the last, as Pango's own fallback would.
        let oneLine = measurer.measure(String(repeating: "x", count: 100), font: font, maxWidth: 100_000, wrapping: .singleLine).width
        let perLine = Int(343 / (oneLine / 100))
        expectEqual(metrics.lineCount, (5_000 + perLine - 1) / perLine, "\(metrics.lineCount) lines of \(perLine)")
        expect(metrics.width <= 343)
    }

    @Test func noncharactersAndNULDrawInPNGAndPDF() throws {
        let session = try makeSession()
        var field = Field(id: "a", label: "Nul\u{0}here \u{FFFF}", kind: .text)
        field.value = "v\u{FFFE}"
        let document = FormDocument(name: "U", title: "Title \u{FFFE}", sections: [Section(id: "s", title: nil, fields: [field])])
        let tree = try session.layOut(document, width: 375)
        expectEqual(tree.root.first(role: .label)?.text, "Nul□here □")
        expectEqual(tree.root.first(role: .title)?.text, "Title □")
        try expect(session.rasterizer.png(tree, scale: 1).count > 1000)
        let pdf = try session.rasterizer.pdf(tree, title: document.title)
        expectEqual(String(decoding: pdf.prefix(5), as: UTF8.self), "%PDF-")
    }

    @Test func theFontCacheIsAPrivateDirectoryNeverASymbolicLink() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let own = FontCacheDirectory.locate(environment: ["HOME": home.path])
        expectEqual(own, home.path(".cache/formrender/fontconfig"))
        var info = stat()
        expect(lstat(own, &info) == 0 && info.st_mode & 0o777 == 0o700)

        // A planted link where the cache would go is not followed: a private directory of our own instead.
        let planted = try TemporaryDirectory()
        defer { planted.remove() }
        let victim = try TemporaryDirectory()
        defer { victim.remove() }
        try FileManager.default.createDirectory(atPath: planted.path("formrender"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: planted.path("formrender/fontconfig"), withDestinationPath: victim.path)
        let fallback = FontCacheDirectory.locate(environment: ["XDG_CACHE_HOME": planted.path])
        expect(fallback != planted.path("formrender/fontconfig"))
        expectEqual(FileKind.ofEntry(fallback), .directory)
        // A world-writable directory is refused too.
        let open = try TemporaryDirectory()
        defer { open.remove() }
        try FileManager.default.createDirectory(atPath: open.path("formrender/fontconfig"), withIntermediateDirectories: true)
        expectEqual(chmod(open.path("formrender/fontconfig"), 0o777), 0)
        expect(!FontCacheDirectory.makePrivate(open.path("formrender/fontconfig")))
        expectEqual("/tmp/</cachedir><dir>/etc</dir>&".markupEscaped, "/tmp/&lt;/cachedir&gt;&lt;dir&gt;/etc&lt;/dir&gt;&amp;")
    }

    /// A font copied over in place leaves its directory's time alone, which is all fontconfig checks:
    /// the fonts' own cache follows the files, so the old cache (the old font's characters) is not used.
    @Test func aFontReplacedInPlaceGetsAFreshCache() throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let fonts = try TemporaryDirectory()
        defer { fonts.remove() }
        try fonts.write("A.ttf", "one")
        let environment = ["HOME": home.path]
        let first = FontCacheDirectory.forFonts(in: fonts.path, files: ["A.ttf"], environment: environment)
        expect(first.hasPrefix(home.path(".cache/formrender/fontconfig/fonts-")))
        expectEqual(FontCacheDirectory.forFonts(in: fonts.path, files: ["A.ttf"], environment: environment), first, "the same files, the same cache")
        let handle = try require(FileHandle(forWritingAtPath: fonts.path("A.ttf")))
        try handle.write(contentsOf: Data("two".utf8))
        try handle.close()
        expect(FontCacheDirectory.forFonts(in: fonts.path, files: ["A.ttf"], environment: environment) != first)
    }
}
