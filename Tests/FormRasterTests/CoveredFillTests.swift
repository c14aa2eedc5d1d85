import BoxTree
import FormRaster
import PNGCodec
import Expectations
import Testing
import TestSupport

/// A box whose first child covers it with an opaque fill is not filled first (a page under a screen's
/// background): only where that changes no pixel. Where the child's edge falls inside a pixel, the
/// box's own fill still shows in the blend.
@Suite struct CoveredFillTests {
    static let red = Color(hex: 0xFF0000)

    func paint(child frame: Rect, parent: Rect = Rect(x: 0, y: 0, width: 40, height: 30), scale: Int = 2) throws -> PixelImage {
        let session = try makeSession()
        let child = LayoutBox(role: "child", frame: frame, style: BoxStyle(fill: .white))
        let tree = LayoutTree(width: 40, height: 30, root: LayoutBox(role: "page", frame: parent, style: BoxStyle(fill: Self.red), children: [child]))
        return try session.rasterizer.paint(tree, scale: scale)
    }

    @Test func aCoveringChildOnWholePixelsLeavesNoTraceOfTheFillUnderIt() throws {
        let image = try paint(child: Rect(x: 0, y: 0, width: 40, height: 30))
        for y in 0..<image.height {
            for x in 0..<image.width { expect(image.rgb(x: x, y: y) == (255, 255, 255), "\(x), \(y)") }
        }
        // Half points are whole pixels at 2x.
        let half = try paint(child: Rect(x: -0.5, y: -0.5, width: 41, height: 31))
        expect(half.rgb(x: 0, y: 0) == (255, 255, 255))
    }

    @Test func aChildWhoseEdgeFallsInsideAPixelLetsTheFillUnderItBlendThere() throws {
        // The child covers the box exactly, but both edges fall at 0.3 of a pixel: the box's red
        // still shows in the blend of the first and last columns.
        let box = Rect(x: 0.3, y: 0, width: 39.4, height: 30)
        let image = try paint(child: box, parent: box, scale: 1)
        let edge = image.rgb(x: 0, y: 10)
        expect(edge.red > edge.green + 20, "\(edge)")
        expect(image.rgb(x: 20, y: 10) == (255, 255, 255))
    }
}
