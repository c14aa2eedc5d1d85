import BoxTree
import FormSnapshot
import Testing

/// The layout diff explains style changes in words, as it does moves and resizes.
@Suite struct LayoutDiffTests {
    static let grey = Color(hex: 0xC7C7CC), red = Color(hex: 0xD70015)

    func layout(border: Color = grey, borderWidth: Double = 1, fill: Color? = .white, textColor: Color = .black,
                glyph: Glyph? = nil, labelY: Double = 6) -> String {
        let label = LayoutBox(role: "label", id: "email", frame: Rect(x: 12, y: labelY, width: 100, height: 13.5),
                              textRun: TextRun("Email", font: FontSpec(family: "Inter", weight: .semibold, size: 11, lineHeight: 13.5),
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
        #expect(messages == ["box 'email' label: glyph none → chevronDown, glyph colour none → #000000, text colour #000000 → #D70015"])
    }

    @Test func movesAndStylesTogether() throws {
        let messages = try LayoutDiff.describe(reference: layout(), actual: layout(textColor: Self.red, labelY: 8))
        #expect(messages == ["box 'email' label: y 6 → 8, text colour #000000 → #D70015"])
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
}
