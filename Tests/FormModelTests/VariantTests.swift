import Foundation
import Expectations
import Testing
// @testable: the form-file warning lists FormFileParser.knownKeys, which grows as the format does.
@testable import FormModel
import FormSupport

private let variantKeys = "values, errors, active, open, collapsed, expanded"

/// The variants of a form file whose only key is `"variants": <json>`.
private func parseVariants(_ json: String) throws -> ([Variant], [FormWarning]) {
    let (form, warnings) = try parseForm("{\"variants\": \(json)}")
    return (form.variants, warnings)
}

/// The single variant `v` with `body`. In `{"variants": {"v": BODY}}` the body starts at column 20.
private func variant(_ body: String) throws -> Variant {
    let (variants, _) = try parseVariants("{\"v\": \(body)}")
    return try require(variants.first)
}

private func variantError(_ body: String, sourceLocation: CallSite = #_sourceLocation) -> FormError? {
    expectFormError(sourceLocation: sourceLocation) { _ = try parseVariants("{\"v\": \(body)}") }
}

@Suite("Variants: parsing")
struct VariantParserTests {
    @Test func everyKey() throws {
        let (variants, warnings) = try parseVariants("""
        {
          "filled": {
            "values": {"name": "Ada", "age": 36, "ok": true, "gone": null},
            "errors": {"email": "Enter an email address", "name": ""},
            "active": "email",
            "open": "country",
            "collapsed": ["more", "extra"],
            "expanded": ["you"]
          }
        }
        """)
        expect(warnings.isEmpty)
        let filled = try require(variants.first)
        expectEqual(variants.count, 1)
        expectEqual(filled.name, "filled")
        expectEqual(filled.values, ["name": "Ada", "age": "36", "ok": "true"])
        expectEqual(filled.errors.map(\.field), ["email", "name"])
        expectEqual(filled.errors.map(\.message), ["Enter an email address", ""])
        expectEqual(filled.active, "email")
        expectEqual(filled.open, "country")
        expectEqual(filled.collapsed, ["more", "extra"])
        expectEqual(filled.expanded, ["you"])
        expectEqual(filled.location, FileLocation(file: "signup.form.json", position: pos(2, 3), keyPath: "variants.filled"))
    }

    @Test func anEmptyVariantHasNothing() throws {
        let empty = try variant("{}")
        expectEqual(empty.name, "v")
        expectEqual(empty.values, [:])
        expect(empty.errors.isEmpty)
        expectEqual(empty.active, nil)
        expectEqual(empty.open, nil)
        expectEqual(empty.collapsed, [])
        expectEqual(empty.expanded, [])
    }

    @Test func nullKeysAreAbsent() throws {
        let nulls = try variant(#"{"values": null, "errors": null, "active": null, "open": null, "collapsed": null, "expanded": null}"#)
        expectEqual(nulls.values, [:])
        expect(nulls.errors.isEmpty)
        expectEqual(nulls.active, nil)
        expectEqual(nulls.open, nil)
        expectEqual(nulls.collapsed, [])
        expectEqual(nulls.expanded, [])
    }

    @Test func orderIsKept() throws {
        let (variants, _) = try parseVariants(#"{"zeta": {}, "alpha": {}, "with-error_2": {}, "A1": {}}"#)
        expectEqual(variants.map(\.name), ["zeta", "alpha", "with-error_2", "A1"])
        let errors = try variant(#"{"errors": {"z": "1", "a": "2", "m": "3"}}"#).errors
        expectEqual(errors.map(\.field), ["z", "a", "m"], "errors keep file order")
    }

    @Test func aFormWithoutVariantsHasNone() throws {
        try expect(parseForm(#"{"fields": []}"#).0.variants.isEmpty)
        try expect(parseForm(#"{"variants": null}"#).0.variants.isEmpty)
        try expect(parseVariants("{}").0.isEmpty)
    }

    @Test func equality() throws {
        let a = try variant(#"{"errors": {"x": "one"}, "active": "x"}"#)
        try expect(a == (try variant(#"{"errors": {"x": "one"}, "active": "x"}"#)))
        try expect(a != (try variant(#"{"errors": {"x": "two"}, "active": "x"}"#)))
        try expect(a != (try variant(#"{"errors": {"y": "one"}, "active": "x"}"#)))
        let shifted = try require(parseVariants(#"{ "v": {"errors": {"x": "one"}, "active": "x"}}"#).0.first)
        expect(a != shifted, "the location is part of a variant")
    }

    @Test func unknownKeysAreWarnedAbout() throws {
        let (variants, warnings) = try parseVariants("""
        {
          "v": {"active": "a", "focus": "b", "Values": {}}
        }
        """)
        expectEqual(variants.first?.active, "a")
        expectEqual(variants.first?.values, [:])
        expectEqual(warnings.map(\.message), [
            "unknown key 'variants.v.focus' in a variant (known: \(variantKeys)); ignored",
            "unknown key 'variants.v.Values' in a variant (known: \(variantKeys)); ignored",
        ])
        expectEqual(warnings.map(\.location), [
            FileLocation(file: "signup.form.json", position: pos(2, 24), keyPath: "variants.v.focus"),
            FileLocation(file: "signup.form.json", position: pos(2, 38), keyPath: "variants.v.Values"),
        ])
    }

    @Test(arguments: [
        ("has space", "has a space; a variant's name may have only letters, digits, '-' and '_'"),
        ("a/b", "has '/'; a variant's name may have only letters, digits, '-' and '_'"),
        ("", "is empty; a variant is named with letters, digits, '-' or '_'"),
        ("../up", "has '.'; a variant's name may have only letters, digits, '-' and '_'"),
        ("a.b", "has '.'; a variant's name may have only letters, digits, '-' and '_'"),
        ("café", "has 'é'; a variant's name may have only letters, digits, '-' and '_'"),
        ("tab\t", "has '\\t'; a variant's name may have only letters, digits, '-' and '_'"),
        (String(repeating: "x", count: 101), "is 101 characters long; at most 100 are allowed"),
    ])
    func badNamesAreRefused(name: String, problem: String) throws {
        let escaped = name.replacingOccurrences(of: "\t", with: "\\t")
        let error = expectFormError { _ = try parseVariants("{\"\(escaped)\": {}}") }
        expectEqual(error?.message, "variant name '\(name.quotedForMessages)' \(problem) (it becomes part of file names)")
        expectEqual(error?.location, FileLocation(file: "signup.form.json", position: pos(1, 15), keyPath: "variants.\(name)"))
    }

    /// `--variant default` names the default state, so no variant may take that name.
    @Test func theNameDefaultIsReserved() {
        let error = expectFormError { _ = try parseVariants(#"{"default": {}}"#) }
        expectEqual(error?.message, "a variant may not be named 'default': that name stands for the form's default state")
    }

    /// Found by a hostile try: a name of 128 letters was refused as if it had a wrong character.
    @Test func aNameTooLongSaysSoAndTheLimitWithoutQuotingItWhole() {
        let long = String(repeating: "a", count: 10_000)
        let error = expectFormError { _ = try parseVariants("{\"\(long)\": {}}") }
        expectEqual(error?.message, "variant name '\(String(repeating: "a", count: 40))… (10000 characters)' is 10000 characters long; at most 100 are allowed (it becomes part of file names)")
        let shorter = expectFormError { _ = try parseVariants("{\"\(String(repeating: "a", count: 128))\": {}}") }
        expect(shorter?.message.hasSuffix("' is 128 characters long; at most 100 are allowed (it becomes part of file names)") == true, "\(String(describing: shorter))")
    }

    @Test func plainNamesUpToAHundredCharactersAreAccepted() throws {
        let long = String(repeating: "x", count: 100)
        let (variants, _) = try parseVariants("{\"\(long)\": {}, \"-\": {}, \"_\": {}, \"9\": {}}")
        expectEqual(variants.map(\.name), [long, "-", "_", "9"])
    }

    @Test func theNameIsCheckedBeforeTheBody() {
        expectEqual(expectFormError { _ = try parseVariants(#"{"bad name": 3}"#) }?.message, "variant name 'bad name' has a space; a variant's name may have only letters, digits, '-' and '_' (it becomes part of file names)")
    }

    @Test func variantsMustBeAnObject() {
        let error = expectFormError { _ = try parseVariants(#"["v"]"#) }
        expectEqual(error?.description, "signup.form.json:1:14: error: 'variants' must be an object of variant name → variant, found an array")
        expectEqual(error?.location.keyPath, "variants")
    }

    @Test func aVariantMustBeAnObject() {
        let error = variantError("3")
        expectEqual(error?.description, "signup.form.json:1:20: error: 'variants.v' must be a variant object, found 3")
        expectEqual(error?.location.keyPath, "variants.v")
        expectEqual(variantError(#"["a"]"#)?.message, "'variants.v' must be a variant object, found an array")
    }

    @Test func wrongTypesAreErrorsWithPositions() {
        // (body, description); the body starts at column 20.
        let cases: [(String, String)] = [
            (#"{"values": []}"#,
             "1:31: error: 'variants.v.values' must be an object of field id → value, found an array"),
            (#"{"values": {"a": ["x"]}}"#,
             "1:37: error: 'variants.v.values.a' must be a string, number or boolean, found an array"),
            (#"{"errors": []}"#,
             "1:31: error: 'variants.v.errors' must be an object of field id → error message, found an array"),
            (#"{"errors": {"a": 5}}"#,
             "1:37: error: 'variants.v.errors.a' must be an error message (a string), found 5"),
            (#"{"errors": {"a": null}}"#,
             "1:37: error: 'variants.v.errors.a' must be an error message (a string), found null"),
            (#"{"active": 1}"#,
             "1:31: error: 'variants.v.active' must be a string, found 1"),
            (#"{"active": ["a"]}"#,
             "1:31: error: 'variants.v.active' must be a string, found an array"),
            (#"{"open": []}"#,
             "1:29: error: 'variants.v.open' must be a string, found an array"),
            (#"{"open": true}"#,
             "1:29: error: 'variants.v.open' must be a string, found true"),
            (#"{"collapsed": "s"}"#,
             "1:34: error: 'variants.v.collapsed' must be an array, found a string"),
            (#"{"collapsed": ["s", {}]}"#,
             "1:40: error: 'variants.v.collapsed[1]' must be a string, found an object"),
            (#"{"expanded": {}}"#,
             "1:33: error: 'variants.v.expanded' must be an array, found an object"),
            (#"{"expanded": [{}]}"#,
             "1:34: error: 'variants.v.expanded[0]' must be a string, found an object"),
        ]
        for (body, expected) in cases {
            expectEqual(variantError(body)?.description, "signup.form.json:" + expected, "\(body)")
        }
    }

    @Test func tooManyVariants() throws {
        let entries = (0...VariantParser.maxVariants).map { "\"v\($0)\": {}" }.joined(separator: ", ")
        let error = expectFormError { _ = try parseVariants("{" + entries + "}") }
        expectEqual(error?.description, "signup.form.json:1:14: error: more than 200 variants")
        expectEqual(error?.location.keyPath, "variants")
        let fits = (1...VariantParser.maxVariants).map { "\"v\($0)\": {}" }.joined(separator: ", ")
        try expectEqual(parseVariants("{" + fits + "}").0.count, 200)
    }
}

// MARK: - Applying variants

private let formJSON = """
{
  "title": "Sign up",
  "fields": [
    {"id": "name"},
    {"id": "email", "contentType": "email"},
    {"id": "country", "options": ["France", "Japan"]},
    {"id": "birthday", "contentType": "date"}
  ],
  "sections": [
    {"id": "you", "title": "You", "fields": ["name", "email"]},
    {"id": "more", "title": "More", "fields": ["country", "birthday"], "isCollapsible": true, "isCollapsed": true}
  ],
  "values": {"name": "Ada", "country": "France"},
  "variants": {
    "v": VARIANT
  }
}
"""

/// The form above with `body` as its variant `v` (declared at line 15, column 5), as the loader builds it.
private func builderAndVariant(_ body: String, sections: Bool = true) throws -> (DocumentBuilder, Variant) {
    var json = formJSON.replacingOccurrences(of: "VARIANT", with: body)
    if !sections {
        json = json.replacingOccurrences(of: "\"sections\"", with: "\"_sections\"")
    }
    let (form, _) = try parseForm(json)
    let fields = try require(form.fields)
    let builder = DocumentBuilder(name: "signup", title: form.title, fields: fields, hints: nil, sections: form.sections,
                                  values: form.values)
    return (builder, try require(form.variants.first))
}

private func applied(_ body: String) throws -> FormDocument {
    let (builder, variant) = try builderAndVariant(body)
    var log = WarningLog()
    return try builder.applying(variant).build(warnings: &log)
}

private func applyError(_ body: String, sections: Bool = true, sourceLocation: CallSite = #_sourceLocation) -> FormError? {
    expectFormError(sourceLocation: sourceLocation) {
        let (builder, variant) = try builderAndVariant(body, sections: sections)
        _ = try builder.applying(variant)
    }
}

private func field(_ id: String, in document: FormDocument) -> Field? {
    document.sections.flatMap(\.fields).first { $0.id == id }
}

private func section(_ id: String, in document: FormDocument) -> Section? {
    document.sections.first { $0.id == id }
}

@Suite("Variants: applying")
struct VariantApplyingTests {
    @Test func anEmptyVariantChangesNothing() throws {
        let (builder, variant) = try builderAndVariant("{}")
        var log = WarningLog()
        var variantLog = WarningLog()
        try expectEqual(builder.applying(variant).build(warnings: &variantLog), builder.build(warnings: &log))
    }

    @Test func valuesOverrideTheFormsValues() throws {
        let document = try applied(#"{"values": {"name": "Grace", "email": "grace@example.com"}}"#)
        expectEqual(field("name", in: document)?.value, "Grace")
        expectEqual(field("email", in: document)?.value, "grace@example.com")
        expectEqual(field("country", in: document)?.value, "France", "values the variant does not name stay")
        expectEqual(field("birthday", in: document)?.value, nil)
    }

    @Test func applyingLeavesTheOriginalAlone() throws {
        let (builder, variant) = try builderAndVariant(#"{"values": {"name": "Grace"}, "active": "name", "collapsed": ["you"]}"#)
        _ = try builder.applying(variant)
        expectEqual(builder.values, ["name": "Ada", "country": "France"])
        expect(builder.states.isEmpty)
        expect(builder.collapse.isEmpty)
    }

    @Test func errorsSetTheFieldsError() throws {
        let document = try applied(#"{"errors": {"email": "Enter an email address", "name": "Too short"}}"#)
        expectEqual(field("email", in: document)?.state, FieldState(isActive: false, error: "Enter an email address", isOpen: false))
        expectEqual(field("name", in: document)?.state, FieldState(error: "Too short"))
        expectEqual(field("country", in: document)?.state, FieldState())
    }

    @Test func activeSetsIsActive() throws {
        let document = try applied(#"{"active": "email"}"#)
        expectEqual(field("email", in: document)?.state, FieldState(isActive: true))
        expectEqual(field("name", in: document)?.state, FieldState())
    }

    @Test func openSetsIsOpenAndIsActive() throws {
        let document = try applied(#"{"open": "country"}"#)
        expectEqual(field("country", in: document)?.state, FieldState(isActive: true, error: nil, isOpen: true))
        expectEqual(field("birthday", in: document)?.state, FieldState())
    }

    @Test func statesCombineOnOneField() throws {
        let document = try applied(#"{"errors": {"birthday": "Too young"}, "open": "birthday", "active": "name"}"#)
        expectEqual(field("birthday", in: document)?.state, FieldState(isActive: true, error: "Too young", isOpen: true))
        expectEqual(field("name", in: document)?.state, FieldState(isActive: true), "active and open are separate keys; both fields are marked")
    }

    @Test func collapsingASectionMakesItCollapsible() throws {
        let before = try applied("{}")
        expectEqual(section("you", in: before)?.isCollapsible, false)
        expectEqual(section("you", in: before)?.isCollapsed, false)
        let document = try applied(#"{"collapsed": ["you"]}"#)
        expectEqual(section("you", in: document)?.isCollapsible, true)
        expectEqual(section("you", in: document)?.isCollapsed, true)
        expectEqual(section("you", in: document)?.fields.map(\.id), ["name", "email"], "a collapsed section keeps its fields")
        expectEqual(section("more", in: document)?.isCollapsed, true, "the other section keeps its own state")
    }

    @Test func expandingOverridesTheSectionsOwnIsCollapsed() throws {
        let before = try applied("{}")
        expectEqual(section("more", in: before)?.isCollapsed, true)
        let document = try applied(#"{"expanded": ["more"]}"#)
        expectEqual(section("more", in: document)?.isCollapsible, true)
        expectEqual(section("more", in: document)?.isCollapsed, false)
        let plain = try applied(#"{"expanded": ["you"]}"#)
        expectEqual(section("you", in: plain)?.isCollapsible, false, "expanding does not make a section collapsible")
        expectEqual(section("you", in: plain)?.isCollapsed, false)
    }

    @Test func collapsingAnAlreadyCollapsedSection() throws {
        let document = try applied(#"{"collapsed": ["more"]}"#)
        expectEqual(section("more", in: document)?.isCollapsible, true)
        expectEqual(section("more", in: document)?.isCollapsed, true)
    }

    @Test func aVariantNamingAMissingFieldThrows() {
        let fields = "fields: name, email, country, birthday"
        let cases: [(String, String)] = [
            (#"{"values": {"name": "x", "ghost": "y"}}"#, "variant 'v' names field 'ghost' in 'values', but the form has no such field (\(fields))"),
            (#"{"errors": {"ghost": "Wrong"}}"#, "variant 'v' names field 'ghost' in 'errors', but the form has no such field (\(fields))"),
            (#"{"active": "ghost"}"#, "variant 'v' names field 'ghost' in 'active', but the form has no such field (\(fields))"),
            (#"{"open": "ghost"}"#, "variant 'v' names field 'ghost' in 'open', but the form has no such field (\(fields))"),
            (#"{"active": "Name"}"#, "variant 'v' names field 'Name' in 'active', but the form has no such field (\(fields))"),
        ]
        for (body, message) in cases {
            let error = applyError(body)
            expectEqual(error?.description, "signup.form.json:15:5: error: " + message, "\(body)")
            expectEqual(error?.location.keyPath, "variants.v")
        }
    }

    @Test func missingValueFieldsAreReportedInSortedOrder() {
        expectEqual(applyError(#"{"values": {"zeta": "1", "alpha": "2"}}"#)?.message, "variant 'v' names field 'alpha' in 'values', but the form has no such field (fields: name, email, country, birthday)")
    }

    @Test func aVariantNamingAMissingSectionThrows() {
        let sections = "sections: more, you"
        let collapsed = applyError(#"{"collapsed": ["you", "ghost"]}"#)
        expectEqual(collapsed?.description, "signup.form.json:15:5: error: variant 'v' names section 'ghost' in 'collapsed', but the form has no such section (\(sections))")
        let expanded = applyError(#"{"expanded": ["More"]}"#)
        expectEqual(expanded?.description, "signup.form.json:15:5: error: variant 'v' names section 'More' in 'expanded', but the form has no such section (\(sections))")
    }

    @Test func aFormWithoutSectionsHasNoneToName() {
        expectEqual(applyError(#"{"collapsed": ["default"]}"#, sections: false)?.message, "variant 'v' names section 'default' in 'collapsed', but the form has no such section (it has none)")
        expectEqual(applyError(#"{"expanded": ["you"]}"#, sections: false)?.message, "variant 'v' names section 'you' in 'expanded', but the form has no such section (it has none)")
    }

    @Test func fieldsAreCheckedBeforeSections() {
        expectEqual(applyError(#"{"collapsed": ["ghostSection"], "open": "ghostField"}"#)?.message, "variant 'v' names field 'ghostField' in 'open', but the form has no such field (fields: name, email, country, birthday)")
    }
}

// MARK: - Loading states

private let hintsWithSections = """
{
  "username": {"defaultValue": "hint-user"},
  "postalCode": {},
  "_sections": [
    {"id": "account", "title": "Account", "fields": ["username"]},
    {"id": "address", "title": "Address", "fields": ["postalCode"]}
  ]
}
"""

private let statesForm = """
{
  "colour": "blue",
  "fields": [{"id": "name"}, {"id": "email"}, {"id": "country", "options": ["France", "Japan"]}],
  "sections": [{"id": "main", "title": "Main", "fields": ["name", "email", "country", "ghost"]}],
  "values": {"name": "Ada"},
  "variants": {
    "error": {"errors": {"email": "Required"}, "active": "email"},
    "empty": {"values": {"name": ""}},
    "picking": {"open": "country", "collapsed": ["main"]}
  }
}
"""

@Suite("Variants: loading states")
struct VariantLoadingTests {
    private func states(_ path: String, variant: String? = nil, data: [String: String] = [:],
                        directories: [String] = []) throws -> ([FormState], [FormWarning]) {
        var log = WarningLog()
        let loader = FormLoader(library: HintsLibrary(directories: directories), data: data)
        let states = try loader.loadStates(path, variant: variant, warnings: &log)
        return (states, log.warnings)
    }

    private let formWarnings = [
        "unknown key 'colour' in a form file (known: \(FormFileParser.knownKeys.sorted().joined(separator: ", "))); ignored",
        "Section 'main' references fields that don't exist: ghost",
    ]

    @Test func theDefaultComesFirstThenVariantsInFileOrder() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("signup.form.json", statesForm)
            let (states, _) = try states(path)
            expectEqual(states.map(\.variant), [nil, "error", "empty", "picking"])
            let documents = states.map(\.document)
            expect(documents.allSatisfy { $0.name == "signup" })
            expectEqual(documents.map { field("name", in: $0)?.value }, ["Ada", "Ada", "", "Ada"])
            expectEqual(documents.map { field("email", in: $0)?.state }, [
                FieldState(), FieldState(isActive: true, error: "Required"), FieldState(), FieldState(),
            ])
            expectEqual(documents.map { field("country", in: $0)?.state.isOpen }, [false, false, false, true])
            expectEqual(documents.map { section("main", in: $0)?.isCollapsed }, [false, false, false, true])
        }
    }

    @Test func theDefaultStateIsWhatLoadGives() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("signup.form.json", statesForm)
            var log = WarningLog()
            let document = try FormLoader(library: HintsLibrary(directories: [])).load(path, warnings: &log)
            let (states, _) = try states(path)
            expectEqual(states.first?.document, document)
        }
    }

    @Test func warningsAboutTheFormAreReportedOnce() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("signup.form.json", statesForm)
            let (_, all) = try states(path)
            expectEqual(all.map(\.message), formWarnings)
            let (_, one) = try states(path, variant: "picking")
            expectEqual(one.map(\.message), formWarnings)
            let (_, byDefault) = try states(path, variant: "default")
            expectEqual(byDefault.map(\.message), formWarnings)
        }
    }

    @Test func variantWarningsAreReportedOnce() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("signup.form.json", """
            {"fields": [{"id": "a"}], "variants": {"x": {"focus": "a"}, "y": {}}}
            """)
            let (states, warnings) = try states(path)
            expectEqual(states.count, 3)
            expectEqual(warnings.map(\.message), [
                "unknown key 'variants.x.focus' in a variant (known: \(variantKeys)); ignored",
            ])
        }
    }

    @Test func variantDefaultIsTheDefaultStateAlone() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("signup.form.json", statesForm)
            let (states, _) = try states(path, variant: "default")
            expectEqual(states.map(\.variant), [nil])
            expectEqual(field("email", in: states[0].document)?.state, FieldState())
        }
    }

    @Test func aNamedVariantAlone() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("signup.form.json", statesForm)
            let (states, _) = try states(path, variant: "empty")
            expectEqual(states.map(\.variant), ["empty"])
            expectEqual(field("name", in: states[0].document)?.value, "")
        }
    }

    @Test func anUnknownVariantListsTheDeclaredNames() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("signup.form.json", statesForm)
            let error = expectFormError { _ = try states(path, variant: "Error") }
            expectEqual(error?.description, "\(path): error: no variant 'Error' in this form (it declares error, empty, picking)")
            expectEqual(error?.location, FileLocation(file: path))

            let plain = try directory.write("plain.form.json", #"{"fields": [{"id": "a"}]}"#)
            expectEqual(expectFormError { _ = try states(plain, variant: "error") }?.description, "\(plain): error: no variant 'error' in this form (it declares none)")
            try expectEqual(states(plain).0.map(\.variant), [nil])
        }
    }

    @Test func aBrokenVariantFailsTheWholeLoad() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("signup.form.json", """
            {"fields": [{"id": "a"}],
             "variants": {"fine": {}, "broken": {"active": "b"}}}
            """)
            let error = expectFormError { _ = try states(path) }
            expectEqual(error?.description, "\(path):2:27: error: variant 'broken' names field 'b' in 'active', but the form has no such field (fields: a)")
            // Asking for another variant alone does not apply the broken one.
            try expectEqual(states(path, variant: "fine").0.map(\.variant), ["fine"])
        }
    }

    @Test func variantValuesOverrideDataWhichOverridesTheFormsValues() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("signup.form.json", """
            {"fields": [{"id": "name"}, {"id": "email"}, {"id": "country"}],
             "values": {"name": "form-name", "email": "form@example.com", "country": "France"},
             "variants": {"v": {"values": {"name": "variant-name"}}}}
            """)
            let (states, _) = try states(path, data: ["name": "data-name", "email": "data@example.com"])
            let byDefault = states[0].document
            let variant = states[1].document
            expectEqual(field("name", in: byDefault)?.value, "data-name")
            expectEqual(field("email", in: byDefault)?.value, "data@example.com")
            expectEqual(field("country", in: byDefault)?.value, "France")
            expectEqual(field("name", in: variant)?.value, "variant-name", "the variant wins over --data")
            expectEqual(field("email", in: variant)?.value, "data@example.com")
            expectEqual(field("country", in: variant)?.value, "France")
        }
    }

    @Test func variantsMayNameTheHintsSectionsAndFields() throws {
        try withTemporaryDirectory { directory in
            let hintsDirectory = try directory.subdirectory("Hints")
            try directory.write("Hints/User.hints", hintsWithSections)
            let path = try directory.write("quick.form.json", """
            {"model": "User", "variants": {"closed": {"collapsed": ["address"], "values": {"postalCode": "75001"}},
                                           "bad": {"expanded": ["contact"]}}}
            """)
            let (closed, _) = try states(path, variant: "closed", directories: [hintsDirectory])
            let document = try require(closed.first?.document)
            expectEqual(section("address", in: document)?.isCollapsed, true)
            expectEqual(section("address", in: document)?.isCollapsible, true)
            expectEqual(field("postalCode", in: document)?.value, "75001")
            expectEqual(field("username", in: document)?.value, "hint-user")
            expectEqual(expectFormError { _ = try states(path, variant: "bad", directories: [hintsDirectory]) }?.message, "variant 'bad' names section 'contact' in 'expanded', but the form has no such section (sections: account, address)")
        }
    }
}
