import CDeflate

/// Text carried inside a PNG as a compressed iTXt chunk (UTF-8, zlib), for files that must hold
/// more than pixels: the swift-snapshot-testing strategy keeps a snapshot's layout dump in its PNG,
/// because that library keeps one file per snapshot. The chunk is ancillary, so every decoder (this
/// one included) skips it and the pixels read the same with or without it.
public enum PNGTextChunk {
    /// The most text read back: a layout dump is tens of kilobytes, so more means a damaged or hostile file.
    public static let maxTextBytes = 16 << 20

    /// `png` with `text` under `keyword` in a compressed iTXt chunk just before IEND. The keyword is
    /// 1 to 79 printable ASCII characters without spaces: PNG allows Latin-1 and single spaces, but
    /// readers expect ASCII, and a keyword here names data, not a caption.
    public static func adding(_ text: String, keyword: String, to png: [UInt8]) throws -> [UInt8] {
        try check(keyword)
        let end = try chunks(of: png).first { $0.type == "IEND" }
        guard let end else { throw PNGError(description: "PNG has no IEND chunk to put the '\(keyword)' text before") }
        // libdeflate rather than FastDeflate, which only finds the runs of filtered image rows.
        let compressed = try ZlibCompressor.libdeflate(level: 9).make().compress(Array(text.utf8))
        // Keyword, compressed (1) with zlib (0), no language tag, no translated keyword, the text.
        let data = Array(keyword.utf8) + [0, 1, 0, 0, 0] + compressed
        return Array(png[..<end.offset]) + chunk("iTXt", data) + Array(png[end.offset...])
    }

    /// The text of the first iTXt chunk under `keyword`; nil when there is none. Throws when that
    /// chunk is damaged (checksum, layout, deflate stream, or not UTF-8).
    public static func text(keyword: String, in png: [UInt8]) throws -> String? {
        try check(keyword)
        let prefix = Array(keyword.utf8) + [0]
        for found in try chunks(of: png) where found.type == "iTXt" {
            let data = png[found.data]
            guard data.starts(with: prefix) else { continue }
            try PNGDecoder.checkCRC(png, chunkAt: found.offset, length: found.data.count, type: found.type)
            return try decodeText(Array(data.dropFirst(prefix.count)), keyword: keyword)
        }
        return nil
    }

    /// After the keyword: compression flag and method, language tag, translated keyword, text.
    private static func decodeText(_ rest: [UInt8], keyword: String) throws -> String {
        let damaged = PNGError(description: "corrupt PNG: the iTXt chunk '\(keyword)' is not laid out as PNG says")
        guard rest.count >= 2, rest[0] <= 1, rest[1] == 0 else { throw damaged }
        var index = 2
        for _ in 0..<2 { // language tag, translated keyword: each ends in a zero byte
            guard let zero = rest[index...].firstIndex(of: 0) else { throw damaged }
            index = zero + 1
        }
        let body = Array(rest[index...])
        let bytes = rest[0] == 1 ? try inflate(body, keyword: keyword) : body
        // Decoding repairs bad UTF-8, so text that does not read back byte for byte was not UTF-8.
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else {
            throw PNGError(description: "corrupt PNG: the iTXt chunk '\(keyword)' is not UTF-8 text")
        }
        return text
    }

    /// A zlib stream of unknown inflated size: inflated into a buffer that doubles until it fits,
    /// up to `maxTextBytes`.
    private static func inflate(_ compressed: [UInt8], keyword: String) throws -> [UInt8] {
        guard let decompressor = libdeflate_alloc_decompressor() else { throw PNGError(description: "out of memory inflating a PNG text chunk") }
        defer { libdeflate_free_decompressor(decompressor) }
        var capacity = min(maxTextBytes, max(1 << 16, compressed.count * 8))
        while true {
            var output = [UInt8](repeating: 0, count: capacity)
            var produced = 0
            let status = compressed.withUnsafeBytes { source in
                output.withUnsafeMutableBytes { target in
                    libdeflate_zlib_decompress(decompressor, source.baseAddress, source.count, target.baseAddress, target.count, &produced)
                }
            }
            switch status {
            case LIBDEFLATE_SUCCESS:
                output.removeSubrange(produced...)
                return output
            case LIBDEFLATE_INSUFFICIENT_SPACE where capacity < maxTextBytes:
                capacity = min(maxTextBytes, capacity * 2)
            case LIBDEFLATE_INSUFFICIENT_SPACE:
                throw PNGError(description: "the PNG text chunk '\(keyword)' inflates to more than \(maxTextBytes >> 20) MiB")
            default:
                throw PNGError(description: "corrupt PNG: the text chunk '\(keyword)' is not a valid deflate stream")
            }
        }
    }

    /// `png` without its iTXt chunks: its image alone, as an encoder of its pixels writes it.
    public static func removingText(from png: [UInt8]) throws -> [UInt8] {
        let found = try chunks(of: png)
        var kept = Array(png.prefix(8))
        for (index, chunk) in found.enumerated() where chunk.type != "iTXt" {
            let end = index + 1 < found.count ? found[index + 1].offset : png.count
            kept += png[chunk.offset..<end]
        }
        return kept
    }

    private static func check(_ keyword: String) throws {
        let bytes = Array(keyword.utf8)
        guard (1...79).contains(bytes.count), bytes.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw PNGError(description: "a PNG text keyword is 1 to 79 printable ASCII characters without spaces, not '\(keyword)'")
        }
    }

    private struct Chunk {
        var offset: Int
        var type: String
        var data: Range<Int>
    }

    /// Every chunk up to IEND, each checked to lie inside the file.
    private static func chunks(of png: [UInt8]) throws -> [Chunk] {
        guard png.starts(with: PNGDecoder.signature) else { throw PNGError(description: "not a PNG: the signature is missing") }
        var found: [Chunk] = []
        var offset = PNGDecoder.signature.count
        while offset + 12 <= png.count {
            let length = PNGDecoder.readUInt32(png, at: offset)
            let start = offset + 8
            guard length <= png.count - start - 4 else {
                throw PNGError(description: "truncated PNG chunk at byte \(offset): it claims \(length) bytes, the file has \(png.count - start - 4) left")
            }
            found.append(Chunk(offset: offset, type: PNGDecoder.chunkType(png, at: offset + 4), data: start..<(start + length)))
            if found.last?.type == "IEND" { return found }
            offset = start + length + 4
        }
        throw PNGError(description: "truncated PNG: the file ends without an IEND chunk")
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        var bytes: [UInt8] = []
        bytes.appendBigEndian(UInt32(data.count))
        bytes += typeBytes + data
        var crc = typeBytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        crc = data.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
        bytes.appendBigEndian(crc)
        return bytes
    }
}
