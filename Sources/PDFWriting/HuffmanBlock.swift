/// One final deflate block with dynamic Huffman codes (RFC 1951 3.2.7), made for its tokens.
enum HuffmanBlock {
    /// Deflate's length codes 257...285: base length and extra bits.
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                    67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra: [UInt32] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                        4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// Distance codes 0...29: base distance and extra bits.
    static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                      1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra: [UInt32] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8,
                                          9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// The order code-length code lengths are sent in.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// For each match length 3...258, its length code's index (0...28).
    static let lengthCodeIndex: [UInt8] = (0...258).map { length in
        guard length >= 3 else { return 0 }
        if length == 258 { return 28 }
        var index = lengthBase.count - 1
        while lengthBase[index] > length { index -= 1 }
        return UInt8(index)
    }

    /// The distance code (0...29) of a distance 1...32768.
    @inline(__always)
    static func distanceCode(_ distance: Int) -> Int {
        if distance <= 4 { return distance - 1 }
        // Two codes per power of two: the top bit's position and the bit below it.
        let bits = Int.bitWidth - (distance - 1).leadingZeroBitCount
        return 2 * (bits - 1) + ((distance - 1) >> (bits - 2) & 1)
    }

    /// Writes the block; false, writing nothing, when it would not be smaller than storing the data.
    static func write(_ tokens: [LZ77.Token], of source: UnsafeBufferPointer<UInt8>, to out: BitSink) -> Bool {
        let lengthCodeIndex = HuffmanBlock.lengthCodeIndex
        var literalCounts = [Int](repeating: 0, count: 286)
        var distanceCounts = [Int](repeating: 0, count: 30)
        lengthCodeIndex.withUnsafeBufferPointer { lengthCodeIndex in
            literalCounts.withUnsafeMutableBufferPointer { literalCounts in
                distanceCounts.withUnsafeMutableBufferPointer { distanceCounts in
                    for token in tokens {
                        if LZ77.isMatch(token) {
                            literalCounts[257 + Int(lengthCodeIndex[LZ77.length(token)])] += 1
                            distanceCounts[distanceCode(LZ77.distance(token))] += 1
                        } else {
                            literalCounts[Int(token)] += 1
                        }
                    }
                }
            }
        }
        literalCounts[256] = 1
        // A code needs two symbols to be complete (inflaters accept one only for distances).
        if literalCounts[0..<256].allSatisfy({ $0 == 0 }) && literalCounts[257...].allSatisfy({ $0 == 0 }) { literalCounts[0] = 1 }
        var usedDistances = distanceCounts.filter { $0 > 0 }.count
        for code in 0..<2 where usedDistances < 2 && distanceCounts[code] == 0 {
            distanceCounts[code] = 1
            usedDistances += 1
        }
        let literalLengths = HuffmanCode.lengths(literalCounts, limit: 15)
        let distanceLengths = HuffmanCode.lengths(distanceCounts, limit: 15)
        let literalCount = max(257, (literalLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distanceLengths.lastIndex { $0 > 0 } ?? 0) + 1)

        // The code lengths, run-length coded with symbols 16 (repeat), 17 and 18 (zeros).
        let runs = CodeLengthRuns(Array(literalLengths[..<literalCount]) + Array(distanceLengths[..<distanceCount]))
        var runCounts = [Int](repeating: 0, count: 19)
        for run in runs.symbols { runCounts[Int(run.symbol)] += 1 }
        let runLengths = HuffmanCode.lengths(runCounts, limit: 7)
        var runOrderCount = 19
        while runOrderCount > 4 && runLengths[codeLengthOrder[runOrderCount - 1]] == 0 { runOrderCount -= 1 }

        // Stop early when the block cannot beat storing: its size is known from the counts.
        var bits = 3 + 5 + 5 + 4 + 3 * runOrderCount
        for run in runs.symbols { bits += Int(runLengths[Int(run.symbol)]) + Int(run.extraBits) }
        for symbol in 0..<286 where literalCounts[symbol] > 0 {
            bits += literalCounts[symbol] * (Int(literalLengths[symbol]) + (symbol > 256 ? Int(lengthExtra[symbol - 257]) : 0))
        }
        for code in 0..<30 where distanceCounts[code] > 0 {
            bits += distanceCounts[code] * (Int(distanceLengths[code]) + Int(distanceExtra[code]))
        }
        guard bits / 8 + 1 < StreamDeflate.storedSize(source.count) else { return false }

        let literalCodes = HuffmanCode.codes(literalLengths)
        let distanceCodes = HuffmanCode.codes(distanceLengths)
        let runCodes = HuffmanCode.codes(runLengths)
        out.write(0b101, count: 3) // final block, dynamic codes
        out.write(UInt32(literalCount - 257), count: 5)
        out.write(UInt32(distanceCount - 1), count: 5)
        out.write(UInt32(runOrderCount - 4), count: 4)
        for index in 0..<runOrderCount { out.write(UInt32(runLengths[codeLengthOrder[index]]), count: 3) }
        for run in runs.symbols {
            out.write(runCodes[Int(run.symbol)], count: UInt32(runLengths[Int(run.symbol)]))
            if run.extraBits > 0 { out.write(UInt32(run.extra), count: UInt32(run.extraBits)) }
        }
        // Each symbol's code and its length, and each match length's code with its extra bits, in one
        // table each: the loop below is most of the block's time.
        let literal = (0..<286).map { (code: literalCodes[$0], length: UInt32(literalLengths[$0])) }
        let lengthSymbol: [(code: UInt32, length: UInt32)] = (0...258).map { length in
            guard length >= 3 else { return (0, 0) }
            let index = Int(lengthCodeIndex[length])
            let symbol = literal[257 + index]
            return (symbol.code | UInt32(length - lengthBase[index]) << symbol.length, symbol.length + lengthExtra[index])
        }
        // Each distance code's code, its length with its extra bits, and its base.
        let distance = (0..<30).map { (code: distanceCodes[$0], length: UInt32(distanceLengths[$0]), bits: UInt32(distanceLengths[$0]) + distanceExtra[$0],
                                       base: distanceBase[$0]) }
        // The block's size is known (`bits`): room for it is made once, not checked a symbol.
        out.withRoom(bits / 8 + 1) { out in
            literal.withUnsafeBufferPointer { literal in
                lengthSymbol.withUnsafeBufferPointer { lengthSymbol in
                    distance.withUnsafeBufferPointer { distance in
                        for token in tokens {
                            if LZ77.isMatch(token) {
                                let length = lengthSymbol[LZ77.length(token)]
                                out.write(length.code, count: length.length)
                                let back = LZ77.distance(token)
                                let code = distance[distanceCode(back)]
                                // At most 15 + 13 bits: one write.
                                out.write(code.code | UInt32(back - code.base) << code.length, count: code.bits)
                            } else {
                                let symbol = literal[Int(token)]
                                out.write(symbol.code, count: symbol.length)
                            }
                        }
                    }
                }
            }
        }
        out.write(literalCodes[256], count: UInt32(literalLengths[256]))
        out.flush()
        return true
    }
}

/// The code lengths of a block's two codes as deflate sends them: runs of zeros (17, 18) and repeats
/// of the length before (16) shortened.
struct CodeLengthRuns {
    struct Symbol {
        var symbol: UInt8
        var extra: UInt8
        var extraBits: UInt8
    }

    private(set) var symbols: [Symbol] = []

    init(_ lengths: [UInt8]) {
        var i = 0
        while i < lengths.count {
            let length = lengths[i]
            var run = 1
            while i + run < lengths.count && lengths[i + run] == length { run += 1 }
            i += run
            if length == 0 {
                while run >= 11 {
                    let take = min(run, 138)
                    symbols.append(Symbol(symbol: 18, extra: UInt8(take - 11), extraBits: 7))
                    run -= take
                }
                if run >= 3 {
                    symbols.append(Symbol(symbol: 17, extra: UInt8(run - 3), extraBits: 3))
                    run = 0
                }
            } else {
                symbols.append(Symbol(symbol: length, extra: 0, extraBits: 0))
                run -= 1
                while run >= 3 {
                    let take = min(run, 6)
                    symbols.append(Symbol(symbol: 16, extra: UInt8(take - 3), extraBits: 2))
                    run -= take
                }
            }
            symbols.append(contentsOf: repeatElement(Symbol(symbol: length, extra: 0, extraBits: 0), count: run))
        }
    }
}

/// Huffman codes as deflate defines them: lengths from counts, no longer than a limit, then the
/// canonical codes of those lengths.
enum HuffmanCode {
    /// Each symbol's code length (0: unused). A tree deeper than `limit` is made again from counts
    /// halved (rare symbols grow relatively common) until it fits; ties are broken by symbol, so the
    /// lengths depend on the counts alone.
    static func lengths(_ counts: [Int], limit: Int) -> [UInt8] {
        var weights = counts
        while true {
            let lengths = treeLengths(weights)
            if (lengths.max() ?? 0) <= UInt8(limit) { return lengths }
            weights = weights.map { $0 == 0 ? 0 : max(1, $0 / 2) }
        }
    }

    /// Code lengths of an optimal tree (two-queue method over the symbols sorted by count).
    private static func treeLengths(_ counts: [Int]) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: counts.count)
        // Sorted by count, then symbol, as one integer each (a symbol is below 2^9).
        var keys: [Int] = []
        keys.reserveCapacity(counts.count)
        for (symbol, count) in counts.enumerated() where count > 0 { keys.append(count << 9 | symbol) }
        keys.sort()
        let used = keys.map { $0 & 0x1FF }
        if used.count == 1 { lengths[used[0]] = 1 }
        guard used.count > 1 else { return lengths }
        // Nodes: leaves first (in `used` order), then inner nodes as they are made.
        var weight = used.map { counts[$0] }
        var parent = [Int](repeating: -1, count: 2 * used.count - 1)
        var leaf = 0, inner = used.count
        func takeLightest() -> Int {
            if leaf < used.count && (inner >= weight.count || weight[leaf] <= weight[inner]) {
                leaf += 1
                return leaf - 1
            }
            inner += 1
            return inner - 1
        }
        for _ in 0..<(used.count - 1) {
            let a = takeLightest(), b = takeLightest()
            parent[a] = weight.count
            parent[b] = weight.count
            weight.append(weight[a] + weight[b])
        }
        // Depths from the root down: a node is made after its children, so walk backwards.
        var depth = [Int](repeating: 0, count: weight.count)
        for node in stride(from: weight.count - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        for (index, symbol) in used.enumerated() { lengths[symbol] = UInt8(min(depth[index], 255)) }
        return lengths
    }

    /// Canonical codes (RFC 1951 3.2.2), bit-reversed to be written least significant bit first.
    static func codes(_ lengths: [UInt8]) -> [UInt32] {
        var countOfLength = [UInt32](repeating: 0, count: 16)
        for length in lengths where length > 0 { countOfLength[Int(length)] += 1 }
        var next = [UInt32](repeating: 0, count: 16)
        var code: UInt32 = 0
        for bits in 1..<16 {
            code = (code + countOfLength[bits - 1]) << 1
            next[bits] = code
        }
        var codes = [UInt32](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let value = next[Int(length)]
            next[Int(length)] += 1
            codes[symbol] = reversed(value, bits: UInt32(length))
        }
        return codes
    }

    /// The low `bits` bits of `value` in reverse order.
    private static func reversed(_ value: UInt32, bits: UInt32) -> UInt32 {
        var x = value
        x = (x & 0x5555) << 1 | (x >> 1) & 0x5555
        x = (x & 0x3333) << 2 | (x >> 2) & 0x3333
        x = (x & 0x0F0F) << 4 | (x >> 4) & 0x0F0F
        x = (x & 0x00FF) << 8 | (x >> 8) & 0x00FF
        return x >> (16 - bits)
    }
}
