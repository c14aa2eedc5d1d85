/// A CFF font (an OpenType font's `CFF ` table) cut down to the glyphs a document uses, renumbered in
/// the order given, and always written CID-keyed with identity CIDs (a name-keyed font gets a
/// Registry-Ordering of Adobe-Identity and one font dictionary), so a PDF's glyph codes are the new
/// glyph numbers. Subroutines are kept whole: glyphs call them by number.
struct CFFSubset {
    private let data: FontData
    private let base: Int
    let order: [Int]

    init(font: OpenTypeTables, glyphs: [Int]) throws {
        data = font.data
        base = try font.offset(of: "CFF ")
        var seen: Set<Int> = []
        order = ([0] + glyphs).filter { seen.insert($0).inserted }
    }

    /// An INDEX: its items' ranges (absolute) and where it ends.
    private func index(at start: Int) throws -> (items: [Range<Int>], end: Int) {
        let count = try data.u16(start)
        guard count > 0 else { return ([], start + 2) }
        let size = try data.u8(start + 2)
        guard (1...4).contains(size) else { throw FontData.Malformed(description: "a CFF INDEX has offsets of \(size) bytes") }
        let dataStart = start + 3 + (count + 1) * size - 1
        var items: [Range<Int>] = []
        items.reserveCapacity(count)
        var previous = try data.offset(start + 3, size: size)
        for item in 1...count {
            let next = try data.offset(start + 3 + item * size, size: size)
            guard next >= previous else { throw FontData.Malformed(description: "a CFF INDEX's offsets go backwards") }
            items.append((dataStart + previous)..<(dataStart + next))
            previous = next
        }
        guard dataStart + previous <= data.bytes.count else { throw FontData.Malformed(description: "a CFF INDEX runs past the font") }
        return (items, dataStart + previous)
    }

    /// A DICT's entries: each operator (escaped ones as 1200 + the second byte) with its operands'
    /// bytes and their values (integers and reals read as numbers).
    private struct Entry {
        var op: Int
        var raw: ArraySlice<UInt8>
        var operands: [Double]
    }

    private func dict(_ range: Range<Int>) throws -> [Entry] {
        var entries: [Entry] = []
        var operands: [Double] = []
        var start = range.lowerBound
        var at = range.lowerBound
        while at < range.upperBound {
            let b0 = try data.u8(at)
            switch b0 {
            case 0...21:
                var op = b0
                let operandsEnd = at
                if b0 == 12 { op = 1_200 + (try data.u8(at + 1)); at += 2 } else { at += 1 }
                entries.append(Entry(op: op, raw: try data.slice(start, operandsEnd - start), operands: operands))
                operands = []
                start = at
            case 28:
                operands.append(Double(Int16(bitPattern: UInt16(try data.u16(at + 1)))))
                at += 3
            case 29:
                operands.append(Double(Int32(bitPattern: UInt32(try data.u32(at + 1)))))
                at += 5
            case 30:
                at += 1
                var done = false
                while !done {
                    let byte = try data.u8(at)
                    at += 1
                    done = byte & 0x0F == 0x0F || byte >> 4 == 0x0F
                }
                operands.append(0)
            case 32...246:
                operands.append(Double(b0 - 139))
                at += 1
            case 247...250:
                operands.append(Double((b0 - 247) * 256 + (try data.u8(at + 1)) + 108))
                at += 2
            case 251...254:
                operands.append(Double(-(b0 - 251) * 256 - (try data.u8(at + 1)) - 108))
                at += 2
            default:
                throw FontData.Malformed(description: "a CFF DICT has the reserved byte \(b0)")
            }
        }
        return entries
    }

    func build() throws -> [UInt8] {
        let header = try data.u8(base + 2)
        let names = try index(at: base + header)
        let tops = try index(at: names.end)
        let strings = try index(at: tops.end)
        let globals = try index(at: strings.end)
        guard let topRange = tops.items.first else { throw FontData.Malformed(description: "the CFF font has no Top DICT") }
        let top = try dict(topRange)
        func operand(_ op: Int, _ index: Int = 0) -> Int? {
            guard let entry = top.first(where: { $0.op == op }), index < entry.operands.count else { return nil }
            return Int(entry.operands[index])
        }
        guard let charStringsAt = operand(17) else { throw FontData.Malformed(description: "the CFF font has no CharStrings") }
        let charStrings = try index(at: base + charStringsAt).items
        let isCID = top.contains { $0.op == 1_230 }

        // Each old glyph's font dictionary and its Private DICT (with its subroutines).
        var privates: [(dict: [Entry], subrs: ArraySlice<UInt8>)] = []
        var fdOfGlyph: (Int) throws -> Int = { _ in 0 }
        func privateDict(size: Int, offset: Int) throws -> ([Entry], ArraySlice<UInt8>) {
            let range = (base + offset)..<(base + offset + size)
            _ = try data.slice(range.lowerBound, size)
            let entries = try dict(range)
            guard let subrs = entries.first(where: { $0.op == 19 }), let relative = subrs.operands.first else { return (entries, []) }
            let subrsIndex = try index(at: range.lowerBound + Int(relative))
            return (entries, try data.slice(range.lowerBound + Int(relative), subrsIndex.end - (range.lowerBound + Int(relative))))
        }
        var fontDicts: [[Entry]] = []
        if isCID {
            guard let fdArrayAt = operand(1_236), let fdSelectAt = operand(1_237) else {
                throw FontData.Malformed(description: "a CID-keyed CFF font without FDArray or FDSelect")
            }
            for range in try index(at: base + fdArrayAt).items {
                let fd = try dict(range)
                fontDicts.append(fd)
                guard let entry = fd.first(where: { $0.op == 18 }), entry.operands.count == 2 else {
                    privates.append(([], []))
                    continue
                }
                privates.append(try privateDict(size: Int(entry.operands[0]), offset: Int(entry.operands[1])))
            }
            let select = try fdSelect(at: base + fdSelectAt, glyphs: charStrings.count)
            fdOfGlyph = { glyph in glyph < select.count ? select[glyph] : 0 }
        } else {
            guard let size = operand(18, 0), let offset = operand(18, 1) else { throw FontData.Malformed(description: "the CFF font has no Private DICT") }
            privates.append(try privateDict(size: size, offset: offset))
            fontDicts.append([])
        }

        // Top DICT: what it said, less what is rewritten; offsets as 5-byte integers, so its size is known first.
        let rewritten: Set<Int> = [15, 16, 17, 18, 1_230, 1_234, 1_236, 1_237]
        var stringItems = strings.items.map { Array(data.bytes[$0]) }
        var topOut: [UInt8] = []
        if isCID, let ros = top.first(where: { $0.op == 1_230 }) {
            topOut += ros.raw + [12, 30]
        } else {
            let registry = 391 + stringItems.count
            stringItems += [Array("Adobe".utf8), Array("Identity".utf8)]
            topOut += CFFSubset.integer(registry) + CFFSubset.integer(registry + 1) + CFFSubset.integer(0) + [12, 30]
        }
        for entry in top where !rewritten.contains(entry.op) {
            topOut += entry.raw + (entry.op >= 1_200 ? [12, UInt8(entry.op - 1_200)] : [UInt8(entry.op)])
        }
        topOut += CFFSubset.integer(order.count) + [12, 34]
        let offsetsAt = topOut.count
        topOut += [UInt8](repeating: 0, count: 4 * 5 + 1 + 1 + 2 + 2) // charset, CharStrings, FDArray, FDSelect: 5-byte offsets and their operators

        let nameBytes = CFFSubset.indexBytes(names.items.map { Array(data.bytes[$0]) })
        let stringBytes = CFFSubset.indexBytes(stringItems)
        let globalBytes = Array(try data.slice(strings.end, globals.end - strings.end))
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
            let fd = try fdOfGlyph(glyph)
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
        var glyphStrings: [[UInt8]] = []
        glyphStrings.reserveCapacity(order.count)
        for glyph in order {
            guard glyph < charStrings.count else { throw FontData.Malformed(description: "glyph \(glyph) of \(charStrings.count)") }
            glyphStrings.append(Array(data.bytes[charStrings[glyph]]))
        }
        let charStringBytes = CFFSubset.indexBytes(glyphStrings)
        let charStringsOut = cursor
        cursor += charStringBytes.count
        // Font DICTs: each names its Private DICT by a 5-byte size and offset, placed after the FDArray.
        let fdEntrySize = 5 + 5 + 1
        var fdDicts: [[UInt8]] = usedFDs.map { fd in
            var out: [UInt8] = []
            for entry in fontDicts[fd] where entry.op != 18 {
                out += entry.raw + (entry.op >= 1_200 ? [12, UInt8(entry.op - 1_200)] : [UInt8(entry.op)])
            }
            return out + [UInt8](repeating: 0, count: fdEntrySize)
        }
        let fdArrayAt = cursor
        cursor += CFFSubset.indexBytes(fdDicts).count
        var privateBlocks: [UInt8] = []
        for (slot, fd) in usedFDs.enumerated() {
            let (entries, subrs) = privates[fd]
            var privateOut: [UInt8] = []
            for entry in entries where entry.op != 19 {
                privateOut += entry.raw + (entry.op >= 1_200 ? [12, UInt8(entry.op - 1_200)] : [UInt8(entry.op)])
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

    /// Each glyph's font dictionary, from FDSelect format 0 or 3.
    private func fdSelect(at start: Int, glyphs: Int) throws -> [Int] {
        switch try data.u8(start) {
        case 0:
            return try (0..<glyphs).map { try data.u8(start + 1 + $0) }
        case 3:
            let ranges = try data.u16(start + 1)
            var result = [Int](repeating: 0, count: glyphs)
            for range in 0..<ranges {
                let first = try data.u16(start + 3 + 3 * range), fd = try data.u8(start + 5 + 3 * range)
                let next = try data.u16(start + 6 + 3 * range)
                guard first <= next else { throw FontData.Malformed(description: "FDSelect's ranges go backwards") }
                for glyph in first..<min(next, glyphs) { result[glyph] = fd }
            }
            return result
        default:
            throw FontData.Malformed(description: "FDSelect has an unknown format")
        }
    }

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
