import ArgumentParser
import FormLayout
import FormModel
import FormSupport
import FormRaster
import FormRenderKit

/// Options every command that reads forms shares.
struct InputOptions: ParsableArguments {
    @Option(name: .customLong("hints-dir"), help: "A directory to find {Model}.hints in (repeatable; first match wins).")
    var hintsDirectories: [String] = []

    @Option(name: .customLong("data"), help: "A JSON object of values: field id → value for forms, names (nested objects and arrays allowed) for view trees.")
    var dataFile: String?

    @Option(name: .customLong("theme"), help: "A theme JSON file: colours, fonts, spacing, radii, shadow, measure (gallery and watch: repeatable, one set of pictures a theme).")
    var themeFiles: [String] = []

    var themeFile: String? { themeFiles.first }

    /// For the commands that draw in one theme.
    func requireOneTheme() throws {
        if themeFiles.count > 1 { throw ValidationError("--theme is given \(themeFiles.count) times; this command draws in one theme (gallery and watch take several)") }
    }

    @Flag(name: .customLong("expand-all"), help: "Render collapsed sections expanded.")
    var expandAll = false

    @Option(name: .customLong("fonts-dir"), help: "The bundled fonts directory (default: $FORMRENDER_FONTS, else share/formrender/fonts of the installation, else Fonts/ of the checkout).")
    var fontsDirectory: String?

    @Option(help: "Render every form and view tree as if in this locale (en_US, ar, ja_JP…): its dates, digits, words and direction.")
    var locale: String?

    @Option(name: .customLong("text-scale"), parsing: .unconditional, help: "Every text this much larger, 0.5 to 3 (as iOS Dynamic Type or Android's font scale; default 1, or the theme's textScale).", transform: DecimalOption.parse)
    var textScale: Double?

    @Flag(help: "View trees: every value FormRender cannot use (an unknown component, attribute or enum value, a wrong type) is an error, and each attribute that only means something on a device (onclick, events, gestures…) is named. Hints: every value SixLayer would ignore or skip is an error.")
    var strict = false

    @Option(help: "View trees: the colors.json mode to draw in, light or dark (default light).")
    var appearance: ViewSettings.Appearance = .light

    @Option(name: .customLong("view-mode"), help: "View trees: follow SwiftJsonUI's swiftui or uikit renderer where they differ (default: the project's jui.config.json mode, else swiftui).")
    var viewMode: ViewMode?

    @Option(name: .customLong("layout-root"), help: "The folder view trees' includes and images must stay in (default: the enclosing Layouts folder, else the view tree's own).")
    var layoutRoot: String?

    func validate() throws {
        if let locale, !FormDocument.isLocaleName(locale) {
            throw ValidationError("--locale must be a locale name like en_US, ar or ja_JP; got '\(locale.quotedForMessages)'")
        }
        if let textScale, !(textScale >= 0.5 && textScale <= 3) {
            throw ValidationError("--text-scale must be from 0.5 to 3, like 1.35; got \(DecimalText.compact(textScale))")
        }
    }

    func apply(to options: inout RenderOptions) {
        options.hintsDirectories = hintsDirectories.isEmpty ? ["Hints"] : hintsDirectories
        options.dataFile = dataFile
        options.themeFile = themeFile
        options.expandAll = expandAll
        options.fontsDirectory = fontsDirectory
        options.strict = strict
        options.textScale = textScale
        options.locale = locale
        options.layoutRoot = layoutRoot
        options.appearance = appearance
        options.viewMode = viewMode
    }
}

extension OutputFormat: ExpressibleByArgument {}
extension ViewSettings.Appearance: ExpressibleByArgument {}
extension ViewMode: ExpressibleByArgument {}

/// Checks width arguments, so the message says what was wrong (unknown name or out of range), and
/// drops repeats that would name the same files (`--width 375 --width 375.0`).
func validateWidths(_ raw: [String]) throws -> [WidthClass] {
    var seen = Set<String>()
    return try raw.map { text in
        do { return try WidthClass.parse(text) } catch let error as WidthClass.ParseError {
            throw ValidationError(error.description)
        }
    }.filter { seen.insert($0.description).inserted }
}

func validateScale(_ scale: Int) throws {
    guard Rasterizer.allowedScales.contains(scale) else {
        throw ValidationError("scale \(scale) is not supported: expected \(Rasterizer.allowedScalesText)")
    }
}
