import FormSupport
/// A JSON `Items`/`Values` form: any `.json` file whose top level has `Items`, so that data files
/// beside the forms are not taken for forms.
public struct ItemsFormat: InputFormat {
    public let name = "Items form"
    public let fileDescription = "a '.json' file with 'Items' at the top level"
    public let nameSuffix = ".json"

    public init() {}

    public func claims(_ file: InputFile) throws -> Claim {
        guard fitsName(file.path) else { return .no }
        let root = try file.json()
        return ItemsFormParser.isItemsForm(root) ? .yes : .notByContent("no 'Items' at the top level", at: root.position)
    }

    public func load(_ file: InputFile, context: LoadContext, warnings: inout WarningLog) throws -> LoadedDocument {
        .form(LoadedForm(builder: try ItemsFormParser.parse(try file.json(), name: file.baseName, file: file.path, warnings: &warnings)))
    }
}
