import BoxTree
import CCairoPango
@testable import FormRaster
import Expectations
import Testing
import TestSupport

/// A rounded rectangle's shadow painted from a small mask in nine pieces gives exactly the bytes of the
/// whole mask, wherever the box lies to a fraction of a pixel, at every scale, size, corner, blur and
/// offset, on the page or in a translucent group.
@Suite struct GaussianShadowTests {
    struct Case: CustomStringConvertible {
        var box: Rect
        var radii: CornerRadii
        var shadow: Shadow

        var description: String {
            "box \(box.x),\(box.y) \(box.width)×\(box.height) radii \(radii.topLeft)/\(radii.topRight)/\(radii.bottomRight)/\(radii.bottomLeft) "
                + "offset \(shadow.offsetX),\(shadow.offsetY) blur \(shadow.blur) spread \(shadow.spread)"
        }
    }

    /// Paints the shadow on a grey page with a white card over it, as BoxPainter would, and returns
    /// the page's bytes; also whether nine pieces were possible.
    /// `grouped`: inside a group painted at part opacity, as a translucent box's children are.
    func paint(_ test: Case, scale: Int, strategy: GaussianShadow.Strategy, masks: ShadowMasks = ShadowMasks(),
               grouped: Bool = false) throws -> (pixels: [UInt8], cut: MaskCut) {
        let side = 200 * scale
        let surface = try require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(side), Int32(side)))
        defer { cairo_surface_destroy(surface) }
        let cr = try require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_set_source_rgb(cr, 0.95, 0.95, 0.97)
        cairo_paint(cr)
        if grouped { cairo_push_group(cr) }
        let painter = GaussianShadow(shadow: test.shadow)
        let canvas = CairoCanvas(cr: cr, outlines: OutlineText())
        let cut = try require(painter.layout(on: canvas, under: test.box, radii: test.radii)).cut
        expect(painter.paint(Pen(canvas: canvas), under: test.box, radii: test.radii, strategy: strategy, masks: masks))
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, 0.7)
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try require(cairo_image_surface_get_data(surface))
        return (Array(UnsafeBufferPointer(start: data, count: stride * side)), cut)
    }

    /// Deterministic cases: every kind of corner, fractional positions, blurs from none to wide,
    /// offsets either way, spread out and in.
    static func cases() -> [Case] {
        var random = SplitMix(seed: 0x5EED)
        let fractions = [0, 0.25, 0.3, 0.5, 0.71, 0.9]
        let radii = [CornerRadii(all: 12), .zero, CornerRadii(all: 4), CornerRadii(topLeft: 24, topRight: 2, bottomRight: 16, bottomLeft: 0),
                     CornerRadii(all: 30.5), CornerRadii(all: 200)]
        let blurs = [0, 1, 3.3, 8, 16]
        var cases: [Case] = []
        for index in 0..<60 {
            let x = 20 + Double(random.next(12)) + fractions[random.next(fractions.count)]
            let y = 20 + Double(random.next(12)) + fractions[random.next(fractions.count)]
            let width = 40 + Double(random.next(100)) + fractions[random.next(fractions.count)]
            let height = 30 + Double(random.next(80)) + fractions[random.next(fractions.count)]
            let shadow = Shadow(color: .black, opacity: 0.2 + Double(random.next(80)) / 100,
                                offsetX: index % 3 == 0 ? Double(random.next(9)) - 4 + fractions[random.next(fractions.count)] : 0,
                                offsetY: Double(random.next(10)) - 2 + (index % 2 == 0 ? 0 : fractions[random.next(fractions.count)]),
                                blur: blurs[index % blurs.count], spread: index % 7 == 0 ? Double(random.next(9)) - 4 : 0, profile: .gaussian)
            cases.append(Case(box: Rect(x: x, y: y, width: width, height: height), radii: radii[index % radii.count], shadow: shadow))
        }
        // The view trees' card.
        cases.append(Case(box: Rect(x: 16, y: 16, width: 168, height: 100), radii: CornerRadii(all: 12),
                          shadow: Shadow(color: .black, opacity: 0.15, offsetY: 4, blur: 8, profile: .gaussian)))
        return cases
    }

    @Test(arguments: [1, 2, 3])
    func ninePiecesPaintTheWholeMasksBytes(scale: Int) throws {
        var cutColumns = 0, cutRows = 0
        for (index, test) in Self.cases().enumerated() {
            let grouped = index % 4 == 1
            let whole = try paint(test, scale: scale, strategy: .wholeMask, grouped: grouped)
            let pieces = try paint(test, scale: scale, strategy: .ninePatch, grouped: grouped)
            if pieces.cut.columns > 0 { cutColumns += 1 }
            if pieces.cut.rows > 0 { cutRows += 1 }
            let differing = countDifferences(whole.pixels, pieces.pixels)
            expectEqual(differing, 0, "\(test) at \(scale)x\(grouped ? " in a group" : ""): \(differing) bytes differ")
        }
        // Most cases are cut, across and down, so the comparison is not idle.
        expect(cutColumns > 40 && cutRows > 25, "\(cutColumns) cut across, \(cutRows) down")
    }

    /// Pieces kept from a shadow drawn from the same paths (a card moved by whole pixels, or one of
    /// another height) paint what pieces made afresh paint; a card moved by a fraction makes its own.
    @Test(arguments: [1, 2, 3])
    func keptPiecesPaintWhatFreshOnesPaint(scale: Int) throws {
        for test in Self.cases().prefix(20) {
            let masks = ShadowMasks()
            _ = try paint(test, scale: scale, strategy: .ninePatch, masks: masks)
            for (dx, dy, grow) in [(1.0, 3.0, 0.0), (-2.0, 0.0, 7.0), (0.5, 0.25, 0.0)] {
                var moved = test
                moved.box.x += dx
                moved.box.y += dy
                moved.box.height += grow
                let kept = try paint(moved, scale: scale, strategy: .ninePatch, masks: masks)
                let fresh = try paint(moved, scale: scale, strategy: .wholeMask)
                expectEqual(countDifferences(kept.pixels, fresh.pixels), 0, "\(moved) at \(scale)x")
            }
        }
    }

    @Test func theViewTreesCardIsCutBothWays() throws {
        let card = try require(Self.cases().last)
        for scale in 1...3 {
            let cut = try paint(card, scale: scale, strategy: .ninePatch).cut
            expect(cut.columns > 100 * scale && cut.rows > 20 * scale, "\(scale)x: \(cut)")
        }
    }
    /// A page blurs at most `ShadowMasks.blurBudget` pixels of shadow: past it, shadows are drawn with
    /// gradients (a shape each, whatever their size) and counted, for the render to say so. Thousands
    /// of distinct shadows cost seconds, not minutes.
    @Test func distinctShadowsPastThePagesBudgetAreDrawnWithGradientsAndCounted() throws {
        // 400 cards of 300×20 pt at scale 2, each with a blur of its own: a mask of about 80,000 pixels each
        // (its straight middle cut out), 32M pixels in all.
        let cards = (0..<400).map { index in
            LayoutBox(role: "card", frame: Rect(x: 50, y: 20 + Double(index) * 30, width: 300, height: 20),
                      style: BoxStyle(fill: .white, shadow: Shadow(color: .black, opacity: 0.3, offsetY: 4, blur: 30 + Double(index) / 100,
                                                                   profile: .gaussian)))
        }
        let height = 40 + 400 * 30.0
        let tree = LayoutTree(width: 400, height: height, root: LayoutBox(role: "page", frame: Rect(x: 0, y: 0, width: 400, height: height),
                                                                           style: BoxStyle(fill: .white), children: cards))
        let session = try makeSession()
        session.rasterizer.tally.reset()
        let image = try session.rasterizer.paint(tree, scale: 2)
        let approximated = session.rasterizer.tally.approximatedShadows
        expect(approximated > 0 && approximated < 400, "some blurred, the rest drawn with gradients: \(approximated)")
        // The last card still has a shadow under it: a pixel just below it is darker than the page.
        let y = (20 + 399 * 30 + 20 + 3) * 2, x = 400
        expect(image.pixels[(y * image.width + x) * 4] < 250, "a shadow under the last card")
    }
}

/// A small seeded generator, so the cases are the same on every run.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(bound))
    }
}
