import BoxTree
import FormLayout
import FormModel
import FormPipeline
import FormSupport
import FormRaster

/// The gallery as a PDF to attach to a review: one page per form, its title and file at the top,
/// then a row per state (and theme), its widths side by side at one scale, each captioned. The
/// forms are drawn as vectors, so they stay sharp at any zoom and their text can be searched.
enum ContactSheet {
    static let pageWidth = 1190.0
    static let margin = 36.0
    static let gap = 24.0
    static let captionHeight = 16.0
    static let headerHeight = 48.0
    static let maxPageHeight = 14_400.0

    static let ink = Color(hex: 0x1C1C1E), muted = Color(hex: 0x6C6C70), line = Color(hex: 0xD1D1D6)
    static let titleFont = FontSpec(family: "Inter", weight: .bold, size: 18, lineHeight: 24)
    static let smallFont = FontSpec(family: "Inter", weight: .regular, size: 10, lineHeight: 14)
    static let captionFont = FontSpec(family: "Inter", weight: .semibold, size: 10, lineHeight: 14)

    /// The pages and what each shows; forms without pictures (errors) get a page saying why.
    static func pages(_ contents: GalleryContents, trees: [String: LayoutTree]) -> (pages: [LayoutTree], placed: [[PlacedTree]]) {
        var pages: [LayoutTree] = []
        var placed: [[PlacedTree]] = []
        for form in contents.forms {
            let rows = form.rows.map { row in row.compactMap { picture in trees[picture.file].map { (picture, $0) } } }.filter { !$0.isEmpty }
            let (page, pictures) = page(for: form, rows: rows)
            pages.append(page)
            placed.append(pictures)
        }
        return (pages, placed)
    }

    private static func page(for form: GalleryForm, rows: [[(GalleryPicture, LayoutTree)]]) -> (LayoutTree, [PlacedTree]) {
        let usable = pageWidth - 2 * margin
        // One scale for the page: the widest row fits across, and the page is at most PDF's tallest.
        let widest = rows.map { row in row.reduce(0) { $0 + $1.1.width } + gap * Double(row.count - 1) }.max() ?? usable
        var scale = min(1, usable / max(1, widest))
        let fixed = 2 * margin + headerHeight + Double(rows.count) * (captionHeight + gap)
        let drawn = rows.reduce(0) { $0 + ($1.map(\.1.height).max() ?? 0) }
        if fixed + drawn * scale > maxPageHeight { scale = max(0.01, (maxPageHeight - fixed) / max(1, drawn)) }

        var boxes: [LayoutBox] = [
            text(form.title, font: titleFont, color: ink, frame: Rect(x: margin, y: margin, width: usable, height: titleFont.lineHeight)),
            text(form.input, font: smallFont, color: muted, frame: Rect(x: margin, y: margin + 26, width: usable, height: smallFont.lineHeight)),
        ]
        var pictures: [PlacedTree] = []
        var y = margin + headerHeight
        if let error = form.error {
            boxes.append(LayoutBox(role: "error", frame: Rect(x: margin, y: y, width: usable, height: 60),
                                   textRun: TextRun(error, font: smallFont, color: Color(hex: 0xD70015))))
            y += 60 + gap
        }
        for row in rows {
            var x = margin
            let rowHeight = (row.map(\.1.height).max() ?? 0) * scale
            for (picture, tree) in row {
                let width = tree.width * scale, height = tree.height * scale
                let caption = "\(picture.stateName) · \(picture.width) · \(picture.theme)"
                boxes.append(text(caption, font: captionFont, color: muted, frame: Rect(x: x, y: y, width: max(width, 120), height: captionHeight)))
                let frame = Rect(x: x, y: y + captionHeight, width: width, height: height)
                boxes.append(LayoutBox(role: "frame", frame: Rect(x: frame.x - 0.5, y: frame.y - 0.5, width: width + 1, height: height + 1),
                                       style: BoxStyle(border: Border(color: line, width: 0.5))))
                pictures.append(PlacedTree(tree: tree, frame: frame))
                x += width + gap
            }
            y += captionHeight + rowHeight + gap
        }
        let height = min(maxPageHeight, max(y + margin - gap, 200))
        let root = LayoutBox(role: "sheet", frame: Rect(x: 0, y: 0, width: pageWidth, height: height),
                             style: BoxStyle(fill: Color(hex: 0xFFFFFF)), children: boxes)
        return (LayoutTree(width: pageWidth, height: height, root: root), pictures)
    }

    private static func text(_ string: String, font: FontSpec, color: Color, frame: Rect) -> LayoutBox {
        LayoutBox(role: "caption", frame: frame, textRun: TextRun(string, font: font, color: color, wrapping: .singleLine))
    }
}
