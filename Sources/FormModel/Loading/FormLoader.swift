import Foundation

/// Turns one input file (`.hints` or `.form.json`) plus optional outside data into a `FormDocument`.
public struct FormLoader {
    public var library: HintsLibrary
    /// Values from `--data`, laid over the form's own values.
    public var data: [String: String]

    public init(library: HintsLibrary, data: [String: String] = [:]) {
        self.library = library
        self.data = data
    }

    public static func isFormInput(_ path: String) -> Bool {
        path.hasSuffix(".hints") || path.hasSuffix(".form.json")
    }

    public func load(_ path: String, warnings: inout WarningLog) throws -> FormDocument {
        let name = SourceFiles.baseName(of: path)
        if path.hasSuffix(".hints") {
            return try loadHints(path, model: name, warnings: &warnings)
        }
        if path.hasSuffix(".form.json") {
            return try loadForm(path, name: name, warnings: &warnings)
        }
        throw FormError("not a form input: expected a '.hints' or '.form.json' file", at: SourceLocation(file: path))
    }

    /// A hints file rendered on its own: its fields, in file order, make the form.
    private func loadHints(_ path: String, model: String, warnings: inout WarningLog) throws -> FormDocument {
        let root = try SourceFiles.readJSON(path)
        let hints = try HintsParser.parse(root, model: model, file: path, warnings: &warnings)
        let fields = hints.fields.map { entry in
            DocumentBuilder.FieldSource(id: entry.id, label: nil, kindSpelling: nil, isRequired: nil, placeholder: nil,
                                        options: nil, location: SourceLocation(file: path, keyPath: entry.id))
        }
        let builder = DocumentBuilder(name: model, title: readableLabel(fromID: model), fields: fields, hints: hints,
                                      sections: nil, values: data)
        return builder.build(warnings: &warnings)
    }

    private func loadForm(_ path: String, name: String, warnings: inout WarningLog) throws -> FormDocument {
        let root = try SourceFiles.readJSON(path)
        let form = try FormFileParser.parse(root, file: path, warnings: &warnings)
        var hints: HintsFile?
        if let model = form.model {
            hints = try library.hints(forModel: model, requestedAt: form.modelLocation ?? SourceLocation(file: path), warnings: &warnings)
        }
        let fields: [DocumentBuilder.FieldSource]
        if let specs = form.fields {
            fields = specs.map {
                DocumentBuilder.FieldSource(id: $0.id, label: $0.label, kindSpelling: $0.contentType, isRequired: $0.isRequired,
                                            placeholder: $0.placeholder, options: $0.options, location: $0.location)
            }
        } else if let hints {
            fields = hints.fields.map {
                DocumentBuilder.FieldSource(id: $0.id, label: nil, kindSpelling: nil, isRequired: nil, placeholder: nil,
                                            options: nil, location: SourceLocation(file: hints.path, keyPath: $0.id))
            }
        } else {
            throw FormError("a form file needs 'fields' or a 'model' whose hints list them", at: SourceLocation(file: path, position: SourcePosition(line: 1, column: 1)))
        }
        let values = form.values.merging(data) { _, outside in outside }
        let builder = DocumentBuilder(name: name, title: form.title, fields: fields, hints: hints,
                                      sections: form.sections, values: values)
        return builder.build(warnings: &warnings)
    }

    /// Reads a `--data` file: a JSON object of field id → value.
    public static func loadData(_ path: String) throws -> [String: String] {
        try ValuesParser.parse(try SourceFiles.readJSON(path), file: path, keyPath: "")
    }
}
