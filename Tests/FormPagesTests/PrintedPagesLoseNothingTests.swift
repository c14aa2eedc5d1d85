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
