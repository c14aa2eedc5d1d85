import BoxTree
import FormSnapshot
import Testing

/// The layout diff explains style changes in words, as it does moves and resizes.
@Suite struct LayoutDiffTests {
    static let grey = Color(hex: 0xC7C7CC), red = Color(hex: 0xD70015)

    func layout(border: Color = grey, borderWidth: Double = 1, fill: Color? = .white, textColor: Color = .black,
                glyph: Glyph? = nil, labelY: Double = 6, text: String = "Email") -> String {
        let label = LayoutBox(role: "label", id: "email", frame: Rect(x: 12, y: labelY, width: 100, height: 13.5),
                              textRun: TextRun(text, font: FontSpec(family: "Inter", weight: .semibold, size: 11, lineHeight: 13.5),
                                               color: textColor),
                              glyph: glyph.map { GlyphRun($0, color: .black) })
        let box = LayoutBox(role: "box", id: "email", frame: Rect(x: 0, y: 0, width: 200, height: 43.5),
                            style: BoxStyle(fill: fill, border: Border(color: border, width: borderWidth), radii: CornerRadii(all: 8)),
                            children: [label])
        let root = LayoutBox(role: "form", frame: Rect(x: 0, y: 0, width: 200, height: 60), children: [box])
        return LayoutJSON.encode(LayoutTree(width: 200, height: 60, root: root))
    }

    @Test func aBorderColourChangeIsSaidInHex() throws {
        #expect(try LayoutDiff.describe(reference: layout(), actual: layout(border: Self.red)) == ["box 'email': border #C7C7CC → #D70015"])
    }

    @Test func severalChangesOfOneBoxShareALine() throws {
        let messages = try LayoutDiff.describe(reference: layout(), actual: layout(border: Self.red, borderWidth: 2, fill: nil))
        #expect(messages == ["box 'email': border #C7C7CC → #D70015, border width 1 → 2, fill #FFFFFF → none"])
    }

    @Test func textAndGlyphChangesAreNamed() throws {
        let messages = try LayoutDiff.describe(reference: layout(), actual: layout(textColor: Self.red, glyph: .chevronDown))
        #expect(messages == ["box 'email' label: glyph added, text colour #000000 → #D70015"])
    }

    @Test func movesAndStylesTogether() throws {
        let messages = try LayoutDiff.describe(reference: layout(), actual: layout(textColor: Self.red, labelY: 8))
        #expect(messages == ["box 'email' label: y 6 → 8, text colour #000000 → #D70015"])
    }

    /// A label whose words changed but not its size still says why the picture changed.
    @Test func aChangedTextIsQuoted() throws {
        #expect(try LayoutDiff.describe(reference: layout(), actual: layout(text: "E-mail")) == [#"box 'email' label: text "Email" → "E-mail""#])
        let long = String(repeating: "x", count: 60)
        #expect(try LayoutDiff.describe(reference: layout(), actual: layout(text: long))
            == ["box 'email' label: text \"Email\" → \"\(String(repeating: "x", count: 40))…\""])
    }

    @Test func identicalLayoutsSayNothing() throws {
        #expect(try LayoutDiff.describe(reference: layout(), actual: layout()).isEmpty)
    }

    /// A reference recorded before layouts carried styles is compared by frames only.
    @Test func referenceWithoutStylesComparesFramesOnly() throws {
        let unstyled = """
        {"width": 200, "height": 60, "root": {"role": "form", "frame": {"x": 0, "y": 0, "width": 200, "height": 60}, "children": [
          {"role": "box", "id": "email", "frame": {"x": 0, "y": 0, "width": 200, "height": 43.5}, "children": [
            {"role": "label", "id": "email", "frame": {"x": 12, "y": 6, "width": 100, "height": 13.5}, "children": []}]}]}}
        """
        #expect(try LayoutDiff.describe(reference: unstyled, actual: layout()).isEmpty)
        #expect(try LayoutDiff.describe(reference: unstyled, actual: layout(labelY: 7)) == ["box 'email' label: y 6 → 7"])
    }

    func tree(_ boxes: [LayoutBox]) -> String {
        LayoutJSON.encode(LayoutTree(width: 400, height: 400, root: LayoutBox(role: "form", frame: Rect(x: 0, y: 0, width: 400, height: 400),
                                                                              children: boxes)))
    }

    func card(_ id: String, _ style: BoxStyle) -> LayoutBox {
        LayoutBox(role: "section", id: id, frame: Rect(x: 0, y: 0, width: 100, height: 100), style: style)
    }

    @Test func shadowsAndZerosReadInWords() throws {
        let shadowed = BoxStyle(fill: .white, radii: CornerRadii(all: 12), shadow: Shadow(color: Color(hex: 0, alpha: 0.2), offsetY: 2, blur: 3))
        var flat = shadowed
        flat.radii = .zero
        flat.shadow?.offsetY = 0
        #expect(try LayoutDiff.describe(reference: tree([card("a", shadowed)]), actual: tree([card("a", flat)]))
                == ["section 'a': corner radii 12 → 0, shadow offset y 2 → 0"])
        var none = shadowed
        none.shadow = nil
        #expect(try LayoutDiff.describe(reference: tree([card("a", shadowed)]), actual: tree([card("a", none)])) == ["section 'a': shadow removed"])
        #expect(try LayoutDiff.describe(reference: tree([card("a", none)]), actual: tree([card("a", shadowed)])) == ["section 'a': shadow added"])
    }

    @Test func theSameChangeOnManyBoxesIsOneLine() throws {
        let before = tree((1...5).map { card("s\($0)", BoxStyle(fill: .white)) })
        let after = tree((1...5).map { card("s\($0)", BoxStyle(fill: Self.red)) })
        #expect(try LayoutDiff.describe(reference: before, actual: after)
                == ["fill #FFFFFF → #D70015 on 5 boxes (section 's1', section 's2', section 's3', …)"])
    }

    @Test func rulesAndColouredRangesAreSaidShortly() throws {
        let rule = { (color: Color) in BoxStyle(rules: [Rule(.horizontal, offset: 181, thickness: 1, color: color)]) }
        #expect(try LayoutDiff.describe(reference: tree([card("p", rule(Self.grey))]), actual: tree([card("p", rule(Self.red))]))
                == ["section 'p': rules horizontal at 181 #C7C7CC → horizontal at 181 #D70015"])
    }

    /// A part of a field that shares its section's id is named down the whole line of same-id boxes.
    @Test func partsAreNamedDownTheirLine() throws {
        let label = LayoutBox(role: "label", id: "t", frame: Rect(x: 0, y: 0, width: 10, height: 10), style: BoxStyle(fill: .white))
        let field = LayoutBox(role: "field", id: "t", frame: Rect(x: 0, y: 0, width: 10, height: 10), children: [label])
        let section = LayoutBox(role: "section", id: "t", frame: Rect(x: 0, y: 0, width: 10, height: 10), children: [field])
        var changed = section
        changed.children[0].children[0].style.fill = Self.red
        #expect(try LayoutDiff.describe(reference: tree([section]), actual: tree([changed])) == ["section 't' field label: fill #FFFFFF → #D70015"])
    }

    /// A hand-edited reference with a style of the wrong kind is refused where it is wrong, as a bad
    /// frame is; long values are cut short.
    @Test(arguments: [
        (#""style": "red""#, "'style' must be an object"),
        (#""style": {"fill": 123}"#, "'style.fill' must be a colour"),
        (#""style": {"radii": 1e308}"#, "'style.radii' must be a number (at most 1000000)"),
        (#""textStyle": {"color": null}"#, "'textStyle.color' must be a colour"),
    ])
    func badStylesAreLocatedErrors(style: String, message: String) throws {
        let json = """
        {"width": 10, "height": 10, "root": {"role": "form", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, \(style), "children": []}}
        """
        let error = try #require(throws: (any Error).self) { try LayoutDiff.validate(json) }
        #expect("\(error)".contains(message), "\(error)")
    }

    @Test func longValuesAreCutShort() throws {
        let long = String(repeating: "x", count: 100_000)
        let json = { (source: String) in """
        {"width": 10, "height": 10, "root": {"role": "form", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, \
        "style": {"fill": "#FFFFFF"}, "image": {"source": "\(source)", "width": 1, "height": 1, "fit": "fill"}, "children": []}}
        """ }
        let messages = try LayoutDiff.describe(reference: json(long), actual: json("logo.png"))
        #expect(messages.count == 1 && messages[0].count < 120, "\(messages)")
    }
}
