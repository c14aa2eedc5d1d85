import BoxTree
import FormSnapshot
import Expectations
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
        try expectEqual(LayoutDiff.describe(reference: layout(), actual: layout(border: Self.red)), ["box 'email': border #C7C7CC → #D70015"])
    }

    @Test func severalChangesOfOneBoxShareALine() throws {
        let messages = try LayoutDiff.describe(reference: layout(), actual: layout(border: Self.red, borderWidth: 2, fill: nil))
        expectEqual(messages, ["box 'email': border #C7C7CC → #D70015, border width 1 → 2, fill #FFFFFF → none"])
    }

    @Test func textAndGlyphChangesAreNamed() throws {
        let messages = try LayoutDiff.describe(reference: layout(), actual: layout(textColor: Self.red, glyph: .chevronDown))
        expectEqual(messages, ["label 'email': glyph added, text colour #000000 → #D70015"])
    }

    @Test func movesAndStylesTogether() throws {
        let messages = try LayoutDiff.describe(reference: layout(), actual: layout(textColor: Self.red, labelY: 8))
        expectEqual(messages, ["label 'email': y 6 → 8, text colour #000000 → #D70015"])
    }

    /// A label whose words changed but not its size still says why the picture changed.
    @Test func aChangedTextIsQuoted() throws {
        try expectEqual(LayoutDiff.describe(reference: layout(), actual: layout(text: "E-mail")), [#"label 'email': "Email" → "E-mail""#])
        let long = String(repeating: "x", count: 60)
        try expectEqual(LayoutDiff.describe(reference: layout(), actual: layout(text: long)), ["label 'email': \"Email\" → \"\(String(repeating: "x", count: 40))…\""])
    }

    /// A field as the engine lays it out: the box fills it, the label and input stretch with it, and
    /// the counter keeps its distance from the right edge.
    func field(width: Double, label: String = "Username", required: Bool = false) -> String {
        let font = FontSpec(family: "Inter", weight: .semibold, size: 11, lineHeight: 13.5)
        let shown = required ? label + " *" : label
        let text = TextRun(shown, font: font, color: .black,
                           coloredRanges: required ? [ColoredRange(shown.utf8.count - 1..<shown.utf8.count, color: Self.red)] : [])
        let labelBox = LayoutBox(role: "label", id: "name", text: label, frame: Rect(x: 12, y: 6, width: width - 56, height: 13.5), textRun: text)
        let counter = LayoutBox(role: "counter", id: "name", text: "0/50", frame: Rect(x: width - 40, y: 6, width: 28, height: 13.5))
        let input = LayoutBox(role: "input", id: "name", text: "jdoe", frame: Rect(x: 12, y: 22, width: width - 24, height: 16))
        let box = LayoutBox(role: "box", id: "name", frame: Rect(x: 0, y: 0, width: width, height: 43.5),
                            style: BoxStyle(fill: .white, border: Border(color: Self.grey, width: 1)), children: [labelBox, counter, input])
        let fieldBox = LayoutBox(role: "field", id: "name", frame: Rect(x: 0, y: 0, width: width, height: 43.5), children: [box])
        return LayoutJSON.encode(LayoutTree(width: 400, height: 60, root: LayoutBox(role: "form", frame: Rect(x: 0, y: 0, width: 400, height: 60),
                                                                                    children: [fieldBox])))
    }

    /// One field's width change is one line, not one for each of its parts that follow it.
    @Test func partsThatFollowTheirFieldAreNotRepeated() throws {
        try expectEqual(LayoutDiff.describe(reference: field(width: 200), actual: field(width: 150)), ["field 'name': width 200 → 150"])
    }

    /// A part that moved on its own is still said, next to its field's change.
    @Test func aPartThatMovedOnItsOwnIsSaid() throws {
        let reference = field(width: 200)
        let actual = field(width: 150).replacingOccurrences(of: #""x": 110, "y": 6"#, with: #""x": 100, "y": 6"#)
        expect(actual != field(width: 150))
        try expectEqual(LayoutDiff.describe(reference: reference, actual: actual), ["field 'name': width 200 → 150", "counter 'name': x 160 → 100"])
    }

    /// A new label text is quoted; that its shown string and coloured ranges changed follows from it.
    @Test func aNewLabelReadsAsItsWords() throws {
        let messages = try LayoutDiff.describe(reference: field(width: 200, label: "Email", required: true),
                                               actual: field(width: 200, label: "E-mail address", required: true))
        expectEqual(messages, [#"label 'name': "Email" → "E-mail address""#])
    }

    @Test func identicalLayoutsSayNothing() throws {
        try expect(LayoutDiff.describe(reference: layout(), actual: layout()).isEmpty)
    }

    /// A reference recorded before layouts carried styles is compared by frames only.
    @Test func referenceWithoutStylesComparesFramesOnly() throws {
        let unstyled = """
        {"width": 200, "height": 60, "root": {"role": "form", "frame": {"x": 0, "y": 0, "width": 200, "height": 60}, "children": [
          {"role": "box", "id": "email", "frame": {"x": 0, "y": 0, "width": 200, "height": 43.5}, "children": [
            {"role": "label", "id": "email", "frame": {"x": 12, "y": 6, "width": 100, "height": 13.5}, "children": []}]}]}}
        """
        try expect(LayoutDiff.describe(reference: unstyled, actual: layout()).isEmpty)
        try expectEqual(LayoutDiff.describe(reference: unstyled, actual: layout(labelY: 7)), ["label 'email': y 6 → 7"])
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
        try expectEqual(LayoutDiff.describe(reference: tree([card("a", shadowed)]), actual: tree([card("a", flat)])), ["section 'a': corner radii 12 → 0, shadow offset y 2 → 0"])
        var none = shadowed
        none.shadow = nil
        try expectEqual(LayoutDiff.describe(reference: tree([card("a", shadowed)]), actual: tree([card("a", none)])), ["section 'a': shadow removed"])
        try expectEqual(LayoutDiff.describe(reference: tree([card("a", none)]), actual: tree([card("a", shadowed)])), ["section 'a': shadow added"])
    }

    @Test func theSameChangeOnManyBoxesIsOneLine() throws {
        let before = tree((1...5).map { card("s\($0)", BoxStyle(fill: .white)) })
        let after = tree((1...5).map { card("s\($0)", BoxStyle(fill: Self.red)) })
        try expectEqual(LayoutDiff.describe(reference: before, actual: after), ["fill #FFFFFF → #D70015 on 5 boxes (section 's1', section 's2', section 's3', …)"])
    }

    @Test func rulesAndColouredRangesAreSaidShortly() throws {
        let rule = { (color: Color) in BoxStyle(rules: [Rule(.horizontal, offset: 181, thickness: 1, color: color)]) }
        try expectEqual(LayoutDiff.describe(reference: tree([card("p", rule(Self.grey))]), actual: tree([card("p", rule(Self.red))])), ["section 'p': rules horizontal at 181 #C7C7CC → horizontal at 181 #D70015"])
    }

    /// A part of a field that shares its section's id is named by its own role and id.
    @Test func partsAreNamedByRoleAndId() throws {
        let label = LayoutBox(role: "label", id: "t", frame: Rect(x: 0, y: 0, width: 10, height: 10), style: BoxStyle(fill: .white))
        let field = LayoutBox(role: "field", id: "t", frame: Rect(x: 0, y: 0, width: 10, height: 10), children: [label])
        let section = LayoutBox(role: "section", id: "t", frame: Rect(x: 0, y: 0, width: 10, height: 10), children: [field])
        var changed = section
        changed.children[0].children[0].style.fill = Self.red
        try expectEqual(LayoutDiff.describe(reference: tree([section]), actual: tree([changed])), ["label 't': fill #FFFFFF → #D70015"])
    }

    /// A hand-edited reference with a style of the wrong kind is refused where it is wrong, as a bad
    /// frame is; long values are cut short.
    @Test(arguments: [
        (#""style": "red""#, "1:117: 'root.style' must be an object, found a string"),
        (#""style": {"fill": 123}"#, "1:126: 'root.style.fill' must be a colour like \"#RRGGBB\" or \"#RRGGBBAA\""),
        (#""style": {"radii": 1e308}"#, "1:127: 'root.style.radii' must be a number (at most 1000000)"),
        (##""style": {"fil": "#FFFFFF"}"##, "1:118: 'root.style.fil' is not a key known here"),
        (#""textStyle": {"font": "Inter regular 17/22", "color": null}"#, "1:162: 'root.textStyle.color' must be a colour"),
        (##""textStyle": {"color": "#000000"}"##, "1:121: 'root.textStyle' needs 'font'"),
        (#""required": 3"#, "1:120: 'root.required' must be a string or true (a note on the box)"),
    ])
    func badStylesAreLocatedErrors(style: String, message: String) throws {
        let json = """
        {"width": 10, "height": 10, "root": {"role": "form", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, \(style), "children": []}}
        """
        let error = try #require(throws: (any Error).self) { try LayoutDiff.validate(json) }
        expect("\(error)".contains(message), "\(error)")
    }

    @Test func longValuesAreCutShort() throws {
        let long = String(repeating: "x", count: 100_000)
        let json = { (source: String) in """
        {"width": 10, "height": 10, "root": {"role": "form", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, \
        "style": {"fill": "#FFFFFF"}, "image": {"source": "\(source)", "width": 1, "height": 1, "fit": "fill"}, "children": []}}
        """ }
        let messages = try LayoutDiff.describe(reference: json(long), actual: json("logo.png"))
        expect(messages.count == 1 && messages[0].count < 120, "\(messages)")
    }
}
