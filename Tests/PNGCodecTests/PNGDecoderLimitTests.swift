import PNGCodec
import PNGTestSupport
import Expectations
import Testing

/// Hostile and broken PNGs: each is refused with a message that says what is wrong, before any
/// arithmetic on its sizes can overflow and before memory is allocated for its pixels.
@Suite struct PNGDecoderLimitTests {
    /// `decode`'s error text, or a note that it did not throw a PNGError.
    func decodeError(_ bytes: [UInt8], maxPixels: Int = PNGDecoder.maxPixels) -> String {
        do {
            let decoded = try PNGDecoder.decode(bytes, maxPixels: maxPixels)
            return "decoded \(decoded.width)×\(decoded.height)"
        } catch let error as PNGError {
            return error.description
        } catch {
            return "unexpected \(error)"
        }
    }

    func headerError(_ bytes: [UInt8]) -> String {
        do {
            let size = try PNGDecoder.header(bytes)
            return "read \(size.width)×\(size.height)"
        } catch let error as PNGError {
            return error.description
        } catch {
            return "unexpected \(error)"
        }
    }

    let limitText = "at most 32767 px a side and 268435456 pixels are decoded"

    @Test func aHeaderOfFourBillionPixelsASideIsRefusedNotATrap() {
        // Before the fix, `width * height` trapped with an arithmetic overflow here.
        let png = TinyPNG.file(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF, idat: TinyPNG.zlib([0, 0, 0, 0]))
        expectEqual(decodeError(png), "PNG header claims 4294967295×4294967295 pixels; \(limitText)")
        expectEqual(headerError(png), "PNG header claims 4294967295×4294967295 pixels; the PNG format allows at most 2147483647 a side")
        let wide = TinyPNG.file(width: 40_000, height: 1, idat: TinyPNG.zlib([UInt8](repeating: 0, count: 120_001)))
        expectEqual(decodeError(wide), "PNG header claims 40000×1 pixels; \(limitText)")
        expectEqual(headerError(wide), "read 40000×1", "header reads sizes past the decode limits, so a caller can compare them")
    }

    @Test func aHugeImageFromAFewBytesIsRefusedBeforeInflating() {
        // 16000 × 16000 RGB is within the pixel limit, but 13 bytes of deflate cannot make 768 MB: refused
        // from the chunk sizes alone, without allocating the image (it used to allocate it, then fail).
        let idat = TinyPNG.zlib([0, 0, 0, 0])
        let png = TinyPNG.file(width: 16_000, height: 16_000, idat: idat)
        let clock = ContinuousClock()
        var message = ""
        let elapsed = clock.measure { message = decodeError(png) }
        expectEqual(message, "corrupt PNG: \(idat.count) bytes of image data (IDAT) cannot inflate to the 768016000 bytes a 16000×16000 image needs (deflate shrinks at most 1032:1)")
        expect(elapsed < .milliseconds(200))
        expectEqual(headerError(png), "read 16000×16000")
        // A caller can ask for less than the project limit.
        let small = TinyPNG.file(width: 4, height: 4, idat: TinyPNG.zlib([UInt8](repeating: 0, count: 4 * 13)))
        expectEqual(decodeError(small, maxPixels: 10), "PNG header claims 4×4 pixels; at most 32767 px a side and 10 pixels are decoded")
        expectEqual(decodeError(small, maxPixels: 16), "decoded 4×4")
    }

    @Test func imageDataMuchLargerThanTheImageIsRefused() {
        let png = TinyPNG.file(width: 1, height: 1, idat: [UInt8](repeating: 0, count: (1 << 20) + 11))
        expectEqual(decodeError(png), "corrupt PNG: 1048587 bytes of image data (IDAT) for a 1×1 image; at most 1048584 (twice its 4 raw bytes, plus 1 MiB) are read")
    }

    @Test func truncatedFilesSayWhereTheyEnd() throws {
        let png = TinyPNG.file(width: 2, height: 2, idat: TinyPNG.zlib([0, 1, 2, 3, 4, 5, 6, 0, 7, 8, 9, 10, 11, 12]))
        let idatStart = 8 + 25
        let cut = Array(png.prefix(idatStart + 10))
        expect(decodeError(cut).hasPrefix("truncated PNG chunk 'IDAT' at byte 33: it claims "))
        expect(decodeError(cut).hasSuffix("bytes and a checksum, the file has 2 left"))
        // Cut between chunks: everything there is whole, but the end is missing.
        expectEqual(decodeError(Array(png.dropLast(12))), "truncated PNG: the file ends without an IEND chunk")
        expectEqual(decodeError(Array(png.prefix(20))), "truncated PNG chunk 'IHDR' at byte 8: the file ends after 20 bytes")
        expectEqual(decodeError(Array(png.prefix(12))), "truncated PNG: the file ends after 12 bytes, before the IHDR chunk (missing IHDR)")
        expectEqual(headerError(Array(png.prefix(28))), "truncated PNG chunk 'IHDR' at byte 8: the file ends after 28 bytes")
        expectEqual(headerError(Array(png.prefix(33))), "read 2×2")
    }

    @Test func emptyAndForeignFilesAreNotPNGs() {
        expectEqual(decodeError([]), "not a PNG file: it is empty (0 bytes)")
        expectEqual(headerError([]), "not a PNG file: it is empty (0 bytes)")
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xFF, 0xD9]
        expectEqual(decodeError(jpeg), "not a PNG file: it starts like a JPEG")
        expectEqual(decodeError(Array("GIF89a, not a PNG at all".utf8)), "not a PNG file: it does not start with the PNG signature")
    }

    @Test func anUnknownRowFilterIsNamedWithItsRow() {
        let png = TinyPNG.file(width: 1, height: 2, idat: TinyPNG.zlib([0, 1, 2, 3, 7, 4, 5, 6]))
        expectEqual(decodeError(png), "corrupt PNG: unknown row filter 7 on row 1 (filters are 0 to 4)")
    }

    @Test func aChunkLengthOverTheSpecLimitIsRefused() {
        var png = TinyPNG.file(width: 1, height: 1, idat: TinyPNG.zlib([0, 1, 2, 3]))
        // An ancillary chunk after IHDR whose length field is 0xFFFFFFFF.
        png.insert(contentsOf: [0xFF, 0xFF, 0xFF, 0xFF] + Array("tEXt".utf8) + [0, 0, 0, 0], at: 33)
        expectEqual(decodeError(png), "corrupt PNG chunk 'tEXt' at byte 33: its length 4294967295 is over the PNG limit of 2147483647")
        var garbage = TinyPNG.file(width: 1, height: 1, idat: TinyPNG.zlib([0, 1, 2, 3]))
        garbage.insert(contentsOf: [0, 0, 0, 0, 0, 1, 2, 3, 0, 0, 0, 0], at: 33)
        expectEqual(decodeError(garbage), "corrupt PNG: the chunk at byte 33 has type bytes 0 1 2 3, not four letters")
    }

    @Test func headerFieldsAreChecked() {
        let idat = TinyPNG.zlib([0, 1, 2, 3])
        expectEqual(decodeError(TinyPNG.file(width: 0, height: 1, idat: idat)), "PNG header claims 0×1 pixels; a PNG has at least 1 pixel a side")
        expectEqual(headerError(TinyPNG.file(width: 5, height: 0, idat: idat)), "PNG header claims 5×0 pixels; a PNG has at least 1 pixel a side")
        expectEqual(decodeError(TinyPNG.file(width: 1, height: 1, bitDepth: 4, idat: idat)), "PNG header has bit depth 4 with colour type 2 (RGB), which allows 8, 16")
        expectEqual(decodeError(TinyPNG.file(width: 1, height: 1, colorType: 5, idat: idat)), "PNG header has unknown colour type 5 (the PNG format has 0, 2, 3, 4 and 6)")
        expectEqual(headerError(TinyPNG.file(width: 1, height: 1, interlace: 2, idat: idat)), "PNG header names unknown interlace method 2 (0 or 1)")
    }

    @Test func chunksMustBeInPlace() {
        let idat = TinyPNG.zlib([0, 1, 2, 3])
        let noHeader = TinyPNG.signature + TinyPNG.chunk("IDAT", idat) + TinyPNG.chunk("IEND", [])
        expectEqual(decodeError(noHeader), "missing IHDR: a PNG's first chunk must be IHDR, this one's is 'IDAT'")
        let noData = TinyPNG.signature + TinyPNG.chunk("IHDR", TinyPNG.ihdr(width: 1, height: 1)) + TinyPNG.chunk("IEND", [])
        expectEqual(decodeError(noData), "PNG has no image data (IDAT missing)")
        expectEqual(headerError(noData), "read 1×1")
        let unknownCritical = TinyPNG.signature + TinyPNG.chunk("IHDR", TinyPNG.ihdr(width: 1, height: 1)) + TinyPNG.chunk("ABCD", [1])
            + TinyPNG.chunk("IDAT", idat) + TinyPNG.chunk("IEND", [])
        expectEqual(decodeError(unknownCritical), "PNG chunk 'ABCD' at byte 33 is critical but unknown, so the image cannot be decoded")
        let shortInflate = TinyPNG.file(width: 2, height: 1, idat: TinyPNG.zlib([0, 1, 2, 3]))
        expectEqual(decodeError(shortInflate), "corrupt PNG image data: it inflates to 4 of the 7 bytes the image needs")
    }

    @Test func aChunkWhoseChecksumDoesNotMatchIsRefused() {
        // Before, the fast path ignored checksums: a damaged reference decoded to other pixels.
        var png = TinyPNG.file(width: 1, height: 1, idat: TinyPNG.zlib([0, 1, 2, 3]))
        png[png.count - 12 - 2] ^= 0x01 // a byte of the IDAT chunk's CRC
        expectEqual(decodeError(png), "corrupt PNG chunk 'IDAT' at byte 33: its checksum does not match its data")
        expectEqual(headerError(png), "read 1×1", "header reads IHDR only")
        var header = TinyPNG.file(width: 1, height: 1, idat: TinyPNG.zlib([0, 1, 2, 3]))
        header[29] ^= 0x80
        expectEqual(decodeError(header), "corrupt PNG chunk 'IHDR' at byte 8: its checksum does not match its data")
        expectEqual(headerError(header), "corrupt PNG chunk 'IHDR' at byte 8: its checksum does not match its data")
    }

    @Test func aPaletteImageWithoutAUsablePaletteIsRefused() {
        let png = TinyPNG.file(width: 1, height: 1, colorType: 3, idat: TinyPNG.zlib([0, 0]))
        expectEqual(decodeError(png), "corrupt PNG: a palette image (colour type 3) without a PLTE chunk")
        let short = TinyPNG.signature + TinyPNG.chunk("IHDR", TinyPNG.ihdr(width: 1, height: 1, colorType: 3))
            + TinyPNG.chunk("PLTE", [1, 2]) + TinyPNG.chunk("IDAT", TinyPNG.zlib([0, 0])) + TinyPNG.chunk("IEND", [])
        expectEqual(decodeError(short), "corrupt PNG: its PLTE chunk is 2 bytes long; a palette is 1 to 256 entries of 3 bytes")
        let late = TinyPNG.signature + TinyPNG.chunk("IHDR", TinyPNG.ihdr(width: 1, height: 1, colorType: 3))
            + TinyPNG.chunk("IDAT", TinyPNG.zlib([0, 0])) + TinyPNG.chunk("PLTE", [1, 2, 3]) + TinyPNG.chunk("IEND", [])
        expectEqual(decodeError(late), "corrupt PNG: the PLTE chunk at byte \(33 + 12 + TinyPNG.zlib([0, 0]).count) comes after the image data (IDAT)")
    }

    @Test func aOneByOneImageRoundTrips() throws {
        let png = try PNGEncoder.encode(PixelImage(width: 1, height: 1, pixels: [10, 20, 30, 255]))
        let decoded = try PNGDecoder.decode(png)
        expect(decoded.width == 1 && decoded.height == 1 && decoded.pixels == [10, 20, 30, 255])
        expectEqual(headerError(png), "read 1×1")
        // Split over several IDAT chunks, and RGBA.
        let rgba = TinyPNG.file(width: 2, height: 1, colorType: 6, idats: TinyPNG.zlib([1, 9, 8, 7, 6, 1, 1, 1, 1]).chunked(3))
        try expectEqual(PNGDecoder.decode(rgba).pixels, [9, 8, 7, 6, 10, 9, 8, 7])
    }

    @Test func aPalettePNGDecodes() throws {
        // 2×2, 8-bit palette: red, green / blue, red.
        let png = TinyPNG.signature
            + TinyPNG.chunk("IHDR", TinyPNG.ihdr(width: 2, height: 2, bitDepth: 8, colorType: 3))
            + TinyPNG.chunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255])
            + TinyPNG.chunk("IDAT", TinyPNG.zlib([0, 0, 1, 0, 2, 0]))
            + TinyPNG.chunk("IEND", [])
        let decoded = try PNGDecoder.decode(png)
        expect(decoded.width == 2 && decoded.height == 2)
        expectEqual(decoded.pixels, [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 0, 0, 255])
        expectEqual(headerError(png), "read 2×2")
        // The same header claiming 16000×16000 is refused before anything is allocated for it.
        let huge = TinyPNG.signature
            + TinyPNG.chunk("IHDR", TinyPNG.ihdr(width: 16_000, height: 16_000, bitDepth: 8, colorType: 3))
            + TinyPNG.chunk("PLTE", [255, 0, 0])
            + TinyPNG.chunk("IDAT", TinyPNG.zlib([0, 0]))
            + TinyPNG.chunk("IEND", [])
        expectEqual(decodeError(huge), "corrupt PNG: \(TinyPNG.zlib([0, 0]).count) bytes of image data (IDAT) cannot inflate to the 256016000 bytes a 16000×16000 image needs (deflate shrinks at most 1032:1)")
        let interlacedTooWide = TinyPNG.signature
            + TinyPNG.chunk("IHDR", TinyPNG.ihdr(width: 32_768, height: 1, bitDepth: 1, colorType: 0, interlace: 1))
            + TinyPNG.chunk("IDAT", TinyPNG.zlib([0, 0]))
            + TinyPNG.chunk("IEND", [])
        expectEqual(decodeError(interlacedTooWide), "PNG header claims 32768×1 pixels; at most 32767 px a side and 268435456 pixels are decoded")
    }
}
