import Foundation

/// A zlib stream encoder specialised for filtered form images, several times faster than zlib.
///
/// After the PNG `Up` filter a form is mostly runs: long runs of zero (rows equal to the one above) and
/// short repeats of a pixel's three bytes (flat colour that differs from the row above). This encoder
/// finds only those (LZ77 matches at distance 1 and 3, runs found eight bytes at a time) and writes
/// them with deflate's fixed Huffman codes, in one pass with no hash tables. zlib's level 1 spends
/// its time looking for matches a form does not have. The output is a valid zlib stream; any inflater
/// reads it.
enum FastDeflate {
    /// Deflate's length codes 257...285: base length and extra bits.
    private static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                            67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                             4, 4, 4, 4, 5, 5, 5, 5, 0]

    /// A symbol ready to write: its bits (least significant first) and how many there are.
    private struct Code {
        var bits: UInt32
        var count: UInt32
    }

    /// Fixed Huffman codes for literals 0...255 and the end-of-block symbol 256, bit-reversed.
    private static let literalCodes: [Code] = (0...287).map { symbol in
        let (code, length): (UInt32, UInt32)
        switch symbol {
        case 0...143: (code, length) = (UInt32(0x30 + symbol), 8)
        case 144...255: (code, length) = (UInt32(0x190 + symbol - 144), 9)
        case 256...279: (code, length) = (UInt32(symbol - 256), 7)
        default: (code, length) = (UInt32(0xC0 + symbol - 280), 8)
        }
        return Code(bits: reverse(code, length), count: length)
    }

    /// For each match length 3...258: the length symbol's code with its extra bits appended.
    private static let lengthCodes: [Code] = (0...258).map { length in
        guard length >= 3 else { return Code(bits: 0, count: 0) }
        var index = lengthBase.count - 1
        while lengthBase[index] > length { index -= 1 }
        if length == 258 { index = 28 }
        let symbol = literalCodes[257 + index]
        let extra = UInt32(length - lengthBase[index])
        return Code(bits: symbol.bits | extra << symbol.count, count: symbol.count + UInt32(lengthExtra[index]))
    }

    /// Fixed 5-bit distance codes: distance 1 is code 0, distance 3 is code 2 (no extra bits).
    private static let distanceOne = Code(bits: reverse(0, 5), count: 5)
    private static let distanceThree = Code(bits: reverse(2, 5), count: 5)

    private static func reverse(_ code: UInt32, _ length: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for bit in 0..<length where code & (1 << bit) != 0 {
            result |= 1 << (length - 1 - bit)
        }
        return result
    }

    /// The zlib stream of `input`.
    static func zlibStream(_ input: [UInt8]) -> [UInt8] {
        // Fed in slices, as the encoder feeds rows: the output is the same however the input is cut.
        let slice = 4096
        let slices = (input.count + slice - 1) / slice
        return input.withUnsafeBufferPointer { source in
            zlibStream(count: input.count, pieces: slices, pieceBytes: slice) { piece, out in
                guard let base = source.baseAddress else { return }
                let start = piece * slice
                out.update(from: base + start, count: min(slice, input.count - start))
            }
        }
    }

    /// The zlib stream of `count` bytes given as `pieces` pieces of `pieceBytes` bytes (the last one may
    /// be shorter), asked for one at a time from `fill`: the PNG encoder filters each row as the
    /// compressor reaches it, so the filtered image is never written out whole and read back. The bytes
    /// are compressed as if they were one buffer: a match may run on into the next piece, so at most
    /// 258 bytes (deflate's longest match) wait for the next piece before they are encoded.
    static func zlibStream(count: Int, pieces: Int, pieceBytes: Int, fill: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
        // Worst case: 9 bits a byte, plus headers. Every byte kept is stored, never OR-ed: no zeroing.
        let capacity = count + count / 8 + 64
        var output = [UInt8](unsafeUninitializedCapacity: capacity) { _, initialized in initialized = capacity }
        // The bytes not encoded yet, with the three before them that distance-3 matches look back at.
        let windowCapacity = 3 + maxMatch + pieceBytes
        let window = UnsafeMutablePointer<UInt8>.allocate(capacity: windowCapacity)
        defer { window.deallocate() }
        var written = 0
        output.withUnsafeMutableBufferPointer { outBuffer in
            guard let out = outBuffer.baseAddress else { return }
            out[0] = 0x78 // deflate, 32 KiB window
            out[1] = 0x01 // no dictionary, fastest
            var writer = BitWriter(out: out + 2)
            writer.write(bits: 0b011, count: 3) // final block, fixed Huffman codes
            var checksum = Adler32()
            // The tables are globals: read once here, not through their lazy initialiser's check
            // on every symbol (that check alone was 4% of a render).
            let lengthCodes = FastDeflate.lengthCodes, literalCodes = FastDeflate.literalCodes
            let distanceOne = FastDeflate.distanceOne, distanceThree = FastDeflate.distanceThree
            // `consumed`: bytes of the whole input before window[0]; `j`: the next byte to encode, and
            // `filled`: the end of the bytes given, both in the window.
            var consumed = 0, filled = 0, j = 0
            for piece in 0..<pieces {
                let keep = max(0, j - 3)
                if keep > 0 {
                    memmove(window, window + keep, filled - keep)
                    filled -= keep
                    j -= keep
                    consumed += keep
                }
                let size = min(pieceBytes, count - consumed - filled)
                fill(piece, window + filled)
                filled += size
                let isLast = piece == pieces - 1
                while j < filled && (isLast || j + maxMatch <= filled) {
                    let i = consumed + j
                    let run1 = i >= 1 ? runLength(window, at: j, count: filled, distance: 1) : 0
                    let run3 = run1 < maxMatch && i >= 3 ? runLength(window, at: j, count: filled, distance: 3) : 0
                    if run1 >= 3 && run1 >= run3 {
                        writer.write(lengthCodes[run1])
                        writer.write(distanceOne)
                        checksum.addRun(of: window[j - 1], count: run1)
                        j += run1
                    } else if run3 >= 3 {
                        writer.write(lengthCodes[run3])
                        writer.write(distanceThree)
                        checksum.add(UnsafeBufferPointer(start: window + j, count: run3))
                        j += run3
                    } else {
                        writer.write(literalCodes[Int(window[j])])
                        checksum.add(window[j])
                        j += 1
                    }
                }
            }
            writer.write(literalCodes[256])
            writer.flush()
            var end = 2 + writer.bytesWritten
            let adler = checksum.value
            for shift in [24, 16, 8, 0] as [UInt32] {
                out[end] = UInt8(truncatingIfNeeded: adler >> shift)
                end += 1
            }
            written = end
        }
        output.removeSubrange(written...)
        return output
    }

    /// Deflate's longest match.
    private static let maxMatch = 258

    /// How many bytes from `i` repeat the bytes `distance` before them, up to deflate's 258.
    @inline(__always)
    private static func runLength(_ data: UnsafePointer<UInt8>, at i: Int, count: Int, distance: Int) -> Int {
        let limit = min(maxMatch, count - i)
        // Most bytes of text and edges start no run: say so before setting up the wide compare.
        guard limit > 0, data[i] == data[i - distance] else { return 0 }
        var length = 0
        if distance == 1 {
            // A run of one byte value: compare eight bytes at a time against the value repeated.
            let pattern = UInt64(data[i - 1]) &* 0x0101_0101_0101_0101
            let raw = UnsafeRawPointer(data + i)
            while length + 8 <= limit && raw.loadUnaligned(fromByteOffset: length, as: UInt64.self) == pattern {
                length += 8
            }
        }
        while length < limit && data[i + length] == data[i + length - distance] {
            length += 1
        }
        return length
    }

    /// zlib's Adler-32, updated as the encoder goes, so that a run of one byte value costs O(1)
    /// instead of a pass over every byte (a form's filtered pixels are mostly such runs).
    struct Adler32 {
        private static let modulus: UInt64 = 65_521
        private var a: UInt64 = 1
        private var b: UInt64 = 0
        /// Bytes added since the last reduction; kept small enough that nothing overflows.
        private var pending = 0
        /// Reducing (two divisions) once a megabyte instead of once a run: from a, b < 65521, a
        /// megabyte (and a run of 258 more) of bytes ≤ 255 keeps a < 2^29 and b < 2^49, far from
        /// overflowing 64 bits. Runs of zeros, most of a form, then cost a multiply and an add.
        private static let reduceAfter = 1 << 20

        var value: UInt32 {
            UInt32((b % Adler32.modulus) << 16 | (a % Adler32.modulus))
        }

        @inline(__always)
        mutating func add(_ byte: UInt8) {
            a += UInt64(byte)
            b += a
            pending += 1
            if pending >= Adler32.reduceAfter { reduce() }
        }

        mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
            for byte in bytes { add(byte) }
        }

        /// `count` copies of `byte`: a grows by count·byte, b by count·a + byte·count(count+1)/2.
        mutating func addRun(of byte: UInt8, count: Int) {
            let n = UInt64(count), v = UInt64(byte)
            b += n * a + v * (n * (n + 1) / 2)
            a += n * v
            pending += count
            if pending >= Adler32.reduceAfter { reduce() }
        }

        private mutating func reduce() {
            a %= Adler32.modulus
            b %= Adler32.modulus
            pending = 0
        }
    }

    /// Writes codes least-significant bit first, as deflate wants, through a 64-bit accumulator.
    private struct BitWriter {
        let out: UnsafeMutablePointer<UInt8>
        var bytesWritten = 0
        var accumulator: UInt64 = 0
        var bitCount: UInt64 = 0

        init(out: UnsafeMutablePointer<UInt8>) {
            self.out = out
        }

        @inline(__always)
        mutating func write(bits: UInt32, count: UInt32) {
            accumulator |= UInt64(bits) << bitCount
            bitCount += UInt64(count)
            if bitCount >= 32 {
                UnsafeMutableRawPointer(out + bytesWritten).storeBytes(of: UInt32(truncatingIfNeeded: accumulator).littleEndian, as: UInt32.self)
                bytesWritten += 4
                accumulator >>= 32
                bitCount -= 32
            }
        }

        @inline(__always)
        mutating func write(_ code: Code) {
            write(bits: code.bits, count: code.count)
        }

        mutating func flush() {
            while bitCount > 0 {
                out[bytesWritten] = UInt8(truncatingIfNeeded: accumulator)
                bytesWritten += 1
                accumulator >>= 8
                bitCount = bitCount >= 8 ? bitCount - 8 : 0
            }
        }
    }
}
