import Expectations
import Testing
import FormModel
import FormSupport
import BoxTree

/// Colours, borders, shadows, fonts and text attributes.
@Suite("View attributes: colours, shadows, text")
struct ViewStyleAttributeTests {
    @Test(arguments: [
        ("#F00", Color(hex: 0xFF0000)), ("#0a8", Color(hex: 0x00AA88)), ("#336699", Color(hex: 0x336699)), ("#abcdef", Color(hex: 0xABCDEF)),
        // Eight digits: alpha first.
        ("#80FF0000", Color(hex: 0xFF0000, alpha: 128.0 / 255)), ("#00000000", Color(hex: 0, alpha: 0)), ("#FF007AFF", Color(hex: 0x007AFF)),
        ("white", .white), ("Black", .black), ("clear", Color(red: 0, green: 0, blue: 0, alpha: 0)), ("systemBlue", Color(hex: 0x007AFF)),
        ("grey", Color(hex: 0x808080)), (" #123 ", Color(hex: 0x112233)),
    ])
    func colours(text: String, expected: Color) throws {
        expectEqual(ViewColor.parse(text), expected, "\(text)")
        let (a, warnings) = try attributes("Label", "\"background\": \"\(text)\", \"fontColor\": \"\(text)\", \"borderColor\": \"\(text)\"")
        expect(a.background == expected && a.fontColor == expected && a.borderColor == expected, "\(text)")
        expect(warnings.isEmpty)
    }

    @Test func colourSpellings() throws {
        let (a, _) = try attributes("TextField", "\"backgroundColor\": \"#111111\", \"textColor\": \"#222222\", \"hintColor\": \"#333333\"")
        expect(a.background == Color(hex: 0x111111) && a.fontColor == Color(hex: 0x222222) && a.hintColor == Color(hex: 0x333333))
        try expectEqual(attributes("View", "\"bgColor\": \"red\"").0.background, Color(hex: 0xFF0000))
        try expectEqual(attributes("TextField", "\"placeholderColor\": \"blue\"").0.hintColor, Color(hex: 0x0000FF))
        // A colour literal in a binding.
        let bound = "\"background\": \"@{isSelected ? #007AFF : #000000}\""
        try expectEqual(attributes("View", bound, data: #"{"isSelected": true}"#).0.background, Color(hex: 0x007AFF))
        try expectEqual(attributes("View", bound, data: #"{"isSelected": false}"#).0.background, .black)
        try expectEqual(attributes("View", "\"background\": \"@{tint}\"", data: ##"{"tint": "#80000000"}"##).0.background, Color(hex: 0, alpha: 128.0 / 255))
    }

    @Test(arguments: ["#12", "#12345", "#1234567", "#GGGGGG", "#", "chartreuse", "", "#+12345"])
    func badColours(text: String) throws {
        expectEqual(ViewColor.parse(text), nil, "\(text)")
        try expectEqual(viewError("{\"type\": \"View\", \"background\": \"\(text)\"}"), "main.json:1:32: error: 'background' on View must be a colour (#RGB, #RRGGBB, #AARRGGBB, a name from the project's Resources/colors.json, or a UIKit name such as white, clear, systemBlue, systemGray6, label or systemBackground), found a string")
    }

    @Test func colourOfTheWrongKind() throws {
        try expectEqual(viewError(#"{"type": "View", "borderColor": 5}"#), "main.json:1:33: error: 'borderColor' on View must be a colour (#RGB, #RRGGBB, #AARRGGBB, a name from the project's Resources/colors.json, or a UIKit name such as white, clear, systemBlue, systemGray6, label or systemBackground), found 5")
        let (a, warnings) = try attributes("View", "\"background\": \"@{tint}\"", data: #"{"tint": "teal-ish"}"#)
        expectEqual(a.background, nil)
        expectEqual(warnings, ["main.json:1:32: 'background' on View must be a colour (#RGB, #RRGGBB, #AARRGGBB, a name from the project's Resources/colors.json, or a UIKit name such as white, clear, systemBlue, systemGray6, label or systemBackground), "
            + "found a string (from data; ignored)"])
    }

    @Test func borders() throws {
        let (a, _) = try attributes("View", "\"borderWidth\": 1.5, \"borderStyle\": \"dashed\", \"cornerRadius\": 8")
        expect(a.borderWidth == 1.5 && a.borderLine == .dashed && a.cornerRadius == 8)
        try expectEqual(attributes("TextField", "\"borderStyle\": \"RoundedRect\"").0.fieldBorder, .roundedRect)
        try expectEqual(attributes("TextView", "\"borderStyle\": \"none\"").0.fieldBorder, TextFieldBorder.none)
        try expectEqual(viewError(#"{"type": "View", "borderStyle": "roundedRect"}"#), "main.json:1:33: error: 'borderStyle' on View must be solid, dashed or dotted, found a string")
    }

    @Test(arguments: [
        // A colour alone: the seed's defaults for the rest.
        ("\"#000000\"", ViewShadow()),
        ("\"#FF0000\"", ViewShadow(color: Color(hex: 0xFF0000))),
        ("\"black\"", ViewShadow()),
        // SwiftJsonUI's "color|offsetX|offsetY|opacity|radius".
        ("\"#FF0000|1|-2|0.5|4\"", ViewShadow(color: Color(hex: 0xFF0000), offsetX: 1, offsetY: -2, opacity: 0.5, radius: 4)),
        ("\"#000 | 0 | 3 | 0.3 | 6\"", ViewShadow(color: .black, offsetX: 0, offsetY: 3, opacity: 0.3, radius: 6)),
        // An object: what it leaves out takes the seed's defaults (#000000, 0, 2, 0.2, 3).
        ("{}", ViewShadow(color: .black, offsetX: 0, offsetY: 2, opacity: 0.2, radius: 3)),
        ("{\"color\": \"#000000\", \"offsetX\": 0, \"offsetY\": 2, \"opacity\": 0.3, \"radius\": 4}", ViewShadow(opacity: 0.3, radius: 4)),
        ("{\"color\": \"#007AFF\", \"offsetY\": 4, \"opacity\": 0.15, \"radius\": 8}",
         ViewShadow(color: Color(hex: 0x007AFF), offsetX: 0, offsetY: 4, opacity: 0.15, radius: 8)),
        ("{\"offsetX\": -3}", ViewShadow(offsetX: -3)),
        ("{\"blur\": 10}", ViewShadow(radius: 10)),
        ("{\"opacity\": \"0.5\"}", ViewShadow(opacity: 0.5)),
    ])
    func shadows(value: String, expected: ViewShadow) throws {
        let (a, warnings) = try attributes("View", "\"shadow\": \(value)")
        expectEqual(a.shadow, expected, "\(value)")
        expect(warnings.isEmpty)
    }

    @Test func boundShadow() throws {
        let members = """
            "shadow": {"color": "@{isSelected ? #007AFF : #000000}", "opacity": "@{isSelected ? 0.5 : 0.2}",
                       "offsetY": "@{isPressed ? 1 : 4}", "radius": "@{isPressed ? 2 : 6}"}
            """
        let (selected, _) = try attributes("View", members, data: #"{"isSelected": true, "isPressed": true}"#)
        expectEqual(selected.shadow, ViewShadow(color: Color(hex: 0x007AFF), offsetX: 0, offsetY: 1, opacity: 0.5, radius: 2))
        let (plain, _) = try attributes("View", members, data: #"{"isSelected": false, "isPressed": false}"#)
        expectEqual(plain.shadow, ViewShadow(color: .black, offsetX: 0, offsetY: 4, opacity: 0.2, radius: 6))
        // From data, a wrong member is a warning and keeps its default.
        let (odd, warnings) = try attributes("View", "\"shadow\": {\"opacity\": \"@{level}\"}", data: #"{"level": 3}"#)
        expectEqual(odd.shadow, ViewShadow())
        expectEqual(warnings, ["main.json:1:28: 'shadow.opacity' on View must be a number from 0 to 1, found 3 (from data; ignored)"])
    }

    @Test(arguments: [
        ("\"#000000|1|2\"", "a string"), ("\"#000000|a|2|0.5|3\"", "a string"), ("\"nocolour|1|2|0.5|3\"", "a string"),
        ("\"#000000|1|2|2|3\"", "a string"), ("\"#000000|1|2|0.5|500\"", "a string"), ("5", "5"), ("[\"#000000\"]", "an array"),
    ])
    func badShadows(value: String, found: String) throws {
        let error = try viewError("{\"type\": \"View\", \"shadow\": \(value)}")
        if value.contains("|2|3\"") || value.contains("|500\"") {
            expectEqual(error, "main.json:1:28: error: 'shadow' on View must be a shadow with opacity 0 to 1 and radius 0 to 100, found \(found)")
        } else {
            expectEqual(error, "main.json:1:28: error: 'shadow' on View must be a colour, \"color|offsetX|offsetY|opacity|radius\", "
                + "or an object {color, offsetX, offsetY, opacity, radius}, found \(found)")
        }
    }

    @Test func badShadowMembers() throws {
        try expectEqual(viewError(#"{"type": "View", "shadow": {"opacity": 2}}"#), "main.json:1:28: error: 'shadow.opacity' on View must be a number from 0 to 1, found 2")
        try expectEqual(viewError(#"{"type": "View", "shadow": {"radius": 101}}"#), "main.json:1:28: error: 'shadow.radius' on View must be a number from 0 to 100, found 101")
        try expectEqual(viewError(#"{"type": "View", "shadow": {"color": "nope"}}"#), "main.json:1:28: error: 'shadow.color' on View must be a colour (#RGB, #RRGGBB, #AARRGGBB, a name from the project's Resources/colors.json, or a UIKit name such as white, clear, systemBlue, systemGray6, label or systemBackground), found a string")
        let (a, warnings) = try attributes("View", "\"shadow\": {\"spread\": 4, \"radius\": 5}")
        expectEqual(a.shadow, ViewShadow(radius: 5))
        expectEqual(warnings, ["main.json:1:28: unknown shadow property 'spread' (known: color, offsetX, offsetY, opacity, radius); ignored"])
    }

    @Test(arguments: [
        ("\"font\": \"bold\"", FontWeight.bold, false), ("\"font\": \"Bold\"", .bold, false), ("\"fontWeight\": \"semibold\"", .semibold, false),
        ("\"fontWeight\": \"medium\"", .semibold, false), ("\"font\": \"heavy\"", .bold, false), ("\"font\": \"regular\"", .regular, false),
        ("\"fontWeight\": \"light\"", .regular, false), ("\"font\": \"italic\"", .regular, true),
        ("\"font\": \"Helvetica-BoldOblique\"", .bold, true), ("\"fontName\": \"HiraginoSans-Regular\"", .regular, false),
        ("\"fontFamily\": \"Avenir-Heavy\"", .bold, false), ("\"fontName\": \"Avenir-DemiBold\"", .semibold, false),
    ])
    func fonts(members: String, weight: FontWeight, italic: Bool) throws {
        let (a, warnings) = try attributes("Label", members)
        expectEqual(a.fontWeight, weight, "\(members)")
        expectEqual(a.italic, italic, "\(members)")
        // A family is drawn in the bundled face nearest it, which is said.
        let isFamily = members.contains("fontName") || members.contains("fontFamily")
        expectEqual(warnings.count, (isFamily ? 1 : 0), "\(warnings)")
        expect(warnings.allSatisfy { $0.contains("is not a bundled font (FormRender draws only the fonts in Fonts/); drawn in Inter") })
    }

    @Test func unknownFonts() throws {
        // A font name FormRender cannot read a weight from draws regular; `font` and `fontWeight` say so.
        let (a, warnings) = try attributes("Label", "\"font\": \"Papyrus\"")
        expectEqual(a.fontWeight, nil)
        expectEqual(warnings, ["main.json:1:27: 'font' 'Papyrus' is not a weight FormRender knows (regular, medium, semibold, bold, italic); drawn regular"])
        // A family name: no weight, and the face drawn instead is named.
        let (named, family) = try attributes("Label", "\"fontName\": \"Papyrus\"")
        expectEqual(named.fontWeight, nil)
        expectEqual(family, ["main.json:1:31: fontName 'Papyrus' is not a bundled font (FormRender draws only the fonts in Fonts/); drawn in Inter Regular, the nearest bundled face"])
    }

    @Test func fontSizes() throws {
        try expectEqual(attributes("Label", "\"fontSize\": 17").0.fontSize, 17)
        try expectEqual(attributes("Label", "\"fontSize\": \"12.5\"").0.fontSize, 12.5)
        try expectEqual(viewError(#"{"type": "Label", "fontSize": 0}"#), "main.json:1:31: error: 'fontSize' on Label must be a number from 1 to 500, found 0")
        try expectEqual(viewError(#"{"type": "Label", "fontSize": 501}"#), "main.json:1:31: error: 'fontSize' on Label must be a number from 1 to 500, found 501")
    }

    @Test(arguments: [
        ("Left", TextAlignment.leading), ("left", .leading), ("Center", .center), ("CENTER", .center), ("Right", .trailing),
        ("leading", .leading), ("trailing", .trailing), ("start", .leading), ("end", .trailing), ("natural", .leading), ("justified", .leading),
    ])
    func textAlign(value: String, expected: TextAlignment) throws {
        try expectEqual(attributes("Label", "\"textAlign\": \"\(value)\"").0.textAlign, expected)
        try expectEqual(attributes("Label", "\"textAlignment\": \"\(value)\"").0.textAlign, expected)
    }

    @Test func badTextAlign() throws {
        try expectEqual(viewError(#"{"type": "Label", "textAlign": "middle"}"#), "main.json:1:32: error: 'textAlign' on Label must be Left, Center or Right, found a string")
    }

    @Test func lines() throws {
        try expectEqual(attributes("Label", "\"lines\": 0").0.lines, 0)
        try expectEqual(attributes("Label", "\"lines\": \"3\"").0.lines, 3)
        try expectEqual(attributes("Label", "\"numberOfLines\": 2").0.lines, 2)
        try expectEqual(viewError(#"{"type": "Label", "lines": 2.5}"#), "main.json:1:28: error: 'lines' on Label must be a whole number from 0 to 10000, found 2.5")
        try expectEqual(viewError(#"{"type": "Label", "lines": -1}"#), "main.json:1:28: error: 'lines' on Label must be a number from 0 to 10000, found -1")
        try expectEqual(viewError(#"{"type": "Label", "lines": "many"}"#), "main.json:1:28: error: 'lines' on Label must be a number from 0 to 10000, found a string")
    }

    @Test func text() throws {
        let (a, warnings) = try attributes("TextField", "\"text\": \"Hello\", \"hint\": \"Email\", \"secure\": true")
        expect(a.text == "Hello" && a.hint == "Email" && a.isSecure)
        expect(warnings.isEmpty)
        try expectEqual(attributes("Button", "\"title\": \"Save\"").0.text, "Save")
        try expectEqual(attributes("Label", "\"text\": 42").0.text, "42")
        try expectEqual(attributes("Label", "\"text\": true").0.text, "true")
        try expectEqual(attributes("TextField", "\"placeholder\": \"a\"").0.hint, "a")
        try expect(attributes("TextField", "\"prompt\": \"b\", \"isSecure\": \"1\"").0.isSecure)
        try expectEqual(attributes("TextField", "\"secureTextEntry\": false").0.isSecure, false)
        try expectEqual(viewError(#"{"type": "Label", "text": ["a"]}"#), "main.json:1:27: error: 'text' on Label must be a string, found an array")
    }

    @Test func selectBoxesAndCollections() throws {
        let (select, _) = try attributes("SelectBox", "\"items\": [\"Tokyo\", {\"text\": \"Osaka\"}, 3], \"selectedIndex\": 1")
        expect(select.items == ["Tokyo", "Osaka", "3"] && select.selectedIndex == 1)
        try expectEqual(attributes("SelectBox", "\"selectedItem\": \"Kyoto\"").0.text, "Kyoto")
        let (collection, _) = try attributes("Collection", """
            "cellClasses": [{"className": "UserCell"}], "headerClasses": ["Header"], "footerClasses": [{"className": "@{kind}Footer"}],
            "columns": 2, "horizontalScroll": true
            """, data: #"{"kind": "Big"}"#)
        expect(collection.cellClasses == ["UserCell"] && collection.headerClasses == ["Header"] && collection.footerClasses == ["BigFooter"])
        expect(collection.columns == 2 && collection.horizontalScroll)
        try expect(attributes("Collection", "\"layout\": \"horizontal\"").0.horizontalScroll)
        try expectEqual(viewError(#"{"type": "Collection", "columns": 0}"#), "main.json:1:35: error: 'columns' on Collection must be a number from 1 to 64, found 0")
        try expectEqual(viewError(#"{"type": "SelectBox", "items": "Tokyo"}"#), "main.json:1:32: error: 'items' on SelectBox must be an array of at most 1000 strings, found a string")
    }
}
