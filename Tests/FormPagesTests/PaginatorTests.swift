import BoxTree
import FormLayout
import FormModel
import FormSupport
import Expectations
import Testing
@testable import FormPages

/// A measurer whose every character is half the font size wide, on one line unless it wraps at spaces.
struct HalfEmMeasurer: TextMeasuring {
    func measure(_ text: String, font: FontSpec, maxWidth: Double, wrapping: TextWrapping) -> TextMetrics {
        let width = Double(text.count) * font.size / 2
        guard wrapping == .wrap, width > maxWidth else { return TextMetrics(width: min(width, maxWidth), lineCount: 1) }
        return TextMetrics(width: maxWidth, lineCount: Int((width / maxWidth).rounded(.up)))
    }
}

/// Pagination: from a form laid out for paper to pages, checked on the page trees themselves.
@Suite struct PaginatorTests {
    static let a4 = PageSetup(width: 595.276, height: 841.89, margins: 36, name: "a4")

    func form(sections: Int, fieldsEach: Int, kinds: [FieldKind] = [.text, .textarea, .picker, .date, .toggle]) -> FormDocument {
        var number = 0
        let built = (1...sections).map { s in
            Section(id: "part\(s)", title: "Part \(s)", fields: (1...fieldsEach).map { _ in
                number += 1
                return Field(id: "f\(number)", label: "Question \(number)", kind: kinds[number % kinds.count],
                             options: kinds[number % kinds.count] == .picker ? ["Yes", "No", "Maybe"] : [])
            })
        }
        return FormDocument(name: "Long", title: "Long application", sections: built, footer: "Form L-1")
    }

    func paginate(_ document: FormDocument, setup: PageSetup = a4, mode: PrintMode = .blank) -> Paginator.Result {
        let flow = PrintLayoutEngine(measurer: HalfEmMeasurer(), mode: mode).layout(document, contentWidth: setup.contentWidth)
        return Paginator(setup: setup).paginate(flow)
    }

    /// Where each field landed: id → pages it appears on.
    func pagesOfFields(_ layout: PagedLayout) -> [String: Set<Int>] {
        var found: [String: Set<Int>] = [:]
        for (index, page) in layout.pages.enumerated() {
            for box in page.root.allBoxes() where box.role == .field { found[box.id ?? "", default: []].insert(index + 1) }
        }
        return found
    }

    @Test func everyFieldIsOnExactlyOnePageInsideTheContentArea() throws {
        let result = paginate(form(sections: 10, fieldsEach: 30))
        let layout = result.layout
        expect(layout.pages.count > 10)
        expect(result.warnings.isEmpty)
        let pages = pagesOfFields(layout)
        expectEqual(pages.count, 300)
        expect(pages.values.allSatisfy { $0.count == 1 }, "no field split or repeated across pages")
        for page in layout.pages {
            expect(page.width == 595.276 && page.height == 841.89)
            let header = try require(page.root.first(role: .runningHeader))
            let footer = try require(page.root.first(role: .runningFooter))
            for box in page.root.allBoxes() where box.role == .field {
                expect(box.frame.y >= header.frame.maxY, "below the running header")
                expect(box.frame.maxY <= footer.frame.y + 1e-9, "above the footer")
                expect(box.frame.x >= 36 && box.frame.maxX <= 595.276 - 36 + 1e-9)
            }
        }
        // Fields keep their order from page to page.
        let order = layout.pages.flatMap { $0.root.allBoxes().filter { $0.role == .field }.compactMap(\.id) }
        expectEqual(order, (1...300).map { "f\($0)" })
    }

    @Test func runningHeaderAndFooterOnEveryPage() throws {
        let layout = paginate(form(sections: 3, fieldsEach: 30)).layout
        let count = layout.pages.count
        expect(count > 1)
        for (index, page) in layout.pages.enumerated() {
            expectEqual(page.root.first(role: .runningHeader)?.text, "Long application")
            expectEqual(page.root.first(role: .pageNumber)?.textRun?.string, "Page \(index + 1) of \(count)")
            expectEqual(page.root.first(role: .footerText)?.textRun?.string, "Form L-1")
            expectEqual(page.root.note("mode"), "blank")
        }
    }

    @Test func aSectionHeaderNeverStandsAloneAtTheFootOfAPage() throws {
        let layout = paginate(form(sections: 12, fieldsEach: 7)).layout
        for page in layout.pages {
            let content = page.root.children.filter { $0.role == .section }
            guard let last = content.last else { continue }
            // The last section on a page shows at least one field after its header.
            let headers = last.children.filter { $0.role == .sectionHeader }
            if let header = headers.last {
                expect(last.children.contains { $0.role == .field && $0.frame.y > header.frame.y }, "section '\(last.id ?? "")' ends its page with its header alone")
            }
        }
    }

    @Test func aSectionGoingOnRepeatsItsTitleContinued() throws {
        let layout = paginate(form(sections: 1, fieldsEach: 60)).layout
        expect(layout.pages.count >= 3)
        for (index, page) in layout.pages.enumerated() {
            let section = try require(page.root.children.first { $0.role == .section })
            let header = try require(section.children.first)
            expectEqual(header.role, .sectionHeader)
            let title = header.first(role: .sectionTitle)?.text
            expectEqual(title, (index == 0 ? "Part 1" : "Part 1 (continued)"))
            expectEqual(header.has("continued"), (index > 0))
        }
        // The outline has the section once, at its first page.
        expectEqual(layout.outline.map(\.title), ["Part 1"])
        expectEqual(layout.outline.first?.page, 1)
    }

    @Test func outlineEntriesAreTheSectionTitlesAtTheirPages() throws {
        let layout = paginate(form(sections: 10, fieldsEach: 30)).layout
        expectEqual(layout.outline.map(\.title), (1...10).map { "Part \($0)" })
        for entry in layout.outline {
            let page = layout.pages[entry.page - 1]
            let header = try require(page.root.allBoxes().first { $0.role == .sectionHeader && $0.id == entry.id && !$0.has("continued") })
            expectEqual(header.frame.y, entry.y)
        }
        expectEqual(layout.outline.map(\.page), layout.outline.map(\.page).sorted())
    }

    @Test func aFieldTallerThanAPageIsSlicedBetweenItsLines() throws {
        let huge = String(repeating: "word ", count: 3000)
        let document = FormDocument(name: "Big", title: nil, sections: [
            Section(id: "s", title: "Essay", fields: [Field(id: "short", label: "Name"), Field(id: "essay", label: "Essay", kind: .textarea, value: huge)]),
        ])
        let result = paginate(document, mode: .filled)
        // Going on between its writing lines loses nothing: there is nothing to say.
        expectEqual(result.warnings, [])
        let slices = result.layout.pages.flatMap { $0.root.allBoxes().filter { $0.role == "slice" } }
        expectEqual(slices.count, result.layout.pages.count, "a slice a page")
        // Each slice ends under a writing line: a whole number of 22 pt lines past the lines' top.
        let text = try require(result.layout.pages[0].root.allBoxes().first { $0.role == .value && $0.id == "essay" })
        var shown = 0.0
        for (index, slice) in slices.enumerated() {
            expect(slice.style.clips)
            expect(slice.frame.maxY <= 841.89 - 36 - 22 + 0.001, "above the footer")
            let inner = try require(slice.allBoxes().first { $0.role == .value && $0.id == "essay" })
            let visibleTop = slice.frame.y - inner.frame.y
            expect(abs(visibleTop - shown) < 0.01 || index == 0)
            shown = visibleTop + slice.frame.height
            if index > 0 && index < slices.count - 1 {
                // On a writing line's rule: the rule stays under its line, the next line's ink below the cut.
                let lines = try (slice.frame.maxY - require(slice.allBoxes().first { $0.role == .input && $0.id == "essay" }).frame.y) / 22
                expect(abs(lines - lines.rounded()) < 0.01, "slice \(index) ends between writing lines: \(lines)")
            }
            if index > 0 {
                expectEqual(result.layout.pages[index].root.first(role: .sectionHeader)?.first(role: .sectionTitle)?.text, "Essay (continued)")
            }
        }
        expect(text.frame.height > 747)
    }

    @Test func aLongOptionListBreaksBetweenItsRows() throws {
        let options = (1...400).map { "Option number \($0)" }
        let document = FormDocument(name: "Opts", title: nil, sections: [
            Section(id: "s", title: nil, fields: [Field(id: "pick", label: "Pick", kind: .picker, value: "Option number 250", options: options)]),
        ])
        let result = paginate(document, mode: .filled)
        expect(result.layout.pages.count > 1)
        // Every option row appears whole on exactly one page.
        var shown: [String: Int] = [:]
        for (index, page) in result.layout.pages.enumerated() {
            for slice in page.root.allBoxes() where slice.role == "slice" {
                for option in slice.allBoxes() where option.role == .option {
                    if option.frame.y >= slice.frame.y - 0.001 && option.frame.maxY <= slice.frame.maxY + 0.001 {
                        expectEqual(shown[option.text ?? ""], nil)
                        shown[option.text ?? ""] = index + 1
                    } else {
                        expect(option.frame.maxY <= slice.frame.y + 0.001 || option.frame.y >= slice.frame.maxY - 0.001, "option \(option.text ?? "") is cut through")
                    }
                }
            }
        }
        expectEqual(shown.count, 400)
        expect(shown["Option number 250"] != nil, "the chosen answer is printed")
    }

    @Test func aFirstFieldTooTallToShareAPageWithItsTitleStartsUnderItBetweenItsLines() throws {
        // A textarea of 30 lines (660 pt writing + label) fits a page alone, not under its title: it starts
        // under the title and goes on between its writing lines rather than leave the title alone.
        let big = Field(id: "notes", label: "Notes", kind: .textarea, expectedLength: 30 * 74)
        let document = FormDocument(name: "T", title: nil, sections: [
            Section(id: "one", title: "One", fields: [Field(id: "a", label: "A")]),
            Section(id: "two", title: "Two", description: "A description", fields: [big]),
        ])
        let result = paginate(document, setup: PageSetup(width: 595.276, height: 590, margins: 36, name: "tall"))
        let pages = result.layout.pages
        let headerPage = try require(pages.firstIndex { $0.root.first(role: .sectionHeader, id: "two") != nil })
        expect(pages[headerPage].root.first(role: "slice")?.first(role: .field, id: "notes") != nil, "its lines start under its title")
        expectEqual(result.warnings, [])
    }

    @Test func aSectionsLastFieldNeverStandsAloneOnANewPage() throws {
        // Sections of eight one-line fields on a short page: wherever a section's last field would go
        // alone to a new page, the one before goes with it.
        var sections: [Section] = []
        var number = 0
        for s in 1...6 {
            sections.append(Section(id: "s\(s)", title: "Part \(s)", fields: (1...8).map { _ in
                number += 1
                return Field(id: "f\(number)", label: "Question \(number)")
            }))
        }
        for height in stride(from: 400.0, through: 700, by: 37) {
            let layout = paginate(FormDocument(name: "W", title: "W", sections: sections),
                                  setup: PageSetup(width: 400, height: height, margins: 30, name: "w")).layout
            // Moving a band back takes it off the page it was on: every field is printed once, in order.
            let printed = layout.pages.flatMap { $0.root.allBoxes().filter { $0.role == .field }.compactMap(\.id) }
            expectEqual(printed, (1...number).map { "f\($0)" }, "\(height) pt pages")
            for (index, page) in layout.pages.enumerated() where index > 0 {
                let fields = page.root.allBoxes().filter { $0.role == .field }.compactMap(\.id)
                guard let first = fields.first, let firstNumber = Int(first.dropFirst()) else { continue }
                // A page never starts with a section's last field: it would stand alone there.
                expect(firstNumber % 8 != 0, "page \(index + 1) of a \(height) pt page starts with \(first), its section's last field")
            }
        }
    }

    @Test func pagesOfOtherSizesAndMargins() throws {
        let letter = try PageSetup.parse("letter", orientation: .landscape, margins: 54)
        expect(letter.width == 792 && letter.height == 612 && letter.name == "letter-landscape")
        let layout = paginate(form(sections: 2, fieldsEach: 10), setup: letter).layout
        for page in layout.pages {
            expectEqual(page.width, 792)
            for box in page.root.allBoxes() where box.role == .field {
                expect(box.frame.x >= 54 && box.frame.maxX <= 792 - 54 + 1e-9)
            }
        }
    }

    @Test func sameInputSamePages() {
        let document = form(sections: 5, fieldsEach: 20)
        expectEqual(paginate(document).layout, paginate(document).layout)
    }

    @Test func emptyFormIsOnePage() {
        let layout = paginate(FormDocument(name: "E", title: nil, sections: [])).layout
        expectEqual(layout.pages.count, 1)
        expectEqual(layout.pages[0].root.first(role: .pageNumber)?.textRun?.string, "Page 1 of 1")
    }
}

@Suite struct PageSetupTests {
    @Test func namedSizes() throws {
        let a4 = try PageSetup.parse("A4")
        expect(a4.width == 595.276 && a4.height == 841.89 && a4.margins == 36 && a4.name == "a4")
        expectEqual(a4.contentWidth, 595.276 - 72)
        try expectEqual(PageSetup.parse("letter").width, 612)
        try expectEqual(PageSetup.parse("legal").height, 1008)
        try expectEqual(PageSetup.parse("a4", orientation: .landscape).name, "a4-landscape")
        try expectEqual(PageSetup.parse("a4", orientation: .portrait).name, "a4")
    }

    @Test func customSizesInPoints() throws {
        let custom = try PageSetup.parse("500x700")
        expect(custom.width == 500 && custom.height == 700 && custom.name == "500x700")
        try expectEqual(PageSetup.parse("700x500", orientation: .portrait).name, "500x700")
        try expectEqual(PageSetup.parse("500x700", orientation: .landscape).width, 700)
    }

    @Test func badPagesSayWhatIsExpected() {
        func message(_ text: String, margins: Double = 36) -> String {
            do {
                _ = try PageSetup.parse(text, margins: margins)
                return "parsed"
            } catch {
                return "\(error)"
            }
        }
        expectEqual(message("a5"), "page 'a5' is not a4, letter, legal or WIDTHxHEIGHT in points (like 595x842)")
        expectEqual(message("10x700"), "page '10x700': a side of 10 pt is outside 144–14400 pt")
        expect(message("nanxinf").contains("is not a4"))
        expectEqual(message("a4", margins: 290), "margins of 290 pt leave 15.276×261.89 pt of a 595.276×841.89 pt page; at least 72 pt each way is needed")
        expectEqual(message("a4", margins: -1), "margins of -1 pt: expected a number of points from 0")
        expect(message("a4", margins: 1e308).hasPrefix("margins of 1e+308 pt leave"), "compact, not 309 digits")
    }
}
