import Foundation
import Expectations
import Testing
import TestSupport

/// Variants, themes and Items/Values forms through the `formrender` binary.
@Suite struct CLIFormsTests {
    let formrender: FormRenderCLI
    var binary: URL { formrender.binary }

    init() throws {
        formrender = try FormRenderCLI(hints: true)
    }

    @Test func rendersTheDefaultStateAndEveryVariant() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let result = try formrender(["render", TestPaths.path("Forms/Registration.form.json"), "--width", "compact",
                                     "--format", "png", "--out", out.path])
        expectEqual(result.status, 0, "\(result.stderr)")
        expectEqual(out.files(), [
            "Registration-choosing-dates-compact@2x.png", "Registration-choosing-ticket-compact@2x.png",
            "Registration-compact@2x.png", "Registration-submit-errors-compact@2x.png",
        ])
    }

    @Test func variantOptionRendersOne() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let result = try formrender(["render", TestPaths.path("Forms/FieldGallery.form.json"), "--variant", "picker-open",
                                     "--width", "regular", "--out", out.path])
        expectEqual(result.status, 0, "\(result.stderr)")
        expectEqual(out.files(), ["FieldGallery-picker-open-regular.pdf", "FieldGallery-picker-open-regular@2x.png"])
    }

    @Test func unknownVariantIsAnError() throws {
        let result = try formrender(["layout", TestPaths.path("Forms/Registration.form.json"), "--variant", "nope"])
        expectEqual(result.status, 1)
        expect(result.stderr.contains("error: no variant 'nope' in this form (it declares submit-errors, choosing-ticket, choosing-dates)"), "\(result.stderr)")
    }

    @Test func layoutOfAVariantShowsItsState() throws {
        let result = try formrender(["layout", TestPaths.path("Forms/FieldGallery.form.json"), "--variant", "picker-open-error"])
        expectEqual(result.status, 0, "\(result.stderr)")
        let json = try require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let country = try require(findBox(json["root"], role: "field", id: "country"))
        let frame = try require(country["frame"] as? [String: Double])
        expectEqual(frame["height"], 289)
        expect(country["open"] as? Bool == true)
        expect(country["error"] as? Bool == true)
    }

    func findBox(_ node: Any?, role: String, id: String) -> [String: Any]? {
        guard let box = node as? [String: Any] else { return nil }
        if box["role"] as? String == role && box["id"] as? String == id { return box }
        for child in box["children"] as? [Any] ?? [] {
            if let found = findBox(child, role: role, id: id) { return found }
        }
        return nil
    }

    @Test func variantNamingAMissingFieldOrSectionIsAnError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let field = try directory.write("a.form.json", #"""
        {"fields": [{"id": "x"}], "variants": {"broken": {"errors": {"ghost": "Boo"}}}}
        """#)
        var result = try formrender(["render", field, "--out", directory.path("out")])
        expectEqual(result.status, 1)
        expect(result.stderr.contains("\(field):1:40: error: variant 'broken' names field 'ghost' in 'errors', but the form has no such field (fields: x)"), "\(result.stderr)")
        let section = try directory.write("b.form.json", #"""
        {"fields": [{"id": "x"}], "sections": [{"id": "s", "title": "S", "fields": ["x"]}], "variants": {"c": {"collapsed": ["t"]}}}
        """#)
        result = try formrender(["render", section, "--out", directory.path("out")])
        expectEqual(result.status, 1)
        expect(result.stderr.contains("variant 'c' names section 't' in 'collapsed', but the form has no such section (sections: s)"), "\(result.stderr)")
        expect(!FileManager.default.fileExists(atPath: directory.path("out")), "nothing is written for a form that fails")
    }

    @Test func itemsFormsRenderAndFailClearly() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var result = try formrender(["layout", TestPaths.path("Forms/Survey.json")])
        expectEqual(result.status, 0, "\(result.stderr)")
        expect(result.stdout.contains("\"text\": \"Lisbon\""))

        let kind = try directory.write("kind.json", #"{"Items": [{"label": "Mood", "kind": "slider", "key": "mood"}]}"#)
        result = try formrender(["layout", kind])
        expectEqual(result.status, 1)
        expect(result.stderr.contains("\(kind):1:38: error: Items[0] ('Mood'): unknown kind 'slider'; expected one of text, textarea, picker, date, toggle"), "\(result.stderr)")

        let tag = try directory.write("tag.json", #"{"Items": [{"label": "Team", "kind": "picker", "key": "team", "tag": 3}], "Values": [["A"]]}"#)
        result = try formrender(["layout", tag])
        expectEqual(result.status, 1)
        expect(result.stderr.contains("Items[0] ('Team'): tag 3 points outside 'Values' ('Values' has indices 0 to 0)"), "\(result.stderr)")

        let data = try directory.write("data.json", #"{"office": "Osaka", "name": "Kenji"}"#)
        result = try formrender(["layout", TestPaths.path("Forms/Survey.json"), "--data", data])
        expect(result.stdout.contains("\"text\": \"Osaka\"") && result.stdout.contains("\"text\": \"Kenji\""))
    }

    @Test func aDirectoryLeavesDataFilesAlone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("forms/data.json", #"{"name": "x"}"#)
        try directory.write("forms/Mini.json", #"{"Items": [{"label": "Name", "kind": "text", "key": "name"}]}"#)
        let result = try formrender(["render", directory.path("forms"), "--width", "compact", "--format", "png", "--out", directory.path("out")])
        expectEqual(result.status, 0, "\(result.stderr)")
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: directory.path("out")), ["Mini-compact@2x.png"])
    }

    @Test func themesChangeTheLookAndWarnAboutTypos() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let theme = try directory.write("t.json", #"""
        {"colors": {"accent": "#FF2D55", "backgroud": "#000"}, "fonts": {"fieldValue": {"size": 17, "lineHeight": 22}}}
        """#)
        var result = try formrender(["layout", TestPaths.path("Hints/User.hints"), "--theme", theme])
        expectEqual(result.status, 0, "\(result.stderr)")
        expect(result.stderr.contains("⚠️ Warning: unknown theme key 'colors.backgroud'"), "\(result.stderr)")
        let json = try require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let username = try require(findBox(json["root"], role: "field", id: "username"))
        expectEqual((username["frame"] as? [String: Double])?["height"], 47.5) // 6 + 13.5 + 22 + 6

        let bad = try directory.write("bad.json", #"{"radii": {"card": "round"}}"#)
        result = try formrender(["layout", TestPaths.path("Hints/User.hints"), "--theme", bad])
        expectEqual(result.status, 1)
        expect(result.stderr.contains("\(bad):1:20: error: 'radii.card' must be a number from 0 to 100, found text that is not a number written in decimal"), "\(result.stderr)")
    }
}
