import Foundation
import Expectations
import Testing
import FormModel
import FormSupport

// FormModel and Testing both declare `SourceLocation`; these names keep the tests unambiguous.
typealias FileLocation = FormSupport.SourceLocation
typealias CallSite = Testing.SourceLocation

/// Runs `body`, expecting a `FormError`, and returns it for closer checks.
@discardableResult
func expectFormError(sourceLocation: CallSite = #_sourceLocation, _ body: () throws -> Void) -> FormError? {
    #expect(throws: FormError.self, sourceLocation: sourceLocation) { try body() }
}

/// Parses a `.hints` document the way the loader does (JSON errors become `FormError`s).
func parseHints(_ text: String, model: String = "User", file: String = "User.hints") throws -> (HintsFile, [FormWarning]) {
    let root = try SourceFiles.parseJSON(Array(text.utf8), file: file)
    var log = WarningLog()
    let hints = try HintsParser.parse(root, model: model, file: file, warnings: &log)
    return (hints, log.warnings)
}

/// The hints of the single field `f` in `{"f": <body>}`.
func fieldHints(_ body: String) throws -> FieldHints {
    let (file, _) = try parseHints("{\"f\": \(body)}")
    return try require(file.hints(for: "f"))
}

/// The hints of the single field `f` in `{"f": <body>}`, and the warnings' messages.
func fieldHintsWarnings(_ body: String) throws -> (FieldHints, [String]) {
    let (file, warnings) = try parseHints("{\"f\": \(body)}")
    return (try require(file.hints(for: "f")), warnings.map(\.message))
}

/// The error a hints document raises, or nil (recorded as a test issue) if it parses.
func hintsError(_ text: String, file: String = "User.hints", sourceLocation: CallSite = #_sourceLocation) -> FormError? {
    expectFormError(sourceLocation: sourceLocation) { _ = try parseHints(text, file: file) }
}

/// The error of a one-field document `{"f": <body>}`.
func fieldError(_ body: String, sourceLocation: CallSite = #_sourceLocation) -> FormError? {
    hintsError("{\"f\": \(body)}", sourceLocation: sourceLocation)
}

/// Parses a form file.
func parseForm(_ text: String, file: String = "signup.form.json") throws -> (FormFile, [FormWarning]) {
    let root = try SourceFiles.parseJSON(Array(text.utf8), file: file)
    var log = WarningLog()
    let form = try FormFileParser.parse(root, file: file, warnings: &log)
    return (form, log.warnings)
}

func pos(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }

/// A fresh directory under the system's temporary directory, removed when the test is done.
final class TemporaryDirectory {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("FormModelTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    /// Writes `text` to `name` (which may contain sub-directories) and returns the file's path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> String {
        let file = (path as NSString).appendingPathComponent(name)
        let parent = PathText.parent(of: file)
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    func subdirectory(_ name: String) throws -> String {
        let directory = (path as NSString).appendingPathComponent(name)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Runs `body` with a fresh temporary directory and removes the directory afterwards, whatever happens.
func withTemporaryDirectory<T>(_ body: (TemporaryDirectory) throws -> T) throws -> T {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    return try body(directory)
}
