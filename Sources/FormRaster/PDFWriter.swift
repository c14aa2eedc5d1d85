import BoxTree
import PDFForms
import PDFWriting

/// A laid-out tree drawn on a page of another, scaled to fit `frame`'s width (a contact sheet's
/// picture of a form).
public struct PlacedTree: Sendable {
    public var tree: LayoutTree
    public var frame: Rect

    public init(tree: LayoutTree, frame: Rect) {
        self.tree = tree
        self.frame = frame
    }
}

/// A vector PDF written by FormRender's own writer (`PDFWriting`), one page per laid-out tree, each
/// page the size of its tree (a form rendered whole is one page; a paginating stage between layout and
/// paint hands over one tree per page). Tagged (PDF/UA-1), in the document's language, its fonts
/// subset once for the whole file; the same bytes for the same input on every machine.
enum PDFWriter {
    /// Acrobat's limit on a page side.
    static let maxSide = 14_400.0

    /// - Parameters:
    ///   - outline: bookmarks, each opening a page at a height.
    ///   - language: the document's language (BCP 47), for `/Lang`.
    ///   - fillable: add the pages' fillable boxes as AcroForm fields, written and typed in the
    ///     document's own fonts.
    static func write(_ pages: [LayoutTree], title: String?, language: String? = nil, outline: [PagedLayout.OutlineEntry] = [],
                      placed: [[PlacedTree]] = [], fillable: Bool = false, text: PangoText, tally: PaintTally = PaintTally()) throws -> [UInt8] {
        // Text is drawn from Pango's layouts and fonts, which are used under one lock (`paintText` takes
        // it); shapes, images, structure, subsetting the fonts, compressing and writing the file use
        // neither, so another worker may draw meanwhile.
        let drawn = try draw(pages, outline: outline, placed: placed, fillable: fillable, text: text, tally: tally)
        let document = drawn.document
        let bytes = document.finish(title: title.map(ShownText.prepare), language: language, producer: FormRenderVersion.producer,
                                    bookmarks: drawn.bookmarks)
        if let problem = document.fontErrors.first {
            throw RasterError(description: "a font could not be embedded in the PDF: \(problem)")
        }
        guard !drawn.fields.isEmpty else { return bytes }
        return try AcroFormWriter.addFields(drawn.fields, to: bytes, fonts: AcroFormWriter.FieldFonts(fonts: document.writtenFonts),
                                            appearances: drawn.appearances)
    }

    /// The pages drawn into a new document, and what the file's end needs: bookmarks, fields and
    /// their appearances.
    private static func draw(_ pages: [LayoutTree], outline: [PagedLayout.OutlineEntry], placed: [[PlacedTree]], fillable: Bool,
                             text: PangoText, tally: PaintTally) throws
        -> (document: PDFDocumentBuilder, bookmarks: [PDFDocumentBuilder.Bookmark], fields: [PlacedField], appearances: [Int: Int]) {
        guard !pages.isEmpty else { throw RasterError(description: "a PDF needs at least one page") }
        for page in pages where page.height > maxSide || page.width > maxSide {
            throw RasterError(description: "the page would be \(Int(page.width))×\(Int(page.height)) pt; PDF pages are at most \(Int(maxSide)) pt a side (print it on pages: --page a4)")
        }
        let document = PDFDocumentBuilder()
        let runFonts = RunFonts()
        for (index, page) in pages.enumerated() {
            let canvas = PDFCanvas(document: document, text: text, pageIndex: index, width: page.width, height: page.height, runFonts: runFonts)
            let painter = BoxPainter(canvas: canvas, text: text)
            painter.paint(page)
            tally.approximatedShadows += painter.shadowMasks.approximated
            for picture in index < placed.count ? placed[index] : [] where picture.tree.width > 0 && picture.frame.width > 0 {
                // Vector, scaled to the frame's width and cut to the frame: its text stays text.
                canvas.save()
                canvas.rectangle(picture.frame.x, picture.frame.y, picture.frame.width, picture.frame.height)
                canvas.clip()
                canvas.translate(picture.frame.x, picture.frame.y)
                let scale = picture.frame.width / picture.tree.width
                canvas.scale(scale, scale)
                BoxPainter(canvas: canvas, text: text).paint(picture.tree)
                canvas.restore()
            }
            document.addPage(width: page.width, height: page.height, content: canvas.finish(), links: canvas.links)
        }
        let fields = fillable ? PlacedField.collect(from: pages) : []
        var appearances: [Int: Int] = [:]
        if !fields.isEmpty, let font = FieldFonts.valueFont(on: pages) {
            var regular = font
            regular.weight = .regular
            regular.italic = false
            appearances = FontAccess.serialized {
                FieldFonts.prepare(fields, font: regular, text: text, document: document)
                return FieldAppearances.make(fields, font: regular, text: text, document: document, runFonts: runFonts)
            }
        }
        // The layouts kept from measuring the pages (and painting their repeated texts) have served;
        // those that may serve the next document stay.
        FontAccess.serialized { text.shaped.endDocument() }
        let bookmarks = outline.map { PDFDocumentBuilder.Bookmark(title: ShownText.prepare($0.title), page: $0.page - 1, top: $0.y) }
        return (document, bookmarks, fields, appearances)
    }
}
