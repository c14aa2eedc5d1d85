import BoxTree
import CCairoPango
import PDFForms
import PDFWriting

/// The characters a fillable PDF's fields are written and typed in, added to the document's fonts
/// before they are subset: every letter of each script the fields' values, labels and options use
/// (Latin always), and the ideographs they use, so a reader filling a field in Polish, Japanese,
/// Arabic or Hindi finds a glyph for each character in the PDF's own fonts.
struct FieldFonts {
    /// A script's letters, and one of them to find the font that draws it.
    struct Script {
        var sample: Unicode.Scalar
        var ranges: [ClosedRange<UInt32>]
        /// Ideographs: only those used are added (a CJK font has tens of thousands).
        var onlyUsed = false
    }

    static let scripts: [Script] = [
        Script(sample: "a", ranges: [0x20...0x7E, 0xA0...0x24F, 0x2010...0x2027, 0x20AC...0x20AC]),
        Script(sample: "α", ranges: [0x370...0x3FF]),
        Script(sample: "д", ranges: [0x400...0x4FF]),
        Script(sample: "א", ranges: [0x591...0x5F4]),
        Script(sample: "ب", ranges: [0x600...0x6FF, 0x750...0x77F]),
        Script(sample: "क", ranges: [0x900...0x97F]),
        Script(sample: "ก", ranges: [0xE01...0xE5B]),
        Script(sample: "あ", ranges: [0x3000...0x30FF, 0xFF01...0xFF9F]),
        Script(sample: "一", ranges: [0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF], onlyUsed: true),
    ]

    /// Adds the fields' characters to the fonts that draw them, in `font`'s family.
    static func prepare(_ fields: [PlacedField], font: FontSpec, text: PangoText, document: PDFDocumentBuilder) {
        var used = Set<UInt32>()
        for placed in fields {
            var words = [placed.field.value, placed.field.tooltip].compactMap { $0 }
            if case .choice(let options) = placed.field.kind { words += options }
            for word in words { for scalar in word.unicodeScalars { used.insert(scalar.value) } }
        }
        for script in scripts {
            let touched = script.sample == "a" || used.contains { value in script.ranges.contains { $0.contains(value) } }
            guard touched else { continue }
            // Each script's font also takes the space, digits and punctuation it has: a reader writes a
            // field's whole value in the one font its `/DA` names where it can.
            let common = (UInt32(0x20)...0x40).compactMap(Unicode.Scalar.init)
            let scalars: [Unicode.Scalar] = common + (script.onlyUsed
                ? used.sorted().filter { value in script.ranges.contains { $0.contains(value) } }.compactMap(Unicode.Scalar.init)
                : script.ranges.flatMap { $0 }.compactMap(Unicode.Scalar.init))
            guard let embedded = embeddedFont(drawing: script.sample, font: font, text: text, document: document) else { continue }
            embedded.addCharacters(scalars)
        }
    }

    /// The document's font for the face Pango draws `sample` in.
    private static func embeddedFont(drawing sample: Unicode.Scalar, font: FontSpec, text: PangoText,
                                     document: PDFDocumentBuilder) -> EmbeddedFont? {
        text.withLayout(String(sample), font: font, maxWidth: 1_000, wrapping: .singleLine) { layout -> EmbeddedFont? in
            guard let line = pango_layout_get_line_readonly(layout, 0), let run = line.pointee.runs,
                  let item = run.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let pangoFont = item.pointee.item?.pointee.analysis.font else { return nil }
            return PDFText.embeddedFont(pangoFont, document: document, text: text)
        }
    }

    /// The first value's font on the pages (the font a filled field is written in), at regular weight.
    /// Else any text's font.
    static func valueFont(on pages: [LayoutTree]) -> FontSpec? {
        firstFont(on: pages) { $0.fillable != nil || $0.role.rawValue == "value" } ?? firstFont(on: pages) { _ in true }
    }

    /// The font of the first box with text, in painting order, that `matches`.
    private static func firstFont(on pages: [LayoutTree], where matches: (LayoutBox) -> Bool) -> FontSpec? {
        func find(_ box: LayoutBox) -> FontSpec? {
            if let run = box.textRun, matches(box) { return run.font }
            for child in box.children { if let found = find(child) { return found } }
            return nil
        }
        for page in pages { if let found = find(page.root) { return found } }
        return nil
    }
}
