import BoxTree
import Expectations
import Testing
@testable import FormLayout
import FormModel

/// Paper loses no text: every text is printed whole (no 5,000-character cut), a value that does not
/// fit its box grows the box, an option too long for a row wraps, and what must be cut is said.
/// FakeMeasurer: a character is half the font size wide.
@Suite struct PrintWholeTextTests {
    let styles = PrintStyles(theme: .default)

    func unit(_ field: Field, mode: PrintMode = .filled, fillable: Bool = false, width: Double = 300) -> LayoutBox {
        PrintFieldLayout(styles: styles, measurer: FakeMeasurer(), mode: mode, fillable: fillable, locale: "en_GB").layout(field, width: width)
    }

    func words(_ count: Int) -> String {
        (0..<count).map { "word\($0)" }.joined(separator: " ")
    }

    @Test func everyKindOfTextIsPrintedWholePastFiveThousandCharacters() throws {
        let long = words(2_000)
        expect(long.count > ShownText.maxCharacters * 2)
        let document = FormDocument(name: "T", title: long, sections: [
            Section(id: "terms", title: long, description: long, fields: [
                Field(id: "notes", label: long, kind: .textarea, value: long),
                Field(id: "name", label: "Name", value: long),
                Field(id: "pick", label: "Pick", kind: .picker, value: long, options: [long, "B"]),
            ]),
        ], footer: "Form 1")
        let flow = PrintLayoutEngine(measurer: FakeMeasurer(), mode: .filled).layout(document, contentWidth: 500)
        let boxes = flow.tree.root.allBoxes()
        let runs = boxes.compactMap(\.textRun).map(\.string)
        expect(!runs.contains { $0.contains("…") }, "nothing ends in an ellipsis")
        // The title, section title, description, textarea label and value, entry value and option: each whole.
        expect(runs.filter { $0.hasPrefix(long) }.count >= 7, "\(runs.filter { $0.hasPrefix(long) }.count) whole texts")
        for id in ["notes", "name"] {
            let input = try require(boxes.first { $0.role == .input && $0.id == id })
            expectEqual(input.text, long, "the layout's text of '\(id)' is whole too")
        }
    }

    @Test func anEntryGrowsToHoldItsWholeValue() throws {
        // 288 pt of text at 5.5 pt a character: 52 characters a line.
        let value = words(30)
        let box = unit(Field(id: "employer", label: "Employer", value: value))
        let input = try require(box.first(role: .input))
        let lines = FakeMeasurer().lines(value, font: styles.valueFont, maxWidth: 288).count
        expect(lines > 3)
        expectEqual(input.frame.height, Double(lines) * 15 + 11, "every line, with the one-line box's padding")
        expectEqual(input.note("lines"), String(lines))
        let text = try require(input.first(role: .value))
        expectEqual(text.textRun?.wrapping, .wrap)
        expectEqual(text.textRun?.ellipsis, false)
        expectEqual(text.frame.height, Double(lines) * 15)
        expectEqual(box.frame.height, 13 + 3 + input.frame.height, "the field grows with it")
        // A value that fits stays one line in a 26 pt box.
        let short = try require(unit(Field(id: "employer", label: "Employer", value: "ACME")).first(role: .input))
        expectEqual(short.frame.height, 26)
        expectEqual(short.first(role: .value)?.textRun?.wrapping, .singleLine)
    }

    @Test func aFillableEntryIsAsTallAsItsValueAndMultiline() throws {
        let value = words(30)
        let input = try require(unit(Field(id: "employer", label: "Employer", value: value), fillable: true).first(role: .input))
        expect(input.children.isEmpty, "the reader draws the value")
        expect(input.frame.height > 26)
        expectEqual(input.fillable?.kind, .text(multiline: true, maxLength: nil, comb: false))
        expectEqual(input.fillable?.value, value)
        // Blank, it is a one-line box.
        let blank = try require(unit(Field(id: "employer", label: "Employer", value: value), mode: .blank, fillable: true).first(role: .input))
        expectEqual(blank.frame.height, 26)
        expectEqual(blank.fillable?.kind, .text(multiline: false, maxLength: nil, comb: false))
    }

    @Test func anOptionTooLongForARowWrapsOnARowOfItsOwn() throws {
        let long = words(20)
        let list = try require(unit(Field(id: "pick", label: "Pick", kind: .picker, value: long, options: ["A", long, "B"]), width: 200)
            .first(role: .options))
        let options = list.children
        expectEqual(options.map(\.text), ["A", long, "B"])
        let wrapped = options[1]
        expectEqual(wrapped.frame.x, 0, "a row of its own")
        let label = try require(wrapped.first(role: .label))
        expectEqual(label.textRun?.wrapping, .wrap)
        let lines = FakeMeasurer().lines(long, font: styles.optionFont, maxWidth: 200 - 11 - 5).count
        expect(lines > 1)
        expectEqual(label.frame.height, Double(lines) * 14)
        expect(options[2].frame.y >= wrapped.frame.maxY, "the next option starts under all of its lines")
        expectEqual(list.frame.maxY, options.map(\.frame.maxY).max())
        expect(wrapped.has("selected"))
    }

    @Test func printingLimitsSayWhatIsTooLong() throws {
        func field(_ value: String) -> FormDocument {
            FormDocument(name: "T", title: "Form", sections: [Section(id: "s", title: nil, fields: [Field(id: "notes", label: "Notes", kind: .textarea, value: value)])])
        }
        expectEqual(PrintLimits.problem(in: field(words(10))), nil)
        let tooLong = String(repeating: "a", count: PrintLimits.maxTextCharacters + 1)
        expectEqual(PrintLimits.problem(in: field(tooLong)),
                    "field 'notes''s value has 200,001 characters; a printed text holds at most 200,000 (about 60 A4 pages)")
        // Many texts each under the limit, together over the form's.
        let part = String(repeating: "b", count: PrintLimits.maxTextCharacters - 1)
        let many = FormDocument(name: "T", title: nil, sections: [Section(id: "s", title: nil, fields: (0..<11).map {
            Field(id: "f\($0)", label: "F", kind: .textarea, value: part)
        })])
        let problem = try require(PrintLimits.problem(in: many))
        expect(problem.hasPrefix("the form's text comes to more than 2,000,000 characters by field 'f10''s "), problem)
        // A title or section description is counted too.
        let description = FormDocument(name: "T", title: nil, sections: [Section(id: "terms", title: "Terms", description: tooLong, fields: [])])
        expect(PrintLimits.problem(in: description)?.hasPrefix("section 'terms''s description has 200,001 characters") == true)
    }

    @Test func aLongFooterIsMeasuredForThePagesToSay() {
        let document = FormDocument(name: "T", title: "Form", sections: [], footer: words(40))
        let flow = PrintLayoutEngine(measurer: FakeMeasurer(), mode: .blank).layout(document, contentWidth: 500)
        // 8.5 pt type: 4.25 pt a character.
        expectEqual(flow.footerWidth, Double(words(40).count) * 4.25)
    }
}

/// The letters a date's empty cells show, and the order said in a fillable date's label, in the form's language.
@Suite struct PrintWordsTests {
    func dateRun(_ locale: String, fillable: Bool = false) -> (cells: String?, label: String?) {
        let box = PrintFieldLayout(styles: PrintStyles(theme: .default), measurer: FakeMeasurer(), mode: .blank, fillable: fillable, locale: locale)
            .layout(Field(id: "born", label: "Born", kind: .date), width: 300)
        return (box.first(role: .value)?.textRun?.string, box.first(role: .label)?.text)
    }

    @Test func dateCellsShowTheLanguagesLetters() {
        expectEqual(dateRun("en_GB").cells, "DD/MM/YYYY")
        expectEqual(dateRun("de_DE").cells, "TT.MM.JJJJ")
        expectEqual(dateRun("fr_FR").cells, "JJ/MM/AAAA")
        expectEqual(dateRun("pl_PL").cells, "DD.MM.RRRR")
        expectEqual(dateRun("ja_JP").cells, "年年年年/月月/日日")
        expectEqual(dateRun("de_DE", fillable: true).label, "Born (TT.MM.JJJJ)")
    }

    @Test func filledDateCellsAreInTheLocalesDigits() {
        func cells(_ locale: String) -> String? {
            PrintFieldLayout(styles: PrintStyles(theme: .default), measurer: FakeMeasurer(), mode: .filled, locale: locale)
                .layout(Field(id: "born", label: "Born", kind: .date, value: "2026-11-09"), width: 300).first(role: .value)?.textRun?.string
        }
        expectEqual(cells("en_GB"), "09/11/2026")
        expectEqual(cells("ar_EG"), "\u{0660}\u{0669}/\u{0661}\u{0661}/\u{0662}\u{0660}\u{0662}\u{0666}".replacingOccurrences(of: "/", with: DateParts.of(locale: "ar_EG").separator))
        expectEqual(cells("fa_IR").map { $0.filter(\.isNumber).allSatisfy { "۰۱۲۳۴۵۶۷۸۹".contains($0) } }, true, "Persian digits")
    }

    @Test func aDateTooNarrowForOneRowOfWritableCellsStandsInRows() throws {
        func date(width: Double) -> LayoutBox {
            PrintFieldLayout(styles: PrintStyles(theme: .default), measurer: FakeMeasurer(), mode: .filled, locale: "en_GB")
                .layout(Field(id: "on", label: "On", kind: .date, value: "2026-11-09"), width: width)
        }
        func rows(_ box: LayoutBox) -> [[String]] {
            let parts = box.allBoxes().filter { $0.role == .datePart }
            return Set(parts.map(\.frame.y)).sorted().map { y in parts.filter { $0.frame.y == y }.compactMap { $0.note("part") } }
        }
        // 11 cells (8 digits, 2 separators) of 14 pt or more fit in 154 pt: one row.
        expectEqual(rows(date(width: 160)), [["day", "month", "year"]])
        // Narrower: day and month over the year, each cell still at least 14 pt wide.
        let narrow = date(width: 110)
        expectEqual(rows(narrow), [["day", "month"], ["year"]])
        expect(narrow.allBoxes().filter { $0.role == .datePart }.allSatisfy { $0.frame.width / Double($0.note("cells").flatMap(Int.init) ?? 1) >= 14 })
        expectEqual(narrow.allBoxes().filter { $0.role == .value }.compactMap(\.textRun?.string), ["09/11", "2026"], "each row its own digits")
        expectEqual(rows(date(width: 60)), [["day"], ["month"], ["year"]])
        let input = try require(narrow.first(role: .input))
        expectEqual(input.text, "09/11/2026")
    }

    @Test func everyLanguageHasOneCharacterALetterAndAPageNumber() {
        for (language, words) in PrintWords.byLanguage {
            for letter in [words.day, words.month, words.year] {
                expectEqual(letter.count, 1, "\(language): '\(letter)' fills one cell")
                expectEqual(letter.unicodeScalars.count, 1, "\(language): '\(letter)' is one glyph")
            }
            let page = words.page(3, of: 12, locale: language)
            let three = LocaleDigits.format(3, locale: language), twelve = LocaleDigits.format(12, locale: language)
            expect(page.contains(three) && page.contains(twelve) && !page.contains("{"), "\(language): \(page)")
            expect(!words.continued.isEmpty)
        }
    }
}

/// A signature on paper: a box to sign in with a line to sign on, the date after it beside it, a
/// signature field in a fillable PDF.
@Suite struct PrintSignatureTests {
    let styles = PrintStyles(theme: .default)

    @Test func aSignatureIsABoxWithALineToSignOn() throws {
        let layout = PrintFieldLayout(styles: styles, measurer: FakeMeasurer(), mode: .blank, locale: "en_GB")
        let field = layout.layout(Field(id: "sign", label: "Signature", kind: .signature), width: 300)
        let box = try require(field.first(role: .input, id: "sign"))
        expectEqual(box.frame.height, 54)
        expect(box.has("signature"))
        expectEqual(box.style.border?.width, 0.75)
        let line = try require(box.style.rules.first)
        expectEqual(line.axis, .horizontal)
        expectEqual(line.offset, 54 - 14)
        expectEqual(line.startInset, 12)
        expectEqual(box.fillable?.kind, .signature)
        expect(box.children.isEmpty)
        // Filled, the name is written on the line; a fillable PDF still shows it (its signature field holds none).
        for fillable in [false, true] {
            let filled = PrintFieldLayout(styles: styles, measurer: FakeMeasurer(), mode: .filled, fillable: fillable, locale: "en_GB")
                .layout(Field(id: "sign", label: "Signature", kind: .signature, value: "K. C. Johnson"), width: 300)
            let name = try require(filled.first(role: .value, id: "sign"))
            expectEqual(name.textRun?.string, "K. C. Johnson")
            expectEqual(name.frame.maxY, 16 + 54 - 14 - 1, "on the line")
        }
    }

    @Test func theDateAfterASignatureSitsBesideIt() throws {
        let document = FormDocument(name: "D", title: nil, sections: [Section(id: "declaration", title: "Declaration", fields: [
            Field(id: "true", label: "It is true", kind: .checkbox),
            Field(id: "sign", label: "Signature", kind: .signature),
            Field(id: "signedOn", label: "Date", kind: .date),
        ])])
        let flow = PrintLayoutEngine(measurer: FakeMeasurer(), mode: .blank).layout(document, contentWidth: 500)
        let boxes = flow.tree.root.allBoxes()
        let sign = try require(boxes.first { $0.role == .field && $0.id == "sign" })
        let date = try require(boxes.first { $0.role == .field && $0.id == "signedOn" })
        expectEqual(sign.frame.y, date.frame.y, "one row")
        expectEqual(date.frame.maxX, 500)
        expectEqual(sign.frame.x, 0)
        expectEqual(sign.frame.maxX + 14, date.frame.x)
        expect(date.frame.width >= 200, "room for ten 20 pt cells")
    }
}

/// Grouped character cells on paper: an IBAN in fours, a number with marks between its groups.
@Suite struct PrintCellGroupsTests {
    let styles = PrintStyles(theme: .default)

    func field(_ cells: String, value: String? = nil) throws -> Field {
        var field = Field(id: "iban", label: "IBAN", value: value)
        field.cells = try CellGroups.parse(cells).get()
        return field
    }

    func input(_ field: Field, mode: PrintMode = .filled, fillable: Bool = false, width: Double = 523) throws -> LayoutBox {
        let layout = PrintFieldLayout(styles: styles, measurer: FakeMeasurer(), mode: mode, fillable: fillable, locale: "de_DE")
        return try require(layout.layout(field, width: width).children.last)
    }

    @Test func anIBANIsGroupsOfFourCellsWithGapsBetween() throws {
        let box = try input(field("4 4 4 4 4 2", value: "DE89 3704 0044 0532 0130 00"))
        let groups = box.children.filter { $0.role == "cellGroup" }
        expectEqual(groups.map { $0.note("cells") }, ["4", "4", "4", "4", "4", "2"])
        expectEqual(groups.map(\.text), ["DE89", "3704", "0044", "0532", "0130", "00"])
        // 22 cells and five half-cell gaps in 523 pt: cells of the widest size, 20 pt.
        expectEqual(groups[0].frame, Rect(x: 0, y: 16, width: 80, height: 24), "under the label")
        expectEqual(groups[1].frame.x, 90, "half a cell between groups")
        expectEqual(box.frame.width, 22 * 20 + 5 * 10)
        // Each group's characters are drawn in its own cells.
        for group in groups {
            let text = try require(group.first(role: .value))
            expectEqual(text.frame.x, group.frame.x)
            expectEqual(text.textRun?.cellWidth, 20)
        }
        expectEqual(box.text, "DE89370400440532013000")
    }

    @Test func marksStandInCellsOfTheirOwn() throws {
        let box = try input(field("3-2-4", value: "123-45-6789"))
        let separators = box.children.filter { $0.role == "separator" }
        expectEqual(separators.map { $0.textRun?.string }, ["-", "-"])
        expectEqual(separators.map(\.frame.x), [60, 120])
        expectEqual(box.children.filter { $0.role == "cellGroup" }.map(\.text), ["123", "45", "6789"])
    }

    @Test func fillableGroupsAreCombFieldsOfTheirOwn() throws {
        let box = try input(field("4 4 4 4 4 2", value: "DE89 3704 0044 0532 0130 00"), fillable: true)
        let groups = box.children.filter { $0.role == "cellGroup" }
        expectEqual(groups.compactMap(\.fillable?.name), ["iban_1", "iban_2", "iban_3", "iban_4", "iban_5", "iban_6"])
        expectEqual(groups.compactMap(\.fillable?.value), ["DE89", "3704", "0044", "0532", "0130", "00"])
        expectEqual(groups.last?.fillable?.kind, .text(multiline: false, maxLength: 2, comb: true))
        expect(groups.allSatisfy { $0.children.isEmpty }, "the reader draws the values")
    }

    @Test func whatCannotBeInCellsIsPrintedWholeAndSaid() throws {
        // Too long a value: whole, in a box.
        let long = try input(field("3-2-4", value: "123-45-67890"))
        expectEqual(long.note("cells"), nil)
        expectEqual(long.first(role: .value)?.textRun?.string, "123-45-67890")
        // Too narrow a column: a box.
        let narrow = try input(field("4 4 4 4 4 2", value: "DE89"), width: 150)
        expect(narrow.children.allSatisfy { $0.role != "cellGroup" })
        let document = FormDocument(name: "T", title: nil, sections: [Section(id: "s", title: nil, fields: [
            try field("3-2-4", value: "123-45-67890"),
        ])])
        expectEqual(PrintLayoutEngine(measurer: FakeMeasurer(), mode: .filled).layout(document, contentWidth: 500).warnings,
                    ["field 'iban': its value has 10 characters for 9 cells (cells); printed whole in a box instead of cells"])
        expectEqual(PrintLayoutEngine(measurer: FakeMeasurer(), mode: .filled).layout(document, contentWidth: 90).warnings,
                    ["field 'iban': its 9 cells do not fit in its 90 pt; printed as a box"])
    }
}

/// Rows and tables on paper: fields side by side in the shares a section's `rows` give them, every
/// field of a multi-column row as wide as its column, and tables ruled into cells.
@Suite struct PrintRowsAndTablesTests {
    func boxes(_ section: Section, mode: PrintMode = .blank, fillable: Bool = false, width: Double = 500) -> [LayoutBox] {
        let document = FormDocument(name: "R", title: nil, sections: [section])
        return PrintLayoutEngine(measurer: FakeMeasurer(), mode: mode, fillable: fillable).layout(document, contentWidth: width).tree.root.allBoxes()
    }

    func field(_ id: String, in boxes: [LayoutBox]) throws -> LayoutBox {
        try require(boxes.first { $0.role == .field && $0.id == id })
    }

    @Test func aRowPutsItsFieldsSideBySideInTheirShares() throws {
        var section = Section(id: "job", title: nil, fields: ["from", "to", "employer", "role"].map { Field(id: $0, label: $0) })
        section.rows = [[RowCell(id: "from"), RowCell(id: "to"), RowCell(id: "employer", span: 2)]]
        let all = boxes(section)
        let from = try field("from", in: all), to = try field("to", in: all), employer = try field("employer", in: all), role = try field("role", in: all)
        // 500 pt less two 14 pt gaps: 472 pt in four shares.
        expectEqual([from.frame.x, to.frame.x, employer.frame.x], [0, 132, 264])
        expectEqual([from.frame.width, to.frame.width, employer.frame.width], [118, 118, 236])
        expect(from.frame.y == to.frame.y && to.frame.y == employer.frame.y, "one band")
        expect(role.frame.y > from.frame.maxY, "the field no row names goes on under it")
    }

    @Test func fieldsOfAMultiColumnRowFillTheirColumns() throws {
        let fields = [Field(id: "a", label: "A", preferredWidth: .points(150)), Field(id: "b", label: "B", preferredWidth: .points(400))]
        let all = boxes(Section(id: "s", title: nil, style: .horizontal, fields: fields))
        let a = try field("a", in: all), b = try field("b", in: all)
        expectEqual(a.frame.width, b.frame.width, "not ragged")
        expectEqual(a.frame.width, (500 - 14) / 2)
        // One column keeps each field's own width.
        let one = boxes(Section(id: "s", title: nil, fields: fields))
        try expectEqual(field("a", in: one).frame.width, 150)
    }

    @Test func aTableIsAHeaderOverRowsRuledIntoCells() throws {
        var costs = Field(id: "costs", label: "Expenses")
        costs.table = TableSpec(columns: [TableSpec.Column(id: "what", label: "What", share: 3), TableSpec.Column(id: "amount", label: "Amount")], rows: 4)
        costs.tableValues = ["1.what": "Train", "1.amount": "42", "3.what": String(repeating: "word ", count: 40)]
        let all = boxes(Section(id: "s", title: nil, fields: [costs]), mode: .filled)
        let table = try require(all.first { $0.role == .input && $0.id == "costs" })
        expectEqual(table.note("table"), "2x4")
        // Header 13 pt + 8, rows of 26 pt, the third grown to hold its text: 40 words of 5 characters at 5.5 pt in 367 pt.
        let headers = table.children.filter { $0.role == .label }.map { $0.textRun?.string }
        expectEqual(headers, ["What", "Amount"])
        let cells = table.children.filter { $0.role == "tableCell" }
        expectEqual(cells.map { $0.note("cell") }, ["1.what", "1.amount", "3.what"])
        expectEqual(cells[0].frame, Rect(x: 0, y: 16 + 21, width: 375, height: 26))
        expectEqual(cells[1].frame.x, 375)
        let lines = FakeMeasurer().lines(String(repeating: "word ", count: 40), font: PrintStyles(theme: .default).valueFont, maxWidth: 367).count
        expect(lines > 1)
        expectEqual(cells[2].frame.height, Double(lines) * 15 + 11)
        expectEqual(table.frame.height, 21 + 26 * 3 + cells[2].frame.height)
        // Rules: under the header and between rows, and one between the columns.
        expectEqual(table.style.rules.filter { $0.axis == .horizontal }.count, 4)
        expectEqual(table.style.rules.filter { $0.axis == .vertical }.map(\.offset), [375 - 0.375])
        expect(cells[2].first(role: .value)?.textRun?.string.hasPrefix("word word") == true, "whole")
    }

    @Test func aFillableTableIsATextFieldACell() throws {
        var costs = Field(id: "costs", label: "Expenses")
        costs.table = TableSpec(columns: [TableSpec.Column(id: "what", label: "What")], rows: 3)
        costs.tableValues = ["2.what": "Hotel"]
        let cells = boxes(Section(id: "s", title: nil, fields: [costs]), mode: .filled, fillable: true).filter { $0.role == "tableCell" }
        expectEqual(cells.compactMap(\.fillable?.name), ["costs_1_what", "costs_2_what", "costs_3_what"])
        expectEqual(cells.compactMap(\.fillable?.value), ["Hotel"])
        expect(cells.allSatisfy { $0.children.isEmpty }, "the reader draws the values")
    }
}
