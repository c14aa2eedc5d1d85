/// The numbered objects of a PDF being written, in the order of their numbers, and the file around
/// them: header, cross-reference table and trailer. A number is reserved before its object is known,
/// so objects can name each other in any order.
public final class PDFObjects {
    private var bodies: [[UInt8]?] = [nil]

    public init() {}

    /// Sixteen bytes that change with every byte the objects hold (two FNV-1a hashes): the file's ID.
    func fingerprint(salt: [UInt8]) -> [UInt8] {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325, second: UInt64 = 0x8422_2325_cbf2_9ce4
        for body in bodies + [salt] {
            for byte in body ?? [] {
                first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
                second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 &+ 0x9E37_79B9
            }
        }
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
        var body = PDFBytes(capacity: data.count + 64)
        let packed = compress && data.count > 64 ? Deflate.compress(data) : []
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

    /// The whole file; every reserved number must have been set.
    public func file(root: Int, info: Int, id: [UInt8]) -> [UInt8] {
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
        for number in 1..<bodies.count {
            let digits = String(offsets[number])
            out.raw(String(repeating: "0", count: max(0, 10 - digits.count)) + digits + " 00000 n \n")
        }
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

