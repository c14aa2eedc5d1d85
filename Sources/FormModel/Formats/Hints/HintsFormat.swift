import FormSupport
/// A SixLayer `.hints` file rendered on its own: its fields, in file order, make the form, drawn as
/// SixLayer's form view draws them.
public struct HintsFormat: InputFormat {
    public let name = "6Layer hints"
    public let fileDescription = "a '.hints' file"
    public let nameSuffix = ".hints"

    public init() {}

    /// By name alone: loading says what is wrong with a `.hints` file that is not one.
    public func claims(_ file: InputFile) -> Claim {
        fitsName(file.path) ? .yes : .no
    }

    public func load(_ file: InputFile, context: LoadContext, warnings: inout WarningLog) throws -> LoadedDocument {
        try HintsFormat.load(file, asStore: false, context: context, warnings: &warnings)
    }

    /// Either hints file, drawn as SixLayer draws it. `--strict`: what SixLayer would ignore or skip
    /// (every warning reading or building the form gives) is an error: the first one is said as the
    /// error, and how many more there are.
    static func load(_ file: InputFile, asStore: Bool, context: LoadContext, warnings: inout WarningLog) throws -> LoadedDocument {
        var parsed = WarningLog()
        let hints = try HintsParser.parse(try file.json(), model: file.baseName, file: file.path, nestedMetadata: asStore, warnings: &parsed)
        let builder = builder(for: hints)
        if context.strict {
            var built = WarningLog()
            _ = builder.build(warnings: &built)
            let all = parsed.warnings + built.warnings
            if let first = all.first {
                let more = all.count > 1 ? "; \(all.count - 1) more without --strict" : ""
                throw FormError(first.message + " (--strict\(more))", at: first.location)
            }
        }
        warnings.append(contentsOf: parsed.warnings)
        return .form(LoadedForm(builder: builder))
    }

    /// A form of a hints file's fields, titled for its model, drawn as SixLayer draws it.
    public static func builder(for hints: HintsFile) -> DocumentBuilder {
        var builder = DocumentBuilder(name: hints.model, title: readableLabel(fromID: hints.model), fields: hints.fieldSources,
                                      hints: hints, sections: nil, values: [:])
        builder.drawsLikeSixLayer = true
        return builder
    }
}

/// SixLayer's other hints file, `{formId}_hints.json`, as its `JSONFieldHintsStore` reads it: field id →
/// hints, a field's metadata in a `metadata` object, and no sections.
public struct FieldHintsStoreFormat: InputFormat {
    public let name = "6Layer field hints store"
    public let fileDescription = "a 'FORM_hints.json' file"
    public let nameSuffix = "_hints.json"

    public init() {}

    public func claims(_ file: InputFile) -> Claim {
        fitsName(file.path) && file.baseName != "" ? .yes : .no
    }

    public func load(_ file: InputFile, context: LoadContext, warnings: inout WarningLog) throws -> LoadedDocument {
        try HintsFormat.load(file, asStore: true, context: context, warnings: &warnings)
    }
}
