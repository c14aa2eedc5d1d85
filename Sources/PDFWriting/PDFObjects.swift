/// The numbered objects of a PDF being written, in the order of their numbers, and the file around
/// them: header, cross-reference table and trailer. A number is reserved before its object is known,
/// so objects can name each other in any order.
public final class PDFObjects {
    private var bodies: [[UInt8]?] = [nil]

    public init() {}

    /// Sixteen bytes that change with every byte of `bytes` (two 64-bit hashes over its 8-byte words
    /// and its tail): the file's ID, from what the file holds.
    static func fingerprint(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325, second: UInt64 = 0x8422_2325_cbf2_9ce4
        func mix(_ word: UInt64) {
            first = (first ^ word) &* 0x100_0000_01b3
            first ^= first >> 29
            second = (second &+ word) &* 0x9E37_79B9_7F4A_7C15
            second ^= second >> 31
        }
        let words = bytes.count / 8
        for index in 0..<words { mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))) }
        var tail: UInt64 = UInt64(bytes.count)
        for index in (words * 8)..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
        mix(tail)
        return (0..<8).map { UInt8((first >> (8 * $0)) & 0xFF) } + (0..<8).map { UInt8((second >> (8 * $0)) & 0xFF) }
    }

    /// A number for an object written later with `set`.
    public func reserve() -> Int {
        bodies.append(nil)
        return bodies.count - 1
    }

    public func set(_ number: Int, _ body: PDFBytes) {
        bodies[number] = body.bytes
    }

    public func add(_ body: PDFBytes) -> Int {
        bodies.append(body.bytes)
        return bodies.count - 1
    }

    /// A stream object: `dictionary` holds the entries besides `/Length` and `/Filter`; the data is
    /// compressed unless it is small or does not shrink.
    public func setStream(_ number: Int, dictionary: PDFBytes, data: [UInt8], compress: Bool = true) {
        setStream(number, dictionary: dictionary, data: data, packed: compress ? Deflate.packed(data) : [])
    }

    /// A stream whose data was compressed already (`Deflate.packed`): `packed` is used unless empty.
    func setStream(_ number: Int, dictionary: PDFBytes, data: [UInt8], packed: [UInt8]) {
        var body = PDFBytes(capacity: data.count + 64)
        let useFlate = !packed.isEmpty && packed.count < data.count
        body.raw("<<")
        body.append(dictionary.bytes)
        body.raw(useFlate ? "/Filter/FlateDecode/Length " : "/Length ")
        body.int(useFlate ? packed.count : data.count)
        body.raw(">>\nstream\n")
        body.append(useFlate ? packed : data)
        body.raw("\nendstream")
        bodies[number] = body.bytes
    }

    public func addStream(dictionary: PDFBytes, data: [UInt8], compress: Bool = true) -> Int {
        let number = reserve()
        setStream(number, dictionary: dictionary, data: data, compress: compress)
        return number
    }

    /// The whole file; every reserved number must have been set. Its ID is the fingerprint of the
    /// objects and the cross-reference table, and of `salt`.
    public func file(root: Int, info: Int, salt: [UInt8]) -> [UInt8] {
        var out = PDFBytes(capacity: bodies.reduce(0) { $0 + ($1?.count ?? 0) + 32 } + 20 * bodies.count + 256)
        // The binary comment tells transfer tools the file is not text.
        out.raw("%PDF-1.7\n%\u{E2}\u{E3}\u{CF}\u{D3}\n")
        var offsets = [Int](repeating: 0, count: bodies.count)
        for number in 1..<bodies.count {
            offsets[number] = out.count
            out.int(number)
            out.raw(" 0 obj\n")
            out.append(bodies[number] ?? Array("null".utf8))
            out.raw("\nendobj\n")
        }
        let table = out.count
        out.raw("xref\n0 ")
        out.int(bodies.count)
        out.raw("\n0000000000 65535 f \n")
        let entryTail = Array(" 00000 n \n".utf8)
        for number in 1..<bodies.count {
            // Ten digits, zero-padded.
            var rest = offsets[number]
            var digits = [UInt8](repeating: 48, count: 10)
            for place in stride(from: 9, through: 0, by: -1) where rest > 0 {
                digits[place] = 48 + UInt8(rest % 10)
                rest /= 10
            }
            out.append(digits)
            out.append(entryTail)
        }
        out.append(salt)
        let id = out.bytes.withUnsafeBytes { PDFObjects.fingerprint($0) }
        out.bytes.removeLast(salt.count)
        out.raw("trailer\n<</Size ")
        out.int(bodies.count)
        out.raw("/Root ")
        out.reference(root)
        out.raw("/Info ")
        out.reference(info)
        out.raw("/ID[<")
        for byte in id { out.hexByte(byte) }
        out.raw("><")
        for byte in id { out.hexByte(byte) }
        out.raw(">]>>\nstartxref\n")
        out.int(table)
        out.raw("\n%%EOF\n")
        return out.bytes
    }
}

