import BoxTree
import Expectations
import Testing
@testable import FormLayout
import FormModel
import FormSupport

/// One field unit: a `field` box holding the bordered `box` (6 padding + 13.5 title line + 18 value
/// line + 6 padding = 43.5 pt), and under it an open panel and an error line (see FieldStateTests).
@Suite struct FieldLayoutTests {
    // MARK: The unit

    @Test func singleLineFieldIs43AndAHalfPointsTall() throws {
        let unit = layoutField(field("name", label: "Name", value: "Grace"), width: 200)
        expectEqual(unit.role, .field)
        expectEqual(unit.id, "name")
        expectEqual(unit.frame, Rect(x: 0, y: 0, width: 200, height: 43.5))
        // Without a state the unit is its bordered box and nothing else.
        expectEqual(unit.children.map(\.role), [.box])
        let box = try fieldBox(unit)
        expectEqual(box.id, "name")
        expectEqual(box.text, nil)
        expectEqual(box.frame, Rect(x: 0, y: 0, width: 200, height: 43.5))
        let label = try require(box.first(role: .label, id: "name"))
        expectEqual(label.frame, Rect(x: 12, y: 6, width: 176, height: 13.5))
        expectEqual(label.text, "Name")
        expectEqual(label.textRun?.string, "Name")
        expectEqual(label.textRun?.font, font(.fieldTitle))
        let input = try require(box.first(role: .input, id: "name"))
        expectEqual(input.frame, Rect(x: 12, y: 19.5, width: 176, height: 18))
        expectEqual(input.text, "Grace")
        expectEqual(input.textRun?.font, font(.fieldValue))
        expectEqual(input.textRun?.wrapping, .singleLine)
        expect(!input.has("placeholder"))
        expectEqual(input.textRun?.color, Theme.default.colors.text)
        // Label then input, nothing else for a text field.
        expectEqual(box.children.map(\.role), [.label, .input])
        expectEqual(unit.notes, [BoxNote("kind", .text("text"))])
        expect(box.notes.isEmpty)
        expectEqual(box.style, BoxStyle(fill: Theme.default.colors.card, border: Border(color: Theme.default.colors.border, width: 1),
                                      radii: CornerRadii(all: 8)))
    }

    @Test(arguments: [FieldKind.text, .email, .phone, .number, .password, .url, .picker, .date, .toggle, .checkbox])
    func everySingleLineKindIs43AndAHalf(kind: FieldKind) throws {
        let unit = layoutField(field("f", label: "Label", kind: kind, value: "value"), width: 240)
        expectEqual(unit.frame, Rect(x: 0, y: 0, width: 240, height: 43.5))
        let box = try fieldBox(unit)
        expectEqual(box.frame, Rect(x: 0, y: 0, width: 240, height: 43.5))
        expectEqual(unit.fieldKind, kind)
        expectEqual(box.style.border?.color, Theme.default.colors.border)
        if kind == .toggle || kind == .checkbox {
            // One row: the label and the control, no input.
            expectEqual(box.children.map(\.role), [.label, .control])
            expectEqual(unit.first(role: .input), nil)
        } else {
            let input = try require(box.first(role: .input))
            expectEqual(input.frame.height, 18)
            expectEqual(input.textRun?.wrapping, .singleLine)
        }
    }

    @Test func heightsComeFromTheTheme() throws {
        var custom = Theme()
        custom.fieldPaddingTop = 10
        custom.fieldPaddingBottom = 4
        custom.fieldPaddingX = 20
        let unit = layoutField(field("f", label: "L", value: "v"), width: 200, theme: custom)
        expectEqual(unit.frame.height, 45.5)  // 10 + 13.5 + 18 + 4
        let box = try fieldBox(unit)
        expectEqual(box.frame, Rect(x: 0, y: 0, width: 200, height: 45.5))
        expectEqual(box.first(role: .label)?.frame, Rect(x: 20, y: 10, width: 160, height: 13.5))
        expectEqual(box.first(role: .input)?.frame, Rect(x: 20, y: 23.5, width: 160, height: 18))

        // A toggle row is as tall as an entry's box in the same theme: 45.5, the label and switch centred.
        let toggle = layoutField(Field(id: "t", label: "L", kind: .toggle), width: 200, theme: custom)
        expectEqual(toggle.frame.height, 45.5)
        expectEqual(toggle.first(role: .label)?.frame, Rect(x: 20, y: 13.75, width: 200 - 20 - 20 - 36 - 8, height: 18))
        expectEqual(toggle.first(role: .control)?.frame, Rect(x: 144, y: 11.75, width: 36, height: 22))
    }

    // MARK: Labels

    // Field 200 wide: the title line is 176 pt, 32 characters of 5.5 pt. Four 7-letter words are 31.
    @Test(arguments: [(4, 1), (5, 2), (8, 2), (9, 3), (12, 3), (20, 5)])
    func longLabelWrapsAndTheFieldGrowsByATitleLinePerLine(wordCount: Int, lines: Int) throws {
        let box = layoutField(field("f", label: words(wordCount), value: "x"), width: 200)
        let extra = Double(lines - 1) * 13.5
        expectEqual(box.frame.height, 43.5 + extra)
        let label = try require(box.first(role: .label))
        expectEqual(label.frame, Rect(x: 12, y: 6, width: 176, height: 13.5 * Double(lines)))
        let input = try require(box.first(role: .input))
        expectEqual(input.frame, Rect(x: 12, y: 19.5 + extra, width: 176, height: 18))
        expectEqual(input.frame.y, label.frame.maxY)
    }

    @Test func labelIsMeasuredAtTheTitleFontAndLineWidth() throws {
        let recorder = RecordingMeasurer()
        _ = FieldLayout(theme: theme, measurer: recorder).layout(field("f", label: "Hello", value: "v"), width: 200)
        let call = try require(recorder.calls.first { $0.text == "Hello" })
        expectEqual(call.font, theme.font(.fieldTitle))
        expectEqual(call.maxWidth, 176)
        expectEqual(call.wrapping, .wrap)
    }

    @Test func emptyLabelStillTakesOneLine() {
        let box = layoutField(field("f", label: "", value: "v"), width: 200)
        expectEqual(box.frame.height, 43.5)
        expectEqual(box.first(role: .label)?.frame.height, 13.5)
    }

    @Test func narrowFieldWrapsEachWordOntoItsOwnLine() {
        // 80 wide: a 56 pt title line holds 10 characters; "aaaaaaa bbbbbbb" is 15.
        let box = layoutField(field("f", label: words(3), value: "v"), width: 80)
        expectEqual(box.first(role: .label)?.frame.height, 3 * 13.5)
        expectEqual(box.frame.height, 43.5 + 2 * 13.5)
    }

    // MARK: Required

    @Test func requiredLabelCarriesAnAsterisk() throws {
        let required = Field(id: "email", label: "Email", kind: .email, isRequired: true, value: "a@b.c")
        let box = layoutField(required, width: 200)
        let label = try require(box.first(role: .label, id: "email"))
        expect(label.has("required"))
        expectEqual(label.text, "Email")
        expectEqual(label.textRun?.string, "Email *")
        expectEqual(label.textRun?.coloredRanges, [ColoredRange(6..<7, color: Theme.default.colors.error)])
        expectEqual(box.frame.height, 43.5)

        let optional = layoutField(Field(id: "e", label: "Email"), width: 200)
        expectEqual(optional.first(role: .label)?.has("required"), false)
        expectEqual(optional.first(role: .label)?.textRun?.string, "Email")
        expectEqual(optional.first(role: .label)?.textRun?.coloredRanges, [])
    }

    @Test func asteriskIsPartOfTheMeasuredLabel() throws {
        // Four words (31 characters) fill 170.5 of 176 pt; " *" makes 33 characters and the asterisk wraps.
        let label = words(4)
        let plain = layoutField(Field(id: "f", label: label, value: "v"), width: 200)
        let required = layoutField(Field(id: "f", label: label, isRequired: true, value: "v"), width: 200)
        expectEqual(plain.frame.height, 43.5)
        expectEqual(required.frame.height, 57)
        expectEqual(required.first(role: .label)?.frame.height, 27)

        let recorder = RecordingMeasurer()
        _ = FieldLayout(theme: theme, measurer: recorder).layout(Field(id: "f", label: "Name", isRequired: true), width: 200)
        expect(recorder.calls.contains { $0.text == "Name *" && $0.font == theme.font(.fieldTitle) })
    }

    // MARK: Values

    @Test func entryWithAVeryLongValueStaysOneLine() throws {
        let long = words(200)
        for kind in [FieldKind.text, .email, .url, .number, .phone] {
            let box = layoutField(field("f", label: "Long", kind: kind, value: long), width: 200)
            expectEqual(box.frame.height, 43.5)
            let input = try require(box.first(role: .input))
            expectEqual(input.text, long)
            expectEqual(input.frame, Rect(x: 12, y: 19.5, width: 176, height: 18))
            expectEqual(input.textRun?.wrapping, .singleLine)
        }
    }

    // Field 324 wide: the value line is 300 pt, 40 characters of 7.5 pt; four 9-letter words are 39.
    @Test(arguments: [(1, 1), (4, 1), (5, 2), (12, 3), (40, 10)])
    func textareaGrowsByAValueLinePerLine(wordCount: Int, lines: Int) throws {
        let value = words(wordCount, letters: 9)
        expectEqual(fake.measure(value, font: theme.font(.fieldValue), maxWidth: 300, wrapping: .wrap).lineCount, lines)
        let box = layoutField(field("bio", label: "Bio", kind: .textarea, value: value), width: 324)
        expectEqual(box.frame.height, 6 + 13.5 + 18 * Double(lines) + 6)
        let input = try require(box.first(role: .input, id: "bio"))
        expectEqual(input.frame, Rect(x: 12, y: 19.5, width: 300, height: 18 * Double(lines)))
        expectEqual(input.textRun?.wrapping, .wrap)
        expectEqual(input.text, value)
    }

    @Test func textareaHeightsForOneThreeAndTenLines() {
        expectEqual(layoutField(field("t", kind: .textarea, value: words(3, letters: 9)), width: 324).frame.height, 43.5)
        expectEqual(layoutField(field("t", kind: .textarea, value: words(12, letters: 9)), width: 324).frame.height, 79.5)
        expectEqual(layoutField(field("t", kind: .textarea, value: words(40, letters: 9)), width: 324).frame.height, 205.5)
        // Explicit line breaks count too.
        expectEqual(layoutField(field("t", kind: .textarea, value: "a\nb\nc"), width: 324).frame.height, 79.5)
    }

    @Test func emptyTextareaIsOneLine() {
        expectEqual(layoutField(field("t", kind: .textarea), width: 324).frame.height, 43.5)
        expectEqual(layoutField(field("t", kind: .textarea, value: ""), width: 324).frame.height, 43.5)
        // A long placeholder is shown wrapped, and the textarea grows to hold it like a value.
        let placeholder = layoutField(field("t", kind: .textarea, placeholder: words(12, letters: 9)), width: 324)
        expectEqual(placeholder.first(role: .input)?.has("placeholder"), true)
        expectEqual(placeholder.first(role: .input)?.textRun?.wrapping, .wrap)
        expectEqual(placeholder.first(role: .input)?.frame, Rect(x: 12, y: 19.5, width: 300, height: 54))
        expectEqual(placeholder.frame.height, 79.5)
        // A short one keeps the single line.
        expectEqual(layoutField(field("t", kind: .textarea, placeholder: "Anything?"), width: 324).frame.height, 43.5)
    }

    @Test func textareaValueIsMeasuredAtTheValueFontAndWidth() throws {
        let recorder = RecordingMeasurer()
        _ = FieldLayout(theme: theme, measurer: recorder).layout(field("t", kind: .textarea, value: "hello world"), width: 324)
        let call = try require(recorder.calls.first { $0.text == "hello world" })
        expectEqual(call.font, theme.font(.fieldValue))
        expectEqual(call.maxWidth, 300)
        expectEqual(call.wrapping, .wrap)
    }

    @Test func singleLineValuesAreNotMeasured() {
        let recorder = RecordingMeasurer()
        _ = FieldLayout(theme: theme, measurer: recorder).layout(field("t", label: "L", value: "some value"), width: 200)
        expect(!recorder.calls.contains { $0.text == "some value" })
    }

    // MARK: Placeholder, password, read-only

    @Test func placeholderShownWhenThereIsNoValue() throws {
        let box = layoutField(field("zip", label: "Postal code", placeholder: "12345"), width: 150)
        let input = try require(box.first(role: .input, id: "zip"))
        expectEqual(input.text, "12345")
        expect(input.has("placeholder"))
        expectEqual(box.frame.height, 43.5)

        let empty = layoutField(field("zip", value: "", placeholder: "12345"), width: 150)
        expectEqual(empty.first(role: .input)?.text, "12345")
        expectEqual(empty.first(role: .input)?.has("placeholder"), true)
    }

    @Test func valueWinsOverPlaceholder() throws {
        let box = layoutField(field("zip", value: "75001", placeholder: "12345"), width: 150)
        let input = try require(box.first(role: .input))
        expectEqual(input.text, "75001")
        expect(!input.has("placeholder"))
    }

    @Test func noValueAndNoPlaceholderShowsNothing() throws {
        for placeholder in [nil, ""] as [String?] {
            let box = layoutField(field("f", placeholder: placeholder), width: 150)
            let input = try require(box.first(role: .input))
            expectEqual(input.text, nil)
            expect(!input.has("placeholder"))
            expectEqual(input.frame, Rect(x: 12, y: 19.5, width: 126, height: 18))
        }
    }

    @Test func passwordIsShownAsDots() throws {
        let box = layoutField(field("pw", kind: .password, value: "hunter22"), width: 200)
        let input = try require(box.first(role: .input, id: "pw"))
        expectEqual(input.text, "••••••••")
        expect(!input.has("placeholder"))
        expectEqual(input.text?.contains("hunter"), false)
    }

    @Test func passwordDotsAreCappedAt64() {
        let box = layoutField(field("pw", kind: .password, value: String(repeating: "x", count: 500)), width: 200)
        expectEqual(box.first(role: .input)?.text, String(repeating: "•", count: 64))
        expectEqual(box.frame.height, 43.5)
    }

    @Test func passwordPlaceholderIsNotMasked() {
        let box = layoutField(field("pw", kind: .password, placeholder: "Your password"), width: 200)
        expectEqual(box.first(role: .input)?.text, "Your password")
        expectEqual(box.first(role: .input)?.has("placeholder"), true)
    }

    @Test func readOnlyFieldIsMarkedOnFieldAndInput() throws {
        let box = layoutField(Field(id: "order", label: "Order", isEditable: false, value: "SO-1"), width: 200)
        expect(box.has("readOnly"))
        try expect(fieldBox(box).hasReadOnlyFill)
        let input = try require(box.first(role: .input))
        expectEqual(input.textRun?.color, Theme.default.colors.secondaryText)
        expectEqual(input.text, "SO-1")
        expectEqual(box.frame.height, 43.5)
        expectEqual(box.first(role: .label)?.textRun?.color, Theme.default.colors.secondaryText)

        let editable = layoutField(Field(id: "order", label: "Order", value: "SO-1"), width: 200)
        expect(!editable.has("readOnly"))
        try expect(!fieldBox(editable).hasReadOnlyFill)
        expectEqual(editable.first(role: .input)?.textRun?.color, Theme.default.colors.text)
    }

    // MARK: Counter

    @Test func counterSitsAtTheTrailingEndOfTheTitleLine() throws {
        var username = Field(id: "username", label: "Username", value: "jdoe")
        username.counter = CharacterCounter(limit: 20)
        let box = layoutField(username, width: 200, theme: .refined)
        let counter = try require(box.first(role: .counter, id: "username"))
        // "4/20" is 4 characters of 5.5 pt.
        expectEqual(counter.text, "4/20")
        expectEqual(counter.frame, Rect(x: 166, y: 6, width: 22, height: 13.5))
        expectEqual(counter.frame.maxX, 200 - 12)
        expectEqual(counter.textRun?.font, font(.counter))
        expectEqual(counter.textRun?.wrapping, .singleLine)
        // The label leaves the counter and an 8 pt gap.
        let label = try require(box.first(role: .label, id: "username"))
        expectEqual(label.frame, Rect(x: 12, y: 6, width: 176 - 22 - 8, height: 13.5))
        expectEqual(label.frame.maxX, counter.frame.x - 8)
        expectEqual(box.frame.height, 43.5)
        expectEqual(box.children.map(\.role), [.box])
        try expectEqual(fieldBox(box).children.map(\.role), [.label, .counter, .input])
    }

    @Test func counterWithoutMaxLengthIsTheCount() throws {
        var field = Field(id: "f", label: "Notes", value: "hello")
        field.counter = CharacterCounter()
        let box = layoutField(field, width: 300)
        let counter = try require(box.first(role: .counter))
        expectEqual(counter.text, "5")
        expectEqual(counter.frame, Rect(x: 300 - 12 - 5.5, y: 6, width: 5.5, height: 13.5))
        expectEqual(box.first(role: .label)?.frame.width, 276 - 5.5 - 8)
    }

    @Test func counterWithNoValueCountsZero() {
        var field = Field(id: "f", label: "Notes")
        field.counter = CharacterCounter(limit: 500)
        expectEqual(layoutField(field, width: 300, theme: .refined).first(role: .counter)?.text, "0/500")
    }

    @Test func counterCountsCharactersNotBytes() {
        var field = Field(id: "f", label: "Name", value: "héllo 👋🏽")
        field.counter = CharacterCounter(limit: 10)
        expectEqual(layoutField(field, width: 300, theme: .refined).first(role: .counter)?.text, "7/10")
    }

    @Test func noCounterUnlessAsked() {
        // (A maxLength without showCharacterCounter resolves to no counter: see DocumentBuilderTests.)
        let field = Field(id: "f", label: "Name", value: "x")
        let box = layoutField(field, width: 300)
        expectEqual(box.first(role: .counter), nil)
        expectEqual(box.first(role: .label)?.frame.width, 276)
    }

    @Test func counterMakesALongLabelWrapSooner() {
        // 31 characters fit the 176 pt line (170.5), not the 146 pt left beside "4/20".
        var field = Field(id: "f", label: words(4), value: "jdoe")
        expectEqual(layoutField(field, width: 200).frame.height, 43.5)
        field.counter = CharacterCounter(limit: 20)
        let box = layoutField(field, width: 200)
        expectEqual(box.first(role: .label)?.frame.height, 27)
        expectEqual(box.frame.height, 57)
        // The counter stays on the first title line.
        expectEqual(box.first(role: .counter)?.frame.y, 6)
        expectEqual(box.first(role: .input)?.frame.y, 33)
    }

    @Test func counterOnATextarea() throws {
        var bio = Field(id: "bio", label: "Biography", kind: .textarea, value: words(12, letters: 9))
        bio.counter = CharacterCounter(limit: 1000)
        let box = layoutField(bio, width: 324, theme: .refined)
        let counter = try require(box.first(role: .counter))
        expectEqual(counter.text, "119/1000")
        expectEqual(counter.frame, Rect(x: 324 - 12 - 44, y: 6, width: 44, height: 13.5))
        expectEqual(box.frame.height, 79.5)
    }

    @Test func counterWiderThanTheLineIsClamped() throws {
        // In an 80 pt field the title line is 56 pt; "0/1000000000" is 66 pt.
        var field = Field(id: "f", label: "L")
        field.counter = CharacterCounter(limit: 1_000_000_000)
        let box = layoutField(field, width: 80, theme: .refined)
        let counter = try require(box.first(role: .counter))
        expectEqual(counter.frame.x, 12)
        expectEqual(counter.frame.width, 56)
        expectEqual(counter.frame.maxX, 68)
        expectEqual(box.first(role: .label)?.frame.width, 1)
    }

    // MARK: Controls

    @Test func pickerHasATrailingControlAndANarrowerValue() throws {
        let unit = layoutField(Field(id: "country", label: "Country", kind: .picker, value: "France", options: ["France"]), width: 200)
        expectEqual(unit.frame.height, 43.5)
        let box = try fieldBox(unit)
        expectEqual(box.children.map(\.role), [.label, .input, .control])
        let input = try require(box.first(role: .input))
        expectEqual(input.frame, Rect(x: 12, y: 19.5, width: 176 - 20 - 8, height: 18))
        expectEqual(input.text, "France")
        // The label leaves the control's column clear too.
        expectEqual(box.first(role: .label)?.frame, Rect(x: 12, y: 6, width: 148, height: 13.5))
        let control = try require(box.first(role: .control, id: "country"))
        expectEqual(control.frame, Rect(x: 168, y: (43.5 - 20) / 2, width: 20, height: 20))
        expectEqual(control.glyph, GlyphRun(.chevronDown, color: Theme.default.colors.control, inset: 4))
        expectEqual(control.text, nil)
    }

    /// A toggle is one row: its label in the value style, centred, and a 36 × 22 switch at the trailing end.
    @Test func toggleIsALabelAndATrailingSwitch() throws {
        for (value, on) in [("true", true), ("YES", true), ("on", true), ("1", true), ("false", false), ("no", false), (nil, false)] as [(String?, Bool)] {
            let unit = layoutField(Field(id: "t", label: "Newsletter", kind: .toggle, value: value), width: 200)
            expectEqual(unit.frame, Rect(x: 0, y: 0, width: 200, height: 43.5))
            let box = try fieldBox(unit)
            expectEqual(box.frame, Rect(x: 0, y: 0, width: 200, height: 43.5))
            expectEqual(box.children.map(\.role), [.label, .control])
            expectEqual(unit.first(role: .input), nil)
            let label = try require(box.first(role: .label, id: "t"))
            expectEqual(label.text, "Newsletter")
            expectEqual(label.textRun?.font, font(.fieldValue))
            // 200 − 12 − 12 − (36 + 8) = 132 wide, one 18 pt line centred in 43.5.
            expectEqual(label.frame, Rect(x: 12, y: 12.75, width: 132, height: 18))
            let control = try require(box.first(role: .control, id: "t"))
            expectEqual(control.isOn, on, "\(value ?? "nil")")
            expectEqual(control.text, (on ? "on" : "off"))
            expectEqual(control.glyph?.glyph, (on ? .toggleKnobOn : .toggleKnobOff))
            expectEqual(control.style.fill, (on ? Theme.default.colors.toggleOn : Theme.default.colors.toggleOff))
            expectEqual(control.frame, Rect(x: 152, y: 10.75, width: 36, height: 22))
            expectEqual(label.frame.maxX + 8, control.frame.x)
        }
    }

    /// A checkbox is one row: a 20 × 20 box at the leading end, then its label 10 pt after it.
    @Test func checkboxIsALeadingBoxThenTheLabel() throws {
        for (value, on) in [("true", true), ("false", false), (nil, false)] as [(String?, Bool)] {
            let unit = layoutField(Field(id: "c", label: "Agree", kind: .checkbox, isRequired: true, value: value), width: 200)
            expectEqual(unit.frame.height, 43.5)
            let box = try fieldBox(unit)
            expectEqual(box.children.map(\.role), [.label, .control])
            expectEqual(unit.first(role: .input), nil)
            let control = try require(box.first(role: .control))
            expectEqual(control.frame, Rect(x: 12, y: 11.75, width: 20, height: 20))
            expectEqual(control.isOn, on)
            expectEqual(control.text, (on ? "on" : "off"))
            expectEqual(control.glyph?.glyph, (on ? .checkMark : nil))
            expectEqual(control.style.fill, (on ? Theme.default.colors.accent : Theme.default.colors.card))
            let label = try require(box.first(role: .label))
            expectEqual(label.frame, Rect(x: 42, y: 12.75, width: 146, height: 18))
            expectEqual(label.frame.x, control.frame.maxX + 10)
            expectEqual(label.frame.maxX, 200 - 12)
            expectEqual(label.textRun?.string, "Agree *")
            expectEqual(label.textRun?.font, font(.fieldValue))
        }
    }

    @Test func dateHasATrailingControlAndShowsTheValueInTheLocale() throws {
        let date = Field(id: "d", label: "Date", kind: .date, value: "2026-11-22")
        let unit = layoutField(date, width: 200)
        let box = try fieldBox(unit)
        expectEqual(box.children.map(\.role), [.label, .input, .control])
        expectEqual(box.first(role: .control)?.frame, Rect(x: 168, y: 11.75, width: 20, height: 20))
        expectEqual(box.first(role: .control)?.glyph?.glyph, .calendar)
        let input = try require(box.first(role: .input))
        expectEqual(input.text, "Nov 22, 2026")
        expectEqual(input.frame, Rect(x: 12, y: 19.5, width: 148, height: 18))
        expect(!input.has("placeholder"))
        expectEqual(FieldLayout(theme: theme, measurer: fake).locale, "en_US")
        for (locale, shown) in [("en_US", "Nov 22, 2026"), ("en_GB", "22 Nov 2026"), ("de_DE", "22.11.2026")] {
            let box = FieldLayout(theme: theme, measurer: fake, locale: locale).layout(date, width: 200)
            expectEqual(box.first(role: .input)?.text, shown, "\(locale)")
        }
        // Not a real date, or not written yyyy-MM-dd: shown as written.
        for value in ["2026-02-30", "22/11/2026", "tomorrow"] {
            let box = layoutField(Field(id: "d", label: "Date", kind: .date, value: value), width: 200)
            expectEqual(box.first(role: .input)?.text, value)
        }
        // Only a date field's value is read as a date.
        expectEqual(layoutField(field("t", value: "2026-11-22"), width: 200).first(role: .input)?.text, "2026-11-22")
        // No value: the placeholder.
        let empty = layoutField(Field(id: "d", label: "Date", kind: .date, placeholder: "Select a date"), width: 200)
        expectEqual(empty.first(role: .input)?.text, "Select a date")
        expectEqual(empty.first(role: .input)?.has("placeholder"), true)
    }

    @Test(arguments: [FieldKind.text, .email, .phone, .number, .password, .url, .textarea])
    func entryKindsHaveNoControl(kind: FieldKind) throws {
        let unit = layoutField(Field(id: "f", label: "L", kind: kind, value: "v"), width: 200)
        expectEqual(unit.first(role: .control), nil)
        // A textarea alone has a resize mark in its corner, which tells it from a one-line field.
        try expectEqual(fieldBox(unit).children.map(\.role), (kind == .textarea ? [.label, .input, .resizeGrip] : [.label, .input]))
    }

    /// The resize mark sits in the box's bottom trailing corner, inside its border, and the box keeps
    /// the seed's 43.5 pt for one line.
    @Test func aTextareaHasAResizeMarkInItsCorner() throws {
        let unit = layoutField(Field(id: "a", label: "Notes", kind: .textarea, value: "One line"), width: 300)
        expectEqual(unit.frame.height, 43.5)
        let grip = try require(unit.first(role: .resizeGrip))
        expectEqual(grip.frame, Rect(x: 300 - 3 - 7, y: 43.5 - 3 - 7, width: 7, height: 7))
        expectEqual(grip.glyph?.glyph, .resizeGrip)
    }

    @Test func labelOfAControlFieldWrapsBeforeTheControl() throws {
        // 31 characters (170.5 pt) fit a text field's 176 pt title line but not the 148 pt a picker leaves.
        let text = layoutField(Field(id: "t", label: words(4), value: "x"), width: 200)
        expectEqual(text.frame.height, 43.5)
        for kind in [FieldKind.picker, .date] {
            let unit = layoutField(Field(id: "p", label: words(4), kind: kind, value: "x"), width: 200)
            let box = try fieldBox(unit)
            let label = try require(box.first(role: .label))
            expectEqual(label.frame, Rect(x: 12, y: 6, width: 148, height: 27))
            expectEqual(box.frame.height, 57)
            expectEqual(unit.frame.height, 57)
            let control = try require(box.first(role: .control))
            expectEqual(label.frame.maxX + 8, control.frame.x)
            expectEqual(control.frame, Rect(x: 168, y: 18.5, width: 20, height: 20))
        }
    }

    @Test func labelOfASwitchRowWrapsInTheValueFont() throws {
        // 7.5 pt characters: the toggle's 132 pt and the checkbox's 146 pt hold "aaaaaaa bbbbbbb" (112.5)
        // but not a third word, so four words take two 18 pt lines: 36 + 6 + 6 = 48.
        let toggle = layoutField(Field(id: "t", label: words(4), kind: .toggle), width: 200)
        expectEqual(toggle.frame.height, 48)
        try expectEqual(fieldBox(toggle).frame, Rect(x: 0, y: 0, width: 200, height: 48))
        expectEqual(toggle.first(role: .label)?.frame, Rect(x: 12, y: 6, width: 132, height: 36))
        expectEqual(toggle.first(role: .control)?.frame, Rect(x: 152, y: 13, width: 36, height: 22))
        let checkbox = layoutField(Field(id: "c", label: words(4), kind: .checkbox), width: 200)
        expectEqual(checkbox.frame.height, 48)
        expectEqual(checkbox.first(role: .label)?.frame, Rect(x: 42, y: 6, width: 146, height: 36))
        expectEqual(checkbox.first(role: .control)?.frame, Rect(x: 12, y: 14, width: 20, height: 20))

        let recorder = RecordingMeasurer()
        _ = FieldLayout(theme: theme, measurer: recorder).layout(Field(id: "t", label: "Newsletter", kind: .toggle, isRequired: true), width: 200)
        expectEqual(recorder.calls, [RecordingMeasurer.Call(text: "Newsletter *", font: theme.font(.fieldValue), maxWidth: 132, wrapping: .wrap)])
    }

    @Test func switchRowsHaveNoCounterOrInput() {
        for kind in [FieldKind.toggle, .checkbox] {
            var f = Field(id: "s", label: "Switch", kind: kind, value: "true")
            f.counter = CharacterCounter(limit: 10)
            let unit = layoutField(f, width: 200)
            expectEqual(unit.first(role: .counter), nil)
            expectEqual(unit.first(role: .input), nil)
            expectEqual(unit.frame.height, 43.5)
        }
    }

    @Test func counterOfAControlFieldSitsBeforeTheControl() throws {
        var f = Field(id: "d", label: "Date", kind: .date, value: "2026-11-22")
        f.counter = CharacterCounter(limit: 10)
        let box = try fieldBox(layoutField(f, width: 200, theme: .refined))
        expectEqual(box.children.map(\.role), [.label, .counter, .input, .control])
        // "10/10" is 27.5 pt: it ends where the control's column (20 + 8) begins.
        let counter = try require(box.first(role: .counter))
        expectEqual(counter.text, "10/10")
        expectEqual(counter.frame, Rect(x: 200 - 12 - 28 - 27.5, y: 6, width: 27.5, height: 13.5))
        expectEqual(box.first(role: .label)?.frame.width, 148 - 27.5 - 8)
        expectEqual(box.first(role: .control)?.frame.x, 168)
    }

    @Test func controlIsCentredOnTheBoxNotTheUnit() throws {
        let unit = layoutField(Field(id: "p", label: words(9), kind: .picker, value: "x"), width: 200)
        let box = try fieldBox(unit)
        let control = try require(box.first(role: .control))
        expectEqual(box.frame.height, 70.5)  // three title lines
        expectEqual(control.frame.y, (box.frame.height - 20) / 2)
        // An error line or an open panel under the box does not move the control.
        for state in [FieldState(error: "Wrong"), FieldState(isOpen: true), FieldState(isActive: true, error: "Wrong", isOpen: true)] {
            let withState = layoutField(field("p", label: words(9), kind: .picker, value: "x", state: state), width: 200)
            try expectEqual(fieldBox(withState).first(role: .control)?.frame, Rect(x: 168, y: 25.25, width: 20, height: 20))
            expect(withState.frame.height > 70.5)
        }
        let toggle = layoutField(field("t", kind: .toggle, state: FieldState(error: "Required")), width: 200)
        expectEqual(toggle.first(role: .control)?.frame, Rect(x: 152, y: 10.75, width: 36, height: 22))
        expectEqual(toggle.first(role: .label)?.frame, Rect(x: 12, y: 12.75, width: 132, height: 18))
    }

    // MARK: Invariants

    /// Inside one field's box, label, counter, input and control never overlap, and all stay inside the
    /// box's padding.
    @Test(arguments: FieldKind.allCases)
    func partsOfAFieldDoNotOverlap(kind: FieldKind) throws {
        for width in [80.0, 150, 200, 311, 400] {
            for counter in [false, true] {
                for label in ["Name", words(4), words(9)] {
                    var f = Field(id: "f", label: label, kind: kind, isRequired: true, value: words(6, letters: 5))
                    f.counter = counter ? CharacterCounter(limit: 100) : nil
                    let unit = layoutField(f, width: width)
                    let box = try fieldBox(unit)
                    expectEqual(unit.children.count, 1)
                    expectEqual(box.frame, unit.frame)
                    let parts = box.children
                    expect(parts.count >= 2)
                    // At 80 pt a control leaves a 28 pt title line, which the counter fills: the label
                    // keeps its 1 pt minimum under the counter (nothing sensible fits there).
                    let degenerate = width == 80 && counter && (kind == .picker || kind == .date)
                    // The resize mark sits in the corner, in the padding; the rest inside it.
                    for part in parts where part.role != .resizeGrip {
                        expect(part.frame.x >= 12, "\(kind) \(part.role) at width \(width)")
                        expect(part.frame.maxX <= width - 12, "\(kind) \(part.role) at width \(width)")
                        expect(part.frame.y >= 6 && part.frame.maxY <= box.frame.height - 6, "\(kind) \(part.role) at width \(width)")
                    }
                    for i in parts.indices where !degenerate {
                        for j in parts.indices where j > i {
                            expect(!intersects(parts[i].frame, parts[j].frame), "\(kind) width \(width) counter \(counter): \(parts[i].role) \(parts[i].frame) overlaps \(parts[j].role) \(parts[j].frame)")
                        }
                    }
                }
            }
        }
    }

    @Test func everyPartCarriesTheFieldID() {
        var f = Field(id: "user.name", label: "Name", kind: .picker, value: "v")
        f.counter = CharacterCounter()
        let box = layoutField(f, width: 200)
        expect(box.allBoxes().allSatisfy { $0.id == "user.name" })
        expectEqual(box.allBoxes().map(\.role), [.field, .box, .label, .counter, .input, .control])
    }
}

/// Huge values and labels are cut, so a hostile file cannot make shaping take minutes.
@Suite struct FieldTextBoundsTests {
    @Test func longValuesAndLabelsAreClippedWithAnEllipsis() throws {
        let long = String(repeating: "word ", count: 10_000)
        let unit = layoutField(Field(id: "t", label: long, kind: .textarea, value: long), width: 300)
        let input = try require(unit.first(role: .input, id: "t"))
        let label = try require(unit.first(role: .label, id: "t"))
        expectEqual(input.text?.count, ShownText.maxCharacters)
        expectEqual(input.text?.hasSuffix("…"), true)
        expectEqual(label.text?.count, ShownText.maxCharacters)
        let short = layoutField(Field(id: "t", label: "Bio", kind: .textarea, value: "word word"), width: 300)
        expectEqual(short.first(role: .input, id: "t")?.text, "word word")
    }
}
