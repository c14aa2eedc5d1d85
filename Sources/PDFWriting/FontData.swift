/// A font file's bytes read big-endian, every read bounds-checked: a malformed font is an error, not a
/// crash.
struct FontData {
    let bytes: [UInt8]

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    func u8(_ at: Int) throws -> Int {
        guard at >= 0, at < bytes.count else { throw Malformed(description: "the font ends at byte \(bytes.count), before \(at)") }
        return Int(bytes[at])
    }

    func u16(_ at: Int) throws -> Int {
        guard at >= 0, at + 2 <= bytes.count else { throw Malformed(description: "the font ends at byte \(bytes.count), before \(at + 2)") }
        return Int(bytes[at]) << 8 | Int(bytes[at + 1])
    }

    func i16(_ at: Int) throws -> Int {
        Int(Int16(bitPattern: UInt16(try u16(at))))
    }

    func u32(_ at: Int) throws -> Int {
        try u16(at) << 16 | u16(at + 2)
    }

    /// `n`-byte big-endian unsigned number (1 to 4 bytes: CFF offsets).
    func offset(_ at: Int, size: Int) throws -> Int {
        var value = 0
        for index in 0..<size { value = value << 8 | (try u8(at + index)) }
        return value
    }

    func slice(_ at: Int, _ count: Int) throws -> ArraySlice<UInt8> {
        guard at >= 0, count >= 0, at <= bytes.count, count <= bytes.count - at else {
            throw Malformed(description: "a table of \(count) bytes at \(at) runs past the font's \(bytes.count) bytes")
        }
        return bytes[at..<(at + count)]
    }
}

/// An OpenType font's tables, by tag.
struct OpenTypeTables {
    let data: FontData
    let tables: [String: (offset: Int, length: Int)]

    /// The tables of the face at `index` (a collection holds several).
    init(_ bytes: [UInt8], faceIndex: Int) throws {
        data = FontData(bytes: bytes)
        var start = 0
        if try data.u32(0) == 0x7474_6366 { // 'ttcf'
            let count = try data.u32(8)
            guard faceIndex < count else { throw FontData.Malformed(description: "the collection has \(count) faces, not \(faceIndex + 1)") }
            start = try data.u32(12 + 4 * faceIndex)
        }
        let count = try data.u16(start + 4)
        var tables: [String: (Int, Int)] = [:]
        for index in 0..<count {
            let record = start + 12 + 16 * index
            let tagBytes = try data.slice(record, 4)
            let tag = String(decoding: tagBytes, as: UTF8.self)
            let offset = try data.u32(record + 8), length = try data.u32(record + 12)
            _ = try data.slice(offset, length)
            tables[tag] = (offset, length)
        }
        self.tables = tables
    }

    func table(_ tag: String) throws -> ArraySlice<UInt8> {
        guard let entry = tables[tag] else { throw FontData.Malformed(description: "the font has no '\(tag)' table") }
        return try data.slice(entry.offset, entry.length)
    }

    func offset(of tag: String) throws -> Int {
        guard let entry = tables[tag] else { throw FontData.Malformed(description: "the font has no '\(tag)' table") }
        return entry.offset
    }

    var unitsPerEm: Int { (try? data.u16(offset(of: "head") + 18)).flatMap { $0 > 0 ? $0 : nil } ?? 1_000 }

    /// The font's bounding box, ascent, descent and cap height in its units, for its descriptor.
    struct Metrics {
        var box: (Int, Int, Int, Int)
        var ascent: Int
        var descent: Int
        var capHeight: Int
        var italicAngle: Double
        var isFixedPitch: Bool
        var weight: Int
    }

    func metrics() throws -> Metrics {
        let head = try offset(of: "head")
        let box = (try data.i16(head + 36), try data.i16(head + 38), try data.i16(head + 40), try data.i16(head + 42))
        let hhea = try offset(of: "hhea")
        var ascent = try data.i16(hhea + 4), descent = try data.i16(hhea + 6)
        var capHeight = box.3, weight = 400
        if let os2 = tables["OS/2"] {
            weight = (try? data.u16(os2.offset + 4)) ?? 400
            if let typoAscent = try? data.i16(os2.offset + 68), let typoDescent = try? data.i16(os2.offset + 70), ascent == 0 {
                ascent = typoAscent
                descent = typoDescent
            }
            if (try data.u16(os2.offset)) >= 2, let height = try? data.i16(os2.offset + 88), height > 0 { capHeight = height }
        }
        var italicAngle = 0.0, fixed = false
        if let post = tables["post"] {
            italicAngle = Double(try data.i16(post.offset + 4)) + Double(try data.u16(post.offset + 6)) / 65_536
            fixed = (try data.u32(post.offset + 12)) != 0
        }
        return Metrics(box: box, ascent: ascent, descent: descent, capHeight: capHeight, italicAngle: italicAngle, isFixedPitch: fixed,
                       weight: weight)
    }

    /// Each glyph's advance in font units, from `hmtx`.
    func advances() throws -> [Int] {
        let glyphs = try data.u16(offset(of: "maxp") + 4)
        let metrics = try data.u16(offset(of: "hhea") + 34)
        let hmtx = try offset(of: "hmtx")
        guard metrics > 0 else { return [Int](repeating: 0, count: glyphs) }
        var advances: [Int] = []
        advances.reserveCapacity(glyphs)
        var last = 0
        for glyph in 0..<glyphs {
            if glyph < metrics { last = try data.u16(hmtx + 4 * glyph) }
            advances.append(last)
        }
        return advances
    }
}
