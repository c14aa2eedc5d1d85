import BoxTree
import CCairoPango

/// Collects what Cairo's PDF surface writes.
private final class ByteSink {
    var bytes: [UInt8] = []
}

/// A vector PDF, one page per laid-out tree, each page the size of its tree (a form rendered whole is
/// one page; a paginating stage between layout and paint hands over one tree per page). Dates are
/// fixed so the same input gives the same bytes (Cairo 1.16 would otherwise write the current time).
enum PDFWriter {
    static let fixedDate = "2000-01-01T00:00:00Z"
    /// Acrobat's limit on a page side.
    static let maxSide = 14_400.0

    static func write(_ pages: [LayoutTree], title: String?, text: PangoText) throws -> [UInt8] {
        guard let first = pages.first else { throw RasterError(description: "a PDF needs at least one page") }
        for page in pages where page.height > maxSide || page.width > maxSide {
            throw RasterError(description: "the page would be \(Int(page.width))×\(Int(page.height)) pt; PDF pages are at most \(Int(maxSide)) pt a side (paged output comes later)")
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
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, fixedDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, fixedDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "FormRender")
        if let title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, ShownText.prepare(title)) }
        guard let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw RasterError(description: "Cairo could not draw on a PDF surface")
        }
        for page in pages {
            cairo_pdf_surface_set_size(surface, page.width, page.height)
            BoxPainter(cr: cr, text: text).paint(page)
            text.shaped.removeAll()
            cairo_show_page(cr)
        }
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        let surfaceStatus = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS, surfaceStatus == CAIRO_STATUS_SUCCESS else {
            throw RasterError(description: "Cairo failed to write the PDF: \(String(cString: cairo_status_to_string(status == CAIRO_STATUS_SUCCESS ? surfaceStatus : status)))")
        }
        return sink.bytes
    }
}
