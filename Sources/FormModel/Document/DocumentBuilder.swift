import FormSupport
/// Resolves fields, hints, sections and values into a `FormDocument`.
///
/// Section precedence: the form file's `sections`, then the hints' `_sections`, then one default
/// section with every field. Missing ids are warned about and skipped; fields no section lists are
/// collected into a final untitled section, so nothing is silently lost.
public struct DocumentBuilder {
    /// A field as a form file or an Items item declares it, before hints and values are applied.
    public struct FieldSource: Equatable, Sendable {
        public var id: String
        public var label: String?
        public var kindSpelling: String?
        public var isRequired: Bool?
        public var placeholder: String?
        public var options: [String]?
        public var isClearable: Bool?
        public var isEditable: Bool?
        public var isHidden: Bool?
        /// A form file's own `cells` (paper), over the model's.
        public var cells: String?
        /// A form file's own table (`columns`, `rows`), over the model's.
        public var table: TableSpec?
        /// A form file's own width and length hints, over the model's.
        public var lengths: LengthHints
        public var location: SourceLocation

        public init(id: String, label: String? = nil, kindSpelling: String? = nil, isRequired: Bool? = nil,
                    placeholder: String? = nil, options: [String]? = nil, isClearable: Bool? = nil,
                    isEditable: Bool? = nil, isHidden: Bool? = nil, lengths: LengthHints = LengthHints(), location: SourceLocation) {
            self.id = id
            self.label = label
            self.kindSpelling = kindSpelling
            self.isRequired = isRequired
            self.placeholder = placeholder
            self.options = options
            self.isClearable = isClearable
            self.isEditable = isEditable
            self.isHidden = isHidden
            self.lengths = lengths
            self.location = location
        }
    }

    public var name: String
    public var title: String?
    public var fields: [FieldSource]
    public var hints: HintsFile?
    public var sections: [SectionSpec]?
    public var values: [String: String]
    /// Field states by id (from a variant).
    public var states: [String: FieldState] = [:]
    /// Sections a variant collapses (true) or expands (false), over their own `isCollapsed`.
    public var collapse: [String: Bool] = [:]
    public var locale = FormDocument.defaultLocale
    /// `direction` as the form file says it (nil: from the locale).
    public var isRightToLeft: Bool?
    public var footer: String?
    /// Draw the fields as SixLayer's form view does (a hints file rendered on its own): its kinds for
    /// `fieldType`, its placeholders, the caption under an optional, multiple-value or defaulted
    /// field, and only the fields its sections list.
    public var drawsLikeSixLayer = false

    public init(name: String, title: String?, fields: [FieldSource], hints: HintsFile?,
                sections: [SectionSpec]?, values: [String: String]) {
        self.name = name
        self.title = title
        self.fields = fields
        self.hints = hints
        self.sections = sections
        self.values = values
    }

    public func build(warnings: inout WarningLog) -> FormDocument {
        var resolved: [String: Field] = [:]
        var order: [String] = []
        // One look-up table, not a scan of the hints per field (files may hold 2000 fields).
        let hintsByID = Dictionary(self.hints?.fields.map { ($0.id, $0.hints) } ?? [], uniquingKeysWith: { first, _ in first })
        for source in fields {
            let hints = hintsByID[source.id] ?? FieldHints()
            if source.isHidden ?? hints.isHidden { continue }
            resolved[source.id] = resolveField(source, hints: hints, warnings: &warnings)
            order.append(source.id)
        }
        let hiddenIDs = Set(fields.map(\.id)).subtracting(order)

        guard let specs = sections ?? hints?.sections, !specs.isEmpty else {
            var all = order.compactMap { resolved[$0] }
            var style = LayoutStyle.vertical
            if drawsLikeSixLayer {
                // SixLayer's IntelligentFormView: its priority order and its adaptive layout.
                all = DocumentBuilder.sixLayerOrder(all)
                style = .adaptive
                if all.isEmpty, let file = hints?.path {
                    warnings.add("no field to show: the file has none, or every one is hidden", at: SourceLocation(file: file))
                }
            }
            return FormDocument(name: name, title: title, sections: [Section(id: "default", title: nil, style: style, fields: all)], locale: locale,
                                footer: footer, isRightToLeft: isRightToLeft)
        }

        var placed = Set<String>()
        var built: [Section] = []
        for spec in specs {
            let missing = spec.fields.filter { resolved[$0] == nil && !hiddenIDs.contains($0) }
            if !missing.isEmpty {
                warnings.add("Section '\(spec.id)' references fields that don't exist: \(listed(missing))", at: spec.location)
            }
            var sectionFields: [Field] = []
            var repeated: [String] = []
            var listedHere = Set<String>()
            for id in spec.fields {
                guard let field = resolved[id] else { continue }
                if placed.contains(id) {
                    repeated.append(listedHere.contains(id) ? "'\(id)' (listed twice here)" : "'\(id)'")
                    continue
                }
                placed.insert(id)
                listedHere.insert(id)
                sectionFields.append(field)
            }
            // One line per section, however many it repeats. SixLayer would draw a field again each
            // time it is listed; a form has one field of an id (one value, one PDF form field).
            if !repeated.isEmpty {
                warnings.add("Section '\(spec.id)' lists \(repeated.count == 1 ? "a field already shown" : "fields already shown"): \(listed(repeated)); drawn once, where first listed (SixLayer would draw \(repeated.count == 1 ? "it" : "them") again)",
                             at: spec.location)
            }
            if spec.isCollapsed && !spec.isCollapsible {
                warnings.add("Section '\(spec.id)' sets isCollapsed without isCollapsible: true; shown expanded", at: spec.location)
            }
            // A variant may collapse any titled section (it becomes collapsible) or expand it.
            let collapsed = collapse[spec.id] ?? (spec.isCollapsible && spec.isCollapsed)
            var section = Section(id: spec.id, title: spec.title, description: spec.description, style: spec.layoutStyle,
                                  isCollapsible: spec.isCollapsible || collapsed, isCollapsed: collapsed, fields: sectionFields)
            section.keepTogether = spec.keepTogether
            let listed = Set(sectionFields.map(\.id))
            section.rows = spec.rows.map { row in row.filter { cell in
                if listed.contains(cell.id) { return true }
                warnings.add("section '\(spec.id)': its rows name '\(cell.id)', which is not one of its fields; left out of the row", at: spec.location)
                return false
            } }.filter { !$0.isEmpty }
            built.append(section)
        }
        let leftovers = order.filter { !placed.contains($0) }
        if drawsLikeSixLayer && !leftovers.isEmpty, let location = specs.last?.location {
            // SixLayer's SectionBuilder shows only the fields its sections list.
            warnings.add("fields no section lists are not shown, as SixLayer shows only the fields its sections list: \(listed(leftovers))",
                         at: SourceLocation(file: location.file))
        } else if !leftovers.isEmpty, let location = specs.last?.location {
            warnings.add("fields no section lists are shown in a final untitled section: \(listed(leftovers))",
                         at: SourceLocation(file: location.file))
            built.append(Section(id: "unsectioned", title: nil, fields: leftovers.compactMap { resolved[$0] }))
        }
        return FormDocument(name: name, title: title, sections: built, locale: locale, footer: footer, isRightToLeft: isRightToLeft)
    }

    /// Ids for a warning: the first 20, then how many more, so that one line stays readable.
    func listed(_ ids: [String]) -> String {
        ids.count <= 20 ? ids.joined(separator: ", ") : ids.prefix(20).joined(separator: ", ") + " and \(ids.count - 20) more"
    }

    private func resolveField(_ source: FieldSource, hints modelHints: FieldHints, warnings: inout WarningLog) -> Field {
        var hints = modelHints
        source.lengths.apply(to: &hints)
        let sixLayer = drawsLikeSixLayer && source.kindSpelling == nil
        let kind = sixLayer ? sixLayerKind(source, hints: hints, warnings: &warnings) : formKind(source, hints: hints, warnings: &warnings)
        let labelled = source.options == nil ? hints.options ?? [] : source.options!.map { PickerOption(value: $0, label: $0) }
        var value = values[source.id] ?? hints.defaultValue
        let isSixLayerPicker = kind == .picker && sixLayer && hints.isSixLayerPicker
        if isSixLayerPicker, let chosen = labelled.first(where: { $0.value == value }) ?? labelled.first(where: { $0.label == value }) {
            // SixLayer's picker shows the chosen option's label.
            value = chosen.label
        } else if isSixLayerPicker {
            value = nil
        }
        let required = source.isRequired ?? hints.isRequired ?? hints.isOptional.map { !$0 } ?? false
        var field = Field(
            id: source.id,
            label: source.label ?? hints.metadata("label") ?? readableLabel(fromID: source.id),
            kind: kind,
            isRequired: required,
            isEditable: source.isEditable ?? hints.isEditable,
            placeholder: source.placeholder ?? hints.metadata("placeholder") ?? (sixLayer ? sixLayerPlaceholder(source.id, hints: hints, kind: kind) : nil),
            value: value,
            options: labelled.map(\.label),
            isClearable: source.isClearable ?? hints.isClearable,
            state: states[source.id] ?? FieldState(),
            preferredWidth: preferredWidth(hints),
            counter: hints.showCharacterCounter ? CharacterCounter(limit: hints.maxLength) : nil,
            maxLength: hints.maxLength,
            expectedLength: hints.expectedLength,
            caption: sixLayer ? sixLayerCaption(hints) : nil,
            selectsFirstOption: isSixLayerPicker)
        if let table = source.table ?? hints.table {
            field.table = table
            let prefix = source.id + "."
            for (key, text) in values where key.hasPrefix(prefix) { field.tableValues[String(key.dropFirst(prefix.count))] = text }
        }
        if let spelling = source.cells ?? hints.metadata("cells") {
            switch CellGroups.parse(spelling) {
            case .success(let groups): field.cells = groups
            case .failure(let problem):
                warnings.add("field '\(source.id)': its cells \(problem.description); printed without cells", at: source.location)
            }
        }
        return field
    }

    /// A form file's kind: its own spelling, else its model's hints'.
    private func formKind(_ source: FieldSource, hints: FieldHints, warnings: inout WarningLog) -> FieldKind {
        let options = source.options ?? hints.options?.map(\.label) ?? []
        var kind: FieldKind = options.isEmpty ? .text : .picker
        if let spelling = source.kindSpelling ?? hints.fieldType ?? hints.inputType {
            if let known = FieldKind(spelling: spelling) {
                kind = known
            } else {
                let names = FieldKind.allCases.map(\.rawValue).joined(separator: ", ")
                warnings.add("field '\(source.id)' has an unknown type '\(spelling)' (expected one of \(names)); drawn as \(kind.rawValue)",
                             at: source.location)
            }
        }
        return kind
    }

    /// `displayWidth` wins over `expectedLength`; a length of 0 asks for nothing.
    private func preferredWidth(_ hints: FieldHints) -> FieldWidth? {
        if let width = hints.displayWidth { return .points(width.points) }
        if let length = hints.expectedLength, length > 0 { return .characters(length) }
        return nil
    }
}
