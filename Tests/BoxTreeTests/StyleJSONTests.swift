import BoxTree
import Expectations
import Testing

/// The layout dump shows every painted property of a box, colours as #RRGGBB[AA], defaults left out.
@Suite struct StyleJSONTests {
    static let font = FontSpec(family: "Inter", weight: .semibold, size: 11, lineHeight: 13.5)

    func dump(_ box: LayoutBox) -> String {
        LayoutJSON.encode(LayoutTree(width: 100, height: 100, root: box))
    }

    @Test func colourHex() {
        expectEqual(Color(hex: 0xC7C7CC).hexString, "#C7C7CC")
        expectEqual(Color(hex: 0x000000, alpha: 0.2).hexString, "#00000033")
        expectEqual(Color(red: 2, green: -1, blue: 0.5).hexString, "#FF0080")
    }

    @Test func everyStylePropertyIsPrinted() {
        let style = BoxStyle(fill: Color(hex: 0xFFFFFF), border: Border(color: Color(hex: 0xD70015), width: 2, dash: [3, 1.5]),
                             radii: CornerRadii(topLeft: 8, topRight: 8, bottomRight: 0, bottomLeft: 0),
                             shadow: Shadow(color: Color(hex: 0x000000, alpha: 0.2), opacity: 0.5, offsetX: 1, offsetY: 2, blur: 3, spread: 4),
                             opacity: 0.75, clips: true, decorationOutsets: EdgeInsets(top: 1),
                             rules: [Rule(.horizontal, offset: 181, startInset: 1, endInset: 1, thickness: 1, color: Color(hex: 0xC7C7CC))])
        let json = dump(LayoutBox(role: "box", frame: Rect(x: 0, y: 0, width: 10, height: 10), style: style))
        expect(json.contains("""
        "style": {"fill": "#FFFFFF", "border": {"color": "#D70015", "width": 2, "dash": [3, 1.5]}, "radii": [8, 8, 0, 0], \
        "shadow": {"color": "#00000033", "opacity": 0.5, "offsetX": 1, "offsetY": 2, "blur": 3, "spread": 4}, "opacity": 0.75, \
        "clips": true, "outsets": {"top": 1}, "rules": [{"axis": "horizontal", "offset": 181, "start": 1, "end": 1, "thickness": 1, "color": "#C7C7CC"}]}
        """))
    }

    @Test func aCircleAndUniformRadii() {
        let circle = dump(LayoutBox(role: "day", frame: Rect(x: 0, y: 0, width: 10, height: 10), style: BoxStyle(fill: .black, shape: .circle(radius: 11))))
        expect(circle.contains(##""style": {"fill": "#000000", "circle": 11}"##))
        let card = dump(LayoutBox(role: "card", frame: Rect(x: 0, y: 0, width: 10, height: 10), style: BoxStyle(radii: CornerRadii(all: 12))))
        expect(card.contains(##""style": {"radii": 12}"##))
    }

    @Test func textRunsShowFontColourAndWhatDiffersFromTheText() {
        var run = TextRun("Email *", font: Self.font, color: Color(hex: 0x6C6C70), alignment: .center,
                          coloredRanges: [ColoredRange(6..<7, color: Color(hex: 0xD70015))])
        run.trailingGlyph = TrailingGlyph(.roundCheckMark, color: Color(hex: 0x007AFF), size: 10, gap: 6)
        let json = dump(LayoutBox(role: "label", text: "Email", frame: Rect(x: 0, y: 0, width: 10, height: 10), textRun: run))
        expect(json.contains("""
        "textStyle": {"font": "Inter semibold 11/13.5", "color": "#6C6C70", "shows": "Email *", "align": "center", \
        "ranges": [{"from": 6, "to": 7, "color": "#D70015"}], "after": {"glyph": "roundCheckMark", "color": "#007AFF", "size": 10, "gap": 6}}
        """))
        let single = dump(LayoutBox(role: "input", frame: Rect(x: 0, y: 0, width: 10, height: 10),
                                    textRun: TextRun("x", font: Self.font, color: .black, wrapping: .singleLine)))
        expect(single.contains(##""textStyle": {"font": "Inter semibold 11/13.5", "color": "#000000", "wrapping": "singleLine"}"##))
        let limited = dump(LayoutBox(role: "input", frame: Rect(x: 0, y: 0, width: 10, height: 10),
                                     textRun: TextRun("x", font: Self.font, color: .black, maxLines: 3, ellipsis: true)))
        expect(limited.contains(##""maxLines": 3, "ellipsis": true"##))
    }

    @Test func glyphsAndImagesAndNotes() {
        let image = BoxImage(width: 1, height: 1, rgba: [0, 0, 0, 255], fit: .cover, source: "logo.png")
        let box = LayoutBox(role: "control", frame: Rect(x: 0, y: 0, width: 10, height: 10),
                            glyph: GlyphRun(.chevronDown, color: Color(hex: 0x8E8E93), inset: 4), image: image,
                            notes: [BoxNote("kind", .text("picker")), BoxNote("open")])
        let json = dump(box)
        expect(json.contains(##""kind": "picker",\##n    "open": true,"##))
        expect(json.contains(##""glyph": {"glyph": "chevronDown", "color": "#8E8E93", "inset": 4}"##))
        expect(json.contains(##""image": {"source": "logo.png", "width": 1, "height": 1, "fit": "cover"}"##))
    }

    @Test func anUnstyledBoxPrintsNoStyleKeys() {
        let json = dump(LayoutBox(role: "group", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        for key in ["style", "textStyle", "glyph", "image"] { expect(!json.contains("\"\(key)\"")) }
    }

    @Test func badImagesAreRefused() {
        expectEqual(BoxImage(width: 2, height: 2, rgba: [0, 0, 0, 0], source: "x"), nil)
        expectEqual(BoxImage(width: 0, height: 1, rgba: [], source: "x"), nil)
        expectEqual(BoxImage(width: 40_000, height: 1, rgba: [], source: "x"), nil)
    }

    @Test func textRunsReplaceControlCharacters() {
        expectEqual(TextRun("a\u{0}b", font: Self.font, color: .black).string, "a\u{25A1}b")
    }
}
