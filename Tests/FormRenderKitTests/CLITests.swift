import Foundation
import Expectations
import Testing
import TestSupport

/// The `formrender` binary, run as a user runs it: exit codes, messages, files written.
@Suite struct CLITests {
    let formrender: FormRenderCLI
    var binary: URL { formrender.binary }

    init() throws {
        formrender = try FormRenderCLI()
    }

    @Test func rendersEveryWidthAndFormat() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let result = try formrender(["render", TestPaths.path("Hints/User.hints"), "--hints-dir", TestPaths.path("Hints"), "--out", out.path])
        expectEqual(result.status, 0, "\(result.stderr)")
        expectEqual(out.files(), [
            "User-compact.pdf", "User-compact@2x.png", "User-expanded.pdf", "User-expanded@2x.png",
            "User-regular.pdf", "User-regular@2x.png",
        ])
    }

    @Test func widthScaleAndFormatOptions() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let result = try formrender(["render", TestPaths.path("Hints/Product.hints"), "--width", "compact", "--width", "500",
                                     "--scale", "3", "--format", "png", "--out", out.path])
        expectEqual(result.status, 0, "\(result.stderr)")
        expectEqual(out.files(), ["Product-500@3x.png", "Product-compact@3x.png"])
    }

    @Test func formFileFindsItsModelInHintsDirectories() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let result = try formrender(["render", TestPaths.path("Forms/Signup.form.json"), "--hints-dir", TestPaths.path("Hints"),
                                     "--width", "compact", "--format", "pdf", "--out", out.path])
        expectEqual(result.status, 0, "\(result.stderr)")
        expectEqual(out.files(), ["Signup-compact.pdf"])
    }

    @Test func sameBytesAcrossProcesses() throws {
        let first = try TemporaryDirectory(), second = try TemporaryDirectory()
        defer { first.remove(); second.remove() }
        for directory in [first, second] {
            let result = try formrender(["render", TestPaths.path("Hints/Order.hints"), "--out", directory.path])
            expectEqual(result.status, 0, "\(result.stderr)")
        }
        expectEqual(first.files().count, 6)
        for name in first.files() {
            let a = FileManager.default.contents(atPath: first.path(name))
            let b = FileManager.default.contents(atPath: second.path(name))
            expect(a != nil && a == b, "\(name) differs between two runs")
        }
    }

    @Test func malformedJSONPointsAtTheLineAndColumn() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("Bad.hints", "{\n  \"name\": { \"displayWidth\": \"wide\" },\n  \"email\": { \"maxLength\": 12, }\n}\n")
        let result = try formrender(["render", file, "--out", directory.path("out")])
        expectEqual(result.status, 1)
        expect(result.stderr.contains("\(file):3:31: error: invalid JSON: expected a quoted key, found '}'"), "\(result.stderr)")
        expect(!FileManager.default.fileExists(atPath: directory.path("out/Bad-compact@2x.png")))
    }

    @Test func wrongTypeNamesTheKeyAndWhatWasExpected() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // A form file is FormRender's own format: a wrong type is an error there.
        let file = try directory.write("Bad.form.json", "{\"fields\": [\n  {\"id\": \"name\", \"maxLength\": \"lots\"}\n]}\n")
        let result = try formrender(["render", file, "--out", directory.path("out")])
        expectEqual(result.status, 1)
        expect(result.stderr.contains("\(file):2:31: error: 'fields[0].maxLength' must be a whole number from 0 to 10000000 (like 20 or \"20\"), found text that is not a number written in decimal"), "\(result.stderr)")
        // A hints file says what SixLayer does with the value, draws the rest, and --strict refuses it.
        let hints = try directory.write("Bad.hints", "{\n  \"name\": { \"maxLength\": \"lots\" }\n}\n")
        let warned = try formrender(["render", hints, "--out", directory.path("out")])
        expectEqual(warned.status, 0, "\(warned.stderr)")
        expect(warned.stderr.contains("Warning: 'name.maxLength' is a string; SixLayer reads a whole number in decimal digits (like 20 or \"20\") here, so it is ignored (\(hints):2:26)"), "\(warned.stderr)")
        let strict = try formrender(["render", hints, "--strict", "--out", directory.path("strict")])
        expectEqual(strict.status, 1)
        expect(strict.stderr.contains("\(hints):2:26: error: 'name.maxLength' is a string; SixLayer reads a whole number"), "\(strict.stderr)")
        expect(!FileManager.default.fileExists(atPath: directory.path("strict")))
    }

    @Test func missingHintsFileListsTheDirectoriesSearched() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let form = try directory.write("f.form.json", #"{"model": "Nobody", "title": "x"}"#)
        let result = try formrender(["render", form, "--hints-dir", directory.path("a"), "--hints-dir", directory.path("b"), "--out", directory.path("out")])
        expectEqual(result.status, 1)
        expect(result.stderr.contains("error: no hints file 'Nobody.hints' for model 'Nobody'; searched '\(directory.path("a"))', '\(directory.path("b"))'"), "\(result.stderr)")
    }

    @Test func oneBadInputDoesNotStopTheOthers() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let bad = try directory.write("Broken.hints", "{ \"x\": ")
        let result = try formrender(["render", bad, TestPaths.path("Hints/Product.hints"), "--width", "compact", "--format", "png",
                                     "--out", directory.path("out")])
        expectEqual(result.status, 1)
        expect(result.stderr.contains("Broken.hints:1:8: error: invalid JSON: expected a value, found the end of the file"), "\(result.stderr)")
        let written = (try? FileManager.default.contentsOfDirectory(atPath: directory.path("out"))) ?? []
        expectEqual(written, ["Product-compact@2x.png"], "no temporary or partial files are left behind")
    }

    @Test func badUsageExitsWithTwo() throws {
        let file = TestPaths.path("Hints/User.hints")
        let cases: [([String], String)] = [
            (["render", file, "--width", "huge"], "unknown width 'huge': expected compact (375), regular (768), expanded (1024) or a number of points"),
            (["render", file, "--width", "20000"], "width 20000 is out of range: expected 120 to 10000 points"),
            (["render", file, "--scale", "5"], "scale 5 is not supported: expected 1, 2 or 3"),
            (["render", file, "--format", "gif"], "gif"),
            (["layout", file, "--width=-3"], "width -3 is out of range"),
            (["render"], "Missing expected argument"),
        ]
        for (arguments, message) in cases {
            let result = try formrender(arguments)
            expectEqual(result.status, 2, "\(arguments): exit \(result.status)")
            expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    @Test func aDirectoryWithoutFormsIsAnError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("empty/notes.txt", "nothing to render")
        let result = try formrender(["render", directory.path("empty"), "--out", directory.path("out")])
        expectEqual(result.status, 1)
        expect(result.stderr.contains("\(directory.path("empty")): error: no forms here (expected a '.hints' file, a 'FORM_hints.json' file, a '.json' file with 'Items' at the top level, a 'NAME.form.json' file or a '.json' view tree (an object with 'type' and 'child'))"), "\(result.stderr)")
    }

    @Test func missingInputIsAnError() throws {
        let result = try formrender(["render", "/nonexistent/Nope.hints", "--out", "/tmp/formrender-never"])
        expectEqual(result.status, 1)
        expect(result.stderr.contains("/nonexistent/Nope.hints: error: no such file or directory"))
    }

    @Test func missingSectionFieldsWarnButRender() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("W.hints", #"""
        {"a": {}, "b": {}, "_sections": [{"id": "main", "title": "Main", "fields": ["a", "ghost", "phantom"]}]}
        """#)
        let result = try formrender(["layout", file])
        expectEqual(result.status, 0)
        expect(result.stderr.contains("⚠️ Warning: Section 'main' references fields that don't exist: ghost, phantom"), "\(result.stderr)")
        expect(result.stderr.contains("fields no section lists are not shown, as SixLayer shows only the fields its sections list: b"))
        expect(!result.stdout.contains("\"id\": \"b\""))
        expect(result.stdout.contains("\"id\": \"a\""))
    }

    @Test func layoutPrintsTheTreeAsJSON() throws {
        let result = try formrender(["layout", TestPaths.path("Hints/User.hints"), "--width", "regular"])
        expectEqual(result.status, 0, "\(result.stderr)")
        let json = try require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        expect(json["width"] as? Double == 768)
        let root = try require(json["root"] as? [String: Any])
        expect(root["role"] as? String == "form")
        let roles = Set(collectRoles(root))
        for role in ["form", "title", "section", "sectionHeader", "field", "label", "input", "counter"] {
            expect(roles.contains(role), "role \(role) missing")
        }
    }

    func collectRoles(_ box: [String: Any]) -> [String] {
        let children = box["children"] as? [[String: Any]] ?? []
        return [box["role"] as? String ?? ""] + children.flatMap(collectRoles)
    }

    @Test func dataFileFillsFields() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let data = try directory.write("data.json", #"{"username": "grace", "postalCode": 22201}"#)
        let result = try formrender(["layout", TestPaths.path("Hints/User.hints"), "--data", data])
        expectEqual(result.status, 0, "\(result.stderr)")
        expect(result.stdout.contains("\"text\": \"grace\""))
        expect(result.stdout.contains("\"text\": \"22201\""))
        expect(result.stdout.contains("\"text\": \"5\""), "SixLayer's counter counts")
    }
}
