import Foundation
import Expectations
import Testing
import TestSupport

/// SixLayer's hints through the `formrender` binary, as a new user runs it.
@Suite struct SixLayerCLITests {
    let formrender: FormRenderCLI
    var binary: URL { formrender.binary }

    init() throws {
        formrender = try FormRenderCLI()
    }

    func layout(_ path: String, _ extra: [String] = []) throws -> (CommandResult, [String: Any]) {
        let result = try formrender(["layout", path, "--width", "compact"] + extra)
        let json = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]) ?? [:]
        return (result, json)
    }

    func boxes(_ node: Any?, role: String) -> [[String: Any]] {
        guard let box = node as? [String: Any] else { return [] }
        let here = box["role"] as? String == role ? [box] : []
        return here + (box["children"] as? [Any] ?? []).flatMap { boxes($0, role: role) }
    }

    /// A file with every key a SixLayer user writes renders: none is an error, and `--strict` names
    /// only what SixLayer itself would ignore.
    @Test func everyKeySixLayerReadsIsAccepted() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("Fuel.hints", """
        {"gallons": {"fieldType": "number", "isOptional": false, "ocrHints": ["gallons", "gal"], "ocrHints.es": ["galones"],
                     "expectedRange": {"min": 5}, "calculationGroups": [{"id": "g", "formula": "gallons = total / price",
                     "dependentFields": ["total", "price"], "priority": 1}], "defaultValue": 12, "isArray": "false"},
         "unit": {"fieldType": "string", "inputType": "picker", "options": [{"value": "gal", "label": "Gallons"}, {"value": "l", "label": "Litres"}],
                  "defaultValue": "l", "isOptional": "true", "version": "2"},
         "_sections": [{"id": "no-title", "fields": ["gallons"]}]}
        """)
        let (result, json) = try layout(path)
        expectEqual(result.status, 0, "\(result.stderr)")
        expectEqual(result.stderr.components(separatedBy: "Warning").count, 2, "one warning: \(result.stderr)")
        expect(result.stderr.contains("section '_sections[0]' has no text 'title'; SixLayer skips it (a section needs both), and so does FormRender (\(path):6:16)"), "\(result.stderr)")
        let inputs = boxes(json["root"], role: "input").map { $0["text"] as? String }
        expectEqual(inputs, ["12", "Litres"], "the number and the chosen option's label")
        expectEqual(boxes(json["root"], role: "stepper").count, 1)
        expectEqual(boxes(json["root"], role: "caption").map { $0["text"] as? String }, ["Has default", "Optional • Has default"])

        let strict = try formrender(["layout", path, "--width", "compact", "--strict"])
        expectEqual(strict.status, 1)
        expect(strict.stderr.contains("\(path):6:16: error: section '_sections[0]' has no text 'title'; SixLayer skips it (a section needs both), and so does FormRender (--strict)"), "\(strict.stderr)")
        expect(strict.stdout.isEmpty, "no layout")
    }

    /// SixLayer's `FORM_hints.json` (`JSONFieldHintsStore`): metadata in an object, titled by its form id.
    @Test func fieldHintsStoreFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("Checkout_hints.json", """
        {"coupon": {"displayWidth": "narrow", "metadata": {"label": "Coupon code", "placeholder": "SAVE10"}},
         "notes": {"fieldType": "string", "isHidden": false}}
        """)
        let (result, json) = try layout(path)
        expectEqual(result.status, 0, "\(result.stderr)")
        expect(boxes(json["root"], role: "title").first?["text"] as? String == "Checkout")
        expectEqual(boxes(json["root"], role: "label").map { $0["text"] as? String }, ["Coupon code", "Notes"])
        let coupon = try require(boxes(json["root"], role: "field").first)
        expectEqual((coupon["frame"] as? [String: Double])?["width"], 150)
        let rendered = try TemporaryDirectory()
        defer { rendered.remove() }
        let png = try formrender(["render", path, "--width", "compact", "--format", "png", "--out", rendered.path])
        expectEqual(png.status, 0, "\(png.stderr)")
        expectEqual(rendered.files(), ["Checkout-compact@2x.png"])
    }

    /// The store reads fewer keys than the `.hints` loader, and its flags and lengths only as JSON values.
    @Test func theStoreReadsWhatJSONFieldHintsStoreReads() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("Store_hints.json", """
        {"a": {"expectedLength": "5", "isHidden": "true", "isEditable": "false", "showCharacterCounter": "true",
               "inputType": "picker", "options": [{"value": "x", "label": "X"}]},
         "b": {"metadata": {"label": "Bee", "rank": 2}, "isOptional": "true"}}
        """)
        let (result, json) = try layout(path)
        expectEqual(result.status, 0, "\(result.stderr)")
        let fields = boxes(json["root"], role: "field")
        expectEqual(fields.compactMap { $0["id"] as? String }, ["a", "b"], "isHidden \"true\" is not read: a is drawn")
        expect(fields.first?["readOnly"] == nil && fields.first?["kind"] as? String == "text")
        expect(boxes(json["root"], role: "counter").isEmpty)
        expectEqual(boxes(json["root"], role: "label").map { $0["text"] as? String }, ["A", "B"], "metadata with a number is not read at all")
        expectEqual(boxes(json["root"], role: "caption").map { $0["text"] as? String }, ["Optional"])
        for sentence in ["'a.expectedLength' is a string; SixLayer reads a whole number (like 20, not text) here, so it is ignored",
                         "'a.isHidden' is a string; SixLayer reads only true or false (not text) here, so it is ignored",
                         "'a' has 'inputType', 'options', which SixLayer's JSON hints store does not read (a .hints file would); ignored",
                         "'b.metadata.rank' is 2: SixLayer's JSON hints store reads metadata only when every value is text"] {
            expect(result.stderr.contains(sentence), "\(sentence)\n\(result.stderr)")
        }
    }

    /// Exact widths by default; a theme's `"layout": "refined"` puts them on FormRender's grid.
    @Test func refinedLayoutIsATheme() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("W.hints", #"{"a": {"displayWidth": "medium"}, "b": {}, "_sections": [{"id": "s", "title": "S", "fields": ["a", "b"], "layoutStyle": "horizontal"}]}"#)
        let (exact, json) = try layout(path)
        expectEqual(exact.status, 0, "\(exact.stderr)")
        let exactWidths = boxes(json["root"], role: "field").compactMap { ($0["frame"] as? [String: Double])?["width"] }
        expectEqual(exactWidths, [149.5, 149.5], "two columns at compact, as SixLayer")
        let (refined, refinedJSON) = try layout(path, ["--theme", TestPaths.path("Themes/Refined.json")])
        expectEqual(refined.status, 0, "\(refined.stderr)")
        let refinedWidths = boxes(refinedJSON["root"], role: "field").compactMap { ($0["frame"] as? [String: Double])?["width"] }
        expectEqual(refinedWidths, [230.25, 311], "the refined layout stacks them at compact, medium on its grid")
        let wrong = try directory.write("Wrong.json", #"{"layout": "tidy"}"#)
        let bad = try formrender(["layout", path, "--theme", wrong])
        expectEqual(bad.status, 1)
        expect(bad.stderr.contains(#"\#(wrong):1:12: error: 'layout' must be "exact" (widths and columns as SixLayer gives them) or "refined" (FormRender's field grid)"#), "\(bad.stderr)")
        let capital = try directory.write("Capital.json", #"{"layout": "Refined"}"#)
        try expect(formrender(["layout", path, "--theme", capital]).stderr.contains(#"or "refined" (FormRender's field grid) (write "refined", in lowercase)"#))
    }

    /// A value cut with an ellipsis is named, by field, at the width that cuts it.
    @Test func aCutValueIsNamed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("Cut.hints", #"{"street": {"displayWidth": "narrow", "defaultValue": "1600 Pennsylvania Avenue NW"}, "city": {"defaultValue": "Washington"}}"#)
        let result = try formrender(["layout", path, "--width", "compact"])
        expectEqual(result.status, 0)
        expect(result.stderr.contains("warning: at 375 pt wide, a value is cut with an ellipsis to fit its box: 'street' (\(path))")
                || result.stderr.contains("Warning: at 375 pt wide, a value is cut with an ellipsis to fit its box: 'street' (\(path))"), "\(result.stderr)")
        expect(!result.stderr.contains("'city'"))
    }
}
