import BoxTree
import FormLayout
import FormModel
import Expectations
import Testing
@testable import FormPages

/// A long table, writing area or value starts in the room a page has left and breaks between its rows
/// or lines, two kept on each side; a table's header row is repeated over its rows on later pages.
@Suite struct PrintBlockBreaksTests {
    static let a4 = PaginatorTests.a4

    func paginate(_ document: FormDocument, mode: PrintMode = .blank) -> Paginator.Result {
        let flow = PrintLayoutEngine(measurer: HalfEmMeasurer(), mode: mode).layout(document, contentWidth: Self.a4.contentWidth)
        return Paginator(setup: Self.a4).paginate(flow)
    }

    func table(rows: Int) -> Field {
        var field = Field(id: "log", label: "Visits")
        field.table = TableSpec(columns: [TableSpec.Column(id: "day", label: "Day"), TableSpec.Column(id: "note", label: "Note", share: 4)], rows: rows)
        return field
    }

    /// Entries filling `height` points or so of a page above what is tested.
    func filler(_ count: Int) -> [Field] {
        (1...count).map { Field(id: "f\($0)", label: "Question \($0)") }
    }

    /// The visible part of the table's grid on each page: (top of the window, rows it shows).
    func rowsShown(_ result: Paginator.Result) -> [Int] {
        result.layout.pages.map { page in
            let boxes = page.root.allBoxes()
            guard let grid = boxes.first(where: { $0.role == .input && $0.id == "log" }) else { return 0 }
            let window = boxes.first { $0.role == "slice" && $0.allBoxes().contains(grid) }?.frame ?? grid.frame
            let top = max(window.y, grid.frame.y + 21), bottom = min(window.maxY, grid.frame.maxY)
            return max(0, Int(((bottom - top) / 26).rounded()))
        }
    }

    @Test func aTableThatDoesNotFitStartsInTheRoomLeftAndRepeatsItsHeader() throws {
        // 40 rows of 26 pt (1,061 pt with header and label) under 8 entries: it starts on page 1.
        let document = FormDocument(name: "T", title: nil, sections: [
            Section(id: "a", title: "About", fields: filler(8)), Section(id: "b", title: "Visits", fields: [table(rows: 40)]),
        ])
        let result = paginate(document)
        expectEqual(result.warnings, [])
        let shown = rowsShown(result)
        expect(shown[0] >= 2, "rows on page 1: \(shown)")
        expectEqual(shown.reduce(0, +), 40, "every row once: \(shown)")
        for (index, page) in result.layout.pages.enumerated() where index > 0 && shown[index] > 0 {
            let header = try require(page.root.first(role: .tableHeader, id: "log"), "page \(index + 1) repeats the header")
            expectEqual(header.children.compactMap(\.text), ["Day", "Note"])
            let window = try require(page.root.allBoxes().first { $0.role == "slice" })
            expect(abs(header.frame.maxY - window.frame.y) < 0.001, "the rows go on right under it")
        }
        expect(result.layout.pages[0].root.first(role: .tableHeader) == nil, "page 1 has the table's own header")
    }

    @Test func twoRowsStayOnEachSideOfABreak() {
        // Fill the page more and more: wherever the table breaks, two rows at least stay on each side.
        for fill in 8...22 {
            let document = FormDocument(name: "T", title: nil, sections: [
                Section(id: "a", title: "About", fields: filler(fill)), Section(id: "b", title: "Visits", fields: [table(rows: 6)]),
            ])
            let shown = rowsShown(paginate(document)).filter { $0 > 0 }
            expectEqual(shown.reduce(0, +), 6, "fill \(fill): \(shown)")
            expect(shown.allSatisfy { $0 >= 2 }, "fill \(fill): \(shown)")
        }
    }

    @Test func writingLinesStartInTheRoomLeftAndKeepTwoLinesTogether() throws {
        // 30 writing lines of 22 pt after 8 entries: the lines start on page 1, ending on a line.
        let notes = Field(id: "notes", label: "Notes", kind: .textarea, expectedLength: 30 * 74)
        let document = FormDocument(name: "T", title: nil, sections: [Section(id: "a", title: "About", fields: filler(8) + [notes])])
        let result = paginate(document)
        expectEqual(result.warnings, [])
        expectEqual(result.layout.pages.count, 2)
        let slice = try require(result.layout.pages[0].root.allBoxes().first { $0.role == "slice" })
        let lines = try require(slice.first(role: .input, id: "notes"))
        let onPage1 = (slice.frame.maxY - lines.frame.y) / 22
        expect(abs(onPage1 - onPage1.rounded()) < 0.01 && onPage1 >= 2 && onPage1 <= 28, "lines on page 1: \(onPage1)")
    }

    @Test func aFieldAPageCanHoldIsNotLeftMostlyOnTheNextPage() throws {
        // Whatever room is left, a 12-line writing area (fits a page) starts on a page only with half of it.
        var broken = 0
        for fill in 8...16 {
            let notes = Field(id: "notes", label: "Notes", kind: .textarea, expectedLength: 12 * 74)
            let document = FormDocument(name: "T", title: nil, sections: [Section(id: "a", title: "About", fields: filler(fill) + [notes])])
            let result = paginate(document)
            guard let slice = result.layout.pages[0].root.allBoxes().first(where: { $0.role == "slice" }) else { continue }
            let lines = try require(slice.first(role: .input, id: "notes"))
            expect((slice.frame.maxY - lines.frame.y) / 22 >= 6 - 0.01, "fill \(fill): at least half its lines on page 1")
            broken += 1
        }
        expect(broken > 0, "some fills break it")
    }

    @Test func aSectionThatKeepsTogetherIsNeverBrokenWhenItFitsAPage() {
        var section = Section(id: "b", title: "Visits", fields: [table(rows: 12)])
        section.keepTogether = true
        let document = FormDocument(name: "T", title: nil, sections: [Section(id: "a", title: "About", fields: filler(14)), section])
        let result = paginate(document)
        expectEqual(rowsShown(result), [0, 12])
        expect(result.layout.pages[1].root.first(role: .tableHeader) == nil)
    }

    @Test func aShortTableIsNeverBroken() {
        // Three rows cannot keep two on each side: the table moves whole.
        let document = FormDocument(name: "T", title: nil, sections: [
            Section(id: "a", title: "About", fields: filler(17)), Section(id: "b", title: "Visits", fields: [table(rows: 3)]),
        ])
        expectEqual(rowsShown(paginate(document)).filter { $0 > 0 }, [3])
    }
}
