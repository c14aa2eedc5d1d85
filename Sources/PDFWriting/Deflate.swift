/// zlib streams for PDF's FlateDecode, made by `StreamDeflate`, FormRender's own encoder, so that a
/// PDF's bytes do not depend on the machine's zlib.
enum Deflate {
    /// What a stream's data becomes when written: compressed, or empty when it is too small to gain
    /// (64 bytes or less) and written as it is.
    static func packed(_ input: [UInt8]) -> [UInt8] {
        input.count > 64 ? compress(input) : []
    }

    static func compress(_ input: [UInt8]) -> [UInt8] {
        StreamDeflate.zlibStream(input)
    }
}
