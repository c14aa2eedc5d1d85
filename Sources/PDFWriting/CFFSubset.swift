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
        var privates: [(dict: [Entry], subrs: [Range<Int>])] = []
        var fdOfGlyph: (Int) throws -> Int = { _ in 0 }
        func privateDict(size: Int, offset: Int) throws -> ([Entry], [Range<Int>]) {
            guard size >= 0, offset >= 0 else { throw FontData.Malformed(description: "a Private DICT of \(size) bytes at \(offset)") }
            let range = (base + offset)..<(base + offset + size)
            _ = try data.slice(range.lowerBound, size)
            let entries = try dict(range)
            guard let subrs = entries.first(where: { $0.op == 19 }), let relative = subrs.operands.first else { return (entries, []) }
            return (entries, try index(at: range.lowerBound + Int(relative)).items)
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
        // Subroutines keep their numbers; those no kept glyph calls are emptied.
        var usedGlobal = Set<Int>()
        var usedLocal = [Set<Int>](repeating: [], count: privates.count)
        for glyph in order where glyph < charStrings.count {
            let fd = try fdOfGlyph(glyph)
            guard fd < privates.count else { continue }
            var walker = CharStringWalker(data: data, globals: globals.items, locals: privates[fd].subrs)
            try walker.walk(charStrings[glyph])
            usedGlobal.formUnion(walker.usedGlobal)
            usedLocal[fd].formUnion(walker.usedLocal)
        }
        func kept(_ items: [Range<Int>], _ used: Set<Int>) -> [UInt8] {
            CFFSubset.indexBytes(items.enumerated().map { used.contains($0.offset) ? Array(data.bytes[$0.element]) : [11] })
        }
        let globalBytes = kept(globals.items, usedGlobal)
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
            let (entries, subrItems) = privates[fd]
            let subrs = subrItems.isEmpty ? [] : kept(subrItems, usedLocal[fd])
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

/// Walks a Type 2 charstring as a rasterizer would, far enough to know which subroutines it calls:
/// numbers on the stack (a call's operand is the last), stem hints counted for `hintmask`'s bytes.
struct CharStringWalker {
    let data: FontData
    let globals: [Range<Int>]
    let locals: [Range<Int>]
    private(set) var usedGlobal = Set<Int>()
    private(set) var usedLocal = Set<Int>()
    private var stack: [Double] = []
    private var stems = 0
    private var ended = false
    private var steps = 0

    init(data: FontData, globals: [Range<Int>], locals: [Range<Int>]) {
        self.data = data
        self.globals = globals
        self.locals = locals
    }

    static func bias(_ count: Int) -> Int { count < 1_240 ? 107 : count < 33_900 ? 1_131 : 32_768 }

    mutating func walk(_ range: Range<Int>, depth: Int = 0) throws {
        guard depth <= 10 else { throw FontData.Malformed(description: "a charstring nests subroutines more than 10 deep") }
        var at = range.lowerBound
        while at < range.upperBound, !ended {
            steps += 1
            guard steps < 1_000_000 else { throw FontData.Malformed(description: "a charstring runs too long") }
            let b0 = try data.u8(at)
            switch b0 {
            case 32...246: stack.append(Double(b0 - 139)); at += 1
            case 247...250: stack.append(Double((b0 - 247) * 256 + (try data.u8(at + 1)) + 108)); at += 2
            case 251...254: stack.append(Double(-(b0 - 251) * 256 - (try data.u8(at + 1)) - 108)); at += 2
            case 28: stack.append(Double(try data.i16(at + 1))); at += 3
            case 255: stack.append(Double(Int32(bitPattern: UInt32(try data.u32(at + 1)))) / 65_536); at += 5
            case 1, 3, 18, 23:
                stems += stack.count / 2
                stack.removeAll(keepingCapacity: true)
                at += 1
            case 19, 20:
                stems += stack.count / 2
                stack.removeAll(keepingCapacity: true)
                at += 1 + (stems + 7) / 8
            case 10, 29:
                at += 1
                guard let operand = stack.popLast() else { throw FontData.Malformed(description: "a subroutine call without its number") }
                let subrs = b0 == 10 ? locals : globals
                let number = Int(operand) + CharStringWalker.bias(subrs.count)
                guard number >= 0, number < subrs.count else { throw FontData.Malformed(description: "a call to subroutine \(number) of \(subrs.count)") }
                if b0 == 10 { usedLocal.insert(number) } else { usedGlobal.insert(number) }
                try walk(subrs[number], depth: depth + 1)
            case 11:
                return
            case 14:
                ended = true
                return
            case 12:
                stack.removeAll(keepingCapacity: true)
                at += 2
            default:
                stack.removeAll(keepingCapacity: true)
                at += 1
            }
        }
    }
}
