import FormModel
import FormSupport
import Foundation
import Expectations
import Testing
import TestSupport

/// View trees through the `formrender` binary, as a user runs it: files written, the layout dump,
/// every kind of error and warning with its location, `--data`, `--strict`, `--variant`.
@Suite struct ViewTreeCLITests {
    let formrender: FormRenderCLI
    var binary: URL { formrender.binary }

    init() throws {
        formrender = try FormRenderCLI()
    }

    /// A scratch `Layouts/` folder with these files, the working directory of the run.
    func project(_ files: [String: String]) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for (name, contents) in files {
            let path = directory.path("Layouts/" + name)
            try FileManager.default.createDirectory(atPath: PathText.parent(of: path), withIntermediateDirectories: true)
            try contents.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return directory
    }

    @Test func rendersTheDefaultStateAndEveryVariantAtEveryWidthAsPNGAndPDF() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let result = try formrender(["render", TestPaths.path("Layouts/TabContainer.json"), "--out", out.path])
        expectEqual(result.status, 0, "\(result.stderr)")
        expect(result.stderr.isEmpty, "\(result.stderr)")
        expectEqual(out.files(), [
            "TabContainer-compact.pdf", "TabContainer-compact@2x.png", "TabContainer-expanded.pdf", "TabContainer-expanded@2x.png",
            "TabContainer-profileTab-compact.pdf", "TabContainer-profileTab-compact@2x.png",
            "TabContainer-profileTab-expanded.pdf", "TabContainer-profileTab-expanded@2x.png",
            "TabContainer-profileTab-regular.pdf", "TabContainer-profileTab-regular@2x.png",
            "TabContainer-regular.pdf", "TabContainer-regular@2x.png",
        ])
        let pdf = try require(FileManager.default.contents(atPath: out.path("TabContainer-compact.pdf")))
        expect(pdf.starts(with: Array("%PDF".utf8)))
    }

    @Test func aDirectoryRendersItsViewTreesAndLeavesStatesFilesAndComponentsAlone() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let result = try formrender(["render", TestPaths.path("Layouts"), "--width", "compact", "--format", "png", "--out", out.path])
        expectEqual(result.status, 0, "\(result.stderr)")
        let files = out.files()
        expect(files.contains("Feed-compact@2x.png") && files.contains("UserList-loggedOut-compact@2x.png"))
        expect(!files.contains { $0.contains("states") || $0.hasPrefix("header") || $0.hasPrefix("user_card") }, "\(files)")
    }

    @Test func layoutPrintsViewsWithTheirRolesIdsResolvedTextAndFrames() throws {
        let result = try formrender(["layout", TestPaths.path("Layouts/UserList.json"), "--width", "regular"])
        expectEqual(result.status, 0, "\(result.stderr)")
        expect(result.stdout.contains("\"width\": 768"))
        expect(result.stdout.contains("\"role\": \"page\""))
        expect(result.stdout.contains("\"role\": \"view\""))
        expect(result.stdout.contains("\"role\": \"label\",\n"))
        // binding_id prefixes the ids of the views inside the include; bindings are resolved.
        expect(result.stdout.contains("\"id\": \"user_2.name\",\n") && result.stdout.contains("\"text\": \"Grace Hopper\""))
        let loggedOut = try formrender(["layout", TestPaths.path("Layouts/UserList.json"), "--variant", "loggedOut"])
        expect(loggedOut.stdout.contains("\"text\": \"Sign in to see prices\"") && loggedOut.stdout.contains("Difference Engine"))
    }

    /// A text scale asked for is said when a view tree does not take it, once, and the picture is its own.
    @Test func aTextScaleAViewTreeDoesNotTakeIsSaid() throws {
        let plain = try formrender(["layout", TestPaths.path("Layouts/UserList.json"), "--width", "compact"])
        let scaled = try formrender(["layout", TestPaths.path("Layouts/UserList.json"), "--width", "compact", "--text-scale", "1.35"])
        expectEqual(scaled.status, 0, scaled.stderr)
        expectEqual(scaled.stdout, plain.stdout)
        let warning = "⚠️ Warning: the text scale 1.35 does not apply to view trees: they are drawn at the font sizes their views give"
        expectEqual(scaled.stderr.components(separatedBy: warning).count - 1, 1, scaled.stderr)
        expect(!plain.stderr.contains("text scale"), plain.stderr)
        // A theme's own text scale too.
        let theme = try TemporaryDirectory()
        defer { theme.remove() }
        let big = try theme.write("Big.json", #"{"textScale": 1.35}"#)
        let themed = try formrender(["layout", TestPaths.path("Layouts/UserList.json"), "--width", "compact", "--theme", big])
        expectEqual(themed.stdout, plain.stdout)
        expect(themed.stderr.contains("⚠️ Warning: the text scale 1.35 (the theme's) does not apply to view trees"), themed.stderr)
    }

    @Test func dataOverridesTheStatesFileAndNestedValuesMerge() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let data = try directory.write("data.json", #"{"users": [{"name": "Radia Perlman"}], "products": [{"name": "Spanning Tree"}]}"#)
        let result = try formrender(["layout", TestPaths.path("Layouts/UserList.json"), "--data", data])
        expectEqual(result.status, 0, "\(result.stderr)")
        expect(result.stdout.contains("\"text\": \"Radia Perlman\"") && result.stdout.contains("\"text\": \"Spanning Tree\""))
        // A user the data does not give is nil: the row shows its default.
        expect(result.stdout.contains("\"text\": \"Unknown user\""))
    }

    @Test func anUnknownViewTypeIsAPlaceholderAndUnderStrictAnErrorAtItsPlace() throws {
        let project = try project(["Bad.json": """
        {"type": "View", "child": [
          {"type": "Lable", "text": "typo"}
        ]}
        """])
        defer { project.remove() }
        let result = try formrender(["render", "Layouts/Bad.json", "--out", "out", "--width", "compact"], in: project.path)
        expectEqual(result.status, 0)
        expect(result.stderr.contains("⚠️ Warning: Unknown component type 'Lable'. Drawn as a placeholder box (--strict makes this an error). A typo of 'Label'? (Layouts/Bad.json:2:12)"), "\(result.stderr)")
        expect(FileManager.default.fileExists(atPath: project.path("out/Bad-compact@2x.png")))
        let strict = try formrender(["render", "Layouts/Bad.json", "--out", "strict", "--strict"], in: project.path)
        expectEqual(strict.status, 1)
        expect(strict.stderr.contains("Layouts/Bad.json:2:12: error: Unknown component type 'Lable'"), "\(strict.stderr)")
        expect(!FileManager.default.fileExists(atPath: project.path("strict/Bad-compact@2x.png")))
    }

    @Test func aLiteralOfTheWrongTypeIsAnErrorAndABadExpressionAWarningWithItsColumn() throws {
        let project = try project([
            "Width.json": #"{"type": "View", "width": "wide"}"#,
            "Syntax.json": #"{"type": "Label", "text": "Hi @{user.name ?? }"}"#,
        ])
        defer { project.remove() }
        let width = try formrender(["layout", "Layouts/Width.json", "--strict"], in: project.path)
        expectEqual(width.status, 1)
        expect(width.stderr.contains("Layouts/Width.json:1:27: error: 'width' on View must be a number of points from 0 to 100000, \"matchParent\" or \"wrapContent\", found a string"), "\(width.stderr)")
        // Without --strict: a warning, and the default is drawn.
        let lenient = try formrender(["layout", "Layouts/Width.json"], in: project.path)
        expectEqual(lenient.status, 0)
        expect(lenient.stderr.contains("'width' on View must be a number of points from 0 to 100000, \"matchParent\" or \"wrapContent\", found a string; ignored, the default is drawn (--strict makes this an error) (Layouts/Width.json:1:27)"), "\(lenient.stderr)")
        // An expression FormRender cannot read is an unresolved binding (binding_semantics.json): said, and drawn as nothing.
        let syntax = try formrender(["layout", "Layouts/Syntax.json"], in: project.path)
        expectEqual(syntax.status, 0)
        expect(syntax.stderr.contains("'text': expected a value, found end of expression at column 14 in \"user.name ?? \"; read as unresolved"), "\(syntax.stderr)")
        expect(syntax.stderr.contains("(Layouts/Syntax.json:1:27)"), "\(syntax.stderr)")
    }

    @Test func includeErrorsNameTheFileTheChainAndTheRoot() throws {
        let project = try project([
            "Cycle.json": #"{"type": "View", "child": [{"include": "parts/a"}]}"#,
            "parts/a.json": #"{"type": "View", "child": [{"include": "b.json"}]}"#,
            "parts/b.json": #"{"type": "View", "child": [{"include": "a"}]}"#,
            "Escape.json": #"{"type": "View", "child": [{"include": "../secret.json"}]}"#,
            "Missing.json": #"{"type": "View", "child": [{"include": "nowhere"}]}"#,
            "Required.json": #"{"type": "View", "child": [{"include": "parts/needs"}]}"#,
            "parts/needs.json": #"{"variables": [{"name": "title", "class": "String"}], "type": "Label", "text": "@{title}"}"#,
        ])
        defer { project.remove() }
        try "{}".write(toFile: project.path("secret.json"), atomically: true, encoding: .utf8)
        let cycle = try formrender(["layout", "Layouts/Cycle.json"], in: project.path)
        expect(cycle.status == 1 && cycle.stderr.contains("error: include cycle: parts/a.json → parts/b.json → parts/a.json"), "\(cycle.stderr)")
        let escape = try formrender(["layout", "Layouts/Escape.json"], in: project.path)
        expect(escape.status == 1 && escape.stderr.contains("Layouts/Escape.json:1:40: error: the include '../secret.json' leads out of the layout root"), "\(escape.stderr)")
        let missing = try formrender(["layout", "Layouts/Missing.json"], in: project.path)
        expect(missing.status == 1 && missing.stderr.contains("Layouts/Missing.json:1:40: error: no file 'nowhere' to include"), "\(missing.stderr)")
        let required = try formrender(["layout", "Layouts/Required.json"], in: project.path)
        expectEqual(required.status, 1, "\(required.stderr)")
        expect(required.stderr.contains("error: variable 'title' of 'Layouts/parts/needs.json' has no value and no default: pass it in 'shared_data' (include chain: Layouts/Required.json → Layouts/parts/needs.json)"), "\(required.stderr)")
    }

    @Test func deviceOnlyAttributesAreSilentUnlessStrictAndScriptsAreNeverRun() throws {
        let project = try project(["Live.json": """
        {"type": "View", "onclick": "tap", "canTap": true, "events": {"onclick": "x"},
         "bindingScript": "exit(1)", "backgroud": "#FFFFFF"}
        """])
        defer { project.remove() }
        let plain = try formrender(["layout", "Layouts/Live.json"], in: project.path)
        expectEqual(plain.status, 0)
        expect(plain.stderr.contains("'bindingScript' is code, and FormRender never runs code from an input; ignored (Layouts/Live.json:2:19)"), "\(plain.stderr)")
        expect(plain.stderr.contains("unknown attribute 'backgroud' on View; ignored"))
        expect(!plain.stderr.contains("onclick"))
        // --strict: the typo is an error; without it, each device-only attribute is named.
        let strictTypo = try formrender(["layout", "Layouts/Live.json", "--strict"], in: project.path)
        expect(strictTypo.status == 1 && strictTypo.stderr.contains("Layouts/Live.json:2:43: error: unknown attribute 'backgroud' on View"), "\(strictTypo.stderr)")
        try """
        {"type": "View", "onclick": "tap", "canTap": true, "events": {"onclick": "x"}}
        """.write(toFile: project.path("Layouts/Live.json"), atomically: true, encoding: .utf8)
        let strict = try formrender(["layout", "Layouts/Live.json", "--strict"], in: project.path)
        for name in ["onclick", "canTap", "events"] {
            expect(strict.stderr.contains("⚠️ Warning: '\(name)' only means something on a device; ignored"), "\(name): \(strict.stderr)")
        }
    }

    @Test func aMissingImageIsAWarningAndAPlaceholder() throws {
        let project = try project(["Pic.json": #"{"type": "Image", "id": "pic", "src": "nothere"}"#])
        defer { project.remove() }
        let result = try formrender(["layout", "Layouts/Pic.json"], in: project.path)
        expectEqual(result.status, 0)
        expect(result.stderr.contains("⚠️ Warning: no image 'nothere' beside the file or in the layout root"), "\(result.stderr)")
        expect(result.stdout.contains("\"glyph\": {\"glyph\": \"picture\""))
    }

    @Test func anImageOutsideTheRootIsRefused() throws {
        let project = try project(["Pic.json": #"{"type": "Image", "src": "../../etc/passwd"}"#])
        defer { project.remove() }
        let result = try formrender(["layout", "Layouts/Pic.json"], in: project.path)
        expectEqual(result.status, 1)
        expect(result.stderr.contains("Layouts/Pic.json:1:26: error: 'src' '../../etc/passwd' leads out of the layout root"), "\(result.stderr)")
    }

    @Test func viewTreesRenderTheSameBytesTwice() throws {
        let first = try TemporaryDirectory(), second = try TemporaryDirectory()
        defer { first.remove(); second.remove() }
        for directory in [first, second] {
            let result = try formrender(["render", TestPaths.path("Layouts/ShadowCards.json"), "--out", directory.path])
            expectEqual(result.status, 0, "\(result.stderr)")
        }
        expectEqual(first.files().count, 18)
        for name in first.files() {
            expectEqual(FileManager.default.contents(atPath: first.path(name)), FileManager.default.contents(atPath: second.path(name)), "\(name)")
        }
    }
}
