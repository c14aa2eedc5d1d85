import BoxTree
import Expectations
import Testing
@testable import FormLayout
import FormModel
import FormSupport

/// Cards: page margin 16 (compact) or 24 (600 pt and up), card padding 16, 16 between cards; a header of
/// title (22 pt lines), description (2 pt gap, 18 pt lines) and chevron, then 12 pt before the fields.
@Suite struct SectionLayoutTests {
    let account = Section(id: "account", title: "Account Information", description: "Your login credentials",
                          fields: [field("username", value: "jdoe"), field("email", value: "jdoe@example.com")])

    func document(_ sections: [Section], title: String? = nil) -> FormDocument {
        FormDocument(name: "Doc", title: title, sections: sections)
    }

    // MARK: Cards and margins

    @Test func cardFramesAtCompact() throws {
        let tree = engine().layout(document([account]), width: compactWidth)
        let card = try require(tree.root.first(role: .section, id: "account"))
        // 16 + header 42 + 12 + 43.5 + 12 + 43.5 + 16 = 185.
        expectEqual(card.frame, Rect(x: 16, y: 16, width: 343, height: 185))
        expectEqual(tree.root.first(role: .sectionHeader, id: "account")?.frame, Rect(x: 32, y: 32, width: 311, height: 42))
        expectEqual(tree.root.first(role: .sectionTitle, id: "account")?.frame, Rect(x: 32, y: 32, width: 311, height: 22))
        expectEqual(tree.root.first(role: .sectionDescription, id: "account")?.frame, Rect(x: 32, y: 56, width: 311, height: 18))
        expectEqual(tree.root.first(role: .field, id: "username")?.frame, Rect(x: 32, y: 86, width: 311, height: 43.5))
        expectEqual(tree.root.first(role: .field, id: "email")?.frame, Rect(x: 32, y: 141.5, width: 311, height: 43.5))
        expectEqual(tree.height, 16 + 185 + 16)
    }

    @Test func cardFramesAtRegularAndExpanded() throws {
        // The form keeps its 640 pt measure, centred on the page.
        let regular = engine().layout(document([account]), width: regularWidth)
        expectEqual(regular.root.first(role: .section)?.frame, Rect(x: 64, y: 24, width: 640, height: 185))
        expectEqual(regular.root.first(role: .sectionHeader)?.frame, Rect(x: 80, y: 40, width: 608, height: 42))
        expectEqual(regular.root.first(role: .field, id: "username")?.frame, Rect(x: 80, y: 94, width: 608, height: 43.5))
        let expanded = engine().layout(document([account]), width: expandedWidth)
        expectEqual(expanded.root.first(role: .section)?.frame, Rect(x: 192, y: 24, width: 640, height: 185))
        expectEqual(expanded.root.first(role: .field, id: "email")?.frame, Rect(x: 208, y: 149.5, width: 608, height: 43.5))
    }

    @Test(arguments: [(120.0, 16.0), (375, 16), (599, 16), (599.5, 16), (600, 24), (768, 24), (1024, 24), (10_000, 24)])
    func pageMarginSwitchesAt600(width: Double, margin: Double) throws {
        expectEqual(theme.pageMargin(forWidth: width), margin)
        let tree = engine().layout(document([account]), width: width)
        let card = try require(tree.root.first(role: .section))
        let measure = min(width - 2 * margin, 640)
        expectEqual(card.frame.x, (width - measure) / 2)
        expectEqual(card.frame.y, margin)
        expectEqual(card.frame.width, measure)
        expectEqual(tree.height, (card.frame.maxY + margin).rounded(.up))
    }

    @Test func cardsAreSixteenPointsApart() throws {
        let second = Section(id: "second", title: "Second", fields: [field("x")])
        let third = Section(id: "third", title: nil, fields: [field("y")])
        let tree = engine().layout(document([account, second, third]), width: compactWidth)
        let cards = tree.root.children.filter { $0.role == .section }
        expectEqual(cards.map(\.id), ["account", "second", "third"])
        expectEqual(cards[0].frame, Rect(x: 16, y: 16, width: 343, height: 185))
        // Titled, no description: 16 + 22 + 12 + 43.5 + 16.
        expectEqual(cards[1].frame, Rect(x: 16, y: 217, width: 343, height: 109.5))
        // Untitled: 16 + 43.5 + 16.
        expectEqual(cards[2].frame, Rect(x: 16, y: 342.5, width: 343, height: 75.5))
        for (a, b) in zip(cards, cards.dropFirst()) {
            expectEqual(b.frame.y, a.frame.maxY + 16)
        }
        // 342.5 + 75.5 + 16.
        expectEqual(tree.height, 434)
    }

    @Test func cardPaddingAndGapsComeFromTheTheme() throws {
        var custom = Theme()
        custom.cardPadding = 10
        custom.cardGap = 30
        custom.headerGap = 4
        let tree = engine(theme: custom).layout(document([account, account]), width: compactWidth)
        let cards = tree.root.children
        // 311 + 2·16 − 2·10 = 323 wide content.
        expectEqual(cards[0].frame, Rect(x: 16, y: 16, width: 343, height: 10 + 42 + 4 + 43.5 + 12 + 43.5 + 10))
        expectEqual(cards[1].frame.y, cards[0].frame.maxY + 30)
        expectEqual(tree.root.first(role: .field, id: "username")?.frame, Rect(x: 26, y: 16 + 10 + 42 + 4, width: 323, height: 43.5))
    }

    // MARK: Headers

    @Test func headerWithTitleOnly() throws {
        let section = Section(id: "s", title: "Profile", fields: [field("a")])
        let card = layoutSection(section, width: 343)
        let header = try require(card.first(role: .sectionHeader, id: "s"))
        expectEqual(header.frame, Rect(x: 16, y: 16, width: 311, height: 22))
        expectEqual(header.children.map(\.role), [.sectionTitle])
        let title = try require(card.first(role: .sectionTitle, id: "s"))
        expectEqual(title.text, "Profile")
        expectEqual(title.textRun?.font, font(.sectionTitle))
        expectEqual(card.first(role: .sectionDescription), nil)
        expectEqual(card.first(role: .chevron), nil)
        expectEqual(card.first(role: .field, id: "a")?.frame.y, 50)  // 16 + 22 + 12
    }

    @Test func emptyDescriptionIsNotShown() {
        let section = Section(id: "s", title: "Profile", description: "", fields: [field("a")])
        let card = layoutSection(section, width: 343)
        expectEqual(card.first(role: .sectionDescription), nil)
        expectEqual(card.first(role: .sectionHeader)?.frame.height, 22)
    }

    @Test func descriptionStyleAndText() throws {
        let description = try require(layoutSection(account, width: 343).first(role: .sectionDescription))
        expectEqual(description.text, "Your login credentials")
        expectEqual(description.textRun?.font, font(.sectionDescription))
    }

    @Test func longTitleAndDescriptionWrap() throws {
        // 311 pt holds 36 characters of 8.5 pt (title) and 47 of 6.5 pt (description).
        let section = Section(id: "s", title: words(5), description: words(8), fields: [field("a")])
        let card = layoutSection(section, width: 343)
        expectEqual(card.first(role: .sectionTitle)?.frame, Rect(x: 16, y: 16, width: 311, height: 44))
        expectEqual(card.first(role: .sectionDescription)?.frame, Rect(x: 16, y: 16 + 46, width: 311, height: 36))
        expectEqual(card.first(role: .sectionHeader)?.frame.height, 82)  // 44 + 2 + 36
        expectEqual(card.first(role: .field)?.frame.y, 110)  // 16 + 82 + 12
    }

    @Test func chevronOfACollapsibleSection() throws {
        let section = Section(id: "s", title: "Profile", description: "More about you", isCollapsible: true, fields: [field("a")])
        let tree = engine().layout(document([section]), width: regularWidth)
        let chevron = try require(tree.root.first(role: .chevron, id: "s"))
        // Trailing end of the 608 pt header (the 640 pt measure less padding), centred on the 22 pt title line.
        expectEqual(chevron.frame, Rect(x: 80 + 608 - 12, y: 40 + 5, width: 12, height: 12))
        expect(!chevron.has("collapsed"))
        // Title and description leave 12 + 8 for it.
        expectEqual(tree.root.first(role: .sectionTitle)?.frame.width, 588)
        expectEqual(tree.root.first(role: .sectionDescription)?.frame.width, 588)
        expectEqual(tree.root.first(role: .sectionHeader)?.children.map(\.role), [.sectionTitle, .sectionDescription, .chevron])
        expect(tree.root.first(role: .field, id: "a") != nil)
        expectEqual(tree.root.first(role: .section)?.has("collapsed"), false)
    }

    @Test func chevronSpaceMakesATitleWrapSooner() {
        // 36 characters: 306 pt fits 311 but not 291.
        let title = words(4) + " eeee"
        expectEqual(title.count, 36)
        let plain = layoutSection(Section(id: "s", title: title, fields: []), width: 343)
        expectEqual(plain.first(role: .sectionTitle)?.frame.height, 22)
        let collapsible = layoutSection(Section(id: "s", title: title, isCollapsible: true, fields: []), width: 343)
        expectEqual(collapsible.first(role: .sectionTitle)?.frame.height, 44)
        expectEqual(collapsible.first(role: .chevron)?.frame.y, 21)  // 16 + 5
    }

    // MARK: Collapsing

    /// The title only: SixLayer's description is inside the disclosure group, hidden with the fields.
    @Test func collapsedSectionShowsTheHeaderOnly() throws {
        let section = Section(id: "adv", title: "Advanced options", description: "Collapsed: the title only",
                              isCollapsible: true, isCollapsed: true, fields: [field("secret", kind: .password, value: "x")])
        let tree = engine().layout(document([section]), width: compactWidth)
        let card = try require(tree.root.first(role: .section, id: "adv"))
        expect(card.has("collapsed"))
        expectEqual(card.frame, Rect(x: 16, y: 16, width: 343, height: 16 + 22 + 16))
        expectEqual(card.first(role: .sectionDescription), nil)
        expectEqual(card.first(role: .field), nil)
        expectEqual(card.first(role: .input), nil)
        expectEqual(card.first(role: .label), nil)
        let chevron = try require(card.first(role: .chevron))
        expect(chevron.has("collapsed"))
        expectEqual(card.children.map(\.role), [.sectionHeader])
        expectEqual(tree.height, 16 + 54 + 16)
        // Expanded, the description is back under the title.
        let open = layoutSection(Section(id: "adv", title: "Advanced options", description: "Shown", isCollapsible: true, fields: []), width: 343)
        expectEqual(open.first(role: .sectionDescription)?.text, "Shown")
    }

    @Test func collapsedWithoutDescription() {
        let section = Section(id: "adv", title: "Advanced", isCollapsible: true, isCollapsed: true, fields: [field("a"), field("b")])
        expectEqual(layoutSection(section, width: 343).frame.height, 16 + 22 + 16)
    }

    @Test func expandAllShowsCollapsedSections() throws {
        let section = Section(id: "adv", title: "Advanced options", isCollapsible: true, isCollapsed: true,
                              fields: [field("secret", value: "x"), field("other")])
        let tree = engine(expandAll: true).layout(document([section]), width: compactWidth)
        let card = try require(tree.root.first(role: .section, id: "adv"))
        expect(!card.has("collapsed"))
        expectEqual(card.first(role: .chevron)?.has("collapsed"), false)
        expectEqual(card.first(role: .field, id: "secret")?.frame, Rect(x: 32, y: 16 + 16 + 22 + 12, width: 311, height: 43.5))
        expect(card.first(role: .field, id: "other") != nil)
        expectEqual(card.frame.height, 16 + 22 + 12 + 43.5 + 12 + 43.5 + 16)
    }

    @Test func expandAllChangesNothingForExpandedSections() {
        let doc = document([account, Section(id: "c", title: "C", isCollapsible: true, fields: [field("z")])])
        expectEqual(engine(expandAll: true).layout(doc, width: regularWidth), engine().layout(doc, width: regularWidth))
    }

    // MARK: Untitled and empty sections

    @Test func untitledSectionHasNoHeader() throws {
        let section = Section(id: "default", title: nil, description: "ignored without a title", fields: [field("a"), field("b")])
        let tree = engine().layout(document([section]), width: compactWidth)
        let card = try require(tree.root.first(role: .section, id: "default"))
        expectEqual(card.first(role: .sectionHeader), nil)
        expectEqual(card.first(role: .sectionTitle), nil)
        expectEqual(card.first(role: .sectionDescription), nil)
        expectEqual(card.first(role: .field, id: "a")?.frame, Rect(x: 32, y: 32, width: 311, height: 43.5))
        expectEqual(card.first(role: .field, id: "b")?.frame, Rect(x: 32, y: 87.5, width: 311, height: 43.5))
        expectEqual(card.frame.height, 16 + 43.5 + 12 + 43.5 + 16)
    }

    @Test func titledSectionWithoutFieldsIsItsHeader() {
        let card = layoutSection(Section(id: "s", title: "Nothing yet", fields: []), width: 343)
        expectEqual(card.frame.height, 16 + 22 + 16)
        expectEqual(card.children.map(\.role), [.sectionHeader])
    }

    /// A section with nothing to show (no title, no fields) takes no room: no card, no gap.
    @Test func sectionWithNothingToShowIsSkipped() throws {
        let empty = Section(id: "empty", title: nil, fields: [])
        let collapsedUntitled = Section(id: "hidden", title: nil, isCollapsible: true, isCollapsed: true, fields: [field("q")])
        let real = Section(id: "real", title: nil, fields: [field("a")])
        expectEqual(layoutSection(empty, width: 343).frame.height, 0)
        expectEqual(layoutSection(collapsedUntitled, width: 343).frame.height, 0)
        let tree = engine().layout(document([empty, real, collapsedUntitled, empty]), width: compactWidth)
        expectEqual(tree.root.children.map(\.id), ["real"])
        expectEqual(tree.root.first(role: .section, id: "real")?.frame, Rect(x: 16, y: 16, width: 343, height: 75.5))
        expectEqual(tree.height, 108)
        // A document of empty sections is its margins.
        expectEqual(engine().layout(document([empty]), width: compactWidth).height, 32)
        expect(engine().layout(document([empty]), width: compactWidth).root.children.isEmpty)
    }

    // MARK: Rows

    @Test(arguments: [(LayoutStyle.standard, 12.0), (.compact, 8), (.spacious, 20), (.vertical, 12)])
    func rowGapsInTheTree(style: LayoutStyle, gap: Double) throws {
        let section = Section(id: "s", title: nil, style: style, fields: [field("a", width: .wide), field("b", width: .wide), field("c", width: .medium)])
        let card = layoutSection(section, width: 720, theme: .refined)
        let a = try require(card.first(role: .field, id: "a"))
        let b = try require(card.first(role: .field, id: "b"))
        let c = try require(card.first(role: .field, id: "c"))
        // On the 688 pt column's grid (parts of 163): 400 pt takes three parts, 200 pt two.
        expectEqual(a.frame, Rect(x: 16, y: 16, width: 513, height: 43.5))
        expectEqual(b.frame, Rect(x: 16, y: 16 + 43.5 + gap, width: 513, height: 43.5))
        expectEqual(c.frame, Rect(x: 16, y: 16 + 2 * (43.5 + gap), width: 338, height: 43.5))
        expectEqual(card.frame.height, 16 + 3 * 43.5 + 2 * gap + 16)
    }

    /// Fields side by side share their values' baseline: a neighbour of a field whose label wraps moves
    /// down to it; a toggle row has no value line and stays level.
    @Test func aRowAlignsItsValues() throws {
        let long = Field(id: "long", label: words(12, letters: 9), kind: .text, value: "x")
        let fields = [long, field("short", value: "y"), Field(id: "on", label: "On", kind: .toggle, value: "true")]
        let card = layoutSection(Section(id: "s", title: nil, style: .grid, fields: fields), width: 720, theme: .refined)
        let longBox = try require(card.first(role: .field, id: "long")), shortBox = try require(card.first(role: .field, id: "short"))
        let longInput = try require(card.first(role: .input, id: "long")), shortInput = try require(card.first(role: .input, id: "short"))
        expect(longBox.frame.height > shortBox.frame.height, "the long label wraps")
        expectEqual(longInput.frame.y, shortInput.frame.y)
        expectEqual(shortBox.frame.y, longBox.frame.y + (longBox.frame.height - shortBox.frame.height))
        expectEqual(card.first(role: .field, id: "on")?.frame.y, longBox.frame.y)
    }

    @Test func rowIsAsTallAsItsTallestField() throws {
        let bio = Field(id: "bio", label: "Bio", kind: .textarea, value: words(12, letters: 9), preferredWidth: .points(324))
        let fields = [field("name", width: .medium), bio, field("after", width: .medium)]
        let card = layoutSection(Section(id: "s", title: nil, style: .horizontal, fields: fields), width: 720, theme: .refined)
        // Refined: columns 338, each field filling its own: name at 16, bio at 366 (3 lines = 79.5 tall).
        expectEqual(card.first(role: .field, id: "name")?.frame, Rect(x: 16, y: 16, width: 338, height: 43.5))
        expectEqual(card.first(role: .field, id: "bio")?.frame, Rect(x: 366, y: 16, width: 338, height: 79.5))
        expectEqual(card.first(role: .field, id: "after")?.frame, Rect(x: 16, y: 16 + 79.5 + 12, width: 338, height: 43.5))
        expectEqual(card.frame.height, 16 + 79.5 + 12 + 43.5 + 16)
    }

    @Test func fieldChildrenMoveWithTheirField() throws {
        let tree = engine().layout(document([account]), width: compactWidth)
        let email = try require(tree.root.first(role: .field, id: "email"))
        try expectEqual(fieldBox(email).frame, email.frame)
        expectEqual(tree.root.first(role: .label, id: "email")?.frame, Rect(x: email.frame.x + 12, y: email.frame.y + 6, width: 287, height: 13.5))
        expectEqual(tree.root.first(role: .input, id: "email")?.frame, Rect(x: email.frame.x + 12, y: email.frame.y + 19.5, width: 287, height: 18))
    }

    @Test func panelAndErrorLineMoveWithTheirField() throws {
        let country = field("country", kind: .picker, value: "B", options: ["A", "B"], isClearable: true,
                            state: FieldState(error: "Not shipped", isOpen: true))
        let section = Section(id: "s", title: nil, fields: [country, field("after")])
        let tree = engine().layout(document([section]), width: compactWidth)
        let unit = try require(tree.root.first(role: .field, id: "country"))
        expectEqual(unit.frame, Rect(x: 32, y: 32, width: 311, height: 289))
        expectEqual(unit.children.map(\.role), [.box, .panel, .error])
        expectEqual(unit.children[0].frame, Rect(x: 32, y: 32, width: 311, height: 43.5))
        expectEqual(unit.children[1].frame, Rect(x: 32, y: 75.5, width: 311, height: 226))
        expectEqual(unit.children[2].frame, Rect(x: 32, y: 301.5, width: 311, height: 19.5))
        expectEqual(tree.root.first(role: .option, id: "country")?.frame, Rect(x: 44, y: 87.5, width: 287, height: 18))
        expectEqual(tree.root.first(role: .button, id: "country")?.frame, Rect(x: 44, y: 270, width: 143.5, height: 18))
        // The next field starts a row gap under the error line.
        expectEqual(tree.root.first(role: .field, id: "after")?.frame, Rect(x: 32, y: 32 + 289 + 12, width: 311, height: 43.5))
        expectEqual(tree.root.first(role: .section)?.frame.height, 16 + 289 + 12 + 43.5 + 16)
    }

    // MARK: Overlap

    /// Every pair of field frames in a section, for every style, many field mixes and page widths.
    @Test(arguments: LayoutStyle.allCases)
    func fieldsNeverOverlap(style: LayoutStyle) {
        let mixes: [[Field]] = [
            (0..<9).map { field("n\($0)", width: .narrow) },
            (0..<7).map { field("m\($0)", width: .medium, value: "v") },
            [field("w", width: .wide), field("p", width: .points(2000)), field("x"), field("s", width: .points(40))],
            [field("a", label: words(10)), Field(id: "t", label: "T", kind: .textarea, value: words(30)),
             field("b", width: .narrow), Field(id: "c", label: "C", kind: .toggle, preferredWidth: .medium),
             Field(id: "e", label: "E", preferredWidth: .characters(30)), Field(id: "f", label: "F", preferredWidth: .characters(3))],
        ]
        for fields in mixes {
            for width in [120.0, 320, compactWidth, 599, regularWidth, expandedWidth, 1600] {
                let tree = engine().layout(document([Section(id: "s", title: "S", style: style, fields: fields)]), width: width)
                let card = tree.root.children[0]
                let frames = card.children.filter { $0.role == .field }
                expectEqual(frames.count, fields.count)
                for i in frames.indices {
                    let f = frames[i].frame
                    expect(f.x >= card.frame.x + 16 && f.maxX <= card.frame.maxX - 16 + 1e-9, "\(style) \(width) \(frames[i].id ?? "")")
                    expect(f.maxY <= card.frame.maxY - 16 + 1e-9)
                    for j in frames.indices where j > i {
                        expect(!intersects(f, frames[j].frame), "\(style) at \(width): \(frames[i].id ?? "") \(f) overlaps \(frames[j].id ?? "") \(frames[j].frame)")
                    }
                }
            }
        }
    }
}
