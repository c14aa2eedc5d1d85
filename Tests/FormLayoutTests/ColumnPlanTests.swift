import BoxTree
import Expectations
import Testing
@testable import FormLayout
import FormModel
import FormSupport

/// Column counts and widths for every layout style at the three width classes.
///
/// Content widths (page − 2 × margin − 2 × card padding): compact 311, regular 688, expanded 944.
/// A column must be at least `need × 0.9` wide, where need is the widest field's preferred width capped
/// at 280 (a field with no hint needs 200).
///
/// These are the refined layout's rules (`"layout": "refined"`); `SixLayerLayoutTests` has the exact ones.
@Suite struct ColumnPlanTests {
    let theme = Theme.refined

    func layoutFields(_ fields: [Field], style: LayoutStyle = .vertical, width: Double) -> LayoutTree {
        FormLayoutTests.layoutFields(fields, style: style, width: width, theme: theme)
    }

    func fields(_ count: Int, width: FieldWidth? = nil) -> [Field] {
        (0..<count).map { field("f\($0)", width: width) }
    }

    func plan(_ style: LayoutStyle, _ fields: [Field], _ contentWidth: Double, theme: Theme = .refined) -> ColumnPlan {
        ColumnPlan(style: style, fields: fields, contentWidth: contentWidth, theme: theme)
    }

    func columnXs(_ tree: LayoutTree) -> [Double] {
        Array(Set(tree.root.allBoxes().filter { $0.role == .field }.map(\.frame.x))).sorted()
    }

    // MARK: Single-column styles

    @Test(arguments: [LayoutStyle.vertical, .standard, .compact, .spacious],
          [(compactContent, 311.0), (regularContent, 688.0), (expandedContent, 944.0)])
    func singleColumnStylesAlwaysHaveOneColumn(style: LayoutStyle, content: (Double, Double)) {
        for hint in [.narrow, .medium, .wide, .points(40), nil] as [FieldWidth?] {
            let plan = plan(style, fields(6, width: hint), content.0)
            expectEqual(plan.columns, 1)
            expectEqual(plan.columnWidth, content.1)
            expectEqual(plan.columnGap, 12)
        }
    }

    @Test(arguments: [(LayoutStyle.vertical, 12.0), (.horizontal, 12), (.grid, 12), (.adaptive, 12),
                      (.standard, 12), (.compact, 8), (.spacious, 20)])
    func rowGapByStyle(style: LayoutStyle, gap: Double) {
        expectEqual(plan(style, fields(3), regularContent).rowGap, gap)
    }

    @Test func rowGapsComeFromTheTheme() {
        var custom = Theme.refined
        custom.rowGap = 5
        custom.compactRowGap = 3
        custom.spaciousRowGap = 30
        custom.columnGap = 7
        expectEqual(plan(.standard, fields(2), 500, theme: custom).rowGap, 5)
        expectEqual(plan(.compact, fields(2), 500, theme: custom).rowGap, 3)
        expectEqual(plan(.spacious, fields(2), 500, theme: custom).rowGap, 30)
        expectEqual(plan(.horizontal, fields(2, width: .narrow), 500, theme: custom).columnGap, 7)
        expectEqual(plan(.horizontal, fields(2, width: .narrow), 500, theme: custom).columnWidth, 246.5)
    }

    // MARK: Horizontal

    @Test func twoMediumFieldsSideBySideAtRegularStackedAtCompact() {
        let medium = fields(2, width: .medium)
        // Compact: two columns would be 149.5 < 180.
        let compact = plan(.horizontal, medium, compactContent)
        expectEqual(compact.columns, 1)
        expectEqual(compact.columnWidth, 311)
        let regular = plan(.horizontal, medium, regularContent)
        expectEqual(regular.columns, 2)
        expectEqual(regular.columnWidth, 338)
        let expanded = plan(.horizontal, medium, expandedContent)
        expectEqual(expanded.columns, 2)
        expectEqual(expanded.columnWidth, 466)
    }

    @Test func twoMediumFieldsInTheLayoutTree() throws {
        let medium = [field("city", width: .medium, value: "Arlington"), field("state", width: .medium, value: "Virginia")]
        let regular = layoutFields(medium, style: .horizontal, width: regularWidth).root
        let city = try require(regular.first(role: .field, id: "city"))
        let state = try require(regular.first(role: .field, id: "state"))
        // The 640 pt measure centred (64) + 16 padding; columns of 298 and a 12 gap. Side by side the
        // columns are the grid: each field fills its own, so the gap between them is the column gap.
        expectEqual(city.frame, Rect(x: 80, y: 40, width: 298, height: 43.5))
        expectEqual(state.frame, Rect(x: 390, y: 40, width: 298, height: 43.5))

        let compact = layoutFields(medium, style: .horizontal, width: compactWidth).root
        let compactCity = try require(compact.first(role: .field, id: "city"))
        let compactState = try require(compact.first(role: .field, id: "state"))
        expectEqual(compactCity.frame, Rect(x: 32, y: 32, width: 230.25, height: 43.5))
        expectEqual(compactState.frame, Rect(x: 32, y: 32 + 43.5 + 12, width: 230.25, height: 43.5))
    }

    @Test func twoNarrowFieldsShareARowAtCompactThanksToTheTolerance() throws {
        // 149.5 pt columns take 150 pt fields: 149.5 ≥ 150 × 0.9. The fields are clamped to the column.
        let narrow = fields(2, width: .narrow)
        let compact = plan(.horizontal, narrow, compactContent)
        expectEqual(compact.columns, 2)
        expectEqual(compact.columnWidth, 149.5)

        let tree = layoutFields(narrow, style: .horizontal, width: compactWidth).root
        expectEqual(tree.first(role: .field, id: "f0")?.frame, Rect(x: 32, y: 32, width: 149.5, height: 43.5))
        expectEqual(tree.first(role: .field, id: "f1")?.frame, Rect(x: 193.5, y: 32, width: 149.5, height: 43.5))

        var strict = Theme.refined
        strict.columnWidthTolerance = 1
        expectEqual(plan(.horizontal, narrow, compactContent, theme: strict).columns, 1)
    }

    @Test func horizontalIsAtMostTwoColumns() {
        let plan = plan(.horizontal, fields(6, width: .narrow), expandedContent)
        expectEqual(plan.columns, 2)
        expectEqual(plan.columnWidth, 466)
    }

    @Test func horizontalWithOneFieldHasOneColumn() {
        let plan = plan(.horizontal, fields(1, width: .narrow), expandedContent)
        expectEqual(plan.columns, 1)
        expectEqual(plan.columnWidth, 944)
    }

    @Test func horizontalWithNoFields() {
        let plan = plan(.horizontal, [], expandedContent)
        expectEqual(plan.columns, 1)
        expectEqual(plan.columnWidth, 944)
    }

    @Test func horizontalThreeFieldsWrapToASecondRow() throws {
        let three = [field("a", width: .medium), field("b", width: .medium), field("c", width: .medium)]
        let root = layoutFields(three, style: .horizontal, width: regularWidth).root
        expectEqual(root.first(role: .field, id: "a")?.frame, Rect(x: 80, y: 40, width: 298, height: 43.5))
        expectEqual(root.first(role: .field, id: "b")?.frame, Rect(x: 390, y: 40, width: 298, height: 43.5))
        expectEqual(root.first(role: .field, id: "c")?.frame, Rect(x: 80, y: 95.5, width: 298, height: 43.5))
    }

    // MARK: Wide fields and the comfortable width

    @Test func wideFieldsDoNotForceOneColumnWhenAComfortableColumnIsOffered() {
        // Need is min(400, 280) × 0.9 = 252: regular's 338 pt columns take it, compact's 149.5 do not.
        let wide = fields(2, width: .wide)
        expectEqual(plan(.horizontal, wide, compactContent).columns, 1)
        expectEqual(plan(.horizontal, wide, regularContent).columns, 2)
        expectEqual(plan(.horizontal, wide, expandedContent).columns, 2)

        var uncapped = Theme.refined
        uncapped.comfortableFieldWidth = 10_000
        // Need 360 > 338 at regular; 466 at expanded still fits.
        expectEqual(plan(.horizontal, wide, regularContent, theme: uncapped).columns, 1)
        expectEqual(plan(.horizontal, wide, expandedContent, theme: uncapped).columns, 2)
    }

    @Test func wideFieldsAreClampedToTheirColumn() throws {
        let wide = [field("a", width: .wide), field("b", width: .wide)]
        let regular = layoutFields(wide, style: .horizontal, width: regularWidth).root
        expectEqual(regular.first(role: .field, id: "a")?.frame, Rect(x: 80, y: 40, width: 298, height: 43.5))
        expectEqual(regular.first(role: .field, id: "b")?.frame, Rect(x: 390, y: 40, width: 298, height: 43.5))
        // The measure keeps expanded's columns as regular's, centred.
        let expanded = layoutFields(wide, style: .horizontal, width: expandedWidth).root
        expectEqual(expanded.first(role: .field, id: "a")?.frame, Rect(x: 208, y: 40, width: 298, height: 43.5))
        expectEqual(expanded.first(role: .field, id: "b")?.frame, Rect(x: 518, y: 40, width: 298, height: 43.5))
    }

    @Test func widestFieldDecidesTheColumns() {
        // One medium field among narrow ones: need 180, so compact drops to one column.
        let mixed = fields(1, width: .narrow) + [field("m", width: .medium)]
        expectEqual(plan(.horizontal, mixed, compactContent).columns, 1)
        expectEqual(plan(.horizontal, fields(2, width: .narrow), compactContent).columns, 2)
        // A field with no hint needs 200 → 180.
        expectEqual(plan(.horizontal, fields(1, width: .narrow) + fields(1), compactContent).columns, 1)
    }

    // MARK: Grid

    @Test func gridOfNarrowFieldsAtTheThreeClasses() {
        let narrow = fields(5, width: .narrow)
        // Need 135: (311 + 12) / 147 = 2.2 → 2; (688 + 12) / 147 = 4.8 → 4; expanded also 4 (the cap).
        let compact = plan(.grid, narrow, compactContent)
        expectEqual(compact.columns, 2)
        expectEqual(compact.columnWidth, 149.5)
        let regular = plan(.grid, narrow, regularContent)
        expectEqual(regular.columns, 4)
        expectEqual(regular.columnWidth, 163)
        let expanded = plan(.grid, narrow, expandedContent)
        expectEqual(expanded.columns, 4)
        expectEqual(expanded.columnWidth, 227)
    }

    @Test func gridNeverHasMoreThanFourColumns() {
        expectEqual(ColumnPlan.maxGridColumns, 4)
        for width in [compactContent, regularContent, expandedContent, 2000, 9952] {
            for count in [1, 2, 4, 5, 9, 20] {
                let plan = plan(.grid, fields(count, width: .points(40)), width)
                expect(plan.columns <= 4)
                expect(plan.columns <= count)
            }
        }
        expectEqual(plan(.grid, fields(20, width: .points(40)), 9952).columns, 4)
    }

    @Test func gridPositionsInTheTree() throws {
        let narrow = (1...5).map { field("a\($0)", width: .narrow) }
        let regular = layoutFields(narrow, style: .grid, width: regularWidth).root
        // Columns 143 wide: x = 80, 235, 390, 545, each filled (150 pt is within 90 %); the fifth field
        // starts the second row.
        expectEqual(regular.first(role: .field, id: "a1")?.frame, Rect(x: 80, y: 40, width: 143, height: 43.5))
        expectEqual(regular.first(role: .field, id: "a2")?.frame, Rect(x: 235, y: 40, width: 143, height: 43.5))
        expectEqual(regular.first(role: .field, id: "a3")?.frame, Rect(x: 390, y: 40, width: 143, height: 43.5))
        expectEqual(regular.first(role: .field, id: "a4")?.frame, Rect(x: 545, y: 40, width: 143, height: 43.5))
        expectEqual(regular.first(role: .field, id: "a5")?.frame, Rect(x: 80, y: 95.5, width: 143, height: 43.5))

        expectEqual(columnXs(layoutFields(narrow, style: .grid, width: expandedWidth)), [208, 363, 518, 673])

        let compact = layoutFields(narrow, style: .grid, width: compactWidth)
        expectEqual(columnXs(compact), [32, 193.5])
        expectEqual(compact.root.first(role: .field, id: "a5")?.frame, Rect(x: 32, y: 32 + 2 * 55.5, width: 149.5, height: 43.5))
    }

    @Test func gridWithFewerFieldsThanColumns() {
        let plan = plan(.grid, fields(2, width: .narrow), expandedContent)
        expectEqual(plan.columns, 2)
        expectEqual(plan.columnWidth, 466)
    }

    @Test func gridOfMediumAndUnhintedFields() {
        // Need 180: compact (323 / 192) → 1, regular (700 / 192) → 3, expanded (956 / 192) → 4.
        for hint in [FieldWidth.medium, nil] as [FieldWidth?] {
            let many = fields(9, width: hint)
            expectEqual(plan(.grid, many, compactContent).columns, 1)
            let regular = plan(.grid, many, regularContent)
            expectEqual(regular.columns, 3)
            expect(approx(regular.columnWidth, 664.0 / 3))
            expectEqual(plan(.grid, many, expandedContent).columns, 4)
        }
    }

    @Test func gridOfWidePointFields() {
        // 300 pt fields: need min(300, 280) × 0.9 = 252. Regular 700 / 264 → 2; expanded 956 / 264 → 3.
        let big = fields(3, width: .points(300))
        expectEqual(plan(.grid, big, compactContent).columns, 1)
        expectEqual(plan(.grid, big, regularContent).columns, 2)
        let expanded = plan(.grid, big, expandedContent)
        expectEqual(expanded.columns, 3)
        expect(approx(expanded.columnWidth, 920.0 / 3))
    }

    @Test func gridColumnsFunction() {
        expectEqual(ColumnPlan.gridColumns(need: 135, contentWidth: 311, gap: 12), 2)
        expectEqual(ColumnPlan.gridColumns(need: 135, contentWidth: 688, gap: 12), 4)
        expectEqual(ColumnPlan.gridColumns(need: 1000, contentWidth: 311, gap: 12), 1)
        // Exactly fitting counts: 3 × 100 + 2 × 12 = 324.
        expectEqual(ColumnPlan.gridColumns(need: 100, contentWidth: 324, gap: 12), 3)
        expectEqual(ColumnPlan.gridColumns(need: 100, contentWidth: 323.9, gap: 12), 2)
        expectEqual(ColumnPlan.width(of: 3, in: 324, gap: 12), 100)
        expectEqual(ColumnPlan.width(of: 1, in: 311, gap: 12), 311)
    }

    // MARK: Adaptive

    @Test(arguments: [1, 2, 3, 4])
    func adaptiveWithFourOrFewerFieldsIsVertical(count: Int) {
        for content in [compactContent, regularContent, expandedContent] {
            let plan = plan(.adaptive, fields(count, width: .narrow), content)
            expectEqual(plan.columns, 1)
            expectEqual(plan.columnWidth, content)
        }
    }

    @Test(arguments: [5, 6, 7, 8])
    func adaptiveWithFiveToEightFieldsHasTwoColumns(count: Int) {
        let medium = fields(count, width: .medium)
        expectEqual(plan(.adaptive, medium, compactContent).columns, 1)
        expectEqual(plan(.adaptive, medium, regularContent).columns, 2)
        expectEqual(plan(.adaptive, medium, regularContent).columnWidth, 338)
        expectEqual(plan(.adaptive, medium, expandedContent).columns, 2)
        // Narrow ones fit two columns even at compact.
        expectEqual(plan(.adaptive, fields(count, width: .narrow), compactContent).columns, 2)
    }

    @Test(arguments: [9, 12, 30])
    func adaptiveWithMoreThanEightFieldsIsAGrid(count: Int) {
        let narrow = fields(count, width: .narrow)
        expectEqual(plan(.adaptive, narrow, compactContent).columns, 2)
        expectEqual(plan(.adaptive, narrow, regularContent).columns, 4)
        expectEqual(plan(.adaptive, narrow, expandedContent).columns, 4)
        let unhinted = fields(count)
        expectEqual(plan(.adaptive, unhinted, compactContent).columns, 1)
        expectEqual(plan(.adaptive, unhinted, regularContent).columns, 3)
        expectEqual(plan(.adaptive, unhinted, expandedContent).columns, 4)
    }

    @Test func adaptiveNineFieldsInTheTree() {
        let nine = (1...9).map { field("c\($0)", width: .narrow) }
        expectEqual(columnXs(layoutFields(nine, style: .adaptive, width: compactWidth)), [32, 193.5])
        expectEqual(columnXs(layoutFields(nine, style: .adaptive, width: regularWidth)), [80, 235, 390, 545])
        expectEqual(columnXs(layoutFields(nine, style: .adaptive, width: expandedWidth)), [208, 363, 518, 673])
        let four = (1...4).map { field("b\($0)") }
        expectEqual(columnXs(layoutFields(four, style: .adaptive, width: expandedWidth)), [208])
    }

    // MARK: Fallback

    @Test func fallsBackToFewerColumnsUntilTheyAreWideEnough() {
        // Horizontal and adaptive 5–8 ask for two; a narrow page gives one.
        expectEqual(plan(.horizontal, fields(2, width: .medium), compactContent).columns, 1)
        expectEqual(plan(.adaptive, fields(6, width: .wide), compactContent).columns, 1)
        // A tiny page: everything is one column, as wide as the content.
        for style in LayoutStyle.allCases {
            let plan = plan(style, fields(10, width: .narrow), 56)
            expectEqual(plan.columns, 1)
            expectEqual(plan.columnWidth, 56)
        }
    }

    @Test func columnsAreNeverNarrowerThanTheNeedUnlessThereIsOnlyOne() {
        for style in LayoutStyle.allCases {
            for hint in [.narrow, .medium, .wide, .points(90), .points(250), nil] as [FieldWidth?] {
                for count in [1, 2, 3, 5, 9] {
                    for content in stride(from: 56.0, through: 2000, by: 37) {
                        let fields = fields(count, width: hint)
                        let plan = plan(style, fields, content)
                        let need = min(FieldSizing.neededWidth(fields[0], theme: theme) * 0.9, content)
                        expect(plan.columns >= 1)
                        if plan.columns > 1 { expect(plan.columnWidth >= need) }
                        let used = Double(plan.columns) * plan.columnWidth + Double(plan.columns - 1) * plan.columnGap
                        expect(approx(used, content, tolerance: 1e-6))
                    }
                }
            }
        }
    }

    // MARK: Field sizing

    @Test func preferredWidths() {
        expectEqual(FieldSizing.preferredWidth(field("a", width: .narrow), theme: theme), 150)
        expectEqual(FieldSizing.preferredWidth(field("a", width: .medium), theme: theme), 200)
        expectEqual(FieldSizing.preferredWidth(field("a", width: .wide), theme: theme), 400)
        expectEqual(FieldSizing.preferredWidth(field("a", width: .points(320)), theme: theme), 320)
        expectEqual(FieldSizing.preferredWidth(field("a"), theme: theme), nil)
    }

    @Test func charactersGiveAWidth() {
        func width(_ length: Int) -> Double? {
            FieldSizing.preferredWidth(Field(id: "a", label: "A", preferredWidth: .characters(length)), theme: theme)
        }
        // characters × 0.55 × 15 + 24, at least 80, at most 200 characters.
        expectEqual(width(5), 80)
        expectEqual(width(10), 106.5)
        expectEqual(width(30), 271.5)
        // 200 × 0.55 × 15 is 1650 give or take a rounding error.
        expectEqual(width(200).map { approx($0, 1674) }, true)
        expectEqual(width(5000), width(200))
        // (An expectedLength of 0 resolves to no width, and displayWidth wins over expectedLength:
        // see DocumentBuilderTests.)
    }

    @Test func neededWidths() {
        expectEqual(FieldSizing.neededWidth(field("a"), theme: theme), 200)
        expectEqual(FieldSizing.neededWidth(field("a", width: .narrow), theme: theme), 150)
        expectEqual(FieldSizing.neededWidth(field("a", width: .wide), theme: theme), 280)
        expectEqual(FieldSizing.neededWidth(Field(id: "a", label: "A", preferredWidth: .characters(30)), theme: theme), 271.5)
    }

    /// Widths land on the column's grid: four parts with the column gap between them.
    @Test func widthInColumn() {
        expectEqual(FieldGrid(columnWidth: 311, theme: theme).spans, [68.75, 149.5, 230.25, 311])
        expectEqual(FieldSizing.width(field("a", width: .narrow), inColumn: 311, theme: theme), 149.5)
        expectEqual(FieldSizing.width(field("a", width: .medium), inColumn: 311, theme: theme), 230.25)
        expectEqual(FieldSizing.width(field("a", width: .wide), inColumn: 311, theme: theme), 311)
        expectEqual(FieldSizing.width(field("a", width: .points(2000)), inColumn: 944, theme: theme), 944)
        expectEqual(FieldSizing.width(field("a"), inColumn: 338, theme: theme), 338)
        // Never narrower than the theme's minimum (80 pt), unless the column is: the first span that holds 80.
        expectEqual(FieldSizing.width(field("a", width: .points(40)), inColumn: 338, theme: theme), 163)
        expectEqual(FieldSizing.width(field("a", width: .points(40)), inColumn: 60, theme: theme), 60)
        // A field without a hint in a column wider than the cap takes the widest span under it.
        var capped = Theme.refined
        capped.maxFieldWidth = 500
        expectEqual(FieldSizing.width(field("a"), inColumn: 944, theme: capped), 2 * 227 + 12)
        // A column too narrow for its gaps is one span.
        expectEqual(FieldGrid(columnWidth: 30, theme: theme).spans, [30])
    }
}
