import Expectations
import Testing
import FormModel
import FormSupport

@Suite("FieldKind")
struct FieldKindTests {
    @Test func rawValues() {
        expectEqual(FieldKind.allCases.map(\.rawValue), ["text", "email", "phone", "number", "password", "url", "textarea", "picker", "date", "toggle", "checkbox", "stepper", "image", "document", "signature"])
    }

    @Test(arguments: FieldKind.allCases)
    func everyKindReadsItsOwnName(kind: FieldKind) {
        expectEqual(FieldKind(spelling: kind.rawValue), kind)
        expectEqual(FieldKind(spelling: kind.rawValue.uppercased()), kind)
    }

    @Test(arguments: [
        ("string", FieldKind.text), ("name", .text), ("username", .text), ("postalCode", .text), ("zip", .text),
        ("search", .text), ("address", .text),
        ("emailAddress", .email), ("EMAIL", .email), ("e-mail", .email), ("E_Mail", .email),
        ("tel", .phone), ("telephone", .phone), ("telephoneNumber", .phone), ("telephone_number", .phone),
        ("telephone-number", .phone), ("Telephone Number", .phone),
        ("integer", .number), ("int", .number), ("decimal", .number), ("double", .number), ("currency", .number),
        ("secure", .password), ("newPassword", .password), ("new-password", .password),
        ("link", .url), ("website", .url), ("URL", .url),
        ("multiline", .textarea), ("longText", .textarea), ("richText", .textarea), ("TextArea", .textarea),
        ("select", .picker), ("enum", .picker), ("choice", .picker), ("menu", .picker),
        ("datetime", .date), ("dateTime", .date), ("time", .date), ("birthday", .date),
        ("switch", .toggle), ("boolean", .toggle), ("bool", .toggle),
        ("check", .checkbox), ("checkBox", .checkbox),
    ])
    func aliases(spelling: String, kind: FieldKind) {
        expectEqual(FieldKind(spelling: spelling), kind)
    }

    @Test(arguments: ["", "hologram", "e mail x", "emails", "phone1", "tel:", "text area!", "-", "ｔｅｘｔ"])
    func unknownSpellings(spelling: String) {
        expectEqual(FieldKind(spelling: spelling), nil)
    }

    @Test func onlyTextareaIsMultiline() {
        expectEqual(FieldKind.allCases.filter(\.isMultiline), [.textarea])
    }
}
