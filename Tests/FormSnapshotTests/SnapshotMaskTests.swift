import BoxTree
import FormSnapshot
import PNGCodec
import Expectations
import Testing

/// Masks: which boxes a selector names, and the pixels painting over them sets.
@Suite struct SnapshotMaskTests {
    @Test(arguments: [
        ("field:createdAt", SnapshotMask.Selector.box(role: "field", id: "createdAt")),
        ("role:counter", .role("counter")),
        ("id:clock", .id("clock")),
    ])
    func selectorsRead(text: String, selector: SnapshotMask.Selector) {
        expectEqual(SnapshotMask.Selector(text), selector)
        expectEqual(selector.description, text)
    }

    @Test(arguments: ["createdAt", ":x", "field:", "a:b:c", ""])
    func badSelectorsAreRefused(text: String) {
        expectEqual(SnapshotMask.Selector(text), nil)
    }

    /// A frame that falls inside pixels is widened to whole pixels, the same in either pixel layout.
    @Test func paintingCoversWholePixels() {
        let mask = SnapshotMask(selectors: [.role("counter")])
        for layout in [PixelImage.Layout.rgba8, .xrgb32] {
            var image = PixelImage(width: 10, height: 10, fill: (255, 255, 255, 255)).converted(to: layout)
            image.scale = 2
            mask.paint([Rect(x: 1.25, y: 1, width: 1, height: 0.5)], on: &image)
            var painted: [String] = []
            for y in 0..<10 {
                for x in 0..<10 where image.rgb(x: x, y: y) == (255, 0, 255) { painted.append("\(x),\(y)") }
            }
            expectEqual(painted, ["2,2", "3,2", "4,2"], "\(layout)")
        }
    }

    /// A frame outside the image, or absurdly large, paints only what is inside.
    @Test func framesAreClippedToTheImage() {
        var image = PixelImage(width: 4, height: 4, fill: (0, 0, 0, 255))
        SnapshotMask(selectors: [.id("x")]).paint([Rect(x: -100, y: 2, width: 1e6, height: 1e6), Rect(x: 50, y: 50, width: 3, height: 3)], on: &image)
        expect(image.rgb(x: 0, y: 2) == (255, 0, 255) && image.rgb(x: 3, y: 3) == (255, 0, 255) && image.rgb(x: 0, y: 1) == (0, 0, 0))
    }

    /// A masked box goes from the tree with everything inside it; the layout diff says nothing of it.
    @Test func maskedBoxesAreFoundInTreesAndDumps() throws {
        let label = LayoutBox(role: "label", id: "createdAt", text: "Created at", frame: Rect(x: 4, y: 4, width: 50, height: 10))
        let field = LayoutBox(role: "field", id: "createdAt", frame: Rect(x: 0, y: 0, width: 100, height: 40), children: [label])
        let tree = LayoutTree(width: 100, height: 40, root: LayoutBox(role: "form", frame: Rect(x: 0, y: 0, width: 100, height: 40), children: [field]))
        let mask = SnapshotMask(selectors: [.box(role: "field", id: "createdAt")])
        expectEqual(mask.frames(in: tree), [field.frame])
        try expectEqual(mask.frames(inLayout: LayoutJSON.encode(tree)), [field.frame])
        var changed = tree
        changed.root.children[0].children[0].text = "Created on"
        try expect(LayoutDiff.describe(reference: LayoutJSON.encode(tree), actual: LayoutJSON.encode(changed), mask: mask).isEmpty)
        try expect(!LayoutDiff.describe(reference: LayoutJSON.encode(tree), actual: LayoutJSON.encode(changed)).isEmpty)
    }
}
