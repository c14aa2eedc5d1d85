import BoxTree
import CCairoPango

/// The raster stage: styled box trees to images, PNG bytes and PDF bytes. It draws with the Pango
/// context of the measurer layout used, so what was measured is what is drawn. Not thread-safe; use
/// one per thread.
public final class Rasterizer {
    let text: PangoText

    public init(sharing measurer: PangoTextMeasurer) {
        self.text = measurer.text
    }

    public static let allowedScales = 1...3

    public func paint(_ tree: LayoutTree, scale: Int) throws -> RasterImage {
        guard !tree.isTruncated else { throw RasterError(description: tree.truncationMessage) }
        guard Rasterizer.allowedScales.contains(scale) else {
            throw RasterError(description: "scale \(scale) is not supported: expected 1, 2 or 3")
        }
        let image = try RasterImage(width: Int((tree.width * Double(scale)).rounded(.up)),
                                    height: Int((tree.height * Double(scale)).rounded(.up)), scale: scale)
        let cr = cairo_create(image.surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(scale), Double(scale))
        BoxPainter(cr: cr, text: text).paint(tree)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
            throw RasterError(description: "Cairo failed to draw: \(String(cString: cairo_status_to_string(cairo_status(cr))))")
        }
        return image
    }

    public func png(_ tree: LayoutTree, scale: Int) throws -> [UInt8] {
        try PNGEncoder.encode(try paint(tree, scale: scale))
    }

    /// One page per tree, in order.
    public func pdf(pages: [LayoutTree], title: String?) throws -> [UInt8] {
        if let truncated = pages.first(where: \.isTruncated) { throw RasterError(description: truncated.truncationMessage) }
        return try PDFWriter.write(pages, title: title, text: text)
    }

    public func pdf(_ tree: LayoutTree, title: String?) throws -> [UInt8] {
        try pdf(pages: [tree], title: title)
    }
}
