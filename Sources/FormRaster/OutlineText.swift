import BoxTree
import CCairoPango

/// Draws a laid-out line on an image from its glyphs' outlines (see `GlyphMasks`), never through the
/// system's glyph rasterizer: each glyph's mask is added into one coverage image a colour, which is
/// then painted through once. One per session; its coverage buffer is reused from line to line.
final class OutlineText {
    let masks = GlyphMasks()
    private var buffer: UnsafeMutableRawPointer?
    private var capacity = 0

    deinit { buffer?.deallocate() }

    private struct Placed {
        let mask: GlyphMask
        let x: Int
        let y: Int
    }

    /// Draws `line`, its start at `x` and its baseline at `baseline` (user space), in `color` where
    /// its runs have no colour of their own.
    func draw(_ line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, baseline: Double, color: Color, on cr: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        // Masks are made for an upright, unskewed scale; anything else fills the outlines in place.
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.xx == matrix.yy, matrix.xx.isFinite,
              matrix.x0.isFinite, matrix.y0.isFinite else {
            fillInPlace(line, x: x, baseline: baseline, color: color, on: cr)
            return
        }
        let scale = matrix.xx
        let phases = Double(GlyphMasks.phases)
        var groups: [(color: Color, placed: [Placed])] = []
        var pen = 0
        forEachRun(of: line) { item, glyphs, font in
            let runColor = OutlineText.foreground(of: item) ?? color
            let runBaseline = baseline - Double(item.pointee.y_offset) / Double(PANGO_SCALE)
            var placed: [Placed] = []
            placed.reserveCapacity(Int(glyphs.pointee.num_glyphs))
            for index in 0..<Int(max(0, glyphs.pointee.num_glyphs)) {
                let info = glyphs.pointee.glyphs[index]
                defer { pen += Int(info.geometry.width) }
                if info.glyph == PANGO_GLYPH_EMPTY || info.glyph == PANGO_GLYPH_INVALID_INPUT { continue }
                if info.glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 {
                    fillGlyph(info, font: font, x: x + Double(pen) / Double(PANGO_SCALE), baseline: runBaseline, color: runColor, on: cr)
                    continue
                }
                let deviceX = (x + Double(pen + Int(info.geometry.x_offset)) / Double(PANGO_SCALE)) * scale + matrix.x0
                let deviceY = (runBaseline + Double(info.geometry.y_offset) / Double(PANGO_SCALE)) * scale + matrix.y0
                guard abs(deviceX) < 1e7, abs(deviceY) < 1e7 else { continue }
                let quarterX = Int((deviceX * phases).rounded()), quarterY = Int((deviceY * phases).rounded())
                let phaseX = quarterX & (GlyphMasks.phases - 1), phaseY = quarterY & (GlyphMasks.phases - 1)
                guard let mask = masks.mask(font: font, glyph: info.glyph, scale: scale, phaseX: phaseX, phaseY: phaseY) else {
                    fillGlyph(info, font: font, x: x + Double(pen) / Double(PANGO_SCALE), baseline: runBaseline, color: runColor, on: cr)
                    continue
                }
                guard mask.width > 0 else { continue }
                placed.append(Placed(mask: mask, x: (quarterX - phaseX) / GlyphMasks.phases + mask.left,
                                     y: (quarterY - phaseY) / GlyphMasks.phases + mask.top))
            }
            if let group = groups.firstIndex(where: { $0.color == runColor }) {
                groups[group].placed += placed
            } else if !placed.isEmpty {
                groups.append((runColor, placed))
            }
        }
        for group in groups { paint(group.placed, color: group.color, on: cr) }
    }

    /// Adds the masks into one coverage image over their bounds (within the clip), and paints `color`
    /// through it at whole device pixels.
    private func paint(_ placed: [Placed], color: Color, on cr: OpaquePointer) {
        guard var left = placed.first?.x, var top = placed.first?.y else { return }
        var right = left, bottom = top
        for glyph in placed {
            left = min(left, glyph.x)
            top = min(top, glyph.y)
            right = max(right, glyph.x + glyph.mask.width)
            bottom = max(bottom, glyph.y + glyph.mask.height)
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        var clipLeft = 0.0, clipTop = 0.0, clipRight = 0.0, clipBottom = 0.0
        cairo_clip_extents(cr, &clipLeft, &clipTop, &clipRight, &clipBottom)
        left = max(left, Int(clipLeft.rounded(.down)))
        top = max(top, Int(clipTop.rounded(.down)))
        right = min(right, Int(clipRight.rounded(.up)))
        bottom = min(bottom, Int(clipBottom.rounded(.up)))
        let width = right - left, height = bottom - top
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else { return }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        guard stride >= width, let coverage = coverage(bytes: stride * height) else { return }
        let bytes = coverage.assumingMemoryBound(to: UInt8.self)
        bytes.initialize(repeating: 0, count: stride * height)
        for glyph in placed {
            OutlineText.add(glyph.mask, at: (glyph.x - left, glyph.y - top), into: bytes, width: width, height: height, stride: stride)
        }
        guard let surface = cairo_image_surface_create_for_data(bytes, CAIRO_FORMAT_A8, Int32(width), Int32(height), Int32(stride)) else { return }
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_mask_surface(cr, surface, Double(left), Double(top))
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
    }

    /// Adds `mask` into the coverage image at `origin`, saturating: overlapping glyphs (joined
    /// scripts, marks) cover their overlap once, fully.
    private static func add(_ mask: GlyphMask, at origin: (x: Int, y: Int), into bytes: UnsafeMutablePointer<UInt8>,
                            width: Int, height: Int, stride: Int) {
        let firstColumn = max(0, -origin.x), lastColumn = min(mask.width, width - origin.x)
        let firstRow = max(0, -origin.y), lastRow = min(mask.height, height - origin.y)
        guard firstColumn < lastColumn, firstRow < lastRow else { return }
        mask.coverage.withUnsafeBufferPointer { source in
            guard let source = source.baseAddress else { return }
            for row in firstRow..<lastRow {
                let from = source + row * mask.width
                let to = bytes + (origin.y + row) * stride + origin.x
                for column in firstColumn..<lastColumn {
                    let sum = UInt16(to[column]) + UInt16(from[column])
                    to[column] = UInt8(truncatingIfNeeded: min(255, sum))
                }
            }
        }
    }

    /// The reused coverage buffer, at least `bytes` long.
    private func coverage(bytes: Int) -> UnsafeMutableRawPointer? {
        if bytes > capacity {
            buffer?.deallocate()
            capacity = max(bytes, capacity * 2)
            buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        }
        return buffer
    }

    /// One glyph filled from its outline in place: one the fonts lack (Pango's hex box), or one too big
    /// for a mask.
    private func fillGlyph(_ info: PangoGlyphInfo, font: UnsafeMutablePointer<PangoFont>, x: Double, baseline: Double, color: Color,
                           on cr: OpaquePointer) {
        guard let string = pango_glyph_string_new() else { return }
        defer { pango_glyph_string_free(string) }
        pango_glyph_string_set_size(string, 1)
        string.pointee.glyphs[0] = info
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_move_to(cr, x, baseline)
        pango_cairo_glyph_string_path(cr, font, string)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Each run's outlines filled in place, for a transform masks are not made for.
    private func fillInPlace(_ line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, baseline: Double, color: Color, on cr: OpaquePointer) {
        var pen = 0
        forEachRun(of: line) { item, glyphs, font in
            let runColor = OutlineText.foreground(of: item) ?? color
            cairo_save(cr)
            cairo_new_path(cr)
            cairo_move_to(cr, x + Double(pen) / Double(PANGO_SCALE), baseline - Double(item.pointee.y_offset) / Double(PANGO_SCALE))
            pango_cairo_glyph_string_path(cr, font, glyphs)
            cairo_set_source_rgba(cr, runColor.red, runColor.green, runColor.blue, runColor.alpha)
            cairo_fill(cr)
            cairo_restore(cr)
            for index in 0..<Int(max(0, glyphs.pointee.num_glyphs)) { pen += Int(glyphs.pointee.glyphs[index].geometry.width) }
        }
    }

    private func forEachRun(of line: UnsafeMutablePointer<PangoLayoutLine>,
                            _ body: (UnsafeMutablePointer<PangoGlyphItem>, UnsafeMutablePointer<PangoGlyphString>, UnsafeMutablePointer<PangoFont>) -> Void) {
        var node = line.pointee.runs
        while let run = node {
            node = run.pointee.next
            guard let item = run.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let glyphs = item.pointee.glyphs,
                  let font = item.pointee.item?.pointee.analysis.font else { continue }
            body(item, glyphs, font)
        }
    }

    /// The colour a run's attributes give it (a coloured range), as Pango draws it (opaque unless an
    /// alpha attribute says otherwise); nil if none.
    static func foreground(of item: UnsafeMutablePointer<PangoGlyphItem>) -> Color? {
        var node = item.pointee.item?.pointee.analysis.extra_attrs
        var color: Color?
        var alpha: Double?
        while let attribute = node {
            node = attribute.pointee.next
            guard let raw = attribute.pointee.data else { continue }
            let attr = raw.assumingMemoryBound(to: PangoAttribute.self)
            switch attr.pointee.klass?.pointee.type {
            case PANGO_ATTR_FOREGROUND?:
                guard color == nil else { continue }
                let value = raw.assumingMemoryBound(to: PangoAttrColor.self).pointee.color
                color = Color(red: Double(value.red) / 65535, green: Double(value.green) / 65535, blue: Double(value.blue) / 65535)
            case PANGO_ATTR_FOREGROUND_ALPHA?:
                guard alpha == nil else { continue }
                alpha = Double(raw.assumingMemoryBound(to: PangoAttrInt.self).pointee.value) / 65535
            default:
                continue
            }
        }
        guard var color else { return nil }
        if let alpha { color.alpha = alpha }
        return color
    }
}
