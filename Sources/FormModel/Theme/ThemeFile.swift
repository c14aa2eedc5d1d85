import BoxTree
import FormSupport

/// Reads a theme JSON file (`--theme`): any subset of colours, fonts, spacing, radii and shadow,
/// laid over the default theme. Wrong types are errors that point into the file; unknown keys are
/// warnings, so a typo never passes silently.
///
/// ```json
/// {"colors": {"accent": "#0A84FF", "card": "#FFFFFF"},
///  "font": {"family": "Inter"},
///  "fonts": {"fieldValue": {"size": 16, "lineHeight": 20, "weight": "regular"}},
///  "spacing": {"scale": 1.25, "cardPadding": 20},
///  "radii": {"card": 16, "field": 10},
///  "measure": {"maxContentWidth": 720, "maxFieldWidth": 480, "gridColumns": 6},
///  "shadow": {"color": "#000000", "opacity": 0.15, "offsetY": 4, "blur": 8},
///  "layout": "refined"}
/// ```
public enum ThemeFile {
    public static func load(_ path: String, warnings: inout WarningLog) throws -> Theme {
        try parse(try SourceFiles.readJSON(path), file: path, warnings: &warnings)
    }

    static let colorKeys: [(String, WritableKeyPath<Theme.Colors, Color>)] = [
        ("background", \.pageBackground), ("card", \.card), ("text", \.text), ("secondaryText", \.secondaryText),
        ("placeholder", \.placeholder), ("border", \.border), ("readOnly", \.readOnlyFill), ("active", \.active),
        ("error", \.error), ("accent", \.accent), ("control", \.control), ("toggleOn", \.toggleOn),
        ("toggleOff", \.toggleOff), ("shadow", \.shadow),
    ]

    /// Spacing keys; `scale` multiplies all of them after they are read.
    static let spacingKeys: [(String, WritableKeyPath<Theme, Double>)] = [
        ("pageMargin", \.pageMarginCompact), ("pageMarginWide", \.pageMarginWide), ("titleGap", \.titleGap),
        ("cardGap", \.cardGap), ("cardPadding", \.cardPadding), ("headerGap", \.headerGap),
        ("rowGap", \.rowGap), ("compactRowGap", \.compactRowGap), ("spaciousRowGap", \.spaciousRowGap),
        ("columnGap", \.columnGap),
    ]

    /// The rows of an open panel are fixed (its height is the seed's 226 pt), so the styles drawn in them
    /// may not have taller lines than their rows.
    static let panelLineLimits: [TextStyle: Double] = [
        .option: 34, .selectedOption: 34, .calendarMonth: 28, .weekday: 16, .calendarDay: 21, .panelButton: 45,
    ]

    public static func parse(_ root: JSONNode, file: String, warnings: inout WarningLog) throws -> Theme {
        var theme = Theme()
        let top = try JSONObjectReader(root, file: file, keyPath: "", expected: "a theme object")
        warnUnknown(top, known: ["colors", "font", "fonts", "spacing", "radii", "shadow", "textScale", "measure", "layout"], warnings: &warnings)
        // Applied over the whole theme once it is read (RenderOptions.textScale goes over it).
        theme.textScale = try top.double("textScale", in: Theme.textScales) ?? 1
        if let mode = try top.string("layout"), let node = top.node("layout") {
            guard let known = Theme.LayoutMode(rawValue: mode) else {
                let near = Theme.LayoutMode(rawValue: mode.lowercased()).map { " (write \"\($0.rawValue)\", in lowercase)" } ?? ""
                throw FormError("'layout' must be \"exact\" (widths and columns as SixLayer gives them) or \"refined\" (FormRender's field grid)\(near)",
                                at: top.location(of: node, key: "layout"))
            }
            theme.layoutMode = known
        }

        if let node = top.node("colors") {
            let colors = try JSONObjectReader(node, file: file, keyPath: "colors")
            warnUnknown(colors, known: colorKeys.map(\.0), warnings: &warnings)
            for (key, path) in colorKeys {
                if let color = try color(colors, key) { theme.colors[keyPath: path] = color }
            }
        }
        if let node = top.node("font") {
            let font = try JSONObjectReader(node, file: file, keyPath: "font")
            warnUnknown(font, known: ["family"], warnings: &warnings)
            if let family = try font.string("family") { theme.fontFamily = family }
        }
        if let node = top.node("fonts") {
            let fonts = try JSONObjectReader(node, file: file, keyPath: "fonts")
            warnUnknown(fonts, known: TextStyle.allCases.map(\.rawValue), warnings: &warnings)
            for style in TextStyle.allCases {
                guard let styleNode = fonts.node(style.rawValue) else { continue }
                let reader = try JSONObjectReader(styleNode, file: file, keyPath: fonts.path(style.rawValue))
                let spec = try fontSpec(reader, base: theme.font(style), warnings: &warnings)
                if let limit = panelLineLimits[style], spec.lineHeight > limit {
                    throw FormError("'\(reader.keyPath)' gives a line \(JSONObjectReader.format(spec.lineHeight)) pt tall; an open panel is the seed's fixed 226 pt, so this style's lines may be at most \(JSONObjectReader.format(limit)) pt",
                                    at: SourceLocation(file: file, position: styleNode.position, keyPath: reader.keyPath))
                }
                theme.fonts[style] = spec
            }
        }
        if let node = top.node("spacing") {
            let spacing = try JSONObjectReader(node, file: file, keyPath: "spacing")
            warnUnknown(spacing, known: ["scale"] + spacingKeys.map(\.0), warnings: &warnings)
            for (key, path) in spacingKeys {
                if let value = try spacing.double(key, in: 0...200) { theme[keyPath: path] = value }
            }
            if let scale = try spacing.double("scale", in: 0.25...4) {
                for (_, path) in spacingKeys { theme[keyPath: path] *= scale }
            }
        }
        if let node = top.node("measure") {
            let measure = try JSONObjectReader(node, file: file, keyPath: "measure")
            warnUnknown(measure, known: ["maxContentWidth", "maxFieldWidth", "gridColumns"], warnings: &warnings)
            if let width = try measure.double("maxContentWidth", in: 100...100_000) { theme.maxContentWidth = width }
            if let width = try measure.double("maxFieldWidth", in: 80...100_000) { theme.maxFieldWidth = width }
            if let columns = try measure.int("gridColumns", in: 1...12) { theme.fieldGridColumns = columns }
        }
        if let node = top.node("radii") {
            let radii = try JSONObjectReader(node, file: file, keyPath: "radii")
            warnUnknown(radii, known: ["card", "field"], warnings: &warnings)
            if let card = try radii.double("card", in: 0...100) { theme.cardRadius = card }
            if let field = try radii.double("field", in: 0...50) { theme.fieldRadius = field }
        }
        if let node = top.node("shadow") {
            let shadow = try JSONObjectReader(node, file: file, keyPath: "shadow")
            warnUnknown(shadow, known: ["color", "opacity", "offsetY", "blur"], warnings: &warnings)
            if let color = try color(shadow, "color") { theme.colors.shadow = color }
            if let opacity = try shadow.double("opacity", in: 0...1) { theme.colors.shadow.alpha = opacity }
            if let offset = try shadow.double("offsetY", in: -50...50) { theme.shadowOffsetY = offset }
            if let blur = try shadow.double("blur", in: 0...50) { theme.shadowBlur = blur }
        }
        return theme
    }

    private static func fontSpec(_ reader: JSONObjectReader, base: FontSpec, warnings: inout WarningLog) throws -> FontSpec {
        warnUnknown(reader, known: ["size", "lineHeight", "weight", "italic"], warnings: &warnings)
        var spec = base
        if let size = try reader.double("size", in: 4...200) {
            spec.size = size
            // A new size without a line height keeps the style's proportion.
            spec.lineHeight = (base.lineHeight / base.size * size * 2).rounded() / 2
        }
        if let lineHeight = try reader.double("lineHeight", in: 4...400) { spec.lineHeight = lineHeight }
        if let weight = try reader.string("weight"), let node = reader.node("weight") {
            guard let parsed = FontWeight(rawValue: weight) else {
                throw reader.mismatch("weight", node, expected: "regular, semibold or bold")
            }
            spec.weight = parsed
        }
        if let italic = try reader.bool("italic") { spec.italic = italic }
        return spec
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    static func color(_ reader: JSONObjectReader, _ key: String) throws -> Color? {
        guard let text = try reader.string(key), let node = reader.node(key) else { return nil }
        guard text.hasPrefix("#"), let color = Color(hexDigits: text.dropFirst(), alphaFirst: false) else {
            throw reader.mismatch(key, node, expected: "a colour like \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\"")
        }
        return color
    }

    private static func warnUnknown(_ reader: JSONObjectReader, known: [String], warnings: inout WarningLog) {
        for member in reader.object.members where !known.contains(member.key) && !member.key.hasPrefix("_") {
            warnings.add("unknown theme key '\(reader.path(member.key))' (known here: \(known.joined(separator: ", "))); ignored",
                         at: SourceLocation(file: reader.file, position: member.keyPosition, keyPath: reader.path(member.key)))
        }
    }
}
