/// A TrueType-outline font cut down to the glyphs a document uses, renumbered in the order given (a
/// composite glyph's parts are added after them): the tables a PDF reader needs to draw it (`head`,
/// `hhea`, `maxp`, `hmtx`, `loca`, `glyf`, and the hinting tables `cvt `, `fpgm`, `prep`).
struct TrueTypeSubset {
    /// The old glyph of each new one: glyph 0 first.
    private(set) var order: [Int]
    private var newIndex: [Int: Int] = [:]
    let font: OpenTypeTables

    init(font: OpenTypeTables, glyphs: [Int]) {
        self.font = font
        order = []
        for glyph in [0] + glyphs where newIndex[glyph] == nil {
            newIndex[glyph] = order.count
            order.append(glyph)
        }
    }

    /// The subset font's bytes, and the old glyph of each new one.
    mutating func build() throws -> [UInt8] {
        let data = font.data
        let head = try font.offset(of: "head")
        let longLoca = try data.i16(head + 50) == 1
        let glyphCount = try data.u16(font.offset(of: "maxp") + 4)
        let loca = try font.offset(of: "loca"), glyf = try font.offset(of: "glyf")
        let glyfLength = try font.table("glyf").count
        func outline(_ glyph: Int) throws -> ArraySlice<UInt8> {
            guard glyph < glyphCount else { return [] }
            let start = longLoca ? try data.u32(loca + 4 * glyph) : 2 * (try data.u16(loca + 2 * glyph))
            let end = longLoca ? try data.u32(loca + 4 * glyph + 4) : 2 * (try data.u16(loca + 2 * glyph + 2))
            guard start <= end, end <= glyfLength else { throw FontData.Malformed(description: "glyph \(glyph)'s outline lies outside 'glyf'") }
            return try data.slice(glyf + start, end - start)
        }
        // Outlines in new order; a composite's parts join the end of the order as they are met.
        var glyfOut: [UInt8] = []
        var locaOut: [UInt32] = []
        var index = 0
        while index < order.count {
            locaOut.append(UInt32(glyfOut.count))
            var bytes = Array(try outline(order[index]))
            if bytes.count >= 10, Int16(bitPattern: UInt16(bytes[0]) << 8 | UInt16(bytes[1])) < 0 {
                try renumberParts(&bytes)
            }
            glyfOut += bytes
            while glyfOut.count % 4 != 0 { glyfOut.append(0) }
            index += 1
            guard order.count <= 65_535 else { throw FontData.Malformed(description: "the subset would hold more than 65,535 glyphs") }
        }
        locaOut.append(UInt32(glyfOut.count))

        let hhea = try font.offset(of: "hhea"), hmtx = try font.offset(of: "hmtx")
        let metricCount = try data.u16(hhea + 34)
        var hmtxOut: [UInt8] = []
        for glyph in order {
            let advance = metricCount == 0 ? 0 : try data.u16(hmtx + 4 * min(glyph, metricCount - 1))
            let lsb = glyph < metricCount ? try data.u16(hmtx + 4 * glyph + 2)
                : (try? data.u16(hmtx + 4 * metricCount + 2 * (glyph - metricCount))) ?? 0
            hmtxOut += [UInt8(advance >> 8), UInt8(advance & 0xFF), UInt8(lsb >> 8), UInt8(lsb & 0xFF)]
        }
        var headOut = Array(try font.table("head"))
        guard headOut.count >= 54 else { throw FontData.Malformed(description: "'head' is too short") }
        headOut.replaceSubrange(8..<12, with: [0, 0, 0, 0])
        headOut.replaceSubrange(50..<52, with: [0, 1])
        var hheaOut = Array(try font.table("hhea"))
        guard hheaOut.count >= 36 else { throw FontData.Malformed(description: "'hhea' is too short") }
        hheaOut.replaceSubrange(34..<36, with: [UInt8(order.count >> 8), UInt8(order.count & 0xFF)])
        var maxpOut = Array(try font.table("maxp"))
        guard maxpOut.count >= 6 else { throw FontData.Malformed(description: "'maxp' is too short") }
        maxpOut.replaceSubrange(4..<6, with: [UInt8(order.count >> 8), UInt8(order.count & 0xFF)])
        var locaBytes: [UInt8] = []
        locaBytes.reserveCapacity(locaOut.count * 4)
        for offset in locaOut { locaBytes += [UInt8(offset >> 24), UInt8((offset >> 16) & 0xFF), UInt8((offset >> 8) & 0xFF), UInt8(offset & 0xFF)] }

        var tables: [(String, [UInt8])] = [("glyf", glyfOut), ("head", headOut), ("hhea", hheaOut), ("hmtx", hmtxOut), ("loca", locaBytes),
                                           ("maxp", maxpOut)]
        for tag in ["cvt ", "fpgm", "prep"] where font.tables[tag] != nil {
            tables.append((tag, Array(try font.table(tag))))
        }
        return SFNTWriter.file(tables: tables, trueType: true)
    }

    /// A composite glyph's parts, renumbered (new parts join the order).
    private mutating func renumberParts(_ bytes: inout [UInt8]) throws {
        var at = 10
        while at + 4 <= bytes.count {
            let flags = Int(bytes[at]) << 8 | Int(bytes[at + 1])
            let part = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            let renumbered: Int
            if let known = newIndex[part] {
                renumbered = known
            } else {
                renumbered = order.count
                newIndex[part] = renumbered
                order.append(part)
            }
            bytes[at + 2] = UInt8(renumbered >> 8)
            bytes[at + 3] = UInt8(renumbered & 0xFF)
            at += 4 + (flags & 0x0001 != 0 ? 4 : 2)
            if flags & 0x0008 != 0 { at += 2 } else if flags & 0x0040 != 0 { at += 4 } else if flags & 0x0080 != 0 { at += 8 }
            guard flags & 0x0020 != 0 else { return }
        }
        throw FontData.Malformed(description: "a composite glyph's parts run past its outline")
    }
}

/// An OpenType file from its tables: sorted by tag, each padded to four bytes, with checksums.
enum SFNTWriter {
    static func file(tables: [(String, [UInt8])], trueType: Bool) -> [UInt8] {
        let sorted = tables.sorted { $0.0 < $1.0 }
        let count = sorted.count
        var power = 1, log = 0
        while power * 2 <= count { power *= 2; log += 1 }
        var out: [UInt8] = []
        func u16(_ value: Int) { out += [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)] }
        func u32(_ value: UInt32) { out += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)] }
        u32(trueType ? 0x0001_0000 : 0x4F54_544F)
        u16(count)
        u16(power * 16)
        u16(log)
        u16(count * 16 - power * 16)
        var offset = 12 + 16 * count
        for (tag, bytes) in sorted {
            out += Array(tag.utf8.prefix(4))
            u32(checksum(bytes))
            u32(UInt32(offset))
            u32(UInt32(bytes.count))
            offset += (bytes.count + 3) & ~3
        }
        for (_, bytes) in sorted {
            out += bytes
            while out.count % 4 != 0 { out.append(0) }
        }
        return out
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var sum: UInt32 = 0
        var index = 0
        while index < bytes.count {
            var word: UInt32 = 0
            for offset in 0..<4 { word = word << 8 | UInt32(index + offset < bytes.count ? bytes[index + offset] : 0) }
            sum &+= word
            index += 4
        }
        return sum
    }
}
