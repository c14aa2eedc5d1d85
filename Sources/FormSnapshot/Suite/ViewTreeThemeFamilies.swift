import FormModel
import FormSupport

/// Whether a matrix theme changes how view trees draw: only through its font family (a view tree has
/// its own colours, sizes and spacing), so only a theme whose family is not the suite's own theme's
/// multiplies them. Each theme file is read once; one that cannot be read counts as changing them, so
/// its cases run and say why.
struct ViewTreeThemeFamilies {
    private var baselineFamily: String?
    private var changesByFile: [String: Bool] = [:]

    init(baseline themeFile: String?) {
        baselineFamily = ViewTreeThemeFamilies.family(of: themeFile)
    }

    mutating func changes(_ theme: SnapshotMatrix.Theme) -> Bool {
        guard let file = theme.file else { return true }
        if let known = changesByFile[file] { return known }
        let family = ViewTreeThemeFamilies.family(of: file)
        let changes = family == nil || baselineFamily == nil || family != baselineFamily
        changesByFile[file] = changes
        return changes
    }

    /// The theme's font family (the default theme's without a file); nil when the file cannot be read.
    private static func family(of themeFile: String?) -> String? {
        guard let themeFile else { return Theme.default.fontFamily }
        var warnings = WarningLog()
        return try? ThemeFile.load(themeFile, warnings: &warnings).fontFamily
    }
}
