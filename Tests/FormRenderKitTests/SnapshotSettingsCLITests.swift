import FormSnapshot
import Foundation
import PNGCodec
import Expectations
import Testing
import TestSupport

/// `formrender.json`'s per-case overrides, masks and matrix, as a team sets them up in a project.
@Suite struct SnapshotSettingsCLITests {
    let binary: URL
    let project: TemporaryDirectory

    init() throws {
        binary = try require(TestPaths.formrenderBinary, "build the formrender product first (swift build)")
        project = try TemporaryDirectory()
        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "medium", "showCharacterCounter": true, "maxLength": 40}}"#)
        try project.write("Forms/Stamp.form.json", #"""
        {"fields": [{"id": "title", "label": "Title"}, {"id": "createdAt", "label": "Created at"}],
         "values": {"title": "Report", "createdAt": "2026-11-24 10:00"}, "variants": {"empty": {"values": {"title": ""}}}}
        """#)
        try FileManager.default.createDirectory(atPath: project.path("Themes"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.path("Themes/Midnight.json"), toPath: project.path("Themes/Midnight.json"))
    }

    func config(_ json: String) throws {
        try project.write("formrender.json", json)
    }

    func snapshot(_ arguments: [String]) throws -> CommandResult {
        try run(binary, ["snapshot"] + arguments + ["--root", project.path, "--fonts-dir", TestPaths.path("Fonts")])
    }

    func references() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: project.path("Snapshots"))) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    func report() throws -> SnapshotReport {
        let data = try require(FileManager.default.contents(atPath: project.path("snapshot-report/report.json")))
        return try JSONDecoder().decode(SnapshotReport.self, from: data)
    }

    /// Each theme of the matrix is a case of its own, named with it; `default` adds nothing.
    @Test func theMatrixMultipliesCasesAndNamesThem() throws {
        defer { project.remove() }
        try config(#"{"widths": ["compact"], "scales": [1], "matrix": {"theme": ["default", "Themes/Midnight.json"]}}"#)
        let recorded = try snapshot(["record"])
        expectEqual(recorded.status, 0, "\(recorded.stderr)")
        expectEqual(references(), ["Mini-compact@1x.png", "Mini-midnight-compact@1x.png", "Stamp-compact@1x.png", "Stamp-empty-compact@1x.png",
                                 "Stamp-midnight-compact@1x.png", "Stamp-midnight-empty-compact@1x.png"])
        // The midnight case really is dark: its first pixel is the theme's black background.
        let dark = try require(FileManager.default.contents(atPath: project.path("Snapshots/Mini-midnight-compact@1x.png")))
        let light = try require(FileManager.default.contents(atPath: project.path("Snapshots/Mini-compact@1x.png")))
        expect(dark != light)
        try expect(snapshot(["verify", "*-midnight-*"]).stdout.contains("3 passed, 0 failed"))
    }

    /// Text scales multiply the cases too; 1 adds nothing to names, and a larger scale is a taller picture.
    @Test func theMatrixTakesTextScales() throws {
        defer { project.remove() }
        try config(#"{"inputs": ["Hints"], "widths": ["compact"], "scales": [1], "matrix": {"theme": ["default", "Themes/Midnight.json"], "textScale": [1, 1.35]}}"#)
        let recorded = try snapshot(["record"])
        expectEqual(recorded.status, 0, "\(recorded.stderr)")
        expectEqual(references(), ["Mini-compact@1x.png", "Mini-midnight-compact@1x.png", "Mini-midnight-text1.35-compact@1x.png", "Mini-text1.35-compact@1x.png"])
        let plain = try PNGDecoder.header([UInt8](try require(FileManager.default.contents(atPath: project.path("Snapshots/Mini-compact@1x.png")))))
        let larger = try PNGDecoder.header([UInt8](try require(FileManager.default.contents(atPath: project.path("Snapshots/Mini-text1.35-compact@1x.png")))))
        expect(larger.height > plain.height && larger.width == plain.width)
        try expectEqual(snapshot(["verify"]).status, 0)
    }

    /// Locales multiply the cases: `default` is each input's own; `ar` renders it in Arabic, right to left.
    @Test func theMatrixTakesLocales() throws {
        defer { project.remove() }
        try config(#"{"inputs": ["Forms"], "widths": ["compact"], "scales": [1], "matrix": {"locale": ["default", "ar"]}}"#)
        try expectEqual(snapshot(["record"]).status, 0)
        expectEqual(references(), ["Stamp-ar-compact@1x.png", "Stamp-ar-empty-compact@1x.png", "Stamp-compact@1x.png", "Stamp-empty-compact@1x.png"])
        let layout = try require(FileManager.default.contents(atPath: project.path("Snapshots/Stamp-ar-compact@1x.layout.json")))
        expect(String(decoding: layout, as: UTF8.self).contains(#""direction": "rtl""#))
        try expectEqual(snapshot(["verify"]).status, 0)
    }

    /// Appearances multiply view trees, drawn in colors.json's modes; a form has no appearance, so it is not multiplied.
    @Test func theMatrixTakesAppearancesForViewTrees() throws {
        defer { project.remove() }
        try project.write("Layouts/Resources/colors.json", ##"{"light": {"page": "#FFFFFF"}, "dark": {"page": "#000000"}}"##)
        try project.write("Layouts/Card.json", #"{"type": "View", "height": 20, "background": "page"}"#)
        try config(#"{"inputs": ["Layouts", "Hints"], "widths": ["compact"], "scales": [1], "matrix": {"appearance": ["light", "dark"]}}"#)
        let recorded = try snapshot(["record"])
        expectEqual(recorded.status, 0, "\(recorded.stderr)")
        expectEqual(references(), ["Card-compact@1x.png", "Card-dark-compact@1x.png", "Mini-compact@1x.png"])
        let dark = try require(FileManager.default.contents(atPath: project.path("Snapshots/Card-dark-compact@1x.png")))
        let light = try require(FileManager.default.contents(atPath: project.path("Snapshots/Card-compact@1x.png")))
        expect(dark != light)
        try expectEqual(snapshot(["verify"]).status, 0)
    }

    /// A view tree draws in its own colours and sizes: a theme of the same font family and a text scale
    /// leave it as it is, so they do not multiply it into byte-identical duplicates; a locale does.
    @Test func theMatrixMultipliesViewTreesOnlyByWhatChangesThem() throws {
        defer { project.remove() }
        try project.write("Layouts/Card.json", #"{"type": "View", "height": 40, "child": [{"type": "Label", "text": "Hello"}]}"#)
        try project.write("Themes/Serif.json", #"{"font": {"family": "Noto Sans Hebrew"}}"#)
        try config(#"""
        {"inputs": ["Layouts", "Hints"], "widths": ["compact"], "scales": [1],
         "matrix": {"theme": ["default", "Themes/Midnight.json", "Themes/Serif.json"], "textScale": [1, 1.35], "locale": ["default", "ar"]}}
        """#)
        let recorded = try snapshot(["record"])
        expectEqual(recorded.status, 0, "\(recorded.stderr)")
        let cards = references().filter { $0.hasPrefix("Card") }
        expectEqual(cards, ["Card-ar-compact@1x.png", "Card-compact@1x.png", "Card-serif-ar-compact@1x.png", "Card-serif-compact@1x.png"])
        expectEqual(references().filter { $0.hasPrefix("Mini") }.count, 12, "the form in every combination")
        let plain = try require(FileManager.default.contents(atPath: project.path("Snapshots/Card-compact@1x.png")))
        for other in cards where other != "Card-compact@1x.png" {
            expect(FileManager.default.contents(atPath: project.path("Snapshots/\(other)")) != plain, "\(other) draws otherwise")
        }
    }

    /// The matrix compares a theme with the one each case has without it (an override's counts) and with
    /// its earlier themes, families as they are drawn: a view tree is multiplied only by a family that
    /// draws otherwise, and the suite's own theme listed again adds nothing to a form either.
    @Test func theMatrixComparesThemesWithEachCasesOwn() throws {
        defer { project.remove() }
        try project.write("Layouts/Card.json", #"{"type": "View", "height": 40, "child": [{"type": "Label", "text": "Hello"}]}"#)
        try project.write("Themes/Hebrew.json", #"{"font": {"family": "Noto Sans Hebrew"}}"#)
        try project.write("Themes/Georgia.json", #"{"font": {"family": "Georgia"}}"#)
        try project.write("Themes/Spaced.json", #"{"font": {"family": " inter "}}"#)
        try config(#"""
        {"inputs": ["Layouts", "Hints"], "widths": ["compact"], "scales": [1], "theme": "Themes/Midnight.json",
         "overrides": {"Card*": {"theme": "Themes/Hebrew.json"}},
         "matrix": {"theme": ["default", "Themes/Georgia.json", "Themes/Spaced.json", "Themes/Hebrew.json", "Themes/Midnight.json"]}}
        """#)
        let recorded = try snapshot(["record"])
        expectEqual(recorded.status, 0, "\(recorded.stderr)")
        // Card is drawn in Hebrew's family by its override: Georgia draws it in Inter, Spaced is Inter again,
        // Hebrew is its own theme; Midnight (Inter) is Georgia's family.
        expectEqual(references().filter { $0.hasPrefix("Card") }, ["Card-compact@1x.png", "Card-georgia-compact@1x.png"])
        // Mini is in Midnight, the suite's theme: listed again it adds nothing; each other theme does.
        expectEqual(references().filter { $0.hasPrefix("Mini") },
                    ["Mini-compact@1x.png", "Mini-georgia-compact@1x.png", "Mini-hebrew-compact@1x.png", "Mini-spaced-compact@1x.png"])
        expect(FileManager.default.contents(atPath: project.path("Snapshots/Card-georgia-compact@1x.png"))
               != FileManager.default.contents(atPath: project.path("Snapshots/Card-compact@1x.png")))
    }

    /// A text scale of 1 in the matrix is 1, also under a theme that scales its text.
    @Test func aMatrixTextScaleOfOneIsOne() throws {
        defer { project.remove() }
        try project.write("Themes/Big.json", #"{"textScale": 1.35}"#)
        try config(#"{"inputs": ["Hints"], "widths": ["compact"], "scales": [1], "theme": "Themes/Big.json", "matrix": {"textScale": [1, 1.35]}}"#)
        let recorded = try snapshot(["record"])
        expectEqual(recorded.status, 0, "\(recorded.stderr)")
        expectEqual(references(), ["Mini-compact@1x.png", "Mini-text1.35-compact@1x.png"])
        let one = try String(contentsOfFile: project.path("Snapshots/Mini-compact@1x.layout.json"), encoding: .utf8)
        let scaled = try String(contentsOfFile: project.path("Snapshots/Mini-text1.35-compact@1x.layout.json"), encoding: .utf8)
        expect(one != scaled, "drawn at 1, not at the theme's 1.35")
    }

    /// The matrix takes only what FormRender can vary.
    @Test(arguments: [
        (#"{"matrix": {"locale": ["ar", "AR"]}}"#, "'matrix.locale[1]' must be \"default\" or a locale like ar or ja_JP, each once"),
        (#"{"matrix": {"locale": ["../x"]}}"#, "'matrix.locale[0]' must be \"default\" or a locale"),
        (#"{"matrix": {"colour": ["x"]}}"#, "'matrix.colour' is not a matrix dimension; the matrix takes: theme, locale, textScale"),
        (#"{"matrix": {"theme": []}}"#, "'matrix.theme' is empty"),
        (#"{"matrix": {"textScale": [1, 9]}}"#, "'matrix.textScale[1]' must be a scale from 0.5 to 3, each once"),
        (#"{"matrix": {"textScale": [1.35, 1.35]}}"#, "'matrix.textScale[1]' must be a scale from 0.5 to 3, each once"),
        (#"{"matrix": {"theme": ["Themes/Nope.json"]}}"#, "'matrix.theme[0]': 'Themes/Nope.json' does not exist"),
        (#"{"overrides": {"Mini*": {"widths": ["huge"]}}}"#, "'overrides.Mini*.widths'"),
        (#"{"overrides": {"Mini*": {"threshold": 2}}}"#, "overrides.Mini*.threshold"),
        (#"{"overrides": ["Mini*"]}"#, "'overrides' must be an object of globs on case names"),
        (#"{"mask": ["createdAt"]}"#, "'mask[0]': 'createdAt' is not a box to mask; expected '<role>:<id>'"),
        (##"{"maskColor": "#FF00FF80"}"##, "'maskColor' must be an opaque colour"),
        (#"{"overrides": {"Mini*": {"scales": []}}}"#, "'overrides.Mini*.scales' is empty, so it would choose no cases"),
        (#"{"variantWidths": []}"#, "'variantWidths' is empty, so it would choose no cases (verify would pass without checking them and prune would delete their references)"),
        (#"{"theme": "/etc/passwd"}"#, "'theme': '/etc/passwd' is an absolute path; paths in formrender.json are relative to its folder"),
        (#"{"snapshots": "../elsewhere"}"#, "'snapshots': '../elsewhere' leads outside the project"),
        (#"{"inputs": ["Hints/../../"]}"#, "'inputs[0]': 'Hints/../../' leads outside the project"),
    ])
    func badSettingsAreLocatedErrors(json: String, message: String) throws {
        defer { project.remove() }
        try config(json)
        let result = try snapshot(["verify"])
        expectEqual(result.status, 1)
        expect(result.stderr.contains("formrender.json:1:"), "\(result.stderr)")
        expect(result.stderr.contains(message), "\(result.stderr)")
    }

    /// A theme and a variant that would give one name are an error naming both, never one reference.
    @Test func aThemeNamedLikeAVariantCollides() throws {
        defer { project.remove() }
        try FileManager.default.copyItem(atPath: project.path("Themes/Midnight.json"), toPath: project.path("Themes/Empty.json"))
        try config(#"{"widths": ["compact"], "scales": [1], "matrix": {"theme": ["default", "Themes/Empty.json"]}}"#)
        let result = try snapshot(["record"])
        expectEqual(result.status, 1)
        expect(result.stderr.contains("the default state in the matrix theme 'empty' ("), "\(result.stderr)")
        expect(result.stderr.contains("Themes/Empty.json) of this input and variant 'empty' of this input would both be checked against 'Stamp-empty'"), "\(result.stderr)")
        // Neither is checked against the shared name; the rest of the form still is.
        let names = references()
        expect(!names.contains("Stamp-empty-compact@1x.png") && names.contains("Stamp-compact@1x.png") && names.contains("Mini-empty-compact@1x.png"), "\(names)")
    }

    /// Overrides choose widths and scales by form and state, and tolerances by any part of the name;
    /// a later one wins, and one that matches nothing warns.
    @Test func overridesApplyByGlob() throws {
        defer { project.remove() }
        try config(#"""
        {"widths": ["compact", "regular"], "variantWidths": ["compact"], "scales": [1],
         "overrides": {"Stamp*": {"widths": ["expanded"]}, "Stamp-empty": {"scales": [2]},
                       "*-regular@1x": {"maxDiffPixels": 7}, "Mini*": {"threshold": 0.25}, "Typo*": {"threshold": 0.5}}}
        """#)
        let recorded = try snapshot(["record"])
        expectEqual(recorded.status, 0, "\(recorded.stderr)")
        expectEqual(references(), ["Mini-compact@1x.png", "Mini-regular@1x.png", "Stamp-empty-expanded@2x.png", "Stamp-expanded@1x.png"])
        expect(recorded.stderr.contains("'overrides.Typo*' matches no case"), "\(recorded.stderr)")
        expect(recorded.stderr.contains("formrender.json:3:"), "\(recorded.stderr)")
        // A tolerance override lets a case pass with as many different pixels as it allows, and no more.
        // (The counter goes: a small change at both widths.)
        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "medium", "showCharacterCounter": false, "maxLength": 40}}"#)
        let verified = try snapshot(["verify"])
        let results = Dictionary(uniqueKeysWithValues: try report().results.map { ($0.name, $0) })
        let regular = try require(results["Mini-regular@1x"])
        let compact = try require(results["Mini-compact@1x"])
        expect(compact.status == .failed && compact.diffPixels > 0, "\(verified.stderr)")
        expectEqual(regular.status, (regular.diffPixels <= 7 ? .passed : .failed), "\(regular)")
        // The command line's tolerance goes over every override.
        let loose = try snapshot(["verify", "--max-diff-pixels", "100000"])
        expectEqual(loose.status, 0, "\(loose.stderr)")
        // A budget given on the command line is the whole budget: a ratio the configuration allows
        // does not loosen `--max-diff-pixels 0`.
        try config(#"{"widths": ["compact"], "scales": [1], "maxDiffPixelRatio": 0.5}"#)
        try expectEqual(snapshot(["verify", "Mini-compact@1x"]).status, 0)
        try expectEqual(snapshot(["verify", "Mini-compact@1x", "--max-diff-pixels", "0"]).status, 1)
    }

    /// A masked box may change, move or vanish: its region is painted over in both images, found by the
    /// layout of each, and its changes are not said. Anything else still fails.
    @Test func masksIgnoreTheBoxesTheyName() throws {
        defer { project.remove() }
        try config(#"{"inputs": ["Forms"], "widths": ["compact"], "scales": [1], "mask": ["field:createdAt"]}"#)
        try expectEqual(snapshot(["record"]).status, 0)
        // The masked field is painted magenta in the reference, where the layout put it.
        let png = try require(FileManager.default.contents(atPath: project.path("Snapshots/Stamp-compact@1x.png")))
        let image = try PNGDecoder.decode([UInt8](png))
        let layout = try require(FileManager.default.contents(atPath: project.path("Snapshots/Stamp-compact@1x.layout.json")))
        let field = try require(SnapshotMask(selectors: [.box(role: "field", id: "createdAt")]).frames(inLayout: String(decoding: layout, as: UTF8.self)).first)
        let centre = image.rgb(x: Int(field.x + field.width / 2), y: Int(field.y + field.height / 2))
        expect(centre == (255, 0, 255))
        expect(image.rgb(x: Int(field.x + field.width / 2), y: Int(field.y - 2)) != (255, 0, 255), "only the field")
        try project.write("Forms/Stamp.form.json", #"""
        {"fields": [{"id": "title", "label": "Title"}, {"id": "createdAt", "label": "Created on"}],
         "values": {"title": "Report", "createdAt": "2027-01-01 23:59"}, "variants": {"empty": {"values": {"title": ""}}}}
        """#)
        let masked = try snapshot(["verify"])
        expectEqual(masked.status, 0, "\(masked.stderr)")
        expect(!masked.stderr.contains("createdAt"), "a masked box's changes are not said: \(masked.stderr)")
        // Without the mask the same change fails, and says what changed.
        try config(#"{"inputs": ["Forms"], "widths": ["compact"], "scales": [1]}"#)
        let unmasked = try snapshot(["verify"])
        expectEqual(unmasked.status, 1)
        expect(unmasked.stderr.contains(#"label 'createdAt': "Created at" → "Created on""#), "\(unmasked.stderr)")
    }

    /// A masked box that changes size is ignored where it was and where it is, in both images, and the
    /// report shows the images as they were compared.
    @Test func aMaskedBoxThatResizesStillPasses() throws {
        defer { project.remove() }
        try config(#"{"inputs": ["Hints"], "widths": ["compact"], "scales": [1], "mask": ["field:name"]}"#)
        try expectEqual(snapshot(["record"]).status, 0)
        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "wide", "showCharacterCounter": true, "maxLength": 40}}"#)
        let result = try snapshot(["verify"])
        expectEqual(result.status, 0, "\(result.stderr)")
    }

    /// A mask added after the references were recorded applies to them too, from their own layouts.
    @Test func aMaskAddedLaterAppliesToOldReferences() throws {
        defer { project.remove() }
        try config(#"{"inputs": ["Forms"], "widths": ["compact"], "scales": [1]}"#)
        try expectEqual(snapshot(["record"]).status, 0)
        try project.write("Forms/Stamp.form.json", #"""
        {"fields": [{"id": "title", "label": "Title"}, {"id": "createdAt", "label": "Created at"}],
         "values": {"title": "Report", "createdAt": "yesterday"}, "variants": {"empty": {"values": {"title": ""}}}}
        """#)
        try expectEqual(snapshot(["verify"]).status, 1)
        try config(#"{"inputs": ["Forms"], "widths": ["compact"], "scales": [1], "overrides": {"Stamp*": {"mask": ["input:createdAt"]}}}"#)
        let result = try snapshot(["verify"])
        expectEqual(result.status, 0, "\(result.stderr)")
        // A change outside the mask fails, and the report shows both images masked, as compared.
        try project.write("Forms/Stamp.form.json", #"""
        {"fields": [{"id": "title", "label": "Heading"}, {"id": "createdAt", "label": "Created at"}],
         "values": {"title": "Report", "createdAt": "yesterday"}, "variants": {"empty": {"values": {"title": ""}}}}
        """#)
        try expectEqual(snapshot(["verify", "Stamp-compact@1x"]).status, 1)
        for side in ["reference", "actual"] {
            let png = try require(FileManager.default.contents(atPath: project.path("snapshot-report/Stamp-compact@1x.\(side).png")))
            let image = try PNGDecoder.decode([UInt8](png))
            let magenta = (0..<image.height).contains { y in (0..<image.width).contains { x in image.rgb(x: x, y: y) == (255, 0, 255) } }
            expect(magenta, "the report's \(side) image is masked")
        }
    }

    /// A selector that matches no box anywhere is most likely misspelt: it warns.
    @Test func aMaskThatMatchesNothingWarns() throws {
        defer { project.remove() }
        try config(#"{"widths": ["compact"], "scales": [1], "mask": ["field:creatdAt", "role:counter"]}"#)
        let result = try snapshot(["record"])
        expectEqual(result.status, 0)
        expect(result.stderr.contains("the mask 'field:creatdAt' matches no box in any case checked"), "\(result.stderr)")
        expect(!result.stderr.contains("'role:counter' matches no box"), "Mini has a counter")
    }
}
