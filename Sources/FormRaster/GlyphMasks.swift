import CCairoPango

/// A glyph's coverage in device pixels, drawn from its outline by Cairo's path filler: `left` and
/// `top` place it from the whole pixel its origin was moved to.
struct GlyphMask {
    let left: Int
    let top: Int
    let width: Int
    let height: Int
    /// `width × height` coverage bytes, row after row.
    let coverage: [UInt8]

    static let empty = GlyphMask(left: 0, top: 0, width: 0, height: 0, coverage: [])
}

/// Glyph masks rasterized from outlines, kept for a session. The system's glyph rasterizer
/// (FreeType's anti-aliasing, and Cairo's whole-pixel glyph origins) differs from release to release;
/// a glyph's outline and Cairo's path filler do not, so text drawn from them is the same on every
/// machine. Filling each glyph's path every time costs three times the paint; a glyph is filled once
/// a session for each size and quarter-pixel phase it is drawn at, then copied.
final class GlyphMasks {
    /// Sub-pixel positions a glyph origin is rounded to, along each axis.
    static let phases = 4
    /// Bytes of masks kept, at most: past it, a new mask serves once and is not kept.
    static let keptBytes = 64 << 20
    /// A glyph wider or taller than this many pixels (a 300 pt headline at @3x) is filled where it is
    /// drawn instead: its mask would cost more than the fill.
    static let maxSide = 512

    struct Key: Hashable {
        let font: UInt
        let glyph: UInt32
        let scale: Double
        let phaseX: UInt8
        let phaseY: UInt8
    }

    private var masks: [Key: GlyphMask] = [:]
    private var keptByteCount = 0
    /// The fonts masks were made from, held so that their addresses (the masks' keys) stay theirs.
    private var heldFonts: [UInt: UnsafeMutablePointer<PangoFont>] = [:]
    private let scratchSurface: OpaquePointer?
    private let scratch: OpaquePointer?

    init() {
        scratchSurface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        scratch = scratchSurface.flatMap { cairo_create($0) }
    }

    deinit {
        FontAccess.serialized {
            if let scratch { cairo_destroy(scratch) }
            if let scratchSurface { cairo_surface_destroy(scratchSurface) }
            for font in heldFonts.values { g_object_unref(UnsafeMutableRawPointer(font)) }
        }
    }

    /// The mask of `glyph` in `font` at `scale` device pixels a point, its origin at `phase` quarter
    /// pixels right and down of a whole pixel; nil when the glyph is too big for one (fill it in place).
    func mask(font: UnsafeMutablePointer<PangoFont>, glyph: PangoGlyph, scale: Double, phaseX: Int, phaseY: Int) -> GlyphMask? {
        let key = Key(font: UInt(bitPattern: Int(bitPattern: UnsafeMutableRawPointer(font))), glyph: glyph, scale: scale,
                      phaseX: UInt8(phaseX), phaseY: UInt8(phaseY))
        if let known = masks[key] { return known }
        guard let mask = rasterize(font: font, glyph: glyph, scale: scale,
                                   phase: (Double(phaseX) / Double(GlyphMasks.phases), Double(phaseY) / Double(GlyphMasks.phases))) else {
            return nil
        }
        if keptByteCount + mask.coverage.count <= GlyphMasks.keptBytes {
            if heldFonts[key.font] == nil {
                g_object_ref(UnsafeMutableRawPointer(font))
                heldFonts[key.font] = font
            }
            masks[key] = mask
            keptByteCount += mask.coverage.count + 64
        }
        return mask
    }

    /// Fills the glyph's outline once to find its pixels' bounds, then into an A8 image of that size.
    private func rasterize(font: UnsafeMutablePointer<PangoFont>, glyph: PangoGlyph, scale: Double, phase: (x: Double, y: Double)) -> GlyphMask? {
        guard let scratch, let scaledFont = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { return .empty }
        placeGlyph(on: scratch, scaledFont: scaledFont, glyph: glyph, scale: scale, offset: phase)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(scratch, &x1, &y1, &x2, &y2)
        cairo_new_path(scratch)
        guard x2 > x1, y2 > y1, x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else { return .empty }
        let left = Int((x1 * scale + phase.x).rounded(.down)), top = Int((y1 * scale + phase.y).rounded(.down))
        let width = Int((x2 * scale + phase.x).rounded(.up)) - left, height = Int((y2 * scale + phase.y).rounded(.up)) - top
        guard width <= GlyphMasks.maxSide, height <= GlyphMasks.maxSide else { return nil }
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return .empty }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return .empty }
        placeGlyph(on: cr, scaledFont: scaledFont, glyph: glyph, scale: scale, offset: (phase.x - Double(left), phase.y - Double(top)))
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return .empty }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var coverage = [UInt8](repeating: 0, count: width * height)
        coverage.withUnsafeMutableBufferPointer { out in
            for row in 0..<height {
                guard let target = out.baseAddress?.advanced(by: row * width) else { continue }
                target.update(from: data.advanced(by: row * stride), count: width)
            }
        }
        return GlyphMask(left: left, top: top, width: width, height: height, coverage: coverage)
    }

    /// The glyph's outline as the path of `cr`, its origin at `offset` device pixels, `scale` pixels a point.
    private func placeGlyph(on cr: OpaquePointer, scaledFont: OpaquePointer, glyph: PangoGlyph, scale: Double,
                            offset: (x: Double, y: Double)) {
        cairo_new_path(cr)
        cairo_identity_matrix(cr)
        cairo_translate(cr, offset.x, offset.y)
        cairo_scale(cr, scale, scale)
        cairo_set_scaled_font(cr, scaledFont)
        var placed = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
        cairo_glyph_path(cr, &placed, 1)
    }
}
