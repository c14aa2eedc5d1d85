/// An OpenType font's `cmap`: the glyph it draws for a character (a Unicode subtable of format 4 or 12).
struct CharacterMap {
    private let data: FontData
    private let subtable: Int
    private let format: Int

    init?(_ font: OpenTypeTables) {
        guard let cmap = try? font.offset(of: "cmap"), let count = try? font.data.u16(cmap + 2) else { return nil }
        var best: (offset: Int, format: Int, rank: Int)?
        for index in 0..<count {
            let record = cmap + 4 + 8 * index
            guard let platform = try? font.data.u16(record), let encoding = try? font.data.u16(record + 2),
                  let offset = try? font.data.u32(record + 4), let format = try? font.data.u16(cmap + offset) else { continue }
            // Full Unicode (format 12) before the Basic Multilingual Plane (format 4).
            let rank: Int
            switch (platform, encoding, format) {
            case (3, 10, 12), (0, 4, 12), (0, 6, 12): rank = 2
            case (3, 1, 4), (0, 3, 4), (0, 1, 4), (0, 0, 4): rank = 1
            default: continue
            }
            if rank > (best?.rank ?? 0) { best = (cmap + offset, format, rank) }
        }
        guard let best else { return nil }
        data = font.data
        subtable = best.offset
        format = best.format
    }

    /// The glyph for `scalar`, or nil when the font has none.
    func glyph(for scalar: UInt32) -> Int? {
        let found = format == 12 ? format12(scalar) : format4(scalar)
        return found.flatMap { $0 > 0 ? $0 : nil }
    }

    private func format4(_ scalar: UInt32) -> Int? {
        guard scalar <= 0xFFFF, let segments = try? data.u16(subtable + 6) / 2 else { return nil }
        let code = Int(scalar)
        let ends = subtable + 14, starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments, ranges = deltas + 2 * segments
        for segment in 0..<segments {
            guard let end = try? data.u16(ends + 2 * segment), code <= end else { continue }
            guard let start = try? data.u16(starts + 2 * segment), code >= start,
                  let delta = try? data.u16(deltas + 2 * segment), let rangeOffset = try? data.u16(ranges + 2 * segment) else { return nil }
            if rangeOffset == 0 { return (code + delta) & 0xFFFF }
            guard let glyph = try? data.u16(ranges + 2 * segment + rangeOffset + 2 * (code - start)), glyph != 0 else { return nil }
            return (glyph + delta) & 0xFFFF
        }
        return nil
    }

    private func format12(_ scalar: UInt32) -> Int? {
        guard let groups = try? data.u32(subtable + 12) else { return nil }
        var low = 0, high = groups - 1
        while low <= high {
            let middle = (low + high) / 2
            let group = subtable + 16 + 12 * middle
            guard let start = try? data.u32(group), let end = try? data.u32(group + 4), let glyph = try? data.u32(group + 8) else { return nil }
            if Int(scalar) < start { high = middle - 1 } else if Int(scalar) > end { low = middle + 1 } else { return glyph + Int(scalar) - start }
        }
        return nil
    }
}
