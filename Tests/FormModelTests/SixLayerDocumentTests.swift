import Expectations
import Testing
import FormModel
import FormSupport

/// A hints file rendered on its own is drawn as SixLayer's form views draw it: its kinds, values,
/// placeholders, captions and sections.
@Suite struct SixLayerDocumentTests {
    func document(_ json: String) throws -> (FormDocument, [String]) {
        let (hints, parseWarnings) = try parseHints(json, model: "Expense", file: "Expense.hints")
        var log = WarningLog()
        let document = HintsFormat.builder(for: hints).build(warnings: &log)
        return (document, parseWarnings.map(\.message) + log.warnings.map(\.message))
    }

    func field(_ json: String) throws -> Field {
        try require(document("{\"f\": \(json)}").0.sections.first?.fields.first)
    }

    /// `DefaultPlatformFieldView`'s switch on the field type.
    @Test(arguments: [
        ("string", FieldKind.text, "Enter f"), ("number", .stepper, nil), ("boolean", .toggle, nil), ("date", .date, nil),
        ("url", .url, "Enter URL"), ("uuid", .text, "Enter UUID"), ("image", .image, nil), ("document", .document, nil),
        ("custom", .text, "Enter f"), ("relationship", .text, "Enter f"), ("Hologram", .text, "Enter f"),
        ("email", .email, "Enter f"), ("textarea", .textarea, "Enter f"),
    ] as [(String, FieldKind, String?)])
    func kindsByFieldType(type: String, kind: FieldKind, placeholder: String?) throws {
        let (document, warnings) = try document("{\"f\": {\"fieldType\": \"\(type)\"}}")
        let f = try require(document.sections.first?.fields.first)
        expectEqual(f.kind, kind)
        expectEqual(f.placeholder, placeholder)
        expect(warnings.isEmpty, "SixLayer's custom types are no mistake")
    }

    /// (Without a value, the screen shows 0: `SixLayerLayoutTests`; paper leaves it blank.)
    @Test func numberKeepsItsDefault() throws {
        try expectEqual(field(#"{"fieldType": "number"}"#).value, nil)
        try expectEqual(field(#"{"fieldType": "number", "defaultValue": 2.5}"#).value, "2.5")
    }

    /// The picker shows the chosen option's label; a value none of the options has shows the first.
    @Test func pickerShowsTheChosenLabel() throws {
        let options = #""options": [{"value": "meals", "label": "Meals"}, {"value": "travel", "label": "Travel"}]"#
        let chosen = try field("{\"fieldType\": \"string\", \"inputType\": \"picker\", \"defaultValue\": \"travel\", \(options)}")
        expectEqual(chosen.kind, .picker)
        expectEqual(chosen.value, "Travel")
        expectEqual(chosen.options, ["Meals", "Travel"])
        // No chosen option: the screen shows the first (a printed form leaves the choice blank).
        let unchosen = try field("{\"inputType\": \"picker\", \(options)}")
        expect(unchosen.value == nil && unchosen.selectsFirstOption)
        try expectEqual(field("{\"inputType\": \"picker\", \"defaultValue\": \"gone\", \(options)}").value, nil)
        // Options SixLayer cannot make a picker of: a text field, and a warning that says why.
        for (json, why) in [(#"{"options": [{"value": "a", "label": "A"}]}"#, "it has no inputType \"picker\""),
                            (#"{"inputType": "Picker", "options": [{"value": "a", "label": "A"}]}"#, "its inputType is \"Picker\", not \"picker\""),
                            (#"{"inputType": "picker", "options": ["a", "b"]}"#, "they are text, not {\"value\", \"label\"} objects")] {
            let (document, warnings) = try document("{\"f\": \(json)}")
            expectEqual(document.sections.first?.fields.first?.kind, .text, "\(json)")
            expectEqual(warnings, ["field 'f' has options, but \(why): SixLayer draws a text field, and so does FormRender"])
        }
        try expectEqual(field("{\"fieldType\": \"number\", \"inputType\": \"picker\", \(options)}").kind, .stepper, "SixLayer draws a picker only on a text field")
    }

    @Test func captionsForOptionalMultipleAndDefault() throws {
        try expectEqual(field(#"{"isOptional": true, "isArray": "true", "defaultValue": "x"}"#).caption, "Optional • Multiple values • Has default")
        try expectEqual(field(#"{"isOptional": true}"#).caption, "Optional")
        try expectEqual(field(#"{"defaultValue": false}"#).caption, "Has default")
        try expectEqual(field(#"{"isOptional": false, "isArray": false}"#).caption, nil)
        let required = try field(#"{"isOptional": false}"#)
        expect(required.isRequired, "not optional: the asterisk")
        try expect(!field("{}").isRequired, "unknown: no asterisk")
    }

    @Test func hiddenAndReadOnly() throws {
        let (document, _) = try document(#"{"a": {"isHidden": "true"}, "b": {"isEditable": "false"}, "c": {"isEditable": true}}"#)
        let fields = try require(document.sections.first?.fields)
        expectEqual(fields.map(\.id), ["b", "c"])
        expectEqual(fields.map(\.isEditable), [false, true])
    }

    /// SixLayer's SectionBuilder shows only what its sections list; the rest is named in a warning.
    @Test func fieldsNoSectionListsAreNotShown() throws {
        let (document, warnings) = try document("""
        {"a": {}, "b": {}, "c": {}, "_sections": [{"id": "one", "title": "One", "fields": ["b", "x"]}, {"id": "two", "title": "Two"}]}
        """)
        expectEqual(document.sections.map(\.id), ["one", "two"])
        expectEqual(document.sections.map { $0.fields.map(\.id) }, [["b"], []])
        expectEqual(warnings, ["Section 'one' references fields that don't exist: x",
                             "fields no section lists are not shown, as SixLayer shows only the fields its sections list: a, c"])
    }

    /// Without sections: one, in `IntelligentFormView`'s priority order ("title", "name", ids with
    /// "title", then "summary", then by id) and its adaptive layout.
    @Test func withoutSectionsEveryFieldIsInOneInSixLayersOrder() throws {
        let (document, warnings) = try document(#"{"zeta": {}, "summary": {}, "Name": {}, "subtitle": {}, "alpha": {}, "title": {}, "_sections": []}"#)
        expectEqual(document.sections.map { $0.fields.map(\.id) }, [["title", "Name", "subtitle", "summary", "alpha", "zeta"]])
        expectEqual(document.sections.first?.style, .adaptive)
        expect(warnings.isEmpty)
        let (empty, emptyWarnings) = try self.document(#"{"a": {"isHidden": true}}"#)
        expectEqual(empty.sections.first?.fields.isEmpty, true)
        expectEqual(emptyWarnings, ["no field to show: the file has none, or every one is hidden"])
    }

    /// Form files keep FormRender's own reading: a model's hints under a form file's field.
    @Test func formFilesAreNotDrawnLikeSixLayer() throws {
        let (hints, _) = try parseHints(#"{"n": {"fieldType": "number"}, "s": {"fieldType": "string"}}"#)
        var log = WarningLog()
        let builder = DocumentBuilder(name: "F", title: nil, fields: hints.fieldSources, hints: hints, sections: nil, values: [:])
        let fields = try require(builder.build(warnings: &log).sections.first?.fields)
        expectEqual(fields.map(\.kind), [.number, .text])
        expectEqual(fields.map(\.placeholder), [nil, nil])
    }
}
