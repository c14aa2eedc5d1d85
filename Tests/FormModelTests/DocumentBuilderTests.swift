import Foundation
import Expectations
import Testing
// @testable: DocumentBuilder.FieldSource has no public initializer (FormLoader makes them).
@testable import FormModel
import FormSupport

private func source(_ id: String, label: String? = nil, kind: String? = nil, required: Bool? = nil,
                    placeholder: String? = nil, options: [String]? = nil) -> DocumentBuilder.FieldSource {
    DocumentBuilder.FieldSource(id: id, label: label, kindSpelling: kind, isRequired: required, placeholder: placeholder,
                                options: options, location: FileLocation(file: "signup.form.json", keyPath: id))
}

private func hintsFile(_ json: String) throws -> HintsFile {
    try parseHints(json).0
}

/// Sections as a form file declares them.
private func formSections(_ json: String) throws -> [SectionSpec] {
    let (form, _) = try parseForm("{\"sections\": \(json)}")
    return try require(form.sections)
}

private func build(_ fields: [DocumentBuilder.FieldSource], hints: HintsFile? = nil, sections: [SectionSpec]? = nil,
                   values: [String: String] = [:], name: String = "signup", title: String? = "Sign up") -> (FormDocument, [FormWarning]) {
    var log = WarningLog()
    let document = DocumentBuilder(name: name, title: title, fields: fields, hints: hints, sections: sections, values: values)
        .build(warnings: &log)
    return (document, log.warnings)
}

private func ids(_ document: FormDocument) -> [[String]] {
    document.sections.map { $0.fields.map(\.id) }
}

@Suite("DocumentBuilder: sections")
struct DocumentBuilderSectionTests {
    @Test func withoutSectionsEveryFieldGoesInOneDefaultSection() {
        let (document, warnings) = build([source("b"), source("a"), source("c")])
        expect(warnings.isEmpty)
        expectEqual(document.name, "signup")
        expectEqual(document.title, "Sign up")
        expectEqual(document.sections, [Section(id: "default", title: nil, fields: document.sections.first?.fields ?? [])])
        expectEqual(ids(document), [["b", "a", "c"]])
        expectEqual(document.sections.first?.style, .vertical)
    }

    @Test func emptyHintsSectionsAlsoGiveTheDefaultSection() throws {
        let hints = try hintsFile(#"{"a": {}, "_sections": []}"#)
        let (document, warnings) = build([source("a")], hints: hints)
        expect(warnings.isEmpty)
        expectEqual(document.sections.map(\.id), ["default"])
    }

    @Test func hintsSectionsAreUsedWhenTheFormHasNone() throws {
        let hints = try hintsFile("""
        {"a": {}, "b": {}, "c": {},
         "_sections": [{"id": "one", "title": "One", "fields": ["c", "a"]}, {"id": "two", "title": "Two", "fields": ["b"]}]}
        """)
        let (document, warnings) = build([source("a"), source("b"), source("c")], hints: hints)
        expect(warnings.isEmpty)
        expectEqual(document.sections.map(\.id), ["one", "two"])
        expectEqual(document.sections.map(\.title), ["One", "Two"])
        expectEqual(ids(document), [["c", "a"], ["b"]], "a section's field order is its list's order")
    }

    @Test func formSectionsOverrideHintsSections() throws {
        let hints = try hintsFile("""
        {"a": {}, "b": {}, "_sections": [{"id": "fromHints", "title": "Hints", "fields": ["a", "b"]}]}
        """)
        let sections = try formSections(#"[{"id": "fromForm", "title": "Form", "fields": ["b", "a"]}]"#)
        let (document, warnings) = build([source("a"), source("b")], hints: hints, sections: sections)
        expect(warnings.isEmpty)
        expectEqual(document.sections.map(\.id), ["fromForm"])
        expectEqual(ids(document), [["b", "a"]])
    }

    @Test func sectionPropertiesAreCarried() throws {
        let sections = try formSections("""
        [{"id": "s", "title": "Title", "description": "Words", "fields": ["a"], "layoutStyle": "grid",
          "isCollapsible": true, "isCollapsed": true},
         {"id": "t", "title": "Open", "fields": ["b"], "isCollapsible": true}]
        """)
        let (document, warnings) = build([source("a"), source("b")], sections: sections)
        expect(warnings.isEmpty)
        let first = try require(document.sections.first)
        expectEqual(first.title, "Title")
        expectEqual(first.description, "Words")
        expectEqual(first.style, .grid)
        expect(first.isCollapsible)
        expect(first.isCollapsed)
        expect(document.sections[1].isCollapsible)
        expectEqual(document.sections[1].isCollapsed, false)
    }

    @Test func missingFieldsAreWarnedAboutAndTheRestKept() throws {
        let hints = try hintsFile("""
        {
          "username": {}, "email": {},
          "_sections": [
            {"id": "account", "title": "Account", "fields": ["username", "password", "email", "pin"]}
          ]
        }
        """)
        let (document, warnings) = build([source("username"), source("email")], hints: hints)
        expectEqual(ids(document), [["username", "email"]])
        expectEqual(warnings.count, 1)
        let warning = try require(warnings.first)
        expectEqual(warning.message, "Section 'account' references fields that don't exist: password, pin")
        expectEqual(warning.location, FileLocation(file: "User.hints", position: pos(4, 5), keyPath: "_sections[0]"))
        expect(warning.description.hasPrefix("⚠️ Warning: Section 'account' references fields that don't exist: "))
        expectEqual(warning.description, "⚠️ Warning: Section 'account' references fields that don't exist: password, pin (User.hints:4:5)")
    }

    @Test func aSectionWhoseFieldsAreAllMissingIsStillShown() throws {
        let sections = try formSections(#"[{"id": "a", "title": "A", "fields": ["x"]}, {"id": "b", "title": "B", "fields": ["f"]}]"#)
        let (document, warnings) = build([source("f")], sections: sections)
        expectEqual(document.sections.map(\.id), ["a", "b"])
        expectEqual(ids(document), [[], ["f"]])
        expectEqual(warnings.map(\.message), ["Section 'a' references fields that don't exist: x"])
    }

    @Test func fieldsNoSectionListsGoInAFinalUntitledSection() throws {
        let hints = try hintsFile("""
        {"a": {}, "b": {}, "c": {}, "d": {},
         "_sections": [{"id": "s", "title": "S", "fields": ["b"]}, {"id": "t", "title": "T", "fields": []}]}
        """)
        let (document, warnings) = build([source("a"), source("b"), source("c"), source("d")], hints: hints)
        expectEqual(document.sections.map(\.id), ["s", "t", "unsectioned"])
        expectEqual(document.sections.last?.title, nil)
        expectEqual(ids(document), [["b"], [], ["a", "c", "d"]])
        expectEqual(warnings.map(\.message), ["fields no section lists are shown in a final untitled section: a, c, d"])
        expectEqual(warnings.first?.location, FileLocation(file: "User.hints"))
        expectEqual(warnings.first?.description, "⚠️ Warning: fields no section lists are shown in a final untitled section: a, c, d (User.hints)")
    }

    @Test func aFieldListedTwiceIsShownOnce() throws {
        let sections = try formSections(#"[{"id": "s", "title": "S", "fields": ["a", "b"]}, {"id": "t", "title": "T", "fields": ["b", "c"]}]"#)
        let (document, warnings) = build([source("a"), source("b"), source("c")], sections: sections)
        expectEqual(ids(document), [["a", "b"], ["c"]])
        expectEqual(warnings.map(\.message), ["Section 't' lists a field already shown: 'b'; drawn once, where first listed (SixLayer would draw it again)"])
        expectEqual(warnings.first?.location.keyPath, "sections[1]")
    }

    @Test func aFieldListedTwiceInOneSectionSaysSo() throws {
        let sections = try formSections(#"[{"id": "s", "title": "S", "fields": ["a", "b", "a"]}]"#)
        let (document, warnings) = build([source("a"), source("b")], sections: sections)
        expectEqual(ids(document), [["a", "b"]])
        expectEqual(warnings.map(\.message), ["Section 's' lists a field already shown: 'a' (listed twice here); drawn once, where first listed (SixLayer would draw it again)"])
    }

    @Test func repeatedFieldsWarnOnceASectionAndWarningsAreBounded() throws {
        let ids = (0..<2000).map { "f\($0)" }
        let list = ids.map { "\"\($0)\"" }.joined(separator: ", ")
        let sectionsJSON = "[" + (0..<300).map { #"{"id": "s\#($0)", "title": "S", "fields": [\#(list)]}"# }.joined(separator: ", ") + "]"
        let sections = try formSections(sectionsJSON)
        let (document, warnings) = build(ids.map { source($0) }, sections: sections)
        expectEqual(document.sections[0].fields.count, 2000)
        // 299 sections repeat 2000 fields each: 299 lines, not 598,000, and only the first hundred kept.
        expectEqual(warnings.count, WarningLog.maxWarnings + 1)
        expectEqual(warnings[0].message, "Section 's1' lists fields already shown: " +
            ids.prefix(20).map { "'\($0)'" }.joined(separator: ", ") + " and 1980 more; drawn once, where first listed (SixLayer would draw them again)")
        expectEqual(warnings.last?.message, "199 more warnings not shown")
    }

    @Test func collapsedWithoutCollapsibleIsShownExpanded() throws {
        let sections = try formSections(#"[{"id": "adv", "title": "Advanced", "fields": ["a"], "isCollapsed": true}]"#)
        let (document, warnings) = build([source("a")], sections: sections)
        expectEqual(document.sections.first?.isCollapsed, false)
        expectEqual(document.sections.first?.isCollapsible, false)
        expectEqual(warnings.map(\.message), ["Section 'adv' sets isCollapsed without isCollapsible: true; shown expanded"])
    }

    @Test func hiddenFieldsAreNotRenderedAndNotMissing() throws {
        let hints = try hintsFile("""
        {"id": {"isHidden": true}, "name": {}, "secret": {"isHidden": "true"},
         "_sections": [{"id": "s", "title": "S", "fields": ["id", "name", "secret"]}]}
        """)
        let (document, warnings) = build([source("id"), source("name"), source("secret")], hints: hints)
        expectEqual(ids(document), [["name"]])
        expect(warnings.isEmpty, "a hidden field is neither missing nor left over")
    }

    @Test func hiddenFieldsAreLeftOutOfTheDefaultSection() throws {
        let hints = try hintsFile(#"{"id": {"isHidden": true}, "name": {}}"#)
        let (document, _) = build([source("id"), source("name")], hints: hints)
        expectEqual(ids(document), [["name"]])
        let (allHidden, _) = build([source("id")], hints: hints)
        expectEqual(ids(allHidden), [[]])
    }
}

@Suite("DocumentBuilder: fields")
struct DocumentBuilderFieldTests {
    private func field(_ source: DocumentBuilder.FieldSource, hints json: String? = nil,
                       values: [String: String] = [:]) throws -> (Field, [FormWarning]) {
        let hints = try json.map { try hintsFile("{\"\(source.id)\": \($0)}") }
        let (document, warnings) = build([source], hints: hints, values: values)
        return (try require(document.sections.first?.fields.first), warnings)
    }

    @Test func labelPrecedence() throws {
        try expectEqual(field(source("postalCode")).0.label, "Postal Code")
        try expectEqual(field(source("postalCode"), hints: #"{"label": "ZIP"}"#).0.label, "ZIP")
        try expectEqual(field(source("postalCode"), hints: #"{"metadata": {"label": "Post code"}}"#).0.label, "Post code")
        try expectEqual(field(source("postalCode", label: "Postcode"), hints: #"{"label": "ZIP"}"#).0.label, "Postcode")
        try expectEqual(field(source("first_name")).0.label, "First Name")
    }

    @Test(arguments: [
        // (form isRequired, hints JSON, expected)
        (Bool?.none, "{}", false),
        (nil, #"{"isRequired": true}"#, true),
        (nil, #"{"isRequired": "false"}"#, false),
        (nil, #"{"isOptional": false}"#, true),
        (nil, #"{"isOptional": "true"}"#, false),
        (nil, #"{"isRequired": false, "isOptional": false}"#, false),
        (nil, #"{"isRequired": true, "isOptional": true}"#, true),
        (true, #"{"isRequired": false}"#, true),
        (false, #"{"isRequired": true}"#, false),
        (false, #"{"isOptional": false}"#, false),
    ])
    func requiredPrecedence(formRequired: Bool?, hints: String, expected: Bool) throws {
        try expectEqual(field(source("f", required: formRequired), hints: hints).0.isRequired, expected)
    }

    @Test func kindFromSpellings() throws {
        try expectEqual(field(source("f")).0.kind, .text)
        try expectEqual(field(source("f"), hints: #"{"fieldType": "emailAddress"}"#).0.kind, .email)
        try expectEqual(field(source("f"), hints: #"{"contentType": "telephoneNumber"}"#).0.kind, .phone)
        try expectEqual(field(source("f"), hints: #"{"inputType": "tel"}"#).0.kind, .phone)
        try expectEqual(field(source("f", kind: "textarea"), hints: #"{"fieldType": "email"}"#).0.kind, .textarea, "the form's own type wins over the hints'")
    }

    @Test func optionsMakeAPicker() throws {
        let (fromHints, _) = try field(source("size"), hints: #"{"options": ["S", "M", "L"]}"#)
        expectEqual(fromHints.kind, .picker)
        expectEqual(fromHints.options, ["S", "M", "L"])
        let (fromForm, _) = try field(source("size", options: ["XS"]), hints: #"{"options": ["S", "M"]}"#)
        expectEqual(fromForm.options, ["XS"], "the form's options win")
        let (typed, _) = try field(source("size", kind: "text"), hints: #"{"options": ["S"]}"#)
        expectEqual(typed.kind, .text, "an explicit type wins over the picker default")
        let (empty, _) = try field(source("size", options: []))
        expectEqual(empty.kind, .text)
    }

    @Test func unknownTypeIsWarnedAboutAndDrawnAsTheDefault() throws {
        let (text, warnings) = try field(source("f", kind: "hologram"))
        expectEqual(text.kind, .text)
        expectEqual(warnings.map(\.message), [
            "field 'f' has an unknown type 'hologram' (expected one of text, email, phone, number, password, url, textarea, picker, date, toggle, checkbox, stepper, image, document, signature); drawn as text",
        ])
        expectEqual(warnings.first?.location, FileLocation(file: "signup.form.json", keyPath: "f"))
        expectEqual(warnings.first?.description.hasSuffix("; drawn as text (signup.form.json: f)"), true)

        let (picker, pickerWarnings) = try field(source("f"), hints: #"{"fieldType": "carousel", "options": ["a"]}"#)
        expectEqual(picker.kind, .picker)
        expectEqual(pickerWarnings.first?.message.hasSuffix("; drawn as picker"), true)
    }

    @Test func placeholderEditabilityAndHints() throws {
        let (plain, _) = try field(source("f"), hints: #"{"placeholder": "from hints", "isEditable": false, "maxLength": 9}"#)
        expectEqual(plain.placeholder, "from hints")
        expectEqual(plain.isEditable, false)
        expectEqual(plain.counter, nil, "a maxLength alone draws no counter")
        let (own, _) = try field(source("f", placeholder: "own"), hints: #"{"placeholder": "from hints"}"#)
        expectEqual(own.placeholder, "own")
        let (none, _) = try field(source("f"))
        expectEqual(none.placeholder, nil)
        expect(none.isEditable)
        expectEqual(none.preferredWidth, nil)
        expectEqual(none.counter, nil)
    }

    @Test(arguments: [
        // (hints JSON, the width the field asks for)
        ("{}", FieldWidth?.none),
        (#"{"displayWidth": "narrow"}"#, .points(150)),
        (#"{"displayWidth": "medium"}"#, .points(200)),
        (#"{"displayWidth": "wide"}"#, .points(400)),
        (#"{"displayWidth": "320"}"#, .points(320)),
        (#"{"expectedLength": 30}"#, .characters(30)),
        (#"{"expectedLength": 5000}"#, .characters(5000)),
        (#"{"expectedLength": 0}"#, nil),
        (#"{"displayWidth": "narrow", "expectedLength": 30}"#, .points(150)),
    ])
    func widthFromHints(hints: String, expected: FieldWidth?) throws {
        try expectEqual(field(source("f"), hints: hints).0.preferredWidth, expected)
    }

    @Test(arguments: [
        // (hints JSON, the counter drawn)
        ("{}", CharacterCounter?.none),
        (#"{"maxLength": 20}"#, nil),
        (#"{"showCharacterCounter": false, "maxLength": 20}"#, nil),
        (#"{"showCharacterCounter": true}"#, CharacterCounter(limit: nil)),
        (#"{"showCharacterCounter": true, "maxLength": 20}"#, CharacterCounter(limit: 20)),
        (#"{"showCharacterCounter": "true", "maxLength": "0"}"#, CharacterCounter(limit: 0)),
    ])
    func counterFromHints(hints: String, expected: CharacterCounter?) throws {
        try expectEqual(field(source("f"), hints: hints).0.counter, expected)
    }

    @Test func valuePrecedence() throws {
        try expectEqual(field(source("f")).0.value, nil)
        try expectEqual(field(source("f"), hints: #"{"defaultValue": "default"}"#).0.value, "default")
        try expectEqual(field(source("f"), hints: #"{"defaultValue": "default"}"#, values: ["f": "given"]).0.value, "given")
        try expectEqual(field(source("f"), values: ["f": ""]).0.value, "", "an empty value is still a value")
        try expectEqual(field(source("f"), values: ["other": "x"]).0.value, nil)
    }
}
