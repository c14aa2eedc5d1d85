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
        var parsed = WarningLog()
        let hints = try HintsParser.parse(try file.json(), model: file.baseName, file: file.path, warnings: &parsed)
        let builder = HintsFormat.builder(for: hints)
        try HintsFormat.refuseUnderStrict(builder, parsed: parsed, context: context)
        warnings.append(contentsOf: parsed.warnings)
        return .form(LoadedForm(builder: builder))
    }

    /// `--strict`: what SixLayer would ignore or skip (every warning reading or building the form
    /// gives) is an error: the first one is said as the error, and how many more there are.
    static func refuseUnderStrict(_ builder: DocumentBuilder, parsed: WarningLog, context: LoadContext) throws {
        guard context.strict else { return }
        var built = WarningLog()
        _ = builder.build(warnings: &built)
        let all = parsed.warnings + built.warnings
        guard let first = all.first else { return }
        let more = all.count > 1 ? "; \(all.count - 1) more without --strict" : ""
        throw FormError(first.message + " (--strict\(more))", at: first.location)
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
        var parsed = WarningLog()
        let hints = try HintsParser.parse(try file.json(), model: file.baseName, file: file.path, nestedMetadata: true, warnings: &parsed)
        let builder = HintsFormat.builder(for: hints)
        try HintsFormat.refuseUnderStrict(builder, parsed: parsed, context: context)
        warnings.append(contentsOf: parsed.warnings)
        return .form(LoadedForm(builder: builder))
    }
}
