import BoxTree
import Expectations
import Testing
@testable import FormLayout
import FormModel
import FormSupport

/// The whole page: title, cards, height, and invariants over every example at every width.
@Suite struct FormLayoutEngineTests {
    static let widths: [Double] = [WidthClass.minimumPoints, 320, compactWidth, 599, 600, regularWidth, expandedWidth, 1440, 4000]

    // MARK: Form title and page

    @Test func formTitleSitsAtTheMargin() throws {
        let doc = FormDocument(name: "Signup", title: "Create your account", sections: [Section(id: "s", title: nil, fields: [field("a")])])
        let tree = engine().layout(doc, width: compactWidth)
        let title = try require(tree.root.first(role: .title))
        expectEqual(title.text, "Create your account")
        expectEqual(title.frame, Rect(x: 16, y: 16, width: 343, height: 30))
        expectEqual(title.textRun?.font, font(.formTitle))
        // The first card starts 16 below the title.
        expectEqual(tree.root.first(role: .section)?.frame.y, 62)  // 16 + 30 + 16
        expectEqual(tree.root.children.map(\.role), [.title, .section])

        let regular = engine().layout(doc, width: regularWidth)
        // On a wide page the title keeps the form's 640 pt measure, centred with the cards.
        expectEqual(regular.root.first(role: .title)?.frame, Rect(x: 64, y: 24, width: 640, height: 30))
        expectEqual(regular.root.first(role: .section)?.frame.y, 70)  // 24 + 30 + 16
    }

    @Test func longFormTitleWraps() {
        // 343 pt holds 28 characters of 12 pt: four 7-letter words (31) take two lines.
        let doc = FormDocument(name: "D", title: words(4), sections: [Section(id: "s", title: nil, fields: [field("a")])])
        let tree = engine().layout(doc, width: compactWidth)
        expectEqual(tree.root.first(role: .title)?.frame, Rect(x: 16, y: 16, width: 343, height: 60))
        expectEqual(tree.root.first(role: .section)?.frame.y, 92)
        // At regular it fits one line.
        expectEqual(engine().layout(doc, width: regularWidth).root.first(role: .title)?.frame.height, 30)
    }

    @Test func noTitleOrEmptyTitleHasNoTitleBox() {
        for title in [nil, ""] as [String?] {
            let doc = FormDocument(name: "D", title: title, sections: [Section(id: "s", title: nil, fields: [field("a")])])
            let tree = engine().layout(doc, width: compactWidth)
            expectEqual(tree.root.first(role: .title), nil)
            expectEqual(tree.root.first(role: .section)?.frame.y, 16)
        }
    }

    @Test func rootIsTheForm() {
        let doc = FormDocument(name: "Order", title: "Order", sections: [Section(id: "s", title: nil, fields: [field("a")])])
        let tree = engine().layout(doc, width: regularWidth)
        expectEqual(tree.root.role, .form)
        expectEqual(tree.root.id, "Order")
        expectEqual(tree.root.text, nil)
        expectEqual(tree.width, regularWidth)
        expectEqual(tree.root.frame, Rect(x: 0, y: 0, width: regularWidth, height: tree.height))
    }

    @Test func totalHeightIsContentPlusMarginRoundedUp() {
        let one = FormDocument(name: "D", title: nil, sections: [Section(id: "s", title: nil, fields: [field("a")])])
        // 16 + 75.5 + 16 = 107.5 → 108.
        expectEqual(engine().layout(one, width: compactWidth).height, 108)
        // 24 + 75.5 + 24 = 123.5 → 124.
        expectEqual(engine().layout(one, width: regularWidth).height, 124)
        let two = FormDocument(name: "D", title: nil, sections: [Section(id: "s", title: nil, fields: [field("a"), field("b")])])
        // 16 + 131 + 16, already whole.
        expectEqual(engine().layout(two, width: compactWidth).height, 163)
        let empty = FormDocument(name: "D", title: nil, sections: [])
        expectEqual(engine().layout(empty, width: compactWidth).height, 32)
        expectEqual(engine().layout(empty, width: expandedWidth).height, 48)
        expect(engine().layout(empty, width: expandedWidth).root.children.isEmpty)
        let titleOnly = FormDocument(name: "D", title: "T", sections: [])
        // 16 + 30 + 16: the title gap separates the title from a card, and there is none.
        expectEqual(engine().layout(titleOnly, width: compactWidth).height, 62)
    }

    @Test func fractionalWidths() throws {
        let doc = FormDocument(name: "D", title: nil, sections: [Section(id: "s", title: nil, style: .horizontal,
                                                                        fields: [field("a", width: .narrow), field("b", width: .narrow)])])
        let tree = engine().layout(doc, width: 375.5)
        expectEqual(tree.width, 375.5)
        expectEqual(tree.root.first(role: .section)?.frame.width, 343.5)
        // Two columns of (311.5 − 12) / 2 = 149.75.
        expectEqual(tree.root.first(role: .field, id: "b")?.frame, Rect(x: 32 + 149.75 + 12, y: 32, width: 149.75, height: 43.5))
    }

    // MARK: Widths

    /// Exact: a hinted field is as wide as SixLayer's `.frame(width:)` (narrow 150, medium 200, wide 400,
    /// or its points), clamped to its column; the form keeps a 640 pt measure, centred.
    @Test func fieldWidthIsTheDisplayWidthClampedToTheColumn() throws {
        let fields = [field("narrow", width: .narrow), field("medium", width: .medium), field("wide", width: .wide),
                      field("p250", width: .points(250)), field("p20", width: .points(20)), field("huge", width: .points(2000)),
                      field("plain")]
        for (pageWidth, x, column) in [(compactWidth, 32.0, 311.0), (regularWidth, 80, 608), (expandedWidth, 208, 608)] {
            let root = layoutFields(fields, width: pageWidth).root
            let widths = ["narrow": 150, "medium": 200, "wide": min(400, column), "p250": 250, "p20": 53, "huge": column, "plain": column]
            for (id, width) in widths {
                let box = try require(root.first(role: .field, id: id))
                expectEqual(box.frame.width, width, "\(id) at \(pageWidth)")
                expectEqual(box.frame.x, x)
            }
        }
    }

    /// Refined: a hinted field takes the narrowest span of its column's four-part grid that holds its
    /// width (to 90 %), so right edges line up.
    @Test func fieldWidthIsTheDisplayWidthOnTheColumnsGrid() throws {
        let fields = [field("narrow", width: .narrow), field("medium", width: .medium), field("wide", width: .wide),
                      field("p250", width: .points(250)), field("p320", width: .points(320)), field("huge", width: .points(2000)),
                      field("plain")]
        // Compact: a 311 pt column, parts of 68.75 → spans 68.75, 149.5, 230.25, 311.
        // Regular and expanded: the 640 pt measure's 608 pt column, parts of 143 → spans 143, 298, 453, 608.
        let expected: [(Double, Double, [String: Double])] = [
            (compactWidth, 32, ["narrow": 149.5, "medium": 230.25, "wide": 311, "p250": 230.25, "p320": 311, "huge": 311, "plain": 311]),
            (regularWidth, 80, ["narrow": 143, "medium": 298, "wide": 453, "p250": 298, "p320": 298, "huge": 608, "plain": 608]),
            (expandedWidth, 208, ["narrow": 143, "medium": 298, "wide": 453, "p250": 298, "p320": 298, "huge": 608, "plain": 608]),
        ]
        for (pageWidth, x, widths) in expected {
            let root = layoutFields(fields, width: pageWidth, theme: .refined).root
            for (id, width) in widths {
                let box = try require(root.first(role: .field, id: id))
                expectEqual(box.frame.width, width, "\(id) at \(pageWidth)")
                expectEqual(box.frame.x, x)
            }
        }
    }

    @Test func charactersSizeAField() throws {
        let fields = [Field(id: "short", label: "S", preferredWidth: .characters(5)),
                      Field(id: "ten", label: "T", preferredWidth: .characters(10)),
                      Field(id: "longer", label: "L", preferredWidth: .characters(30)),
                      Field(id: "huge", label: "H", preferredWidth: .characters(5000)),
                      Field(id: "none", label: "N")]
        // Exact: 80 (the minimum), 106.5 and 271.5 pt, as measured; at most the column (608 at regular).
        let regular = layoutFields(fields, width: regularWidth).root
        expectEqual(regular.first(role: .field, id: "short")?.frame.width, 80)
        expectEqual(regular.first(role: .field, id: "ten")?.frame.width, 106.5)
        expectEqual(regular.first(role: .field, id: "longer")?.frame.width, 271.5)
        expectEqual(regular.first(role: .field, id: "huge")?.frame.width, 608)
        expectEqual(regular.first(role: .field, id: "none")?.frame.width, 608)
        let compact = layoutFields(fields, width: compactWidth).root
        expectEqual(compact.first(role: .field, id: "ten")?.frame.width, 106.5)
        expectEqual(compact.first(role: .field, id: "longer")?.frame.width, 271.5)
        expectEqual(compact.first(role: .field, id: "huge")?.frame.width, 311)
        // Refined: 80 (the minimum), 106.5 and 271.5 pt wanted, then on the grid.
        let refined = layoutFields(fields, width: regularWidth, theme: .refined).root
        expectEqual(refined.first(role: .field, id: "short")?.frame.width, 143)
        expectEqual(refined.first(role: .field, id: "ten")?.frame.width, 143)
        expectEqual(refined.first(role: .field, id: "longer")?.frame.width, 298)
        expectEqual(refined.first(role: .field, id: "huge")?.frame.width, 608)
        expectEqual(refined.first(role: .field, id: "none")?.frame.width, 608)
        let refinedCompact = layoutFields(fields, width: compactWidth, theme: .refined).root
        expectEqual(refinedCompact.first(role: .field, id: "ten")?.frame.width, 149.5)
        expectEqual(refinedCompact.first(role: .field, id: "longer")?.frame.width, 311)
    }

    @Test func noHintFillsTheColumn() {
        let fields = [field("a"), field("b"), field("c"), field("d"), field("e")]
        for (width, column) in [(compactWidth, 311.0), (regularWidth, 608), (expandedWidth, 608)] {
            let boxes = layoutFields(fields, width: width).root.allBoxes().filter { $0.role == .field }
            expect(boxes.allSatisfy { $0.frame.width == column })
        }
        // In SixLayer's grid (min(3, √5) = 2 columns of the 608 pt measure), each fills its own column.
        let grid = layoutFields(fields, style: .grid, width: expandedWidth).root.allBoxes().filter { $0.role == .field }
        expectEqual(grid.map(\.frame.width), Array(repeating: (608 - 12) / 2, count: 5))
        // The refined grid takes three columns here.
        let refined = layoutFields(fields, style: .grid, width: expandedWidth, theme: .refined).root.allBoxes().filter { $0.role == .field }
        expectEqual(refined.map(\.frame.width), Array(repeating: (608 - 24) / 3, count: 5))
    }

    /// A theme can change the measure, the cap on fields without a hint and the grid.
    @Test func aThemeSetsTheMeasureTheCapAndTheGrid() throws {
        var theme = Theme.refined
        theme.maxContentWidth = 10_000
        theme.maxFieldWidth = 480
        theme.fieldGridColumns = 6
        let fields = [field("plain"), field("narrow", width: .narrow)]
        let document = FormDocument(name: "Test", title: nil, sections: [Section(id: "s", title: nil, fields: fields)])
        let root = FormLayoutEngine(theme: theme, measurer: FakeMeasurer()).layout(document, width: expandedWidth).root
        // 944 pt column, six parts of 147.33…: the widest span under 480 is three parts, 466; 150 pt takes one part.
        let part = (944 - 60) / 6.0
        expectEqual(root.first(role: .field, id: "plain")?.frame.width, 3 * part + 24)
        expectEqual(root.first(role: .field, id: "narrow")?.frame.width, part)
        expectEqual(root.first(role: .field, id: "plain")?.frame.x, 40)
        // Exact: the cap and the width as they are, no grid.
        theme.layoutMode = .exact
        let exact = FormLayoutEngine(theme: theme, measurer: FakeMeasurer()).layout(document, width: expandedWidth).root
        expectEqual(exact.first(role: .field, id: "plain")?.frame.width, 480)
        expectEqual(exact.first(role: .field, id: "narrow")?.frame.width, 150)
    }

    // MARK: Examples

    @Test func examplesNeverExceedThePage() throws {
        for example in try exampleDocuments() {
            for expandAll in [false, true] {
                for width in Self.widths {
                    let tree = engine(expandAll: expandAll).layout(example.document, width: width)
                    let margin = theme.pageMargin(forWidth: width)
                    for box in tree.root.allBoxes() where box.role != .form {
                        let context = "\(example.name) at \(width): \(box.role) \(box.id ?? "") \(box.frame)"
                        expect(box.frame.maxX <= width - margin + 1e-9, "\(context)")
                        expect(box.frame.x >= margin - 1e-9, "\(context)")
                        expect(box.frame.y >= margin - 1e-9, "\(context)")
                        expect(box.frame.maxY <= tree.height - margin + 1e-9, "\(context)")
                        expect(box.frame.width >= 0 && box.frame.height >= 0, "\(context)")
                    }
                }
            }
        }
    }

    @Test func examplesKeepEveryBoxInsideItsParent() throws {
        func check(_ box: LayoutBox, _ context: String) {
            for child in box.children {
                let f = child.frame, p = box.frame
                expect(f.x >= p.x - 1e-9 && f.maxX <= p.maxX + 1e-9 && f.y >= p.y - 1e-9 && f.maxY <= p.maxY + 1e-9, "\(context): \(child.role) \(child.id ?? "") \(f) outside \(box.role) \(p)")
                check(child, context)
            }
        }
        for example in try exampleDocuments() {
            for width in Self.widths {
                check(engine(expandAll: true).layout(example.document, width: width).root, "\(example.name) at \(width)")
            }
        }
    }

    @Test func examplesHaveNoOverlappingFieldsOrCards() throws {
        for example in try exampleDocuments() {
            for width in Self.widths {
                let tree = engine(expandAll: true).layout(example.document, width: width)
                let cards = tree.root.children.filter { $0.role == .section }
                for (a, b) in zip(cards, cards.dropFirst()) {
                    expectEqual(b.frame.y, a.frame.maxY + 16, "\(example.name) at \(width)")
                }
                for card in cards {
                    let fields = card.children.filter { $0.role == .field }
                    for i in fields.indices {
                        for j in fields.indices where j > i {
                            expect(!intersects(fields[i].frame, fields[j].frame), "\(example.name) at \(width): \(fields[i].id ?? "") overlaps \(fields[j].id ?? "")")
                        }
                    }
                }
            }
        }
    }

    @Test func examplesShowEveryFieldWhenExpanded() throws {
        for example in try exampleDocuments() {
            let ids = example.document.sections.flatMap { $0.fields.map(\.id) }
            for width in [compactWidth, regularWidth, expandedWidth] {
                let all = engine(expandAll: true).layout(example.document, width: width).root.allBoxes()
                expectEqual(all.filter { $0.role == .field }.compactMap(\.id), ids, "\(example.name) at \(width)")
                let collapsedIDs = example.document.sections.filter(\.isCollapsed).flatMap { $0.fields.map(\.id) }
                let shown = engine().layout(example.document, width: width).root.allBoxes().filter { $0.role == .field }.compactMap(\.id)
                expectEqual(shown, ids.filter { !collapsedIDs.contains($0) }, "\(example.name) at \(width)")
            }
        }
    }

    @Test func examplesHaveWholePointHeights() throws {
        for example in try exampleDocuments() {
            for width in Self.widths {
                let tree = engine().layout(example.document, width: width)
                expectEqual(tree.height, tree.height.rounded())
                let last = try require(tree.root.children.last)
                expectEqual(tree.height, (last.frame.maxY + theme.pageMargin(forWidth: width)).rounded(.up))
            }
        }
    }

    @Test func layoutStylesExampleColumns() throws {
        let example = try require(exampleDocuments().first { $0.name == "LayoutStyles.hints" })
        func xs(_ section: String, _ width: Double, _ theme: Theme = .default) -> [Double] {
            let tree = engine(theme: theme).layout(example.document, width: width)
            let card = tree.root.first(role: .section, id: section)!
            return Array(Set(card.children.filter { $0.role == .field }.map(\.frame.x))).sorted()
        }
        // Exact: SixLayer's columns at every width (horizontal 2, grid min(3, √n), adaptive by count).
        expectEqual(xs("vertical", compactWidth), [32])
        expectEqual(xs("horizontal", compactWidth), [32, 193.5])
        expectEqual(xs("horizontal", regularWidth), [80, 390])
        expectEqual(xs("grid", regularWidth), [80, 390])
        expectEqual(xs("adaptive-few", expandedWidth), [208])
        expectEqual(xs("adaptive-some", compactWidth), [32, 193.5])
        expectEqual(xs("adaptive-many", compactWidth).count, 3)
        expectEqual(xs("adaptive-many", expandedWidth).count, 3)
        // Refined: columns give way where the fields would not fit, and grids take up to four.
        expectEqual(xs("horizontal", compactWidth, .refined), [32])
        expectEqual(xs("horizontal", regularWidth, .refined), [80, 390])
        expectEqual(xs("grid", compactWidth, .refined), [32, 193.5])
        expectEqual(xs("grid", regularWidth, .refined), [80, 235, 390, 545])
        expectEqual(xs("adaptive-few", expandedWidth, .refined), [208])
        expectEqual(xs("adaptive-some", compactWidth, .refined), [32])
        expectEqual(xs("adaptive-some", regularWidth, .refined), [80, 390])
        expectEqual(xs("adaptive-many", compactWidth, .refined), [32, 193.5])
        expectEqual(xs("adaptive-many", expandedWidth, .refined), [208, 363, 518, 673])
    }

    // MARK: Purity

    @Test func layoutIsAPureFunction() throws {
        for example in try exampleDocuments() {
            for width in [compactWidth, regularWidth] {
                let first = engine().layout(example.document, width: width)
                let second = FormLayoutEngine(measurer: FakeMeasurer()).layout(example.document, width: width)
                expectEqual(first, second)
                expectEqual(LayoutJSON.encode(first), LayoutJSON.encode(second))
            }
        }
    }

    @Test func measurerDecidesTextSizes() {
        // Characters four times as wide: the two-word label (15 characters, 330 pt) no longer fits 176 pt.
        let doc = FormDocument(name: "D", title: nil, sections: [Section(id: "s", title: nil, fields: [field("a", label: words(2), width: .medium)])])
        let normal = FormLayoutEngine(measurer: FakeMeasurer()).layout(doc, width: regularWidth)
        let wide = FormLayoutEngine(measurer: FakeMeasurer(widthFactor: 2)).layout(doc, width: regularWidth)
        expectEqual(normal.root.first(role: .field)?.frame.height, 43.5)
        expectEqual(wide.root.first(role: .field)?.frame.height, 57)
    }

    @Test func defaultThemeAndFonts() {
        expectEqual(Theme.default, Theme())
        expectEqual(theme.font(.formTitle).lineHeight, 30)
        expectEqual(theme.font(.sectionTitle).lineHeight, 22)
        expectEqual(theme.font(.sectionDescription).lineHeight, 18)
        expectEqual(theme.font(.fieldTitle), FontSpec(family: "Inter", weight: .semibold, size: 11, lineHeight: 13.5))
        expectEqual(theme.font(.fieldValue), FontSpec(family: "Inter", weight: .regular, size: 15, lineHeight: 18))
        expectEqual(theme.font(.counter).lineHeight, 13.5)
        // The field unit the design promises.
        expectEqual(theme.fieldPaddingTop + theme.font(.fieldTitle).lineHeight + theme.font(.fieldValue).lineHeight + theme.fieldPaddingBottom, 43.5)
    }

    @Test func boxHelpers() {
        let child = LayoutBox(role: .label, id: "a", text: "A", frame: Rect(x: 1, y: 2, width: 3, height: 4))
        let other = LayoutBox(role: .label, id: "b", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        let parent = LayoutBox(role: .field, id: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10), children: [child, other])
        expectEqual(parent.allBoxes().map(\.id), ["a", "a", "b"])
        expectEqual(parent.first(role: .label)?.id, "a")
        expectEqual(parent.first(role: .label, id: "b"), other)
        expectEqual(parent.first(role: .input), nil)
        let moved = parent.offsetBy(dx: 5, dy: -1)
        expectEqual(moved.frame, Rect(x: 5, y: -1, width: 10, height: 10))
        expectEqual(moved.children[0].frame, Rect(x: 6, y: 1, width: 3, height: 4))
        expectEqual(Rect(x: 1, y: 2, width: 3, height: 4).maxX, 4)
        expectEqual(Rect(x: 1, y: 2, width: 3, height: 4).maxY, 6)
        expectEqual(LayoutBox(role: .label, frame: .zero).textRun, nil)
    }
}
