import BoxTree
import FormLayout
import FormModel
import FormPipeline
import FormSupport
import FormPages
import Foundation

/// `formrender.json` at the project root: what the snapshot suite covers and how strictly it compares.
/// Every key is optional; without the file the defaults serve.
///
/// ```json
/// {"inputs": ["Hints", "Forms"], "hintsDirs": ["Hints"], "snapshots": "Snapshots",
///  "widths": ["compact", "regular", "expanded"], "variantWidths": ["compact"], "scales": [2],
///  "theme": "Themes/Brand.json", "threshold": 0.1, "maxDiffPixels": 0, "maxDiffPixelRatio": 0,
///  "report": "snapshot-report", "pages": ["a4"],
///  "mask": ["role:counter"], "maskColor": "#FF00FF",
///  "matrix": {"theme": ["default", "Themes/Midnight.json"]},
///  "overrides": {"Login*": {"widths": ["compact"], "threshold": 0.2, "mask": ["field:createdAt"]}}}
/// ```
public struct SnapshotConfig: Sendable {
    /// Files or directories of forms; by default those of `Hints/`, `Forms/` and `Layouts/` that exist.
    public var inputs: [String]
    public var hintsDirectories: [String] = ["Hints"]
    public var snapshotsDirectory = "Snapshots"
    public var widths: [WidthClass] = WidthClass.allClasses
    /// The widths variants are rendered at (default: `widths`).
    public var variantWidths: [WidthClass]?
    public var scales: [Int] = [2]
    /// Printed pages to check, a case per page (`["a4"]`): forms only.
    public var pages: [PageSetup] = []
    public var themeFile: String?
    public var threshold = 0.1
    public var maxDiffPixels = 0
    public var maxDiffPixelRatio = 0.0
    public var reportDirectory = "snapshot-report"
    public var fontsDirectory: String?
    /// Boxes every case ignores (`"mask": ["role:counter"]`), painted over in `maskColor`.
    public var mask: [SnapshotMask.Selector] = []
    public var maskColor = SnapshotMask.defaultColor
    /// Each case once per combination of these values.
    public var matrix = SnapshotMatrix()
    /// Settings of cases matched by glob, in file order: a later one wins where both set a key.
    public var overrides: [CaseOverride] = []

    /// The folder that holds `formrender.json`: every input, and what it reads beside it, is really
    /// inside it (a link out of it is refused).
    public var projectRoot = "."

    public static let fileName = "formrender.json"
    public static let defaultInputs = ["Hints", "Forms", "Layouts"]

    /// The defaults, with paths resolved against `root`.
    public init(root: String = ".") {
        projectRoot = root
        inputs = SnapshotConfig.defaultInputs.map { SnapshotConfig.resolve($0, root: root) }
            .filter { FileManager.default.fileExists(atPath: $0) }
        hintsDirectories = [SnapshotConfig.resolve("Hints", root: root)]
        snapshotsDirectory = SnapshotConfig.resolve("Snapshots", root: root)
        reportDirectory = SnapshotConfig.resolve("snapshot-report", root: root)
    }

    public static func resolve(_ path: String, root: String) -> String {
        path.hasPrefix("/") || root == "." ? path : (root as NSString).appendingPathComponent(path)
    }

    /// `root/formrender.json` if it exists, else the defaults.
    public static func load(root: String = ".", warnings: inout WarningLog) throws -> SnapshotConfig {
        let path = resolve(fileName, root: root)
        guard FileManager.default.fileExists(atPath: path) else { return SnapshotConfig(root: root) }
        return try parse(try SourceFiles.readJSON(path), file: path, root: root, warnings: &warnings)
    }

    /// `viewTrees` is read where view trees are (ViewProject): the renderer mode and custom components.
    static let knownKeys = ["inputs", "hintsDirs", "snapshots", "report", "pages", "maskColor", "matrix", "overrides", "viewTrees"] + CaseSettings.knownKeys

    public static func parse(_ root: JSONNode, file: String, root directory: String, warnings: inout WarningLog) throws -> SnapshotConfig {
        var config = SnapshotConfig(root: directory)
        let top = try JSONObjectReader(root, file: file, keyPath: "", expected: "a configuration object")
        for member in top.object.members where !knownKeys.contains(member.key) && !member.key.hasPrefix("_") {
            warnings.add("unknown key '\(member.key)' in \(fileName) (known: \(knownKeys.joined(separator: ", "))); ignored",
                         at: SourceLocation(file: file, position: member.keyPosition, keyPath: member.key))
        }
        try CaseChoosingLists.refuseEmpty("inputs", in: top, entry: "file or directory of forms", omitted: "those of Hints, Forms and Layouts")
        try CaseChoosingLists.refuseEmpty("pages", in: top, entry: "page (like \"a4\")", omitted: "no printed pages")
        if let inputs = try top.stringArray("inputs") {
            config.inputs = try paths(top, "inputs", inputs, root: directory) { path in
                FileKind.of(path) == nil ? "does not exist" : nil
            }
        }
        if let hints = try top.stringArray("hintsDirs") {
            config.hintsDirectories = try paths(top, "hintsDirs", hints, root: directory) { path in
                FileKind.of(path).map { $0 == .directory ? nil : "is \($0.name), not a directory" } ?? "does not exist"
            }
        }
        if let snapshots = try top.string("snapshots") { config.snapshotsDirectory = try outputDirectory(top, "snapshots", snapshots, root: directory) }
        if let report = try top.string("report") { config.reportDirectory = try outputDirectory(top, "report", report, root: directory) }
        // The keys an override may also set, read the same way at the top level.
        let settings = try CaseSettings.parse(top, root: directory)
        config.themeFile = settings.themeFile
        config.widths = settings.widths ?? config.widths
        config.variantWidths = settings.variantWidths
        config.scales = settings.scales ?? config.scales
        config.threshold = settings.threshold ?? config.threshold
        config.maxDiffPixels = settings.maxDiffPixels ?? config.maxDiffPixels
        config.maxDiffPixelRatio = settings.maxDiffPixelRatio ?? config.maxDiffPixelRatio
        config.mask = settings.mask ?? []
        if let pages = try top.stringArray("pages"), let node = top.node("pages") {
            config.pages = try pages.map { name in
                do { return try PageSetup.parse(name) } catch let error as PageSetup.ParseError {
                    throw FormError("'pages': \(error.description)", at: top.location(of: node, key: "pages"))
                }
            }
        }
        if let color = try top.string("maskColor"), let node = top.node("maskColor") {
            guard color.hasPrefix("#"), let parsed = Color(hexDigits: color.dropFirst(), alphaFirst: false), parsed.alpha == 1 else {
                throw FormError("'maskColor' must be an opaque colour like \"#FF00FF\", found '\(color.escapingControlCharacters)'",
                                at: top.location(of: node, key: "maskColor"))
            }
            config.maskColor = parsed
        }
        if let node = top.node("matrix") { config.matrix = try SnapshotMatrix.parse(node, in: top, root: directory) }
        if let node = top.node("overrides") { config.overrides = try CaseOverride.parseAll(node, in: top, root: directory, warnings: &warnings) }
        return config
    }

    /// A theme file named in the configuration, resolved against the root: it must be a regular file.
    static func themePath(_ value: String, at location: SourceLocation, root: String) throws -> String {
        let path = resolve(value, root: root)
        let kind: String? = FileKind.of(path).map { $0 == .regular ? nil : "is \($0.name), not a theme file" } ?? "does not exist"
        let why = value.isEmpty ? "is empty; expected a path" : ProjectConfinement.problem(value, root: root) ?? kind
        if let why { throw FormError("'\(location.keyPath ?? "theme")': '\(value.escapingControlCharacters)' \(why)", at: location) }
        return path
    }

    /// Paths of a key resolved against the root; the first `problem` found is an error at the key.
    private static func paths(_ top: JSONObjectReader, _ key: String, _ values: [String], root: String,
                              problem: (String) -> String?) throws -> [String] {
        try values.enumerated().map { offset, value in
            let path = resolve(value, root: root)
            let why = value.isEmpty ? "is empty; expected a path" : ProjectConfinement.problem(value, root: root) ?? problem(path)
            if let why, let node = top.node(key) {
                var location = top.location(of: node, key: key)
                if case .array(let items) = node.value, offset < items.count {
                    location = SourceLocation(file: top.file, position: items[offset].position, keyPath: "\(key)[\(offset)]")
                }
                throw FormError("'\(location.keyPath ?? key)': '\(value)' \(why)", at: location)
            }
            return path
        }
    }

    /// A directory the suite writes into: not empty, and not something other than a directory.
    private static func outputDirectory(_ top: JSONObjectReader, _ key: String, _ value: String, root: String) throws -> String {
        try paths(top, key, [value], root: root) { path in
            FileKind.of(path).flatMap { $0 == .directory ? nil : "is \($0.name), not a directory" }
        }[0]
    }
}
