import BoxTree
import Expectations
import Testing
@testable import FormLayout
import FormModel
import FormSupport

/// Forms on paper: each kind's printed part, blank and filled, in points (FakeMeasurer: a character
/// is half the font size wide). A field unit is its label (10/13 pt) over its part, 3 pt apart.
@Suite struct PrintLayoutTests {
    let styles = PrintStyles(theme: .default)

    func unit(_ field: Field, mode: PrintMode = .blank, fillable: Bool = false, width: Double = 300, locale: String = "en_US") -> LayoutBox {
        PrintFieldLayout(styles: styles, measurer: FakeMeasurer(), mode: mode, fillable: fillable, locale: locale).layout(field, width: width)
    }

    func part(_ unit: LayoutBox) throws -> LayoutBox {
        try require(unit.children.count == 2 ? unit.children[1] : nil)
    }

    @Test func entryIsALabelOverABoxToWriteIn() throws {
        let box = unit(Field(id: "name", label: "Name", isRequired: true))
        expectEqual(box.role, .field)
        expectEqual(box.frame, Rect(x: 0, y: 0, width: 300, height: 13 + 3 + 26))
        let label = try require(box.first(role: .label, id: "name"))
        expectEqual(label.frame, Rect(x: 0, y: 0, width: 300, height: 13))
        expectEqual(label.textRun?.string, "Name *")
        let input = try part(box)
        expectEqual(input.role, .input)
        expectEqual(input.frame, Rect(x: 0, y: 16, width: 300, height: 26))
        expectEqual(input.style.border, Border(color: Theme.default.colors.control, width: 0.75))
        expect(input.style.radii.isZero, "square: a rounded outline is eight times the numbers in a PDF")
        expect(input.children.isEmpty, "blank: nothing written")
        expectEqual(input.fillable, FillableField(name: "name", kind: .text(multiline: false, maxLength: nil, comb: false), isRequired: true,
                                                tooltip: "Name"))
    }

    @Test func filledEntryWritesItsValueInTheBox() throws {
        let input = try part(unit(Field(id: "name", label: "Name", value: "Grace Hopper"), mode: .filled))
        expectEqual(input.text, "Grace Hopper")
        let value = try require(input.first(role: .value))
        expectEqual(value.textRun?.string, "Grace Hopper")
        expectEqual(value.frame, Rect(x: 6, y: 16 + (26 - 15) / 2, width: 288, height: 15))
        expectEqual(input.fillable?.value, "Grace Hopper")
        // Blank mode never shows a value, even when the form has one.
        try expect(part(unit(Field(id: "name", label: "Name", value: "Grace"), mode: .blank)).children.isEmpty)
    }

    @Test func shortMaxLengthIsARowOfCharacterCells() throws {
        for cells in [1, 5, 12] {
            let input = try part(unit(Field(id: "zip", label: "Postal code", maxLength: cells)))
            expectEqual(input.note("cells"), String(cells))
            expectEqual(input.frame.width, Double(cells) * 20, "cells of 20 pt")
            expectEqual(input.frame.height, 24)
            // A rule between each two cells, inside an outline.
            expectEqual(input.style.rules.count, cells - 1)
            expect(input.style.rules.map(\.axis).allSatisfy { $0 == .vertical })
            expectEqual(input.fillable?.kind, .text(multiline: false, maxLength: cells, comb: true))
        }
        // Over twelve, or with no room for the cells, it is a plain box.
        try expectEqual(part(unit(Field(id: "zip", label: "Zip", maxLength: 13))).note("cells"), nil)
        try expectEqual(part(unit(Field(id: "zip", label: "Zip", maxLength: 12), width: 100)).note("cells"), nil)
        // Narrower room shrinks the cells (12 in 180 pt: 15 pt each).
        try expectEqual(part(unit(Field(id: "zip", label: "Zip", maxLength: 12), width: 180)).frame.width, 180)
    }

    @Test func filledCellsHoldOneCharacterEach() throws {
        let input = try part(unit(Field(id: "zip", label: "Zip", value: "SW1A 1AA", maxLength: 8), mode: .filled))
        expectEqual(input.text, "SW1A 1AA")
        let run = try require(input.first(role: .value)?.textRun)
        expectEqual(run.string, "SW1A 1AA")
        expectEqual(run.cellWidth, 20)
        // A value longer than its cells is printed whole, in a box rather than cells.
        let whole = try part(unit(Field(id: "zip", label: "Zip", value: "123456", maxLength: 4), mode: .filled))
        expectEqual(whole.text, "123456")
        expectEqual(whole.note("cells"), nil)
        expectEqual(whole.first(role: .value)?.textRun?.string, "123456")
        // A fillable field keeps its cells: its reader takes maxLength characters.
        let fillable = try part(unit(Field(id: "zip", label: "Zip", value: "123456", maxLength: 4), mode: .filled, fillable: true))
        expectEqual(fillable.note("cells"), "4")
        expectEqual(fillable.fillable?.value, "1234")
    }

    @Test func aValueLongerThanItsCellsIsSaid() {
        let document = FormDocument(name: "T", title: nil, sections: [Section(id: "s", title: nil, fields: [
            Field(id: "zip", label: "Zip", value: "123456", maxLength: 4), Field(id: "ok", label: "Ok", value: "1234", maxLength: 4)])])
        let filled = PrintLayoutEngine(measurer: FakeMeasurer(), mode: .filled).layout(document, contentWidth: 500)
        expectEqual(filled.warnings, ["field 'zip': its value has 6 characters for 4 cells (maxLength); printed whole in a box instead of cells"])
        expect(PrintLayoutEngine(measurer: FakeMeasurer(), mode: .blank).layout(document, contentWidth: 500).warnings.isEmpty)
        expectEqual(PrintLayoutEngine(measurer: FakeMeasurer(), mode: .filled, fillable: true).layout(document, contentWidth: 500).warnings, ["field 'zip': its value has 6 characters for 4 cells (maxLength); the PDF field takes 4, so the rest is cut"])
    }

    @Test func textareaGetsWritingLinesForItsExpectedLength() throws {
        // 350 pt holds 50 handwritten characters (7 pt each) a line.
        func lines(_ expected: Int?, maxLength: Int? = nil) throws -> Int {
            let input = try part(unit(Field(id: "bio", label: "Bio", kind: .textarea, maxLength: maxLength, expectedLength: expected),
                                      width: 350))
            expectEqual(input.frame.height, Double(input.style.rules.count) * 22, "a rule at the foot of each 22 pt line")
            return input.style.rules.count
        }
        try expectEqual(lines(nil), 3)
        try expectEqual(lines(120), 3)
        try expectEqual(lines(60), 2, "at least two lines")
        try expectEqual(lines(501), 11)
        try expectEqual(lines(nil, maxLength: 260), 6, "without an expected length, the maximum")
        try expectEqual(lines(100_000), 20, "at most twenty")
        // A filled value longer than the lines gets more lines; its lines sit on the rules.
        let long = String(repeating: "word ", count: 200)
        let filled = try part(unit(Field(id: "bio", label: "Bio", kind: .textarea, value: long, expectedLength: 10), mode: .filled, width: 350))
        let text = try require(filled.first(role: .value))
        expectEqual(text.textRun?.font.lineHeight, 22)
        expectEqual(filled.style.rules.count, Int(text.frame.height / 22))
        expect(filled.style.rules.count > 3)
        expectEqual(filled.fillable?.kind, .text(multiline: true, maxLength: nil, comb: false))
        // Fillable: a reader writes at its own line spacing, so the lines become a box.
        let box = try part(unit(Field(id: "bio", label: "Bio", kind: .textarea), fillable: true, width: 350))
        expect(box.style.rules.isEmpty && box.style.border != nil)
    }

    @Test func pickerListsItsOptionsWithTickBoxes() throws {
        let picker = Field(id: "size", label: "Size", kind: .picker, value: "M", options: ["S", "M", "L"])
        let blank = try part(unit(picker))
        expectEqual(blank.role, .options)
        expectEqual(blank.children.map(\.text), ["S", "M", "L"])
        let ticks = blank.children.compactMap { $0.first(role: .tick) }
        expectEqual(ticks.count, 3)
        expect(ticks.allSatisfy { $0.glyph == nil && $0.frame.width == 11 && $0.frame.height == 11 })
        expectEqual(ticks.map(\.fillable?.kind), [.radio(option: "S", place: 0), .radio(option: "M", place: 1), .radio(option: "L", place: 2)])
        // Filled: the value's box is ticked.
        let filled = try part(unit(picker, mode: .filled))
        expectEqual(filled.children.map { $0.first(role: .tick)?.glyph?.glyph }, [nil, .checkMark, nil])
        expect(filled.children[1].has("selected"))
        // A value that is none of the options is printed as one more, ticked.
        let other = try part(unit(Field(id: "size", label: "Size", kind: .picker, value: "XXL", options: ["S", "M"]), mode: .filled))
        expectEqual(other.children.map(\.text), ["S", "M", "XXL"])
        expect(other.children[2].first(role: .tick)?.glyph != nil)
    }

    @Test func optionsWrapOntoMoreRows() throws {
        let many = (1...12).map { "Option \($0)" }
        let list = try part(unit(Field(id: "pick", label: "Pick", kind: .picker, options: many), width: 200))
        let rows = Set(list.children.map(\.frame.y))
        expect(rows.count > 1)
        expect(list.children.allSatisfy { $0.frame.maxX <= 200 + 1e-9 })
        expectEqual(list.frame.maxY, list.children.map(\.frame.maxY).max())
    }

    @Test func dateCellsFollowTheLocalesOrder() throws {
        func order(_ locale: String) throws -> (String, [String]) {
            let input = try part(unit(Field(id: "born", label: "Born", kind: .date), locale: locale))
            let parts = input.children.filter { $0.role == .datePart }
            let characters = Array(input.first(role: .value)?.textRun?.string ?? "")
            return (characters.first { !$0.isLetter }.map(String.init) ?? "", parts.compactMap { $0.note("part") })
        }
        try expect(order("en_US") == ("/", ["month", "day", "year"]))
        try expect(order("en_GB") == ("/", ["day", "month", "year"]))
        try expect(order("de_DE") == (".", ["day", "month", "year"]))
        try expect(order("ja_JP") == ("/", ["year", "month", "day"]))
        // Arabic writes its date with right-to-left marks around the slashes: the slash is the separator.
        try expectEqual(order("ar").0, "/")
        try expect(order("") == ("/", ["month", "day", "year"]), "no locale: the default's order")
        // Blank: faint letters in the cells; the parts are 2, 2 and 4 cells.
        let input = try part(unit(Field(id: "born", label: "Born", kind: .date), locale: "en_GB"))
        let parts = input.children.filter { $0.role == .datePart }
        expectEqual(parts.map { $0.note("cells") }, ["2", "2", "4"])
        // The characters are one run across the parts, a cell each, the separator in a cell of its own.
        let run = try require(input.first(role: .value)?.textRun)
        expectEqual(run.string, "DD/MM/YYYY")
        expectEqual(run.cellWidth, 20)
        expectEqual(run.color, Theme.default.colors.placeholder)
        expectEqual(run.coloredRanges, [ColoredRange(2..<3, color: Theme.default.colors.control), ColoredRange(5..<6, color: Theme.default.colors.control)])
        expectEqual(parts.map(\.frame.x), [0, 60, 120])
        expectEqual(parts.map(\.fillable?.name), ["born_day", "born_month", "born_year"])
    }

    @Test func filledDateWritesItsDigits() throws {
        let input = try part(unit(Field(id: "born", label: "Born", kind: .date, value: "1906-12-09"), mode: .filled, locale: "en_GB"))
        expectEqual(input.text, "09/12/1906")
        let parts = input.children.filter { $0.role == .datePart }
        expectEqual(parts.map(\.text), ["09", "12", "1906"])
        expectEqual(input.first(role: .value)?.textRun?.string, "09/12/1906")
        expectEqual(input.first(role: .value)?.textRun?.color, Theme.default.colors.text)
        // Not an ISO date: written as given, in a box.
        let loose = try part(unit(Field(id: "born", label: "Born", kind: .date, value: "next Tuesday"), mode: .filled))
        expectEqual(loose.text, "next Tuesday")
    }

    @Test func togglesAndCheckboxesAreTickBoxesBesideTheirLabels() throws {
        for kind in [FieldKind.toggle, .checkbox] {
            let blank = unit(Field(id: "agree", label: "I agree", kind: kind, value: "true"))
            let tick = try require(blank.first(role: .control))
            expectEqual(tick.frame.width, 13)
            expectEqual(tick.glyph, nil, "blank: not ticked")
            expectEqual(tick.fillable?.kind, .checkBox)
            expectEqual(blank.first(role: .label)?.frame.x, 20)
            let filled = unit(Field(id: "agree", label: "I agree", kind: kind, value: "true"), mode: .filled)
            expectEqual(filled.first(role: .control)?.glyph?.glyph, .checkMark)
            expectEqual(filled.first(role: .control)?.fillable?.value, "true")
            let off = unit(Field(id: "agree", label: "I agree", kind: kind, value: "false"), mode: .filled)
            expectEqual(off.first(role: .control)?.glyph, nil)
        }
    }

    @Test func fillableFieldsLeaveTheirValuesToTheReader() throws {
        let entry = try part(unit(Field(id: "name", label: "Name", value: "Grace"), mode: .filled, fillable: true))
        expect(entry.children.isEmpty, "the PDF field shows the value")
        expectEqual(entry.fillable?.value, "Grace")
        let date = unit(Field(id: "born", label: "Born", kind: .date, value: "1906-12-09"), mode: .filled, fillable: true, locale: "en_GB")
        expectEqual(date.first(role: .label)?.text, "Born (DD/MM/YYYY)", "the order is said in the label, not by letters under typed digits")
        expectEqual(date.allBoxes().first { $0.role == .value }?.textRun?.string, "  /  /    ", "no digits or letters under the fields")
        expectEqual(date.allBoxes().compactMap(\.fillable).map(\.value), ["09", "12", "1906"])
    }

    @Test func fillablePasswordsNeverCarryTheirValue() throws {
        for maxLength in [4, 40] {
            let field = Field(id: "pin", label: "PIN", kind: .password, value: "1234", maxLength: maxLength)
            let input = try part(unit(field, mode: .filled, fillable: true))
            expect(input.fillable != nil)
            expectEqual(input.fillable?.value, nil, "maxLength \(maxLength)")
        }
    }

    @Test func fillablePickersOfferAValueThatIsNoOption() throws {
        let list = try part(unit(Field(id: "size", label: "Size", kind: .picker, value: "XXL", options: ["S", "M"]), mode: .filled, fillable: true))
        expectEqual(list.children.map(\.text), ["S", "M", "XXL"])
        expectEqual(list.children.last?.first(role: .tick)?.fillable?.value, "XXL")
        expect(list.children.allSatisfy { $0.first(role: .tick)?.glyph == nil })
    }

    @Test func fillablePickersAreRadioGroupsOrDropDowns() throws {
        let short = try part(unit(Field(id: "size", label: "Size", kind: .picker, value: "M", options: ["S", "M", "L"]), mode: .filled, fillable: true))
        expectEqual(short.role, .options)
        expectEqual(short.children.compactMap { $0.first(role: .tick)?.fillable?.kind }, [.radio(option: "S", place: 0), .radio(option: "M", place: 1), .radio(option: "L", place: 2)])
        expect(short.children.allSatisfy { $0.first(role: .tick)?.glyph == nil }, "the reader ticks the box")
        let countries = (1...9).map { "Country \($0)" }
        let long = try part(unit(Field(id: "country", label: "Country", kind: .picker, value: "Country 2", options: countries),
                                 mode: .filled, fillable: true))
        expectEqual(long.role, .input)
        expectEqual(long.children.map(\.glyph?.glyph), [.chevronDown], "a drop-down says so on paper")
        expectEqual(long.fillable?.kind, .choice(options: countries))
        expectEqual(long.fillable?.value, "Country 2")
        // On paper alone, every option is listed.
        try expectEqual(part(unit(Field(id: "country", label: "Country", kind: .picker, options: countries))).children.count, 9)
    }

    @Test func aDarkThemePrintsInInkThatReadsOnWhitePaper() throws {
        var dark = Theme.default
        dark.colors.text = Color(hex: 0xF2F2F7)
        dark.colors.secondaryText = Color(hex: 0xAEAEB2)
        dark.colors.readOnlyFill = Color(hex: 0x2C2C2E)
        dark.colors.error = Color(hex: 0xFF453A)
        let styles = PrintStyles(theme: dark)
        expectEqual(styles.ink, Theme.default.colors.text, "light text on white paper would not read")
        expectEqual(styles.secondaryInk, Theme.default.colors.secondaryText)
        expectEqual(styles.readOnlyFill, Theme.default.colors.readOnlyFill)
        expectEqual(styles.error, Color(hex: 0xFF453A), "a theme colour that reads on white is kept")
        // The default theme's colours all read on paper: printed as they are.
        let plain = PrintStyles(theme: .default)
        expectEqual([plain.ink, plain.secondaryInk, plain.line, plain.hint, plain.error], [Theme.default.colors.text, Theme.default.colors.secondaryText,
                                                                                       Theme.default.colors.control, Theme.default.colors.placeholder,
                                                                                       Theme.default.colors.error])
    }

    @Test func webAndEmailValuesLink() throws {
        let url = try part(unit(Field(id: "site", label: "Site", kind: .url, value: "www.example.com"), mode: .filled))
        expectEqual(url.first(role: .value)?.link, "https://www.example.com")
        let mail = try part(unit(Field(id: "mail", label: "Mail", kind: .email, value: "ada@example.com"), mode: .filled))
        expectEqual(mail.first(role: .value)?.link, "mailto:ada@example.com")
        let plain = try part(unit(Field(id: "name", label: "Name", value: "Ada"), mode: .filled))
        expectEqual(plain.first(role: .value)?.link, nil)
        expectEqual(WebLinks.firstURL(in: "See https://example.com/terms."), "https://example.com/terms")
        expectEqual(WebLinks.link(forValue: "javascript:alert('x')", kind: .url), nil)
        expectEqual(WebLinks.link(forValue: "mailto:x@y.z", kind: .url), nil, "a URL field links to the web only")
        expectEqual(WebLinks.link(forValue: "ftp://f.com", kind: .url), nil)
        expectEqual(WebLinks.link(forValue: "http://", kind: .url), nil, "no host")
        expectEqual(WebLinks.link(forValue: "https://ex.com/100%", kind: .url), "https://ex.com/100%25")
        expectEqual(WebLinks.link(forValue: "https://ex.com/%41", kind: .url), "https://ex.com/%41", "an escape stays one")
        expectEqual(WebLinks.link(forValue: "//proto.rel/x", kind: .url), nil)
        expectEqual(WebLinks.link(forValue: "https://ex.com/a(b)'c", kind: .url), "https://ex.com/a%28b%29%27c", "nothing can end the PDF string")
        expect(WebLinks.link(forValue: "a)/S/JavaScript(@ex.com", kind: .email) == "mailto:a%29/S/JavaScript%28@ex.com"
                || WebLinks.link(forValue: "a)/S/JavaScript(@ex.com", kind: .email) == nil)
        expectEqual(WebLinks.link(forValue: "zoë@example.com", kind: .email), "mailto:zo%C3%AB@example.com")
    }

    @Test func documentPrintsEverySectionExpandedWithARuleUnderItsHeader() throws {
        let document = FormDocument(name: "T", title: "Title", sections: [
            Section(id: "a", title: "First", description: "Read https://example.com", isCollapsible: true, isCollapsed: true,
                    fields: [Field(id: "x", label: "X")]),
            Section(id: "b", title: "Second", fields: [Field(id: "y", label: "Y")]),
        ], footer: "Form 12 · www.example.com")
        let flow = PrintLayoutEngine(measurer: FakeMeasurer(), mode: .blank).layout(document, contentWidth: 500)
        let root = flow.tree.root
        expectEqual(root.children.map(\.role), [.title, .section, .section])
        let first = root.children[1]
        expect(first.first(role: .field, id: "x") != nil, "a collapsed section prints expanded")
        expectEqual(first.first(role: .chevron), nil)
        let header = try require(first.first(role: .sectionHeader))
        expectEqual(header.style.rules.count, 1)
        expectEqual(header.first(role: .sectionDescription)?.link, "https://example.com")
        expectEqual(flow.continuedHeaders["a"]?.first(role: .sectionTitle)?.text, "First (continued)")
        expectEqual(flow.runningTitle, "Title")
        expectEqual(flow.footerText, "Form 12 · www.example.com")
        // Sections 20 pt apart; the flow is as tall as its content.
        expectEqual(root.children[2].frame.y, first.frame.maxY + 20)
        expectEqual(flow.tree.height, root.children[2].frame.maxY)
    }
}
