import Foundation

/// A SwiftJsonUI view tree: any `.json` file whose top level is a view (an object with `type`,
/// `child` or `include`). `X.states.json` beside it gives sample data and variants.
public struct ViewTreeFormat: InputFormat {
    public let name = "view tree"
    public let fileDescription = "a '.json' view tree (an object with 'type' and 'child')"
    public let nameSuffix = ".json"

    public init() {}

    public func claims(_ file: InputFile) throws -> Claim {
        guard fitsName(file.path) else { return .no }
        // A states file is data for the view tree beside it, never an input of its own.
        guard !file.path.hasSuffix(".states.json") else { return .notByContent("a states file is data for the view tree beside it", at: nil) }
        let root = try file.json()
        return ViewFileParser.isViewTree(root) ? .yes : .notByContent("no 'type' or 'child' at the top level", at: root.position)
    }

    public func load(_ file: InputFile, context: LoadContext, warnings: inout WarningLog) throws -> LoadedDocument {
        let viewFile = try context.viewFiles.file(file.path, json: try file.json())
        warnings.append(contentsOf: context.viewFiles.takeWarnings(strict: context.strict))
        let statesPath = ViewStates.path(besides: file.path)
        var states = ViewStates()
        if FileManager.default.fileExists(atPath: statesPath) {
            states = try ViewStates.parse(try SourceFiles.readJSON(statesPath), file: statesPath, warnings: &warnings)
        }
        return .view(LoadedViewTree(file: viewFile, name: file.baseName, root: context.layoutRoot ?? LayoutRoot.enclosing(file.path),
                                    states: states, library: context.viewFiles, strict: context.strict))
    }
}

/// A view tree read, before data is applied: resolves to a `ViewDocument` for each state.
public struct LoadedViewTree {
    public var file: ViewFile
    public var name: String
    public var root: LayoutRoot
    public var states: ViewStates
    public var library: ViewFileLibrary
    public var strict: Bool

    public var variantNames: [String] { states.variants.map(\.name) }

    /// The default state (`variant` nil) or a variant: declared defaults, then the states file's
    /// values, then `--data`, then the variant's values.
    public func document(variant: String?, data: ViewObject, warnings: inout WarningLog) throws -> ViewDocument {
        var values = states.values.merging(data)
        if let variant, let chosen = states.variants.first(where: { $0.name == variant }) {
            values = values.merging(chosen.values)
        }
        let document = try ViewResolver(library: library, root: root, strict: strict).resolve(file, name: name, data: values, warnings: &warnings)
        // What the included files' reading found, said by the first document that read them.
        warnings.append(contentsOf: library.takeWarnings(strict: strict))
        return document
    }
}
