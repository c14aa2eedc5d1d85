/// A CFF font (an OpenType font's `CFF ` table) cut down to the glyphs a document uses, renumbered in
/// the order given, and always written CID-keyed, Adobe-Identity, with identity CIDs (a name-keyed font
/// gets one font dictionary), so a PDF's glyph codes are the new glyph numbers. Subroutines keep their
/// numbers (glyphs call them by number); those no kept glyph calls are emptied.
struct CFFSubset {
    private let font: CFFFont
    let order: [Int]

    init(font: CFFFont, glyphs: [Int]) {
        self.font = font
        var seen: Set<Int> = []
        order = ([0] + glyphs).filter { seen.insert($0).inserted }
    }

    init(font: OpenTypeTables, glyphs: [Int]) throws {
        self.init(font: try CFFFont(font), glyphs: glyphs)
    }

    func build() throws -> [UInt8] {
        let data = font.data, top = font.top, charStrings = font.charStrings, privates = font.privates
        // Top DICT: its numbers (what names strings goes: a PDF names the font itself, and a glyph-name
        // String INDEX is most of a name-keyed font's subset), the registry Adobe-Identity (the CIDs are
        // the new glyph numbers), then offsets as 5-byte integers, so its size is known first.
        let stringItems = [Array("Adobe".utf8), Array("Identity".utf8)]
        var topOut: [UInt8] = CFFSubset.integer(391) + CFFSubset.integer(392) + CFFSubset.integer(0) + [12, 30]
        for entry in top where CFFSubset.keptTopOperators.contains(entry.op) {
            topOut += entry.bytes
        }
        topOut += CFFSubset.integer(order.count) + [12, 34]
        let offsetsAt = topOut.count
        topOut += [UInt8](repeating: 0, count: 4 * 5 + 1 + 1 + 2 + 2) // charset, CharStrings, FDArray, FDSelect: 5-byte offsets and their operators

        let nameBytes = CFFSubset.indexBytes(font.names.map { Array(data.bytes[$0]) })
        let stringBytes = CFFSubset.indexBytes(stringItems)
        // Subroutines keep their numbers; those no kept glyph calls are emptied.
        var usedGlobal = Set<Int>()
        var usedLocal = [Set<Int>](repeating: [], count: privates.count)
        for glyph in order where glyph < charStrings.count {
            let fd = font.fontDictionary(of: glyph)
            guard fd < privates.count else { continue }
            var walker = CharStringWalker(data: data, globals: font.globals, locals: privates[fd].subrs)
            try walker.walk(charStrings[glyph])
            usedGlobal.formUnion(walker.usedGlobal)
            usedLocal[fd].formUnion(walker.usedLocal)
        }
        func kept(_ items: [Range<Int>], _ used: Set<Int>) -> [UInt8] {
            CFFSubset.indexBytes(count: items.count, data: data.bytes) { used.contains($0) ? items[$0] : nil }
        }
        let globalBytes = kept(font.globals, usedGlobal)
        let topIndexSize = CFFSubset.indexBytes([topOut]).count
        var cursor = 4 + nameBytes.count + topIndexSize + stringBytes.count + globalBytes.count

        // charset (identity CIDs), FDSelect (format 0), CharStrings, FDArray, then each Private DICT and its subroutines.
        var charset: [UInt8] = [0]
        for cid in 1..<order.count { charset += [UInt8(cid >> 8), UInt8(cid & 0xFF)] }
        let charsetAt = cursor
        cursor += charset.count
        var usedFDs: [Int] = []
        var fdNew: [Int: Int] = [:]
        var select: [UInt8] = [0]
        for glyph in order {
            let fd = font.fontDictionary(of: glyph)
            guard fd < privates.count else { throw FontData.Malformed(description: "glyph \(glyph) names font dictionary \(fd) of \(privates.count)") }
            if fdNew[fd] == nil {
                fdNew[fd] = usedFDs.count
                usedFDs.append(fd)
            }
            select.append(UInt8(fdNew[fd] ?? 0))
        }
        guard usedFDs.count <= 255 else { throw FontData.Malformed(description: "more than 255 font dictionaries") }
        let selectAt = cursor
        cursor += select.count
        for glyph in order where glyph >= charStrings.count {
            throw FontData.Malformed(description: "glyph \(glyph) of \(charStrings.count)")
        }
        let charStringBytes = CFFSubset.indexBytes(count: order.count, data: data.bytes) { charStrings[order[$0]] }
        let charStringsOut = cursor
        cursor += charStringBytes.count
        // Font DICTs: each names its Private DICT by a 5-byte size and offset, placed after the FDArray.
        let fdEntrySize = 5 + 5 + 1
        var fdDicts: [[UInt8]] = usedFDs.map { fd in
            var out: [UInt8] = []
            for entry in font.fontDicts[fd] where entry.op != 18 && !CFFSubset.stringOperators.contains(entry.op) {
                out += entry.bytes
            }
            return out + [UInt8](repeating: 0, count: fdEntrySize)
        }
        let fdArrayAt = cursor
        cursor += CFFSubset.indexBytes(fdDicts).count
        var privateBlocks: [UInt8] = []
        for (slot, fd) in usedFDs.enumerated() {
            let (entries, subrItems) = privates[fd]
            let subrs = subrItems.isEmpty ? [] : kept(subrItems, usedLocal[fd])
            var privateOut: [UInt8] = []
            for entry in entries where entry.op != 19 {
                privateOut += entry.bytes
            }
            if !subrs.isEmpty { privateOut += CFFSubset.integer5(privateOut.count + 5 + 1) + [19] }
            let privateAt = cursor + privateBlocks.count
            privateBlocks += privateOut + subrs
            let entryAt = fdDicts[slot].count - fdEntrySize
            fdDicts[slot].replaceSubrange(entryAt..<fdDicts[slot].count, with: CFFSubset.integer5(privateOut.count) + CFFSubset.integer5(privateAt) + [18])
        }
        topOut.replaceSubrange(offsetsAt..<topOut.count, with: CFFSubset.integer5(charsetAt) + [15] + CFFSubset.integer5(charStringsOut) + [17]
                               + CFFSubset.integer5(fdArrayAt) + [12, 36] + CFFSubset.integer5(selectAt) + [12, 37])
        var out: [UInt8] = [1, 0, 4, 4]
        out += nameBytes
        out += CFFSubset.indexBytes([topOut])
        out += stringBytes
        out += globalBytes
        out += charset
        out += select
        out += charStringBytes
        out += CFFSubset.indexBytes(fdDicts)
        out += privateBlocks
        return out
    }

    /// Top DICT operators kept as they are: numbers only (fixed pitch, italic angle, underline,
    /// paint type, charstring type, font matrix and box, stroke width, CID font version, revision
    /// and type). The rest name strings, identify the whole font, or are rewritten.
    static let keptTopOperators: Set<Int> = [1_201, 1_202, 1_203, 1_204, 1_205, 1_206, 1_207, 5, 1_208, 1_231, 1_232, 1_233]

    /// DICT operators whose operands are strings (by SID), which the subset does not keep.
    static let stringOperators: Set<Int> = [0, 1, 2, 3, 4, 1_200, 1_221, 1_222, 1_230, 1_238]

    /// The shortest DICT integer.
    static func integer(_ value: Int) -> [UInt8] {
        switch value {
        case -107...107: return [UInt8(value + 139)]
        case 108...1_131: return [UInt8((value - 108) / 256 + 247), UInt8((value - 108) % 256)]
        case -1_131 ... -108: return [UInt8((-value - 108) / 256 + 251), UInt8((-value - 108) % 256)]
        case -32_768...32_767: return [28, UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
        default: return integer5(value)
        }
    }

    /// A DICT integer of five bytes whatever its value.
    static func integer5(_ value: Int) -> [UInt8] {
        let bits = UInt32(bitPattern: Int32(truncatingIfNeeded: value))
        return [29, UInt8(bits >> 24), UInt8((bits >> 16) & 0xFF), UInt8((bits >> 8) & 0xFF), UInt8(bits & 0xFF)]
    }

    /// An INDEX of `count` items, each a range of `data`, or nil for an emptied subroutine (a lone
    /// `return`), written without copying the items one by one first.
    static func indexBytes(count: Int, data: [UInt8], item: (Int) -> Range<Int>?) -> [UInt8] {
        guard count > 0 else { return [0, 0] }
        var total = 1
        for index in 0..<count { total += item(index)?.count ?? 1 }
        let size = total < 0x100 ? 1 : total < 0x1_0000 ? 2 : total < 0x100_0000 ? 3 : 4
        var out: [UInt8] = [UInt8(count >> 8), UInt8(count & 0xFF), UInt8(size)]
        out.reserveCapacity(3 + (count + 1) * size + total)
        var offset = 1
        func put(_ value: Int) { for shift in stride(from: (size - 1) * 8, through: 0, by: -8) { out.append(UInt8((value >> shift) & 0xFF)) } }
        put(offset)
        for index in 0..<count {
            offset += item(index)?.count ?? 1
            put(offset)
        }
        for index in 0..<count {
            if let range = item(index) { out.append(contentsOf: data[range]) } else { out.append(11) }
        }
        return out
    }

    static func indexBytes(_ items: [[UInt8]]) -> [UInt8] {
        guard !items.isEmpty else { return [0, 0] }
        let total = items.reduce(0) { $0 + $1.count } + 1
        let size = total < 0x100 ? 1 : total < 0x1_0000 ? 2 : total < 0x100_0000 ? 3 : 4
        var out: [UInt8] = [UInt8(items.count >> 8), UInt8(items.count & 0xFF), UInt8(size)]
        out.reserveCapacity(3 + (items.count + 1) * size + total)
        var offset = 1
        func put(_ value: Int) { for shift in stride(from: (size - 1) * 8, through: 0, by: -8) { out.append(UInt8((value >> shift) & 0xFF)) } }
        put(offset)
        for item in items {
            offset += item.count
            put(offset)
        }
        for item in items { out += item }
        return out
    }
}
