import BoxTree

/// A fillable field where it goes: its page (from 1) and its frame in points from the page's top left.
public struct PlacedField: Equatable, Sendable {
    public var field: FillableField
    public var page: Int
    public var frame: Rect
    public var pageHeight: Double

    public init(field: FillableField, page: Int, frame: Rect, pageHeight: Double) {
        self.field = field
        self.page = page
        self.frame = frame
        self.pageHeight = pageHeight
    }

    /// The frame in PDF space (origin at the bottom left): `[x1 y1 x2 y2]`. Free text keeps off the
    /// printed box's edges, as the printed value does; cells and tick boxes fill their frames.
    var rect: String {
        var inset = 0.0, trailing = 0.0
        switch field.kind {
        case .text(_, _, let comb) where !comb: inset = min(4, frame.width / 4)
        // A drop-down leaves its printed chevron showing.
        case .choice: inset = min(4, frame.width / 4); trailing = min(PlacedField.chevronRoom, frame.width / 4)
        default: break
        }
        let y1 = pageHeight - frame.maxY, y2 = pageHeight - frame.y
        return "[\(PDFText.number(frame.x + inset)) \(PDFText.number(y1)) \(PDFText.number(frame.maxX - inset - trailing)) \(PDFText.number(y2))]"
    }

    /// The room a drop-down's printed chevron takes at its trailing end.
    public static let chevronRoom = 18.0

    /// Every fillable box of a page tree, in painting order.
    public static func collect(from pages: [LayoutTree]) -> [PlacedField] {
        var placed: [PlacedField] = []
        for (index, page) in pages.enumerated() {
            func visit(_ box: LayoutBox) {
                if let field = box.fillable {
                    placed.append(PlacedField(field: field, page: index + 1, frame: box.frame, pageHeight: page.height))
                }
                box.children.forEach(visit)
            }
            visit(page.root)
        }
        return placed
    }
}
