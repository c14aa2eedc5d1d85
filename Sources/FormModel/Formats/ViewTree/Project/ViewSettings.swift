/// How a view tree is to be drawn beyond its data: the appearance its colours are taken in, the
/// language its strings are shown in, and which of SwiftJsonUI's renderers it follows.
public struct ViewSettings: Equatable, Sendable {
    /// `light` or `dark`: the colors.json mode chosen through its `systemModeMapping`.
    public var appearance: Appearance
    /// A locale name (`ja_JP`, `en`); nil: English, as strings.json's `en` entries read.
    public var locale: String?
    /// The renderer whose defaults are drawn; nil: the project's setting, else SwiftUI.
    public var mode: ViewMode?

    public init(appearance: Appearance = .light, locale: String? = nil, mode: ViewMode? = nil) {
        self.appearance = appearance
        self.locale = locale
        self.mode = mode
    }

    public enum Appearance: String, CaseIterable, Equatable, Sendable, Codable {
        case light, dark
    }

    /// The language part of the locale (`ja` of `ja_JP`), lowercased.
    public var language: String {
        let name = locale ?? "en"
        return String(name.split(whereSeparator: { $0 == "_" || $0 == "-" }).first ?? "en").lowercased()
    }
}

/// SwiftJsonUI's two renderers, which differ in some defaults (docs/view-trees.md).
public enum ViewMode: String, CaseIterable, Equatable, Sendable {
    case swiftui, uikit

    /// A project's `mode` as its config writes it (`swiftui`, `uikit`; Kotlin's `compose` draws as SwiftUI does).
    public init?(configValue: String) {
        switch configValue.lowercased() {
        case "swiftui", "compose", "all": self = .swiftui
        case "uikit", "xml": self = .uikit
        default: return nil
        }
    }
}
