import FormModel
import FormSupport

/// Whether a matrix theme changes how a view tree draws: only through its font family (a view tree
/// has its own colours, sizes and spacing), so only a theme whose family draws otherwise than the
/// family of the theme the case has without the matrix, and than the matrix's earlier themes, multiplies it. A family is compared as
/// fontconfig picks it: case and spaces aside, and one FormRender does not bundle drawn as Inter.
/// Each theme file is read once; one that cannot be read counts as changing them, so its cases run
/// and say why.
struct ViewTreeThemeFamilies {
    private var familyByFile: [String: String?] = [:]
    /// The families each state is already drawn in, by the state and the rest of its combination.
    private var drawnByState: [String: Set<String>] = [:]

    /// The families FormRender bundles (Fonts/), as fontconfig names them.
    static let bundled: Set<String> = ["inter", "noto color emoji", "noto sans arabic", "noto sans cjk jp", "noto sans devanagari",
                                       "noto sans hebrew", "noto sans symbols", "noto sans symbols2", "noto sans thai"]

    /// Whether `theme` draws the state (`key`: the state and its combination but the theme) in a family
    /// no earlier theme of the matrix did, nor its own theme when the matrix lists `default`.
    mutating func changes(_ theme: SnapshotMatrix.Theme, from ownTheme: String?, state key: String, defaultListed: Bool) -> Bool {
        var drawn = drawnByState[key] ?? (defaultListed ? family(of: ownTheme).map { [$0] } ?? [] : [])
        defer { drawnByState[key] = drawn }
        guard let file = theme.file, let matrixFamily = family(of: file) else { return true }
        return drawn.insert(matrixFamily).inserted
    }

    /// The family the theme's text is drawn in (the default theme's without a file); nil when the file
    /// cannot be read.
    private mutating func family(of themeFile: String?) -> String? {
        guard let themeFile else { return Self.drawn(Theme.default.fontFamily) }
        if let known = familyByFile[themeFile] { return known }
        var warnings = WarningLog()
        let family = (try? ThemeFile.load(themeFile, warnings: &warnings)).map { Self.drawn($0.fontFamily) }
        familyByFile[themeFile] = family
        return family
    }

    /// `"Inter "`, `"inter"` and `"Georgia"` are all drawn in Inter.
    static func drawn(_ family: String) -> String {
        let name = family.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return bundled.contains(name) ? name : "inter"
    }
}
