import Foundation
import FormSupport

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
            try context.project?.confine(statesPath)
            states = try ViewStates.parse(try SourceFiles.readJSON(statesPath), file: statesPath, warnings: &warnings)
        }
        // A project's config may name the layouts folder (a lowercase `layouts/`, say): it is the root
        // when it holds this file, unless --layout-root says otherwise.
        let enclosing = LayoutRoot.enclosing(file.path, within: context.project)
        let project = ViewProject.find(for: file.path, root: enclosing, warnings: &warnings)
        var root = context.layoutRoot ?? enclosing
        if context.layoutRoot == nil, let layouts = project.layoutsDirectory, LayoutRoot(path: layouts).contains(LayoutRoot.canonical(file.path)) {
            root = LayoutRoot(path: layouts)
        }
        let resources = try context.viewFiles.resources(for: project, warnings: &warnings)
        var settings = context.viewSettings
        settings.mode = settings.mode ?? project.mode
        return .view(LoadedViewTree(file: viewFile, name: file.baseName, root: root, states: states, library: context.viewFiles,
                                    strict: context.strict, project: project, resources: resources, settings: settings))
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
    public var project = ViewProject()
    public var resources = ViewResources()
    public var settings = ViewSettings()

    public var variantNames: [String] { states.variants.map(\.name) }

    /// The default state (`variant` nil) or a variant: declared defaults, then the states file's
    /// values, then `--data`, then the variant's values.
    public func document(variant: String?, data: ViewObject, warnings: inout WarningLog) throws -> ViewDocument {
        var values = states.values.merging(data)
        if let variant, let chosen = states.variants.first(where: { $0.name == variant }) {
            values = values.merging(chosen.values)
        }
        let document = try ViewResolver(library: library, root: root, strict: strict, project: project, resources: resources, settings: settings)
            .resolve(file, name: name, data: values, warnings: &warnings)
        // What the included files' reading found, said by the first document that read them.
        warnings.append(contentsOf: library.takeWarnings(strict: strict))
        return document
    }
}
