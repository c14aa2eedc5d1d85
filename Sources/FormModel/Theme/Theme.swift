import BoxTree

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

        public init() {}
    }

    /// How fields take their widths and sections their columns.
    public enum LayoutMode: String, Sendable {
        /// As SixLayer gives them: `displayWidth` in exact points (narrow 150, medium 200, wide 400)
        /// clamped to the column; a section's columns (horizontal 2, grid up to 3) at every width; a
        /// character counter that counts.
        case exact
        /// FormRender's refinements: widths snapped to a grid of `gridColumns` parts so that right
        /// edges line up, columns dropped where the fields would not fit, grids up to 4 columns, and a
        /// counter that shows its limit (`12/50`).
        case refined
    }

    public var layoutMode = LayoutMode.exact
    public var colors = Colors()
    /// `textScale` in a theme file: how much larger every text is (`--text-scale` goes over it).
    public var textScale = 1.0
    public var fontFamily = "Inter" {
        didSet { for style in TextStyle.allCases { fonts[style]?.family = fontFamily } }
    }
    /// Every text style's font; `font(_:)` reads it.
    public var fonts: [TextStyle: FontSpec] = Theme.defaultFonts(family: "Inter")

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
    /// The border of the active field (and of a field in error, in the error colour).
    public var activeBorderWidth = 2.0
    /// An open picker or date panel under its field: the seed's 269.5 − 43.5.
    public var panelHeight = 226.0
    /// The bar with Clear and Done at the bottom of an open panel.
    public var panelBarHeight = 45.0
    /// How many picker options an open panel shows (a window around the selected one).
    public var visibleOptions = 5
    public var counterGap = 8.0
    public var trailingControlWidth = 20.0
    /// SixLayer's number field ends in a Stepper: two halves, − and +.
    public var stepperWidth = 76.0
    public var stepperHeight = 28.0
    /// The gap above a field's caption.
    public var captionGap = 4.0
    /// A textarea's resize mark, square.
    public var resizeGripSize = 7.0
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

    // The form's measure and the fields' grid.
    /// The form (its title and cards) is at most this wide, centred on a wider page: lines stay short
    /// enough to read, and a toggle stays near its label.
    public var maxContentWidth = 640.0
    /// A field without a width hint fills its column up to this, snapped down to the field grid.
    public var maxFieldWidth = 640.0
    /// Fields' widths snap to spans of this many equal parts of their column (with the column gap
    /// between parts), so that the right edges of fields in one column line up.
    public var fieldGridColumns = 4

    // Gaps between fields, by style.
    public var columnGap = 12.0
    public var rowGap = 12.0
    public var compactRowGap = 8.0
    public var spaciousRowGap = 20.0

    public init() {}

    public static let `default` = Theme()

    public func font(_ style: TextStyle) -> FontSpec {
        fonts[style] ?? FontSpec(family: fontFamily, weight: .regular, size: 15, lineHeight: 18)
    }

    /// The design's type scale. The field title line (13.5) and value line (18) make the seed's 43.5 pt
    /// unit with 6 pt above and below; the error line is the seed's 19.5 pt.
    public static func defaultFonts(family: String) -> [TextStyle: FontSpec] {
        var fonts: [TextStyle: FontSpec] = [:]
        for style in TextStyle.allCases {
            let (weight, size, lineHeight): (FontWeight, Double, Double)
            switch style {
            case .formTitle: (weight, size, lineHeight) = (.bold, 24, 30)
            case .sectionTitle: (weight, size, lineHeight) = (.semibold, 17, 22)
            case .sectionDescription: (weight, size, lineHeight) = (.regular, 13, 18)
            case .fieldTitle: (weight, size, lineHeight) = (.semibold, 11, 13.5)
            case .fieldValue: (weight, size, lineHeight) = (.regular, 15, 18)
            case .counter: (weight, size, lineHeight) = (.regular, 11, 13.5)
            case .error: (weight, size, lineHeight) = (.regular, 12, 19.5)
            case .caption: (weight, size, lineHeight) = (.regular, 12, 16)
            case .fieldButton: (weight, size, lineHeight) = (.semibold, 15, 18)
            case .option: (weight, size, lineHeight) = (.regular, 15, 18)
            case .selectedOption: (weight, size, lineHeight) = (.semibold, 15, 18)
            case .panelButton: (weight, size, lineHeight) = (.semibold, 15, 18)
            case .calendarMonth: (weight, size, lineHeight) = (.semibold, 15, 18)
            case .weekday: (weight, size, lineHeight) = (.semibold, 11, 13.5)
            case .calendarDay: (weight, size, lineHeight) = (.regular, 13, 16)
            }
            fonts[style] = FontSpec(family: family, weight: weight, size: size, lineHeight: lineHeight)
        }
        return fonts
    }

    /// Text sizes from 50 % to 300 % of the theme's, as iOS Dynamic Type and Android's font scale go.
    public static let textScales = 0.5...3.0

    /// Every font `scale` times larger, its line too, and the open panel with them so that its rows
    /// still hold their text: fields grow to fit their text as layout measures it. At 1 it is this theme.
    public func scalingText(by scale: Double) -> Theme {
        guard scale != 1, Theme.textScales.contains(scale) else { return self }
        var scaled = self
        for (style, font) in fonts {
            scaled.fonts[style] = FontSpec(family: font.family, weight: font.weight, italic: font.italic,
                                           size: font.size * scale, lineHeight: font.lineHeight * scale)
        }
        scaled.panelHeight = panelHeight * scale
        scaled.panelBarHeight = panelBarHeight * scale
        scaled.chevronSize = chevronSize * scale
        scaled.trailingControlWidth = trailingControlWidth * scale
        scaled.stepperWidth = stepperWidth * scale
        scaled.stepperHeight = stepperHeight * scale
        return scaled
    }

    public func pageMargin(forWidth width: Double) -> Double {
        width < wideMarginFrom ? pageMarginCompact : pageMarginWide
    }
}
