import CDeflate

/// zlib, the reference implementation, for tests of FormRender's own deflate encoders (the PNG's
/// `FastDeflate`, the PDF's `StreamDeflate`).
public enum ZlibReference {
    /// What zlib inflates `stream` to, or nil when it rejects it (a bad stream, a wrong checksum, or
    /// more than `expectedSize` bytes).
    public static func inflate(_ stream: [UInt8], expectedSize: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: max(expectedSize, 1))
        var length = UInt(output.count)
        let status = uncompress(&output, &length, stream, UInt(stream.count))
        guard status == Z_OK else { return nil }
        return Array(output.prefix(Int(length)))
    }
}
