/// A CFF font's structure (an OpenType font's `CFF ` table): its INDEXes, DICTs, each font dictionary's
/// Private DICT and subroutines, and each glyph's font dictionary. Read once a session, for every
/// subset a document cuts from it.
final class CFFFont {
    let data: FontData
    let names: [Range<Int>]
    let top: [Entry]
    let globals: [Range<Int>]
    let charStrings: [Range<Int>]
    /// Each font dictionary's Private DICT and local subroutines; a name-keyed font has one.
    let privates: [(dict: [Entry], subrs: [Range<Int>])]
    let fontDicts: [[Entry]]
    /// Each glyph's font dictionary (CID-keyed fonts); empty when every glyph has the first.
    private let select: [Int]

    init(_ font: OpenTypeTables) throws {
        let data = font.data
        let base = try font.offset(of: "CFF ")
        self.data = data
        func index(at start: Int) throws -> (items: [Range<Int>], end: Int) { try CFFFont.index(data, at: start) }
        func dict(_ range: Range<Int>) throws -> [Entry] { try CFFFont.dict(data, range) }
        let header = try data.u8(base + 2)
        let names = try index(at: base + header)
        let tops = try index(at: names.end)
        let strings = try index(at: tops.end)
        let globals = try index(at: strings.end).items
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
        var select: [Int] = []
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
            select = try CFFFont.fdSelect(data, at: base + fdSelectAt, glyphs: charStrings.count)
        } else {
            guard let size = operand(18, 0), let offset = operand(18, 1) else { throw FontData.Malformed(description: "the CFF font has no Private DICT") }
            privates.append(try privateDict(size: size, offset: offset))
            fontDicts.append([])
        }
        self.names = names.items
        self.top = top
        self.globals = globals
        self.charStrings = charStrings
        self.privates = privates
        self.fontDicts = fontDicts
        self.select = select
    }

    /// The font dictionary of `glyph`.
    func fontDictionary(of glyph: Int) -> Int { glyph < select.count ? select[glyph] : 0 }

    /// An INDEX: its items' ranges (absolute) and where it ends.
    static func index(_ data: FontData, at start: Int) throws -> (items: [Range<Int>], end: Int) {
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
    struct Entry {
        var op: Int
        var raw: ArraySlice<UInt8>
        var operands: [Double]

        /// The entry as it was written: its operands, then its operator.
        var bytes: [UInt8] { Array(raw) + (op >= 1_200 ? [12, UInt8(op - 1_200)] : [UInt8(op)]) }
    }

    static func dict(_ data: FontData, _ range: Range<Int>) throws -> [Entry] {
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

    /// Each glyph's font dictionary, from FDSelect format 0 or 3.
    static func fdSelect(_ data: FontData, at start: Int, glyphs: Int) throws -> [Int] {
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
}
