import FormModel
import FormSupport
import FormRenderKit
import Foundation
import Expectations
import Testing
import TestSupport

/// Every script has a font; a character none has is a warning naming its box, never silent tofu.
@Suite struct GlyphCoverageTests {
    static let scripts = [
        ("ja", "お名前（漢字）山田太郎"), ("jaNames", "髙橋 﨑 渡邊 齋藤"), ("zh", "电子邮件地址：张伟"),
        ("zhTW", "臺灣臺北市信義區 護照號碼 學歷 聯絡資訊"), ("ko", "서울특별시 주소"), ("koRare", "똠방각하 햏"), ("ar", "الاسم الكامل"),
        ("he", "שם מלא"), ("hi", "पूरा नाम"), ("th", "ชื่อเต็ม"), ("el", "Όνομα"), ("ru", "Полное имя"), ("symbols", "✓ ★ ☎ →"),
        ("emoji", "😀 👍🏽 👨‍👩‍👧 🇯🇵 1️⃣ ⭐ ❤️"),
    ]

    func form(_ labels: [(String, String)], in directory: TemporaryDirectory) throws -> String {
        let fields = labels.map { #"{"id": "\#($0.0)", "label": "\#($0.1)"}"# }.joined(separator: ", ")
        return try directory.write("Forms/Scripts.form.json", #"{"fields": [\#(fields)]}"#)
    }

    @Test func everyScriptHasAFont() throws {
        let session = try makeSession()
        for (name, text) in GlyphCoverageTests.scripts {
            expect(session.measurer.fonts.coverage(of: text).missing.isEmpty, "\(name): \(text)")
        }
        expect(session.measurer.fonts.coverage(of: "お名前").needsFallback)
        expect(!session.measurer.fonts.coverage(of: "Grüße, Ελλάδα, Москва").needsFallback, "Inter covers Latin, Greek and Cyrillic")
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var warnings = WarningLog()
        _ = try session.lay(try form(GlyphCoverageTests.scripts, in: directory), on: .width(.compact), warnings: &warnings).first
        expect(warnings.warnings.isEmpty, "\(warnings.warnings)")
    }

    /// A private-use character, or one no font has, warns with the box that shows it and its code point.
    @Test func aCharacterNoFontHasWarns() throws {
        let session = try makeSession()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let input = try form([("logo", "Brand \u{E000}"), ("old", "Runes ᚠᚢ")], in: directory)
        var warnings = WarningLog()
        _ = try session.lay(input, on: .width(.compact), warnings: &warnings).first
        let said = warnings.warnings.map(\.description)
        expect(said.contains { $0.contains("U+E000 (in label 'logo') is a private-use character: what it means belongs to a font that is not bundled") }, "\(said)")
        expect(said.contains { $0.contains("U+16A0, U+16A2 (in label 'old'); they are drawn as boxes") }, "\(said)")
    }

    /// No example shows a box for a missing glyph.
    @Test func theExamplesHaveEveryGlyph() throws {
        let session = try makeSession()
        for folder in ["Hints", "Forms", "Layouts"] {
            let (files, _) = InputDiscovery.expand([TestPaths.path(folder)])
            for file in files {
                for state in session.load(file).states ?? [] {
                    var warnings = WarningLog()
                    _ = try session.lay(file, variant: state.variant ?? "default", on: .width(.compact), warnings: &warnings).first
                    expect(!warnings.warnings.contains { $0.message.contains("no bundled font has") }, "\(file) \(state.variant ?? "")")
                }
            }
        }
    }
}

/// The fonts chosen do not depend on the machine's locale, and a changed fallback font is refused
/// when a text first needs it (a Latin-only run does not read those files).
@Suite struct FallbackFontsCLITests {
    let binary: URL

    init() throws {
        binary = try require(TestPaths.formrenderBinary, "build the formrender product first (swift build)")
    }

    @Test func theLocaleOfTheMachineChangesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let input = try directory.write("Scripts.form.json", #"{"fields": [{"id": "a", "label": "国際 电子 주소 الاسم שם नाम ชื่อ"}]}"#)
        var images: [Data] = []
        for lang in ["C", "ja_JP.UTF-8", "zh_CN.UTF-8", "ar_EG.UTF-8"] {
            let out = directory.path("out-\(lang)")
            let result = try run(binary, ["render", input, "--width", "compact", "--format", "png", "--out", out, "--fonts-dir", TestPaths.path("Fonts")],
                                 environment: ["LANG": lang, "LC_ALL": lang])
            expectEqual(result.status, 0, "\(result.stderr)")
            images.append(try require(FileManager.default.contents(atPath: "\(out)/Scripts-compact@2x.png")))
        }
        expectEqual(Set(images).count, 1)
    }

    @Test func aFontChangedInPlaceIsRefusedWhenNeeded() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fonts = directory.path("Fonts")
        try FileManager.default.copyItem(atPath: TestPaths.path("Fonts"), toPath: fonts)
        let latin = try directory.write("Latin.form.json", #"{"fields": [{"id": "a", "label": "Name"}]}"#)
        let thaiForm = try directory.write("Thai.form.json", #"{"fields": [{"id": "a", "label": "ชื่อ"}]}"#)
        func render(_ input: String) throws -> CommandResult {
            try run(binary, ["render", input, "--width", "compact", "--format", "png", "--out", directory.path("out"), "--fonts-dir", fonts])
        }
        /// One byte of the file changed where it lies (the same file, its change time moved).
        func spoil(_ name: String) throws {
            let handle = try require(FileHandle(forUpdatingAtPath: "\(fonts)/\(name)"))
            let end = try handle.seekToEnd()
            try handle.seek(toOffset: end - 1)
            let last = try require(handle.read(upToCount: 1)).first ?? 0
            try handle.seek(toOffset: end - 1)
            try handle.write(contentsOf: [last ^ 0xFF])
            try handle.close()
        }
        // Found right once (and remembered), the fonts serve again without being read.
        try expectEqual(render(thaiForm).status, 0)
        try expectEqual(render(thaiForm).status, 0)
        // Changed in place, a font is found out however it was found before, and only when needed.
        try spoil("NotoSansThai-Regular.ttf")
        try expectEqual(render(latin).status, 0, "a Latin form does not need the fallback fonts")
        let needed = try render(thaiForm)
        expectEqual(needed.status, 1)
        expect(needed.stderr.contains("NotoSansThai-Regular.ttf: error: not the bundled font"), "\(needed.stderr)")
        // Inter, remembered by the runs above, is found out at start however small the run.
        try spoil("Inter-Regular.otf")
        let started = try render(latin)
        expectEqual(started.status, 1)
        expect(started.stderr.contains("Inter-Regular.otf: error: not the bundled font"), "\(started.stderr)")
    }
}
