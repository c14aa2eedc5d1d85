import BoxTree
import Expectations
import Testing
@testable import FormLayout
import FormModel
import FormSupport

/// The field seed's states and its heights table, read from the layout tree (the `field` unit's height):
///
/// | Field type  | Normal | Error | Picker open | Picker open + error |
/// |-------------|--------|-------|-------------|---------------------|
/// | EntryField  | 43.5   | 63.0  | N/A         | N/A                 |
/// | AreaField   | 43.5+  | 63.0+ | N/A         | N/A                 |
/// | PickerField | 43.5   | 63.0  | 269.5       | 289                 |
/// | DateField   | 43.5   | 63.0  | 269.5       | 289                 |
///
/// The unit is its bordered `box` (43.5), an open `panel` (226) and an `error` line (19.5), stacked.
@Suite struct FieldStateTests {
    static let width = 311.0
    static let options = ["France", "Germany", "Italy", "Japan", "Spain", "United Kingdom", "United States"]

    /// A field of `kind` with a value that suits it.
    static func sample(_ kind: FieldKind, state: FieldState, isClearable: Bool = false) -> Field {
        switch kind {
        case .picker:
            return field("f", label: "Country", kind: .picker, value: "Japan", options: options, isClearable: isClearable, state: state)
        case .date:
            return field("f", label: "Birthday", kind: .date, value: "1815-12-10", isClearable: isClearable, state: state)
        case .toggle, .checkbox:
            return field("f", label: "Newsletter", kind: kind, value: "true", state: state)
        default:
            return field("f", label: "Name", kind: kind, value: "Ada", state: state)
        }
    }

    static func state(error: Bool, open: Bool, active: Bool = false) -> FieldState {
        FieldState(isActive: active, error: error ? "Something is wrong." : nil, isOpen: open)
    }

    /// The unit's children stack with no gap from 0 to the unit's height, each the unit's full width.
    func expectStacked(_ unit: LayoutBox, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var y = unit.frame.y
        for child in unit.children {
            expectEqual(child.frame.y, y, "\(child.role)", sourceLocation: sourceLocation)
            expect(child.frame.x == unit.frame.x && child.frame.width == unit.frame.width, "\(child.role)", sourceLocation: sourceLocation)
            y = child.frame.maxY
        }
        expectEqual(y, unit.frame.maxY, sourceLocation: sourceLocation)
    }

    // MARK: The heights table

    @Test(arguments: [
        // EntryField: every single-line entry kind.
        (FieldKind.text, false, false, 43.5), (.text, true, false, 63.0),
        (.email, false, false, 43.5), (.email, true, false, 63.0),
        (.phone, false, false, 43.5), (.phone, true, false, 63.0),
        (.number, false, false, 43.5), (.number, true, false, 63.0),
        (.password, false, false, 43.5), (.password, true, false, 63.0),
        (.url, false, false, 43.5), (.url, true, false, 63.0),
        // PickerField and DateField.
        (.picker, false, false, 43.5), (.picker, true, false, 63.0), (.picker, false, true, 269.5), (.picker, true, true, 289.0),
        (.date, false, false, 43.5), (.date, true, false, 63.0), (.date, false, true, 269.5), (.date, true, true, 289.0),
        // Toggles and checkboxes are one row as tall as an entry.
        (.toggle, false, false, 43.5), (.toggle, true, false, 63.0),
        (.checkbox, false, false, 43.5), (.checkbox, true, false, 63.0),
    ])
    func seedHeights(kind: FieldKind, error: Bool, open: Bool, height: Double) throws {
        let unit = layoutField(Self.sample(kind, state: Self.state(error: error, open: open)), width: Self.width)
        expectEqual(unit.role, .field)
        expectEqual(unit.frame, Rect(x: 0, y: 0, width: Self.width, height: height))
        var roles: [BoxRole] = [.box]
        if open { roles.append(.panel) }
        if error { roles.append(.error) }
        expectEqual(unit.children.map(\.role), roles)
        try expectEqual(fieldBox(unit).frame, Rect(x: 0, y: 0, width: Self.width, height: 43.5))
        if open { expectEqual(unit.first(role: .panel)?.frame, Rect(x: 0, y: 43.5, width: Self.width, height: 226)) }
        if error { expectEqual(unit.first(role: .error)?.frame, Rect(x: 0, y: height - 19.5, width: Self.width, height: 19.5)) }
        expectStacked(unit)
        expectEqual(unit.has("error"), error)
        expectEqual(unit.has("open"), open)
        expectEqual(unit.fieldKind, kind)
    }

    @Test func theSeedsPanelAndErrorSizesComeFromTheTheme() {
        expectEqual(theme.panelHeight, 226)
        expectEqual(theme.font(.error).lineHeight, 19.5)
        expectEqual(43.5 + theme.panelHeight, 269.5)
        expectEqual(43.5 + theme.panelHeight + theme.font(.error).lineHeight, 289)
        var custom = Theme()
        custom.panelHeight = 200
        let unit = layoutField(Self.sample(.picker, state: Self.state(error: true, open: true)), width: Self.width, theme: custom)
        expectEqual(unit.frame.height, 43.5 + 200 + 19.5)
        expectEqual(unit.first(role: .panel)?.frame, Rect(x: 0, y: 43.5, width: Self.width, height: 200))
    }

    // MARK: AreaField

    /// 324 wide: a 300 pt value line holds 40 characters; 3, 12 and 40 nine-letter words take 1, 3 and 10 lines.
    @Test(arguments: [(3, 43.5), (12, 79.5), (40, 205.5)])
    func areaGrowsByAValueLineAndAnErrorAddsItsLine(wordCount: Int, height: Double) throws {
        let value = words(wordCount, letters: 9)
        let normal = layoutField(field("bio", kind: .textarea, value: value, state: FieldState()), width: 324)
        expectEqual(normal.frame, Rect(x: 0, y: 0, width: 324, height: height))
        expect(normal.frame.height >= 43.5)
        try expectEqual(fieldBox(normal).frame.height, height)

        let error = layoutField(field("bio", kind: .textarea, value: value, state: FieldState(error: "Too long")), width: 324)
        expectEqual(error.frame, Rect(x: 0, y: 0, width: 324, height: height + 19.5))
        expect(error.frame.height >= 63)
        try expectEqual(fieldBox(error).frame, Rect(x: 0, y: 0, width: 324, height: height))
        expectEqual(error.first(role: .error)?.frame, Rect(x: 0, y: height, width: 324, height: 19.5))
        expectEqual(error.children.map(\.role), [.box, .error])
        // The input grows inside the box.
        expectEqual(error.first(role: .input)?.frame, Rect(x: 12, y: 19.5, width: 300, height: height - 25.5))
    }

    @Test func emptyAreaIsTheSeedsMinimum() {
        expectEqual(layoutField(field("bio", kind: .textarea, value: "", state: FieldState()), width: 324).frame.height, 43.5)
        expectEqual(layoutField(field("bio", kind: .textarea, value: "", state: FieldState(error: "Required")), width: 324).frame.height, 63)
    }

    // MARK: Active and ignored states

    /// The active state only marks the unit and its box (the highlighted border): the tree is otherwise
    /// the same, for every kind and with any other state.
    @Test(arguments: FieldKind.allCases)
    func activeStateDoesNotChangeTheLayout(kind: FieldKind) throws {
        for (error, open) in [(false, false), (true, false), (false, true), (true, true)] {
            let still = layoutField(Self.sample(kind, state: Self.state(error: error, open: open)), width: Self.width)
            let active = layoutField(Self.sample(kind, state: Self.state(error: error, open: open, active: true)), width: Self.width)
            expectEqual(active.frame, still.frame)
            expect(active.has("active"))
            expect(!still.has("active"))
            // The box's border shows it, unless a panel is open under it (or in error, the error colour).
            let highlighted = try fieldBox(active).hasActiveBorder
            let isOpen = open && (kind == .picker || kind == .date)
            expectEqual(highlighted, (!error && !isOpen))
            try expect(!fieldBox(still).hasActiveBorder)
            var cleared = active
            cleared.notes.removeAll { $0.key == "active" }
            cleared.children[0].style = still.children[0].style
            expectEqual(cleared, still, "\(kind) error \(error) open \(open)")
            // Nothing but the unit's note and its box's style changes.
            expectEqual(active.allBoxes().filter { $0.has("active") }.map(\.role), [.field])
        }
    }

    /// Open applies only to picker and date fields: on any other kind it is ignored.
    @Test(arguments: [FieldKind.text, .email, .phone, .number, .password, .url, .textarea, .toggle, .checkbox])
    func openIsIgnoredOutsidePickersAndDates(kind: FieldKind) throws {
        for error in [false, true] {
            let unit = layoutField(Self.sample(kind, state: Self.state(error: error, open: true)), width: Self.width)
            let closed = layoutField(Self.sample(kind, state: Self.state(error: error, open: false)), width: Self.width)
            expectEqual(unit, closed)
            expectEqual(unit.frame.height, (error ? 63 : 43.5))
            expectEqual(unit.first(role: .panel), nil)
            expect(!unit.has("open"))
            try expect(!fieldBox(unit).isSquareBelow)
            expect(unit.allBoxes().allSatisfy { !$0.has("open") })
        }
    }

    @Test func openAndErrorAreMarkedOnTheUnitItsBoxAndItsPanel() throws {
        let unit = layoutField(Self.sample(.picker, state: Self.state(error: true, open: true)), width: Self.width)
        let box = try fieldBox(unit)
        expect(unit.has("open") && unit.has("error"))
        expect(box.isSquareBelow && box.hasErrorBorder)
        expectEqual(unit.first(role: .panel)?.hasErrorBorder, true)
        expectEqual(box.first(role: .control)?.glyph?.glyph, .chevronUp)
        let closed = layoutField(Self.sample(.picker, state: Self.state(error: false, open: false)), width: Self.width)
        expectEqual(closed.first(role: .control)?.glyph?.glyph, .chevronDown)
        let openOnly = layoutField(Self.sample(.date, state: Self.state(error: false, open: true)), width: Self.width)
        expectEqual(openOnly.first(role: .panel)?.hasErrorBorder, false)
        expectEqual(openOnly.first(role: .control)?.glyph, GlyphRun(.calendar, color: Theme.default.colors.accent, inset: 3))
        expect(!openOnly.has("error"))
    }

    // MARK: The error line

    @Test(arguments: FieldKind.allCases)
    func errorLineSpansTheUnitAtItsBottom(kind: FieldKind) throws {
        let message = "Please enter a valid value."
        let unit = layoutField(Self.sample(kind, state: FieldState(error: message)), width: Self.width)
        let error = try require(unit.children.last)
        expectEqual(error.role, .error)
        expectEqual(error.id, "f")
        expectEqual(error.text, message)
        expectEqual(error.frame, Rect(x: 0, y: unit.frame.height - 19.5, width: Self.width, height: 19.5))
        expectEqual(error.frame.maxY, unit.frame.maxY)
        let box = try fieldBox(unit)
        expectEqual(error.frame.y, box.frame.maxY)
        expectEqual(error.textRun?.font, font(.error))
        expectEqual(error.textRun?.wrapping, .singleLine)
        expect(error.children.isEmpty)
        expectEqual(unit.first(role: .error, id: "f"), error)
    }

    @Test func errorLineIsOneLineHoweverLong() {
        let long = words(60)
        let unit = layoutField(field("f", value: "x", state: FieldState(error: long)), width: 150)
        expectEqual(unit.frame.height, 63)
        expectEqual(unit.first(role: .error)?.frame, Rect(x: 0, y: 43.5, width: 150, height: 19.5))
        expectEqual(unit.first(role: .error)?.text, long)
    }

    @Test func errorLineComesAfterAnOpenPanel() {
        for kind in [FieldKind.picker, .date] {
            let unit = layoutField(Self.sample(kind, state: FieldState(error: "No", isOpen: true)), width: Self.width)
            expectEqual(unit.children.map(\.role), [.box, .panel, .error])
            expectEqual(unit.first(role: .error)?.frame, Rect(x: 0, y: 269.5, width: Self.width, height: 19.5))
        }
    }

    @Test func errorLineUnderATallerBox() {
        // A two-line label makes the box 57: the error line follows it.
        let unit = layoutField(field("f", label: words(6), value: "x", state: FieldState(error: "No")), width: 200)
        expectEqual(unit.first(role: .box)?.frame.height, 57)
        expectEqual(unit.first(role: .error)?.frame, Rect(x: 0, y: 57, width: 200, height: 19.5))
        expectEqual(unit.frame.height, 76.5)
    }

    // MARK: Picker panel

    @Test func pickerPanelShowsEveryOptionWhenTheyFit() throws {
        let unit = layoutField(field("c", kind: .picker, value: "B", options: ["A", "B", "C"], state: FieldState(isOpen: true)), width: Self.width)
        let panel = try require(unit.first(role: .panel))
        expectEqual(panel.id, "c")
        expectEqual(panel.frame, Rect(x: 0, y: 43.5, width: Self.width, height: 226))
        expectEqual(panel.children.map(\.role), [.option, .option, .optionCheck, .option, .button])
        let rows = panel.children.filter { $0.role == .option }
        expectEqual(rows.map(\.text), ["A", "B", "C"])
        // The chosen row's check sits at the trailing edge, centred on its row; its text leaves room.
        expectEqual(panel.first(role: .optionCheck)?.frame, Rect(x: Self.width - 12 - 12, y: 43.5 + 4 + 34 + 11, width: 12, height: 12))
        // Rows of (226 − 45 − 2·4) / 5 = 34.6 → 34 pt from 4 pt under the panel's top, text centred.
        for (index, row) in rows.enumerated() {
            expectEqual(row.frame, Rect(x: 12, y: 55.5 + 34 * Double(index), width: index == 1 ? 287 - 20 : 287, height: 18))
            expectEqual(row.textRun?.wrapping, .singleLine)
            expectEqual(row.id, "c")
        }
        expectEqual(rows.map(\.isSelected), [false, true, false])
        expectEqual(rows.map(\.textRun?.font), [font(.option), font(.selectedOption), font(.option)])
    }

    @Test(arguments: [
        // 10 options o0…o9 and 5 visible rows: the selected one is kept in the middle where it can be.
        ("o0", ["o0", "o1", "o2", "o3", "o4"], 0),
        ("o1", ["o0", "o1", "o2", "o3", "o4"], 1),
        ("o2", ["o0", "o1", "o2", "o3", "o4"], 2),
        ("o4", ["o2", "o3", "o4", "o5", "o6"], 2),
        ("o7", ["o5", "o6", "o7", "o8", "o9"], 2),
        ("o8", ["o5", "o6", "o7", "o8", "o9"], 3),
        ("o9", ["o5", "o6", "o7", "o8", "o9"], 4),
    ])
    func pickerPanelShowsAWindowAroundTheSelectedOption(value: String, shown: [String], selectedRow: Int) throws {
        let options = (0..<10).map { "o\($0)" }
        let unit = layoutField(field("p", kind: .picker, value: value, options: options, state: FieldState(isOpen: true)), width: Self.width)
        let rows = unit.allBoxes().filter { $0.role == .option }
        expectEqual(rows.count, theme.visibleOptions)
        expectEqual(rows.map(\.text), shown)
        expectEqual(rows.map(\.isSelected), (0..<5).map { $0 == selectedRow })
        expectEqual(rows.filter(\.isSelected).map(\.text), [value])
        expectEqual(rows.map(\.frame.y), [55.5, 89.5, 123.5, 157.5, 191.5])
    }

    @Test func pickerPanelWithoutASelectionStartsAtTheFirstOption() {
        let options = (0..<10).map { "o\($0)" }
        for value in [nil, "", "not an option"] as [String?] {
            let unit = layoutField(field("p", kind: .picker, value: value, options: options, state: FieldState(isOpen: true)), width: Self.width)
            let rows = unit.allBoxes().filter { $0.role == .option }
            expectEqual(rows.map(\.text), ["o0", "o1", "o2", "o3", "o4"])
            expect(rows.allSatisfy { !$0.has("selected") && $0.textRun?.font == font(.option) })
        }
        // No options at all: the bar only.
        let none = layoutField(field("p", kind: .picker, state: FieldState(isOpen: true)), width: Self.width)
        expectEqual(none.first(role: .panel)?.children.map(\.role), [.button])
        expectEqual(none.frame.height, 269.5)
    }

    @Test func galleryCountryWindow() {
        // United Kingdom is the 6th of 7: the window is the last five.
        let unit = layoutField(field("country", kind: .picker, value: "United Kingdom", options: Self.options, state: FieldState(isOpen: true)),
                               width: Self.width)
        let rows = unit.allBoxes().filter { $0.role == .option }
        expectEqual(rows.map(\.text), ["Italy", "Japan", "Spain", "United Kingdom", "United States"])
        expectEqual(rows.filter(\.isSelected).map(\.text), ["United Kingdom"])
    }

    @Test func visibleOptionsComeFromTheTheme() {
        var custom = Theme()
        custom.visibleOptions = 3
        let options = (0..<10).map { "o\($0)" }
        let unit = layoutField(field("p", kind: .picker, value: "o5", options: options, state: FieldState(isOpen: true)),
                               width: Self.width, theme: custom)
        let rows = unit.allBoxes().filter { $0.role == .option }
        expectEqual(rows.map(\.text), ["o4", "o5", "o6"])
        // Rows of 173 / 3 → 57 pt.
        expectEqual(rows.map(\.frame.y), [67, 124, 181])
        expectEqual(rows.map(\.isSelected), [false, true, false])
    }

    @Test func clearOnlyWhenClearableDoneAlways() throws {
        for kind in [FieldKind.picker, .date] {
            let plain = layoutField(Self.sample(kind, state: FieldState(isOpen: true)), width: Self.width)
            let buttons = plain.allBoxes().filter { $0.role == .button }
            expectEqual(buttons.map(\.text), ["Done"])
            // Done: the trailing half of the bar, its text centred in the 45 pt bar (269.5 − 45 + 13.5).
            expectEqual(buttons[0].frame, Rect(x: 155.5, y: 238, width: 143.5, height: 18))
            expectEqual(buttons[0].textRun?.alignment, .trailing)
            expectEqual(buttons[0].textRun?.font, font(.panelButton))
            expectEqual(buttons[0].textRun?.wrapping, .singleLine)
            expectEqual(plain.first(role: .panel)?.children.last?.role, .button)

            let clearable = layoutField(Self.sample(kind, state: FieldState(isOpen: true), isClearable: true), width: Self.width)
            let both = clearable.allBoxes().filter { $0.role == .button }
            expectEqual(both.map(\.text), ["Clear", "Done"])
            expectEqual(both[0].frame, Rect(x: 12, y: 238, width: 143.5, height: 18))
            expectEqual(both[0].textRun?.alignment, .leading)
            expectEqual(both[0].textRun?.font, font(.panelButton))
            expectEqual(both[1], buttons[0])
            expect(both.allSatisfy { $0.id == "f" })

            // Clearable but closed: no panel, no buttons.
            let closed = layoutField(Self.sample(kind, state: FieldState(), isClearable: true), width: Self.width)
            expectEqual(closed.first(role: .button), nil)
        }
    }

    // MARK: Date panel

    /// 311 wide: seven 41 pt columns from x 12. Month row at 47.5 (28 pt), weekdays at 75.5 (13.5 pt),
    /// then six 21.5 pt week rows from 91, each day's 16 pt text centred (+2.75).
    /// A day's cell: the month's week rows (four to six) share the 129.5 pt between the weekdays and
    /// the button bar, each to the half point below.
    func dayFrame(column: Int, row: Int, weeks: Int = 6) -> Rect {
        let rowHeight = (129.5 / Double(weeks) * 2).rounded(.down) / 2
        return Rect(x: 12 + 41 * Double(column), y: 91 + rowHeight * Double(row) + (rowHeight - 16) / 2, width: 41, height: 16)
    }

    @Test func datePanelInEnglish() throws {
        let unit = layoutField(Self.sample(.date, state: FieldState(isOpen: true)), width: Self.width)
        expectEqual(unit.first(role: .input)?.text, "Dec 10, 1815")
        let panel = try require(unit.first(role: .panel))
        expectEqual(panel.frame, Rect(x: 0, y: 43.5, width: Self.width, height: 226))
        expectEqual(panel.children.first?.role, .calendarMonth)

        let month = try require(panel.first(role: .calendarMonth))
        expectEqual(month.text, "December 1815")
        expectEqual(month.frame, Rect(x: 12, y: 52.5, width: 287, height: 18))
        expectEqual(month.textRun?.font, font(.calendarMonth))
        expectEqual(month.textRun?.wrapping, .singleLine)

        let weekdays = panel.children.filter { $0.role == .weekday }
        expectEqual(weekdays.map(\.text), ["S", "M", "T", "W", "T", "F", "S"])
        for (column, cell) in weekdays.enumerated() {
            expectEqual(cell.frame, Rect(x: 12 + 41 * Double(column), y: 75.5, width: 41, height: 13.5))
            expectEqual(cell.textRun?.alignment, .center)
            expectEqual(cell.textRun?.font, font(.weekday))
        }

        let days = panel.children.filter { $0.role == .day }
        expectEqual(days.map(\.text), (1...31).map { String($0) })
        // 1 December 1815 was a Friday: column 5 of a week starting on Sunday.
        expectEqual(days[0].frame, dayFrame(column: 5, row: 0))
        expectEqual(days[9].frame, dayFrame(column: 0, row: 2))  // Sunday the 10th
        expectEqual(days[30].frame, dayFrame(column: 0, row: 5))  // Sunday the 31st
        for (index, cell) in days.enumerated() {
            let slot = 5 + index
            expectEqual(cell.frame, dayFrame(column: slot % 7, row: slot / 7), "day \(index + 1)")
            expectEqual(cell.textRun?.alignment, .center)
            expectEqual(cell.textRun?.font, font(.calendarDay))
            expectEqual(cell.textRun?.wrapping, .singleLine)
        }
        expectEqual(days.filter(\.isSelected).map(\.text), ["10"])
        // The week rows stay above the button bar.
        expect(days.allSatisfy { $0.frame.maxY <= panel.frame.maxY - theme.panelBarHeight })
        expectEqual(panel.children.map(\.role), [.calendarMonth] + Array(repeating: .weekday, count: 7)
                + Array(repeating: .day, count: 31) + [.button])
    }

    @Test func datePanelInGermanStartsOnMonday() throws {
        let date = Self.sample(.date, state: FieldState(isOpen: true))
        let unit = FieldLayout(theme: theme, measurer: fake, locale: "de_DE").layout(date, width: Self.width)
        expectEqual(unit.first(role: .input)?.text, "10.12.1815")
        expectEqual(unit.frame.height, 269.5)
        let panel = try require(unit.first(role: .panel))
        expectEqual(panel.first(role: .calendarMonth)?.text, "Dezember 1815")
        let weekdays = panel.children.filter { $0.role == .weekday }
        expectEqual(weekdays.map(\.text), ["M", "D", "M", "D", "F", "S", "S"])
        let days = panel.children.filter { $0.role == .day }
        expectEqual(days.count, 31)
        // Friday is column 4 of a week starting on Monday.
        // Five weeks in this order, so five taller rows and no blank band above the bar.
        expectEqual(days[0].frame, dayFrame(column: 4, row: 0, weeks: 5))
        expectEqual(days[9].frame, dayFrame(column: 6, row: 1, weeks: 5))  // Sunday the 10th
        expectEqual(days[30].frame, dayFrame(column: 6, row: 4, weeks: 5))
        expect(days[30].frame.maxY > panel.frame.maxY - theme.panelBarHeight - 16, "the last row reaches the bar")
        expectEqual(days.filter(\.isSelected).map(\.text), ["10"])
    }

    @Test func documentLocaleReachesTheDatePanel() throws {
        let date = Self.sample(.date, state: FieldState(isOpen: true))
        let document = FormDocument(name: "D", title: nil, sections: [Section(id: "s", title: nil, fields: [date])], locale: "de_DE")
        let tree = engine().layout(document, width: compactWidth)
        expectEqual(tree.root.first(role: .input)?.text, "10.12.1815")
        expectEqual(tree.root.first(role: .calendarMonth)?.text, "Dezember 1815")
        expectEqual(tree.root.allBoxes().filter { $0.role == .weekday }.first?.text, "M")
        let english = engine().layout(FormDocument(name: "D", title: nil, sections: document.sections), width: compactWidth)
        expectEqual(english.root.first(role: .calendarMonth)?.text, "December 1815")
    }

    @Test(arguments: [("2024-02-10", 29, "February 2024"), ("2026-02-10", 28, "February 2026"), ("1900-02-01", 28, "February 1900"),
                      ("2000-02-29", 29, "February 2000"), ("2026-04-30", 30, "April 2026"), ("2026-11-22", 30, "November 2026")])
    func datePanelHasEveryDayOfTheMonth(value: String, days: Int, title: String) throws {
        let unit = layoutField(field("d", kind: .date, value: value, state: FieldState(isOpen: true)), width: Self.width)
        let cells = unit.allBoxes().filter { $0.role == .day }
        expectEqual(cells.map(\.text), (1...days).map { String($0) })
        expectEqual(unit.first(role: .calendarMonth)?.text, title)
        let chosen = try require(DateText.parse(value))
        expectEqual(cells.filter(\.isSelected).map(\.text), [String(chosen.day)])
        let first = DateText.firstColumn(chosen, locale: "en_US")
        let weeks = (first + days + 6) / 7
        expectEqual(cells[0].frame, dayFrame(column: first, row: 0, weeks: weeks))
        expectEqual(cells[days - 1].frame, dayFrame(column: (first + days - 1) % 7, row: weeks - 1, weeks: weeks))
    }

    @Test func datePanelWithoutADateShowsTheFallbackMonthWithNothingSelected() throws {
        for value in [nil, "", "2026-02-30", "soon"] as [String?] {
            let unit = layoutField(field("d", kind: .date, value: value, state: FieldState(isOpen: true)), width: Self.width)
            expectEqual(unit.frame.height, 269.5)
            expectEqual(unit.first(role: .calendarMonth)?.text, "January 2026")
            let cells = unit.allBoxes().filter { $0.role == .day }
            expectEqual(cells.count, 31)
            expect(cells.allSatisfy { !$0.has("selected") })
            // 1 January 2026 is a Thursday: five weeks.
            expectEqual(cells[0].frame, dayFrame(column: 4, row: 0, weeks: 5))
        }
    }

    // MARK: Whole units

    /// Every box of an open unit in error carries the field's id and sits inside its parent, and the
    /// panel's parts never overlap.
    @Test(arguments: [FieldKind.picker, .date])
    func openUnitInvariants(kind: FieldKind) throws {
        for width in [80.0, 150, 200, 311, 688] {
            let unit = layoutField(Self.sample(kind, state: FieldState(isActive: true, error: "No", isOpen: true), isClearable: true), width: width)
            expectEqual(unit.frame.height, 289)
            expect(unit.allBoxes().allSatisfy { $0.id == "f" })
            expectStacked(unit)
            func inside(_ box: LayoutBox) {
                for child in box.children {
                    let f = child.frame, p = box.frame
                    expect(f.x >= p.x && f.maxX <= p.maxX + 1e-9 && f.y >= p.y && f.maxY <= p.maxY + 1e-9, "\(kind) at \(width): \(child.role) \(f) outside \(box.role) \(p)")
                    inside(child)
                }
            }
            inside(unit)
            let parts = try require(unit.first(role: .panel)).children
            for i in parts.indices {
                for j in parts.indices where j > i {
                    // Columns are sevenths of the width: allow their last-bit rounding.
                    expect(!intersects(parts[i].frame, parts[j].frame, tolerance: 1e-9), "\(kind) at \(width): \(parts[i].role) \(parts[i].text ?? "") overlaps \(parts[j].role) \(parts[j].text ?? "")")
                }
            }
        }
    }

    /// The field gallery's variants, as the CLI loads them.
    @Test func galleryVariantsHaveTheSeedsHeights() throws {
        let examples = try exampleDocuments()
        func heights(_ variant: String?) throws -> [String: Double] {
            let name = variant.map { "FieldGallery.form.json [\($0)]" } ?? "FieldGallery.form.json"
            let document = try require(examples.first { $0.name == name }, "\(name)").document
            let tree = engine(expandAll: true).layout(document, width: regularWidth)
            return Dictionary(uniqueKeysWithValues: tree.root.allBoxes().filter { $0.role == .field }.map { ($0.id ?? "", $0.frame.height) })
        }
        let normal = try heights(nil)
        let gallery = try require(examples.first { $0.name == "FieldGallery.form.json" }).document
        expectEqual(Set(normal.keys), Set(gallery.sections.flatMap { $0.fields.map(\.id) }))
        expect(normal.count >= 13)
        expect(normal.values.allSatisfy { $0 == 43.5 })
        try expectEqual(heights("active"), normal)
        try expectEqual(heights("picker-open")["country"], 269.5)
        try expectEqual(heights("picker-open-error")["country"], 289)
        try expectEqual(heights("date-open")["birthday"], 269.5)
        try expectEqual(heights("date-open-error")["birthday"], 289)
        let errors = try heights("errors")
        for id in ["email", "phone", "notes", "country", "birthday", "terms"] {
            expectEqual(errors[id], 63, "\(id)")
        }
        expectEqual(errors["name"], 43.5)
        // Only the open field grows.
        var open = try heights("picker-open")
        open["country"] = 43.5
        expectEqual(open, normal)

        let active = try require(examples.first { $0.name == "FieldGallery.form.json [active]" }).document
        let tree = engine().layout(active, width: compactWidth)
        expectEqual(tree.root.first(role: .field, id: "email")?.has("active"), true)
        expectEqual(tree.root.allBoxes().filter { $0.role == .field && $0.has("active") }.map(\.id), ["email"])
    }
}
