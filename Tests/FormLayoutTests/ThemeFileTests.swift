import BoxTree
import Foundation
import Expectations
import Testing
@testable import FormLayout
import FormModel
import FormSupport

/// Theme files (`--theme`): any subset of colours, fonts, spacing, radii and shadow over the default
/// theme; wrong types are errors that point into the file, unknown keys are warnings.
@Suite struct ThemeFileTests {
    /// Parses `json` as the theme file `theme.json`.
    func parse(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (theme: Theme, warnings: [FormWarning]) {
        var log = WarningLog()
        let theme = try ThemeFile.parse(try JSONParser.parse(json), file: "theme.json", warnings: &log)
        return (theme, log.warnings)
    }

    /// The error parsing `json` throws; an issue when it parses.
    func failure(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> FormError {
        let root = try JSONParser.parse(json)
        var log = WarningLog()
        let error = #expect(throws: FormError.self, sourceLocation: sourceLocation) {
            _ = try ThemeFile.parse(root, file: "theme.json", warnings: &log)
        }
        return try require(error, sourceLocation: sourceLocation)
    }

    // MARK: Nothing set

    @Test func emptyThemeIsTheDefault() throws {
        let (theme, warnings) = try parse("{}")
        expectEqual(theme, Theme.default)
        expect(warnings.isEmpty)
        // Null members count as absent.
        let nulls = try parse(##"{"colors": null, "fonts": {"fieldValue": null}, "spacing": {"scale": null}, "shadow": null}"##)
        expectEqual(nulls.theme, Theme.default)
        expect(nulls.warnings.isEmpty)
    }

    // MARK: Colours

    @Test func measureKeys() throws {
        let (theme, warnings) = try parse(#"{"measure": {"maxContentWidth": 720, "maxFieldWidth": 480, "gridColumns": 6}}"#)
        expect(warnings.isEmpty)
        expect(theme.maxContentWidth == 720 && theme.maxFieldWidth == 480 && theme.fieldGridColumns == 6)
        expect(Theme().maxContentWidth == 640 && Theme().maxFieldWidth == 640 && Theme().fieldGridColumns == 4)
        #expect(throws: FormError.self) { try parse(#"{"measure": {"gridColumns": 0}}"#) }
    }

    @Test func everyColourKey() throws {
        let keys: [(String, WritableKeyPath<Theme.Colors, Color>)] = [
            ("background", \.pageBackground), ("card", \.card), ("text", \.text), ("secondaryText", \.secondaryText),
            ("placeholder", \.placeholder), ("border", \.border), ("readOnly", \.readOnlyFill), ("active", \.active),
            ("error", \.error), ("accent", \.accent), ("control", \.control), ("toggleOn", \.toggleOn),
            ("toggleOff", \.toggleOff), ("shadow", \.shadow),
        ]
        // Each key its own colour: #0000<index + 1>.
        let members = keys.enumerated().map { index, key in "\"\(key.0)\": \"#0000\(String(format: "%02X", index + 1))\"" }
        let (theme, warnings) = try parse("{\"colors\": {\(members.joined(separator: ", "))}}")
        expect(warnings.isEmpty)
        var expected = Theme.Colors()
        for (index, key) in keys.enumerated() {
            expectEqual(theme.colors[keyPath: key.1], Color(hex: UInt32(index + 1)), "\(key.0)")
            expected[keyPath: key.1] = Color(hex: UInt32(index + 1))
        }
        expectEqual(theme.colors, expected)
        // Nothing else changes.
        var rest = theme
        rest.colors = Theme.Colors()
        expectEqual(rest, Theme.default)
    }

    @Test(arguments: [
        ("#0A84FF", Color(hex: 0x0A84FF)),
        ("#0a84ff", Color(hex: 0x0A84FF)),
        ("#FFF", Color(hex: 0xFFFFFF)),
        ("#abc", Color(hex: 0xAABBCC)),
        ("#08F", Color(hex: 0x0088FF)),
        ("#000", Color(hex: 0x000000)),
        ("#11223380", Color(hex: 0x112233, alpha: 128.0 / 255)),
        ("#112233FF", Color(hex: 0x112233, alpha: 1)),
        ("#11223300", Color(hex: 0x112233, alpha: 0)),
    ])
    func colourForms(text: String, color: Color) throws {
        let (theme, _) = try parse("{\"colors\": {\"accent\": \"\(text)\"}}")
        expectEqual(theme.colors.accent, color)
        expectEqual(theme.colors.card, Theme.default.colors.card)
    }

    @Test(arguments: ["0A84FF", "#", "#12", "#1234", "#12345", "#1234567", "#123456789", "#GGGGGG", "# 12345", "#+FF", "#+FFFFF", "#-FF", "red"])
    func badColoursAreErrors(text: String) throws {
        let error = try failure("{\"colors\": {\"accent\": \"\(text)\"}}")
        expectEqual(error.message, "'colors.accent' must be a colour like \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\", found a string")
        expectEqual(error.location.keyPath, "colors.accent")
        // The value starts at column 23 of line 1.
        expect(error.description.hasPrefix("theme.json:1:23: error: 'colors.accent'"))
    }

    @Test func colourOfTheWrongType() throws {
        let error = try failure("""
        {
          "colors": {
            "card": 255
          }
        }
        """)
        expectEqual(error.location.position, SourcePosition(line: 3, column: 13))
        expectEqual(error.description, "theme.json:3:13: error: 'colors.card' must be a string, found 255")
    }

    // MARK: Fonts

    @Test func fontFamilyAppliesToEveryStyle() throws {
        let (theme, warnings) = try parse(##"{"font": {"family": "Roboto"}}"##)
        expect(warnings.isEmpty)
        expectEqual(theme.fontFamily, "Roboto")
        for style in TextStyle.allCases {
            var expected = Theme.default.font(style)
            expected.family = "Roboto"
            expectEqual(theme.font(style), expected, "\(style)")
        }
    }

    @Test func fontOfOneStyle() throws {
        let (theme, warnings) = try parse("""
        {"fonts": {"fieldValue": {"size": 16, "lineHeight": 20, "weight": "semibold", "italic": true}}}
        """)
        expect(warnings.isEmpty)
        expectEqual(theme.font(.fieldValue), FontSpec(family: "Inter", weight: .semibold, italic: true, size: 16, lineHeight: 20))
        // The other styles keep the default.
        for style in TextStyle.allCases where style != .fieldValue {
            expectEqual(theme.font(style), Theme.default.font(style), "\(style)")
        }
    }

    @Test func everyStyleCanBeSet() throws {
        let members = TextStyle.allCases.enumerated().map { index, style in
            // Line heights stay within the open panel's row limits (weekday lines at most 16 pt).
            "\"\(style.rawValue)\": {\"size\": \(10 + index), \"lineHeight\": \(14 + index % 3), \"weight\": \"bold\"}"
        }
        let (theme, warnings) = try parse("{\"fonts\": {\(members.joined(separator: ", "))}}")
        expect(warnings.isEmpty)
        for (index, style) in TextStyle.allCases.enumerated() {
            expectEqual(theme.font(style), FontSpec(family: "Inter", weight: .bold, size: Double(10 + index), lineHeight: Double(14 + index % 3)))
        }
    }

    @Test func sizeWithoutLineHeightKeepsTheStylesProportion() throws {
        // fieldValue 15/18 → 16/19.2, to the half point 19; fieldTitle 11/13.5 → 12/14.73 → 14.5; error 12/19.5 → 24/39.
        let (theme, _) = try parse(##"{"fonts": {"fieldValue": {"size": 16}, "fieldTitle": {"size": "12"}, "error": {"size": 24}}}"##)
        expectEqual(theme.font(.fieldValue), FontSpec(family: "Inter", weight: .regular, size: 16, lineHeight: 19))
        expectEqual(theme.font(.fieldTitle), FontSpec(family: "Inter", weight: .semibold, size: 12, lineHeight: 14.5))
        expectEqual(theme.font(.error).lineHeight, 39)
        // A line height alone keeps the size; a weight alone keeps both.
        let other = try parse(##"{"fonts": {"counter": {"lineHeight": 15}, "option": {"weight": "bold"}, "weekday": {"italic": "yes"}}}"##).theme
        expectEqual(other.font(.counter), FontSpec(family: "Inter", weight: .regular, size: 11, lineHeight: 15))
        expectEqual(other.font(.option), FontSpec(family: "Inter", weight: .bold, size: 15, lineHeight: 18))
        expectEqual(other.font(.weekday), FontSpec(family: "Inter", weight: .semibold, italic: true, size: 11, lineHeight: 13.5))
    }

    @Test func familyAndStylesTogether() throws {
        let (theme, _) = try parse(##"{"fonts": {"formTitle": {"size": 28, "lineHeight": 34}}, "font": {"family": "Lato"}}"##)
        expectEqual(theme.font(.formTitle), FontSpec(family: "Lato", weight: .bold, size: 28, lineHeight: 34))
        expectEqual(theme.font(.fieldValue).family, "Lato")
    }

    @Test(arguments: [
        (##"{"fonts": {"fieldValue": {"weight": "heavy"}}}"##, "'fonts.fieldValue.weight' must be regular, semibold or bold, found a string"),
        (##"{"fonts": {"fieldValue": {"weight": 700}}}"##, "'fonts.fieldValue.weight' must be a string, found 700"),
        (##"{"fonts": {"fieldValue": {"size": 2}}}"##, "'fonts.fieldValue.size' must be a number from 4 to 200, found 2"),
        (##"{"fonts": {"fieldValue": {"size": "big"}}}"##, "'fonts.fieldValue.size' must be a number from 4 to 200, found text that is not a number written in decimal"),
        (##"{"fonts": {"fieldValue": {"lineHeight": 500}}}"##, "'fonts.fieldValue.lineHeight' must be a number from 4 to 400, found 500"),
        (##"{"fonts": {"fieldValue": {"italic": "maybe"}}}"##, "'fonts.fieldValue.italic' must be true or false (or \"true\"/\"false\"), found a string"),
        (##"{"fonts": {"fieldValue": 15}}"##, "'fonts.fieldValue' must be an object, found 15"),
        (##"{"fonts": ["fieldValue"]}"##, "'fonts' must be an object, found an array"),
        (##"{"font": {"family": 12}}"##, "'font.family' must be a string, found 12"),
        (##"{"font": "Inter"}"##, "'font' must be an object, found a string"),
    ])
    func badFontsAreErrors(json: String, message: String) throws {
        let error = try failure(json)
        expectEqual(error.message, message)
        expect(error.description.hasPrefix("theme.json:1:"))
        expect(error.description.hasSuffix(": error: " + message))
    }

    // MARK: Spacing, radii, shadow

    @Test func spacingKeys() throws {
        let (theme, warnings) = try parse("""
        {"spacing": {"pageMargin": 10, "pageMarginWide": 30, "titleGap": 11, "cardGap": 12, "cardPadding": 13,
                     "headerGap": 14, "rowGap": 15, "compactRowGap": 5, "spaciousRowGap": 25, "columnGap": 9}}
        """)
        expect(warnings.isEmpty)
        var expected = Theme()
        expected.pageMarginCompact = 10
        expected.pageMarginWide = 30
        expected.titleGap = 11
        expected.cardGap = 12
        expected.cardPadding = 13
        expected.headerGap = 14
        expected.rowGap = 15
        expected.compactRowGap = 5
        expected.spaciousRowGap = 25
        expected.columnGap = 9
        expectEqual(theme, expected)
    }

    @Test func scaleMultipliesEverySpacingKeyAfterTheyAreRead() throws {
        let (theme, _) = try parse(##"{"spacing": {"scale": 1.5, "cardPadding": 20}}"##)
        expectEqual(theme.cardPadding, 30)
        expectEqual(theme.pageMarginCompact, 24)
        expectEqual(theme.pageMarginWide, 36)
        expectEqual(theme.titleGap, 24)
        expectEqual(theme.cardGap, 24)
        expectEqual(theme.headerGap, 18)
        expectEqual(theme.rowGap, 18)
        expectEqual(theme.compactRowGap, 12)
        expectEqual(theme.spaciousRowGap, 30)
        expectEqual(theme.columnGap, 18)
        // The field unit is not spacing: it keeps the seed's metrics.
        expect(theme.fieldPaddingTop == 6 && theme.fieldPaddingBottom == 6 && theme.fieldPaddingX == 12)
        expectEqual(theme.panelHeight, 226)
        expectEqual(theme.fonts, Theme.default.fonts)
        // Scale 1 changes nothing.
        try expectEqual(parse(##"{"spacing": {"scale": 1}}"##).theme, Theme.default)
    }

    @Test func scaledThemeLaysOutTheCards() throws {
        // Scale 2: the compact page margin and the card padding are 32; the field unit stays 43.5.
        let scaled = try parse(##"{"spacing": {"scale": 2}}"##).theme
        let document = FormDocument(name: "D", title: nil, sections: [Section(id: "s", title: nil, fields: [field("a")])])
        let tree = engine(theme: scaled).layout(document, width: compactWidth)
        expectEqual(tree.root.first(role: .section)?.frame, Rect(x: 32, y: 32, width: 311, height: 32 + 43.5 + 32))
        expectEqual(tree.root.first(role: .field)?.frame, Rect(x: 64, y: 64, width: 247, height: 43.5))
        expectEqual(tree.height, 172)  // 32 + 107.5 + 32, rounded up
    }

    @Test func radii() throws {
        let (theme, warnings) = try parse(##"{"radii": {"card": 16, "field": 10}}"##)
        expect(warnings.isEmpty)
        expectEqual(theme.cardRadius, 16)
        expectEqual(theme.fieldRadius, 10)
        var rest = theme
        rest.cardRadius = Theme.default.cardRadius
        rest.fieldRadius = Theme.default.fieldRadius
        expectEqual(rest, Theme.default)
    }

    @Test func shadow() throws {
        let (theme, warnings) = try parse(##"{"shadow": {"color": "#112233", "opacity": 0.15, "offsetY": 4, "blur": 8}}"##)
        expect(warnings.isEmpty)
        expectEqual(theme.colors.shadow, Color(hex: 0x112233, alpha: 0.15))
        expectEqual(theme.shadowOffsetY, 4)
        expectEqual(theme.shadowBlur, 8)
        // Opacity alone keeps the colour; a colour with alpha and no opacity keeps its alpha.
        try expectEqual(parse(##"{"shadow": {"opacity": 0.5}}"##).theme.colors.shadow, Color(hex: 0x000000, alpha: 0.5))
        try expectEqual(parse(##"{"shadow": {"color": "#FF000080"}}"##).theme.colors.shadow, Color(hex: 0xFF0000, alpha: 128.0 / 255))
        // A negative offset casts the shadow upwards.
        try expectEqual(parse(##"{"shadow": {"offsetY": -2}}"##).theme.shadowOffsetY, -2)
        // The shadow section wins over colors.shadow.
        let both = try parse(##"{"colors": {"shadow": "#00FF00"}, "shadow": {"color": "#0000FF"}}"##).theme
        expectEqual(both.colors.shadow, Color(hex: 0x0000FF))
    }

    @Test(arguments: [
        (##"{"spacing": {"scale": 10}}"##, "'spacing.scale' must be a number from 0.25 to 4, found 10"),
        (##"{"spacing": {"scale": "x"}}"##, "'spacing.scale' must be a number from 0.25 to 4, found text that is not a number written in decimal"),
        (##"{"spacing": {"rowGap": -1}}"##, "'spacing.rowGap' must be a number from 0 to 200, found -1"),
        (##"{"spacing": {"cardPadding": true}}"##, "'spacing.cardPadding' must be a number from 0 to 200, found true"),
        (##"{"spacing": 12}"##, "'spacing' must be an object, found 12"),
        (##"{"radii": {"field": 60}}"##, "'radii.field' must be a number from 0 to 50, found 60"),
        (##"{"radii": {"card": [16]}}"##, "'radii.card' must be a number from 0 to 100, found an array"),
        (##"{"shadow": {"opacity": 2}}"##, "'shadow.opacity' must be a number from 0 to 1, found 2"),
        (##"{"shadow": {"blur": 51}}"##, "'shadow.blur' must be a number from 0 to 50, found 51"),
        (##"{"shadow": {"color": "black"}}"##, "'shadow.color' must be a colour like \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\", found a string"),
        (##"{"colors": ["#FFF"]}"##, "'colors' must be an object, found an array"),
        (##"[]"##, "the top level must be a theme object, found an array"),
        (##""dark""##, "the top level must be a theme object, found a string"),
    ])
    func wrongTypesAreErrors(json: String, message: String) throws {
        let error = try failure(json)
        expectEqual(error.message, message)
        expectEqual(error.location.file, "theme.json")
        expect(error.location.position != nil)
    }

    /// The error names the file, the line and column of the bad value, and its key path.
    /// An open panel is always 226 pt, so its rows cannot grow with a taller style.
    @Test func panelStylesCannotOutgrowTheirRows() throws {
        let error = try failure(#"{"fonts": {"calendarDay": {"lineHeight": 30}}}"#)
        expectEqual(error.message, "'fonts.calendarDay' gives a line 30 pt tall; an open panel is the seed's fixed 226 pt, so this style's lines may be at most 21 pt")
        try expectEqual(parse(#"{"fonts": {"option": {"size": 20, "lineHeight": 34}}}"#).theme.font(.option).lineHeight, 34)
    }

    @Test func errorsPointIntoTheFile() throws {
        let json = """
        {
          "colors": {"accent": "#0A84FF"},
          "spacing": {
            "cardPadding": 20,
            "scale": 10
          }
        }
        """
        let error = try failure(json)
        expectEqual(error.location, FormSupport.SourceLocation(file: "theme.json", position: SourcePosition(line: 5, column: 14), keyPath: "spacing.scale"))
        expectEqual(error.description, "theme.json:5:14: error: 'spacing.scale' must be a number from 0.25 to 4, found 10")

        let font = try failure("{\n  \"fonts\": {\n    \"fieldValue\": {\"weight\": \"heavy\"}\n  }\n}")
        expectEqual(font.description, "theme.json:3:30: error: 'fonts.fieldValue.weight' must be regular, semibold or bold, found a string")
        expectEqual(font.location.keyPath, "fonts.fieldValue.weight")
    }

    @Test func loadReadsAFileAndNamesItInErrors() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ThemeFileTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good.json").path
        try Data(##"{"colors": {"accent": "#FF0000"}, "radii": {"card": 4}}"##.utf8).write(to: URL(fileURLWithPath: good))
        var log = WarningLog()
        let theme = try ThemeFile.load(good, warnings: &log)
        expectEqual(theme.colors.accent, Color(hex: 0xFF0000))
        expectEqual(theme.cardRadius, 4)
        expect(log.warnings.isEmpty)

        let bad = directory.appendingPathComponent("bad.json").path
        try Data("{\n  \"radii\": {\"card\": \"round\"}\n}".utf8).write(to: URL(fileURLWithPath: bad))
        let error = #expect(throws: FormError.self) { try ThemeFile.load(bad, warnings: &log) }
        expectEqual(error?.description, "\(bad):2:21: error: 'radii.card' must be a number from 0 to 100, found text that is not a number written in decimal")
    }

    // MARK: Unknown keys

    @Test func unknownKeysAreWarnings() throws {
        let json = """
        {
          "colour": {},
          "colors": {"acent": "#FFF", "accent": "#000"},
          "fonts": {"fieldVale": {"size": 12}, "fieldValue": {"family": "Mono", "size": 16}},
          "spacing": {"gap": 4},
          "radii": {"button": 6},
          "shadow": {"spread": 2},
          "_comment": "ignored"
        }
        """
        let (theme, warnings) = try parse(json)
        expectEqual(warnings.map(\.location.keyPath), ["colour", "colors.acent", "fonts.fieldVale", "fonts.fieldValue.family",
                                                     "spacing.gap", "radii.button", "shadow.spread"])
        expect(warnings.allSatisfy { $0.location.file == "theme.json" })
        expectEqual(warnings.map { $0.location.position?.line }, [2, 3, 4, 4, 5, 6, 7])
        expectEqual(warnings[0].location.position, SourcePosition(line: 2, column: 3))
        expectEqual(warnings[1].location.position, SourcePosition(line: 3, column: 14))
        expect(warnings[1].message.hasPrefix("unknown theme key 'colors.acent' (known here: background, card, text,"))
        expect(warnings[1].message.hasSuffix("); ignored"))
        expectEqual(warnings[0].message, "unknown theme key 'colour' (known here: colors, font, fonts, spacing, radii, shadow, textScale, measure, layout); ignored")
        expectEqual(warnings[3].message, "unknown theme key 'fonts.fieldValue.family' (known here: size, lineHeight, weight, italic); ignored")
        expectEqual(warnings[1].description, "⚠️ Warning: \(warnings[1].message) (theme.json:3:14)")
        // The known keys beside them still apply.
        expectEqual(theme.colors.accent, Color(hex: 0x000000))
        expectEqual(theme.font(.fieldValue).size, 16)
        expectEqual(theme.font(.fieldValue).family, "Inter")
    }

    @Test func keysStartingWithAnUnderscoreAreComments() throws {
        let (theme, warnings) = try parse(##"{"_comment": "dark", "colors": {"_note": "x", "card": "#000"}, "spacing": {"_why": 1}}"##)
        expect(warnings.isEmpty)
        expectEqual(theme.colors.card, Color(hex: 0))
    }

    // MARK: The field unit follows the theme

    @Test func valueLineHeightChangesTheFieldUnit() throws {
        let (theme, _) = try parse(##"{"fonts": {"fieldValue": {"lineHeight": 20}}}"##)
        // 6 + 13.5 + 20 + 6.
        let text = layoutField(field("f", value: "v"), width: 200, theme: theme)
        expectEqual(text.frame.height, 45.5)
        try expectEqual(fieldBox(text).frame, Rect(x: 0, y: 0, width: 200, height: 45.5))
        expectEqual(text.first(role: .input)?.frame, Rect(x: 12, y: 19.5, width: 176, height: 20))
        // The states add the same panel and error line.
        expectEqual(layoutField(field("f", value: "v", state: FieldState(error: "No")), width: 200, theme: theme).frame.height, 65)
        let open = layoutField(field("p", kind: .picker, value: "A", options: ["A"], state: FieldState(error: "No", isOpen: true)),
                               width: 200, theme: theme)
        expectEqual(open.frame.height, 45.5 + 226 + 19.5)
        // A textarea grows by the new line height.
        let area = layoutField(field("t", kind: .textarea, value: "a\nb\nc"), width: 200, theme: theme)
        expectEqual(area.frame.height, 85.5)  // 6 + 13.5 + 3 · 20 + 6
        // Switch rows are as tall as an entry, their one-line label 20 pt.
        let toggle = layoutField(Field(id: "t", label: "On", kind: .toggle), width: 200, theme: theme)
        expectEqual(toggle.frame.height, 45.5)
        expectEqual(toggle.first(role: .label)?.frame, Rect(x: 12, y: 12.75, width: 132, height: 20))
    }

    @Test func sizeOnlyAndTitleChangesReachTheFieldUnit() throws {
        // fieldValue 16 → 19 pt lines: 44.5.
        let bigger = try parse(##"{"fonts": {"fieldValue": {"size": 16}}}"##).theme
        expectEqual(layoutField(field("f", value: "v"), width: 200, theme: bigger).frame.height, 44.5)
        // fieldTitle 15 pt lines: 6 + 15 + 18 + 6 = 45; the error line follows its own style.
        let title = try parse(##"{"fonts": {"fieldTitle": {"lineHeight": 15}, "error": {"lineHeight": 16}}}"##).theme
        let unit = layoutField(field("f", value: "v", state: FieldState(error: "No")), width: 200, theme: title)
        try expectEqual(fieldBox(unit).frame.height, 45)
        expectEqual(unit.first(role: .error)?.frame, Rect(x: 0, y: 45, width: 200, height: 16))
        expectEqual(unit.frame.height, 61)
    }
}
