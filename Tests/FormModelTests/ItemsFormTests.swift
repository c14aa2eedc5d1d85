import Foundation
import Expectations
import Testing
import FormModel
import FormSupport
import JSONTestSupport

/// Every kind name an item may use, in the order the unknown-kind message lists them.
private let kindList = "text, textarea, picker, date, toggle, email, phone, number, password, url, checkbox"

/// Parses an Items form the way the loader does (JSON errors become `FormError`s).
private func parseItems(_ text: String, name: String = "profile",
                        file: String = "profile.json") throws -> (DocumentBuilder, [FormWarning]) {
    let root = try SourceFiles.parseJSON(Array(text.utf8), file: file)
    var log = WarningLog()
    let builder = try ItemsFormParser.parse(root, name: name, file: file, warnings: &log)
    return (builder, log.warnings)
}

/// Parses and builds an Items form; the warnings are the parser's and the builder's.
private func itemsDocument(_ text: String, name: String = "profile") throws -> (FormDocument, [FormWarning]) {
    let (builder, parseWarnings) = try parseItems(text, name: name)
    var log = WarningLog()
    log.append(contentsOf: parseWarnings)
    let document = builder.build(warnings: &log)
    return (document, log.warnings)
}

/// The error an Items form raises, or nil (recorded as a test issue) if it parses.
private func itemsError(_ text: String, sourceLocation: CallSite = #_sourceLocation) -> FormError? {
    expectFormError(sourceLocation: sourceLocation) { _ = try parseItems(text) }
}

private func allFields(_ document: FormDocument) -> [Field] {
    document.sections.flatMap(\.fields)
}

/// A one-picker form whose Values has two lists; `tag` is spliced in as written.
private func pickerForm(tag: String) -> String {
    """
    {"Items": [{"label": "Mood", "kind": "picker", "key": "mood", "tag": \(tag)}],
     "Values": [["Happy", "Sad"], ["Red", "Green"]]}
    """
}

@Suite("Items forms: parsing")
struct ItemsFormParserTests {
    @Test func itemsInOrderBecomeFields() throws {
        let (document, warnings) = try itemsDocument("""
        {
          "Items": [
            {"label": "Name", "kind": "text", "default": "", "key": "name"},
            {"label": "Mood", "kind": "picker", "default": "Sad", "key": "mood", "tag": 1},
            {"label": "Notes", "kind": "textarea", "key": "notes"},
            {"label": "Subscribed", "kind": "toggle", "default": "true", "key": "subscribed"},
            {"kind": "date", "key": "birth_date", "default": "2024-01-31"}
          ],
          "Values": [["Red", "Green"], ["Happy", "Sad", "Tired"]]
        }
        """)
        expect(warnings.isEmpty)
        expectEqual(document.name, "profile")
        expectEqual(document.sections.map(\.id), ["default"])
        expectEqual(document.sections.first?.title, nil)
        let fields = allFields(document)
        expectEqual(fields.map(\.id), ["name", "mood", "notes", "subscribed", "birth_date"])
        expectEqual(fields.map(\.label), ["Name", "Mood", "Notes", "Subscribed", "Birth Date"], "a missing label is the key made readable")
        expectEqual(fields.map(\.kind), [.text, .picker, .textarea, .toggle, .date])
        expectEqual(fields.map(\.value), ["", "Sad", nil, "true", "2024-01-31"])
        expectEqual(fields.map(\.options), [[], ["Happy", "Sad", "Tired"], [], [], []])
        expect(fields.allSatisfy { !$0.isRequired && $0.isEditable && !$0.isClearable && $0.placeholder == nil })
        expect(fields.allSatisfy { $0.state == FieldState() })
        expectEqual(document.locale, "en_US")
    }

    @Test func theBuilderCarriesSourcesAndDefaults() throws {
        let (builder, _) = try parseItems("""
        {
          "Items": [
            {"label": "Mood", "kind": "PICKER", "default": 3, "key": "mood", "tag": 0},
            {"kind": "toggle", "default": false, "key": "ok"}
          ],
          "Values": [[1, 2.5, true]]
        }
        """)
        expectEqual(builder.name, "profile")
        expectEqual(builder.title, "Profile")
        expectEqual(builder.hints, nil)
        expectEqual(builder.sections, nil)
        expectEqual(builder.values, ["mood": "3", "ok": "false"], "defaults of any scalar are kept as text")
        expectEqual(builder.fields.map(\.id), ["mood", "ok"])
        expectEqual(builder.fields.map(\.label), ["Mood", nil])
        expectEqual(builder.fields.map(\.kindSpelling), ["picker", "toggle"])
        expectEqual(builder.fields.map(\.options), [["1", "2.5", "true"], nil], "option lists keep scalars as written")
        expectEqual(builder.fields.map(\.location), [
            FileLocation(file: "profile.json", position: pos(3, 5), keyPath: "Items[0]"),
            FileLocation(file: "profile.json", position: pos(4, 5), keyPath: "Items[1]"),
        ])
    }

    @Test func nullDefaultAndLabelAreAbsent() throws {
        let (document, _) = try itemsDocument(#"{"Items": [{"label": null, "kind": "text", "key": "nick_name", "default": null}]}"#)
        let field = try require(allFields(document).first)
        expectEqual(field.label, "Nick Name")
        expectEqual(field.value, nil)
    }

    @Test func emptyItemsGiveAnEmptyForm() throws {
        let (document, warnings) = try itemsDocument(#"{"Items": []}"#)
        expect(warnings.isEmpty)
        expectEqual(document.sections.map(\.id), ["default"])
        expect(allFields(document).isEmpty)
    }

    @Test(arguments: [
        ("text", FieldKind.text), ("textarea", .textarea), ("picker", .picker), ("date", .date), ("toggle", .toggle),
        ("email", .email), ("phone", .phone), ("number", .number), ("password", .password), ("url", .url),
        ("checkbox", .checkbox),
        ("Text", .text), ("TEXTAREA", .textarea), ("Picker", .picker), ("DaTe", .date), ("TOGGLE", .toggle),
        ("Email", .email), ("PHONE", .phone), ("Number", .number), ("PassWord", .password), ("URL", .url),
        ("CheckBox", .checkbox),
    ])
    func everyKindNameIsAccepted(name: String, kind: FieldKind) throws {
        let (document, warnings) = try itemsDocument("""
        {"Items": [{"kind": "\(name)", "key": "f", "tag": 0}], "Values": [["A", "B"]]}
        """)
        expect(warnings.isEmpty)
        let field = try require(allFields(document).first)
        expectEqual(field.kind, kind)
        expectEqual(field.options, (kind == .picker ? ["A", "B"] : []), "only pickers take their options from Values")
    }

    @Test func kindAliasesOfOtherFormatsAreNotItemKinds() {
        // FieldKind reads "select" and "switch", but an Items form names its widgets exactly.
        for alias in ["select", "switch", "tel", "check box", "text_area"] {
            let error = itemsError(#"{"Items": [{"kind": "\#(alias)", "key": "f"}]}"#)
            expectEqual(error?.message, "Items[0] ('f'): unknown kind '\(alias)'; expected one of \(kindList)")
        }
    }

    @Test func pickersTakeTheirOptionsFromValuesAtTheirTag() throws {
        let (document, _) = try itemsDocument("""
        {"Items": [
           {"label": "Colour", "kind": "picker", "key": "colour", "tag": 1},
           {"label": "Mood", "kind": "picker", "key": "mood", "tag": 0},
           {"label": "Again", "kind": "picker", "key": "again", "tag": 1},
           {"label": "Empty", "kind": "picker", "key": "empty", "tag": 2}
         ],
         "Values": [["Happy", "Sad"], ["Red", "Green", "Blue"], []]}
        """)
        expectEqual(allFields(document).map(\.options), [["Red", "Green", "Blue"], ["Happy", "Sad"], ["Red", "Green", "Blue"], []])
        expectEqual(allFields(document).map(\.kind), [.picker, .picker, .picker, .picker])
    }

    @Test func tagsMayBeWrittenAsStringsOrWholeDecimals() throws {
        // The blog's forms decode every attribute as a String, so "1" must work like 1.
        for tag in [#""1""#, #"" 1 ""#, "1.0", "1e0"] {
            let (document, _) = try itemsDocument(pickerForm(tag: tag))
            expectEqual(allFields(document).first?.options, ["Red", "Green"], "tag \(tag)")
        }
    }

    @Test func nonPickerItemsIgnoreTheirTag() throws {
        let (document, warnings) = try itemsDocument(#"{"Items": [{"kind": "text", "key": "a", "tag": 99}]}"#)
        expect(warnings.isEmpty)
        expectEqual(allFields(document).first?.options, [])
        expectEqual(allFields(document).first?.kind, .text)
    }

    @Test func titleIsUsedWhenPresent() throws {
        let (document, _) = try itemsDocument(#"{"Title": "Daily check-in", "Items": []}"#, name: "daily_log")
        expectEqual(document.title, "Daily check-in")
        expectEqual(document.name, "daily_log")
    }

    @Test func withoutTitleTheNameIsMadeReadable() throws {
        try expectEqual(itemsDocument(#"{"Items": []}"#, name: "daily_log").0.title, "Daily Log")
        try expectEqual(itemsDocument(#"{"Items": []}"#, name: "userProfile").0.title, "User Profile")
        try expectEqual(itemsDocument(#"{"Items": [], "Title": null}"#, name: "survey-2024").0.title, "Survey 2024")
    }

    @Test func titleMustBeAString() {
        expectEqual(itemsError(#"{"Items": [], "Title": 7}"#)?.description, "profile.json:1:24: error: 'Title' must be a string, found 7")
    }

    @Test func unknownKeysAreWarnedAbout() throws {
        let (document, warnings) = try itemsDocument("""
        {
          "Items": [
            {"label": "A", "kind": "text", "key": "a", "placeholder": "x", "Kind": "date", "_note": "documentation"}
          ],
          "Extra": 1,
          "_comment": "underscored keys are documentation",
          "values": []
        }
        """)
        expectEqual(allFields(document).map(\.kind), [.text])
        expectEqual(allFields(document).first?.placeholder, nil)
        expectEqual(warnings.map(\.message), [
            "unknown key 'Extra' in an Items form (known: Items, Values, Title); ignored",
            "unknown key 'values' in an Items form (known: Items, Values, Title); ignored",
            "unknown key 'Items[0].placeholder' (an item has label, kind, default, key, tag); ignored",
            "unknown key 'Items[0].Kind' (an item has label, kind, default, key, tag); ignored",
        ])
        expectEqual(warnings.map(\.location), [
            FileLocation(file: "profile.json", position: pos(5, 3), keyPath: "Extra"),
            FileLocation(file: "profile.json", position: pos(7, 3), keyPath: "values"),
            FileLocation(file: "profile.json", position: pos(3, 48), keyPath: "Items[0].placeholder"),
            FileLocation(file: "profile.json", position: pos(3, 68), keyPath: "Items[0].Kind"),
        ])
        expect(warnings.first?.description == "⚠️ Warning: unknown key 'Extra' in an Items form (known: Items, Values, Title); ignored (profile.json:5:3)")
    }

    @Test func isItemsForm() throws {
        try expect(ItemsFormParser.isItemsForm(try parseJSON(#"{"Items": []}"#)))
        try expect(ItemsFormParser.isItemsForm(try parseJSON(#"{"Values": [], "Items": [{"key": "a"}]}"#)))
        try expect(ItemsFormParser.isItemsForm(try parseJSON(#"{"Items": "not even an array"}"#)), "the key decides; the parser then reports what is wrong")
        try expect(ItemsFormParser.isItemsForm(try parseJSON(#"{"items": []}"#)) == false, "keys are case-sensitive")
        try expect(ItemsFormParser.isItemsForm(try parseJSON(#"{"Values": [["a"]]}"#)) == false)
        try expect(ItemsFormParser.isItemsForm(try parseJSON(#"{"fields": []}"#)) == false)
        try expect(ItemsFormParser.isItemsForm(try parseJSON(#"[{"Items": []}]"#)) == false)
        try expect(ItemsFormParser.isItemsForm(try parseJSON(#""Items""#)) == false)
        try expect(ItemsFormParser.isItemsForm(try parseJSON(#"{"x": {"Items": []}}"#)) == false, "only the top level counts")
    }
}

@Suite("Items forms: errors")
struct ItemsFormErrorTests {
    @Test func topLevelMustBeAnObject() {
        expectEqual(itemsError("[]")?.description, "profile.json:1:1: error: the top level must be an object with 'Items', found an array")
    }

    @Test func missingItems() {
        let message = "an Items form needs 'Items': an array of {label, kind, default, key, tag}"
        let error = itemsError("{\n  \"Values\": [[\"a\"]]\n}")
        expectEqual(error?.description, "profile.json:1:1: error: \(message)")
        expectEqual(error?.location, FileLocation(file: "profile.json", position: pos(1, 1)))
        expectEqual(itemsError(#"{"Items": null}"#)?.description, "profile.json:1:1: error: \(message)")
    }

    @Test func itemsMustBeAnArray() {
        let error = itemsError(#"{"Items": {"key": "a"}}"#)
        expectEqual(error?.description, "profile.json:1:11: error: 'Items' must be an array, found an object")
        expectEqual(error?.location.keyPath, "Items")
        expectEqual(itemsError(#"{"Items": "name"}"#)?.message, "'Items' must be an array, found a string")
    }

    @Test func anItemMustBeAnObject() {
        let error = itemsError(#"{"Items": [{"kind": "text", "key": "a"}, "b"]}"#)
        expectEqual(error?.description, "profile.json:1:42: error: 'Items[1]' must be an item object, found a string")
        expectEqual(error?.location.keyPath, "Items[1]")
        expectEqual(itemsError(#"{"Items": [["a"]]}"#)?.message, "'Items[0]' must be an item object, found an array")
    }

    @Test func anItemNeedsAKey() {
        let error = itemsError("{\"Items\": [\n  {\"label\": \"Name\", \"kind\": \"text\"}\n]}")
        expectEqual(error?.description, "profile.json:2:3: error: 'Items[0]' is missing the required key 'key' (a string)")
        expectEqual(error?.location.keyPath, "Items[0]")
        expectEqual(itemsError(#"{"Items": [{"kind": "text", "key": 5}]}"#)?.description, "profile.json:1:36: error: 'Items[0].key' must be a string, found 5")
        expectEqual(itemsError(#"{"Items": [{"kind": "text", "key": null}]}"#)?.message, "'Items[0]' is missing the required key 'key' (a string)")
    }

    @Test func anItemNeedsAKind() {
        let error = itemsError("{\"Items\": [\n  {\"label\": \"Name\", \"key\": \"name\"}\n]}")
        expectEqual(error?.description, "profile.json:2:3: error: 'Items[0]' is missing the required key 'kind' (a string)")
        expectEqual(itemsError(#"{"Items": [{"kind": true, "key": "a"}]}"#)?.description, "profile.json:1:21: error: 'Items[0].kind' must be a string, found true")
    }

    @Test func theLabelMustBeAString() {
        expectEqual(itemsError(#"{"Items": [{"kind": "text", "key": "a", "label": 3}]}"#)?.description, "profile.json:1:50: error: 'Items[0].label' must be a string, found 3")
    }

    @Test func theDefaultMustBeAScalar() {
        expectEqual(itemsError(#"{"Items": [{"kind": "text", "key": "a", "default": ["x"]}]}"#)?.description, "profile.json:1:52: error: 'Items[0].default' must be a string, number or boolean, found an array")
    }

    @Test func unknownKindNamesTheItemAndListsTheKinds() {
        let error = itemsError("""
        {
          "Items": [
            {"label": "Mood", "kind": "slider", "key": "mood"}
          ]
        }
        """)
        expectEqual(error?.description, "profile.json:3:31: error: Items[0] ('Mood'): unknown kind 'slider'; expected one of \(kindList)")
        expectEqual(error?.location.keyPath, "Items[0].kind")
    }

    @Test func withoutALabelTheItemIsNamedByItsKey() {
        let error = itemsError(#"{"Items": [{"kind": "text", "key": "a"}, {"kind": "Slider", "key": "mood"}]}"#)
        expectEqual(error?.message, "Items[1] ('mood'): unknown kind 'Slider'; expected one of \(kindList)", "the kind is quoted as written")
    }

    @Test func aPickerNeedsATag() {
        let error = itemsError("""
        {
          "Items": [
            {"label": "Mood", "kind": "picker", "key": "mood"}
          ],
          "Values": [["Happy", "Sad"]]
        }
        """)
        expectEqual(error?.description, "profile.json:3:5: error: Items[0] ('Mood'): a picker needs 'tag', the index of its options in 'Values'")
        expectEqual(error?.location.keyPath, "Items[0]")
        expectEqual(itemsError(pickerForm(tag: "null"))?.message, "Items[0] ('Mood'): a picker needs 'tag', the index of its options in 'Values'")
    }

    @Test(arguments: [
        // (tag as written, as the message quotes it)
        ("2", "2"), ("-1", "-1"), ("99", "99"), ("1e20", "1e20"), (#""2""#, "a string"),
    ])
    func tagsOutsideValues(tag: String, quoted: String) {
        let error = itemsError(pickerForm(tag: tag))
        expectEqual(error?.description, "profile.json:1:70: error: Items[0] ('Mood'): tag \(quoted) points outside 'Values' ('Values' has indices 0 to 1)")
        expectEqual(error?.location.keyPath, "Items[0].tag")
    }

    @Test(arguments: [
        ("1.5", "1.5"), ("0.999", "0.999"), (#""one""#, "a string"), (#""""#, "a string"), ("true", "true"), ("[0]", "an array"),
        ("{}", "an object"),
    ])
    func tagsThatAreNotIndices(tag: String, quoted: String) {
        let error = itemsError(pickerForm(tag: tag))
        expectEqual(error?.description, "profile.json:1:70: error: Items[0] ('Mood'): tag must be a whole-number index into 'Values', found \(quoted)")
        expectEqual(error?.location.keyPath, "Items[0].tag")
    }

    @Test func tagsWhenValuesIsEmptyOrMissing() {
        let missing = itemsError(#"{"Items": [{"label": "Mood", "kind": "picker", "key": "mood", "tag": 0}]}"#)
        expectEqual(missing?.description, "profile.json:1:70: error: Items[0] ('Mood'): tag 0 points outside 'Values' ('Values' is empty or missing)")
        let empty = itemsError(#"{"Items": [{"label": "Mood", "kind": "picker", "key": "mood", "tag": 0}], "Values": []}"#)
        expectEqual(empty?.message, "Items[0] ('Mood'): tag 0 points outside 'Values' ('Values' is empty or missing)")
        let null = itemsError(#"{"Items": [{"label": "Mood", "kind": "picker", "key": "mood", "tag": 0}], "Values": null}"#)
        expectEqual(null?.message, "Items[0] ('Mood'): tag 0 points outside 'Values' ('Values' is empty or missing)")
    }

    @Test func valuesMustBeAnArrayOfArraysOfStrings() {
        expectEqual(itemsError(#"{"Items": [], "Values": {"a": ["x"]}}"#)?.description, "profile.json:1:25: error: 'Values' must be an array, found an object")
        let notArray = itemsError(#"{"Items": [], "Values": [["a"], "b"]}"#)
        expectEqual(notArray?.description, "profile.json:1:33: error: 'Values[1]' must be an array of strings, found a string")
        expectEqual(notArray?.location.keyPath, "Values[1]")
        expectEqual(itemsError(#"{"Items": [], "Values": [{"a": 1}]}"#)?.message, "'Values[0]' must be an array of strings, found an object")
        expectEqual(itemsError(#"{"Items": [], "Values": [null]}"#)?.message, "'Values[0]' must be an array of strings, found null")
        let entry = itemsError(#"{"Items": [], "Values": [["a"], ["b", ["c"]]]}"#)
        expectEqual(entry?.description, "profile.json:1:39: error: 'Values[1][1]' must be a string, found an array")
        expectEqual(entry?.location.keyPath, "Values[1][1]")
        expectEqual(itemsError(#"{"Items": [], "Values": [[null]]}"#)?.message, "'Values[0][0]' must be a string, found null")
        expectEqual(itemsError(#"{"Items": [], "Values": [[{}]]}"#)?.message, "'Values[0][0]' must be a string, found an object")
    }

    @Test func valuesAreCheckedEvenWhenNoPickerUsesThem() {
        expectEqual(itemsError(#"{"Items": [{"kind": "text", "key": "a"}], "Values": [3]}"#)?.message, "'Values[0]' must be an array of strings, found 3")
    }

    @Test func duplicateKeys() {
        let error = itemsError("""
        {"Items": [
          {"label": "Name", "kind": "text", "key": "name"},
          {"label": "Mood", "kind": "text", "key": "mood"},
          {"label": "Other name", "kind": "email", "key": "name"}
        ]}
        """)
        expectEqual(error?.description, "profile.json:4:3: error: Items[2] ('Other name'): duplicate key 'name' (first at 2:3)")
        expectEqual(error?.location.keyPath, "Items[2]")
    }

    @Test func keysAreCaseSensitive() throws {
        let (document, _) = try itemsDocument(#"{"Items": [{"kind": "text", "key": "name"}, {"kind": "text", "key": "Name"}]}"#)
        expectEqual(allFields(document).map(\.id), ["name", "Name"])
    }

    @Test func tooManyItems() {
        let items = (0...HintsParser.maxFields).map { "{\"kind\": \"text\", \"key\": \"f\($0)\"}" }.joined(separator: ",")
        let error = itemsError("{\"Items\": [" + items + "]}")
        expectEqual(error?.description, "profile.json:1:11: error: 'Items' has 2001 entries; at most 2000 are allowed")
        expectEqual(error?.location.keyPath, "Items")
    }

    @Test func exactlyTheMaximumIsAllowed() throws {
        let items = (1...HintsParser.maxFields).map { "{\"kind\": \"text\", \"key\": \"f\($0)\"}" }.joined(separator: ",")
        let (builder, _) = try parseItems("{\"Items\": [" + items + "]}")
        expectEqual(builder.fields.count, 2000)
    }
}

@Suite("Items forms: loading")
struct ItemsFormLoaderTests {
    private static let survey = """
    {
      "Title": "Survey",
      "Items": [
        {"label": "Name", "kind": "text", "default": "Anonymous", "key": "name"},
        {"label": "Mood", "kind": "picker", "default": "Happy", "key": "mood", "tag": "0"},
        {"label": "Age", "kind": "number", "key": "age"}
      ],
      "Values": [["Happy", "Sad"]]
    }
    """

    private func load(_ path: String, data: [String: String] = [:]) throws -> (FormDocument, [FormWarning]) {
        var log = WarningLog()
        let document = try FormLoader(library: HintsLibrary(directories: []), data: data).load(path, warnings: &log)
        return (document, log.warnings)
    }

    @Test func anItemsFileLoads() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("daily_survey.json", Self.survey)
            let (document, warnings) = try load(path)
            expect(warnings.isEmpty)
            expectEqual(document.name, "daily_survey")
            expectEqual(document.title, "Survey")
            let fields = allFields(document)
            expectEqual(fields.map(\.id), ["name", "mood", "age"])
            expectEqual(fields.map(\.kind), [.text, .picker, .number])
            expectEqual(fields.map(\.value), ["Anonymous", "Happy", nil])
            expectEqual(fields[1].options, ["Happy", "Sad"])
        }
    }

    @Test func withoutTitleTheFileNameIsMadeReadable() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("daily_survey.json", #"{"Items": []}"#)
            try expectEqual(load(path).0.title, "Daily Survey")
        }
    }

    @Test func dataOverridesDefaultsByKey() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("survey.json", Self.survey)
            let (document, warnings) = try load(path, data: ["mood": "Sad", "age": "42", "unrelated": "x"])
            expect(warnings.isEmpty, "data for keys the form lacks is ignored")
            expectEqual(allFields(document).map(\.value), ["Anonymous", "Sad", "42"])
            expectEqual(allFields(document).map(\.id), ["name", "mood", "age"], "data adds no fields")
        }
    }

    @Test func anItemsFormNamedLikeAFormFileIsStillAnItemsForm() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("survey.form.json", Self.survey)
            let (document, warnings) = try load(path)
            expect(warnings.isEmpty)
            expectEqual(document.name, "survey")
            expectEqual(allFields(document).map(\.id), ["name", "mood", "age"])
        }
    }

    @Test func aJSONFileWithoutItemsMustBeAFormFile() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("data.json", "\n  {\"fields\": [{\"id\": \"a\"}]}")
            let error = expectFormError { _ = try load(path) }
            expectEqual(error?.description, "\(path):2:3: error: not a form: no 'Items' at the top level (Items form); no 'type' or 'child' at the top level (view tree); expected a '.hints' file, a 'FORM_hints.json' file, a '.json' file with 'Items' at the top level, a 'NAME.form.json' file or a '.json' view tree (an object with 'type' and 'child')")
            // The same content under a form file's name is a form.
            let form = try directory.write("data.form.json", "{\"fields\": [{\"id\": \"a\"}]}")
            try expectEqual(load(form).0.sections.flatMap(\.fields).map(\.id), ["a"])
        }
    }

    @Test func itemsErrorsPointIntoTheFile() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("survey.json", "{\"Items\": [\n  {\"kind\": \"slider\", \"key\": \"a\"}\n]}")
            expectEqual(expectFormError { _ = try load(path) }?.description, "\(path):2:12: error: Items[0] ('a'): unknown kind 'slider'; expected one of \(kindList)")
        }
    }

    @Test func itemsFormsHaveOnlyTheDefaultState() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("survey.json", Self.survey)
            let loader = FormLoader(library: HintsLibrary(directories: []))
            var log = WarningLog()
            let states = try loader.loadStates(path, warnings: &log)
            expectEqual(states.map(\.variant), [nil])
            let error = expectFormError { _ = try loader.loadStates(path, variant: "x", warnings: &log) }
            expectEqual(error?.description, "\(path): error: no variant 'x' in this form (it declares none)")
        }
    }

    @Test func formsInADirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        func isForm(_ name: String, _ text: String) throws -> Bool {
            InputFormats.registered.claimsFile(try directory.write(name, text))
        }
        try expect(isForm("User.hints", #"{"a": {}}"#))
        try expect(isForm("signup.form.json", #"{"fields": []}"#))
        try expect(isForm("survey.json", Self.survey))
        try expect(isForm("empty-items.json", #"{"Items": []}"#))
        try expectEqual(isForm("data.json", #"{"name": "Ada", "age": 3}"#), false, "a data file beside the forms is not a form")
        try expectEqual(isForm("list.json", #"[{"Items": []}]"#), false)
        try expectEqual(isForm("broken.json", #"{"Items": ["#), false)
        try expectEqual(isForm("notes.txt", #"{"Items": []}"#), false)
        try expectEqual(isForm("survey.JSON", #"{"Items": []}"#), false, "suffixes are case-sensitive")
        let missing = (directory.path as NSString).appendingPathComponent("missing.json")
        expectEqual(InputFormats.registered.claimsFile(missing), false)
        // .hints and .form.json are forms by name alone; loading them reports what is wrong.
        try expect(isForm("Broken.hints", "{"))
        try expect(isForm("broken.form.json", "{"))
    }
}
