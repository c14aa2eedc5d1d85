import Foundation
import Expectations
import Testing
import FormModel
import FormSupport

private let userHints = """
{
  "_comment": "User.hints",
  "username": {"displayWidth": "medium", "isRequired": true, "defaultValue": "hint-user"},
  "email": {"fieldType": "email", "defaultValue": "hint@example.com"},
  "postalCode": {"displayWidth": "narrow", "defaultValue": "00000"},
  "internalID": {"isHidden": true},
  "_sections": [
    {"id": "account", "title": "Account", "fields": ["username", "email", "internalID"]},
    {"id": "address", "title": "Address", "fields": ["postalCode"], "layoutStyle": "horizontal"}
  ]
}
"""

private func load(_ path: String, directories: [String], data: [String: String] = [:]) throws -> (FormDocument, [FormWarning]) {
    var log = WarningLog()
    let loader = FormLoader(library: HintsLibrary(directories: directories), data: data)
    let document = try loader.load(path, warnings: &log)
    return (document, log.warnings)
}

private func fieldIDs(_ document: FormDocument) -> [[String]] {
    document.sections.map { $0.fields.map(\.id) }
}

private func field(_ id: String, in document: FormDocument) -> Field? {
    document.sections.flatMap(\.fields).first { $0.id == id }
}

@Suite("FormLoader")
struct FormLoaderTests {
    @Test func hintsFileOnItsOwn() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("Hints/User.hints", userHints)
            let (document, warnings) = try load(path, directories: [])
            expect(warnings.isEmpty)
            expectEqual(document.name, "User")
            expectEqual(document.title, "User")
            expectEqual(document.sections.map(\.id), ["account", "address"])
            expectEqual(document.sections.map(\.style), [.vertical, .horizontal])
            expectEqual(fieldIDs(document), [["username", "email"], ["postalCode"]])
            let username = try require(field("username", in: document))
            expectEqual(username.label, "Username")
            expect(username.isRequired)
            expectEqual(username.value, "hint-user")
            expectEqual(field("email", in: document)?.kind, .email)
            expectEqual(field("postalCode", in: document)?.label, "Postal Code")
            expectEqual(field("postalCode", in: document)?.preferredWidth, .points(150), "displayWidth narrow")
        }
    }

    @Test func hintsFileTitleIsTheReadableModelName() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("ContactInfo.hints", #"{"phoneNumber": {}}"#)
            let (document, _) = try load(path, directories: [])
            expectEqual(document.name, "ContactInfo")
            expectEqual(document.title, "Contact Info")
            expectEqual(document.sections.map(\.id), ["default"])
            expectEqual(document.sections.first?.fields.map(\.label), ["Phone Number"])
        }
    }

    @Test func dataOverridesHintDefaultsForAHintsFile() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("User.hints", userHints)
            let (document, _) = try load(path, directories: [], data: ["email": "data@example.com"])
            expectEqual(field("email", in: document)?.value, "data@example.com")
            expectEqual(field("username", in: document)?.value, "hint-user")
        }
    }

    @Test func formWithAModelUsesTheHintsSectionsWhenItHasNone() throws {
        try withTemporaryDirectory { directory in
            let hintsDirectory = try directory.subdirectory("Hints")
            try directory.write("Hints/User.hints", userHints)
            let form = try directory.write("signup.form.json", """
            {"model": "User", "title": "Sign up",
             "fields": [{"id": "username"}, {"id": "email", "label": "E-mail"}, {"id": "postalCode"}, {"id": "extra"}]}
            """)
            let (document, warnings) = try load(form, directories: [hintsDirectory])
            expectEqual(document.name, "signup")
            expectEqual(document.title, "Sign up")
            expectEqual(document.sections.map(\.id), ["account", "address", "unsectioned"])
            expectEqual(fieldIDs(document), [["username", "email"], ["postalCode"], ["extra"]])
            expectEqual(field("email", in: document)?.label, "E-mail")
            expectEqual(field("email", in: document)?.kind, .email, "the kind still comes from the hints")
            expectEqual(field("username", in: document)?.isRequired, true)
            // The form does not list the hints' hidden internalID, so for this form it does not exist.
            expectEqual(warnings.map(\.message), [
                "Section 'account' references fields that don't exist: internalID",
                "fields no section lists are shown in a final untitled section: extra",
            ])
            let hintsPath = (hintsDirectory as NSString).appendingPathComponent("User.hints")
            expectEqual(warnings.map(\.location), [
                FileLocation(file: hintsPath, position: pos(8, 5), keyPath: "_sections[0]"),
                FileLocation(file: hintsPath),
            ])
        }
    }

    @Test func formSectionsOverrideTheHintsSections() throws {
        try withTemporaryDirectory { directory in
            let hintsDirectory = try directory.subdirectory("Hints")
            try directory.write("Hints/User.hints", userHints)
            let form = try directory.write("signup.form.json", """
            {"model": "User",
             "fields": [{"id": "username"}, {"id": "email"}],
             "sections": [{"id": "only", "title": "Only", "fields": ["email", "username", "ghost"]}]}
            """)
            let (document, warnings) = try load(form, directories: [hintsDirectory])
            expectEqual(document.title, nil)
            expectEqual(document.sections.map(\.id), ["only"])
            expectEqual(fieldIDs(document), [["email", "username"]])
            expectEqual(warnings.map(\.description), [
                "⚠️ Warning: Section 'only' references fields that don't exist: ghost (\(form):3:15)",
            ])
        }
    }

    @Test func formWithoutFieldsTakesThemFromTheHints() throws {
        try withTemporaryDirectory { directory in
            let hintsDirectory = try directory.subdirectory("Hints")
            try directory.write("Hints/User.hints", userHints)
            let form = try directory.write("quick.form.json", #"{"model": "User", "values": {"postalCode": "75001"}}"#)
            let (document, warnings) = try load(form, directories: [hintsDirectory])
            expect(warnings.isEmpty)
            expectEqual(fieldIDs(document), [["username", "email"], ["postalCode"]])
            expectEqual(field("postalCode", in: document)?.value, "75001")
        }
    }

    @Test func valuePrecedenceDataThenFormThenHintDefault() throws {
        try withTemporaryDirectory { directory in
            let hintsDirectory = try directory.subdirectory("Hints")
            try directory.write("Hints/User.hints", userHints)
            let form = try directory.write("signup.form.json", """
            {"model": "User", "values": {"username": "form-user", "email": "form@example.com"}}
            """)
            let (document, _) = try load(form, directories: [hintsDirectory], data: ["username": "data-user"])
            expectEqual(field("username", in: document)?.value, "data-user", "--data wins")
            expectEqual(field("email", in: document)?.value, "form@example.com", "then the form's values")
            expectEqual(field("postalCode", in: document)?.value, "00000", "then the hints' defaultValue")
        }
    }

    @Test func formWithoutFieldsOrModelIsAnError() throws {
        try withTemporaryDirectory { directory in
            let form = try directory.write("empty.form.json", #"{"title": "Nothing"}"#)
            let error = expectFormError { _ = try load(form, directories: []) }
            expectEqual(error?.description, "\(form):1:1: error: a form file needs 'fields' or a 'model' whose hints list them")
        }
    }

    @Test func formWithFieldsAndNoModel() throws {
        try withTemporaryDirectory { directory in
            let form = try directory.write("plain.form.json", """
            {"fields": [{"id": "name", "isRequired": true}, {"id": "size", "options": ["S", "M"]}], "values": {"size": "M"}}
            """)
            let (document, warnings) = try load(form, directories: [], data: ["name": "Ada"])
            expect(warnings.isEmpty)
            expectEqual(document.sections.map(\.id), ["default"])
            expectEqual(field("name", in: document)?.value, "Ada")
            expectEqual(field("size", in: document)?.kind, .picker)
            expectEqual(field("size", in: document)?.value, "M")
        }
    }

    @Test func missingModelIsAnErrorAtTheModelKey() throws {
        try withTemporaryDirectory { directory in
            let hintsDirectory = try directory.subdirectory("Hints")
            let form = try directory.write("signup.form.json", "{\n  \"model\": \"Nobody\"\n}")
            let error = expectFormError { _ = try load(form, directories: [hintsDirectory]) }
            expectEqual(error?.description, "\(form):2:12: error: no hints file 'Nobody.hints' for model 'Nobody'; searched '\(hintsDirectory)' (names are case-sensitive; add directories with --hints-dir)")
        }
    }

    @Test func hintsWarningsReachTheLoadersLog() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("Odd.hints", """
            {"a": {}, "_sections": [{"id": "s", "title": "S", "fields": ["a"], "layoutStyle": "wavy"}]}
            """)
            let (document, warnings) = try load(path, directories: [])
            expectEqual(document.sections.first?.style, .vertical)
            expectEqual(warnings.map(\.location.keyPath), ["_sections[0].layoutStyle"])
        }
    }

    @Test func inputFileErrors() throws {
        try withTemporaryDirectory { directory in
            let other = try directory.write("notes.txt", "{}")
            let notInput = expectFormError { _ = try load(other, directories: []) }
            expectEqual(notInput?.location, FileLocation(file: other))
            expectEqual(notInput?.message, "not a form input: expected a '.hints' file, a 'FORM_hints.json' file, a '.json' file with 'Items' at the top level, a 'NAME.form.json' file or a '.json' view tree (an object with 'type' and 'child')")

            let missing = (directory.path as NSString).appendingPathComponent("Missing.hints")
            expectEqual(expectFormError { _ = try load(missing, directories: []) }?.description, "\(missing): error: no such file")

            let folder = try directory.subdirectory("Folder.hints")
            expectEqual(expectFormError { _ = try load(folder, directories: []) }?.description, "\(folder): error: is a directory; expected a file")

            let broken = try directory.write("Broken.hints", "{\n  \"a\": {\"maxLength\": 5,}\n}")
            expectEqual(expectFormError { _ = try load(broken, directories: []) }?.description, "\(broken):2:24: error: invalid JSON: expected a quoted key, found '}'")

            let wrong = try directory.write("Wrong.hints", "\n  [{\"a\": {}}]")
            expectEqual(expectFormError { _ = try load(wrong, directories: []) }?.description, "\(wrong):2:3: error: the top level must be an object of field id → hints, found an array")
        }
    }

    @Test func oversizedFilesAreRefused() throws {
        try withTemporaryDirectory { directory in
            var bytes = [UInt8](repeating: 0x20, count: SourceFiles.maxFileBytes + 1)
            bytes[0] = UInt8(ascii: "{")
            bytes[bytes.count - 1] = UInt8(ascii: "}")
            let path = try directory.write("Big.hints", bytes: bytes)
            expectEqual(expectFormError { _ = try load(path, directories: []) }?.description, "\(path): error: is larger than 8 MiB; input files are bounded")
            // A file of exactly the bound is read.
            bytes.removeLast()
            bytes[bytes.count - 1] = UInt8(ascii: "}")
            expectEqual(bytes.count, SourceFiles.maxFileBytes)
            let fits = try directory.write("Fits.hints", bytes: bytes)
            try expectEqual(load(fits, directories: []).0.sections.first?.fields.isEmpty, true)
        }
    }

    @Test func byteOrderMarkedFilesLoad() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("Bom.hints", bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"a": {}}"#.utf8))
            try expectEqual(load(path, directories: []).0.sections.first?.fields.map(\.id), ["a"])
        }
    }

    @Test func inputsNamedOnTheCommandLineAreTakenByName() {
        let formats = InputFormats.registered
        expect(formats.acceptsName("Hints/User.hints"))
        expect(formats.acceptsName("signup.form.json"))
        expect(formats.acceptsName("data.json"), "its content is looked at when it is loaded")
        expectEqual(formats.acceptsName("notes.txt"), false)
        expectEqual(formats.acceptsName("User.hints.bak"), false)
        expectEqual(formats.acceptsName("User.HINTS"), false)
    }

    @Test func baseNames() {
        expectEqual(InputFormats.registered.baseName(of: "Hints/User.hints"), "User")
        expectEqual(InputFormats.registered.baseName(of: "/a/b/signup.form.json"), "signup")
        expectEqual(InputFormats.registered.baseName(of: "data.json"), "data")
        expectEqual(InputFormats.registered.baseName(of: "archive.tar.gz"), "archive.tar")
        expectEqual(InputFormats.registered.baseName(of: "Order"), "Order")
    }
}
