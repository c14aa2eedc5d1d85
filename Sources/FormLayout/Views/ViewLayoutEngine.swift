import BoxTree
import FormModel
import FormSupport

/// A view tree + page width → styled box tree: the view layout, beside `FormLayoutEngine`, making
/// the same boxes the painter draws for forms. A pure function of its inputs: text sizes come from
/// the measurer, images from the decoded images it is given (by canonical path).
public struct ViewLayoutEngine {
    public var theme: Theme
    public var measurer: TextMeasuring
    public var images: [String: BoxImage]

    public init(theme: Theme = .default, measurer: TextMeasuring, images: [String: BoxImage] = [:]) {
        self.theme = theme
        self.measurer = measurer
        self.images = images
    }

    /// The root view fills the page's width (unless it asks for another) and the page is as tall as
    /// the root with its margins, on white.
    public func layout(_ document: ViewDocument, width: Double) -> LayoutTree {
        let layout = ViewLayout(styles: ViewStyles(family: theme.fontFamily, mode: document.mode), measurer: measurer, images: images, mode: document.mode)
        var root = document.root(forWidth: width)
        if root.attributes.width == nil { root.attributes.width = .matchParent }
        let m = root.attributes.margins
        var box = layout.place(root, width: .atMost(width - m.horizontal), height: .atMost(nil)).offsetBy(dx: m.left, dy: m.top)
        let content = box.frame.maxY + m.bottom
        let isTruncated = content > LayoutTree.maxHeight
        let height = max(1, min(content, LayoutTree.maxHeight).rounded(.up))
        // The page is a whole number of points tall; a content-sized root reaches its foot, so no sliver
        // of page shows under a screen's background.
        if case .points = root.attributes.height {} else { box.frame.height = max(box.frame.height, height - m.bottom - box.frame.y) }
        let page = LayoutBox(role: .page, id: document.name, frame: Rect(x: 0, y: 0, width: width, height: height),
                             style: BoxStyle(fill: .white), children: [box])
        return LayoutTree(width: width, height: height, root: page, isTruncated: isTruncated, tooTall: "the view tree",
                          advice: "split it into several layouts, or give tall views a fixed height")
    }
}
