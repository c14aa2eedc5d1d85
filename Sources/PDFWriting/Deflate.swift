import CDeflate

/// zlib streams for PDF's FlateDecode. zlib's output for a level is the same across its releases here
/// (1.2.13 on Debian 12 and 1.3.1 on Debian 13 gave the same bytes for fonts, JSON and text), which
/// the PDFs' byte-for-byte sameness across machines rests on; `DeterminismTests` and the cross-release
/// check watch it.
enum Deflate {
    /// Level 1: on a 25-page form, the PDF stage took 24 ms against 35 ms at level 6, for 2% more bytes.
    static let level: Int32 = 1

    /// What a stream's data becomes when written: compressed, or empty when it is too small to gain
    /// (64 bytes or less) and written as it is.
    static func packed(_ input: [UInt8]) -> [UInt8] {
        input.count > 64 ? compress(input) : []
    }

    static func compress(_ input: [UInt8]) -> [UInt8] {
        var bound = compressBound(UInt(input.count))
        var output = [UInt8](repeating: 0, count: Int(bound))
        let status = input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                compress2(target.baseAddress, &bound, source.baseAddress, UInt(source.count), level)
            }
        }
        // compressBound is enough by zlib's own contract; were it not, the data goes uncompressed.
        guard status == Z_OK else { return [] }
        output.removeSubrange(Int(bound)...)
        return output
    }
}

/// The zlib this machine compresses PDFs with, for `doctor`.
public enum PDFCompression {
    public static var zlibVersion: String { String(cString: CDeflate.zlibVersion()) }
}
