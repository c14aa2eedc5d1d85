import BoxTree
import CCairoPango

/// One line of a styled run (see `TextRun.isStyled`): where it starts below the run's top, where its
/// baseline is below that, and how tall it is. Each line is as tall as the largest font on it needs:
/// every font's run sits in its own line height (its ascent and descent centred in it, as a plain
/// run's lines are), all on one baseline.
struct StyledLine: Equatable {
    var top: Double
    var baseline: Double
    var height: Double
}

/// How far a run's text may be raised or lowered from its line (`TextRun.baselineOffset`).
enum ViewTextLimits {
    static let maxLift = 1_000.0
}

/// Where a font draws its underline and its line through, below the baseline (points, down positive),
/// and how thick.
struct DecorationMetrics: Equatable {
    var underlineTop: Double
    var underlineThickness: Double
    var strikeTop: Double
    var strikeThickness: Double
}

extension PangoText {
    /// The shown lines of a styled run laid out in `layout`: the layout measures and paints with the same.
    func styledLines(_ layout: OpaquePointer, run: TextRun, shown: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        var top = 0.0
        for index in 0..<shown {
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { break }
            // Each font's line: its top above the baseline (half its leading and its ascent) and its height.
            var fonts: [(above: Double, height: Double)] = []
            var node = line.pointee.runs
            while let item = node {
                node = item.pointee.next
                guard let glyphs = item.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                      let font = glyphs.pointee.item?.pointee.analysis.font else { continue }
                fonts.append(lineOf(styledFont(PangoText.size(of: font), run: run)))
            }
            if fonts.isEmpty { fonts = [lineOf(run.font)] }
            let above = fonts.map(\.above).max() ?? 0
            // Written so that one font's line is exactly its line height.
            var height = fonts.map { above - $0.above + $0.height }.max() ?? run.font.lineHeight
            // Text raised (or lowered) from its baseline makes room for itself: the line's baseline, where
            // the underline is, moves down by a raise, and the line grows by either.
            let lift = max(-ViewTextLimits.maxLift, min(ViewTextLimits.maxLift, run.baselineOffset))
            height += abs(lift)
            lines.append(StyledLine(top: top, baseline: above + max(0, lift), height: height))
            top += height + run.lineSpacing
        }
        return lines
    }

    /// The run's font at a size found in its layout (a styled range's), with that size's line height.
    func styledFont(_ size: Double, run: TextRun) -> FontSpec {
        var font = run.font
        guard size > 0, abs(size - font.size) > 1.0 / Double(PANGO_SCALE) else { return font }
        font.size = size
        font.lineHeight = run.lineHeight(forSize: size)
        return font
    }

    private func lineOf(_ font: FontSpec) -> (above: Double, height: Double) {
        let (ascent, descent) = verticalMetrics(for: font)
        return ((font.lineHeight - (ascent + descent)) / 2 + ascent, font.lineHeight)
    }

    /// A Pango font's size in points.
    static func size(of font: UnsafeMutablePointer<PangoFont>) -> Double {
        guard let description = pango_font_describe_with_absolute_size(font) else { return 0 }
        defer { pango_font_description_free(description) }
        return Double(pango_font_description_get_size(description)) / Double(PANGO_SCALE)
    }

    /// The underline's and strikethrough's place and thickness in `font`, from the font's own tables.
    func decorationMetrics(for font: FontSpec) -> DecorationMetrics {
        if let known = decorations[font] { return known }
        let fontMetrics = pango_context_get_metrics(context, description(for: font), nil)
        defer { pango_font_metrics_unref(fontMetrics) }
        let scale = Double(PANGO_SCALE)
        // Pango gives the top of each line above the baseline; a font without them gets a twentieth of its size.
        var underlineThickness = Double(pango_font_metrics_get_underline_thickness(fontMetrics)) / scale
        var strikeThickness = Double(pango_font_metrics_get_strikethrough_thickness(fontMetrics)) / scale
        if underlineThickness <= 0 { underlineThickness = font.size / 20 }
        if strikeThickness <= 0 { strikeThickness = font.size / 20 }
        var underlinePosition = Double(pango_font_metrics_get_underline_position(fontMetrics)) / scale
        var strikePosition = Double(pango_font_metrics_get_strikethrough_position(fontMetrics)) / scale
        if underlinePosition == 0 { underlinePosition = -font.size / 10 }
        if strikePosition == 0 { strikePosition = font.size * 0.3 }
        let metrics = DecorationMetrics(underlineTop: -underlinePosition, underlineThickness: underlineThickness,
                                        strikeTop: -strikePosition, strikeThickness: strikeThickness)
        decorations[font] = metrics
        return metrics
    }

    /// A styled run measured as it is painted: its shown lines' widest and their height, spacing
    /// included. Kept for painting, as `measure` keeps plain text.
    func measure(_ run: TextRun, maxWidth: Double) -> TextMetrics {
        let options = TextLayoutOptions(run)
        let key = PangoText.key(run.string, font: run.font, wrapping: run.wrapping, maxLines: run.maxLines, ellipsis: run.ellipsis, options: options)
        let measureLayout: (OpaquePointer) -> TextMetrics = { layout in
            let count = Int(pango_layout_get_line_count(layout))
            let shown = max(1, min(count, run.maxLines ?? count))
            var width = 0.0
            for index in 0..<shown {
                guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
                var logical = PangoRectangle()
                pango_layout_line_get_extents(line, nil, &logical)
                width = max(width, Double(logical.width) / Double(PANGO_SCALE))
            }
            // Cut text fills the width it was cut to (its "…" no longer does), so that it is painted
            // at that width and cut the same way.
            if pango_layout_is_ellipsized(layout) != 0 { width = max(width, max(1, maxWidth)) }
            let lines = self.styledLines(layout, run: run, shown: shown)
            return TextMetrics(width: width, lineCount: shown, height: lines.last.map { $0.top + $0.height } ?? run.font.lineHeight)
        }
        if let kept = shaped.entry(key), abs(kept.width - max(1, maxWidth)) <= 1e-9 { return measureLayout(kept.layout) }
        guard let own = pango_layout_new(context) else {
            return withLayout(run.string, font: run.font, maxWidth: maxWidth, wrapping: run.wrapping, maxLines: run.maxLines,
                              ellipsis: run.ellipsis, options: options, measureLayout)
        }
        configureStyled(own, run, maxWidth: maxWidth, options: options)
        let metrics = measureLayout(own)
        let entry = ShapedTexts.Entry(layout: own, width: max(1, maxWidth), logicalWidth: metrics.width,
                                      isEllipsized: pango_layout_is_ellipsized(own) != 0, breaksAddHyphen: PangoText.breaksAddHyphen(own))
        if !shaped.keep(key, entry) { g_object_unref(UnsafeMutableRawPointer(own)) }
        return metrics
    }
}

extension TextLayoutOptions {
    init(_ run: TextRun) {
        self.init(ranges: run.coloredRanges.map(StyledRange.init) + run.styledRanges, truncation: run.truncation,
                  breaksAnywhere: run.breaksAnywhere, trimsEllipsis: true)
    }
}

extension BoxPainter {
    /// A styled run: each line as tall as its largest font, `lineSpacing` between lines; styled ranges'
    /// backgrounds under their characters, then the glyphs, then underlines and lines through, drawn
    /// as rectangles from the fonts' own metrics (the same on an image and in a PDF; on an image they
    /// sit on whole device pixels).
    func paintStyledText(_ run: TextRun, in frame: Rect) {
        pen.setColor(run.color)
        var options = TextLayoutOptions(run)
        let (string, ranges) = run.isRightToLeft ? BoxPainter.rightToLeft(run.string, options.ranges) : (run.string, options.ranges)
        options.ranges = ranges
        let hasColor = ColorGlyphs.mayHold(run.string)
        // Ranges in the laid-out text's offsets (long words have break opportunities added).
        let laidOut = run.wrapping == .singleLine ? string.replacingNewlines() : string
        let inserted = LongWords.breakable(laidOut).insertedAt
        func moved(_ range: Range<Int>) -> Range<Int> {
            guard !inserted.isEmpty else { return range }
            return LongWords.moved(range.lowerBound, past: inserted)..<LongWords.moved(range.upperBound, past: inserted)
        }
        var decorations: [(range: Range<Int>, decoration: TextDecoration, isUnderline: Bool)] = []
        var backgrounds: [(range: Range<Int>, color: Color)] = []
        let everything = 0..<Int.max
        if let underline = run.underline { decorations.append((everything, underline, true)) }
        if let strike = run.strikethrough { decorations.append((everything, strike, false)) }
        for styled in ranges {
            if let underline = styled.underline { decorations.append((moved(styled.range), underline, true)) }
            if let strike = styled.strikethrough { decorations.append((moved(styled.range), strike, false)) }
            if let background = styled.background { backgrounds.append((moved(styled.range), background)) }
        }
        let clips = run.truncation == .clip
        if clips {
            canvas.save()
            canvas.rectangle(frame.x, frame.y - frame.height - 1000, frame.width, frame.height * 3 + 2000)
            canvas.clip()
        }
        text.withLayout(string, font: run.font, maxWidth: frame.width, wrapping: run.wrapping, maxLines: run.maxLines,
                        ellipsis: run.ellipsis, options: options) { layout in
            let count = Int(pango_layout_get_line_count(layout))
            let shown = min(count, run.maxLines ?? count)
            let lines = text.styledLines(layout, run: run, shown: shown)
            let alignment = BoxPainter.alignmentFraction(run)
            let characters = pango_layout_get_text(layout)
            for (index, box) in lines.enumerated() {
                guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
                let x = BoxPainter.lineX(line, in: frame, alignment: alignment)
                // The line's baseline (underlines) and the glyphs' (raised by the run's baseline offset).
                let lineBaseline = frame.y + box.top + box.baseline
                let baseline = lineBaseline - max(-ViewTextLimits.maxLift, min(ViewTextLimits.maxLift, run.baselineOffset))
                let glyphs = decorations.isEmpty && backgrounds.isEmpty ? [] : placedGlyphs(line, run: run, characters: characters)
                for background in backgrounds {
                    for segment in segments(glyphs, in: background.range, splitByColor: false) {
                        let (ascent, descent) = text.verticalMetrics(for: segment.font)
                        pen.setColor(background.color)
                        canvas.rectangle(x + segment.x0, baseline - ascent, segment.x1 - segment.x0, ascent + descent)
                        canvas.fill()
                    }
                }
                // Text without a colour of its own is drawn in the source colour (in a PDF).
                pen.setColor(run.color)
                showLine(line, x: x, baseline: baseline, run: run, hasColor: hasColor)
                for entry in decorations {
                    for segment in segments(glyphs, in: entry.range, splitByColor: entry.decoration.color == nil) {
                        drawDecoration(entry.decoration, isUnderline: entry.isUnderline, from: x + segment.x0, to: x + segment.x1,
                                       baseline: entry.isUnderline ? lineBaseline : baseline, font: segment.font,
                                       color: entry.decoration.color ?? segment.color)
                    }
                }
            }
        }
        if clips { canvas.restore() }
    }

    /// A glyph of a line: its advance from the line's start (points), the offset of its characters in
    /// the laid-out text, and the font and colour it is drawn in; whitespace ending the line is left out.
    struct PlacedGlyph {
        var x0: Double
        var x1: Double
        var offset: Int
        var font: FontSpec
        var color: Color
    }

    private func placedGlyphs(_ line: UnsafeMutablePointer<PangoLayoutLine>, run: TextRun, characters: UnsafePointer<CChar>?) -> [PlacedGlyph] {
        // Where the line's text ends, trailing spaces and line breaks left out.
        var end = Int(line.pointee.start_index + line.pointee.length)
        if let characters {
            let start = Int(line.pointee.start_index)
            while end > start, [0x20, 0x09, 0x0A, 0x0D].contains(UInt8(bitPattern: characters[end - 1])) { end -= 1 }
        }
        var placed: [PlacedGlyph] = []
        var pen = 0
        var node = line.pointee.runs
        while let item = node {
            node = item.pointee.next
            guard let glyphItem = item.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let glyphs = glyphItem.pointee.glyphs,
                  let analysed = glyphItem.pointee.item, let font = analysed.pointee.analysis.font else { continue }
            let spec = text.styledFont(PangoText.size(of: font), run: run)
            let color = OutlineText.foreground(of: glyphItem) ?? run.color
            let offset = Int(analysed.pointee.offset)
            let isEllipsis = analysed.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0
            for index in 0..<Int(max(0, glyphs.pointee.num_glyphs)) {
                let width = Int(glyphs.pointee.glyphs[index].geometry.width)
                defer { pen += width }
                let at = isEllipsis ? offset : offset + Int(glyphs.pointee.log_clusters[index])
                guard at < end || isEllipsis else { continue }
                placed.append(PlacedGlyph(x0: Double(pen) / Double(PANGO_SCALE), x1: Double(pen + width) / Double(PANGO_SCALE),
                                          offset: at, font: spec, color: color))
            }
        }
        return placed
    }

    /// The stretches of a line whose glyphs' characters are in `range`: one per font (and per colour,
    /// when the line takes the text's colour), left to right.
    private func segments(_ glyphs: [PlacedGlyph], in range: Range<Int>, splitByColor: Bool) -> [PlacedGlyph] {
        var out: [PlacedGlyph] = []
        var previousInside = false
        for glyph in glyphs {
            let inside = range.contains(glyph.offset)
            defer { previousInside = inside }
            guard inside, glyph.x1 > glyph.x0 else { continue }
            if previousInside, var last = out.last, abs(last.x1 - glyph.x0) < 1e-6, last.font.size == glyph.font.size,
               !splitByColor || last.color == glyph.color {
                last.x1 = glyph.x1
                out[out.count - 1] = last
            } else {
                out.append(glyph)
            }
        }
        return out
    }

    /// One underline or line through from `from` to `to`: single, double (two lines, a line's
    /// thickness apart) or thick (twice as thick).
    private func drawDecoration(_ decoration: TextDecoration, isUnderline: Bool, from: Double, to: Double, baseline: Double,
                                font: FontSpec, color: Color) {
        let metrics = text.decorationMetrics(for: font)
        var top = baseline + (isUnderline ? metrics.underlineTop : metrics.strikeTop)
        var thickness = isUnderline ? metrics.underlineThickness : metrics.strikeThickness
        var bands: [(top: Double, thickness: Double)]
        switch decoration.line {
        case .single:
            bands = [(top, thickness)]
        case .thick:
            if !isUnderline { top -= thickness / 2 }
            thickness *= 2
            bands = [(top, thickness)]
        case .double:
            // The first line where a single one is (above it for a line through), the second below.
            if !isUnderline { top -= thickness }
            bands = [(top, thickness), (top + 2 * thickness, thickness)]
        }
        pen.setColor(color)
        for band in bands {
            let (y, height) = snapped(band.top, band.thickness)
            canvas.rectangle(from, y, to - from, height)
        }
        canvas.fill()
    }

    /// On an image, a line's top and thickness on whole device pixels (at least one), so that it is
    /// sharp; in a PDF, as the font says.
    private func snapped(_ top: Double, _ thickness: Double) -> (Double, Double) {
        guard let cr = canvas.raster else { return (top, thickness) }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.yy > 0 else { return (top, thickness) }
        let pixels = max(1, (thickness * matrix.yy).rounded())
        let deviceTop = (top * matrix.yy + matrix.y0).rounded()
        return ((deviceTop - matrix.y0) / matrix.yy, pixels / matrix.yy)
    }
}

extension PangoText {
    /// What each line of `run` laid out `width` wide shows: its characters, "…" where Pango cut text out
    /// (to check truncation without reading pixels).
    func shownLines(_ run: TextRun, width: Double) -> [String] {
        withLayout(run.string, font: run.font, maxWidth: width, wrapping: run.wrapping, maxLines: run.maxLines, ellipsis: run.ellipsis,
                   options: TextLayoutOptions(run)) { layout in
            guard let characters = pango_layout_get_text(layout) else { return [] }
            let bytes = UnsafeRawPointer(characters).assumingMemoryBound(to: UInt8.self)
            let count = Int(pango_layout_get_line_count(layout))
            return (0..<min(count, run.maxLines ?? count)).map { index in
                guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return "" }
                var shown = ""
                var node = line.pointee.runs
                while let item = node {
                    node = item.pointee.next
                    guard let analysed = item.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item else { continue }
                    if analysed.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
                        shown += "…"
                        continue
                    }
                    let buffer = UnsafeBufferPointer(start: bytes + Int(analysed.pointee.offset), count: Int(analysed.pointee.length))
                    shown += String(decoding: buffer, as: UTF8.self)
                }
                return shown
            }
        }
    }
}
