import BoxTree
import FormRaster
import Foundation
import Expectations
import Testing
import TestSupport

/// Gaussian card shadows as a picture to look at (a PNG, and a PDF beside it), written only when asked:
///
///     FORMRENDER_SHADOW_PNG=/tmp/shadow-cards.png swift test --filter ShadowPictureTests
@Suite(.enabled(if: ProcessInfo.processInfo.environment["FORMRENDER_SHADOW_PNG"] != nil))
struct ShadowPictureTests {
    @Test func cards() throws {
        let path = try require(ProcessInfo.processInfo.environment["FORMRENDER_SHADOW_PNG"])
        func shadow(_ blur: Double, y: Double = 4, opacity: Double = 0.15) -> Shadow {
            Shadow(color: .black, opacity: opacity, offsetY: y, blur: blur, profile: .gaussian)
        }
        let boxes = [
            // Opaque cards, as view trees draw them.
            LayoutBox(role: "card", frame: Rect(x: 16, y: 16, width: 343, height: 100),
                      style: BoxStyle(fill: .white, radii: CornerRadii(all: 12), shadow: shadow(8))),
            LayoutBox(role: "card", frame: Rect(x: 16.25, y: 140.5, width: 160, height: 80),
                      style: BoxStyle(fill: .white, radii: CornerRadii(all: 4), shadow: shadow(16, y: 8, opacity: 0.3))),
            // No fill, and a translucent one: the shadow stays outside the box.
            LayoutBox(role: "outline", frame: Rect(x: 199, y: 140, width: 160, height: 80),
                      style: BoxStyle(border: Border(color: Color(hex: 0xC7C7CC), width: 1), radii: CornerRadii(all: 12), shadow: shadow(8, opacity: 0.4))),
            LayoutBox(role: "glass", frame: Rect(x: 16, y: 244, width: 160, height: 80),
                      style: BoxStyle(fill: Color(hex: 0xFFFFFF, alpha: 0.5), radii: CornerRadii(topLeft: 24, topRight: 4, bottomRight: 24, bottomLeft: 4),
                                      shadow: shadow(10, y: 6, opacity: 0.35))),
            // A capsule button and a square one.
            LayoutBox(role: "capsule", frame: Rect(x: 199, y: 254, width: 160, height: 44),
                      style: BoxStyle(fill: Color(hex: 0x007AFF), radii: CornerRadii(all: 22), shadow: shadow(6, y: 3, opacity: 0.3))),
            LayoutBox(role: "square", frame: Rect(x: 16, y: 348, width: 343, height: 60),
                      style: BoxStyle(fill: .white, shadow: shadow(4, y: 2, opacity: 0.25))),
        ]
        let page = LayoutBox(role: "page", frame: Rect(x: 0, y: 0, width: 375, height: 432),
                             style: BoxStyle(fill: Color(hex: 0xF2F2F7)), children: boxes)
        let session = try makeSession()
        let tree = LayoutTree(width: 375, height: 432, root: page)
        try Data(try session.rasterizer.png(tree, scale: 2)).write(to: URL(fileURLWithPath: path))
        // And as a PDF beside it, where the masks are images and the boxes are cut out by clips.
        let pdf = URL(fileURLWithPath: path).deletingPathExtension().appendingPathExtension("pdf")
        try Data(try session.rasterizer.pdf(tree, title: nil)).write(to: pdf)
    }
}
