import Foundation

/// One state of a form to render: the default (`variant` nil) or a named variant.
public struct FormState: Equatable, Sendable {
    public var variant: String?
    public var document: FormDocument

    public init(variant: String?, document: FormDocument) {
        self.variant = variant
        self.document = document
    }
}

/// Turns one input file plus optional outside data into documents: a `.hints` file, a `.form.json`
/// file (with its model's hints and its variants), or a JSON `Items`/`Values` form.
public struct FormLoader {
    public var library: HintsLibrary
    /// Values from `--data`, laid over the form's own values (a variant's values go over these).
    public var data: [String: String]

    public init(library: HintsLibrary, data: [String: String] = [:]) {
        self.library = library
        self.data = data
    }

    /// A file named on the command line is read as a form if it is `.hints` or `.json`.
    public static func isFormInput(_ path: String) -> Bool {
        path.hasSuffix(".hints") || path.hasSuffix(".json")
    }

    /// In a directory, `.hints` and `.form.json` files are forms, and so is any other `.json` file
    /// whose top level has `Items` (so data files beside the forms are left alone).
    public static func isFormInDirectory(_ path: String) -> Bool {
        if path.hasSuffix(".hints") || path.hasSuffix(".form.json") { return true }
        guard path.hasSuffix(".json"), let root = try? SourceFiles.readJSON(path) else { return false }
        return ItemsFormParser.isItemsForm(root)
    }

    /// The default state of the form.
    public func load(_ path: String, warnings: inout WarningLog) throws -> FormDocument {
        try builder(for: path, warnings: &warnings).builder.build(warnings: &warnings)
    }

    /// The default state and every variant, or only the variant named (`"default"` names the default).
    public func loadStates(_ path: String, variant: String? = nil, warnings: inout WarningLog) throws -> [FormState] {
        let (builder, variants) = try builder(for: path, warnings: &warnings)
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

    private func builder(for path: String, warnings: inout WarningLog) throws -> (builder: DocumentBuilder, variants: [Variant]) {
        let name = SourceFiles.baseName(of: path)
        if path.hasSuffix(".hints") {
            return (try hintsBuilder(path, model: name, warnings: &warnings), [])
        }
        guard path.hasSuffix(".json") else {
            throw FormError("not a form input: expected a '.hints', '.form.json' or Items '.json' file", at: SourceLocation(file: path))
        }
        let root = try SourceFiles.readJSON(path)
        if ItemsFormParser.isItemsForm(root) {
            var builder = try ItemsFormParser.parse(root, name: name, file: path, warnings: &warnings)
            builder.values.merge(data) { _, outside in outside }
            return (builder, [])
        }
        if path.hasSuffix(".form.json") {
            return try formBuilder(root, path: path, name: name, warnings: &warnings)
        }
        throw FormError("not a form: a '.json' input needs 'Items' (an Items/Values form), or the name NAME.form.json (a form file)",
                        at: SourceLocation(file: path, position: root.position))
    }

    /// A hints file rendered on its own: its fields, in file order, make the form.
    private func hintsBuilder(_ path: String, model: String, warnings: inout WarningLog) throws -> DocumentBuilder {
        let root = try SourceFiles.readJSON(path)
        let hints = try HintsParser.parse(root, model: model, file: path, warnings: &warnings)
        return DocumentBuilder(name: model, title: readableLabel(fromID: model), fields: hints.fieldSources, hints: hints,
                               sections: nil, values: data)
    }

    private func formBuilder(_ root: JSONNode, path: String, name: String,
                             warnings: inout WarningLog) throws -> (builder: DocumentBuilder, variants: [Variant]) {
        let form = try FormFileParser.parse(root, file: path, warnings: &warnings)
        var hints: HintsFile?
        if let model = form.model {
            hints = try library.hints(forModel: model, requestedAt: form.modelLocation ?? SourceLocation(file: path), warnings: &warnings)
        }
        guard let fields = form.fields ?? hints?.fieldSources else {
            throw FormError("a form file needs 'fields' or a 'model' whose hints list them",
                            at: SourceLocation(file: path, position: SourcePosition(line: 1, column: 1)))
        }
        var builder = DocumentBuilder(name: name, title: form.title, fields: fields, hints: hints, sections: form.sections,
                                      values: form.values.merging(data) { _, outside in outside })
        if let locale = form.locale { builder.locale = locale }
        return (builder, form.variants)
    }

    /// Reads a `--data` file: a JSON object of field id → value.
    public static func loadData(_ path: String) throws -> [String: String] {
        try ValuesParser.parse(try SourceFiles.readJSON(path), file: path, keyPath: "")
    }
}
