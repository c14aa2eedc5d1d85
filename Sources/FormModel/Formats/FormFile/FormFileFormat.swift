import FormSupport
/// A `NAME.form.json` form file: its own fields or its model's hints, sections, values and variants.
public struct FormFileFormat: InputFormat {
    public let name = "form file"
    public let fileDescription = "a 'NAME.form.json' file"
    public let nameSuffix = ".form.json"

    public init() {}

    /// By name alone: loading says what is wrong with a form file that is not one.
    public func claims(_ file: InputFile) -> Claim {
        fitsName(file.path) ? .yes : .no
    }

    public func load(_ file: InputFile, context: LoadContext, warnings: inout WarningLog) throws -> LoadedDocument {
        let form = try FormFileParser.parse(try file.json(), file: file.path, warnings: &warnings)
        var hints: HintsFile?
        if let model = form.model {
            let requestedAt = form.modelLocation ?? SourceLocation(file: file.path)
            do {
                hints = try context.library.hints(forModel: model, requestedAt: requestedAt, warnings: &warnings)
            } catch let error as FormError where error.location.file != file.path {
                // The model's own file is broken: said at this form, which could not be read because of it.
                throw FormError("its model '\(model)' cannot be read: \(error)", at: requestedAt)
            }
        }
        guard let fields = form.fields ?? hints?.fieldSources else {
            throw FormError("a form file needs 'fields' or a 'model' whose hints list them",
                            at: SourceLocation(file: file.path, position: SourcePosition(line: 1, column: 1)))
        }
        var builder = DocumentBuilder(name: file.baseName, title: form.title, fields: fields, hints: hints, sections: form.sections,
                                      values: form.values)
        if let locale = form.locale { builder.locale = locale }
        builder.isRightToLeft = form.isRightToLeft
        builder.footer = form.footer
        return .form(LoadedForm(builder: builder, variants: form.variants))
    }
}
