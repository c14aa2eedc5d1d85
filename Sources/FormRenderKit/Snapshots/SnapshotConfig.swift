import FormLayout
import FormModel
import FormPages
import Foundation

/// `formrender.json` at the project root: what the snapshot suite covers and how strictly it compares.
/// Every key is optional; without the file the defaults serve.
///
/// ```json
/// {"inputs": ["Hints", "Forms"], "hintsDirs": ["Hints"], "snapshots": "Snapshots",
///  "widths": ["compact", "regular", "expanded"], "variantWidths": ["compact"], "scales": [2],
///  "theme": "Themes/Brand.json", "threshold": 0.1, "maxDiffPixels": 0, "maxDiffPixelRatio": 0,
///  "report": "snapshot-report", "pages": ["a4"]}
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

    public static let fileName = "formrender.json"
    public static let defaultInputs = ["Hints", "Forms", "Layouts"]

    /// The defaults, with paths resolved against `root`.
    public init(root: String = ".") {
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

    static let knownKeys = ["inputs", "hintsDirs", "snapshots", "widths", "variantWidths", "scales", "theme", "threshold",
                            "maxDiffPixels", "maxDiffPixelRatio", "report", "pages"]

    public static func parse(_ root: JSONNode, file: String, root directory: String, warnings: inout WarningLog) throws -> SnapshotConfig {
        var config = SnapshotConfig(root: directory)
        let top = try JSONObjectReader(root, file: file, keyPath: "", expected: "a configuration object")
        for member in top.object.members where !knownKeys.contains(member.key) && !member.key.hasPrefix("_") {
            warnings.add("unknown key '\(member.key)' in \(fileName) (known: \(knownKeys.joined(separator: ", "))); ignored",
                         at: SourceLocation(file: file, position: member.keyPosition, keyPath: member.key))
        }
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
        if let theme = try top.string("theme") {
            config.themeFile = try paths(top, "theme", [theme], root: directory) { path in
                FileKind.of(path).map { $0 == .regular ? nil : "is \($0.name), not a theme file" } ?? "does not exist"
            }[0]
        }
        config.widths = try widths(top, "widths") ?? config.widths
        config.variantWidths = try widths(top, "variantWidths")
        if let scales = try top.array("scales") {
            config.scales = try scales.enumerated().map { offset, node in
                guard let value = JSONObjectReader.number(node), [1.0, 2, 3].contains(value) else {
                    throw FormError("'scales[\(offset)]' must be 1, 2 or 3, found \(node.value.shortDescription)",
                                    at: SourceLocation(file: file, position: node.position, keyPath: "scales[\(offset)]"))
                }
                return Int(value)
            }
        }
        if let pages = try top.stringArray("pages"), let node = top.node("pages") {
            config.pages = try pages.map { name in
                do { return try PageSetup.parse(name) } catch let error as PageSetup.ParseError {
                    throw FormError("'pages': \(error.description)", at: top.location(of: node, key: "pages"))
                }
            }
        }
        config.threshold = try top.double("threshold", in: 0...1) ?? config.threshold
        config.maxDiffPixels = try top.int("maxDiffPixels", in: 0...100_000_000) ?? config.maxDiffPixels
        config.maxDiffPixelRatio = try top.double("maxDiffPixelRatio", in: 0...1) ?? config.maxDiffPixelRatio
        return config
    }

    /// Paths of a key resolved against the root; the first `problem` found is an error at the key.
    private static func paths(_ top: JSONObjectReader, _ key: String, _ values: [String], root: String,
                              problem: (String) -> String?) throws -> [String] {
        try values.enumerated().map { offset, value in
            let path = resolve(value, root: root)
            let why = value.isEmpty ? "is empty; expected a path" : problem(path)
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

    private static func widths(_ top: JSONObjectReader, _ key: String) throws -> [WidthClass]? {
        guard let names = try top.stringArray(key), let node = top.node(key) else { return nil }
        return try names.map { name in
            do { return try WidthClass.parse(name) } catch let error as WidthClass.ParseError {
                throw FormError("'\(key)': \(error.description)", at: top.location(of: node, key: key))
            }
        }
    }
}
