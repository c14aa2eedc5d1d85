import BoxTree

/// Adds AcroForm fields to a finished PDF as an incremental update, leaving every byte Cairo wrote in
/// place: new widget annotations, each page again with its `/Annots`, a new catalog with `/AcroForm`,
/// and a cross-reference section and trailer pointing back at the original (`/Prev`).
///
/// Text fields (one line, several, or a comb of `MaxLen` cells) carry their value and let the reader
/// draw it (`/NeedAppearances`); check boxes and radio buttons carry drawn appearances for on and off,
/// so they show right in any reader; a radio group is one field whose kids are its options' boxes.
public enum AcroFormWriter {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Field flags (PDF 32000-1, 12.7.3.1, 12.7.4).
    enum Flag {
        static let readOnly = 1, required = 1 << 1
        static let multiline = 1 << 12, doNotScroll = 1 << 23, comb = 1 << 24
        static let noToggleToOff = 1 << 14, radio = 1 << 15
        static let combo = 1 << 17
    }

    /// The fonts a PDF already holds that its fields write in (`/DR`, `/DA`): each with the characters
    /// it has for typing. A field takes the one that has the most of its text's characters, so a
    /// Polish, Japanese, Arabic or Hindi value is drawn, and typed, in a font that has it.
    public struct FieldFonts: Sendable {
        public var fonts: [(name: String, object: Int, typable: Set<UInt32>)]

        public init(fonts: [(name: String, object: Int, typable: Set<UInt32>)]) {
            self.fonts = fonts
        }

        func name(for text: String) -> String? {
            let scalars = text.unicodeScalars.filter { $0.value > 0x20 }
            var best: (name: String, count: Int)?
            for font in fonts where !font.typable.isEmpty {
                let count = scalars.filter { font.typable.contains($0.value) }.count
                if count > (best?.count ?? -1) { best = (font.name, count) }
            }
            return best?.name
        }
    }

    /// - Parameters:
    ///   - fonts: the fonts of the PDF the fields write in; without them, Helvetica (Latin-1 only).
    ///   - appearances: the appearance stream (an object of the PDF) drawing each filled text or choice
    ///     field's value, by the field's index; a reader then shows the value as FormRender drew it
    ///     (shaped, in its script's font), and regenerates only what it changes.
    public static func addFields(_ fields: [PlacedField], to pdf: [UInt8], fonts: FieldFonts? = nil,
                                 appearances: [Int: Int] = [:]) throws -> [UInt8] {
        guard !fields.isEmpty else { return pdf }
        do {
            return try update(try PDFFile(pdf), with: fields, fonts: fonts, drawnValues: appearances)
        } catch let error as PDFFile.Malformed {
            throw Failure(description: "cannot add form fields: \(error)")
        }
    }

    /// Whether text reads right to left: its first letter of a strong direction is Hebrew, Arabic,
    /// Syriac, Thaana or N'Ko, or one of their presentation forms.
    public static func isRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value) { return true }
            if scalar.properties.isAlphabetic { return false }
        }
        return false
    }

    private static func update(_ file: PDFFile, with fields: [PlacedField], fonts: FieldFonts?, drawnValues: [Int: Int]) throws -> [UInt8] {
        let pages = try file.pages()
        var objects = ObjectTable(next: file.size)

        let helvetica = fonts == nil ? objects.add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>") : 0
        let zapf = objects.add("<< /Type /Font /Subtype /Type1 /BaseFont /ZapfDingbats >>")
        /// `/DA` for a field of `text`, and its quadding (2: right, for right-to-left text).
        func appearance(_ text: String, size: Int) -> (String, Int) {
            let font = fonts?.name(for: text).map { "/" + $0 } ?? "/Helv"
            return ("(\(font) \(size) Tf 0 g)", isRightToLeft(text) ? 2 : 0)
        }
        var annotations: [Int: [Int]] = [:]
        var topFields: [Int] = []
        var groups: [String: (parent: Int, kids: [Int], value: String?, first: PlacedField)] = [:]
        var groupOrder: [String] = []
        var made: [Appearance: (on: Int, off: Int)] = [:]
        var names = FieldNames()
        var groupNames: [String: String] = [:]
        var groupOptions: [String: [String]] = [:]
        for placed in fields { if case .radio(let option, _) = placed.field.kind { groupOptions[placed.field.name, default: []].append(option) } }
        let states = groupOptions.mapValues(ExportStates.init(options:))

        var drawnByReader = false
        for (index, placed) in fields.enumerated() {
            let drawn = drawnValues[index].map { " /AP << /N \($0) 0 R >>" } ?? ""
            guard placed.page >= 1, placed.page <= pages.count else {
                throw Failure(description: "field '\(placed.field.name)' is on page \(placed.page) of \(pages.count)")
            }
            let page = pages[placed.page - 1]
            let field = placed.field
            let common = "/Type /Annot /Subtype /Widget /Rect \(placed.rect) /P \(page) 0 R /F 4"
            switch field.kind {
            case .radio(let option, _):
                if groups[field.name] == nil {
                    groups[field.name] = (objects.reserve(), [], nil, placed)
                    groupNames[field.name] = names.claim(field.name)
                    groupOrder.append(field.name)
                }
                guard let group = groups[field.name] else { continue }
                let state = states[field.name]?.names[group.kids.count] ?? option
                let on = PDFText.name(state)
                // The value ticks one button, the first of its option.
                let isOn = field.value == option && group.value == nil
                let parent = group.parent
                let look = appearances(on: on, size: placed.frame, mark: .dot, objects: &objects, made: &made)
                let kid = objects.add("<< \(common) /Parent \(parent) 0 R /AS \(isOn ? on : "/Off") /AP << /N \(look) >> /MK << /CA (l) >> >>")
                groups[field.name]?.kids.append(kid)
                if isOn { groups[field.name]?.value = state }
                annotations[page, default: []].append(kid)
            case .checkBox:
                let isOn = field.value == "true"
                let look = appearances(on: "/Yes", size: placed.frame, mark: .tick, objects: &objects, made: &made)
                let widget = objects.add("<< \(common) /FT /Btn /T \(PDFText.string(names.claim(field.name)))\(tooltip(field)) /Ff \(flags(field)) /V \(isOn ? "/Yes" : "/Off") /AS \(isOn ? "/Yes" : "/Off") /AP << /N \(look) >> /MK << /CA (4) >> /DA (/ZaDb 0 Tf 0 g) >>")
                annotations[page, default: []].append(widget)
                topFields.append(widget)
            case .text(let multiline, let maxLength, let comb):
                var flag = flags(field) | (multiline ? Flag.multiline : 0)
                if comb, maxLength != nil { flag |= Flag.comb | Flag.doNotScroll }
                let size = multiline ? 11 : comb ? 12 : 11
                let max = maxLength.map { " /MaxLen \($0)" } ?? ""
                let value = field.value.map { " /V \(PDFText.string($0))" } ?? ""
                let (da, quadding) = appearance((field.value ?? "") + (field.tooltip ?? ""), size: size)
                if field.value?.isEmpty == false, drawn.isEmpty { drawnByReader = true }
                let widget = objects.add("<< \(common) /FT /Tx /T \(PDFText.string(names.claim(field.name)))\(tooltip(field)) /Ff \(flag)\(max)\(value) /DA \(da) /Q \(quadding)\(drawn) >>")
                annotations[page, default: []].append(widget)
                topFields.append(widget)
            case .signature:
                // Signed in a reader; nothing to start with (a signature's value is the signing itself).
                let widget = objects.add("<< \(common) /FT /Sig /T \(PDFText.string(names.claim(field.name)))\(tooltip(field)) /Ff \(flags(field)) >>")
                annotations[page, default: []].append(widget)
                topFields.append(widget)
            case .choice(let options):
                let list = options.map(PDFText.string).joined(separator: " ")
                let value = field.value.map { " /V \(PDFText.string($0))" } ?? ""
                let (da, quadding) = appearance(options.joined(separator: " ") + (field.tooltip ?? ""), size: 11)
                if field.value?.isEmpty == false, drawn.isEmpty { drawnByReader = true }
                let widget = objects.add("<< \(common) /FT /Ch /T \(PDFText.string(names.claim(field.name)))\(tooltip(field)) /Ff \(flags(field) | Flag.combo) /Opt [\(list)]\(value) /DA \(da) /Q \(quadding)\(drawn) >>")
                annotations[page, default: []].append(widget)
                topFields.append(widget)
            }
        }
        for name in groupOrder {
            guard let group = groups[name] else { continue }
            let value = group.value.map { PDFText.name($0) } ?? "/Off"
            let kids = group.kids.map { "\($0) 0 R" }.joined(separator: " ")
            let options = states[name]?.listed.map { " /Opt [\($0.map(PDFText.string).joined(separator: " "))]" } ?? ""
            objects.set(group.parent, "<< /FT /Btn /T \(PDFText.string(groupNames[name] ?? name))\(tooltip(group.first.field)) /Ff \(flags(group.first.field) | Flag.radio | Flag.noToggleToOff)\(options) /V \(value) /Kids [\(kids)] >>")
            topFields.append(group.parent)
        }

        // Each page with annotations, again, with them in `/Annots`.
        for page in pages {
            guard let added = annotations[page] else { continue }
            objects.set(page, try pageWithAnnotations(page, added: added, file: file))
        }
        let catalogRange = try file.dictionary(of: file.root)
        var catalog = PDFSyntax.text(file.bytes, catalogRange.lowerBound..<catalogRange.upperBound - 2)
        guard PDFSyntax.valueStart(of: "/AcroForm", in: file.bytes, dictionary: catalogRange) == nil else {
            throw Failure(description: "the PDF already has a form (/AcroForm)")
        }
        let fieldList = topFields.map { "\($0) 0 R" }.joined(separator: " ")
        let resources = fonts.map { $0.fonts.map { "/\($0.name) \($0.object) 0 R" }.joined(separator: " ") } ?? "/Helv \(helvetica) 0 R"
        let defaultFont = fonts?.fonts.first { !$0.typable.isEmpty }.map { "/" + $0.name } ?? "/Helv"
        // A reader draws the values FormRender did not (with Helvetica, every value).
        let needsReader = fonts == nil || drawnByReader
        catalog += " /AcroForm << /Fields [\(fieldList)] /NeedAppearances \(needsReader) /DA (\(defaultFont) 0 Tf 0 g) /DR << /Font << \(resources) /ZaDb \(zapf) 0 R >> >> >> >>"
        let newRoot = objects.add(catalog)
        return objects.appendUpdate(to: file, root: newRoot)
    }

    private static func flags(_ field: FillableField) -> Int {
        (field.isReadOnly ? Flag.readOnly : 0) | (field.isRequired ? Flag.required : 0)
    }

    private static func tooltip(_ field: FillableField) -> String {
        field.tooltip.map { " /TU \(PDFText.string($0))" } ?? ""
    }

    /// The page's dictionary with `added` joined to its `/Annots` (inline or by reference), or a new one.
    private static func pageWithAnnotations(_ page: Int, added: [Int], file: PDFFile) throws -> String {
        let range = try file.dictionary(of: page)
        let bytes = file.bytes
        let refs = added.map { "\($0) 0 R" }.joined(separator: " ")
        if let array = PDFSyntax.arrayValue(of: "/Annots", in: bytes, dictionary: range) {
            return PDFSyntax.text(bytes, range.lowerBound..<array.upperBound - 1) + " " + refs + "]"
                + PDFSyntax.text(bytes, array.upperBound..<range.upperBound)
        }
        if let existing = PDFSyntax.referenceValue(of: "/Annots", in: bytes, dictionary: range) {
            // An indirect array: its entries join ours in a new inline one.
            guard let offset = file.offsets[existing], let open = PDFSyntax.index(of: "[", in: bytes, from: offset),
                  let array = PDFSyntax.dictionary(in: bytes, at: open) else {
                throw Failure(description: "page object \(page)'s /Annots \(existing) 0 R is not an array")
            }
            let old = PDFSyntax.references(in: bytes, array).map { "\($0) 0 R" }.joined(separator: " ")
            guard let start = PDFSyntax.valueStart(of: "/Annots", in: bytes, dictionary: range),
                  let end = PDFSyntax.index(of: "R", in: bytes, from: start) else {
                throw Failure(description: "page object \(page)'s /Annots is unreadable")
            }
            return PDFSyntax.text(bytes, range.lowerBound..<start) + "[\(old) \(refs)]" + PDFSyntax.text(bytes, end + 1..<range.upperBound)
        }
        return PDFSyntax.text(bytes, range.lowerBound..<range.upperBound - 2) + " /Annots [\(refs)] >>"
    }

    enum Mark { case tick, dot }

    /// The appearance streams of one size of box, shared by every widget of that size.
    struct Appearance: Hashable {
        var mark: Mark
        var width: Double
        var height: Double
    }

    /// `<< /on N 0 R /Off M 0 R >>`: a drawn tick or dot for on, nothing for off; the streams are
    /// written once for each mark and size (a form's tick boxes are all one size).
    private static func appearances(on: String, size frame: Rect, mark: Mark, objects: inout ObjectTable,
                                    made: inout [Appearance: (on: Int, off: Int)]) -> String {
        let key = Appearance(mark: mark, width: frame.width, height: frame.height)
        if let streams = made[key] { return "<< \(on) \(streams.on) 0 R /Off \(streams.off) 0 R >>" }
        let w = frame.width, h = frame.height
        let n = PDFText.number
        let drawing: String
        switch mark {
        case .tick:
            drawing = "0.11 0.11 0.12 RG \(n(max(0.8, w * 0.12))) w 1 J 1 j \(n(w * 0.22)) \(n(h * 0.52)) m \(n(w * 0.42)) \(n(h * 0.3)) l \(n(w * 0.78)) \(n(h * 0.74)) l S"
        case .dot:
            // A circle of four Bézier arcs, each point's coordinates written as PDFText.number writes them.
            let r = min(w, h) * 0.28, cx = w / 2, cy = h / 2, k = r * 0.5523
            func coordinates(_ values: [Double]) -> String { values.map(n).joined(separator: " ") }
            drawing = "0.11 0.11 0.12 rg " + coordinates([cx + r, cy]) + " m "
                + coordinates([cx + r, cy + k, cx + k, cy + r, cx, cy + r]) + " c "
                + coordinates([cx - k, cy + r, cx - r, cy + k, cx - r, cy]) + " c "
                + coordinates([cx - r, cy - k, cx - k, cy - r, cx, cy - r]) + " c "
                + coordinates([cx + k, cy - r, cx + r, cy - k, cx + r, cy]) + " c f"
        }
        let box = "/BBox [0 0 \(n(w)) \(n(h))]"
        let streams = (on: objects.addStream("<< /Type /XObject /Subtype /Form \(box) /Resources << >>", drawing),
                       off: objects.addStream("<< /Type /XObject /Subtype /Form \(box) /Resources << >>", ""))
        made[key] = streams
        return "<< \(on) \(streams.on) 0 R /Off \(streams.off) 0 R >>"
    }
}
