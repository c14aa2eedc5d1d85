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
        let r = pdfRect
        return "[\(PDFText.number(r.x1)) \(PDFText.number(r.y1)) \(PDFText.number(r.x2)) \(PDFText.number(r.y2))]"
    }

    /// The widget's rectangle in PDF space: left, bottom, right, top.
    public var pdfRect: (x1: Double, y1: Double, x2: Double, y2: Double) {
        var inset = 0.0, trailing = 0.0
        switch field.kind {
        case .text(_, _, let comb) where !comb: inset = min(4, frame.width / 4)
        // A drop-down leaves its printed chevron showing.
        case .choice: inset = min(4, frame.width / 4); trailing = min(PlacedField.chevronRoom, frame.width / 4)
        default: break
        }
        return (frame.x + inset, pageHeight - frame.maxY, frame.maxX - inset - trailing, pageHeight - frame.y)
    }

    /// The room a drop-down's printed chevron takes at its trailing end.
    public static let chevronRoom = 18.0

    /// Every fillable box of the pages, in painting order, where it can be seen: a box cut away by a
    /// clip (a field sliced over pages) is placed once, on the page that shows it whole, or, for text
    /// that runs over pages, on the first, as much of it as that page shows.
    public static func collect(from pages: [LayoutTree]) -> [PlacedField] {
        var placed: [PlacedField] = []
        var seen = Set<String>()
        for (index, page) in pages.enumerated() {
            func visit(_ box: LayoutBox, clip: Rect) {
                if let field = box.fillable, let shown = visible(box.frame, in: clip, whole: !field.kind.runsOver) {
                    if seen.insert(key(field, of: box)).inserted {
                        placed.append(PlacedField(field: field, page: index + 1, frame: shown, pageHeight: page.height))
                    }
                }
                let inner = box.style.clips ? clip.intersection(box.frame) ?? .zero : clip
                for child in box.children { visit(child, clip: inner) }
            }
            visit(page.root, clip: Rect(x: 0, y: 0, width: page.width, height: page.height))
        }
        return placed
    }

    /// One field, or one radio button of a group, by its form field's id (the box's) and its name: a
    /// box sliced over pages is one field, but two fields that ask for one name (a date's `born_day`
    /// and a field `born_day`) are two, which `FieldNames` then tells apart. A button is known by its
    /// place in its group, not its option: an option printed twice is two buttons.
    private static func key(_ field: FillableField, of box: LayoutBox) -> String {
        let key = (box.id ?? "") + "\u{0}" + field.name
        if case .radio(_, let place) = field.kind { return key + "\u{0}" + String(place) }
        return key
    }

    /// The frame as the clip shows it: whole (nil if any of it is cut away), or its visible part.
    private static func visible(_ frame: Rect, in clip: Rect, whole: Bool) -> Rect? {
        guard let shown = frame.intersection(clip), shown.width >= 1, shown.height >= 1 else { return nil }
        if whole && (abs(shown.height - frame.height) > 0.01 || abs(shown.width - frame.width) > 0.01) { return nil }
        return shown
    }
}

extension FillableField.Kind {
    /// Text written over several lines, which a page may show in part.
    var runsOver: Bool {
        if case .text(let multiline, _, _) = self { return multiline }
        return false
    }
}
