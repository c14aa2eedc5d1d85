import BoxTree
import PDFForms
import PDFWriting

/// What a filled text or choice field shows, drawn by FormRender: its value shaped by Pango in the
/// PDF's own fonts (joined Arabic, Devanagari's conjuncts), at the field's size, right-aligned when it
/// reads right to left, a comb's characters one a cell; each an appearance stream of the document.
enum FieldAppearances {
    /// Each filled text or choice field's appearance object, by the field's index.
    static func make(_ fields: [PlacedField], font: FontSpec, text: PangoText, document: PDFDocumentBuilder, runFonts: RunFonts) -> [Int: Int] {
        var made: [Int: Int] = [:]
        for (index, placed) in fields.enumerated() {
            guard let value = placed.field.value, !value.isEmpty else { continue }
            let rect = placed.pdfRect
            let width = rect.x2 - rect.x1, height = rect.y2 - rect.y1
            guard width > 1, height > 1 else { continue }
            var spec = font
            var run: TextRun
            var frame: Rect
            switch placed.field.kind {
            case .text(let multiline, let maxLength, let comb):
                // The sizes `AcroFormWriter` gives the fields' `/DA`, so typing matches.
                spec.size = multiline ? 11 : comb ? 12 : 11
                spec.lineHeight = spec.size * 1.3
                run = TextRun(value, font: spec, color: Color(red: 0, green: 0, blue: 0), wrapping: multiline ? .wrap : .singleLine)
                if comb, let cells = maxLength, cells > 0 {
                    run.cellWidth = width / Double(cells)
                    frame = Rect(x: 0, y: (height - spec.lineHeight) / 2, width: width, height: spec.lineHeight)
                } else if multiline {
                    frame = Rect(x: 2, y: 2, width: width - 4, height: height - 4)
                } else {
                    frame = Rect(x: 2, y: (height - spec.lineHeight) / 2, width: width - 4, height: spec.lineHeight)
                }
            case .choice:
                spec.size = 11
                spec.lineHeight = spec.size * 1.3
                run = TextRun(value, font: spec, color: Color(red: 0, green: 0, blue: 0), wrapping: .singleLine)
                frame = Rect(x: 2, y: (height - spec.lineHeight) / 2, width: width - 4, height: spec.lineHeight)
            case .checkBox, .radio, .signature:
                continue
            }
            run.isRightToLeft = AcroFormWriter.isRightToLeft(value)
            let tree = LayoutTree(width: width, height: height,
                                  root: LayoutBox(role: "value", frame: Rect(x: 0, y: 0, width: width, height: height),
                                                  children: [LayoutBox(role: "text", frame: frame, textRun: run)]))
            let canvas = PDFCanvas(document: document, text: text, pageIndex: placed.page - 1, width: width, height: height, marksContent: false,
                                   runFonts: runFonts)
            BoxPainter(canvas: canvas, text: text).paint(tree)
            made[index] = document.appearance(content: canvas.finish(), width: width, height: height)
        }
        return made
    }
}
