import Foundation
import Testing
import FormModel

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
            #expect(warnings.isEmpty)
            #expect(document.name == "User")
            #expect(document.title == "User")
            #expect(document.sections.map(\.id) == ["account", "address"])
            #expect(document.sections.map(\.style) == [.vertical, .horizontal])
            #expect(fieldIDs(document) == [["username", "email"], ["postalCode"]])
            let username = try #require(field("username", in: document))
            #expect(username.label == "Username")
            #expect(username.isRequired)
            #expect(username.value == "hint-user")
            #expect(field("email", in: document)?.kind == .email)
            #expect(field("postalCode", in: document)?.label == "Postal Code")
            #expect(field("postalCode", in: document)?.preferredWidth == .points(150), "displayWidth narrow")
        }
    }

    @Test func hintsFileTitleIsTheReadableModelName() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("ContactInfo.hints", #"{"phoneNumber": {}}"#)
            let (document, _) = try load(path, directories: [])
            #expect(document.name == "ContactInfo")
            #expect(document.title == "Contact Info")
            #expect(document.sections.map(\.id) == ["default"])
            #expect(document.sections.first?.fields.map(\.label) == ["Phone Number"])
        }
    }

    @Test func dataOverridesHintDefaultsForAHintsFile() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("User.hints", userHints)
            let (document, _) = try load(path, directories: [], data: ["email": "data@example.com"])
            #expect(field("email", in: document)?.value == "data@example.com")
            #expect(field("username", in: document)?.value == "hint-user")
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
            #expect(document.name == "signup")
            #expect(document.title == "Sign up")
            #expect(document.sections.map(\.id) == ["account", "address", "unsectioned"])
            #expect(fieldIDs(document) == [["username", "email"], ["postalCode"], ["extra"]])
            #expect(field("email", in: document)?.label == "E-mail")
            #expect(field("email", in: document)?.kind == .email, "the kind still comes from the hints")
            #expect(field("username", in: document)?.isRequired == true)
            // The form does not list the hints' hidden internalID, so for this form it does not exist.
            #expect(warnings.map(\.message) == [
                "Section 'account' references fields that don't exist: internalID",
                "fields no section lists are shown in a final untitled section: extra",
            ])
            let hintsPath = (hintsDirectory as NSString).appendingPathComponent("User.hints")
            #expect(warnings.map(\.location) == [
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
            #expect(document.title == nil)
            #expect(document.sections.map(\.id) == ["only"])
            #expect(fieldIDs(document) == [["email", "username"]])
            #expect(warnings.map(\.description) == [
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
            #expect(warnings.isEmpty)
            #expect(fieldIDs(document) == [["username", "email"], ["postalCode"]])
            #expect(field("postalCode", in: document)?.value == "75001")
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
            #expect(field("username", in: document)?.value == "data-user", "--data wins")
            #expect(field("email", in: document)?.value == "form@example.com", "then the form's values")
            #expect(field("postalCode", in: document)?.value == "00000", "then the hints' defaultValue")
        }
    }

    @Test func formWithoutFieldsOrModelIsAnError() throws {
        try withTemporaryDirectory { directory in
            let form = try directory.write("empty.form.json", #"{"title": "Nothing"}"#)
            let error = expectFormError { _ = try load(form, directories: []) }
            #expect(error?.description == "\(form):1:1: error: a form file needs 'fields' or a 'model' whose hints list them")
        }
    }

    @Test func formWithFieldsAndNoModel() throws {
        try withTemporaryDirectory { directory in
            let form = try directory.write("plain.form.json", """
            {"fields": [{"id": "name", "isRequired": true}, {"id": "size", "options": ["S", "M"]}], "values": {"size": "M"}}
            """)
            let (document, warnings) = try load(form, directories: [], data: ["name": "Ada"])
            #expect(warnings.isEmpty)
            #expect(document.sections.map(\.id) == ["default"])
            #expect(field("name", in: document)?.value == "Ada")
            #expect(field("size", in: document)?.kind == .picker)
            #expect(field("size", in: document)?.value == "M")
        }
    }

    @Test func missingModelIsAnErrorAtTheModelKey() throws {
        try withTemporaryDirectory { directory in
            let hintsDirectory = try directory.subdirectory("Hints")
            let form = try directory.write("signup.form.json", "{\n  \"model\": \"Nobody\"\n}")
            let error = expectFormError { _ = try load(form, directories: [hintsDirectory]) }
            #expect(error?.description ==
                "\(form):2:12: error: no hints file 'Nobody.hints' for model 'Nobody'; searched '\(hintsDirectory)' (names are case-sensitive; add directories with --hints-dir)")
        }
    }

    @Test func hintsWarningsReachTheLoadersLog() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("Odd.hints", """
            {"a": {}, "_sections": [{"id": "s", "title": "S", "fields": ["a"], "layoutStyle": "wavy"}]}
            """)
            let (document, warnings) = try load(path, directories: [])
            #expect(document.sections.first?.style == .vertical)
            #expect(warnings.map(\.location.keyPath) == ["_sections[0].layoutStyle"])
        }
    }

    @Test func inputFileErrors() throws {
        try withTemporaryDirectory { directory in
            let other = try directory.write("notes.txt", "{}")
            let notInput = expectFormError { _ = try load(other, directories: []) }
            #expect(notInput?.location == FileLocation(file: other))
            #expect(notInput?.message == "not a form input: expected a '.hints' file, a 'FORM_hints.json' file, a '.json' file with 'Items' at the top level, a 'NAME.form.json' file or a '.json' view tree (an object with 'type' and 'child')")

            let missing = (directory.path as NSString).appendingPathComponent("Missing.hints")
            #expect(expectFormError { _ = try load(missing, directories: []) }?.description == "\(missing): error: no such file")

            let folder = try directory.subdirectory("Folder.hints")
            #expect(expectFormError { _ = try load(folder, directories: []) }?.description ==
                "\(folder): error: is a directory; expected a file")

            let broken = try directory.write("Broken.hints", "{\n  \"a\": {\"maxLength\": 5,}\n}")
            #expect(expectFormError { _ = try load(broken, directories: []) }?.description ==
                "\(broken):2:24: error: invalid JSON: expected a quoted key, found '}'")

            let wrong = try directory.write("Wrong.hints", "\n  [{\"a\": {}}]")
            #expect(expectFormError { _ = try load(wrong, directories: []) }?.description ==
                "\(wrong):2:3: error: the top level must be an object of field id → hints, found an array")
        }
    }

    @Test func oversizedFilesAreRefused() throws {
        try withTemporaryDirectory { directory in
            var bytes = [UInt8](repeating: 0x20, count: SourceFiles.maxFileBytes + 1)
            bytes[0] = UInt8(ascii: "{")
            bytes[bytes.count - 1] = UInt8(ascii: "}")
            let path = try directory.write("Big.hints", bytes: bytes)
            #expect(expectFormError { _ = try load(path, directories: []) }?.description ==
                "\(path): error: is larger than 8 MiB; input files are bounded")
            // A file of exactly the bound is read.
            bytes.removeLast()
            bytes[bytes.count - 1] = UInt8(ascii: "}")
            #expect(bytes.count == SourceFiles.maxFileBytes)
            let fits = try directory.write("Fits.hints", bytes: bytes)
            #expect(try load(fits, directories: []).0.sections.first?.fields.isEmpty == true)
        }
    }

    @Test func byteOrderMarkedFilesLoad() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("Bom.hints", bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"a": {}}"#.utf8))
            #expect(try load(path, directories: []).0.sections.first?.fields.map(\.id) == ["a"])
        }
    }

    @Test func inputsNamedOnTheCommandLineAreTakenByName() {
        let formats = InputFormats.registered
        #expect(formats.acceptsName("Hints/User.hints"))
        #expect(formats.acceptsName("signup.form.json"))
        #expect(formats.acceptsName("data.json"), "its content is looked at when it is loaded")
        #expect(formats.acceptsName("notes.txt") == false)
        #expect(formats.acceptsName("User.hints.bak") == false)
        #expect(formats.acceptsName("User.HINTS") == false)
    }

    @Test func baseNames() {
        #expect(InputFormats.registered.baseName(of: "Hints/User.hints") == "User")
        #expect(InputFormats.registered.baseName(of: "/a/b/signup.form.json") == "signup")
        #expect(InputFormats.registered.baseName(of: "data.json") == "data")
        #expect(InputFormats.registered.baseName(of: "archive.tar.gz") == "archive.tar")
        #expect(InputFormats.registered.baseName(of: "Order") == "Order")
    }
}
