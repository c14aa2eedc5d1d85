/// A font a document draws text in: the glyphs it uses, numbered by first use (the codes its content
/// streams show, which become the subset's glyph numbers), what text each stands for, and at the end
/// the subset and its PDF objects (a Type 0 font over a CID font, Identity-H, with ToUnicode).
/// A font file read once for every document a session writes: its tables and each glyph's advance.
public final class FontProgram {
    let tables: OpenTypeTables
    let unitsPerEm: Double
    let advances: [Int]
    let isCFF: Bool
    /// The CFF outlines' structure, read here so that each document only cuts its subset (a broken
    /// one is the error of the document that embeds the font).
    let cff: Result<CFFFont, Error>?

    public init(bytes: [UInt8], faceIndex: Int) throws {
        tables = try OpenTypeTables(bytes, faceIndex: faceIndex)
        unitsPerEm = Double(tables.unitsPerEm)
        advances = try tables.advances()
        isCFF = tables.tables["CFF "] != nil
        guard isCFF || tables.tables["glyf"] != nil else {
            throw FontData.Malformed(description: "the font has neither TrueType ('glyf') nor CFF outlines")
        }
        cff = isCFF ? Result { [tables] in try CFFFont(tables) } : nil
    }
}

public final class EmbeddedFont {
    public let resourceName: String
    private let tables: OpenTypeTables
    private let unitsPerEm: Double
    private let advances: [Int]
    private let isCFF: Bool
    private let cff: Result<CFFFont, Error>?
    /// Old glyph → code (`unassigned` until used); code → old glyph.
    private var codes: [UInt16]
    private static let unassigned = UInt16.max
    private var glyphs: [Int] = [0]
    /// Each code's text (UTF-8), by the first cluster it was drawn for.
    private var texts: [[UInt8]?] = [nil]

    init(program: FontProgram, resourceName: String) {
        tables = program.tables
        unitsPerEm = program.unitsPerEm
        advances = program.advances
        isCFF = program.isCFF
        cff = program.cff
        codes = [UInt16](repeating: EmbeddedFont.unassigned, count: max(1, advances.count))
        codes[0] = 0
        self.resourceName = resourceName
        widths = [advance(of: 0)]
    }

    /// The code for `glyph`, numbered on first use; nil past 65,535 glyphs.
    public func code(for glyph: UInt32) -> UInt16? {
        guard Int(glyph) < codes.count else { return nil }
        let known = codes[Int(glyph)]
        if known != EmbeddedFont.unassigned { return known }
        guard glyphs.count < 65_535 else { return nil }
        let code = UInt16(glyphs.count)
        codes[Int(glyph)] = code
        glyphs.append(Int(glyph))
        widths.append(advance(of: Int(glyph)))
        texts.append(nil)
        return code
    }

    /// The glyph's advance in thousandths of an em, as the font's `hmtx` gives it.
    public func width(of code: UInt16) -> Double {
        widths[Int(code)]
    }

    /// Each code's advance, worked out when the code is given (text asks for it glyph by glyph).
    private var widths: [Double] = []

    private func advance(of glyph: Int) -> Double {
        glyph < advances.count ? Double(advances[glyph]) * 1_000 / unitsPerEm : 0
    }

    /// Maps `code` to the text it stands for, unless it already stands for other text; false then
    /// (the caller marks the text where it is drawn instead).
    public func mapText(_ utf8: UnsafeBufferPointer<UInt8>, to code: UInt16) -> Bool {
        guard !utf8.isEmpty, Int(code) < texts.count else { return false }
        if let known = texts[Int(code)] { return known.elementsEqual(utf8) }
        texts[Int(code)] = Array(utf8)
        return true
    }

    /// Characters a person may type into a form field in this font: each one the font has is added
    /// with its own glyph (the font's `cmap`), mapped back to itself, so a PDF reader filling the field
    /// finds it. Returns the characters the font has.
    @discardableResult
    public func addCharacters(_ scalars: [Unicode.Scalar]) -> Set<UInt32> {
        guard let map = CharacterMap(tables) else { return [] }
        for scalar in scalars {
            guard let glyph = map.glyph(for: scalar.value), let code = code(for: UInt32(glyph)) else { continue }
            let utf8 = Array(String(scalar).utf8)
            if utf8.withUnsafeBufferPointer({ mapText($0, to: code) }) { typable.insert(scalar.value) }
        }
        return typable
    }

    /// The characters `addCharacters` gave this font.
    public private(set) var typable: Set<UInt32> = []

    /// The subset font file and its compressed bytes: touches nothing but this font's own reading, so
    /// it may be made on another thread while the document's other objects are written.
    struct Program {
        var bytes: [UInt8]
        var packed: [UInt8]
    }

    func program() throws -> Program {
        let usedGlyphs = Array(glyphs.dropFirst())
        let bytes: [UInt8]
        if let cff {
            bytes = try CFFSubset(font: try cff.get(), glyphs: usedGlyphs).build()
        } else {
            var subset = TrueTypeSubset(font: tables, glyphs: usedGlyphs)
            bytes = try subset.build()
        }
        return Program(bytes: bytes, packed: Deflate.packed(bytes))
    }

    /// Writes the font's objects around its `program()` and returns the Type 0 font's number.
    func write(into objects: PDFObjects, program made: Program) throws -> Int {
        let program = made.bytes
        let metrics = try tables.metrics()
        let scale = 1_000 / unitsPerEm
        let baseName = subsetTag() + "+" + postScriptName()

        var fileDictionary = PDFBytes()
        if isCFF { fileDictionary.raw("/Subtype/CIDFontType0C") } else { fileDictionary.raw("/Length1 "); fileDictionary.int(program.count) }
        let file = objects.reserve()
        objects.setStream(file, dictionary: fileDictionary, data: program, packed: made.packed)

        var descriptor = PDFBytes()
        descriptor.raw("<</Type/FontDescriptor/FontName")
        descriptor.name(baseName)
        descriptor.raw("/Flags ")
        descriptor.int(4 | (metrics.isFixedPitch ? 1 : 0) | (metrics.italicAngle != 0 ? 64 : 0))
        descriptor.raw("/FontBBox[")
        descriptor.numbers([metrics.box.0, metrics.box.1, metrics.box.2, metrics.box.3].map { Double($0) * scale }, places: 0)
        descriptor.raw("]/ItalicAngle ")
        descriptor.number(metrics.italicAngle, places: 2)
        descriptor.raw("/Ascent ")
        descriptor.number(Double(metrics.ascent) * scale, places: 0)
        descriptor.raw("/Descent ")
        descriptor.number(Double(metrics.descent) * scale, places: 0)
        descriptor.raw("/CapHeight ")
        descriptor.number(Double(metrics.capHeight) * scale, places: 0)
        descriptor.raw("/StemV ")
        descriptor.int(metrics.weight >= 600 ? 140 : 80)
        descriptor.raw(isCFF ? "/FontFile3 " : "/FontFile2 ")
        descriptor.reference(file)
        descriptor.raw(">>")
        let descriptorObject = objects.add(descriptor)

        var cidFont = PDFBytes()
        cidFont.raw(isCFF ? "<</Type/Font/Subtype/CIDFontType0/BaseFont" : "<</Type/Font/Subtype/CIDFontType2/BaseFont")
        cidFont.name(baseName)
        cidFont.raw("/CIDSystemInfo<</Registry(Adobe)/Ordering(Identity)/Supplement 0>>/FontDescriptor ")
        cidFont.reference(descriptorObject)
        cidFont.raw("/W[0[")
        cidFont.numbers((0..<glyphs.count).map { width(of: UInt16($0)) }, places: 2)
        cidFont.raw("]]")
        if !isCFF { cidFont.raw("/CIDToGIDMap/Identity") }
        cidFont.raw(">>")
        let cidObject = objects.add(cidFont)

        var mapped: [UInt16: [UInt16]] = [:]
        for (code, text) in texts.enumerated() {
            if let text { mapped[UInt16(code)] = Array(String(decoding: text, as: UTF8.self).utf16) }
        }
        let toUnicode = objects.addStream(dictionary: PDFBytes(), data: ToUnicodeCMap.bytes(mapped))
        var font = PDFBytes()
        font.raw("<</Type/Font/Subtype/Type0/BaseFont")
        font.name(baseName)
        font.raw("/Encoding/Identity-H/DescendantFonts[")
        font.reference(cidObject)
        font.raw("]/ToUnicode ")
        font.reference(toUnicode)
        font.raw(">>")
        return objects.add(font)
    }

    /// Six capital letters from the glyphs used: the same subset, the same tag (PDF's subset naming).
    private func subsetTag() -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for glyph in glyphs {
            hash ^= UInt64(glyph)
            hash = hash &* 0x100_0000_01b3
        }
        for byte in postScriptName().utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        var letters = ""
        for _ in 0..<6 {
            letters.append(Character(Unicode.Scalar(UInt8(65 + hash % 26))))
            hash /= 26
        }
        return letters
    }

    /// The font's PostScript name (name 6), or "Font".
    private func postScriptName() -> String {
        guard let offset = try? tables.offset(of: "name"), let count = try? tables.data.u16(offset + 2),
              let storage = try? tables.data.u16(offset + 4) else { return "Font" }
        for record in 0..<count {
            let at = offset + 6 + 12 * record
            guard let platform = try? tables.data.u16(at), let nameID = try? tables.data.u16(at + 6), nameID == 6,
                  let length = try? tables.data.u16(at + 8), let start = try? tables.data.u16(at + 10),
                  let bytes = try? tables.data.slice(offset + storage + start, length) else { continue }
            let name: String
            if platform == 3 || platform == 0 {
                let units = stride(from: bytes.startIndex, to: bytes.endIndex - 1, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
                name = String(decoding: units, as: UTF16.self)
            } else {
                name = String(decoding: bytes, as: UTF8.self)
            }
            let clean = String(name.unicodeScalars.filter { $0.value > 0x20 && $0.value < 0x7F && !"()<>[]{}/%#".unicodeScalars.contains($0) })
            if !clean.isEmpty { return String(clean.prefix(63)) }
        }
        return "Font"
    }
}

/// The CMap that maps a font's codes back to text, so a PDF's text can be selected, searched and read
/// aloud.
enum ToUnicodeCMap {
    static func bytes(_ texts: [UInt16: [UInt16]]) -> [UInt8] {
        var out = PDFBytes()
        out.raw("""
        /CIDInit/ProcSet findresource begin
        12 dict begin
        begincmap
        /CIDSystemInfo<</Registry(Adobe)/Ordering(UCS)/Supplement 0>>def
        /CMapName/Adobe-Identity-UCS def
        /CMapType 2 def
        1 begincodespacerange
        <0000><FFFF>
        endcodespacerange

        """)
        let codes = texts.keys.sorted()
        var start = 0
        while start < codes.count {
            let chunk = codes[start..<min(start + 100, codes.count)]
            out.int(chunk.count)
            out.raw(" beginbfchar\n")
            for code in chunk {
                out.byte(UInt8(ascii: "<"))
                out.hex16(code)
                out.raw("><")
                for unit in texts[code] ?? [] { out.hex16(unit) }
                out.raw(">\n")
            }
            out.raw("endbfchar\n")
            start += 100
        }
        out.raw("endcmap\nCMapName currentdict/CMap defineresource pop\nend\nend\n")
        return out.bytes
    }
}

/// Font subsetting on its own, for the fuzz target and tools: the subset of the face at `faceIndex`
/// holding `glyphs` (renumbered from 1 in that order), as a TrueType file or bare CFF, and how many
/// glyphs it holds.
public enum FontSubsetting {
    public struct Subset {
        public var bytes: [UInt8]
        public var glyphCount: Int
        public var isCFF: Bool
    }

    public static func subset(_ font: [UInt8], faceIndex: Int = 0, glyphs: [Int]) throws -> Subset {
        let tables = try OpenTypeTables(font, faceIndex: faceIndex)
        if tables.tables["CFF "] != nil {
            let subset = try CFFSubset(font: tables, glyphs: glyphs)
            return Subset(bytes: try subset.build(), glyphCount: subset.order.count, isCFF: true)
        }
        var subset = TrueTypeSubset(font: tables, glyphs: glyphs)
        let bytes = try subset.build()
        return Subset(bytes: bytes, glyphCount: subset.order.count, isCFF: false)
    }

    /// The number of glyphs a TrueType or OpenType file says it holds (`maxp`).
    public static func glyphCount(_ font: [UInt8]) throws -> Int {
        let tables = try OpenTypeTables(font, faceIndex: 0)
        return try tables.data.u16(tables.offset(of: "maxp") + 4)
    }
}
