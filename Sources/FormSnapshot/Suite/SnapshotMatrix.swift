import FormModel
import FormPipeline
import FormSupport
import Foundation

/// `"matrix"` in `formrender.json`: every case is checked once per combination of its values, as
/// Paparazzi's device configurations or Playwright's projects, and each value but the default joins the
/// case's name (`Signup-midnight-compact@2x`):
///
/// ```json
/// "matrix": {"theme": ["default", "Themes/Midnight.json"], "locale": ["default", "ar"], "textScale": [1, 1.35],
///            "appearance": ["light", "dark"]}
/// ```
/// `appearance` is the colors.json mode view trees are drawn in; forms have themes instead, so a
/// form is not multiplied by it.
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
    /// Text scales (`--text-scale`): nil (none listed) is the theme's own; 1 is 1 and adds nothing to
    /// names; 1.35 adds `text1.35`.
    public var textScales: [Double?] = [nil]
    /// Locales (`--locale`): `default` (nil) is each input's own and adds nothing; `ar` adds `ar`.
    public var locales: [String?] = [nil]
    /// View trees' appearances (`--appearance`): `light` (nil) adds nothing, `dark` adds `dark`.
    public var appearances: [ViewSettings.Appearance?] = [nil]

    public init() {}

    /// One combination of the matrix's values: what a case renders with, and what joins its name.
    public struct Combination: Sendable {
        public var theme: Theme
        public var textScale: Double?
        public var locale: String?
        public var appearance: ViewSettings.Appearance?

        /// `-midnight-ar-text1.35-dark`, or nothing for the defaults.
        public var nameSuffix: String {
            (theme.name.map { "-\($0)" } ?? "") + (locale.map { "-\($0)" } ?? "")
                + (textScale.flatMap { $0 == 1 ? nil : "-text\(JSONObjectReader.format($0))" } ?? "") + (appearance.map { "-\($0.rawValue)" } ?? "")
        }

        /// How messages call it: " in the matrix theme 'midnight' (Themes/Midnight.json) at text scale 1.35".
        public var label: String {
            (theme.name.map { " in the matrix theme '\($0)' (\(theme.file ?? $0))" } ?? "")
                + (locale.map { " in the matrix locale '\($0)'" } ?? "")
                + (textScale.flatMap { $0 == 1 ? nil : " at text scale \(JSONObjectReader.format($0))" } ?? "")
                + (appearance.map { " in the \($0.rawValue) appearance" } ?? "")
        }
    }

    public var combinations: [Combination] {
        themes.flatMap { theme in
            locales.flatMap { locale in
                textScales.flatMap { scale in appearances.map { Combination(theme: theme, textScale: scale, locale: locale, appearance: $0) } }
            }
        }
    }

    /// The dimensions the matrix knows.
    static let knownKeys = ["theme", "locale", "textScale", "appearance"]

    static func parse(_ node: JSONNode, in top: JSONObjectReader, root: String) throws -> SnapshotMatrix {
        let object = try JSONObjectReader(node, file: top.file, keyPath: "matrix", expected: "an object of dimensions, like {\"theme\": [\"default\", \"Themes/Dark.json\"]}")
        var matrix = SnapshotMatrix()
        for member in object.object.members {
            let location = SourceLocation(file: top.file, position: member.keyPosition, keyPath: "matrix.\(member.key)")
            guard knownKeys.contains(member.key) else {
                throw FormError("'matrix.\(member.key)' is not a matrix dimension; the matrix takes: \(knownKeys.joined(separator: ", "))", at: location)
            }
        }
        try CaseChoosingLists.refuseEmpty("theme", in: object, entry: "theme (\"default\" or a theme file)", omitted: "the suite's theme alone")
        try CaseChoosingLists.refuseEmpty("locale", in: object, entry: "locale (\"default\" or one like ar)", omitted: "each input's own locale")
        try CaseChoosingLists.refuseEmpty("appearance", in: object, entry: "appearance (light or dark)", omitted: "light alone")
        try CaseChoosingLists.refuseEmpty("textScale", in: object, entry: "text scale (like 1 or 1.35)", omitted: "each theme's own")
        if let themes = try object.stringArray("theme", maxCount: 100), let node = object.node("theme") {
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
        if let locales = try object.stringArray("locale", maxCount: 50), let node = object.node("locale") {
            var seen = Set<String>()
            matrix.locales = try locales.enumerated().map { offset, value in
                guard FormDocument.isLocaleName(value), seen.insert(value.lowercased()).inserted else {
                    var location = object.location(of: node, key: "locale")
                    if case .array(let items) = node.value, offset < items.count {
                        location = SourceLocation(file: top.file, position: items[offset].position, keyPath: "matrix.locale[\(offset)]")
                    }
                    throw FormError("'matrix.locale[\(offset)]' must be \"default\" or a locale like ar or ja_JP, each once, found '\(value.escapingControlCharacters)'",
                                    at: location)
                }
                return value == "default" ? nil : value
            }
        }
        if let appearances = try object.stringArray("appearance", maxCount: 2), let node = object.node("appearance") {
            var seen = Set<String>()
            matrix.appearances = try appearances.enumerated().map { offset, value in
                guard let appearance = ViewSettings.Appearance(rawValue: value == "default" ? "light" : value), seen.insert(appearance.rawValue).inserted else {
                    var location = object.location(of: node, key: "appearance")
                    if case .array(let items) = node.value, offset < items.count {
                        location = SourceLocation(file: top.file, position: items[offset].position, keyPath: "matrix.appearance[\(offset)]")
                    }
                    throw FormError("'matrix.appearance[\(offset)]' must be light (or default) or dark, each once, found '\(value.escapingControlCharacters)'", at: location)
                }
                return appearance == .light ? nil : appearance
            }
        }
        if let scales = try object.array("textScale"), let node = object.node("textScale") {
            guard scales.count <= 20 else {
                throw FormError("'matrix.textScale' must list 1 to 20 scales, like [1, 1.35, 2]", at: object.location(of: node, key: "textScale"))
            }
            var seen = Set<Double>()
            matrix.textScales = try scales.enumerated().map { offset, item in
                guard let value = JSONObjectReader.number(item), FormModel.Theme.textScales.contains(value), seen.insert(value).inserted else {
                    throw FormError("'matrix.textScale[\(offset)]' must be a scale from 0.5 to 3, each once, found \(item.value.shortDescription)",
                                    at: SourceLocation(file: top.file, position: item.position, keyPath: "matrix.textScale[\(offset)]"))
                }
                // Kept as 1, not the theme's own: `[1, 1.35]` checks at 1 even under a theme that scales its text.
                return value
            }
        }
        return matrix
    }

    /// `Themes/Midnight.json` → `midnight`: the part of a case's name that says its theme.
    public static func themeName(_ file: String) -> String {
        ((file as NSString).lastPathComponent as NSString).deletingPathExtension.lowercased()
    }
}
