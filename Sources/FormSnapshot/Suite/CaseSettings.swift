import FormLayout
import FormModel
import FormPipeline
import FormSupport
import FormRaster
import Foundation

/// What a group of cases may set for itself in `formrender.json`'s `overrides`, each key optional:
///
/// ```json
/// "overrides": {
///   "Login*": {"widths": ["compact"], "threshold": 0.2, "mask": ["field:createdAt"]},
///   "*-expanded@2x": {"maxDiffPixels": 40}
/// }
/// ```
public struct CaseSettings: Equatable, Sendable {
    public var widths: [WidthClass]?
    public var variantWidths: [WidthClass]?
    public var scales: [Int]?
    public var themeFile: String?
    public var threshold: Double?
    public var maxDiffPixels: Int?
    public var maxDiffPixelRatio: Double?
    /// Added to the suite's own mask.
    public var mask: [SnapshotMask.Selector]?

    public init() {}

    /// The keys that choose which cases exist (matched against a case's name without its width and
    /// scale): the others only change how a case is compared.
    public var choosesCases: Bool { widths != nil || variantWidths != nil || scales != nil || themeFile != nil }

    static let knownKeys = ["widths", "variantWidths", "scales", "theme", "threshold", "maxDiffPixels", "maxDiffPixelRatio", "mask"]

    /// Reads the keys a case can set from `object` (the top level or an override); paths resolve
    /// against `root`.
    static func parse(_ object: JSONObjectReader, root: String, isOverride: Bool = false) throws -> CaseSettings {
        var settings = CaseSettings()
        let suite = isOverride ? "the suite's" : nil
        try CaseChoosingLists.refuseEmpty("widths", in: object, entry: "width class (compact, regular, expanded)",
                                          omitted: suite.map { "\($0) widths" } ?? "all three")
        try CaseChoosingLists.refuseEmpty("variantWidths", in: object, entry: "width class (compact, regular, expanded)",
                                          omitted: suite.map { "\($0) variant widths" } ?? "the widths of 'widths'")
        try CaseChoosingLists.refuseEmpty("scales", in: object, entry: "scale (\(Rasterizer.allowedScalesText))",
                                          omitted: suite.map { "\($0) scales" } ?? "2")
        settings.widths = try widths(object, "widths")
        settings.variantWidths = try widths(object, "variantWidths")
        if let scales = try object.array("scales") {
            settings.scales = try scales.enumerated().map { offset, node in
                guard let value = JSONObjectReader.number(node), Rasterizer.allowedScales.map(Double.init).contains(value) else {
                    let path = "\(object.path("scales"))[\(offset)]"
                    throw FormError("'\(path)' must be \(Rasterizer.allowedScalesText), found \(node.value.shortDescription)",
                                    at: SourceLocation(file: object.file, position: node.position, keyPath: path))
                }
                return Int(value)
            }
        }
        if let theme = try object.string("theme"), let node = object.node("theme") {
            settings.themeFile = try SnapshotConfig.themePath(theme, at: object.location(of: node, key: "theme"), root: root)
        }
        settings.threshold = try object.double("threshold", in: 0...1)
        settings.maxDiffPixels = try object.int("maxDiffPixels", in: 0...100_000_000)
        settings.maxDiffPixelRatio = try object.double("maxDiffPixelRatio", in: 0...1)
        if let selectors = try object.stringArray("mask", maxCount: 1000), let node = object.node("mask") {
            settings.mask = try selectors.enumerated().map { offset, text in
                guard let selector = SnapshotMask.Selector(text) else {
                    var location = object.location(of: node, key: "mask")
                    if case .array(let items) = node.value, offset < items.count {
                        location = SourceLocation(file: object.file, position: items[offset].position, keyPath: "\(object.path("mask"))[\(offset)]")
                    }
                    throw FormError("'\(location.keyPath ?? "mask")': '\(text.escapingControlCharacters)' is not a box to mask; expected \(SnapshotMask.syntax)",
                                    at: location)
                }
                return selector
            }
        }
        return settings
    }

    private static func widths(_ object: JSONObjectReader, _ key: String) throws -> [WidthClass]? {
        guard let names = try object.stringArray(key), let node = object.node(key) else { return nil }
        return try names.map { name in
            do { return try WidthClass.parse(name) } catch let error as WidthClass.ParseError {
                throw FormError("'\(object.path(key))': \(error.description)", at: object.location(of: node, key: key))
            }
        }
    }

    /// `other`'s keys over these.
    func overlaid(with other: CaseSettings) -> CaseSettings {
        var merged = self
        merged.widths = other.widths ?? widths
        // Widths set without `variantWidths` are the variants' widths too.
        merged.variantWidths = other.variantWidths ?? (other.widths == nil ? variantWidths : nil)
        merged.scales = other.scales ?? scales
        merged.themeFile = other.themeFile ?? themeFile
        merged.threshold = other.threshold ?? threshold
        merged.maxDiffPixels = other.maxDiffPixels ?? maxDiffPixels
        merged.maxDiffPixelRatio = other.maxDiffPixelRatio ?? maxDiffPixelRatio
        if let mask = other.mask { merged.mask = (mask + (self.mask ?? [])).uniqued() }
        return merged
    }
}

/// One entry of `overrides`: a glob on case names and what the cases it matches set.
public struct CaseOverride: Equatable, Sendable {
    public var pattern: String
    public var settings: CaseSettings
    /// Where it was written, for the warning when it matches no case.
    public var location: SourceLocation?

    public init(pattern: String, settings: CaseSettings, location: SourceLocation? = nil) {
        self.pattern = pattern
        self.settings = settings
        self.location = location
    }

    /// A case matches by its whole name (`Login-compact@2x`) or by its name without width and scale
    /// (`Login`, `Login-error`, `Login-midnight`).
    public func matches(name: String, stem: String) -> Bool {
        matches(stem: stem) || CaseGlob.matches(pattern, name)
    }

    public func matches(stem: String) -> Bool {
        CaseGlob.matches(pattern, stem)
    }

    static func parseAll(_ node: JSONNode, in top: JSONObjectReader, root: String, warnings: inout WarningLog) throws -> [CaseOverride] {
        let overrides = try JSONObjectReader(node, file: top.file, keyPath: "overrides",
                                             expected: "an object of globs on case names, each with its settings")
        guard overrides.object.members.count <= 1000 else {
            throw FormError("'overrides' has \(overrides.object.members.count) entries; at most 1000 are allowed",
                            at: top.location(of: node, key: "overrides"))
        }
        return try overrides.object.members.map { member in
            let path = "overrides.\(member.key)"
            let location = SourceLocation(file: top.file, position: member.keyPosition, keyPath: path)
            guard !member.key.isEmpty else { throw FormError("'overrides' has an empty glob; expected one like 'Login*'", at: location) }
            let object = try JSONObjectReader(member.value, file: top.file, keyPath: path, expected: "an object of settings")
            for key in object.object.members where !knownKeys.contains(key.key) && !key.key.hasPrefix("_") {
                warnings.add("unknown key '\(key.key)' in '\(path)' (known: \(knownKeys.joined(separator: ", "))); ignored",
                             at: SourceLocation(file: top.file, position: key.keyPosition, keyPath: "\(path).\(key.key)"))
            }
            return CaseOverride(pattern: member.key, settings: try CaseSettings.parse(object, root: root, isOverride: true), location: location)
        }
    }

    static let knownKeys = CaseSettings.knownKeys
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
