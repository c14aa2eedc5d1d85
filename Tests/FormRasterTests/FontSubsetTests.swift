import CCairoPango
import Expectations
import Foundation
@testable import PDFWriting
import Testing
import TestSupport

/// The fonts a PDF embeds are subsets FormRender cuts itself: each must be a font FreeType opens, with
/// the glyphs asked for, in the order asked for, drawing what the whole font draws.
struct FontSubsetTests {
    /// A font file's glyphs as FreeType reads them: count, and each asked glyph's outline bounds and advance.
    struct Face {
        var glyphs: Int
        var boxes: [[Int]]
    }

    static func face(_ bytes: [UInt8], glyphs: [Int]) throws -> Face {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw FontData.Malformed(description: "no FreeType") }
        defer { FT_Done_FreeType(library) }
        return try bytes.withUnsafeBufferPointer { buffer in
            var face: FT_Face?
            guard FT_New_Memory_Face(library, buffer.baseAddress, FT_Long(buffer.count), 0, &face) == 0, let face else {
                throw FontData.Malformed(description: "FreeType cannot open the subset")
            }
            defer { FT_Done_Face(face) }
            var boxes: [[Int]] = []
            for glyph in glyphs {
                guard FT_Load_Glyph(face, FT_UInt(glyph), Int32(FT_LOAD_NO_SCALE)) == 0 else {
                    throw FontData.Malformed(description: "FreeType cannot load glyph \(glyph)")
                }
                let slot = face.pointee.glyph.pointee
                // The control box: the outline's points' bounds.
                var box = [Int.max, Int.max, Int.min, Int.min]
                for index in 0..<Int(slot.outline.n_points) {
                    let point = slot.outline.points[index]
                    box = [min(box[0], Int(point.x)), min(box[1], Int(point.y)), max(box[2], Int(point.x)), max(box[3], Int(point.y))]
                }
                if slot.outline.n_points == 0 { box = [0, 0, 0, 0] }
                boxes.append(box + [Int(slot.metrics.horiAdvance), Int(slot.outline.n_points)])
            }
            return Face(glyphs: Int(face.pointee.num_glyphs), boxes: boxes)
        }
    }

    static func font(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: TestPaths.path("Fonts/\(name)"))))
    }

    /// Glyphs spread over the font, and glyph 0.
    static func sample(_ count: Int) -> [Int] {
        [count / 2, 3, count - 1, 17, count / 3, 250 % count].filter { $0 > 0 }
    }

    /// The whole font's glyphs `asked` and the subset's first ones, as FreeType reads them.
    static func compared(_ name: String, subset: (OpenTypeTables, [Int]) throws -> [UInt8]) throws
        -> (whole: Face, part: Face, asked: [Int], bytes: [UInt8], cut: [UInt8], tables: OpenTypeTables) {
        let bytes = try font(name)
        let tables = try OpenTypeTables(bytes, faceIndex: 0)
        let asked = sample(try tables.advances().count)
        let cut = try subset(tables, asked)
        return (try face(bytes, glyphs: [0] + asked), try face(cut, glyphs: Array(0...asked.count)), asked, bytes, cut, tables)
    }

    @Test(arguments: ["NotoSansArabic-Regular.ttf", "NotoSansDevanagari-Bold.ttf", "NotoSansThai-Regular.ttf"])
    func trueTypeSubsetsDrawTheirGlyphsAsTheWholeFontDoes(_ name: String) throws {
        var order: [Int] = []
        let (whole, part, asked, bytes, cut, _) = try Self.compared(name) { tables, asked in
            var subset = TrueTypeSubset(font: tables, glyphs: asked)
            defer { order = subset.order }
            return try subset.build()
        }
        expectEqual(part.boxes, whole.boxes, "glyph i of the subset is asked glyph i")
        // A composite glyph's parts come along (after those asked), so the subset may hold more.
        expect(part.glyphs >= asked.count + 1 && part.glyphs == order.count, "\(part.glyphs) glyphs for \(asked.count)")
        expect(cut.count < bytes.count / 4, "\(cut.count) bytes of \(bytes.count)")
    }

    @Test(arguments: ["Inter-Regular.otf", "Inter-Bold.otf", "NotoSansCJKjp-Regular-Subset.otf"])
    func cffSubsetsDrawTheirGlyphsAsTheWholeFontDoes(_ name: String) throws {
        // A bare CFF font: FreeType reads it as PDF readers do.
        let (whole, part, asked, _, cut, tables) = try Self.compared(name) { tables, asked in try CFFSubset(font: tables, glyphs: asked).build() }
        expectEqual(part.glyphs, asked.count + 1)
        // Outlines match; advances are the PDF's /W, not the CFF's (a CID font's widths are not in it).
        expectEqual(part.boxes.map { Array($0[0..<4]) + [$0[5]] }, whole.boxes.map { Array($0[0..<4]) + [$0[5]] })
        expect(cut.count < tables.tables["CFF "]!.length / 4, "\(cut.count) bytes")
    }

    /// A subset keeps no glyph names (a name-keyed font's String INDEX was four fifths of its subset):
    /// its strings are the registry's two, its Top DICT is read as CID-keyed Adobe-Identity, and
    /// twenty glyphs of Inter come to a few kilobytes.
    @Test(arguments: ["Inter-Regular.otf", "NotoSansCJKjp-Regular-Subset.otf"])
    func cffSubsetsKeepNoGlyphNames(_ name: String) throws {
        let tables = try OpenTypeTables(try Self.font(name), faceIndex: 0)
        let cut = try CFFSubset(font: tables, glyphs: Array(1...20)).build()
        let data = FontData(bytes: cut)
        let names = try CFFFont.index(data, at: Int(cut[2]))
        let tops = try CFFFont.index(data, at: names.end)
        let strings = try CFFFont.index(data, at: tops.end)
        expectEqual(strings.items.map { String(decoding: cut[$0], as: UTF8.self) }, ["Adobe", "Identity"])
        let top = try CFFFont.dict(data, try require(tops.items.first))
        expectEqual(top.first { $0.op == 1_230 }?.operands, [391, 392, 0], "ROS: Adobe, Identity, 0")
        expect(!top.contains { CFFSubset.stringOperators.subtracting([1_230]).contains($0.op) }, "no other string is named")
        expect(cut.count < 8_000, "\(cut.count) bytes for 20 glyphs")
    }

    /// Unused subroutines are emptied, used ones kept: a glyph calling subroutines still draws.
    @Test func subroutinesAGlyphCallsAreKept() throws {
        let bytes = try Self.font("Inter-Regular.otf")
        let tables = try OpenTypeTables(bytes, faceIndex: 0)
        let asked = Array(1..<200)
        let cut = try CFFSubset(font: tables, glyphs: asked).build()
        let whole = try Self.face(bytes, glyphs: asked)
        let part = try Self.face(cut, glyphs: Array(1...asked.count))
        expectEqual(part.boxes.map { $0[5] }, whole.boxes.map { $0[5] }, "every glyph has all its points")
    }

    /// A broken font is an error, never a crash.
    @Test func brokenFontsAreErrors() throws {
        let bytes = try Self.font("NotoSansArabic-Regular.ttf")
        for cut in [0, 11, 12, 100, 400, bytes.count / 2] {
            let broken = Array(bytes.prefix(cut))
            if let tables = try? OpenTypeTables(broken, faceIndex: 0) {
                var subset = TrueTypeSubset(font: tables, glyphs: [5, 9])
                _ = try? subset.build()
            }
        }
        var corrupted = try Self.font("Inter-Regular.otf")
        let tables = try OpenTypeTables(corrupted, faceIndex: 0)
        let cff = tables.tables["CFF "]!.offset
        for offset in stride(from: cff, to: cff + 400, by: 7) { corrupted[offset] ^= 0x5A }
        if let broken = try? OpenTypeTables(corrupted, faceIndex: 0) {
            _ = try? CFFSubset(font: broken, glyphs: [5, 9]).build()
        }
        #expect(throws: FontData.Malformed.self) { try OpenTypeTables([0, 1, 0, 0, 0, 9], faceIndex: 0) }
    }

    /// Every input the font fuzzer keeps (crashes it found among them) is subset or refused, never a trap.
    @Test func theFuzzCorpusIsSubsetOrRefused() throws {
        let folder = TestPaths.path("Fuzz/Corpus/FuzzFonts")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        expect(names.count >= 10)
        var refused = 0
        for name in names {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
            if (try? FontSubsetting.subset(bytes, glyphs: [1, 2, 3])) == nil { refused += 1 }
        }
        expect(refused >= 1, "the crash the fuzzer found is refused")
    }
}
