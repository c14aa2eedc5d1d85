import BoxTree
import Expectations
@testable import FormSnapshot
import FormSupport
import Testing

/// Every painted property the layout dump writes has a name for the layout diff, in BoxTree's one table:
/// a property added to the writer without a name fails here.
@Suite struct LayoutDumpPropertiesTests {
    static let font = FontSpec(family: "Inter", weight: .semibold, size: 11, lineHeight: 13.5)

    /// A box with every style, text, glyph and image property set away from its default.
    static func everythingBox() -> LayoutBox {
        let style = BoxStyle(fill: .white, gradient: LinearGradient(colors: [.white, .black]), border: Border(color: .black, width: 2, dash: [3]),
                             radii: CornerRadii(all: 4), shape: .circle(radius: 5),
                             shadow: Shadow(color: .black, opacity: 0.5, offsetX: 1, offsetY: 2, blur: 3, spread: 4, profile: .gaussian),
                             opacity: 0.5, clips: true, decorationOutsets: EdgeInsets(top: 1),
                             rules: [Rule(.horizontal, offset: 1, thickness: 1, color: .black)])
        var run = TextRun("Email *", font: font, color: .black, alignment: .center, wrapping: .singleLine, maxLines: 2, ellipsis: true,
                          coloredRanges: [ColoredRange(6..<7, color: .black)])
        run.isRightToLeft = true
        run.trailingGlyph = TrailingGlyph(.roundCheckMark, color: .black, size: 10, gap: 6)
        run.underline = TextDecoration(.single)
        run.strikethrough = TextDecoration(.single)
        run.baselineOffset = 1
        run.lineSpacing = 2
        run.truncation = .head
        run.breaksAnywhere = true
        run.styledRanges = [StyledRange(0..<1, color: .black)]
        let image = BoxImage(width: 1, height: 1, rgba: [0, 0, 0, 255], fit: .cover, source: "logo.png")
        var glyph = GlyphRun(.chevronDown, color: .black, inset: 4)
        glyph.isMirrored = true
        return LayoutBox(role: "box", text: "Email", frame: Rect(x: 0, y: 0, width: 10, height: 10), style: style, textRun: run,
                         glyph: glyph, image: image)
    }

    @Test func everyDumpedPropertyHasAName() throws {
        let json = LayoutJSON.encode(LayoutTree(width: 10, height: 10, root: Self.everythingBox()))
        let dumped = LayoutLooks.read(try LayoutDiff.tree(json).root)
        expect(dumped.count >= 40, "\(dumped.keys.sorted())")
        expectEqual(Set(dumped.keys).subtracting(LayoutDumpProperties.all.keys).sorted(), [])
    }
}
