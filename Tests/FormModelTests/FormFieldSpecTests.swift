import Foundation
import Expectations
import Testing
import FormModel
import FormSupport

private func load(_ path: String, directories: [String] = []) throws -> (FormDocument, [FormWarning]) {
    var log = WarningLog()
    let document = try FormLoader(library: HintsLibrary(directories: directories)).load(path, warnings: &log)
    return (document, log.warnings)
}

private func fieldIDs(_ document: FormDocument) -> [[String]] {
    document.sections.map { $0.fields.map(\.id) }
}

private func field(_ id: String, in document: FormDocument) -> Field? {
    document.sections.flatMap(\.fields).first { $0.id == id }
}

/// Loads `NAME.form.json` with `json`, beside `Hints/User.hints` holding `hints` when given.
private func loadForm(_ json: String, hints: String? = nil) throws -> (FormDocument, [FormWarning]) {
    try withTemporaryDirectory { directory in
        let hintsDirectory = try directory.subdirectory("Hints")
        if let hints { try directory.write("Hints/User.hints", hints) }
        let path = try directory.write("signup.form.json", json)
        return try load(path, directories: [hintsDirectory])
    }
}

@Suite("Form files: field keys and locale")
struct FormFieldSpecTests {
    @Test func flagKeysAreRead() throws {
        let (form, warnings) = try parseForm("""
        {"fields": [
          {"id": "a", "isClearable": true, "isEditable": false, "isHidden": false},
          {"id": "b", "isClearable": "yes", "isEditable": "true", "isHidden": 1},
          {"id": "c", "isClearable": 0, "isEditable": "NO", "isHidden": "False"},
          {"id": "d", "isClearable": null, "isEditable": null, "isHidden": null},
          {"id": "e"}
        ]}
        """)
        expect(warnings.isEmpty)
        let fields = try require(form.fields)
        expectEqual(fields.map(\.isClearable), [true, true, false, nil, nil])
        expectEqual(fields.map(\.isEditable), [false, true, false, nil, nil])
        expectEqual(fields.map(\.isHidden), [false, true, false, nil, nil])
    }

    @Test func flagKeysMustBeBooleans() {
        let expected = "must be true or false (or \"true\"/\"false\")"
        let hidden = expectFormError { _ = try parseForm(#"{"fields": [{"id": "a", "isHidden": "maybe"}]}"#) }
        expectEqual(hidden?.description, "signup.form.json:1:37: error: 'fields[0].isHidden' \(expected), found a string")
        expectEqual(hidden?.location.keyPath, "fields[0].isHidden")
        let editable = expectFormError { _ = try parseForm(#"{"fields": [{"id": "a", "isEditable": 2}]}"#) }
        expectEqual(editable?.description, "signup.form.json:1:39: error: 'fields[0].isEditable' \(expected), found 2")
        let clearable = expectFormError { _ = try parseForm(#"{"fields": [{"id": "a", "isClearable": []}]}"#) }
        expectEqual(clearable?.description, "signup.form.json:1:40: error: 'fields[0].isClearable' \(expected), found an array")
    }

    @Test func locale() throws {
        try expectEqual(parseForm(#"{"fields": [], "locale": "de_DE"}"#).0.locale, "de_DE")
        try expectEqual(parseForm(#"{"fields": []}"#).0.locale, nil)
        try expectEqual(parseForm(#"{"fields": [], "locale": null}"#).0.locale, nil)
        expectEqual(expectFormError { _ = try parseForm(#"{"locale": 5}"#) }?.description, "signup.form.json:1:12: error: 'locale' must be a string, found 5")
        expectEqual(expectFormError { _ = try parseForm(#"{"locale": ["de"]}"#) }?.message, "'locale' must be a string, found an array")
    }

    @Test func theLocaleReachesTheDocument() throws {
        try expectEqual(loadForm(#"{"fields": [{"id": "a"}], "locale": "de_DE"}"#).0.locale, "de_DE")
        try expectEqual(loadForm(#"{"fields": [{"id": "a"}]}"#).0.locale, "en_US")
        expectEqual(FormDocument.defaultLocale, "en_US")
    }

    @Test func theLocaleReachesEveryVariant() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("signup.form.json", """
            {"fields": [{"id": "a"}], "locale": "fr_FR", "variants": {"x": {"active": "a"}}}
            """)
            var log = WarningLog()
            let states = try FormLoader(library: HintsLibrary(directories: [])).loadStates(path, warnings: &log)
            expectEqual(states.map(\.document.locale), ["fr_FR", "fr_FR"])
        }
    }

    @Test func otherInputsUseTheDefaultLocale() throws {
        try withTemporaryDirectory { directory in
            let items = try directory.write("survey.json", #"{"Items": [{"kind": "date", "key": "d"}]}"#)
            try expectEqual(load(items).0.locale, "en_US")
            let hints = try directory.write("User.hints", #"{"d": {"fieldType": "date"}}"#)
            try expectEqual(load(hints).0.locale, "en_US")
        }
    }

    @Test func aHiddenFieldIsNotInTheDocument() throws {
        let (document, warnings) = try loadForm("""
        {"fields": [{"id": "name"}, {"id": "internalID", "isHidden": true}, {"id": "email"}],
         "values": {"internalID": "42"}}
        """)
        expect(warnings.isEmpty)
        expectEqual(fieldIDs(document), [["name", "email"]])
        expectEqual(field("internalID", in: document), nil)
    }

    @Test func aSectionListingAHiddenFieldDoesNotWarn() throws {
        let (document, warnings) = try loadForm("""
        {"fields": [{"id": "name"}, {"id": "internalID", "isHidden": "true"}, {"id": "email"}],
         "sections": [{"id": "s", "title": "S", "fields": ["internalID", "name"]},
                      {"id": "t", "title": "T", "fields": ["email", "ghost"]}]}
        """)
        expectEqual(fieldIDs(document), [["name"], ["email"]])
        expectEqual(warnings.map(\.message), ["Section 't' references fields that don't exist: ghost"], "the hidden field is neither missing nor left over; a truly missing one still warns")
    }

    @Test func theFormsIsHiddenOverridesTheHints() throws {
        let hints = #"{"username": {}, "internalID": {"isHidden": true}, "token": {}}"#
        let (shown, _) = try loadForm("""
        {"model": "User", "fields": [{"id": "username"}, {"id": "internalID", "isHidden": false}, {"id": "token", "isHidden": true}]}
        """, hints: hints)
        expectEqual(fieldIDs(shown), [["username", "internalID"]])
        let (byHints, _) = try loadForm(#"{"model": "User", "fields": [{"id": "username"}, {"id": "internalID"}, {"id": "token"}]}"#,
                                        hints: hints)
        expectEqual(fieldIDs(byHints), [["username", "token"]])
    }

    @Test func isEditable() throws {
        let (document, _) = try loadForm("""
        {"model": "User",
         "fields": [{"id": "plain"}, {"id": "locked", "isEditable": false}, {"id": "lockedByHints"},
                    {"id": "unlocked", "isEditable": true}]}
        """, hints: #"{"plain": {}, "locked": {}, "lockedByHints": {"isEditable": false}, "unlocked": {"isEditable": false}}"#)
        expectEqual(field("plain", in: document)?.isEditable, true)
        expectEqual(field("locked", in: document)?.isEditable, false)
        expectEqual(field("lockedByHints", in: document)?.isEditable, false)
        expectEqual(field("unlocked", in: document)?.isEditable, true, "the form's isEditable wins over the hints'")
    }

    @Test func isEditableWithoutAModel() throws {
        let (document, _) = try loadForm(#"{"fields": [{"id": "a", "isEditable": false}, {"id": "b"}]}"#)
        expectEqual(field("a", in: document)?.isEditable, false)
        expectEqual(field("b", in: document)?.isEditable, true)
    }

    @Test func isClearable() throws {
        let (document, _) = try loadForm("""
        {"model": "User",
         "fields": [{"id": "plain", "options": ["A"]}, {"id": "clear", "options": ["A"], "isClearable": true},
                    {"id": "clearByHints"}, {"id": "notClear", "isClearable": false}]}
        """, hints: """
        {"plain": {}, "clear": {}, "clearByHints": {"options": ["A"], "isClearable": true},
         "notClear": {"fieldType": "date", "isClearable": true}}
        """)
        expectEqual(field("plain", in: document)?.isClearable, false)
        expectEqual(field("clear", in: document)?.isClearable, true)
        expectEqual(field("clearByHints", in: document)?.isClearable, true)
        expectEqual(field("notClear", in: document)?.isClearable, false, "the form's isClearable wins over the hints'")
        expectEqual(field("notClear", in: document)?.kind, .date)
    }

    @Test func hintsIsClearable() throws {
        let (hints, _) = try parseHints(#"{"a": {"isClearable": true}, "b": {"isClearable": "false"}, "c": {}}"#)
        expectEqual(hints.hints(for: "a")?.isClearable, true)
        expectEqual(hints.hints(for: "b")?.isClearable, false)
        expectEqual(hints.hints(for: "c")?.isClearable, false)
        let (sometimes, warnings) = try fieldHintsWarnings(#"{"isClearable": "sometimes"}"#)
        expectEqual(sometimes.isClearable, false)
        expectEqual(warnings, ["'f.isClearable' is a string; SixLayer reads only true, false, \"true\" or \"false\" here, so it is ignored"])
        try withTemporaryDirectory { directory in
            let path = try directory.write("User.hints", #"{"when": {"fieldType": "date", "isClearable": true}, "other": {}}"#)
            let (document, warnings) = try load(path)
            expect(warnings.isEmpty)
            expectEqual(field("when", in: document)?.isClearable, true)
            expectEqual(field("other", in: document)?.isClearable, false)
        }
    }

    @Test func fieldSourcesCarryTheFlags() {
        let location = FileLocation(file: "signup.form.json", keyPath: "fields[0]")
        let sources = [
            DocumentBuilder.FieldSource(id: "a", isClearable: true, isEditable: false, location: location),
            DocumentBuilder.FieldSource(id: "b", isHidden: true, location: location),
            DocumentBuilder.FieldSource(id: "c", isHidden: false, location: location),
        ]
        var log = WarningLog()
        let document = DocumentBuilder(name: "f", title: nil, fields: sources, hints: nil, sections: nil, values: [:])
            .build(warnings: &log)
        expect(log.warnings.isEmpty)
        expectEqual(fieldIDs(document), [["a", "c"]])
        expectEqual(field("a", in: document)?.isClearable, true)
        expectEqual(field("a", in: document)?.isEditable, false)
        expectEqual(field("c", in: document)?.isClearable, false)
        expectEqual(field("c", in: document)?.isEditable, true)
    }
}
