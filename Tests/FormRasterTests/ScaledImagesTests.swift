import BoxTree
@testable import FormRaster
import PNGCodec
import Expectations
import Testing
import TestSupport

/// An image drawn again at the same size on a page is copied from its first scaling: the same bytes as
/// scaling it afresh, for every fit, corner and scale, and only where it falls on whole pixels.
@Suite struct ScaledImagesTests {
    /// A 37 × 23 image with a gradient and a hard edge, so every filter tap shows.
    static let image: BoxImage? = {
        var rgba: [UInt8] = []
        for y in 0..<23 {
            for x in 0..<37 {
                rgba += [UInt8(x * 7), UInt8(y * 11), x < 18 ? 40 : 220, UInt8(y < 5 ? 128 : 255)]
            }
        }
        return BoxImage(width: 37, height: 23, rgba: rgba, source: "test")
    }()

    func page(_ boxes: [LayoutBox]) -> LayoutTree {
        LayoutTree(width: 300, height: 200, root: LayoutBox(role: "page", frame: Rect(x: 0, y: 0, width: 300, height: 200),
                                                            style: BoxStyle(fill: .white), children: boxes))
    }

    @Test(arguments: [1, 2, 3])
    func aSecondDrawingIsTheBytesOfAFreshOne(scale: Int) throws {
        let session = try makeSession()
        let source = try require(Self.image)
        let frames = [Rect(x: 10, y: 10, width: 74, height: 46), Rect(x: 12.5, y: 7, width: 20, height: 31),
                      Rect(x: 3, y: 4, width: 111, height: 69), Rect(x: 0.5, y: 0.5, width: 50, height: 50)]
        for fit in [BoxImage.Fit.fill, .contain, .cover] {
            for frame in frames {
                for radii in [CornerRadii.zero, CornerRadii(all: 9)] {
                    let image = source.fitted(fit)
                    let first = LayoutBox(role: "image", frame: frame, style: BoxStyle(radii: radii), image: image)
                    let second = LayoutBox(role: "image", frame: frame.offsetBy(dx: 140, dy: 90), style: BoxStyle(radii: radii), image: image)
                    let both = try session.rasterizer.paint(page([first, second]), scale: scale)
                    let alone = try session.rasterizer.paint(page([second]), scale: scale)
                    let region = (x: Int(140 * Double(scale)), y: Int(90 * Double(scale)), width: 140 * scale, height: 100 * scale)
                    for y in region.y..<min(both.height, region.y + region.height) {
                        for x in region.x..<min(both.width, region.x + region.width) where both.rgb(x: x, y: y) != alone.rgb(x: x, y: y) {
                            Issue.record("\(fit) \(frame) \(radii) @\(scale)x: pixel \(x), \(y) differs")
                            return
                        }
                    }
                }
            }
        }
    }
}

private extension BoxImage {
    func fitted(_ fit: Fit) -> BoxImage {
        var copy = self
        copy.fit = fit
        return copy
    }
}
