import BoxTree
import FormRaster
import Expectations
import Testing
import TestSupport

/// The painter on synthetic styled trees: each style property changes the pixels it should, and only
/// those. Pages are 120×100 pt at scale 1 on white, with one box at (30, 30) 60×40.
@Suite struct BoxPainterTests {
    /// Pixels as 0xRRGGBB, row by row.
    struct Picture: Equatable {
        var width: Int
        var height: Int
        var pixels: [UInt32]

        subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

        /// Where two pictures differ, as the smallest rectangle holding every changed pixel.
        func changes(from other: Picture) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
            var box: (Int, Int, Int, Int)?
            for y in 0..<height {
                for x in 0..<width where self[x, y] != other[x, y] {
                    box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
                }
            }
            return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
        }

        func count(in xs: Range<Int>, _ ys: Range<Int>, where matches: (UInt32) -> Bool) -> Int {
            var count = 0
            for y in ys { for x in xs where matches(self[x, y]) { count += 1 } }
            return count
        }
    }

    static let frame = Rect(x: 30, y: 30, width: 60, height: 40)
    static let red = Color(hex: 0xFF0000), blue = Color(hex: 0x0000FF), black = Color.black
    static let font = FontSpec(family: "Inter", weight: .regular, size: 15, lineHeight: 18)

    func paint(_ box: LayoutBox) throws -> Picture {
        let root = LayoutBox(role: "page", frame: Rect(x: 0, y: 0, width: 120, height: 100), style: BoxStyle(fill: .white), children: [box])
        let session = try makeSession()
        let image = try session.rasterizer.paint(LayoutTree(width: 120, height: 100, root: root), scale: 1)
        var pixels: [UInt32] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgb(x: x, y: y)
                pixels.append(UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue))
            }
        }
        return Picture(width: image.width, height: image.height, pixels: pixels)
    }

    func box(_ style: BoxStyle = .none, text: TextRun? = nil, glyph: GlyphRun? = nil, image: BoxImage? = nil,
             children: [LayoutBox] = []) -> LayoutBox {
        LayoutBox(role: "test", frame: Self.frame, style: style, textRun: text, glyph: glyph, image: image, children: children)
    }

    var blank: Picture { get throws { try paint(box()) } }

    @Test func aBoxWithNoStyleDrawsNothing() throws {
        try expect(blank.pixels.allSatisfy { $0 == 0xFFFFFF })
    }

    /// A page with a translucent background or none lies on white, as a PDF page does.
    @Test func aTranslucentPageLiesOnWhite() throws {
        let session = try makeSession()
        for fill in [nil, Color(hex: 0xFF0000, alpha: 0.25)] {
            let root = LayoutBox(role: "page", frame: Rect(x: 0, y: 0, width: 20, height: 20), style: BoxStyle(fill: fill))
            let image = try session.rasterizer.paint(LayoutTree(width: 20, height: 20, root: root), scale: 1)
            let p = image.rgb(x: 10, y: 10)
            expect(p.red == 255 && p.green == (fill == nil ? 255 : 191) && p.blue == p.green, "\(String(describing: fill)): \(p)")
        }
    }

    @Test func fillCoversExactlyTheFrame() throws {
        let picture = try paint(box(BoxStyle(fill: Self.red)))
        try expect(picture.changes(from: try blank)! == (30, 30, 89, 69))
        expect(picture.count(in: 30..<90, 30..<70) { $0 == 0xFF0000 } == 60 * 40)
    }

    @Test func borderIsDrawnInsideTheFrameOnly() throws {
        let picture = try paint(box(BoxStyle(fill: .white, border: Border(color: Self.blue, width: 2))))
        try expect(picture.changes(from: try blank)! == (30, 30, 89, 69))
        expect(picture[30, 50] == 0x0000FF && picture[31, 50] == 0x0000FF && picture[32, 50] == 0xFFFFFF)
        expect(picture[60, 69] == 0x0000FF && picture[60, 50] == 0xFFFFFF)
    }

    @Test func aDashedBorderHasGaps() throws {
        let solid = try paint(box(BoxStyle(border: Border(color: Self.blue, width: 2))))
        let dashed = try paint(box(BoxStyle(border: Border(color: Self.blue, width: 2, dash: [4, 4]))))
        let top = { (picture: Picture) in picture.count(in: 34..<86, 30..<31) { $0 == 0x0000FF } }
        expectEqual(top(solid), 52)
        expect(top(dashed) > 15 && top(dashed) < 37)
        // Only the border's own pixels change.
        let change = try require(dashed.changes(from: solid))
        expect(change.minX >= 30 && change.maxX <= 89 && change.minY >= 30 && change.maxY <= 69)
        expectEqual(dashed.count(in: 32..<88, 32..<68) { $0 != 0xFFFFFF }, 0)
    }

    @Test func eachCornerHasItsOwnRadius() throws {
        let picture = try paint(box(BoxStyle(fill: Self.red, radii: CornerRadii(topLeft: 16, topRight: 0, bottomRight: 0, bottomLeft: 0))))
        expectEqual(picture[30, 30], 0xFFFFFF)  // rounded away
        expect(picture[89, 30] == 0xFF0000 && picture[89, 69] == 0xFF0000 && picture[30, 69] == 0xFF0000)
        expectEqual(picture[38, 38], 0xFF0000)
    }

    @Test func aCircleShapeIsCentredOnTheFrame() throws {
        let picture = try paint(box(BoxStyle(fill: Self.red, shape: .circle(radius: 25))))
        expectEqual(picture[60, 50], 0xFF0000)
        expectEqual(picture[60, 26], 0xFF0000)  // reaches beyond the 40 pt frame
        expect(picture[31, 31] == 0xFFFFFF)
        try expect(picture.changes(from: try blank)! == (35, 25, 84, 74))
    }

    @Test func shadowFallsWhereItsOffsetSays() throws {
        let card = BoxStyle(fill: .white, shadow: Shadow(color: Self.black, opacity: 0.5, offsetX: 0, offsetY: 6, blur: 2))
        let below = try paint(box(card))
        // Below the card, darker; above it, untouched; the card itself stays white.
        expect(below[60, 73] < 0xC0C0C0)
        expectEqual(below[60, 27], 0xFFFFFF)
        expectEqual(below.count(in: 30..<90, 30..<70) { $0 != 0xFFFFFF }, 0)
        var right = card
        right.shadow?.offsetX = 6
        right.shadow?.offsetY = 0
        let beside = try paint(box(right))
        expect(beside[93, 50] < 0xC0C0C0 && beside[26, 50] == 0xFFFFFF && beside[60, 73] == 0xFFFFFF)
    }

    @Test func shadowSpreadGrowsItAndOpacityFadesIt() throws {
        let base = Shadow(color: Self.black, blur: 1)
        let plain = try paint(box(BoxStyle(fill: .white, shadow: base)))
        var spread = base
        spread.spread = 6
        let grown = try paint(box(BoxStyle(fill: .white, shadow: spread)))
        expect(plain[25, 50] == 0xFFFFFF && grown[25, 50] < 0x808080)
        var faint = base
        faint.opacity = 0
        try expectEqual(paint(box(BoxStyle(fill: .white, shadow: faint))), paint(box(BoxStyle(fill: .white))))
    }

    /// A blur wider than the corner radius (or than half the box) still fades smoothly: no seams
    /// where the corners' fades meet the edges', no bands where opposite edges' fades overlap.
    @Test(arguments: [4.0, 30.0])
    func aWideBlurFadesWithoutSeams(blur: Double) throws {
        let picture = try paint(box(BoxStyle(fill: .white, radii: CornerRadii(all: 4), shadow: Shadow(color: Self.black, blur: blur))))
        func grey(_ x: Int, _ y: Int) -> Int { Int(picture[x, y] & 0xFF) }
        // Out from the left edge, and up from the top edge where it meets the corner: only lighter.
        for x in stride(from: 29, to: 0, by: -1) { expect(grey(x - 1, 50) >= grey(x, 50), "x \(x)") }
        for y in stride(from: 29, to: 0, by: -1) { expect(grey(34, y - 1) >= grey(34, y), "y \(y)") }
        // Across the corner/edge joins, neighbours differ by a shade at most.
        for y in 5..<30 { expect(abs(grey(33, y) - grey(35, y)) <= 3, "y \(y)") }
    }

    /// A Gaussian shadow: half dark at the box's edge, fading smoothly and symmetrically to nothing
    /// about three σ (1.5 × the blur radius) beyond the shape, following the corners.
    @Test func aGaussianShadowFadesLikeAGaussian() throws {
        let shadow = Shadow(color: Self.black, blur: 8, profile: .gaussian)
        let picture = try paint(box(BoxStyle(radii: CornerRadii(all: 8), shadow: shadow)))
        func grey(_ x: Int, _ y: Int) -> Int { Int(picture[x, y] & 0xFF) }
        // Just outside the edge it is nearly half covered; 12 pt out (3σ) it is gone.
        expect(abs(grey(29, 50) - 128) < 24, "\(grey(29, 50))")
        expect(grey(17, 50) >= 253 && grey(102, 50) >= 253)
        // Smooth and monotone outwards, the same on every side.
        for x in stride(from: 29, to: 16, by: -1) { expect(grey(x - 1, 50) >= grey(x, 50), "x \(x)") }
        for d in 0..<12 { expect(abs(grey(29 - d, 50) - grey(90 + d, 50)) <= 2 && abs(grey(60, 29 - d) - grey(60, 70 + d)) <= 2, "d \(d)") }
        // The rounded corner lets more light through than the straight edges do.
        expect(grey(26, 26) > grey(26, 50))
    }

    /// As CSS's box-shadow: a Gaussian shadow is never painted inside its own box, so a box with no
    /// fill, or a translucent one, shows the page through it, while the shadow shows all around.
    @Test func aGaussianShadowStaysOutsideItsBox() throws {
        let shadow = Shadow(color: Self.black, opacity: 0.6, offsetX: 3, offsetY: 6, blur: 10, profile: .gaussian)
        for fill in [nil, Color(hex: 0x0000FF, alpha: 0.3)] {
            let shadowed = try paint(box(BoxStyle(fill: fill, radii: CornerRadii(all: 6), shadow: shadow)))
            let plain = try paint(box(BoxStyle(fill: fill, radii: CornerRadii(all: 6))))
            // Inside the box (clear of its anti-aliased edge and rounded corners), exactly what the box alone shows.
            for y in 31..<69 {
                for x in 31..<89 where (36..<84).contains(x) || (36..<64).contains(y) {
                    expectEqual(shadowed[x, y], plain[x, y], "(\(x), \(y)) with fill \(String(describing: fill))")
                }
            }
            // Outside it, the shadow: darkest where the offset pushes it, fading away from the box.
            func grey(_ x: Int, _ y: Int) -> Int { Int(shadowed[x, y] & 0xFF) }
            expect(grey(60, 71) < 160 && grey(91, 50) < 200 && grey(29, 50) < 245 && grey(60, 29) < 250, "\(grey(60, 71)) \(grey(91, 50)) \(grey(29, 50)) \(grey(60, 29))")
            expect(grey(60, 71) < grey(60, 29) && grey(91, 50) < grey(29, 50))
            expect(grey(60, 71) < grey(60, 80) && grey(60, 80) < grey(60, 90))
        }
    }

    @Test func aGaussianShadowLooksTheSameAtEveryScale() throws {
        let session = try makeSession()
        let root = LayoutBox(role: "page", frame: Rect(x: 0, y: 0, width: 120, height: 100), style: BoxStyle(fill: .white), children: [
            box(BoxStyle(fill: .white, radii: CornerRadii(all: 6), shadow: Shadow(color: Self.black, opacity: 0.5, offsetY: 4, blur: 10, profile: .gaussian))),
        ])
        let tree = LayoutTree(width: 120, height: 100, root: root)
        let one = try session.rasterizer.paint(tree, scale: 1), two = try session.rasterizer.paint(tree, scale: 2)
        for (x, y) in [(25, 50), (60, 76), (60, 80), (95, 60), (27, 27)] {
            let a = Int(one.rgb(x: x, y: y).blue), b = Int(two.rgb(x: 2 * x, y: 2 * y).blue)
            expect(abs(a - b) <= 12, "(\(x), \(y)): \(a) at 1x, \(b) at 2x")
        }
        // And in a PDF, as an image in the page.
        let pdf = try session.rasterizer.pdf(tree, title: nil)
        expect(String(decoding: pdf, as: UTF8.self).contains("/Subtype/Image"))
    }

    /// The blur costs what the shadow's outline costs: a huge rounded rectangle's shadow is blurred
    /// from a small mask; a huge circle's, whose mask would be far larger than a mask may be, falls
    /// back to gradients rather than allocating gigabytes. Either is still a shadow.
    @Test(arguments: [BoxShape.roundedRect, .circle(radius: 2500)])
    func aHugeGaussianShadowStaysCheap(shape: BoxShape) throws {
        let session = try makeSession()
        let big = LayoutBox(role: "card", frame: Rect(x: 10, y: 10, width: 5000, height: 5000),
                            style: BoxStyle(fill: .white, shape: shape, shadow: Shadow(color: Self.black, blur: 20, profile: .gaussian)))
        let tree = LayoutTree(width: 5100, height: 5100, root: LayoutBox(role: "page", frame: Rect(x: 0, y: 0, width: 5100, height: 5100),
                                                                        style: BoxStyle(fill: .white), children: [big]))
        let image = try session.rasterizer.paint(tree, scale: 1)
        expect(image.rgb(x: 5, y: 2510).blue < 255 && image.rgb(x: 2510, y: 5).blue < 255)
        expectEqual(image.rgb(x: 2510, y: 2510).blue, 255)
    }

    @Test func opacityBlendsTheBoxAndItsChildren() throws {
        let child = LayoutBox(role: "child", frame: Rect(x: 40, y: 40, width: 10, height: 10), style: BoxStyle(fill: Self.blue))
        let picture = try paint(box(BoxStyle(fill: Self.red, opacity: 0.5), children: [child]))
        expect(picture[70, 60] == 0xFF8080 || picture[70, 60] == 0xFF7F7F)
        expect(picture[45, 45] == 0x8080FF || picture[45, 45] == 0x7F7FFF)
        try expect(picture.changes(from: try blank)! == (30, 30, 89, 69))
    }

    @Test func clippingCutsChildrenToTheShape() throws {
        let child = LayoutBox(role: "child", frame: Rect(x: 0, y: 0, width: 120, height: 100), style: BoxStyle(fill: Self.blue))
        let clipped = try paint(box(BoxStyle(clips: true), children: [child]))
        try expect(clipped.changes(from: try blank)! == (30, 30, 89, 69))
        let free = try paint(box(BoxStyle(), children: [child]))
        expect(free[5, 5] == 0x0000FF)
    }

    @Test func decorationOutsetsGrowTheFillButNotTheFrame() throws {
        let picture = try paint(box(BoxStyle(fill: Self.red, decorationOutsets: EdgeInsets(top: 5))))
        try expect(picture.changes(from: try blank)! == (30, 25, 89, 69))
    }

    @Test func rulesAreLinesInsideTheBox() throws {
        let rules = [Rule(.horizontal, offset: 20, startInset: 4, endInset: 4, thickness: 1, color: Self.blue),
                     Rule(.vertical, offset: 30, thickness: 2, color: Self.red)]
        let picture = try paint(box(BoxStyle(rules: rules)))
        expect(picture[40, 50] == 0x0000FF && picture[33, 50] == 0xFFFFFF && picture[34, 50] == 0x0000FF)
        expect(picture[60, 35] == 0xFF0000 && picture[61, 35] == 0xFF0000 && picture[62, 35] == 0xFFFFFF)
        try expect(picture.changes(from: try blank)! == (34, 30, 85, 69))
    }

    @Test func textIsDrawnInItsColourInsideItsFrame() throws {
        let run = TextRun("Hello", font: Self.font, color: Self.red)
        let picture = try paint(box(text: run))
        let change = try require(picture.changes(from: try blank))
        expect(change.minX >= 30 && change.maxX < 90 && change.minY >= 30 && change.maxY < 48)
        expect(picture.count(in: 30..<90, 30..<48) { $0 == 0xFF0000 } > 10)
    }

    @Test func alignmentMovesTheInk() throws {
        let leading = try paint(box(text: TextRun("Hi", font: Self.font, color: Self.black)))
        let trailing = try paint(box(text: TextRun("Hi", font: Self.font, color: Self.black, alignment: .trailing)))
        let centred = try paint(box(text: TextRun("Hi", font: Self.font, color: Self.black, alignment: .center)))
        let l = try require(leading.changes(from: try blank)), t = try require(trailing.changes(from: try blank))
        let c = try require(centred.changes(from: try blank))
        expect(l.minX < 33 && t.maxX > 86 && c.minX > l.minX + 10 && c.maxX < t.maxX - 10)
    }

    @Test func aColouredRangePaintsOnlyItsCharacters() throws {
        let plain = TextRun("Name *", font: Self.font, color: Self.black)
        var starred = plain
        starred.coloredRanges = [ColoredRange(5..<6, color: Self.red)]
        let a = try paint(box(text: plain)), b = try paint(box(text: starred))
        let change = try require(b.changes(from: a))
        expect(change.minX > 60)  // only the asterisk, at the end
        expect(b.count(in: 30..<90, 30..<48) { $0 >> 16 > 0xC0 && $0 & 0xFF < 0x80 } > 3)
        expectEqual(a.count(in: 30..<90, 30..<48) { $0 >> 16 > 0xC0 && $0 & 0xFF < 0x80 }, 0)
    }

    @Test func maxLinesStopsWrappedText() throws {
        let text = "one two three four five six seven"
        let all = try paint(box(text: TextRun(text, font: Self.font, color: Self.black)))
        let two = try paint(box(text: TextRun(text, font: Self.font, color: Self.black, maxLines: 2, ellipsis: true)))
        expect(all.count(in: 0..<120, 66..<100) { $0 != 0xFFFFFF } > 0)  // a third line at least
        expectEqual(two.count(in: 0..<120, 66..<100) { $0 != 0xFFFFFF }, 0)
        expect(two.count(in: 30..<90, 48..<66) { $0 != 0xFFFFFF } > 0)
    }

    @Test func aTrailingGlyphFollowsTheText() throws {
        var run = TextRun("A", font: Self.font, color: Self.black, wrapping: .singleLine)
        run.trailingGlyph = TrailingGlyph(.roundCheckMark, color: Self.red, size: 10, gap: 6)
        let picture = try paint(box(text: run))
        expect(picture.count(in: 40..<60, 30..<48) { $0 >> 16 > 0xC0 && $0 & 0xFF < 0x80 } > 3)
        expectEqual(picture.count(in: 60..<120, 0..<100) { $0 != 0xFFFFFF }, 0)
    }

    @Test(arguments: Glyph.allCases)
    func everyGlyphDrawsInsideItsInsetFrame(glyph: Glyph) throws {
        let picture = try paint(box(glyph: GlyphRun(glyph, color: Self.blue, inset: 5)))
        let change = try require(picture.changes(from: try blank), "\(glyph) drew nothing")
        // Strokes may reach half their 2 pt width past the glyph's square.
        expect(change.minX >= 34 && change.maxX <= 85 && change.minY >= 34 && change.maxY <= 65, "\(glyph): \(change)")
    }

    @Test func glyphsPointTheirWay() throws {
        func inkCentre(_ glyph: Glyph) throws -> (x: Double, y: Double) {
            let picture = try paint(LayoutBox(role: "g", frame: Rect(x: 30, y: 30, width: 40, height: 40), glyph: GlyphRun(glyph, color: Self.black)))
            var sx = 0.0, sy = 0.0, n = 0.0
            for y in 0..<100 { for x in 0..<120 where picture[x, y] != 0xFFFFFF { sx += Double(x); sy += Double(y); n += 1 } }
            return (sx / n, sy / n)
        }
        // A triangle's ink is heavier towards its base, away from where it points.
        try expect(inkCentre(.chevronRight).x < 50)
        try expect(inkCentre(.chevronDown).y < 50)
        try expect(inkCentre(.chevronUp).y > 50)
    }

    @Test func aToggleKnobSitsAtTheEndItSays() throws {
        let track = Rect(x: 30, y: 30, width: 60, height: 20)
        let off = try paint(LayoutBox(role: "t", frame: track, glyph: GlyphRun(.toggleKnobOff, color: Self.black)))
        let on = try paint(LayoutBox(role: "t", frame: track, glyph: GlyphRun(.toggleKnobOn, color: Self.black)))
        expect(off[40, 40] == 0 && off[80, 40] == 0xFFFFFF)
        expect(on[80, 40] == 0 && on[40, 40] == 0xFFFFFF)
    }

    @Test(arguments: [BoxImage.Fit.fill, .contain, .cover])
    func anImageIsScaledToTheFrame(fit: BoxImage.Fit) throws {
        // 2×1 pixels: red, blue.
        let image = try require(BoxImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255], fit: fit, source: "test"))
        let picture = try paint(box(image: image))
        let change = try require(picture.changes(from: try blank))
        switch fit {
        case .fill, .cover: expect(change == (30, 30, 89, 69))
        case .contain: expect(change.minX == 30 && change.maxX == 89 && change.minY >= 34 && change.maxY <= 65, "\(change)")
        }
        expect(picture[35, 50] >> 16 > 0xC0 && picture[85, 50] & 0xFF > 0xC0)
    }
}
