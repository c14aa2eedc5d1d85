import CCairoPango
import PDFWriting

/// Each Pango font a document's text runs were shaped in (one a face and size), with its document font
/// and size: looked up once a document rather than once a run. Each is referenced while kept, so its
/// address stays its own. Used from text painting, under `FontAccess`.
final class RunFonts {
    private var fonts: [UnsafeMutablePointer<PangoFont>: (font: EmbeddedFont?, size: Double)] = [:]

    func font(_ font: UnsafeMutablePointer<PangoFont>, document: PDFDocumentBuilder, text: PangoText) -> (font: EmbeddedFont?, size: Double) {
        if let known = fonts[font] { return known }
        let found = (PDFText.embeddedFont(font, document: document, text: text), PangoText.size(of: font))
        g_object_ref(font)
        fonts[font] = found
        return found
    }

    deinit {
        FontAccess.serialized { for font in fonts.keys { g_object_unref(font) } }
    }
}
