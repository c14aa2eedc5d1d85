import BoxTree
import CCairoPango
import FormLayout
import FormModel
import FormSupport
import FormPages
@testable import FormRaster
import FormRenderKit
import PNGCodec
import Expectations
import Testing
import TestSupport

/// Text on images is drawn from glyph outlines, never by the system's glyph rasterizer (FreeType's
/// anti-aliasing differs from release to release), and looks as the rasterizer's text did.
@Suite struct OutlineTextTests {
    /// Glyph bitmaps for this context made without anti-aliasing: a text drawn through Cairo's glyph
    /// path would turn black and white, while one drawn from outlines cannot change.
    static func rasterizeGlyphsInBlackAndWhite(_ session: RenderSession, _ blackAndWhite: Bool) {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, blackAndWhite ? CAIRO_ANTIALIAS_NONE : CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(session.measurer.text.context, options)
        cairo_font_options_destroy(options)
    }

    /// What would catch a bypass does catch one: the same line drawn by Cairo's glyph path differs.
    @Test func blackAndWhiteGlyphBitmapsShowInCairosOwnTextDrawing() throws {
        let session = try makeSession()
        func drawnByCairo() -> [UInt8] {
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 200, 40) else { return [] }
            defer { cairo_surface_destroy(surface) }
            let cr = cairo_create(surface)
            defer { cairo_destroy(cr) }
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            cairo_set_source_rgb(cr, 0, 0, 0)
            let layout = pango_layout_new(session.measurer.text.context)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_text(layout, "Ada Lovelace", -1)
            cairo_move_to(cr, 4, 4)
            pango_cairo_show_layout(cr, layout)
            cairo_surface_flush(surface)
            let data = cairo_image_surface_get_data(surface)
            return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * 40))
        }
        let gray = drawnByCairo()
        OutlineTextTests.rasterizeGlyphsInBlackAndWhite(session, true)
        let blackAndWhite = drawnByCairo()
        let differ = gray != blackAndWhite
        expect(!gray.isEmpty && differ)
    }

    /// Forms (every state of the field gallery, right-to-left, emoji, CJK), view trees and printed
    /// pages: every picture is the same whatever Cairo's glyph bitmaps would be.
    @Test(arguments: ["Forms/FieldGallery.form.json", "Forms/Arabic.form.json", "Forms/Emoji.form.json", "Forms/Japanese.form.json",
                      "Forms/Hindi.form.json", "Layouts/Controls.json", "Layouts/Feed.json", "Layouts/TextStyles.json", "Hints/User.hints"])
    func noTextBypassesTheOutlinePainter(_ input: String) throws {
        let session = try makeSession()
        var warnings = WarningLog()
        var trees: [LayoutTree] = []
        for state in try session.states(TestPaths.path(input), warnings: &warnings) {
            trees.append(try session.lay(state.document, on: .width(WidthClass.compact), input: input, warnings: &warnings).first)
        }
        if input.hasSuffix(".form.json") {
            let page = PageSetup(width: 595.276, height: 841.89, margins: 36, name: "a4")
            trees += try session.lay(TestPaths.path(input), on: .page(page), warnings: &warnings).pages
        }
        expect(!trees.isEmpty)
        for scale in [1, 2] {
            OutlineTextTests.rasterizeGlyphsInBlackAndWhite(session, false)
            let gray = try trees.map { try session.rasterizer.png($0, scale: scale) }
            OutlineTextTests.rasterizeGlyphsInBlackAndWhite(session, true)
            let blackAndWhite = try trees.map { try session.rasterizer.png($0, scale: scale) }
            for index in trees.indices {
                let same = gray[index] == blackAndWhite[index]
                expect(same, "\(input) picture \(index) @\(scale)x drew text with Cairo's glyph bitmaps")
            }
        }
    }

    /// A line drawn from outlines has the ink of the same line drawn by Cairo's rasterizer, in the same
    /// place: the masks are placed where their glyphs are. A 400 pt glyph at @2x (584 px tall) is too big for a mask
    /// and is filled in place.
    @Test(arguments: [(1, 17.0, "Ada Lovelace, 10 Dec 1815 · Qwfjgy"), (2, 17, "Ada Lovelace, 10 Dec 1815 · Qwfjgy"),
                      (3, 17, "Ada Lovelace, 10 Dec 1815 · Qwfjgy"), (2, 400, "Ag")])
    func outlineTextHasTheInkOfRasterizedText(_ scale: Int, _ size: Double, _ string: String) throws {
        let session = try makeSession()
        let font = FontSpec(family: "Inter", weight: .regular, size: size, lineHeight: size * 1.3)
        let run = TextRun(string, font: font, color: .black)
        var box = LayoutBox(role: "input", frame: Rect(x: 10.25, y: 7.6, width: 500, height: size * 1.3))
        box.textRun = run
        let height = (size * 1.3 + 18).rounded(.up)
        var root = LayoutBox(role: "form", frame: Rect(x: 0, y: 0, width: 520, height: height))
        root.style.fill = Color(hex: 0xFFFFFF)
        root.children = [box]
        let tree = LayoutTree(width: 520, height: height, root: root)
        let outlines = try session.rasterizer.paint(tree, scale: scale)
        // The same line by Cairo's glyph path: a PDF-like painter on an image (one made for a
        // recording surface, replayed onto the image).
        let rasterized = try rasterizedByCairo(tree, session: session, scale: scale)
        func ink(_ image: PixelImage) -> (total: Int, left: Int, right: Int, top: Int, bottom: Int) {
            var total = 0, left = Int.max, right = Int.min, top = Int.max, bottom = Int.min
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let darkness = 255 - Int(image.rgb(x: x, y: y).green)
                    total += darkness
                    if darkness > 64 {
                        left = min(left, x); right = max(right, x); top = min(top, y); bottom = max(bottom, y)
                    }
                }
            }
            return (total, left, right, top, bottom)
        }
        let a = ink(outlines), b = ink(rasterized)
        expect(abs(Double(a.total) / Double(b.total) - 1) < 0.03, "ink \(a.total) against \(b.total)")
        expect(abs(a.left - b.left) <= 1 && abs(a.right - b.right) <= 1, "\(a) against \(b)")
        expect(abs(a.top - b.top) <= 1 && abs(a.bottom - b.bottom) <= 1, "\(a) against \(b)")
    }

    /// The tree drawn through a recording surface (where text stays text, as in a PDF), then replayed
    /// onto an image: Cairo rasterizes its glyphs.
    func rasterizedByCairo(_ tree: LayoutTree, session: RenderSession, scale: Int) throws -> PixelImage {
        let width = Int(tree.width) * scale, height = Int(tree.height) * scale
        var extents = cairo_rectangle_t(x: 0, y: 0, width: tree.width, height: tree.height)
        let recording = try require(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents))
        defer { cairo_surface_destroy(recording) }
        let recorder = try require(cairo_create(recording))
        BoxPainter(cr: recorder, text: session.measurer.text).paint(tree)
        cairo_destroy(recorder)
        let image = try require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)))
        defer { cairo_surface_destroy(image) }
        let cr = try require(cairo_create(image))
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_set_source_surface(cr, recording, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(image)
        let stride = Int(cairo_image_surface_get_stride(image))
        let data = try require(cairo_image_surface_get_data(image))
        var pixels: [UInt8] = []
        for row in 0..<height { pixels += UnsafeBufferPointer(start: data + row * stride, count: width * 4) }
        return PixelImage(width: width, height: height, layout: .xrgb32, pixels: pixels, scale: scale)
    }

    /// A glyph's mask depends only on its quarter-pixel phase: the same word a whole pixel further on
    /// has the same pixels, a quarter pixel further on does not.
    @Test func aGlyphMaskMovesWithItsWholePixels() throws {
        let session = try makeSession()
        let font = FontSpec(family: "Inter", weight: .regular, size: 13, lineHeight: 18)
        func picture(x: Double) throws -> [UInt8] {
            var box = LayoutBox(role: "input", frame: Rect(x: x, y: 4, width: 80, height: 18))
            box.textRun = TextRun("Ag", font: font, color: .black)
            var root = LayoutBox(role: "form", frame: Rect(x: 0, y: 0, width: 100, height: 26))
            root.style.fill = Color(hex: 0xFFFFFF)
            root.children = [box]
            let image = try session.rasterizer.paint(LayoutTree(width: 100, height: 26, root: root), scale: 1)
            // The 40 columns from the text's whole-pixel start.
            let start = Int(x.rounded(.down))
            return (0..<26).flatMap { y in (start..<start + 40).map { image.rgb(x: $0, y: y).green } }
        }
        let wholePixelApart = try picture(x: 4) == picture(x: 9), halfPixelsApart = try picture(x: 4.5) == picture(x: 9.5)
        let quarterPixelApart = try picture(x: 4) == picture(x: 4.25)
        expect(wholePixelApart && halfPixelsApart && !quarterPixelApart)
    }
}
