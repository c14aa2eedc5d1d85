import FormSupport
/// How a hints file rendered on its own is drawn: as SixLayer's form views (`IntelligentFormView`,
/// `DefaultPlatformFieldView`) draw it.
extension DocumentBuilder {
    /// The kind SixLayer's `DefaultPlatformFieldView` draws: a picker for `inputType` "picker" with
    /// options on a text field, else by `fieldType`. Options without that `inputType` draw no picker
    /// there, and none here: a warning says how to ask for one.
    func sixLayerKind(_ source: FieldSource, hints: FieldHints, warnings: inout WarningLog) -> FieldKind {
        if hints.isSixLayerPicker { return .picker }
        if !(hints.options ?? []).isEmpty, hints.fieldType == nil || hints.fieldType?.lowercased() == "string" {
            let why = !hints.optionsAreLabelled ? "they are text, not {\"value\", \"label\"} objects"
                : hints.inputType.map { "its inputType is \"\($0.prefix(40))\", not \"picker\"" } ?? "it has no inputType \"picker\""
            warnings.add("field '\(source.id)' has options, but \(why): SixLayer draws a text field, and so does FormRender",
                         at: source.location)
        }
        if let type = hints.fieldType { return FieldKind(sixLayerType: type) }
        if let input = hints.inputType, let kind = FieldKind(spelling: input), kind != .picker { return kind }
        return .text
    }

    /// `IntelligentFormView.orderFieldsByPriority`: "title", "name", ids holding "title", then
    /// "summary", then the rest, each group by id.
    static func sixLayerOrder(_ fields: [Field]) -> [Field] {
        func weight(_ id: String) -> Int {
            let name = id.lowercased()
            if name == "title" { return 1_000 }
            if name == "name" { return 900 }
            if name.contains("title") { return 800 }
            if name.contains("summary") { return 700 }
            return 0
        }
        // Each id weighed once, not at every comparison. (Typed: inferred, this took 3.5 s to compile.)
        let weighed: [(weight: Int, field: Field)] = fields.map { field in (weight(field.id), field) }
        let sorted = weighed.sorted { (a: (weight: Int, field: Field), b: (weight: Int, field: Field)) -> Bool in
            a.weight != b.weight ? a.weight > b.weight : a.field.id < b.field.id
        }
        return sorted.map { $0.field }
    }

    /// SixLayer's placeholders: "Enter URL", "Enter UUID", and "Enter <id>" in any other text field.
    func sixLayerPlaceholder(_ id: String, hints: FieldHints, kind: FieldKind) -> String? {
        switch kind {
        case .url: return "Enter URL"
        case .text where hints.fieldType?.lowercased() == "uuid": return "Enter UUID"
        case .text, .email, .phone, .password, .number, .textarea, .signature: return "Enter \(id)"
        default: return nil
        }
    }

    /// The caption SixLayer's `IntelligentFormView` writes under a field: "Optional • Multiple values •
    /// Has default", the parts that apply.
    func sixLayerCaption(_ hints: FieldHints) -> String? {
        var parts: [String] = []
        if hints.isOptional == true { parts.append("Optional") }
        if hints.isArray == true { parts.append("Multiple values") }
        if hints.defaultValue != nil { parts.append("Has default") }
        return parts.isEmpty ? nil : parts.joined(separator: " • ")
    }
}
