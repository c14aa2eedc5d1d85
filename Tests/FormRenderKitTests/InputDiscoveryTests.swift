import Foundation
import FormModel
import FormSupport
import FormRenderKit
import Expectations
import Testing
import TestSupport

/// A format of the tests' own, claimed by name alone: `.sketch` files, one field per top-level key.
private struct SketchFormat: InputFormat {
    let name = "sketch"
    let fileDescription = "a '.sketch' file"
    let nameSuffix = ".sketch"

    func claims(_ file: InputFile) -> Claim {
        fitsName(file.path) ? .yes : .no
    }

    func load(_ file: InputFile, context: LoadContext, warnings: inout WarningLog) throws -> LoadedDocument {
        guard case .object(let object) = try file.json().value else {
            throw FormError("a sketch is an object", at: SourceLocation(file: file.path))
        }
        let fields = object.members.map { DocumentBuilder.FieldSource(id: $0.key, location: SourceLocation(file: file.path)) }
        return .form(LoadedForm(builder: DocumentBuilder(name: file.baseName, title: nil, fields: fields, hints: nil, sections: nil, values: [:])))
    }
}

private let accepted = "a '.hints' file, a 'FORM_hints.json' file, a '.json' file with 'Items' at the top level, a 'NAME.form.json' file or a '.json' view tree (an object with 'type' and 'child')"

@Suite("Input discovery")
struct InputDiscoveryTests {
    /// A directory with one file of each kind, and files that are not forms.
    private func mixedDirectory() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("in/User.hints", #"{"a": {}}"#)
        try directory.write("in/signup.form.json", #"{"fields": [{"id": "a"}]}"#)
        try directory.write("in/broken.form.json", "{")
        try directory.write("in/survey.json", #"{"Items": []}"#)
        try directory.write("in/data.json", #"{"name": "Ada"}"#)
        try directory.write("in/notes.txt", #"{"Items": []}"#)
        try directory.write("in/.hidden.hints", #"{"a": {}}"#)
        try directory.write("in/plan.sketch", #"{"x": 1}"#)
        return directory
    }

    private func names(_ files: [String]) -> [String] {
        files.map { ($0 as NSString).lastPathComponent }
    }

    @Test func aDirectoryScanTakesWhatTheFormatsClaim() throws {
        let directory = try mixedDirectory()
        defer { directory.remove() }
        let (files, errors) = InputDiscovery.expand([directory.path("in")])
        expect(errors.isEmpty)
        expectEqual(names(files), ["User.hints", "broken.form.json", "signup.form.json", "survey.json"], "data files, other files and hidden files are left alone; a form file is one by name")
    }

    @Test func aFileNamedOnTheCommandLineIsTakenByName() throws {
        let directory = try mixedDirectory()
        defer { directory.remove() }
        let (files, errors) = InputDiscovery.expand([directory.path("in/data.json"), directory.path("in/notes.txt")])
        expectEqual(names(files), ["data.json"], "loading it says that it has no Items")
        expectEqual(errors.map(\.description), ["\(directory.path("in/notes.txt")): error: not a form input: expected \(accepted), or a directory of them"])
    }

    @Test func anEmptyDirectorySaysWhatIsAccepted() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("empty/data.json", "{}")
        let (files, errors) = InputDiscovery.expand([directory.path("empty")])
        expect(files.isEmpty)
        expectEqual(errors.map(\.description), ["\(directory.path("empty")): error: no forms here (expected \(accepted))"])
    }

    @Test func aRegisteredFormatIsDiscoveredAndLoaded() throws {
        let directory = try mixedDirectory()
        defer { directory.remove() }
        let formats = InputFormats.registered.adding(SketchFormat())
        let (files, errors) = InputDiscovery.expand([directory.path("in")], formats: formats)
        expect(errors.isEmpty)
        expectEqual(names(files), ["User.hints", "broken.form.json", "plan.sketch", "signup.form.json", "survey.json"])
        expect(InputDiscovery.expand([directory.path("in/plan.sketch")], formats: formats).errors.isEmpty)

        var warnings = WarningLog()
        let loader = FormLoader(library: HintsLibrary(directories: []), formats: formats)
        let document = try loader.load(directory.path("in/plan.sketch"), warnings: &warnings)
        expectEqual(document.name, "plan")
        expectEqual(document.sections.flatMap(\.fields).map(\.id), ["x"])
    }
}
