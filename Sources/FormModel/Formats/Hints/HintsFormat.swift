/// A 6Layer `.hints` file rendered on its own: its fields, in file order, make the form.
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
        let model = file.baseName
        let hints = try HintsParser.parse(try file.json(), model: model, file: file.path, warnings: &warnings)
        return .form(LoadedForm(builder: DocumentBuilder(name: model, title: readableLabel(fromID: model), fields: hints.fieldSources,
                                                         hints: hints, sections: nil, values: [:])))
    }
}
