import BoxTree
import CCairoPango
import FormLayout
import FormModel
import FormSupport
@testable import FormRaster
import FormRenderKit
import Expectations
import Testing
import TestSupport

/// Styled text with the real fonts: partial sizes make lines taller, truncation cuts where it says,
/// and underlines, lines through, backgrounds and partial colours are drawn where they belong, the
/// same on an image (glyph outlines) and in a PDF (Cairo's own text, here replayed onto an image).
@Suite struct StyledTextTests {
    static let font = FontSpec(family: "Inter", weight: .regular, size: 20, lineHeight: 24)
    static let frame = Rect(x: 10, y: 10, width: 200, height: 24)

    // MARK: Layout

    /// A one-label view tree laid out with Pango at compact width.
    func label(_ members: String, width: String = "300") throws -> (box: LayoutBox, dump: String) {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("main.json", ##"{"type": "View", "width": "matchParent", "child": [{"type": "Label", "id": "l", "width": "## + width + ", " + members + "}]}")
        let session = try makeSession()
        var warnings = WarningLog()
        let tree = try session.lay(path, on: .width(.compact), warnings: &warnings).first
        let box = try require(tree.root.allBoxes().first { $0.id == "l" })
        return (box, LayoutJSON.encode(tree))
    }

    @Test func aLargerPartialSizeMakesItsLineTaller() throws {
        let plain = try label(##""text": "Save 20% today", "fontSize": 16"##)
        let big = try label(##""text": "Save 20% today", "fontSize": 16, "partialAttributes": [{"range": "20%", "fontSize": 32}]"##)
        // One line of 16 pt is 19.5 tall; with 32 pt in it the line is as tall as a 32 pt line (38.5): the
        // larger font's line holds the smaller one's, both on one baseline.
        expectEqual(plain.box.frame.height, 19.5)
        expectEqual(big.box.frame.height, 38.5, "\(big.box.frame)")
        expect(big.dump.contains(##""height": \##(LayoutJSON.number(big.box.frame.height))"##))
        expect(big.dump.contains(##""styles": [{"from": 5, "to": 8, "font": "Inter regular 32/38.5"}]"##), "\(big.dump)")
        // A smaller one leaves the line as it was.
        let small = try label(##""text": "Save 20% today", "fontSize": 16, "partialAttributes": [{"range": "20%", "fontSize": 10}]"##)
        expectEqual(small.box.frame.height, 19.5)
    }

    @Test func lineSpacingMakesTwoLinesTallerByTheGap() throws {
        let text = ##""text": "one two three four five six seven eight nine ten eleven twelve", "fontSize": 16"##
        let plain = try label(text + ##", "partialAttributes": [{"range": "one", "fontColor": "#FF0000"}]"##)
        let spaced = try label(text + ##", "lineSpacing": 10"##)
        expectEqual(plain.box.frame.height, 39)  // two lines of 19.5
        expectEqual(spaced.box.frame.height, 49)
    }

    @Test func aLineOffsetRaisesTheTextAndMakesRoomForIt() throws {
        let raised = try label(##""text": "Raised", "fontSize": 16, "underline": {"lineOffset": 3}"##)
        expectEqual(raised.box.frame.height, 22.5)
        expectEqual(raised.box.textRun?.baselineOffset, 3)
        expect(raised.dump.contains(##""underline": "single", "baselineOffset": 3"##), "\(raised.dump)")
    }

    @Test func theUnderlineStaysOnTheLineWhenTheTextIsRaised() throws {
        var plain = TextRun(Self.words, font: Self.font, color: .black)
        plain.underline = TextDecoration()
        var raised = plain
        raised.baselineOffset = 4
        let a = try paint(plain), b = try paint(raised)
        // The line grows 4 pt and its baseline goes 4 pt down; the glyphs, raised 4 pt from it, stay
        // where they were, and the underline, on the line's baseline, is 8 px further from them.
        let lineA = a.solidRows(24, 260), lineB = b.solidRows(24, 260)
        let inkTop: (Picture) -> Int = { p in (0..<p.height).first { y in (24..<260).contains { p.isInk(p[$0, y]) } } ?? 0 }
        expectEqual(inkTop(b), inkTop(a))
        expectEqual((lineB.first ?? 0) - (lineA.first ?? 0), 8, "\(lineA) \(lineB)")
    }

    // MARK: Truncation

    func shown(_ text: String, _ truncation: TextTruncation, width: Double = 200, maxLines: Int = 1) throws -> [String] {
        let session = try makeSession()
        var run = TextRun(text, font: Self.font, color: .black, wrapping: maxLines == 1 ? .singleLine : .wrap, maxLines: maxLines, ellipsis: true)
        run.truncation = truncation
        return FontAccess.serialized { session.measurer.text.shownLines(run, width: width) }
    }

    @Test func headMiddleAndTailCutWhereTheySay() throws {
        let text = "Start of a sentence far too long for one line of it, then its end"
        let head = try shown(text, .head), middle = try shown(text, .middle), tail = try shown(text, .tail)
        expect(head.count == 1 && head[0].hasPrefix("…") && head[0].hasSuffix("then its end"), "\(head)")
        expect(middle.count == 1 && middle[0].hasPrefix("Start") && middle[0].hasSuffix("its end"), "\(middle)")
        expect(middle[0].contains("…") && !middle[0].hasPrefix("…") && !middle[0].hasSuffix("…"), "\(middle)")
        expect(tail.count == 1 && tail[0].hasPrefix("Start of a") && tail[0].hasSuffix("…"), "\(tail)")
        // Clip: no ellipsis, the line goes on past the width (and is cut when drawn).
        let clip = try shown(text, .clip)
        expectEqual(clip, [text])
        // Text that fits is not cut.
        try expectEqual(shown("Short", .head), ["Short"])
        // Two lines, the second cut at its head.
        let two = try shown(text + ", " + text, .head, maxLines: 2)
        expect(two.count == 2 && !two[0].contains("…") && two[1].hasPrefix("…") && two[1].hasSuffix("then its end"), "\(two)")
    }

    @Test func aCutLinesEllipsisKeepsItsOwnWidth() throws {
        // Pango widens "…" to fill the line: a styled run gives it back its width, so nothing is left
        // between the "…" and the text after it; the cut text still takes the whole width it was cut to.
        let session = try makeSession()
        var run = TextRun("Start of a sentence far too long for one line of it, then its end", font: Self.font, color: .black,
                          wrapping: .singleLine)
        run.truncation = .middle
        let (metrics, lineWidth) = FontAccess.serialized { () -> (TextMetrics, Double) in
            let metrics = session.measurer.text.measure(run, maxWidth: 200)
            let width = session.measurer.text.withLayout(run.string, font: run.font, maxWidth: 200, wrapping: .singleLine,
                                                         options: TextLayoutOptions(run)) { layout -> Double in
                var logical = PangoRectangle()
                pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, 0), nil, &logical)
                return Double(logical.width) / Double(PANGO_SCALE)
            }
            return (metrics, width)
        }
        expectEqual(metrics.width, 200)
        expect(lineWidth < 199 && lineWidth > 150, "\(lineWidth)")
        // A wrap-content label cut at its head is as wide as its room (the compact width, 375).
        let cut = try label(##""text": "Start of a sentence far too long for one line of it, then its end, and a little more", "fontSize": 20, "lines": 1, "lineBreakMode": "Head""##,
                            width: ##""wrapContent""##)
        expectEqual(cut.box.frame.width, 375)
    }

    // MARK: Pixels

    /// Pixels as 0xRRGGBB, at 2 px a point, 220×60 pt on white.
    struct Picture {
        var width: Int
        var height: Int
        var pixels: [UInt32]

        subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

        func isInk(_ p: UInt32) -> Bool { p != 0xFFFFFF }

        /// Rows where at least `share` of the pixels from `x0` to `x1` are ink.
        func solidRows(_ x0: Int, _ x1: Int, share: Double = 0.9, where matches: ((UInt32) -> Bool)? = nil) -> [Int] {
            (0..<height).filter { y in
                let count = (x0..<x1).filter { matches?(self[$0, y]) ?? isInk(self[$0, y]) }.count
                return Double(count) >= share * Double(x1 - x0)
            }
        }

        func count(where matches: (UInt32) -> Bool) -> Int { pixels.filter(matches).count }
    }

    /// `run` painted in `frame` on an image, or (`asPDF`) through a recording surface, as a PDF gets it,
    /// replayed onto an image.
    func paint(_ run: TextRun, frame: Rect = frame, asPDF: Bool = false) throws -> Picture {
        let session = try makeSession()
        let (width, height) = (440, 120)
        let tree = LayoutTree(width: 220, height: 60, root: LayoutBox(role: "page", frame: Rect(x: 0, y: 0, width: 220, height: 60),
                                                                       style: BoxStyle(fill: .white),
                                                                       children: [LayoutBox(role: .text, frame: frame, textRun: run)]))
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else { throw RasterError(description: "no surface") }
        defer { cairo_surface_destroy(image) }
        let cr = cairo_create(image)
        defer { cairo_destroy(cr) }
        FontAccess.serialized {
            if asPDF {
                var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(width), height: Double(height))
                let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)
                let recorder = cairo_create(recording)
                cairo_scale(recorder, 2, 2)
                BoxPainter(cr: recorder!, text: session.measurer.text).paint(tree)
                cairo_destroy(recorder)
                cairo_set_source_surface(cr, recording, 0, 0)
                cairo_paint(cr)
                cairo_surface_destroy(recording)
            } else {
                cairo_scale(cr, 2, 2)
                BoxPainter(cr: cr!, text: session.measurer.text).paint(tree)
            }
        }
        cairo_surface_flush(image)
        let stride = Int(cairo_image_surface_get_stride(image))
        let data = cairo_image_surface_get_data(image)!
        var pixels: [UInt32] = []
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels.append(row[x] & 0xFFFFFF) }
        }
        return Picture(width: width, height: height, pixels: pixels)
    }

    /// "Underlined text" at 20 pt: its baseline in device pixels, and the text's ink width.
    static let words = "Underlined text"

    @Test(arguments: [false, true])
    func anUnderlineIsARowOfInkUnderTheText(asPDF: Bool) throws {
        let plain = TextRun(Self.words, font: Self.font, color: .black)
        var underlined = plain
        underlined.underline = TextDecoration()
        let a = try paint(plain, asPDF: asPDF), b = try paint(underlined, asPDF: asPDF)
        // Across most of the text's width (from x = 12 pt to 130 pt): no solid row without the line; with
        // it, solid rows in the frame's lower half (it is 48 px from y = 20), below the letters' feet.
        expect(a.solidRows(24, 260).isEmpty)
        let rows = b.solidRows(24, 260)
        expect(!rows.isEmpty, "no underline drawn")
        let feet = (0..<a.height).last { y in (24..<260).contains { a.isInk(a[$0, y]) } && y < 20 + 40 } ?? 0
        expect(rows.allSatisfy { $0 > 20 + 24 && $0 < 20 + 48 }, "\(rows)")
        expect(rows.allSatisfy { $0 > feet - 2 }, "\(rows) above the letters' feet at \(feet)")
        expect(rows.count <= 4)
        // In the text's colour: black.
        expect(rows.allSatisfy { y in b[100, y] & 0xFF < 0x40 })
    }

    @Test(arguments: [false, true])
    func aStrikethroughCrossesTheMiddleOfTheLetters(asPDF: Bool) throws {
        var run = TextRun("struck minimum", font: Self.font, color: .black)
        run.strikethrough = TextDecoration(color: Color(hex: 0xFF0000))
        let picture = try paint(run, asPDF: asPDF)
        let red: (UInt32) -> Bool = { $0 >> 16 > 0xC0 && $0 & 0xFF < 0x60 && ($0 >> 8) & 0xFF < 0x60 }
        let rows = picture.solidRows(24, 230, share: 0.95, where: red)
        expect(!rows.isEmpty, "no red line through")
        // Between the x-height's top and the baseline: the middle of the frame's 48 px, give or take.
        expect(rows.allSatisfy { $0 > 20 + 16 && $0 < 20 + 40 }, "\(rows)")
    }

    @Test(arguments: [false, true])
    func aDoubleUnderlineIsTwoLinesAndAThickOneIsHeavier(asPDF: Bool) throws {
        var single = TextRun(Self.words, font: Self.font, color: .black)
        single.underline = TextDecoration()
        var double = single, thick = single
        double.underline = TextDecoration(.double)
        thick.underline = TextDecoration(.thick)
        func bands(_ rows: [Int]) -> Int { rows.enumerated().filter { $0.offset == 0 || rows[$0.offset - 1] != $0.element - 1 }.count }
        let s = try paint(single, asPDF: asPDF).solidRows(24, 260), d = try paint(double, asPDF: asPDF).solidRows(24, 260)
        let t = try paint(thick, asPDF: asPDF).solidRows(24, 260)
        expect(bands(s) == 1 && bands(d) == 2 && bands(t) == 1, "\(s) \(d) \(t)")
        expect(t.count > s.count)
    }

    @Test(arguments: [false, true])
    func aPartialRangeIsDrawnInItsColourSizeAndBackground(asPDF: Bool) throws {
        // "abc DEF ghi": DEF red on yellow.
        var run = TextRun("abc DEF ghi", font: Self.font, color: .black)
        run.styledRanges = [StyledRange(4..<7, color: Color(hex: 0xFF0000), background: Color(hex: 0xFFFF00))]
        let picture = try paint(run, asPDF: asPDF)
        let red: (UInt32) -> Bool = { $0 >> 16 > 0xC0 && ($0 >> 8) & 0xFF < 0x60 && $0 & 0xFF < 0x60 }
        let yellow: (UInt32) -> Bool = { $0 == 0xFFFF00 }
        expect(picture.count(where: red) > 50)
        expect(picture.count(where: yellow) > 1000)
        // Both only in the middle third, where DEF is.
        let xs = (0..<picture.height).flatMap { y in (0..<picture.width).filter { red(picture[$0, y]) || yellow(picture[$0, y]) } }
        expect((xs.min() ?? 0) > 60 && (xs.max() ?? 999) < 200, "\(xs.min() ?? -1)–\(xs.max() ?? -1)")
        // The rest stays black on white.
        expect(picture.count { $0 != 0xFFFFFF && $0 != 0 && !red($0) && !yellow($0) && ($0 >> 16) == ($0 & 0xFF) } > 0)
    }

    @Test func imageAndPDFDrawTheLinesInTheSamePlace() throws {
        var run = TextRun(Self.words, font: Self.font, color: .black)
        run.underline = TextDecoration(color: Color(hex: 0x0000FF))
        run.strikethrough = TextDecoration(color: Color(hex: 0xFF0000))
        let image = try paint(run), pdf = try paint(run, asPDF: true)
        let blue: (UInt32) -> Bool = { $0 & 0xFF > 0xC0 && $0 >> 16 < 0x60 }
        let red: (UInt32) -> Bool = { $0 >> 16 > 0xC0 && $0 & 0xFF < 0x60 }
        for matches in [blue, red] {
            let a = image.solidRows(24, 260, share: 0.8, where: matches), b = pdf.solidRows(24, 260, share: 0.8, where: matches)
            expect(!a.isEmpty && !b.isEmpty)
            // The image's lines sit on whole pixels; the PDF's where the font says: within a pixel.
            expect(abs((a.first ?? 0) - (b.first ?? 99)) <= 1 && abs((a.last ?? 0) - (b.last ?? 99)) <= 1, "\(a) \(b)")
        }
    }
}
