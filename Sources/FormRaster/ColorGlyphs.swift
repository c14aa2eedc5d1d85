import BoxTree
import CCairoPango
import PNGCodec

/// Colour glyphs (emoji) are images in their font (Noto Color Emoji's PNGs, 109 px), not outlines.
/// This Cairo draws them at their own size whatever the text's, so they are hidden from Pango while a
/// line is drawn, then painted here at the size and place HarfBuzz gives them: decoded by FormRender's
/// PNG decoder and, on an image surface, scaled by `ColorBitmap` rather than by the system's pixman,
/// so that every machine gets the same pixels. A PDF gets the whole image, scaled by the viewer.
/// One per session; it keeps each decoded image, by its PNG's bytes.
final class ColorGlyphs {
    /// A colour glyph of a line being drawn: where it sits (user space) and its image's PNG.
    struct Hidden {
        fileprivate let slot: UnsafeMutablePointer<PangoGlyphInfo>
        fileprivate let glyph: PangoGlyph
        let png: [UInt8]
        let frame: Rect
        /// The characters it stands for (its cluster), for a PDF's text.
        let text: String
    }

    private var bitmaps: [[UInt8]: ColorBitmap] = [:]
    /// Decoded images kept, at most: past it, images are decoded where they are drawn.
    static let keptImages = 2_048

    /// Whether `text` may hold a colour glyph at all: an emoji, or a character that makes one (a
    /// keycap's mark, the emoji variation selector). Lines of other texts are drawn untouched.
    static func mayHold(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar.value >= 0xA9 && (scalar.properties.isEmoji || scalar.value == 0x20E3 || scalar.value == 0xFE0F)
        }
    }

    /// Replaces the colour glyphs of `line` (drawn with its start at `x`, its baseline at `baseline`,
    /// in a font `fontSize` points) by empty glyphs of the same advance, and says where they were.
    /// `paint` puts them back.
    /// `sizedByRun`: each run's emoji at its own font's size (a styled run's sizes differ), else all at `fontSize`.
    func hide(in line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, baseline: Double, fontSize: Double, sizedByRun: Bool = false) -> [Hidden] {
        var hidden: [Hidden] = []
        var pen: Int32 = 0
        let characters = line.pointee.layout.flatMap { pango_layout_get_text($0) }.map { UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) }
        var node = line.pointee.runs
        while let run = node {
            node = run.pointee.next
            guard let item = run.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let glyphs = item.pointee.glyphs else { continue }
            let count = Int(max(0, glyphs.pointee.num_glyphs))
            guard let font = item.pointee.item?.pointee.analysis.font, let hbFont = pango_font_get_hb_font(font),
                  hb_ot_color_has_png(hb_font_get_face(hbFont)) != 0 else {
                for index in 0..<count { pen &+= glyphs.pointee.glyphs[index].geometry.width }
                continue
            }
            var xScale: Int32 = 0, yScale: Int32 = 0
            hb_font_get_scale(hbFont, &xScale, &yScale)
            let fontSize = sizedByRun ? PangoText.size(of: font) : fontSize
            let itemOffset = Int(item.pointee.item?.pointee.offset ?? 0), itemLength = Int(max(0, item.pointee.item?.pointee.length ?? 0))
            let clusters = PDFText.clusters(glyphs.pointee.log_clusters, count: count, textLength: itemLength)
            for index in 0..<count {
                let slot = glyphs.pointee.glyphs + index
                let info = slot.pointee
                defer { pen &+= info.geometry.width }
                guard info.glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0, info.glyph != PANGO_GLYPH_EMPTY, xScale > 0,
                      let png = ColorGlyphs.png(hbFont, info.glyph) else { continue }
                var extents = hb_glyph_extents_t()
                guard hb_font_get_glyph_extents(hbFont, info.glyph, &extents) != 0,
                      let frame = ColorGlyphs.bitmapFrame(png: png, extents: extents, fontScale: Double(xScale), fontSize: fontSize) else { continue }
                let originX = x + Double(pen &+ info.geometry.x_offset) / Double(PANGO_SCALE)
                let originY = baseline + Double(info.geometry.y_offset) / Double(PANGO_SCALE)
                let cluster = clusters[index]
                let text = characters.map { String(decoding: UnsafeBufferPointer(start: $0 + itemOffset + cluster.start, count: cluster.end - cluster.start),
                                                   as: UTF8.self) } ?? ""
                hidden.append(Hidden(slot: slot, glyph: info.glyph, png: png, frame: frame.offsetBy(dx: originX, dy: originY), text: text))
                slot.pointee.glyph = PANGO_GLYPH_EMPTY
            }
        }
        return hidden
    }

    /// Where a colour glyph's image lies from its origin, in points. A bitmap font's metrics are whole
    /// pixels of its strike, but HarfBuzz returns them scaled, and its rounding changed between
    /// releases (6.0 and 10.2 differ by 0.02 pt): the whole pixels are recovered from its extents
    /// (the strike's pixels per em, the bearings) and the image's own size, then scaled here, so the
    /// frame is the same whatever HarfBuzz.
    static func bitmapFrame(png: [UInt8], extents: hb_glyph_extents_t, fontScale: Double, fontSize: Double) -> Rect? {
        guard extents.width > 0, fontScale > 0, let (width, height) = try? PNGDecoder.header(png), width <= 4_096, height <= 4_096 else { return nil }
        let unitsPerPixel = Double(extents.width) / Double(width)
        let strikePixelsPerEm = (fontScale / unitsPerPixel).rounded()
        guard strikePixelsPerEm >= 1 else { return nil }
        let points = fontSize / strikePixelsPerEm
        let bearingX = (Double(extents.x_bearing) / unitsPerPixel).rounded(), bearingY = (Double(extents.y_bearing) / unitsPerPixel).rounded()
        return Rect(x: bearingX * points, y: -bearingY * points, width: Double(width) * points, height: Double(height) * points)
    }

    /// The glyph's PNG, or nil when it has none.
    private static func png(_ font: OpaquePointer, _ glyph: PangoGlyph) -> [UInt8]? {
        guard let blob = hb_ot_color_glyph_reference_png(font, glyph) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) }
    }

    /// Puts the hidden glyphs back into their line and paints their images, `alpha` opaque.
    func paint(_ hidden: [Hidden], on canvas: any Canvas, alpha: Double) {
        for glyph in hidden { glyph.slot.pointee.glyph = glyph.glyph }
        for glyph in hidden where glyph.frame.width > 0 && glyph.frame.height > 0 {
            guard let bitmap = bitmap(glyph.png) else { continue }
            if let cr = canvas.raster {
                paintOnPixels(bitmap, in: glyph.frame, on: cr, alpha: alpha)
            } else {
                // Elsewhere (a PDF), the whole image, placed by a scale: the viewer scales it to its own pixels.
                canvas.drawBitmap(bitmap, key: glyph.png, in: glyph.frame, alpha: alpha, text: glyph.text)
            }
        }
    }

    private func bitmap(_ png: [UInt8]) -> ColorBitmap? {
        if let known = bitmaps[png] { return known }
        guard let bitmap = ColorBitmap(png: png) else { return nil }
        if bitmaps.count < ColorGlyphs.keptImages { bitmaps[png] = bitmap }
        return bitmap
    }

    /// On an image surface, the image scaled to the glyph's device pixels by `ColorBitmap` and copied
    /// there; under a rotation or skew, scaled by Cairo.
    private func paintOnPixels(_ bitmap: ColorBitmap, in frame: Rect, on cr: OpaquePointer, alpha: Double) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 else {
            CairoCanvas.drawBitmap(bitmap, in: frame, alpha: alpha, on: cr)
            return
        }
        let device = (x: frame.x * matrix.xx + matrix.x0, y: frame.y * matrix.yy + matrix.y0,
                      width: frame.width * matrix.xx, height: frame.height * matrix.yy)
        guard let placed = bitmap.resampled(to: device) else { return }
        placed.bitmap.withCairoSurface { surface in
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, surface, Double(placed.x), Double(placed.y))
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
            cairo_rectangle(cr, Double(placed.x), Double(placed.y), Double(placed.bitmap.width), Double(placed.bitmap.height))
            cairo_clip(cr)
            if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
            cairo_restore(cr)
        }
    }
}

extension ColorBitmap {
    /// A Cairo image surface holding a copy of the bitmap's words, alive for `body`.
    func withCairoSurface(_ body: (OpaquePointer) -> Void) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        words.withUnsafeBytes { words in
            guard let base = words.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            for row in 0..<height {
                (data + row * stride).update(from: base + row * width * 4, count: width * 4)
            }
        }
        cairo_surface_mark_dirty(surface)
        body(surface)
    }
}
