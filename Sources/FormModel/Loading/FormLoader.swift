/// One state of a form to render: the default (`variant` nil) or a named variant.
public struct FormState: Equatable, Sendable {
    public var variant: String?
    public var document: FormDocument

    public init(variant: String?, document: FormDocument) {
        self.variant = variant
        self.document = document
    }
}

/// Turns one input file plus optional outside data into documents: the first of `formats` that claims
/// the file reads it (see `InputFormats`).
public struct FormLoader {
    public var library: HintsLibrary
    /// Values from `--data`, laid over the form's own values (a variant's values go over these).
    public var data: [String: String]
    public var formats: InputFormats

    public init(library: HintsLibrary, data: [String: String] = [:], formats: InputFormats = .registered) {
        self.library = library
        self.data = data
        self.formats = formats
    }

    /// The default state of the form.
    public func load(_ path: String, warnings: inout WarningLog) throws -> FormDocument {
        try form(at: path, warnings: &warnings).builder.build(warnings: &warnings)
    }

    /// The default state and every variant, or only the variant named (`"default"` names the default).
    public func loadStates(_ path: String, variant: String? = nil, warnings: inout WarningLog) throws -> [FormState] {
        let form = try form(at: path, warnings: &warnings)
        let (builder, variants) = (form.builder, form.variants)
        if let variant {
            if variant == "default" { return [FormState(variant: nil, document: builder.build(warnings: &warnings))] }
            guard let chosen = variants.first(where: { $0.name == variant }) else {
                let known = variants.isEmpty ? "it declares none" : "it declares \(variants.map(\.name).joined(separator: ", "))"
                throw FormError("no variant '\(variant)' in this form (\(known))", at: SourceLocation(file: path))
            }
            return [FormState(variant: chosen.name, document: try builder.applying(chosen).build(warnings: &warnings))]
        }
        var states = [FormState(variant: nil, document: builder.build(warnings: &warnings))]
        for variant in variants {
            // Warnings about the form itself were said once, for the default state.
            var variantWarnings = WarningLog()
            states.append(FormState(variant: variant.name, document: try builder.applying(variant).build(warnings: &variantWarnings)))
        }
        return states
    }

    private func form(at path: String, warnings: inout WarningLog) throws -> LoadedForm {
        let file = formats.file(path)
        var form = try formats.format(for: file).load(file, context: LoadContext(library: library), warnings: &warnings)
        // Outside data goes over whatever values the format gave, whichever format it is.
        form.builder.values.merge(data) { _, outside in outside }
        return form
    }

    /// Reads a `--data` file: a JSON object of field id → value.
    public static func loadData(_ path: String) throws -> [String: String] {
        try ValuesParser.parse(try SourceFiles.readJSON(path), file: path, keyPath: "")
    }
}
