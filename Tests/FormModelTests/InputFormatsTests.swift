import Foundation
import Expectations
import Testing
import FormModel
import FormSupport

/// A format of the tests' own, to show that registering one is all a new format needs: `.fake.json`
/// files (so the Items format looks at them too) whose top level has `"fake": true`, each other key a
/// field.
struct FakeFormat: InputFormat {
    let name = "fake form"
    let fileDescription = "a '.fake.json' file"
    let nameSuffix = ".fake.json"

    func claims(_ file: InputFile) throws -> Claim {
        guard fitsName(file.path) else { return .no }
        let root = try file.json()
        guard case .object(let object) = root.value, object["fake"]?.value == .bool(true) else {
            return .notByContent("no \"fake\": true", at: root.position)
        }
        return .yes
    }

    func load(_ file: InputFile, context: LoadContext, warnings: inout WarningLog) throws -> LoadedDocument {
        guard case .object(let object) = try file.json().value else { return .form(LoadedForm(builder: builder(file, ids: []))) }
        return .form(LoadedForm(builder: builder(file, ids: object.members.map(\.key).filter { $0 != "fake" })))
    }

    private func builder(_ file: InputFile, ids: [String]) -> DocumentBuilder {
        let fields = ids.map { DocumentBuilder.FieldSource(id: $0, location: SourceLocation(file: file.path)) }
        return DocumentBuilder(name: file.baseName, title: "Fake", fields: fields, hints: nil, sections: nil, values: [:])
    }
}

private let accepted = "a '.hints' file, a 'FORM_hints.json' file, a '.json' file with 'Items' at the top level, a 'NAME.form.json' file or a '.json' view tree (an object with 'type' and 'child')"

@Suite("Input formats")
struct InputFormatsTests {
    private static let items = #"{"Items": [{"kind": "text", "key": "a"}]}"#

    /// Each format's answer for a file, by format name.
    private func claims(_ path: String, _ formats: InputFormats = .registered) -> [String: Claim?] {
        let file = formats.file(path)
        return Dictionary(uniqueKeysWithValues: formats.formats.map { ($0.name, try? $0.claims(file)) })
    }

    private func reader(of path: String, _ formats: InputFormats = .registered) throws -> String {
        try formats.format(for: formats.file(path)).name
    }

    @Test func theRegisteredFormatsInOrder() {
        expectEqual(InputFormats.registered.formats.map(\.name), ["6Layer hints", "6Layer field hints store", "Items form", "form file", "view tree"])
        expectEqual(InputFormats.registered.accepted, accepted)
    }

    @Test func eachFormatClaimsItsOwnFiles() throws {
        try withTemporaryDirectory { directory in
            let store = try directory.write("Signup_hints.json", #"{"a": {}}"#)
            expectEqual(claims(store)["6Layer field hints store"], .yes)
            try expectEqual(reader(of: store), "6Layer field hints store")
            expectEqual(InputFormats.registered.baseName(of: store), "Signup")
            let hints = try directory.write("User.hints", #"{"a": {}}"#)
            expectEqual(claims(hints), ["6Layer hints": .yes, "6Layer field hints store": .no, "Items form": .no, "form file": .no, "view tree": .no])
            try expectEqual(reader(of: hints), "6Layer hints")

            let survey = try directory.write("survey.json", Self.items)
            expectEqual(claims(survey), ["6Layer hints": .no, "6Layer field hints store": .no, "Items form": .yes, "form file": .no,
                                       "view tree": .notByContent("no 'type' or 'child' at the top level", at: pos(1, 1))])
            try expectEqual(reader(of: survey), "Items form")

            let form = try directory.write("signup.form.json", "\n {\"fields\": []}")
            expectEqual(claims(form), ["6Layer hints": .no, "6Layer field hints store": .no, "Items form": .notByContent("no 'Items' at the top level", at: pos(2, 2)),
                                     "form file": .yes, "view tree": .notByContent("no 'type' or 'child' at the top level", at: pos(2, 2))])
            try expectEqual(reader(of: form), "form file")
        }
    }

    @Test func itemsComeBeforeFormFiles() throws {
        try withTemporaryDirectory { directory in
            let both = try directory.write("survey.form.json", Self.items)
            expectEqual(claims(both), ["6Layer hints": .no, "6Layer field hints store": .no, "Items form": .yes, "form file": .yes,
                                     "view tree": .notByContent("no 'type' or 'child' at the top level", at: pos(1, 1))])
            try expectEqual(reader(of: both), "Items form")
        }
    }

    @Test func namesAloneClaimHintsAndFormFiles() throws {
        try withTemporaryDirectory { directory in
            // Their content is not read to claim them: loading says what is wrong.
            try expect(claims(try directory.write("Broken.hints", "{"))["6Layer hints"] == .yes)
            try expect(claims(try directory.write("broken.form.json", "{"))["form file"] == .yes)
            expect(InputFormats.registered.claimsFile(directory.path + "/Missing.hints"))
            // An Items form is known by content: a file that cannot be read is not one.
            let broken = try directory.write("broken.json", #"{"Items": ["#)
            #expect(throws: FormError.self) { try InputFormats.registered.formats[2].claims(InputFormats.registered.file(broken)) }
            expectEqual(InputFormats.registered.claimsFile(broken), false)
        }
    }

    @Test func namesAreCaseSensitive() throws {
        try withTemporaryDirectory { directory in
            for name in ["User.HINTS", "survey.JSON", "signup.Form.Json", "notes.txt", "User.hints.bak"] {
                let path = try directory.write(name, Self.items)
                expect(claims(path).values.allSatisfy { $0 == Claim.no }, "\(name)")
            }
        }
    }

    @Test func aFileNoFormatClaimsSaysWhatIsAccepted() throws {
        try withTemporaryDirectory { directory in
            let notes = try directory.write("notes.txt", Self.items)
            let byName = expectFormError { _ = try reader(of: notes) }
            expectEqual(byName?.description, "\(notes): error: not a form input: expected \(accepted)")

            let data = try directory.write("data.json", "[\n  1]")
            let byContent = expectFormError { _ = try reader(of: data) }
            expectEqual(byContent?.description, "\(data):1:1: error: not a form: no 'Items' at the top level (Items form); no 'type' or 'child' at the top level (view tree); expected \(accepted)")
        }
    }

    @Test func aFileIsReadOnceToClaimAndLoad() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("survey.json", Self.items)
            let formats = InputFormats.registered
            let file = formats.file(path)
            let format = try formats.format(for: file)
            try FileManager.default.removeItem(atPath: path)
            var log = WarningLog()
            let loaded = try format.load(file, context: LoadContext(library: HintsLibrary(directories: [])), warnings: &log)
            guard case .form(let form) = loaded else {
                Issue.record("a fake form loads as a form")
                return
            }
            expectEqual(form.builder.fields.map(\.id), ["a"], "loaded from what claiming read")
        }
    }

    @Test func baseNamesDropTheLongestSuffixAFormatReads() {
        let formats = InputFormats.registered
        expectEqual(formats.baseName(of: "Forms/survey.form.json"), "survey")
        expectEqual(formats.baseName(of: "Forms/survey.json"), "survey")
        expectEqual(formats.baseName(of: "x.fake.json"), "x.fake")
        expectEqual(formats.adding(FakeFormat()).baseName(of: "x.fake.json"), "x")
        expectEqual(formats.baseName(of: "archive.tar.gz"), "archive.tar", "no format's: the last extension")
        expectEqual(formats.baseName(of: "dir/.hints"), ".hints", "a suffix alone is not a name")
    }

    @Test func registeringAFormatIsAllItTakes() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("Gadget.fake.json", #"{"fake": true, "size": 1, "colour": 2}"#)
            let notFake = try directory.write("Other.fake.json", #"{"size": 1}"#)
            var log = WarningLog()

            // Without it, such a file is a '.json' file without Items: no form.
            let plain = FormLoader(library: HintsLibrary(directories: []))
            expectEqual(InputFormats.registered.claimsFile(path), false)
            expectEqual(expectFormError { _ = try plain.load(path, warnings: &log) }?.message, "not a form: no 'Items' at the top level (Items form); no 'type' or 'child' at the top level (view tree); expected \(accepted)")

            let formats = InputFormats.registered.adding(FakeFormat())
            let loader = FormLoader(library: HintsLibrary(directories: []), data: ["size": "9"], formats: formats)
            expect(formats.acceptsName(path))
            expect(formats.claimsFile(path))
            expectEqual(formats.claimsFile(notFake), false)
            let states = try loader.loadStates(path, warnings: &log)
            expectEqual(states.map(\.variant), [nil])
            let document = try require(states.first?.document)
            expectEqual(document.name, "Gadget")
            expectEqual(document.title, "Fake")
            expectEqual(document.sections.flatMap(\.fields).map(\.id), ["size", "colour"])
            expectEqual(document.sections.flatMap(\.fields).map(\.value), ["9", nil], "--data goes over any format's values")
            expect(log.warnings.isEmpty)

            // Its near miss and its description join the error.
            let error = expectFormError { _ = try loader.load(notFake, warnings: &log) }
            expectEqual(error?.description, "\(notFake):1:1: error: not a form: no 'Items' at the top level (Items form); "
                + "no 'type' or 'child' at the top level (view tree); no \"fake\": true (fake form); expected "
                + "a '.hints' file, a 'FORM_hints.json' file, a '.json' file with 'Items' at the top level, a 'NAME.form.json' file, a '.json' view tree (an object with 'type' and 'child') or a '.fake.json' file")
            // The other formats are unchanged.
            try expectEqual(loader.load(try directory.write("survey.json", Self.items), warnings: &log).name, "survey")
        }
    }

    @Test func theAcceptedListReadsAsEnglish() {
        expectEqual(InputFormats([]).accepted, "nothing (no input formats are registered)")
        expectEqual(InputFormats([HintsFormat()]).accepted, "a '.hints' file")
        expectEqual(InputFormats([HintsFormat(), FakeFormat()]).accepted, "a '.hints' file or a '.fake.json' file")
    }
}
