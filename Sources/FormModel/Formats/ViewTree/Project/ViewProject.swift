import Foundation
import FormSupport

/// Where a view tree's project keeps what its layouts use, as the JsonUI tool chain's config says
/// (`jui.config.json`, or a tool's own `sjui.config.json` / `kjui.config.json` / `rjui.config.json`,
/// found in the layout's folder or above it): the layouts, styles and resources folders, the strings
/// file and the renderer's mode. Without a config, SwiftJsonUI's own folders: `Resources/` inside
/// the layout root, `Styles/` beside or inside it.
public struct ViewProject: Equatable, Sendable {
    public static let configNames = ["jui.config.json", "sjui.config.json", "kjui.config.json", "rjui.config.json"]
    /// Folders climbed from a layout's own to find a config.
    static let maxClimb = 12

    public var configFile: String?
    public var layoutsDirectory: String?
    public var stylesDirectories: [String] = []
    public var colorsFile: String?
    public var stringsFile: String?
    public var mode: ViewMode?
    /// `formrender.json`'s `"viewTrees": {"components": {"CodeBlock": "components/code_block"}}`: an
    /// app's own component drawn from a layout of the project's, given the node's attributes as data.
    public var components: [String: String] = [:]
    /// Where `components` was read, for messages.
    public var settingsFile: String?

    public init() {}

    /// The project a layout file belongs to; `root` is the layout root already chosen for it.
    public static func find(for file: String, root: LayoutRoot, warnings: inout WarningLog) -> ViewProject {
        var project = ViewProject()
        var folder = PathText.parent(of: LayoutRoot.canonical(file))
        for _ in 0..<maxClimb {
            if let name = configNames.first(where: { isRegularFile(folder + "/" + $0) }) {
                project.read(config: folder + "/" + name, warnings: &warnings)
                break
            }
            let up = PathText.parent(of: folder)
            if up == folder || up.isEmpty { break }
            folder = up
        }
        project.readFormRenderSettings(from: PathText.parent(of: LayoutRoot.canonical(file)), warnings: &warnings)
        let layouts = project.layoutsDirectory ?? root.path
        let parent = PathText.parent(of: layouts)
        project.stylesDirectories += [parent + "/Styles", layouts + "/Styles", parent + "/styles", layouts + "/styles"]
        var seen = Set<String>()
        project.stylesDirectories = project.stylesDirectories.filter { isDirectory($0) && seen.insert(LayoutRoot.canonical($0)).inserted }
        for resources in [layouts + "/Resources", root.path + "/Resources"] {
            if project.colorsFile == nil, isRegularFile(resources + "/colors.json") { project.colorsFile = resources + "/colors.json" }
            if project.stringsFile == nil, isRegularFile(resources + "/strings.json") { project.stringsFile = resources + "/strings.json" }
        }
        // What the project reads stays in it (a link out of it is not followed): the config's folder,
        // else the folder that holds the layout root.
        let home = LayoutRoot(path: project.configFile.map { PathText.parent(of: $0) } ?? PathText.parent(of: layouts))
        func inside(_ path: String?, _ what: String) -> String? {
            guard let path else { return nil }
            guard home.contains(LayoutRoot.canonical(path)) else {
                warnings.add("the project's \(what) leads out of the project folder '\(home.path)'; not read", at: SourceLocation(file: path))
                return nil
            }
            return path
        }
        project.colorsFile = inside(project.colorsFile, "colors.json")
        project.stringsFile = inside(project.stringsFile, "strings file")
        project.stylesDirectories = project.stylesDirectories.compactMap { inside($0, "styles folder") }
        return project
    }

    /// The config's folders, each relative to the config's folder or to its `source_directory`.
    mutating func read(config path: String, warnings: inout WarningLog) {
        configFile = path
        guard let json = try? SourceFiles.readJSON(path), case .object(let object) = json.value else {
            warnings.add("\(PathText.fileName(of: path)) is not a JSON object; its folders are not used", at: SourceLocation(file: path))
            return
        }
        let base = PathText.parent(of: path)
        func text(_ key: String) -> String? {
            if case .string(let value)? = object[key]?.value, !value.isEmpty, !value.hasPrefix("/") { return value }
            return nil
        }
        let bases = [text("source_directory").map { base + "/" + $0 }, base].compactMap { $0 }
        let home = LayoutRoot(path: base)
        func folder(_ key: String) -> String? {
            guard let relative = text(key) else { return nil }
            return bases.map { $0 + "/" + relative }.first(where: ViewProject.isDirectory).map(LayoutRoot.canonical).flatMap { home.contains($0) ? $0 : nil }
        }
        layoutsDirectory = folder("layouts_directory")
        stylesDirectories = folder("styles_directory").map { [$0] } ?? []
        if let strings = text("strings_file"), let found = bases.map({ $0 + "/" + strings }).first(where: ViewProject.isRegularFile) {
            stringsFile = LayoutRoot.canonical(found)
        }
        if let written = text("mode") { mode = ViewMode(configValue: written) }
    }

    /// `formrender.json`, the nearest from the layout's folder up: its `viewTrees` settings (`mode`,
    /// `components`); the snapshot suite reads the rest of it.
    mutating func readFormRenderSettings(from start: String, warnings: inout WarningLog) {
        var folder = start
        for _ in 0..<ViewProject.maxClimb {
            let path = folder + "/formrender.json"
            if ViewProject.isRegularFile(path) {
                guard let json = try? SourceFiles.readJSON(path), case .object(let object) = json.value,
                      let settings = object["viewTrees"] else { return }
                settingsFile = path
                guard case .object(let members) = settings.value else {
                    warnings.add("'viewTrees' must be an object {\"mode\", \"components\"}; ignored", at: SourceLocation(file: path, position: settings.position))
                    return
                }
                for member in members.members {
                    switch (member.key, member.value.value) {
                    case ("mode", .string(let written)):
                        if let chosen = ViewMode(configValue: written) { mode = chosen } else {
                            warnings.add("'viewTrees.mode' must be swiftui or uikit, found '\(written.escapingControlCharacters)'; ignored",
                                         at: SourceLocation(file: path, position: member.value.position))
                        }
                    case ("components", .object(let table)):
                        for entry in table.members {
                            if case .string(let layout) = entry.value.value, !layout.isEmpty { components[entry.key] = layout } else {
                                warnings.add("'viewTrees.components.\(entry.key)' must name a layout file; ignored", at: SourceLocation(file: path, position: entry.value.position))
                            }
                        }
                    default:
                        warnings.add("'viewTrees.\(member.key)' is not a view-tree setting (known: mode, components); ignored",
                                     at: SourceLocation(file: path, position: member.value.position))
                    }
                }
                return
            }
            let up = PathText.parent(of: folder)
            if up == folder || up.isEmpty { return }
            folder = up
        }
    }

    static func isRegularFile(_ path: String) -> Bool { FileKind.of(path) == .regular }

    static func isDirectory(_ path: String) -> Bool { FileKind.of(path) == .directory }
}

/// What a project's resources give its layouts: named colours and strings, read once a run.
public struct ViewResources: Equatable, Sendable {
    public var palette = ColorPalette()
    public var strings = StringTable()

    public init() {}

    /// A resource file that cannot be read costs its colours or strings, said, never the screen.
    public init(project: ViewProject, warnings: inout WarningLog) throws {
        if let file = project.colorsFile, let json = ViewResources.read(file, what: "colours", warnings: &warnings) {
            palette = ColorPalette(json: json, file: file, warnings: &warnings)
        }
        if let file = project.stringsFile, let json = ViewResources.read(file, what: "strings", warnings: &warnings) {
            strings = StringTable(json: json, file: file, warnings: &warnings)
        }
    }

    static func read(_ file: String, what: String, warnings: inout WarningLog) -> JSONNode? {
        do {
            return try SourceFiles.readJSON(file)
        } catch let error as FormError {
            warnings.add("\(error.message); its \(what) are not used", at: error.location)
        } catch {
            warnings.add("\(error); its \(what) are not used", at: SourceLocation(file: file))
        }
        return nil
    }
}
