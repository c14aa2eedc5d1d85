import CDeflate

/// FormRender's own deflate encoder for PDF streams (content streams, fonts, images), in zlib's format.
///
/// Why not zlib's: its level 1 spent 3.4 ms on a 300-field form's 165 KB of streams, as much as a
/// sixth of the form, and its bytes are whatever the machine's zlib makes (zlib-ng, which some
/// systems ship as zlib, makes others). This one is greedy LZ77 over a single-entry hash table of
/// 4-byte prefixes (no chains), then one block with Huffman codes made for the stream: a page's
/// operators and numbers are text, whose literals a fixed code would leave at 8 bits. Its bytes are
/// the same on every machine because they come from this file alone.
enum StreamDeflate {
    /// The zlib stream of `input`.
    static func zlibStream(_ input: [UInt8]) -> [UInt8] {
        input.withUnsafeBufferPointer { source in
            // A Huffman block is only written when smaller than the stored ones.
            let out = BitSink(capacity: 2 + storedSize(source.count) + 4)
            out.append(0x78) // deflate, 32 KiB window
            out.append(0x01) // no dictionary, "fastest" (the check bits make 0x7801 a multiple of 31)
            if !HuffmanBlock.write(LZ77.tokens(source), of: source, to: out) { writeStored(source, to: out) }
            let adler = UInt32(truncatingIfNeeded: adler32(1, source.baseAddress, UInt32(source.count)))
            for shift in [24, 16, 8, 0] as [UInt32] { out.append(UInt8(truncatingIfNeeded: adler >> shift)) }
            return out.bytes
        }
    }

    /// The bytes of `count` bytes as stored blocks: 5 bytes of header in each 65 535.
    static func storedSize(_ count: Int) -> Int {
        count + 5 * (count / 65_535 + 1)
    }

    /// Stored blocks, for data a Huffman block would not shrink (already compressed, random).
    private static func writeStored(_ source: UnsafeBufferPointer<UInt8>, to out: BitSink) {
        var start = 0
        repeat {
            let count = min(65_535, source.count - start)
            out.append(start + count == source.count ? 1 : 0) // BFINAL, BTYPE 00, aligned
            let length = UInt16(count)
            for byte in [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)] { out.append(byte) }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<start + count]))
            start += count
        } while start < source.count
    }
}

/// Bits written least significant first, as deflate packs them, into storage sized up front (it
/// grows if ever too small). A class, so that the storage has one owner that frees it.
final class BitSink {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Bytes written so far.
    private(set) var count = 0
    private var buffer: UInt64 = 0
    private var bitCount: UInt32 = 0

    init(capacity: Int) {
        self.capacity = capacity + 8
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
    }

    func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    func append(contentsOf source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress, !source.isEmpty else { return }
        reserve(source.count)
        (storage + count).update(from: base, count: source.count)
        count += source.count
    }

    /// Up to 32 bits at once (a block's header: the hot loop writes through `withRoom`).
    func write(_ bits: UInt32, count length: UInt32) {
        withRoom(4) { $0.write(bits, count: length) }
    }

    /// Bits written with no check for room, which `withRoom` made first: a hot loop keeps them in
    /// registers rather than in the sink. Whole bytes go out four at a time.
    struct RoomyBits {
        fileprivate var at: UnsafeMutablePointer<UInt8>
        fileprivate var buffer: UInt64
        fileprivate var bitCount: UInt32

        /// Up to 32 bits at once.
        @inline(__always)
        mutating func write(_ bits: UInt32, count length: UInt32) {
            buffer |= UInt64(bits) << bitCount
            bitCount += length
            if bitCount >= 32 {
                UnsafeMutableRawPointer(at).storeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian, as: UInt32.self)
                at += 4
                buffer >>= 32
                bitCount -= 32
            }
        }
    }

    /// Makes room for `bytes` more bytes, then lets `body` write at most that many.
    func withRoom(_ bytes: Int, _ body: (inout RoomyBits) -> Void) {
        reserve(bytes + 4)
        var bits = RoomyBits(at: storage + count, buffer: buffer, bitCount: bitCount)
        body(&bits)
        count = bits.at - storage
        buffer = bits.buffer
        bitCount = bits.bitCount
    }

    /// Writes the bits left, padded to a whole byte.
    func flush() {
        while bitCount > 0 {
            append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            bitCount = bitCount > 8 ? bitCount - 8 : 0
        }
        buffer = 0
    }

    /// The bytes written.
    var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: storage, count: count))
    }

    @inline(__always)
    private func reserve(_ more: Int) {
        guard count + more > capacity else { return }
        let grown = max(capacity * 2, count + more)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.update(from: storage, count: count)
        storage.deallocate()
        storage = moved
        capacity = grown
    }
}

/// The LZ77 pass: each token a literal byte or a match (a length of 3...258 bytes at a distance of
/// 1...32768 back).
enum LZ77 {
    /// A literal: the byte. A match: bit 31 set, the length in bits 16...24, the distance in bits 0...15
    /// less one.
    typealias Token = UInt32

    static let minMatch = 4
    static let maxMatch = 258
    static let window = 32_768

    @inline(__always)
    static func isMatch(_ token: Token) -> Bool { token & 0x8000_0000 != 0 }
    @inline(__always)
    static func length(_ token: Token) -> Int { Int(token >> 16 & 0x1FF) }
    @inline(__always)
    static func distance(_ token: Token) -> Int { Int(token & 0xFFFF) + 1 }

    static func tokens(_ source: UnsafeBufferPointer<UInt8>) -> [Token] {
        var tokens: [Token] = []
        guard let base = source.baseAddress, source.count > 0 else { return tokens }
        let count = source.count
        tokens.reserveCapacity(count / 3 + 16)
        // A table a little larger than the input, up to 2^15 entries: small streams do not pay to
        // clear a large one. Entries are positions plus one (0: empty).
        var bits = 10
        while bits < 15 && 1 << bits < count { bits += 1 }
        let table = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << bits)
        defer { table.deallocate() }
        table.initialize(repeating: 0, count: 1 << bits)
        let shift = UInt32(32 - bits)
        @inline(__always) func word(_ at: Int) -> UInt32 {
            UnsafeRawPointer(base + at).loadUnaligned(as: UInt32.self)
        }
        @inline(__always) func slot(_ value: UInt32) -> Int {
            Int((value &* 2_654_435_761) >> shift)
        }
        var i = 0
        while i + minMatch <= count {
            let value = word(i)
            let h = slot(value)
            let candidate = Int(table[h]) - 1
            table[h] = Int32(i + 1)
            if candidate >= 0, i - candidate <= window, word(candidate) == value {
                var length = minMatch
                let longest = min(maxMatch, count - i)
                // Eight bytes at a time; the first that differs ends the match.
                while length + 8 <= longest {
                    let difference = UnsafeRawPointer(base + candidate + length).loadUnaligned(as: UInt64.self)
                        ^ UnsafeRawPointer(base + i + length).loadUnaligned(as: UInt64.self)
                    if difference != 0 {
                        length += UInt64(littleEndian: difference).trailingZeroBitCount / 8
                        break
                    }
                    length += 8
                }
                if length + 8 > longest {
                    while length < longest && base[candidate + length] == base[i + length] { length += 1 }
                }
                tokens.append(0x8000_0000 | UInt32(length) << 16 | UInt32(i - candidate - 1))
                // The positions inside the match are found again later: a page repeats its operators.
                let end = i + length
                var j = i + 1
                while j < end && j + minMatch <= count {
                    table[slot(word(j))] = Int32(j + 1)
                    j += 1
                }
                i = end
            } else {
                tokens.append(Token(base[i]))
                i += 1
            }
        }
        while i < count {
            tokens.append(Token(base[i]))
            i += 1
        }
        return tokens
    }
}
