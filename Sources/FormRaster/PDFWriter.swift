import BoxTree
import CCairoPango
import PDFForms
import Foundation

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

/// Collects what Cairo's PDF surface writes.
private final class ByteSink {
    var bytes: [UInt8] = []
}

/// A vector PDF, one page per laid-out tree, each page the size of its tree (a form rendered whole is
/// one page; a paginating stage between layout and paint hands over one tree per page). Dates are
/// fixed so the same input gives the same bytes (Cairo 1.16 would otherwise write the current time),
/// and the producer is FormRender, not the Cairo of the machine.
enum PDFWriter {
    static let fixedDate = "2000-01-01T00:00:00Z"
    /// Acrobat's limit on a page side.
    static let maxSide = 14_400.0

    /// Every PDF is 1.4 on every Cairo: its cross-reference is a plain table and its objects are not
    /// packed into compressed streams (Cairo 1.18 does both for 1.5 and later), so the producer can be
    /// named in place and fields added afterwards.
    /// - Parameters:
    ///   - outline: bookmarks, each opening a page at a height.
    static func write(_ pages: [LayoutTree], title: String?, outline: [PagedLayout.OutlineEntry] = [],
                      placed: [[PlacedTree]] = [], text: PangoText) throws -> [UInt8] {
        try FontAccess.serialized { try writeSerialized(pages, title: title, outline: outline, placed: placed, text: text) }
    }

    private static func writeSerialized(_ pages: [LayoutTree], title: String?, outline: [PagedLayout.OutlineEntry],
                                        placed: [[PlacedTree]], text: PangoText) throws -> [UInt8] {
        guard let first = pages.first else { throw RasterError(description: "a PDF needs at least one page") }
        for page in pages where page.height > maxSide || page.width > maxSide {
            throw RasterError(description: "the page would be \(Int(page.width))×\(Int(page.height)) pt; PDF pages are at most \(Int(maxSide)) pt a side (print it on pages: --page a4)")
        }
        let sink = ByteSink()
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }
        let writeFunction: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        guard let surface = cairo_pdf_surface_create_for_stream(writeFunction, context.toOpaque(), first.width, first.height) else {
            throw RasterError(description: "Cairo could not create a PDF surface")
        }
        cairo_pdf_surface_restrict_to_version(surface, CAIRO_PDF_VERSION_1_4)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, fixedDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, fixedDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "FormRender")
        if let title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, ShownText.prepare(title)) }
        guard let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw RasterError(description: "Cairo could not draw on a PDF surface")
        }
        for (index, page) in pages.enumerated() {
            cairo_pdf_surface_set_size(surface, page.width, page.height)
            BoxPainter(cr: cr, text: text).paint(page)
            for picture in index < placed.count ? placed[index] : [] where picture.tree.width > 0 && picture.frame.width > 0 {
                // Vector, scaled to the frame's width and cut to the frame: its text stays text.
                cairo_save(cr)
                cairo_rectangle(cr, picture.frame.x, picture.frame.y, picture.frame.width, picture.frame.height)
                cairo_clip(cr)
                cairo_translate(cr, picture.frame.x, picture.frame.y)
                let scale = picture.frame.width / picture.tree.width
                cairo_scale(cr, scale, scale)
                BoxPainter(cr: cr, text: text).paint(picture.tree)
                cairo_restore(cr)
            }
            cairo_show_page(cr)
        }
        // The layouts kept from measuring the pages (and painting their repeated texts) have served.
        text.shaped.removeAll()
        for entry in outline where (1...pages.count).contains(entry.page) {
            let target = "page=\(entry.page) pos=[0 \(max(0, entry.y))]"
            _ = cairo_pdf_surface_add_outline(surface, CAIRO_PDF_OUTLINE_ROOT, ShownText.prepare(entry.title), target, cairo_pdf_outline_flags_t(0))
        }
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        let surfaceStatus = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS, surfaceStatus == CAIRO_STATUS_SUCCESS else {
            throw RasterError(description: "Cairo failed to write the PDF: \(String(cString: cairo_status_to_string(status == CAIRO_STATUS_SUCCESS ? surfaceStatus : status)))")
        }
        // Cairo 1.16 lists an object it never writes when a page has a link, and names a resource
        // drawn twice twice: mended in place, so the file checks clean.
        let mended = PDFRepair.blankingRepeatedResourceNames(PDFRepair.freeingUnwrittenObjects(sink.bytes))
        return PDFProducer.stamp(mended, producer: FormRenderVersion.producer)
    }
}
