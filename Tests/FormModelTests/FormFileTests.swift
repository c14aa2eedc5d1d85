import Foundation
import Expectations
import Testing
// @testable: the warning lists FormFileParser.knownKeys, which grows as the format does.
@testable import FormModel
import FormSupport
import JSONTestSupport

private let knownKeys = FormFileParser.knownKeys.sorted().joined(separator: ", ")

@Suite("Form files")
struct FormFileTests {
    @Test func everyKey() throws {
        let (form, warnings) = try parseForm("""
        {
          "model": "User",
          "title": "Create your account",
          "fields": [
            { "id": "username", "label": "Username", "contentType": "text", "isRequired": true },
            { "id": "country", "label": "Country", "options": ["France", "Japan"], "placeholder": "Pick one" },
            { "id": "newsletter", "contentType": "toggle", "isRequired": "false" }
          ],
          "sections": [
            { "id": "account", "title": "Account", "fields": ["username"] }
          ],
          "values": { "username": "jdoe", "newsletter": true }
        }
        """)
        expect(warnings.isEmpty)
        expectEqual(form.path, "signup.form.json")
        expectEqual(form.model, "User")
        expectEqual(form.modelLocation, FileLocation(file: "signup.form.json", position: pos(2, 12), keyPath: "model"))
        expectEqual(form.title, "Create your account")
        let fields = try require(form.fields)
        expectEqual(fields.map(\.id), ["username", "country", "newsletter"])
        expectEqual(fields[0].label, "Username")
        expectEqual(fields[0].kindSpelling, "text")
        expectEqual(fields[0].isRequired, true)
        expectEqual(fields[0].placeholder, nil)
        expectEqual(fields[0].options, nil)
        expectEqual(fields[0].location, FileLocation(file: "signup.form.json", position: pos(5, 5), keyPath: "fields[0]"))
        expectEqual(fields[1].label, "Country")
        expectEqual(fields[1].options, ["France", "Japan"])
        expectEqual(fields[1].placeholder, "Pick one")
        expectEqual(fields[1].kindSpelling, nil)
        expectEqual(fields[1].isRequired, nil)
        expectEqual(fields[2].label, nil)
        expectEqual(fields[2].kindSpelling, "toggle")
        expectEqual(fields[2].isRequired, false)
        expectEqual(form.sections?.map(\.id), ["account"])
        expectEqual(form.values, ["username": "jdoe", "newsletter": "true"])
    }

    @Test func minimalForm() throws {
        let (form, warnings) = try parseForm(#"{"fields": []}"#)
        expect(warnings.isEmpty)
        expectEqual(form.model, nil)
        expectEqual(form.modelLocation, nil)
        expectEqual(form.title, nil)
        expectEqual(form.fields, [])
        expectEqual(form.sections, nil)
        expectEqual(form.values, [:])
    }

    @Test func withoutFieldsTheyAreNil() throws {
        let (form, _) = try parseForm(#"{"model": "User"}"#)
        expectEqual(form.fields, nil)
        expectEqual(form.model, "User")
    }

    @Test func contentTypeSpellings() throws {
        let (form, _) = try parseForm("""
        {"fields": [{"id": "a", "fieldType": "email"}, {"id": "b", "inputType": "tel"},
                    {"id": "c", "inputType": "tel", "fieldType": "number", "contentType": "date"},
                    {"id": "d", "inputType": "tel", "fieldType": "number"}]}
        """)
        expectEqual(form.fields?.map(\.kindSpelling), ["email", "tel", "date", "number"])
    }

    @Test func optionsMayBeNumbers() throws {
        let (form, _) = try parseForm(#"{"fields": [{"id": "size", "options": [36, 38.5, "XL"]}]}"#)
        expectEqual(form.fields?.first?.options, ["36", "38.5", "XL"])
    }

    @Test func valuesKeepScalarsAsText() throws {
        let (form, _) = try parseForm("""
        {"values": {"name": "Zoë", "age": 42, "price": 1.50, "big": 1e3, "ok": true, "no": false, "gone": null, "empty": ""}}
        """)
        expectEqual(form.values, ["name": "Zoë", "age": "42", "price": "1.50", "big": "1e3", "ok": "true", "no": "false", "empty": ""])
        expectEqual(form.values["gone"], nil)
    }

    @Test func valuesMustBeScalars() {
        let error = expectFormError { _ = try parseForm("{\"values\": {\n  \"tags\": [\"a\"]\n}}") }
        expectEqual(error?.message, "'values.tags' must be a string, number or boolean, found an array")
        expectEqual(error?.description, "signup.form.json:2:11: error: 'values.tags' must be a string, number or boolean, found an array")
        let object = expectFormError { _ = try parseForm(#"{"values": {"a": {"b": 1}}}"#) }
        expectEqual(object?.message, "'values.a' must be a string, number or boolean, found an object")
        let notObject = expectFormError { _ = try parseForm(#"{"values": ["a"]}"#) }
        expectEqual(notObject?.message, "'values' must be an object of field id → value, found an array")
    }

    @Test func unknownKeysAreWarnedAboutAndIgnored() throws {
        let (form, warnings) = try parseForm("""
        {
          "fields": [{"id": "a"}],
          "colour": "blue",
          "_comment": "documentation is fine",
          "Values": {"a": "x"}
        }
        """)
        expectEqual(form.values, [:])
        expect(FormFileParser.knownKeys.isSuperset(of: ["fields", "model", "sections", "title", "values"]))
        expectEqual(warnings.map(\.message), [
            "unknown key 'colour' in a form file (known: \(knownKeys)); ignored",
            "unknown key 'Values' in a form file (known: \(knownKeys)); ignored",
        ])
        expectEqual(warnings.map(\.location), [
            FileLocation(file: "signup.form.json", position: pos(3, 3), keyPath: "colour"),
            FileLocation(file: "signup.form.json", position: pos(5, 3), keyPath: "Values"),
        ])
        expectEqual(warnings.first?.description, "⚠️ Warning: unknown key 'colour' in a form file (known: \(knownKeys)); ignored (signup.form.json:3:3)")
    }

    /// A form file's own field takes the width and length hints a hints file gives, over its model's,
    /// and a key it does not know is a warning at that key.
    @Test func aFieldTakesWidthAndLengthHints() throws {
        let (form, warnings) = try parseForm("""
        {"fields": [
          {"id": "bio", "maxLength": 120, "showCharacterCounter": true, "displayWidth": "wide", "expectedLength": 40, "minLength": 3},
          {"id": "b", "maxLenght": 5}
        ]}
        """)
        let lengths = try require(form.fields?.first?.lengths)
        expectEqual(lengths, LengthHints(displayWidth: .wide, expectedLength: 40, maxLength: 120, minLength: 3, showCharacterCounter: true))
        expectEqual(form.fields?.last?.lengths, LengthHints())
        let known = FormFileParser.knownFieldKeys.sorted().joined(separator: ", ")
        expectEqual(warnings.map(\.message), ["unknown key 'fields[1].maxLenght' in a field (known: \(known)); ignored"])
        expectEqual(warnings.first?.location.position, pos(3, 15))
        let bad = expectFormError { _ = try parseForm(#"{"fields": [{"id": "a", "maxLength": -1}]}"#) }
        expectEqual(bad?.message.hasPrefix("'fields[0].maxLength' must be"), true, "\(bad?.message ?? "")")
    }

    @Test func fieldErrors() {
        let missing = expectFormError { _ = try parseForm("{\"fields\": [\n  {\"id\": \"a\"},\n  {\"label\": \"B\"}\n]}") }
        expectEqual(missing?.description, "signup.form.json:3:3: error: 'fields[1]' is missing the required key 'id' (a string)")
        let notObject = expectFormError { _ = try parseForm(#"{"fields": ["email"]}"#) }
        expectEqual(notObject?.message, "'fields[0]' must be a field object with an 'id', found a string")
        let notArray = expectFormError { _ = try parseForm(#"{"fields": {"id": "a"}}"#) }
        expectEqual(notArray?.message, "'fields' must be an array, found an object")
        expectEqual(notArray?.location.position, pos(1, 12))
        let badLabel = expectFormError { _ = try parseForm(#"{"fields": [{"id": "a", "label": 5}]}"#) }
        expectEqual(badLabel?.message, "'fields[0].label' must be a string, found 5")
        let badRequired = expectFormError { _ = try parseForm(#"{"fields": [{"id": "a", "isRequired": "maybe"}]}"#) }
        expectEqual(badRequired?.message, "'fields[0].isRequired' must be true or false (or \"true\"/\"false\"), found a string")
    }

    @Test func duplicateFieldIDs() {
        let error = expectFormError {
            _ = try parseForm("{\"fields\": [\n  {\"id\": \"email\"},\n  {\"id\": \"name\"},\n  {\"id\": \"email\"}\n]}")
        }
        expectEqual(error?.message, "duplicate field id 'email' (first at 2:3)")
        expectEqual(error?.location, FileLocation(file: "signup.form.json", position: pos(4, 3), keyPath: "fields[2]"))
    }

    @Test func tooManyFields() throws {
        let entries = (0...HintsParser.maxFields).map { "{\"id\": \"f\($0)\"}" }.joined(separator: ",")
        let error = expectFormError { _ = try parseForm("{\"fields\": [" + entries + "]}") }
        expectEqual(error?.message, "'fields' has 2001 entries; at most 2000 are allowed")
        expectEqual(error?.location, FileLocation(file: "signup.form.json", position: pos(1, 12), keyPath: "fields"))
    }

    @Test func topLevelAndScalarKeysMustHaveTheRightType() {
        expectEqual(expectFormError { _ = try parseForm("[]") }?.description, "signup.form.json:1:1: error: the top level must be a form object, found an array")
        expectEqual(expectFormError { _ = try parseForm(#"{"model": 3}"#) }?.message, "'model' must be a string, found 3")
        expectEqual(expectFormError { _ = try parseForm(#"{"title": {}}"#) }?.message, "'title' must be a string, found an object")
        expectEqual(expectFormError { _ = try parseForm(#"{"sections": {}}"#) }?.message, "'sections' must be an array of sections, found an object")
    }

    @Test func nullKeysAreAbsent() throws {
        let (form, _) = try parseForm(#"{"model": null, "title": null, "fields": null, "sections": null, "values": null}"#)
        expectEqual(form.model, nil)
        expectEqual(form.modelLocation, nil)
        expectEqual(form.fields, nil)
        expectEqual(form.sections, nil)
        expectEqual(form.values, [:])
    }
}

@Suite("Values files (--data)")
struct ValuesParserTests {
    @Test func topLevelValues() throws {
        let root = try parseJSON(#"{"email": "a@b.c", "age": 30, "subscribed": true, "skip": null}"#)
        let values = try ValuesParser.parse(root, file: "data.json", keyPath: "")
        expectEqual(values, ["email": "a@b.c", "age": "30", "subscribed": "true"])
    }

    @Test func errorsAtTheTopLevelNameTheKeyAlone() throws {
        let root = try parseJSON(#"{"tags": ["a"]}"#)
        let error = expectFormError { _ = try ValuesParser.parse(root, file: "data.json", keyPath: "") }
        expectEqual(error?.description, "data.json:1:10: error: 'tags' must be a string, number or boolean, found an array")
        let array = try parseJSON("[1]")
        let notObject = expectFormError { _ = try ValuesParser.parse(array, file: "data.json", keyPath: "") }
        expectEqual(notObject?.description, "data.json:1:1: error: the top level must be an object of field id → value, found an array")
    }

    @Test func loadDataReadsAFile() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("data.json", "{\"username\": \"from-data\", \"n\": 7}")
            try expectEqual(FormLoader.loadData(path), ["username": "from-data", "n": "7"])
            let bad = try directory.write("bad.json", "{\"username\": }")
            let error = expectFormError { _ = try FormLoader.loadData(bad) }
            expectEqual(error?.description, "\(bad):1:14: error: invalid JSON: expected a value (object, array, string, number, true, false or null), found '}'")
            let missing = (directory.path as NSString).appendingPathComponent("none.json")
            expectEqual(expectFormError { _ = try FormLoader.loadData(missing) }?.description, "\(missing): error: no such file")
        }
    }
}
