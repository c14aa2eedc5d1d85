import Foundation
import Expectations
import Testing
import FormModel
import FormSupport
import BoxTree

/// Includes: found beside the including file, then in the layout root; scopes made from `shared_data`
/// and `binding_id`; attributes laid over the included root; every file read once; cycles, depth and
/// paths out of the root refused.
@Suite("View trees: includes")
struct ViewIncludeTests {
    @Test func besideTheIncludingFileThenTheRoot() throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", #"{"type": "View", "child": [{"include": "components/card"}, {"include": "header.json"}, {"include": "header"}]}"#)
        try fixture.write("components/card.json", #"{"type": "View", "id": "card", "child": [{"include": "title"}, {"include": "footer"}]}"#)
        try fixture.write("components/title.json", #"{"type": "Label", "id": "beside"}"#)
        try fixture.write("title.json", #"{"type": "Label", "id": "root-title"}"#)
        try fixture.write("footer.json", #"{"type": "Label", "id": "root-footer"}"#)
        try fixture.write("header.json", #"{"type": "Label", "id": "header"}"#)
        let (root, warnings) = try fixture.view()
        expect(warnings.isEmpty)
        expectEqual(root.allNodes().map(\.id), [nil, "card", "beside", "root-footer", "header", "header"])
        expectEqual(root.find("beside")?.source.file, fixture.path("components/title.json"))
        expectEqual(root.find("root-footer")?.source.position, pos(1, 1))
    }

    @Test func theIncludeNamesAFileNotAFolder() throws {
        let fixture = try ViewFixture()
        try fixture.write("header/readme.txt", "a folder named like the include")
        try fixture.write("header.json", #"{"type": "Label", "id": "header"}"#)
        try fixture.write("main.json", #"{"type": "View", "child": [{"include": "header"}]}"#)
        try expect(fixture.view().0.find("header") != nil)
    }

    @Test func sharedDataIsEvaluatedInTheIncludingScope() throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", """
            {"data": [{"name": "user", "class": "User"}, {"name": "items", "class": "Array", "defaultValue": "[\\"a\\", \\"b\\"]"}],
             "type": "View", "child": [{"include": "card", "shared_data": {"person": "@{user}", "label": "Name: @{user.name}", "count": "@{items.count}",
                                                                          "premium": "@{user.isPremium}", "fixed": 3, "colour": "#007AFF"}}]}
            """)
        try fixture.write("card.json", """
            {"type": "View", "background": "@{premium ? #FFD700 : #FFFFFF}", "child": [
              {"type": "Label", "id": "name", "text": "@{person.name}"}, {"type": "Label", "id": "label", "text": "@{label}"},
              {"type": "Label", "id": "count", "text": "@{count + fixed}"}, {"type": "Label", "id": "colour", "fontColor": "@{colour}"}]}
            """)
        let (root, warnings) = try fixture.view(data: #"{"user": {"name": "Ada", "isPremium": true}}"#)
        expect(warnings.isEmpty)
        expectEqual(root.find("name")?.attributes.text, "Ada")
        expectEqual(root.find("label")?.attributes.text, "Name: Ada")
        expectEqual(root.find("count")?.attributes.text, "5", "a whole-string binding keeps its type")
        expectEqual(root.find("colour")?.attributes.fontColor, Color(hex: 0x007AFF))
        expectEqual(root.children.first?.attributes.background, Color(hex: 0xFFD700))
    }

    @Test func withoutABindingIDTheIncludeSeesTheIncludingNames() throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", """
            {"type": "View", "child": [{"include": "row"}, {"include": "row", "binding_id": "card"},
                                       {"include": "row", "binding_id": "other", "shared_data": {"title": "Given"}}]}
            """)
        try fixture.write("row.json", #"{"type": "Label", "id": "title", "text": "@{title}"}"#)
        let (root, _) = try fixture.view(data: #"{"title": "Outer"}"#)
        expectEqual(root.children.map(\.id), ["title", "card.title", "other.title"])
        expectEqual(root.children.map(\.attributes.text), ["Outer", nil, "Given"])
    }

    @Test func bindingIDsPrefixIdsThroughNestedIncludes() throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", #"{"type": "View", "id": "root", "child": [{"include": "card", "binding_id": "@{slot}"}, {"include": "card"}]}"#)
        try fixture.write("card.json", #"{"type": "View", "id": "box", "child": [{"type": "Label", "id": "title"}, {"include": "badge", "binding_id": "badge"}]}"#)
        try fixture.write("badge.json", #"{"type": "Label", "id": "label"}"#)
        let (root, _) = try fixture.view(data: #"{"slot": "card"}"#)
        expectEqual(root.allNodes().map(\.id), ["root", "card.box", "card.title", "card.badge.label", "box", "title", "badge.label"])
    }

    @Test func includeAttributesOverrideTheIncludedRoot() throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", """
            {"type": "View", "child": [{"include": "card", "id": "first", "background": "#000000", "margins": 8, "paddingTop": 2,
                                        "width": "@{w}"}]}
            """)
        try fixture.write("card.json", ##"{"type": "View", "id": "card", "background": "#FFFFFF", "padding": 4, "width": 100, "cornerRadius": 6}"##)
        let (root, warnings) = try fixture.view(data: #"{"w": 200}"#)
        expect(warnings.isEmpty)
        let card = try require(root.children.first)
        expectEqual(card.id, "first")
        expectEqual(card.attributes.background, .black)
        expectEqual(card.attributes.margins, insets(8, 8, 8, 8))
        expectEqual(card.attributes.padding, insets(6, 4, 4, 4), "per-edge padding adds to the included root's whole")
        expectEqual(card.attributes.width, .points(200))
        expectEqual(card.attributes.cornerRadius, 6)
        expectEqual(card.source.file, fixture.path("card.json"))
    }

    @Test func anIncludedFileWhoseRootIsAnIncludeKeepsTheOuterAttributes() throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", ##"{"type": "View", "child": [{"include": "wrapper", "id": "outer", "background": "#000000"}]}"##)
        try fixture.write("wrapper.json", #"{"include": "card", "margins": 4}"#)
        try fixture.write("card.json", ##"{"type": "View", "id": "card", "background": "#FFFFFF"}"##)
        let (root, _) = try fixture.view()
        let card = try require(root.children.first)
        expectEqual(card.id, "outer")
        expectEqual(card.attributes.background, .black)
        expectEqual(card.attributes.margins, insets(4, 4, 4, 4))
    }

    @Test func nestedIncludesShareDataDownTheChain() throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", """
            {"data": [{"name": "currentUserId", "class": "String"}], "type": "View",
             "child": [{"include": "dashboard.json", "shared_data": {"currentUserId": "@{currentUserId}"}}]}
            """)
        try fixture.write("dashboard.json", """
            {"type": "View", "child": [
              {"include": "dashboard_header.json", "shared_data": {"title": "Dashboard", "currentUserId": "@{currentUserId}"}},
              {"include": "dashboard_stats.json", "binding_id": "stats", "shared_data": {"currentUserId": "@{currentUserId}"}}]}
            """)
        try fixture.write("dashboard_header.json", """
            {"type": "View", "child": [{"type": "Label", "id": "title", "text": "@{title}"}, {"type": "Label", "id": "user", "text": "User ID: @{currentUserId}"}]}
            """)
        try fixture.write("dashboard_stats.json", #"{"type": "Label", "id": "stats", "text": "@{currentUserId}/@{title}"}"#)
        let (root, _) = try fixture.view(data: #"{"currentUserId": 42}"#)
        expectEqual(root.find("title")?.attributes.text, "Dashboard")
        expectEqual(root.find("user")?.attributes.text, "User ID: 42")
        expectEqual(root.find("stats.stats")?.attributes.text, "42/")
    }

    @Test func dynamicIncludePaths() throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", #"{"type": "View", "child": [{"include": "@{premium ? 'premium.json' : 'basic.json'}"}, {"include": "@{kind}_row"}]}"#)
        try fixture.write("premium.json", #"{"type": "Label", "id": "premium"}"#)
        try fixture.write("basic.json", #"{"type": "Label", "id": "basic"}"#)
        try fixture.write("big_row.json", #"{"type": "Label", "id": "big"}"#)
        try expectEqual(fixture.view(data: #"{"premium": true, "kind": "big"}"#).0.children.map(\.id), ["premium", "big"])
        try expectEqual(fixture.view(data: #"{"premium": false, "kind": "big"}"#).0.children.map(\.id), ["basic", "big"])
        expectEqual(fixture.error(data: #"{"kind": null}"#), "main.json:1:99: error: no file '_row' to include (looked for '_row.json', '_row' beside this file "
            + "and in the layout root '\(fixture.root)')")
        try fixture.write("empty.json", #"{"type": "View", "child": [{"include": "@{missing}"}]}"#)
        expectEqual(fixture.error("empty.json"), "empty.json:1:40: error: 'include' names no file (its binding gave nothing)")
    }

    @Test func aGoneIncludeIsNeverRead() throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", """
            {"type": "View", "child": [{"include": "missing.json", "visibility": "gone"}, {"include": "also-missing", "visibility": "@{show ? visible : gone}"},
                                       {"include": "nope", "visibility": "Gone"}, {"include": "none", "visibility": "@{show}"}]}
            """)
        let (root, warnings) = try fixture.view(data: #"{"show": false}"#)
        expect(root.children.isEmpty && warnings.isEmpty)
        expectEqual(fixture.library.loadCount, 0)
        expectEqual(fixture.error(data: #"{"show": true}"#)?.contains("no file 'also-missing' to include"), true)
    }

    @Test func aGoneViewsIncludesAreNeverRead() throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", #"{"type": "View", "child": [{"type": "View", "visibility": "@{loaded ? visible : gone}", "child": [{"include": "heavy"}]}]}"#)
        try expect(fixture.view(data: #"{"loaded": false}"#).0.children.isEmpty)
        expectEqual(fixture.library.loadCount, 0)
    }

    @Test func eachFileIsReadOnceARunHoweverOftenIncluded() throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", """
            {"type": "View", "child": [{"include": "row", "shared_data": {"n": 1}}, {"include": "row.json", "shared_data": {"n": 2}},
                                       {"include": "./row", "shared_data": {"n": 3}}]}
            """)
        try fixture.write("main.states.json", #"{"variants": {"a": {"x": 1}, "b": {"x": 2}}}"#)
        try fixture.write("row.json", #"{"type": "View", "child": [{"type": "Label", "text": "@{n}"}, {"include": "icon"}]}"#)
        try fixture.write("icon.json", #"{"type": "Image", "src": "https://x"}"#)
        let (states, _) = try fixture.load()
        expectEqual(states.map(\.variant), [nil, "a", "b"])
        expectEqual(fixture.library.loadCount, 2)
        // Another run through the same library reads nothing again.
        _ = try fixture.load()
        expectEqual(fixture.library.loadCount, 2)
    }

    @Test func cyclesPrintTheirChain() throws {
        let fixture = try ViewFixture()
        try fixture.write("a.json", #"{"type": "View", "child": [{"include": "b.json"}]}"#)
        try fixture.write("b.json", #"{"type": "View", "child": [{"type": "Label"}, {"include": "a"}]}"#)
        expectEqual(fixture.error("a.json"), "b.json:1:59: error: include cycle: a.json → b.json → a.json")
        try fixture.write("self.json", #"{"type": "View", "child": [{"include": "self"}]}"#)
        expectEqual(fixture.error("self.json"), "self.json:1:40: error: include cycle: self.json → self.json")
        // A cycle that starts below the top file.
        try fixture.write("top.json", #"{"type": "View", "child": [{"include": "b"}]}"#)
        expectEqual(fixture.error("top.json"), "a.json:1:40: error: include cycle: b.json → a.json → b.json")
    }

    @Test func includesNestAtMost32Deep() throws {
        let fixture = try ViewFixture()
        for level in 0...33 {
            try fixture.write("l\(level).json", "{\"type\": \"View\", \"id\": \"v\(level)\", \"child\": [{\"include\": \"l\(level + 1)\"}]}")
        }
        try fixture.write("l33.json", #"{"type": "Label", "id": "leaf"}"#)
        // l0 includes l1 … l32 includes l33: 33 levels.
        expectEqual(fixture.error("l0.json"), "l32.json:1:53: error: includes nested deeper than 32 levels")
        // From l1, 32 levels: allowed.
        let (root, _) = try fixture.view("l1.json")
        expectEqual(root.allNodes().count, 33)
        expectEqual(root.allNodes().last?.id, "leaf")
    }

    @Test func pathsOutOfTheRootAreRefused() throws {
        let fixture = try ViewFixture()
        try fixture.write("outside.json", #"{"type": "Label"}"#)
        try fixture.write("Layouts/inside.json", #"{"type": "Label", "id": "inside"}"#)
        try fixture.write("Layouts/sub/up.json", #"{"type": "View", "child": [{"include": "../inside"}]}"#)
        try expect(fixture.view("Layouts/sub/up.json").0.find("inside") != nil, "'..' inside the root is fine")

        try fixture.write("Layouts/up.json", #"{"type": "View", "child": [{"include": "../outside.json"}]}"#)
        expectEqual(fixture.error("Layouts/up.json"), "Layouts/up.json:1:40: error: the include '../outside.json' leads out of the layout root 'Layouts'")
        try fixture.write("Layouts/sub/deep.json", #"{"type": "View", "child": [{"include": "../../outside"}]}"#)
        expectEqual(fixture.error("Layouts/sub/deep.json"), "Layouts/sub/deep.json:1:40: error: the include '../../outside' leads out of the layout root 'Layouts'")

        let absolute = fixture.path("outside.json")
        try fixture.write("Layouts/absolute.json", "{\"type\": \"View\", \"child\": [{\"include\": \"\(absolute)\"}]}")
        expectEqual(fixture.error("Layouts/absolute.json"), "Layouts/absolute.json:1:40: error: the include 'outside.json' is an absolute path; "
            + "paths are relative to the including file's folder, inside the layout root 'Layouts'")
        try fixture.write("Layouts/home.json", #"{"type": "View", "child": [{"include": "~/x.json"}]}"#)
        expectEqual(fixture.error("Layouts/home.json")?.hasSuffix("error: the include '~/x.json' is an absolute path; "
            + "paths are relative to the including file's folder, inside the layout root 'Layouts'"), true)

        try FileManager.default.createSymbolicLink(atPath: fixture.path("Layouts/link.json"), withDestinationPath: absolute)
        try fixture.write("Layouts/linked.json", #"{"type": "View", "child": [{"include": "link"}]}"#)
        expectEqual(fixture.error("Layouts/linked.json"), "Layouts/linked.json:1:40: error: the include 'link' leads out of the layout root 'Layouts'")
        try FileManager.default.createSymbolicLink(atPath: fixture.path("Layouts/shared"), withDestinationPath: fixture.root)
        try fixture.write("Layouts/folder-link.json", #"{"type": "View", "child": [{"include": "shared/outside"}]}"#)
        // Foundation resolves a link to a folder while it normalises the path: refused before anything is looked up.
        expectEqual(fixture.error("Layouts/folder-link.json"), "Layouts/folder-link.json:1:40: error: the include 'shared/outside' leads out of the layout root 'Layouts'")
    }

    @Test func anExplicitLayoutRoot() throws {
        let fixture = try ViewFixture()
        try fixture.write("screens/main.json", #"{"type": "View", "child": [{"include": "components/card"}]}"#)
        try fixture.write("components/card.json", #"{"type": "Label", "id": "card"}"#)
        // Without `--layout-root`, the file's own folder is the root and the component is not found.
        expectEqual(fixture.error("screens/main.json")?.contains("no file 'components/card' to include"), true)
        let (states, _) = try fixture.load("screens/main.json", layoutRoot: ".")
        guard case .view(let document)? = states.first?.document else {
            Issue.record("not a view tree")
            return
        }
        expect(document.root.find("card") != nil)
    }

    @Test func aMissingFileNamesThePathAndTheIncludingFile() throws {
        let fixture = try ViewFixture()
        try fixture.write("components/card.json", #"{"type": "View", "child": [{"include": "parts/nothing"}]}"#)
        try fixture.write("main.json", #"{"type": "View", "child": [{"include": "components/card"}]}"#)
        expectEqual(fixture.error(), "components/card.json:1:40: error: no file 'parts/nothing' to include (looked for 'parts/_nothing.json', 'parts/_nothing', 'parts/nothing.json', 'parts/nothing' "
            + "beside this file and in the layout root '\(fixture.root)')")
    }

    @Test func anIncludedFileThatDoesNotParse() throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", #"{"type": "View", "child": [{"include": "broken"}]}"#)
        try fixture.write("broken.json", "{\"type\": \"Label\",\n \"text\": \"@{a +}\"}")
        // A binding that cannot be read is unresolved, and said at the included file.
        let (node, warnings) = try fixture.view()
        expectEqual(node.children.first?.attributes.text, nil)
        expectEqual(warnings, ["broken.json:2:10: 'text': expected a value, found end of expression at column 4 in \"a +\"; "
            + "read as unresolved (nothing, or the attribute's default)"])
        try fixture.write("syntax.json", #"{"type": "View", "child": [{"include": "bad"}]}"#)
        try fixture.write("bad.json", "{\"type\": ")
        expectEqual(fixture.error("syntax.json")?.hasPrefix("bad.json:1:10: error: "), true)
    }

    @Test func variablesWithoutDefaultsMustBeGiven() throws {
        let fixture = try ViewFixture()
        try fixture.write("card.json", #"{"variables": [{"name": "title", "class": "String"}, {"name": "size", "class": "Int", "defaultValue": 2}], "type": "Label", "text": "@{title}@{size}"}"#)
        try fixture.write("dashboard.json", #"{"type": "View", "child": [{"include": "card", "binding_id": "c"}]}"#)
        try fixture.write("main.json", #"{"type": "View", "child": [{"include": "dashboard"}]}"#)
        expectEqual(fixture.error(), "dashboard.json:1:40: error: variable 'title' of 'card.json' has no value and no default: pass it in 'shared_data' "
            + "(include chain: main.json → dashboard.json → card.json)")

        var files = 0
        func text(_ include: String, data: String? = nil) throws -> String? {
            // A file of its own each time: the library keeps what it read.
            files += 1
            try fixture.write("given\(files).json", "{\"type\": \"View\", \"child\": [\(include)]}")
            return try fixture.view("given\(files).json", data: data).0.children.first?.attributes.text
        }
        try expectEqual(text(#"{"include": "card", "shared_data": {"title": "A"}}"#), "A2")
        try expectEqual(text(#"{"include": "card", "variables": {"title": "B", "size": 3}}"#), "B3")
        // Without a binding_id, a name of the including scope will do; with one, it will not.
        try expectEqual(text(#"{"include": "card"}"#, data: #"{"title": "C"}"#), "C2")
        try fixture.write("isolated.json", #"{"type": "View", "child": [{"include": "card", "binding_id": "x"}]}"#)
        expectEqual(fixture.error("isolated.json", data: #"{"title": "C"}"#)?.contains("variable 'title' of 'card.json' has no value"), true)
        // Given as nil is given.
        try expectEqual(text(#"{"include": "card", "shared_data": {"title": null}}"#), "2")
    }

    @Test func topLevelVariablesMustBeGiven() throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", "{\"type\": \"Label\",\n \"variables\": [{\"name\": \"title\", \"class\": \"String\"}], \"text\": \"@{title}\"}")
        expectEqual(fixture.error(), "main.json:2:16: error: variable 'title' has no value and no default: give it with --data or in a states file")
        try expectEqual(fixture.view(data: #"{"title": "Given"}"#).0.attributes.text, "Given")
        try fixture.write("main.states.json", #"{"values": {"title": "From states"}}"#)
        try expectEqual(fixture.view().0.attributes.text, "From states")
    }

    @Test func variablesAsAnObjectNeedAnInclude() throws {
        try expectEqual(viewError(#"{"type": "View", "variables": {"title": "x"}}"#), "main.json:1:31: error: 'variables' as an object passes values to an include, but this view has no 'include'")
    }

    @Test func anIncludesChildrenAreNotDrawn() throws {
        let (root, warnings) = try resolveView(#"{"type": "View", "child": [{"include": "row", "child": [{"type": "Label"}]}]}"#,
                                               files: ["row.json": #"{"type": "Label", "id": "row"}"#])
        expectEqual(root.children.map(\.id), ["row"])
        expectEqual(warnings, ["main.json:1:40: an include's 'child' views are not drawn (the included file gives the views)"])
    }

    @Test func includeAndBindingIDMustBeStrings() throws {
        try expectEqual(viewError(#"{"type": "View", "child": [{"include": 5}]}"#), "main.json:1:40: error: 'child[0].include' must be a file path (a string), found 5")
        try expectEqual(viewError(#"{"type": "View", "child": [{"include": "row", "binding_id": ["a"]}]}"#), "main.json:1:61: error: 'child[0].binding_id' must be a string, found an array")
        try expectEqual(viewError(#"{"type": "View", "child": [{"include": "row", "shared_data": 1}]}"#), "main.json:1:62: error: 'child[0].shared_data' must be an object of name → value, found 1")
    }

    @Test func nestingIsBoundedAcrossIncludes() throws {
        /// `count` views nested in one another, the innermost holding `inner`.
        func nested(_ count: Int, around inner: String) -> String {
            (0..<count).reduce(inner) { child, _ in "{\"type\": \"View\", \"child\": \(child)}" }
        }
        let fixture = try ViewFixture()
        // 50 views, then 50 more from the include: the root and 99 levels below it.
        try fixture.write("inner.json", nested(49, around: #"{"type": "Label", "id": "deepest"}"#))
        try fixture.write("main.json", nested(50, around: #"{"include": "inner"}"#))
        let (root, _) = try fixture.view()
        expect(root.find("deepest") != nil)
        // One more is refused where it is written.
        try fixture.write("deeper.json", nested(51, around: #"{"include": "inner"}"#))
        expectEqual(fixture.error("deeper.json"), "inner.json:1:1275: error: views nested deeper than 100 levels once includes are expanded")
    }

    @Test func expansionIsBounded() throws {
        // Ten rows of ten cells of ten of ten… would be 10⁵ views: includes stop at 20000.
        let fixture = try ViewFixture()
        let ten = (0..<10).map { _ in "{\"include\": \"NEXT\"}" }.joined(separator: ", ")
        for level in 0..<5 {
            try fixture.write("x\(level).json", "{\"type\": \"View\", \"child\": [\(ten.replacingOccurrences(of: "NEXT", with: "x\(level + 1)"))]}")
        }
        try fixture.write("x5.json", #"{"type": "Label"}"#)
        expectEqual(fixture.error("x0.json")?.hasSuffix("error: more than 20000 views once includes are expanded"), true)
        expectEqual(fixture.library.loadCount, 5)
    }
}

/// Includes as SwiftJsonUI projects write them, and what a chain of them cannot be made to cost.
@Suite("View trees: partial includes and bounded work")
struct ViewIncludeBoundsTests {
    @Test func aPartialWithALeadingUnderscoreIsFoundFirst() throws {
        let fixture = try ViewFixture()
        try fixture.write("components/_row.json", #"{"type": "Label", "id": "partial", "text": "partial"}"#)
        try fixture.write("components/row.json", #"{"type": "Label", "id": "plain", "text": "plain"}"#)
        try fixture.write("header.json", #"{"type": "Label", "id": "header", "text": "header"}"#)
        try fixture.write("main.json", #"{"type": "View", "child": [{"include": "components/row"}, {"include": "header"}]}"#)
        let (root, _) = try fixture.view()
        expectEqual(root.children.map(\.id), ["partial", "header"])
    }

    @Test func textDoubledThroughAChainOfIncludesStaysBounded() throws {
        let fixture = try ViewFixture()
        for level in 0..<30 {
            try fixture.write("d\(level).json", #"{"type": "View", "child": [{"include": "d\#(level + 1)", "shared_data": {"s": "@{s + s}"}}]}"#)
        }
        try fixture.write("d30.json", #"{"type": "Label", "id": "end", "text": "@{s}"}"#)
        try fixture.write("main.json", #"{"type": "View", "child": [{"include": "d0", "shared_data": {"s": "abcdefgh"}}]}"#)
        let (root, _) = try fixture.view()
        let text = try require(root.find("end")?.attributes.text)
        expectEqual(text.utf8.count, ViewValue.maxTextBytes)
    }

    @Test func bindingsMultipliedByIncludesStopAtTheBudgetWithALocatedError() throws {
        let fixture = try ViewFixture()
        let heavy = (0..<200).map { "a\($0)" }.joined(separator: " + ")
        try fixture.write("leaf.json", #"{"type": "Label", "text": "@{\#(heavy)}"}"#)
        for level in (0..<14).reversed() {
            let next = level == 13 ? "leaf" : "fan\(level + 1)"
            try fixture.write("fan\(level).json", #"{"type": "View", "child": [{"include": "\#(next)"}, {"include": "\#(next)"}]}"#)
        }
        try fixture.write("main.json", #"{"type": "View", "child": [{"include": "fan0"}]}"#)
        expectEqual(fixture.error(), "leaf.json:1:27: error: the view tree's bindings take more than 2000000 steps to evaluate once includes are expanded; simplify them, or include less")
    }
}

/// Path arithmetic that does not trap on one-character names (Foundation's does, on Linux).
@Suite("PathText")
struct PathTextTests {
    @Test(arguments: [("a", ""), ("x/", ""), ("a/b", "a"), ("/a", "/"), ("/", "/"), ("a/b/", "a"), ("dir//f", "dir"), ("", ""),
                      ("/x/y/z.json", "/x/y"), ("ab", "")])
    func parents(path: String, parent: String) {
        expectEqual(PathText.parent(of: path), parent)
    }
}
