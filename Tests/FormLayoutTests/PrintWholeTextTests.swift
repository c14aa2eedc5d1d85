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
                    "field 'notes''s value has 200,001 characters; a printed text holds at most 200,000 (about 60 pages)")
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
