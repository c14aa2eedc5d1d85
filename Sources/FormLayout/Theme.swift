/// Colours, fonts and spacing of the design. The default reproduces the field seed's metrics: a field
/// unit is 6 + 13.5 (title line) + 18 (value line) + 6 = 43.5 pt.
public struct Theme: Equatable, Sendable {
    public struct Colors: Equatable, Sendable {
        public var pageBackground = Color(hex: 0xF2F2F7)
        public var card = Color(hex: 0xFFFFFF)
        public var text = Color(hex: 0x1C1C1E)
        public var secondaryText = Color(hex: 0x6C6C70)
        public var placeholder = Color(hex: 0xAEAEB2)
        public var border = Color(hex: 0xC7C7CC)
        public var readOnlyFill = Color(hex: 0xF2F2F7)
        public var active = Color(hex: 0x007AFF)
        public var error = Color(hex: 0xD70015)
        public var accent = Color(hex: 0x007AFF)
        public var control = Color(hex: 0x8E8E93)
        public var toggleOn = Color(hex: 0x34C759)
        public var toggleOff = Color(hex: 0xE5E5EA)
        public var shadow = Color(hex: 0x000000, alpha: 0.2)
    }

    public var colors = Colors()
    public var fontFamily = "Inter"

    // Page and cards.
    public var pageMarginCompact = 16.0
    public var pageMarginWide = 24.0
    /// Widths below this use the compact margin.
    public var wideMarginFrom = 600.0
    public var titleGap = 16.0
    public var cardGap = 16.0
    public var cardPadding = 16.0
    public var cardRadius = 12.0
    public var shadowOffsetY = 2.0
    public var shadowBlur = 3.0
    public var headerGap = 12.0
    public var descriptionGap = 2.0
    public var chevronSize = 12.0

    // Fields.
    public var fieldPaddingTop = 6.0
    public var fieldPaddingBottom = 6.0
    public var fieldPaddingX = 12.0
    public var fieldRadius = 8.0
    public var fieldBorderWidth = 1.0
    public var counterGap = 8.0
    public var trailingControlWidth = 20.0
    public var minimumFieldWidth = 80.0
    /// The width a multi-column layout needs for a field that has no width hint.
    public var defaultFieldWidth = 200.0
    /// A column this wide is comfortable for any field, so wider hints (`wide`, 400) do not force a
    /// section into one column when 280 pt or more is on offer.
    public var comfortableFieldWidth = 280.0
    /// The seed's widths are approximate (narrow ~150): a column may be this much narrower than a
    /// field's need and still take it, so two narrow fields share a row at compact (149.5 pt columns).
    public var columnWidthTolerance = 0.9
    /// `expectedLength` → width: characters × this × value font size, plus padding.
    public var averageCharacterWidth = 0.55

    // Gaps between fields, by style.
    public var columnGap = 12.0
    public var rowGap = 12.0
    public var compactRowGap = 8.0
    public var spaciousRowGap = 20.0

    public init() {}

    public static let `default` = Theme()

    public func font(_ style: TextStyle) -> FontSpec {
        switch style {
        case .formTitle: return FontSpec(family: fontFamily, weight: .bold, size: 24, lineHeight: 30)
        case .sectionTitle: return FontSpec(family: fontFamily, weight: .semibold, size: 17, lineHeight: 22)
        case .sectionDescription: return FontSpec(family: fontFamily, weight: .regular, size: 13, lineHeight: 18)
        case .fieldTitle: return FontSpec(family: fontFamily, weight: .semibold, size: 11, lineHeight: 13.5)
        case .fieldValue: return FontSpec(family: fontFamily, weight: .regular, size: 15, lineHeight: 18)
        case .counter: return FontSpec(family: fontFamily, weight: .regular, size: 11, lineHeight: 13.5)
        }
    }

    public func pageMargin(forWidth width: Double) -> Double {
        width < wideMarginFrom ? pageMarginCompact : pageMarginWide
    }
}
