import BoxTree
import CCairoPango

extension BoxPainter {
    /// Draws each line at a fixed pitch (the font's line height), centred in it, so text sits where
    /// layout put it regardless of the font's own line gap; then the run's trailing glyph, if any.
    /// Under `FontAccess`: Pango's layouts and Cairo's faces are shared between workers.
    func paintText(_ run: TextRun, in frame: Rect) {
        guard !run.string.isEmpty else { return }
        FontAccess.serialized { paintTextUnlocked(run, in: frame) }
    }

    private func paintTextUnlocked(_ run: TextRun, in frame: Rect) {
        if run.isStyled, run.cellWidth == nil {
            paintStyledText(run, in: frame)
            return
        }
        if let cell = run.cellWidth, cell > 0, cell.isFinite {
            paintCells(run, in: frame, cellWidth: cell)
            return
        }
        let font = run.font
        let (ascent, descent) = text.verticalMetrics(for: font)
        pen.setColor(run.color)
        // A right-to-left run starts with a right-to-left mark (no glyph, no width), so Pango's bidi
        // takes its paragraph as right to left even when it begins with a Latin word.
        let (string, ranges) = run.isRightToLeft ? BoxPainter.rightToLeft(run.string, run.coloredRanges) : (run.string, run.coloredRanges)
        let hasColor = ColorGlyphs.mayHold(run.string)
        let textWidth = text.withLayout(string, font: font, maxWidth: frame.width, wrapping: run.wrapping,
                                        maxLines: run.maxLines, ellipsis: run.ellipsis, coloredRanges: ranges) { layout in
            let count = Int(pango_layout_get_line_count(layout))
            let shown = min(count, run.maxLines ?? count)
            let baselineOffset = (font.lineHeight - (ascent + descent)) / 2 + ascent
            let alignment = BoxPainter.alignmentFraction(run)
            // Lines wholly outside the clip (a long text sliced over pages) are not drawn: nothing of
            // them would show, and a page's PDF would otherwise hold every other page's text.
            let visible = shown > 2
                ? visibleLines(in: frame, lineHeight: font.lineHeight, count: shown, inkTop: baselineOffset - ascent, inkBottom: baselineOffset + descent)
                : 0..<shown
            // Walked as a list: asking for the n-th line walks the list each time.
            var node = pango_layout_get_lines_readonly(layout)
            var index = 0
            while let item = node, index < visible.upperBound {
                defer { node = item.pointee.next; index += 1 }
                guard index >= visible.lowerBound, let data = item.pointee.data else { continue }
                let line = data.assumingMemoryBound(to: PangoLayoutLine.self)
                let x = BoxPainter.lineX(line, in: frame, alignment: alignment)
                showLine(line, x: x, baseline: frame.y + Double(index) * font.lineHeight + baselineOffset, run: run, hasColor: hasColor)
            }
            guard run.trailingGlyph != nil else { return 0.0 }
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return Double(logical.width) / Double(PANGO_SCALE)
        }
        if let after = run.trailingGlyph {
            let x = run.isRightToLeft ? max(frame.maxX - textWidth - after.gap - after.size, frame.x)
                : min(frame.x + textWidth + after.gap, frame.maxX - after.size)
            let y = frame.y + (frame.height - after.size) / 2
            GlyphPainter(pen: pen).draw(after.glyph, in: Rect(x: x, y: y, width: after.size, height: after.size), color: after.color)
        }
    }
}

extension BoxPainter {
    /// The lines of a text `count` lines tall in `frame` whose ink (from `inkTop` to `inkBottom` of
    /// each line's pitch: the font's ascent and descent about its baseline) reaches inside the clip. A
    /// page slice ends between lines, often inside the next line's pitch above its ink: that line is
    /// the next page's, not drawn unseen on this one too (its text would be found twice).
    func visibleLines(in frame: Rect, lineHeight: Double, count: Int, inkTop: Double, inkBottom: Double) -> Range<Int> {
        guard lineHeight > 0, inkBottom > inkTop else { return 0..<count }
        let clip = canvas.clipExtents()
        // Line i's ink: frame.y + i * lineHeight + [inkTop, inkBottom]; it shows where that overlaps the clip.
        let first = Int(max(0, min(Double(count), ((clip.y - frame.y - inkBottom) / lineHeight).rounded(.down) + 1)))
        let last = Int(max(Double(first), min(Double(count), ((clip.maxY - frame.y - inkTop) / lineHeight).rounded(.up))))
        return first..<last
    }

    /// The run's text after a right-to-left mark, its coloured ranges moved past the mark's bytes.
    static func rightToLeft(_ string: String, _ ranges: [ColoredRange]) -> (String, [ColoredRange]) {
        let mark = "\u{200F}"
        let shift = mark.utf8.count
        return (mark + string, ranges.map { ColoredRange($0.range.lowerBound + shift..<$0.range.upperBound + shift, color: $0.color) })
    }

    /// The same for styled ranges.
    static func rightToLeft(_ string: String, _ ranges: [StyledRange]) -> (String, [StyledRange]) {
        let shift = "\u{200F}".utf8.count
        return ("\u{200F}" + string, ranges.map { range in
            var moved = range
            moved.range = range.range.lowerBound + shift..<range.range.upperBound + shift
            return moved
        })
    }

    /// A comb's characters: one line, each glyph centred in its cell, drawn as one run.
    func paintCells(_ run: TextRun, in frame: Rect, cellWidth: Double) {
        let font = run.font
        let (ascent, descent) = text.verticalMetrics(for: font)
        pen.setColor(run.color)
        let hasColor = ColorGlyphs.mayHold(run.string)
        text.withCellLine(run.string, font: font, cellWidth: cellWidth) { line in
            showLine(line, x: frame.x, baseline: frame.y + (font.lineHeight - (ascent + descent)) / 2 + ascent, run: run, hasColor: hasColor)
        }
    }

    /// One line of a run, its start at `x`, as the canvas draws text; its colour glyphs (emoji), if it
    /// may have any, drawn by `ColorGlyphs`.
    func showLine(_ line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, baseline: Double, run: TextRun, hasColor: Bool) {
        let hidden = hasColor ? text.colorGlyphs.hide(in: line, x: x, baseline: baseline, fontSize: run.font.size,
                                                                 sizedByRun: run.isStyled) : []
        canvas.showLine(line, x: x, baseline: baseline, color: run.color)
        if hasColor { text.colorGlyphs.paint(hidden, on: canvas, alpha: run.color.alpha) }
    }
}

extension BoxPainter {
    /// Where a run's lines sit across its frame, as a fraction of the room left: 0 at the leading
    /// edge (the right one for right-to-left text), 1 at the trailing one.
    static func alignmentFraction(_ run: TextRun) -> Double {
        switch run.alignment {
        case .leading: return run.isRightToLeft ? 1 : 0
        case .center: return 0.5
        case .trailing: return run.isRightToLeft ? 0 : 1
        }
    }

    /// The x a laid-out line starts at in its frame, for its alignment.
    static func lineX(_ line: UnsafeMutablePointer<PangoLayoutLine>, in frame: Rect, alignment: Double) -> Double {
        guard alignment > 0 else { return frame.x }
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        return frame.x + max(0, frame.width - Double(logical.width) / Double(PANGO_SCALE)) * alignment
    }
}
