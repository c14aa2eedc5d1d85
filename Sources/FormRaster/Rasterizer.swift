import BoxTree
import CCairoPango
import PNGCodec
import FormSupport

/// The raster stage: styled box trees to images, PNG bytes and PDF bytes. It draws with the Pango
/// context of the measurer layout used, so what was measured is what is drawn. Not thread-safe; use
/// one per thread.
public final class Rasterizer {
    let text: PangoText
    /// What the drawings since its last reset drew otherwise than asked.
    public let tally = PaintTally()

    public init(sharing measurer: PangoTextMeasurer) {
        self.text = measurer.text
    }

    /// Pixels per point an image may have: the one list every check and message reads.
    public static let allowedScales = 1...3
    /// The allowed scales as a sentence says them ("1, 2 or 3").
    public static var allowedScalesText: String {
        let all = allowedScales.map(String.init)
        return all.dropLast().joined(separator: ", ") + " or " + all[all.count - 1]
    }

    /// Draws in `body` the PDF and images of one document (a paged form's): a text they share, a long
    /// value sliced over pages, is laid out once for all of them, not again for each.
    public func drawingOneDocument<T>(_ body: () throws -> T) rethrows -> T {
        FontAccess.serialized { text.shaped.holdDocument() }
        defer { FontAccess.serialized { text.shaped.releaseDocument() } }
        return try body()
    }

    /// Fonts are used under `FontAccess`'s lock; the caller's encoding of the image is not. The
    /// image's memory is reserved while it is painted (`withImageMemory`).
    public func paint(_ tree: LayoutTree, scale: Int) throws -> PixelImage {
        try withImageMemory(tree, scale: scale) { try paintHoldingMemory(tree, scale: scale) }
    }

    private func paintHoldingMemory(_ tree: LayoutTree, scale: Int) throws -> PixelImage {
        try FontAccess.serialized { try paintSerialized(tree, scale: scale) }
    }

    /// The most bytes a pixel costs while its image is painted and encoded: its own four, its filtered
    /// row's four, and its share of the compressed stream.
    public static let bytesPerPixelDrawn = 10

    /// Runs `body` (painting the tree's image, and encoding it) with the memory that takes reserved
    /// (`MemoryBudget`): several drawings never ask for more together than there is, and one that
    /// cannot have it is an error, not a stopped process. Taken before the fonts' lock, which a
    /// drawing waiting for memory must not hold.
    public func withImageMemory<T>(_ tree: LayoutTree, scale: Int, _ body: () throws -> T) throws -> T {
        let memory = try imageMemory(tree, scale: scale)
        defer { memory.release() }
        return try body()
    }

    /// Paints the tree, and gives back its image with the image's memory still held: the caller
    /// encodes it (on another thread, say) and then releases the hold.
    public func paintHoldingImageMemory(_ tree: LayoutTree, scale: Int) throws -> (image: PixelImage, memory: MemoryHold) {
        let memory = try imageMemory(tree, scale: scale)
        do {
            return (try paintHoldingMemory(tree, scale: scale), memory)
        } catch {
            memory.release()
            throw error
        }
    }

    /// The memory of the tree's image, held; or the error that says it cannot be had. An image too
    /// large to be made holds nothing: painting refuses it with its own error.
    private func imageMemory(_ tree: LayoutTree, scale: Int) throws -> MemoryHold {
        let width = Int((tree.width * Double(max(1, scale))).rounded(.up)), height = Int((tree.height * Double(max(1, scale))).rounded(.up))
        guard width > 0, height > 0, width <= RasterImage.maxSide, height <= RasterImage.maxSide else { return .nothing }
        let bytes = width * height * Rasterizer.bytesPerPixelDrawn
        do {
            return try MemoryBudget.shared.hold(bytes)
        } catch is MemoryBudget.Shortage {
            throw RasterError(description: "the image would be \(width)×\(height) px, and drawing and encoding it takes about \(MemoryBudget.describe(bytes)) of memory, more than can be had now\(MemoryBudget.limitNote): use a smaller --width or --scale, or fewer fields")
        }
    }

    private func paintSerialized(_ tree: LayoutTree, scale: Int) throws -> PixelImage {
        guard !tree.isTruncated else { throw RasterError(description: tree.truncationMessage) }
        guard Rasterizer.allowedScales.contains(scale) else {
            throw RasterError(description: "scale \(scale) is not supported: expected \(Rasterizer.allowedScalesText)")
        }
        let width = Int((tree.width * Double(scale)).rounded(.up)), height = Int((tree.height * Double(scale)).rounded(.up))
        try RasterImage.checkSize(width: width, height: height)
        // Cairo draws straight into the image's buffer, which must have no padding between rows.
        let stride = width * 4
        guard cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(width)) == Int32(stride) else {
            throw RasterError(description: "Cairo wants rows of \(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(width))) bytes for a \(width) px wide image, not \(stride)")
        }
        // Zeroed, as Cairo's own surfaces are, unless the page's opaque fill is sure to cover every pixel
        // (a big page's memset is a tenth of its paint).
        let pageCovers = Rasterizer.pageCoversEveryPixel(tree, scale: Double(scale))
        var pixels = pageCovers
            ? [UInt8](unsafeUninitializedCapacity: stride * height) { _, initialized in initialized = stride * height }
            : [UInt8](repeating: 0, count: stride * height)
        try pixels.withUnsafeMutableBytes { buffer in
            guard let data = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self),
                  let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_RGB24, Int32(width), Int32(height), Int32(stride)) else {
                throw RasterError(description: "Cairo could not allocate a \(width)×\(height) image")
            }
            // The surface must be gone before the buffer is: everything happens inside this closure.
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
                throw RasterError(description: "Cairo could not allocate a \(width)×\(height) image")
            }
            defer { cairo_destroy(cr) }
            cairo_scale(cr, Double(scale), Double(scale))
            // An opaque image has nothing behind the page: where the page is not opaque it lies on white,
            // as a PDF page does in every viewer, not on the buffer's black.
            // So does a page whose edge falls inside a pixel (A4 is 595.276 pt wide): the last column is white.
            if (tree.root.style.fill?.alpha ?? 0) < 1 || !pageCovers {
                cairo_set_source_rgb(cr, 1, 1, 1)
                cairo_paint(cr)
            }
            let painter = BoxPainter(cr: cr, text: text)
            painter.paint(tree)
            tally.approximatedShadows += painter.shadowMasks.approximated
            // The layouts kept from measuring this tree have served; those the next may use stay.
            text.shaped.endDocument()
            guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
                throw RasterError(description: "Cairo failed to draw: \(String(cString: cairo_status_to_string(cairo_status(cr))))")
            }
            cairo_surface_flush(surface)
        }
        return PixelImage(width: width, height: height, layout: .xrgb32, pixels: pixels, scale: scale)
    }

    /// The root is an opaque, square-cornered, unfaded rectangle over the whole page, whose edges fall on
    /// whole pixels: its fill sets every pixel, whatever was there before.
    static func pageCoversEveryPixel(_ tree: LayoutTree, scale: Double) -> Bool {
        let style = tree.root.style
        let wholePixels = (tree.width * scale).rounded() == tree.width * scale && (tree.height * scale).rounded() == tree.height * scale
        return wholePixels && (style.fill?.alpha ?? 0) >= 1 && style.opacity >= 1 && style.radii.isZero && style.shape == .roundedRect
            && style.decorationOutsets == .zero && tree.root.frame == Rect(x: 0, y: 0, width: tree.width, height: tree.height)
    }

    public func png(_ tree: LayoutTree, scale: Int) throws -> [UInt8] {
        try withImageMemory(tree, scale: scale) { try PNGEncoder.encode(try paintHoldingMemory(tree, scale: scale)) }
    }

    /// One page per tree, in order.
    public func pdf(pages: [LayoutTree], title: String?, language: String? = nil) throws -> [UInt8] {
        if let truncated = pages.first(where: \.isTruncated) { throw RasterError(description: truncated.truncationMessage) }
        return try PDFWriter.write(pages, title: title, language: language, text: text, tally: tally)
    }

    /// Pages that each show other laid-out trees, scaled (a contact sheet): each page's own boxes,
    /// then its placed trees, as vectors.
    public func pdf(pages: [LayoutTree], placed: [[PlacedTree]], title: String?, language: String? = nil) throws -> [UInt8] {
        if let truncated = (pages + placed.flatMap { $0.map(\.tree) }).first(where: \.isTruncated) {
            throw RasterError(description: truncated.truncationMessage)
        }
        return try PDFWriter.write(pages, title: title, language: language, placed: placed, text: text, tally: tally)
    }

    /// A paged document: its pages, with its outline as bookmarks.
    /// - Parameter fillable: with AcroForm fields at the pages' fillable boxes.
    public func pdf(_ paged: PagedLayout, title: String?, language: String? = nil, fillable: Bool = false) throws -> [UInt8] {
        try PDFWriter.write(paged.pages, title: title, language: language, outline: paged.outline, fillable: fillable, text: text, tally: tally)
    }

    /// The tallest PDF page, in points.
    public static let maxPageSide = PDFWriter.maxSide

    public func pdf(_ tree: LayoutTree, title: String?, language: String? = nil) throws -> [UInt8] {
        try pdf(pages: [tree], title: title, language: language)
    }
}
