import BoxTree
import FormModel
import FormSupport
import Expectations
import Testing

/// A label's text styling: underline and strikethrough, partialAttributes, lineBreakMode, linkable,
/// autoShrink, font families and weights, read as SwiftJsonUI's SwiftUI renderer reads them.
@Suite("View attributes: text styling")
struct ViewTextAttributeTests {
    @Test func underlineAndStrikethroughAsFlags() throws {
        let (on, warnings) = try attributes("Label", ##""text": "a", "underline": true, "strikethrough": 1"##)
        expect(on.underline == ViewTextDecoration() && on.strikethrough == ViewTextDecoration())
        expect(warnings.isEmpty)
        let (off, _) = try attributes("Label", ##""text": "a", "underline": false, "strikethrough": 0"##)
        expect(off.underline == nil && off.strikethrough == nil)
        // An array is a declaration: drawn. "Text" is a label too.
        try expectEqual(attributes("Text", ##""underline": ["x"]"##).0.underline, ViewTextDecoration())
        // A bound flag.
        try expectEqual(attributes("Label", ##""underline": "@{linked}""##, data: ##"{"linked": true}"##).0.underline, ViewTextDecoration())
        try expectEqual(attributes("Label", ##""underline": "@{linked}""##, data: ##"{"linked": false}"##).0.underline, nil)
    }

    @Test func decorationObjects() throws {
        let (a, warnings) = try attributes("Label", ##""underline": {"lineStyle": "Double", "color": "#FF0000", "lineOffset": 2}, "strikethrough": {"lineStyle": "thick"}"##)
        expectEqual(a.underline, ViewTextDecoration(TextDecoration(.double, color: Color(hex: 0xFF0000)), lineOffset: 2))
        expectEqual(a.strikethrough, ViewTextDecoration(TextDecoration(.thick)))
        expect(warnings.isEmpty)
        // None asks for no line; an object without a style is a single line.
        try expectEqual(attributes("Label", ##""underline": {"lineStyle": "None", "color": "#FF0000"}"##).0.underline, nil)
        try expectEqual(attributes("Label", ##""underline": {}"##).0.underline, ViewTextDecoration())
    }

    @Test func badDecorationsWarn() throws {
        // SwiftJsonUI draws for a string, whatever it says.
        let (string, stringWarnings) = try attributes("Label", ##""underline": "false""##)
        expectEqual(string.underline, ViewTextDecoration())
        expectEqual(stringWarnings, [##"main.json:1:32: 'underline' on Label is the string "false", which SwiftJsonUI reads as a line wanted whatever it says; drawn (write true or false)"##])
        let (odd, oddWarnings) = try attributes("Label", ##""strikethrough": {"lineStyle": "Wavy", "colour": "nope", "width": 3}"##)
        expectEqual(odd.strikethrough, ViewTextDecoration())
        expectEqual(oddWarnings.count, 3)
        expect(oddWarnings[0].contains("'strikethrough.lineStyle' 'Wavy' is not a line style (Single, Double, Thick or None); drawn Single"))
        expect(oddWarnings[1].contains("'strikethrough.colour' on Label must be a colour"))
        expect(oddWarnings[2].contains("unknown 'strikethrough' property 'width' (known: lineStyle, color, lineOffset); ignored"))
        try expectEqual(viewError(##"{"type": "Label", "underline": {"color": 5}}"##)?.contains("'underline.color' on Label must be a colour"), true)
    }

    @Test func otherViewsLeaveTheLabelAttributesAlone() throws {
        let (button, warnings) = try attributes("Button", ##""text": "Go", "underline": true, "partialAttributes": [], "lineBreakMode": "Head""##)
        expect(button.underline == nil && button.partialAttributes.isEmpty && button.lineBreakMode == nil)
        expect(warnings.isEmpty)
    }

    @Test func partialAttributes() throws {
        let (a, warnings) = try attributes("Label", """
        "text": "Save 20% today", "partialAttributes": [
          {"range": [5, 8], "fontColor": "#FF0000", "fontSize": 20, "fontWeight": "bold"},
          {"range": "today", "background": "#FFFF00", "underline": true, "strikethrough": {"lineStyle": "Single"}, "onclick": "tap"},
          {"range": "Save", "font": "600"},
          {"range": [0, 1], "fontWeight": "medium", "underline": {"lineStyle": "None"}}
        ]
        """)
        expect(warnings.isEmpty)
        expectEqual(a.partialAttributes, [
            PartialTextStyle(.characters(5..<8), fontColor: Color(hex: 0xFF0000), fontSize: 20, fontWeight: .bold),
            PartialTextStyle(.substring("today"), background: Color(hex: 0xFFFF00), underline: true, strikethrough: true),
            PartialTextStyle(.substring("Save"), fontWeight: .semibold),
            PartialTextStyle(.characters(0..<1), fontWeight: .semibold),
        ])
    }

    @Test(arguments: [
        (##"{"range": [3, 3]}"##, "'partialAttributes[0].range' on Label must be [start, end]: whole numbers of characters, 0 ≤ start < end, found an array"),
        (##"{"range": [4, 2]}"##, "'partialAttributes[0].range' on Label must be [start, end]: whole numbers of characters, 0 ≤ start < end, found an array"),
        (##"{"range": [-1, 2]}"##, "'partialAttributes[0].range' on Label must be [start, end]: whole numbers of characters, 0 ≤ start < end, found an array"),
        (##"{"range": [0.5, 2]}"##, "'partialAttributes[0].range' on Label must be [start, end]: whole numbers of characters, 0 ≤ start < end, found an array"),
        (##"{"range": 3}"##, "'partialAttributes[0].range' on Label must be [start, end] or a text to find, found 3"),
        (##"{"fontColor": "#FF0000"}"##, "'partialAttributes[0]' has no 'range' ([start, end] or a text); it styles nothing"),
        (##""bold""##, "'partialAttributes[0]' on Label must be an object with a 'range', found a string"),
    ])
    func badPartialsAreLeftOutWithAWarning(partial: String, warning: String) throws {
        let (a, warnings) = try attributes("Label", "\"text\": \"abcdef\", \"partialAttributes\": [\(partial), {\"range\": \"cd\", \"fontColor\": \"red\"}]")
        // The good one after it still counts.
        expectEqual(a.partialAttributes, [PartialTextStyle(.substring("cd"), fontColor: Color(hex: 0xFF0000))])
        expectEqual(warnings.count, 1)
        expectEqual(warnings.first?.contains(warning), true, "\(warnings)")
    }

    @Test func partialValuesOfTheWrongKindWarn() throws {
        let (a, warnings) = try attributes("Label", ##""text": "abc", "partialAttributes": [{"range": "b", "fontSize": "big", "fontWeight": "chunky", "size": 3, "underline": "yes"}]"##)
        expectEqual(a.partialAttributes, [PartialTextStyle(.substring("b"), fontWeight: .regular)])
        expectEqual(warnings.count, 4, "\(warnings)")
        expect(warnings.contains { $0.contains("'partialAttributes[0].fontSize' on Label must be a number from 1 to 500, found a string") })
        expect(warnings.contains { $0.contains("'partialAttributes[0].fontWeight' 'chunky' is not a weight") })
        expect(warnings.contains { $0.contains("unknown 'partialAttributes[0]' property 'size'") })
        expect(warnings.contains { $0.contains("'partialAttributes[0].underline' on Label must be true or false") })
        // Not an array at all: under --strict an error.
        try expectEqual(viewError(##"{"type": "Label", "partialAttributes": {"range": "a"}}"##), "main.json:1:40: error: 'partialAttributes' on Label must be an array of objects, each with a 'range' ([start, end] or a text), found an object")
    }

    @Test(arguments: [("Head", ViewLineBreakMode.head), ("Middle", .middle), ("Tail", .tail), ("Clip", .clip), ("Word", .word), ("Char", .char),
                      ("byTruncatingHead", .head), ("char", .char)])
    func lineBreakModes(written: String, mode: ViewLineBreakMode) throws {
        let (a, warnings) = try attributes("Label", "\"lineBreakMode\": \"\(written)\"")
        expectEqual(a.lineBreakMode, mode)
        expectEqual(warnings.isEmpty, (written == mode.rawValue.capitalized || mode == .word || mode == .char))
    }

    @Test func lineBreakModeSpellingsSwiftUIWouldIgnoreWarn() throws {
        let (a, warnings) = try attributes("Label", ##""lineBreakMode": "middle""##)
        expectEqual(a.lineBreakMode, .middle)
        expectEqual(warnings, ["main.json:1:36: 'lineBreakMode' 'middle' is drawn as Middle; SwiftJsonUI's SwiftUI renderer reads only 'Head', 'Middle', 'Tail' and 'Clip' as written, and would ignore it"])
        try expectEqual(viewError(##"{"type": "Label", "lineBreakMode": "Wrap"}"##), "main.json:1:36: error: 'lineBreakMode' on Label must be Head, Middle, Tail, Clip, Word or Char, found a string")
    }

    @Test func linkableAutoShrinkAndScale() throws {
        let (a, warnings) = try attributes("Label", ##""linkable": true, "autoShrink": "true", "minimumScaleFactor": 0.7, "lineSpacing": 4"##)
        expect(a.linkable && a.autoShrink && a.minimumScaleFactor == 0.7 && a.lineSpacing == 4)
        expect(warnings.isEmpty)
        try expectEqual(viewError(##"{"type": "Label", "minimumScaleFactor": 2}"##), "main.json:1:41: error: 'minimumScaleFactor' on Label must be a number from 0.01 to 1, found 2")
    }

    @Test func numericWeights() throws {
        try expectEqual(attributes("Label", ##""fontWeight": "700""##).0.fontWeight, .bold)
        try expectEqual(attributes("Label", ##""fontWeight": "500""##).0.fontWeight, .semibold)
        try expectEqual(attributes("Label", ##""font": "300""##).0.fontWeight, .regular)
        try expectEqual(attributes("Label", ##""fontWeight": 900"##).0.fontWeight, .bold)
    }

    @Test func aFamilyThatIsNotBundledIsNamedOnceWithTheFaceDrawn() throws {
        let (root, warnings) = try resolveView("""
        {"type": "View", "child": [
          {"type": "Label", "id": "a", "text": "one", "fontFamily": "Georgia", "fontWeight": "bold"},
          {"type": "Label", "id": "b", "text": "two", "fontFamily": "Georgia"},
          {"type": "Label", "id": "c", "text": "three", "fontFamily": "Inter"},
          {"type": "Label", "id": "d", "text": "four", "fontName": "HelveticaNeue-Italic"}
        ]}
        """)
        expectEqual(root.find("a")?.attributes.fontFamily, "Georgia")
        expectEqual(root.find("a")?.attributes.fontWeight, .bold)
        expectEqual(warnings, [
            "main.json:2:61: fontFamily 'Georgia' is not a bundled font (FormRender draws only the fonts in Fonts/); drawn in Inter Bold, the nearest bundled face",
            "main.json:5:60: fontName 'HelveticaNeue-Italic' is not a bundled font (FormRender draws only the fonts in Fonts/); drawn in Inter Italic, the nearest bundled face",
        ])
    }
}
