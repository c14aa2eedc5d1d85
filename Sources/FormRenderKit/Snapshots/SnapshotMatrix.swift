import FormModel
import Foundation

/// `"matrix"` in `formrender.json`: every case is checked once per combination of its values, as
/// Paparazzi's device configurations or Playwright's projects, and each value but the default joins the
/// case's name (`Signup-midnight-compact@2x`):
///
/// ```json
/// "matrix": {"theme": ["default", "Themes/Midnight.json"]}
/// ```
public struct SnapshotMatrix: Equatable, Sendable {
    /// A theme the cases are checked in: `default` (the suite's `theme`, or none) adds nothing to names;
    /// a theme file adds its file name, lowercased.
    public struct Theme: Equatable, Hashable, Sendable {
        /// Nil for `default`.
        public var file: String?
        public var name: String?

        public static let standard = Theme(file: nil, name: nil)
    }

    public var themes: [Theme] = [.standard]

    public init() {}

    /// The dimensions the matrix knows, and those that come with features still to be built.
    static let knownKeys = ["theme"]
    static let plannedKeys = ["locale": "right-to-left and per-locale rendering", "textScale": "text scaling"]

    static func parse(_ node: JSONNode, in top: JSONObjectReader, root: String) throws -> SnapshotMatrix {
        let object = try JSONObjectReader(node, file: top.file, keyPath: "matrix", expected: "an object of dimensions, like {\"theme\": [\"default\", \"Themes/Dark.json\"]}")
        var matrix = SnapshotMatrix()
        for member in object.object.members {
            let location = SourceLocation(file: top.file, position: member.keyPosition, keyPath: "matrix.\(member.key)")
            if let feature = plannedKeys[member.key] {
                throw FormError("'matrix.\(member.key)' is not supported yet: it needs \(feature), which FormRender does not have yet; the matrix takes: \(knownKeys.joined(separator: ", "))",
                                at: location)
            }
            guard knownKeys.contains(member.key) else {
                throw FormError("'matrix.\(member.key)' is not a matrix dimension; the matrix takes: \(knownKeys.joined(separator: ", "))", at: location)
            }
        }
        if let themes = try object.stringArray("theme", maxCount: 100), let node = object.node("theme") {
            guard !themes.isEmpty else {
                throw FormError("'matrix.theme' is empty; list \"default\" and the theme files to check each case in", at: object.location(of: node, key: "theme"))
            }
            var byName: [String: String] = [:]
            matrix.themes = try themes.enumerated().map { offset, value in
                var location = object.location(of: node, key: "theme")
                if case .array(let items) = node.value, offset < items.count {
                    location = SourceLocation(file: top.file, position: items[offset].position, keyPath: "matrix.theme[\(offset)]")
                }
                let theme: Theme
                if value == "default" {
                    theme = .standard
                } else {
                    let file = try SnapshotConfig.themePath(value, at: location, root: root)
                    theme = Theme(file: file, name: SnapshotMatrix.themeName(file))
                }
                // Two files named alike would give their cases one name, and so one reference.
                let key = theme.name ?? "default"
                if let earlier = byName[key] {
                    throw FormError("'matrix.theme': '\(value)' and '\(earlier)' would both name cases '…-\(key)-…'; give the theme files different names",
                                    at: location)
                }
                byName[key] = value
                return theme
            }
        }
        return matrix
    }

    /// `Themes/Midnight.json` → `midnight`: the part of a case's name that says its theme.
    public static func themeName(_ file: String) -> String {
        ((file as NSString).lastPathComponent as NSString).deletingPathExtension.lowercased()
    }
}
