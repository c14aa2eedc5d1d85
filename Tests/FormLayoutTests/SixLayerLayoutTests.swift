import BoxTree
import Expectations
import Testing
@testable import FormLayout
import FormModel
import FormSupport

/// The exact layout (the default theme): what SixLayer's views give, from the layout dump.
@Suite struct SixLayerLayoutTests {
    func plan(_ style: LayoutStyle, _ count: Int, _ contentWidth: Double) -> ColumnPlan {
        ColumnPlan(style: style, fields: (0..<count).map { field("f\($0)", width: .wide) }, contentWidth: contentWidth, theme: theme)
    }

    /// `DynamicFormSectionView`: horizontal 2 flexible columns, grid `min(3, max(1, Int(sqrt(n))))`,
    /// adaptive vertical to 4 fields, 2 columns to 8, else the grid's, at every width.
    @Test(arguments: [compactContent, regularContent, expandedContent])
    func columnsAtEveryWidth(content: Double) {
        for count in 1...20 {
            let grid = min(3, max(1, Int(Double(count).squareRoot())))
            expectEqual(plan(.horizontal, count, content).columns, 2)
            expectEqual(plan(.grid, count, content).columns, grid, "grid of \(count)")
            expectEqual(plan(.adaptive, count, content).columns, (count <= 4 ? 1 : count <= 8 ? 2 : grid), "adaptive of \(count)")
            for style in [LayoutStyle.vertical, .standard, .compact, .spacious] {
                expectEqual(plan(style, count, content).columns, 1)
            }
        }
        expectEqual(plan(.horizontal, 2, content).columnWidth, (content - 12) / 2)
    }

    /// Columns give way only where one could not hold a box's padding and control (53 pt).
    @Test func columnsGiveWayOnlyUnderTheNarrowestBox() {
        expectEqual(plan(.grid, 9, 3 * 53 + 24).columns, 3)
        expectEqual(plan(.grid, 9, 3 * 53 + 23).columns, 2)
        expectEqual(plan(.horizontal, 2, 60).columns, 1)
    }

    @Test func aHintedFieldKeepsItsWidthInItsColumn() throws {
        let fields = [field("a", width: .narrow), field("b", width: .wide), field("c")]
        let card = layoutSection(Section(id: "s", title: nil, style: .horizontal, fields: fields), width: compactWidth - 32)
        // Columns of (311 − 12) / 2 = 149.5: narrow (150) and wide (400) are clamped, the plain one fills.
        expectEqual(card.first(role: .field, id: "a")?.frame, Rect(x: 16, y: 16, width: 149.5, height: 43.5))
        expectEqual(card.first(role: .field, id: "b")?.frame, Rect(x: 16 + 149.5 + 12, y: 16, width: 149.5, height: 43.5))
        expectEqual(card.first(role: .field, id: "c")?.frame.width, 149.5)
        let wide = layoutSection(Section(id: "s", title: nil, style: .horizontal, fields: fields), width: 720)
        expectEqual(wide.first(role: .field, id: "a")?.frame.width, 150, "150 pt in a 338 pt column")
        expectEqual(wide.first(role: .field, id: "b")?.frame.width, 338)
    }

    /// SixLayer's counter overlay writes the count alone.
    @Test func counterCounts() throws {
        var bio = Field(id: "bio", label: "Bio", value: "Hello")
        bio.counter = CharacterCounter(limit: 1000)
        expectEqual(layoutField(bio, width: 300).first(role: .counter)?.text, "5")
        expectEqual(layoutField(bio, width: 300, theme: .refined).first(role: .counter)?.text, "5/1000")
    }

    /// A number: the title line, then its value beside a Stepper (− and +) at the box's trailing end:
    /// 6 + 13.5 + 28 + 6 pt.
    @Test func numberHasAStepper() throws {
        let unit = layoutField(Field(id: "gallons", label: "Gallons", kind: .stepper, value: "12"), width: 300)
        let box = try fieldBox(unit)
        expectEqual(box.frame.height, 53.5)
        let stepper = try require(box.first(role: .stepper, id: "gallons"))
        expectEqual(stepper.frame, Rect(x: 300 - 12 - 76, y: 19.5, width: 76, height: 28))
        expectEqual(box.first(role: .label)?.frame.width, 276, "the title keeps the whole line")
        let halves = stepper.children.filter { $0.role == .stepperButton }
        expectEqual(halves.map(\.textRun?.string), ["−", "+"])
        expect(halves.allSatisfy { $0.frame.x >= stepper.frame.x && $0.frame.maxX <= stepper.frame.maxX })
        expectEqual(halves[1].frame.x, stepper.frame.x + 38)
        let input = try require(box.first(role: .input, id: "gallons"))
        expectEqual(input.text, "12")
        expectEqual(input.frame.y, 19.5 + 5, "centred on the stepper's row")
        expect(input.frame.maxX <= stepper.frame.x - 8, "the value keeps clear of the stepper")
        expect(unit.has("kind"))
    }

    /// Image and document: the title over a "Select image" / "Select document" button.
    @Test(arguments: [(FieldKind.image, "Select image"), (.document, "Select document")])
    func attachmentIsASelectButton(kind: FieldKind, title: String) throws {
        let box = try fieldBox(layoutField(Field(id: "receipt", label: "Receipt", kind: kind), width: 300))
        let button = try require(box.first(role: .button, id: "receipt"))
        expectEqual(button.text, title)
        expectEqual(button.first(role: .buttonTitle)?.textRun?.string, title)
        expectEqual(button.frame.x, 12)
        let label = try require(box.first(role: .label))
        expect(button.frame.y >= label.frame.maxY)
        expectEqual(button.frame.maxY + 6, box.frame.maxY)
        expectEqual(box.first(role: .input), nil, "no value line to type in")
    }

    /// "Optional • Multiple values • Has default" under the field, in the caption style.
    @Test func captionUnderTheField() throws {
        var f = field("tags")
        f.caption = "Optional • Multiple values"
        f.state.error = "Required"
        let unit = layoutField(f, width: 300)
        let caption = try require(unit.first(role: .caption, id: "tags"))
        let error = try require(unit.first(role: .error, id: "tags"))
        expectEqual(caption.text, "Optional • Multiple values")
        expectEqual(caption.frame.y, error.frame.maxY + 4, "after the error, as SixLayer orders them")
        expectEqual(caption.textRun?.font, font(.caption))
        expectEqual(caption.textRun?.color, theme.colors.secondaryText)
        expectEqual(unit.frame.maxY, caption.frame.maxY)
    }
}
