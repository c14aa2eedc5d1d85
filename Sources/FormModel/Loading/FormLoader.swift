import FormSupport
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
    /// Values from `--data` for forms (field id → value), laid over the form's own values (a variant's
    /// values go over these).
    public var data: [String: String]
    /// Why `--data` cannot fill forms (it holds objects or arrays, which only view trees take).
    public var dataErrorForForms: FormError?
    /// Values from `--data` for view trees: names, nested objects and arrays allowed.
    public var viewData: ViewObject
    public var formats: InputFormats
    public var viewFiles: ViewFileLibrary
    public var layoutRoot: LayoutRoot?
    /// The project every input (and what it reads beside it) must really be in; nil: anywhere.
    public var project: LayoutRoot?
    public var strict: Bool
    /// The appearance, language and renderer view trees are drawn for.
    public var viewSettings = ViewSettings()

    public init(library: HintsLibrary, data: [String: String] = [:], viewData: ViewObject = ViewObject(), formats: InputFormats = .registered,
                viewFiles: ViewFileLibrary = ViewFileLibrary(), layoutRoot: LayoutRoot? = nil, strict: Bool = false) {
        self.library = library
        self.data = data
        self.viewData = viewData
        self.formats = formats
        self.viewFiles = viewFiles
        self.layoutRoot = layoutRoot
        self.strict = strict
    }

    /// The default state of the form.
    public func load(_ path: String, warnings: inout WarningLog) throws -> FormDocument {
        try loadStates(path, variant: "default", warnings: &warnings)[0].document
    }

    /// A form's default state and every variant, or only the variant named (`"default"` names the
    /// default). A view tree is refused: `loadDocuments` reads every kind.
    public func loadStates(_ path: String, variant: String? = nil, warnings: inout WarningLog) throws -> [FormState] {
        try loadDocuments(path, variant: variant, warnings: &warnings).map { state in
            guard case .form(let form) = state.document else {
                throw FormError("a view tree, not a form", at: SourceLocation(file: path))
            }
            return FormState(variant: state.variant, document: form)
        }
    }

    /// The input's default state and every variant, or only the variant named, whatever its format.
    public func loadDocuments(_ path: String, variant: String? = nil, warnings: inout WarningLog) throws -> [DocumentState] {
        try project?.confine(path)
        let file = formats.file(path)
        var context = LoadContext(library: library, viewFiles: viewFiles, layoutRoot: layoutRoot, strict: strict, viewSettings: viewSettings)
        context.project = project
        switch try formats.format(for: file).load(file, context: context, warnings: &warnings) {
        case .form(var form):
            if let dataErrorForForms { throw dataErrorForForms }
            // Outside data goes over whatever values the format gave, whichever format it is.
            form.builder.values.merge(data) { _, outside in outside }
            return try states(of: form, path: path, variant: variant, warnings: &warnings)
        case .view(let tree):
            return try states(of: tree, path: path, variant: variant, warnings: &warnings)
        }
    }

    private func states(of form: LoadedForm, path: String, variant: String?, warnings: inout WarningLog) throws -> [DocumentState] {
        let (builder, variants) = (form.builder, form.variants)
        if let variant {
            if variant == "default" { return [DocumentState(variant: nil, document: .form(builder.build(warnings: &warnings)))] }
            guard let chosen = variants.first(where: { $0.name == variant }) else {
                throw FormLoader.noVariant(variant, declared: variants.map(\.name), in: "form", path: path)
            }
            return [DocumentState(variant: chosen.name, document: .form(try builder.applying(chosen).build(warnings: &warnings)))]
        }
        var states = [DocumentState(variant: nil, document: .form(builder.build(warnings: &warnings)))]
        for variant in variants {
            // Warnings about the form itself were said once, for the default state.
            var variantWarnings = WarningLog()
            states.append(DocumentState(variant: variant.name, document: .form(try builder.applying(variant).build(warnings: &variantWarnings))))
        }
        return states
    }

    private func states(of tree: LoadedViewTree, path: String, variant: String?, warnings: inout WarningLog) throws -> [DocumentState] {
        if let variant {
            if variant == "default" { return [DocumentState(variant: nil, document: .view(try tree.document(variant: nil, data: viewData, warnings: &warnings)))] }
            guard tree.variantNames.contains(variant) else {
                throw FormLoader.noVariant(variant, declared: tree.variantNames, in: "view tree", path: path)
            }
            return [DocumentState(variant: variant, document: .view(try tree.document(variant: variant, data: viewData, warnings: &warnings)))]
        }
        var states = [DocumentState(variant: nil, document: .view(try tree.document(variant: nil, data: viewData, warnings: &warnings)))]
        for name in tree.variantNames {
            var variantWarnings = WarningLog()
            states.append(DocumentState(variant: name, document: .view(try tree.document(variant: name, data: viewData, warnings: &variantWarnings))))
            // A warning only a variant's data causes is still worth saying.
            warnings.append(contentsOf: variantWarnings.warnings)
        }
        return states
    }

    static func noVariant(_ variant: String, declared: [String], in kind: String, path: String) -> FormError {
        let known = declared.isEmpty ? "it declares none" : "it declares \(declared.joined(separator: ", "))"
        return FormError("no variant '\(variant.quotedForMessages)' in this \(kind) (\(known))", at: SourceLocation(file: path))
    }

    /// Reads a `--data` file: a JSON object of field id → value.
    public static func loadData(_ path: String) throws -> [String: String] {
        try ValuesParser.parse(try SourceFiles.readJSON(path), file: path, keyPath: "")
    }
}
