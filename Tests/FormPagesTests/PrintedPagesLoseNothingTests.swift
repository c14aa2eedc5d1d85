import BoxTree
import FormLayout
import FormModel
import Expectations
import Testing
@testable import FormPages

/// Long text on paper: a section's long description flows over pages between its lines, a footer too
/// long for its line is said, and the words pages print are the form's language's.
@Suite struct PrintedPagesLoseNothingTests {
    static let a4 = PaginatorTests.a4

    func paginate(_ document: FormDocument, setup: PageSetup = a4, mode: PrintMode = .blank) -> Paginator.Result {
        let flow = PrintLayoutEngine(measurer: HalfEmMeasurer(), mode: mode).layout(document, contentWidth: setup.contentWidth)
        return Paginator(setup: setup).paginate(flow)
    }

    @Test func aLongSectionDescriptionFlowsOverPagesBetweenItsLines() throws {
        let terms = String(repeating: "term ", count: 6_000)
        let document = FormDocument(name: "Terms", title: nil, sections: [
            Section(id: "terms", title: "Terms", description: terms, fields: [Field(id: "agree", label: "I agree", kind: .checkbox)]),
        ])
        let result = paginate(document)
        expect(result.layout.pages.count >= 3)
        let warning = try require(result.warnings.first)
        expect(warning.hasPrefix("section 'terms''s title and description are "), warning)
        expect(warning.hasSuffix("broken between its lines"), "not cut through a line: \(warning)")
        // Each slice shows a whole number of the description's 14 pt lines.
        var shown = 0.0
        for page in result.layout.pages {
            guard let slice = page.root.allBoxes().first(where: { $0.role == "slice" }) else { continue }
            let description = try require(slice.first(role: .sectionDescription))
            let top = slice.frame.y - description.frame.y
            expect(abs(top - shown) < 0.01 || shown == 0, "slices follow on: \(top) after \(shown)")
            let bottom = min(slice.frame.maxY, description.frame.maxY) - description.frame.y
            expect(abs(bottom / 14 - (bottom / 14).rounded()) < 0.01, "a slice ends between lines: \(bottom)")
            shown = slice.frame.maxY - description.frame.y
        }
        // The field after it is on the last page.
        let last = try require(result.layout.pages.last)
        expect(last.root.first(role: .field, id: "agree") != nil)
    }

    @Test func aFooterTooLongForItsLineIsSaid() {
        func warnings(_ footer: String) -> [String] {
            paginate(FormDocument(name: "F", title: "Form", sections: [], footer: footer)).warnings
        }
        expectEqual(warnings("Form RP-1 (2026)"), [])
        // 523 pt of content less 90 for the page number and 12 between: 421 pt; at 4.25 pt a character, 99 fit.
        expectEqual(warnings(String(repeating: "x", count: 99)), [])
        expectEqual(warnings(String(repeating: "x", count: 100)),
                    ["the footer line is 425 pt long and 421 pt fit beside the page number: it is cut, ending in '…', on every page"])
    }

    @Test func pagesPrintTheirWordsInTheFormsLanguage() throws {
        func pages(_ locale: String) -> PagedLayout {
            let fields = (1...80).map { Field(id: "f\($0)", label: "Frage \($0)") }
            return paginate(FormDocument(name: "L", title: "Antrag", sections: [Section(id: "s", title: "Angaben", fields: fields)], locale: locale)).layout
        }
        let german = pages("de_DE")
        expect(german.pages.count >= 2)
        expectEqual(german.pages[0].root.first(role: .pageNumber)?.textRun?.string, "Seite 1 von \(german.pages.count)")
        expectEqual(german.pages[1].root.first(role: .sectionHeader)?.first(role: .sectionTitle)?.text, "Angaben (Fortsetzung)")
        let arabic = pages("ar_EG")
        expectEqual(arabic.pages[1].root.first(role: .pageNumber)?.textRun?.string, "صفحة ٢ من \(LocaleDigits.format(arabic.pages.count, locale: "ar_EG"))")
        expectEqual(arabic.pages[1].root.first(role: .sectionHeader)?.first(role: .sectionTitle)?.text, "Angaben (تابع)")
        let japanese = pages("ja_JP")
        expectEqual(japanese.pages[0].root.first(role: .pageNumber)?.textRun?.string, "1 / \(japanese.pages.count) ページ")
        // A language with no words of its own prints English ones.
        expectEqual(pages("sw_KE").pages[0].root.first(role: .pageNumber)?.textRun?.string.hasPrefix("Page 1 of "), true)
    }
}

/// What must stay together does: a signature with the band before it, a section asked to keep together.
@Suite struct PrintKeepTogetherTests {
    func paginate(_ document: FormDocument) -> Paginator.Result {
        let flow = PrintLayoutEngine(measurer: HalfEmMeasurer(), mode: .blank).layout(document, contentWidth: PaginatorTests.a4.contentWidth)
        return Paginator(setup: PaginatorTests.a4).paginate(flow)
    }

    func page(of id: String, in layout: PagedLayout) -> Int? {
        layout.pages.firstIndex { $0.root.first(role: .field, id: id) != nil }.map { $0 + 1 }
    }

    /// A section of `filler` one-line fields, then a declaration and its signature.
    func form(filler: Int, keepTogether: Bool = false) -> FormDocument {
        var declaration = Section(id: "declaration", title: "Declaration", fields: [
            Field(id: "a1", label: "I have read the guidance", kind: .checkbox),
            Field(id: "a2", label: "It is true", kind: .checkbox),
            Field(id: "sign", label: "Signature", kind: .signature),
            Field(id: "signedOn", label: "Date", kind: .date),
        ])
        declaration.keepTogether = keepTogether
        return FormDocument(name: "K", title: nil, sections: [
            Section(id: "about", title: "About you", fields: (1...filler).map { Field(id: "f\($0)", label: "Question \($0)") }),
            declaration,
        ])
    }

    @Test func aSignatureIsNeverOnAnotherPageThanWhatItSigns() throws {
        // Whatever is before it, the band before the signature is on the signature's page.
        var moved = 0
        for filler in 1...30 {
            let layout = paginate(form(filler: filler)).layout
            let sign = try require(page(of: "sign", in: layout))
            expectEqual(page(of: "a2", in: layout), sign, "\(filler) fields before: the signature left what it signs")
            expectEqual(page(of: "signedOn", in: layout), sign)
            if page(of: "a1", in: layout) != sign { moved += 1 }
        }
        expect(moved > 0, "some breaks fall inside the declaration, between its own bands")
    }

    @Test func aSectionThatKeepsTogetherMovesWholeToTheNextPage() throws {
        var movedWhole = 0
        for filler in 1...30 {
            let layout = paginate(form(filler: filler, keepTogether: true)).layout
            let pages = Set(["a1", "a2", "sign", "signedOn"].compactMap { page(of: $0, in: layout) })
            expectEqual(pages.count, 1, "\(filler) fields before: the declaration is on pages \(pages.sorted())")
            let header = layout.pages.firstIndex { $0.root.allBoxes().contains { $0.role == .sectionHeader && $0.id == "declaration" } }
            expectEqual(header.map { $0 + 1 }, pages.first, "its header with it")
            if pages.first != page(of: "f\(filler)", in: layout) { movedWhole += 1 }
        }
        expect(movedWhole > 0)
        // A section taller than a page cannot keep together: it is printed as any other, field by field.
        let long = form(filler: 80, keepTogether: true)
        var tall = long
        tall.sections[1].fields = (1...80).map { Field(id: "d\($0)", label: "Declaration \($0)", kind: .checkbox) } + tall.sections[1].fields
        let layout = paginate(tall).layout
        expect(Set((1...80).compactMap { page(of: "d\($0)", in: layout) }).count > 1)
    }
}

/// A table longer than a page goes on over pages between its rows.
@Suite struct PrintTablePagesTests {
    @Test func aLongTableBreaksBetweenItsRows() throws {
        var table = Field(id: "log", label: "Visits")
        table.table = TableSpec(columns: [TableSpec.Column(id: "day", label: "Day"), TableSpec.Column(id: "note", label: "Note", share: 4)], rows: 60)
        let document = FormDocument(name: "T", title: nil, sections: [Section(id: "s", title: "Visits", fields: [table])])
        let flow = PrintLayoutEngine(measurer: HalfEmMeasurer(), mode: .blank).layout(document, contentWidth: PaginatorTests.a4.contentWidth)
        let result = Paginator(setup: PaginatorTests.a4).paginate(flow)
        expect(result.layout.pages.count >= 2)
        expectEqual(result.warnings, [], "a table going on between its rows is ordinary flow")
        for page in result.layout.pages.dropLast() {
            let slice = try require(page.root.allBoxes().first { $0.role == "slice" })
            let grid = try require(slice.first(role: .input, id: "log"))
            // The slice ends on a row's rule: a whole number of 26 pt rows under the 21 pt header.
            let rows = (slice.frame.maxY - grid.frame.y - 21) / 26
            expect(abs(rows - rows.rounded()) < 0.01, "ends inside a row: \(rows)")
        }
    }
}

/// The form's title never stands alone on its page.
@Suite struct PrintTitleNeverAloneTests {
    @Test func whatDoesNotFitUnderTheTitleStartsUnderItAnyway() throws {
        // 20 writing lines (440 pt and its label): a page's 484 pt hold it, not under the title and the section's header.
        let big = Field(id: "notes", label: "Notes", kind: .textarea, expectedLength: 20 * 74)
        let document = FormDocument(name: "T", title: "Long application", sections: [Section(id: "one", title: "One", fields: [big])])
        let setup = PageSetup(width: 595.276, height: 600, margins: 36, name: "short")
        let flow = PrintLayoutEngine(measurer: HalfEmMeasurer(), mode: .blank).layout(document, contentWidth: setup.contentWidth)
        let result = Paginator(setup: setup).paginate(flow)
        let first = try require(result.layout.pages.first)
        expect(first.root.first(role: .title) != nil)
        expect(first.root.first(role: .sectionHeader, id: "one") != nil, "the section starts under the title")
        expect(first.root.first(role: .field, id: "notes") != nil, "and its field, sliced between its lines")
        expectEqual(result.layout.pages.count, 2)
        expectEqual(result.warnings, [], "nothing stands alone, nothing is cut")
    }
}
