import BoxTree
import Expectations
import Testing
import FormModel
import FormSupport

/// What a view tree is told about itself: unknown types are errors, unknown attributes warnings,
/// device-only attributes quiet unless `--strict`, and a wrong value an error where it is written but
/// a warning where it came from data.
@Suite("View trees: diagnostics")
struct ViewDiagnosticsTests {
    @Test func unknownTypesArePlaceholdersWithTheToolChainsSentence() throws {
        let (node, warnings) = try resolveView(#"{"type": "View", "child": [{"type": "CodeBlock", "code": "let x = 1", "height": 80}]}"#)
        expectEqual(node.children.map(\.type), [.custom])
        expectEqual(node.children.first?.customName, "CodeBlock")
        expectEqual(node.children.first?.attributes.height, .points(80))
        expectEqual(warnings, ["main.json:1:37: Unknown component type 'CodeBlock'. Drawn as a placeholder box (--strict makes this an error)."])
        // Case alone: SwiftJsonUI's names are case-sensitive, and the sentence offers the declared one.
        // SwiftJsonUI's dynamic renderer reads names without case: drawn as the type, and said.
        let (lower, lowerSaid) = try resolveView(#"{"type": "label"}"#)
        expectEqual(lower.type, .label)
        expectEqual(lowerSaid, ["main.json:1:10: Unknown component type 'label' — did you mean 'Label'? Type names are case-sensitive. Drawn as 'Label', as SwiftJsonUI's dynamic renderer reads type names without case (--strict makes this an error)."])
        // A typo a letter or two off is suggested after the sentence.
        try expectEqual(resolveView(#"{"type": "Swich"}"#).1, ["main.json:1:10: Unknown component type 'Swich'. Drawn as a placeholder box (--strict makes this an error). A typo of 'Switch'?"])
        // --strict: the same sentence is an error at the type.
        try expectEqual(viewError(#"{"type": "Carousel"}"#, strict: true), "main.json:1:10: error: Unknown component type 'Carousel'")
        try expect(resolveView(#"{"type": "View", "child": [{"type": "View", "visibility": "gone", "child": [{"type": "Carousel"}]}]}"#).0.children.isEmpty)
        expect(ViewType.acceptedNames.hasPrefix("View, SafeAreaView, ScrollView, Label, TextField, TextView, Button, Image, NetworkImage, SelectBox, Collection, Switch"))
    }

    /// The tool chain's vectors (unknown_component_type_vectors.json, jsonui-cli 1.9.0), every case.
    @Test(arguments: [
        ("switch", ["Label", "Switch", "SelectBox"], "Unknown component type 'switch' — did you mean 'Switch'? Type names are case-sensitive."),
        ("SELECTBOX", ["Label", "Switch", "SelectBox"], "Unknown component type 'SELECTBOX' — did you mean 'SelectBox'? Type names are case-sensitive."),
        ("Nope", ["Label", "Switch", "SelectBox"], "Unknown component type 'Nope'"),
        ("headerMenu", ["Label", "HeaderMenu"], "Unknown component type 'headerMenu' — did you mean 'HeaderMenu'? Type names are case-sensitive."),
        ("DrawerContent", ["Label", "DrawerContent"], "Unknown component type 'DrawerContent'"),
    ])
    func unknownComponentSentence(written: String, known: [String], expected: String) {
        expectEqual(UnknownComponentType.message(written: written, known: known), expected)
    }

    @Test func typesAndAliases() throws {
        for type in ViewType.allCases {
            try expectEqual(resolveView("{\"type\": \"\(type.rawValue)\"}").0.type, type)
        }
        try expectEqual(resolveView(#"{"type": "Scroll"}"#).0.type, .scrollView)
        for (alias, type) in [("Toggle", ViewType.switchControl), ("Check", .checkBox), ("Text", .label), ("Input", .textField), ("Picker", .selectBox),
                              ("Table", .collection), ("ProgressBar", .progress), ("WebView", .web)] {
            try expectEqual(resolveView("{\"type\": \"\(alias)\"}").0.type, type, "\(alias)")
        }
        // Stack synonyms are views with an orientation, unless they say another.
        try expectEqual(resolveView(#"{"type": "Row"}"#).0.attributes.orientation, .horizontal)
        try expectEqual(resolveView(#"{"type": "VStack"}"#).0.attributes.orientation, .vertical)
        try expectEqual(resolveView(#"{"type": "HStack", "orientation": "vertical"}"#).0.attributes.orientation, .vertical)
        try expectEqual(resolveView(#"{"type": "ZStack"}"#).0.attributes.orientation, nil)
        // A node without a type is a View.
        try expectEqual(resolveView(#"{"child": [{"type": "Label"}]}"#).0.type, .view)
    }

    @Test func typeMustBeANonEmptyString() throws {
        try expectEqual(viewError(#"{"type": "View", "child": [{"type": 5}]}"#), "main.json:1:37: error: 'child[0].type' must be a view type name (like \"View\" or \"Label\"), found 5")
        try expectEqual(viewError(#"{"type": "View", "child": [{"type": ""}]}"#), "main.json:1:37: error: 'child[0].type' must be a view type name (like \"View\" or \"Label\"), found a string")
    }

    @Test func unknownAttributesAreWarnings() throws {
        let (node, warnings) = try resolveView(##"{"type": "View", "colour": "#fff", "_comment": "mine", "tag": 100, "style": "card"}"##)
        expectEqual(node.attributes, ViewAttributes())
        expectEqual(warnings, ["main.json:1:77: no style 'card' (looked for card.json in the Styles folder beside or inside the layout root); ignored",
                             "main.json:1:28: unknown attribute 'colour' on View; ignored"])
    }

    @Test func aStyleFileGivesAttributesTheViewsOwnOverride() throws {
        let fixture = try ViewFixture()
        try fixture.write("Styles/title.json", ##"{"fontSize": 28, "font": "bold", "fontColor": "#FF0000", "background": "@{tone}"}"##)
        try fixture.write("Layouts/main.json", ##"{"type": "Label", "style": "title", "fontColor": "#00FF00", "text": "Hi"}"##)
        let (states, warnings) = try fixture.load("Layouts/main.json", data: ##"{"tone": "#0000FF"}"##)
        guard case .view(let document) = states[0].document else { Issue.record("not a view tree"); return }
        let a = document.root.attributes
        expect(a.fontSize == 28 && a.fontWeight == .bold && a.background == Color(hex: 0x0000FF))
        expectEqual(a.fontColor, Color(hex: 0x00FF00))
        expect(warnings.isEmpty, "\(warnings)")
        // A style name cannot climb out of its folder.
        try fixture.write("Layouts/escape.json", ##"{"type": "Label", "style": "../Layouts/main"}"##)
        expectEqual(fixture.error("Layouts/escape.json")?.contains("error: the style '../Layouts/main' leads out of the Styles folder"), true)
    }

    @Test func includeVariablesAreSubstitutedAsSwiftJsonUIsUIKitRendererDoes() throws {
        let fixture = try ViewFixture()
        try fixture.write("header.json", ##"{"type": "Label", "id": "title", "text": "@@title — @@count items", "background": "header_color"}"##)
        try fixture.write("main.json", ##"{"type": "View", "child": [{"include": "header", "variables": {"@@title": "Settings", "@@count": 3, "header_color": "#FF9500"}}]}"##)
        let (root, warnings) = try fixture.view()
        let title = try require(root.find("title"))
        expectEqual(title.attributes.text, "Settings — 3 items")
        expectEqual(title.attributes.background, Color(hex: 0xFF9500))
        expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func strictSaysWhichNamesABindingCountsOnHaveNoValue() throws {
        let json = ##"""
        {"data": [{"name": "user", "class": "User"}, {"name": "maybe", "class": "String?", "defaultValue": null}], "type": "View", "child": [
          {"type": "Label", "text": "@{usr.name}"},
          {"type": "Label", "text": "@{user.name}"},
          {"type": "Label", "text": "@{nickname ?? user.name ?? 'Guest'}", "visibility": "@{error != nil ? visible : gone}"},
          {"type": "Label", "text": "@{maybe}", "onclick": "@{handler}"},
          {"type": "Label", "text": "@{usr.email}"}]}
        """##
        // A chain of defaults is FormRender's, and said: other JsonUI tools take one.
        let chain = "main.json:4:29: 'child[2].text': [binding-double-default] '@{nickname ?? user.name ?? 'Guest'}' has more than one '??': "
            + "exactly one default is allowed (SwiftJsonUI reads this one as having none)"
        let (_, quiet) = try resolveView(json)
        expectEqual(quiet, [chain])
        let (_, warnings) = try resolveView(json, strict: true)
        expectEqual(warnings, [
            chain,
            "main.json:2:29: 'usr' has no value here: it is not declared in 'data', given by --data or a states file, or shared by an include; it shows nothing",
            "main.json:3:29: 'user' has no value here: it is declared without a defaultValue, and no --data, states file or include gives it one; it shows nothing",
            "main.json:5:52: 'onclick' only means something on a device; ignored",
        ])
    }

    @Test func deviceOnlyAttributesSpeakOnlyWhenStrict() throws {
        let json = """
            {"type": "View", "canTap": true, "onclick": "handleTap", "events": {"onclick": "a", "pan": {"selector": "b"}},
             "touchDisabledState": "onlyMe", "binding_group": "form"}
            """
        try expect(resolveView(json).1.isEmpty)
        try expectEqual(resolveView(json, strict: true).1, [
            "main.json:1:28: 'canTap' only means something on a device; ignored",
            "main.json:1:45: 'onclick' only means something on a device; ignored",
            "main.json:1:68: 'events' only means something on a device; ignored",
            "main.json:2:24: 'touchDisabledState' only means something on a device; ignored",
            "main.json:2:51: 'binding_group' only means something on a device; ignored",
        ])
        // `onclick` as an array of events, and a closure bound from data, are read and ignored the same way.
        let closures = """
            {"data": [{"name": "tapHandler", "class": "((UITapGestureRecognizer) -> Void)", "defaultValue": "{ _ in print(\\"Tapped!\\") }"}],
             "type": "Button", "onClick": "@{tapHandler}", "onclick": [{"event": "touchDown", "selector": "pressed:"}]}
            """
        try expect(resolveView(closures).1.isEmpty)
        try expectEqual(resolveView(closures, strict: true).1.count, 2)
    }

    @Test func bindingScriptsAreAlwaysAWarningAndNeverRun() throws {
        let json = #"{"type": "View", "bindingScript": "customView.alpha = isVisible ? 1.0 : 0.5", "alpha": 0.3}"#
        let (node, warnings) = try resolveView(json)
        expectEqual(node.attributes.alpha, 0.3)
        expectEqual(warnings, ["main.json:1:35: 'bindingScript' is code, and FormRender never runs code from an input; ignored"])
        try expectEqual(resolveView(json, strict: true).1, warnings)
    }

    @Test func aWrongLiteralIsAnErrorAndTheSameValueFromDataAWarning() throws {
        try expectEqual(viewError(#"{"type": "Label", "lines": "many"}"#), "main.json:1:28: error: 'lines' on Label must be a number from 0 to 10000, found a string")
        let (node, warnings) = try resolveView(#"{"type": "Label", "lines": "@{count}", "text": "x"}"#, data: #"{"count": "many"}"#)
        expect(node.attributes.lines == nil && node.attributes.text == "x")
        expectEqual(warnings, ["main.json:1:28: 'lines' on Label must be a number from 0 to 10000, found a string (from data; ignored)"])
        // Text around a binding makes a string too.
        let (sized, said) = try resolveView(#"{"type": "View", "width": "@{n} px"}"#, data: #"{"n": 5}"#)
        expectEqual(sized.attributes.width, nil)
        expectEqual(said, ["main.json:1:27: 'width' on View must be a number of points from 0 to 100000, \"matchParent\" or \"wrapContent\", "
            + "found a string (from data; ignored)"])
        // A value from data of the right kind is used.
        try expectEqual(resolveView(#"{"type": "View", "width": "@{n}"}"#, data: #"{"n": 5}"#).0.attributes.width, .points(5))
        try expectEqual(resolveView(#"{"type": "View", "width": "@{n}"}"#, data: #"{"n": "matchParent"}"#).0.attributes.width, .matchParent)
    }

    @Test func aSyntaxErrorInABindingIsFoundWhereverItIs() throws {
        // In a gone view: bindings are parsed when the file is read. The view renders all the same.
        let (node, warnings) = try resolveView(#"{"type": "View", "child": [{"type": "Label", "visibility": "gone", "text": "@{a &&}"}]}"#)
        expect(node.children.isEmpty)
        expectEqual(warnings, ["main.json:1:76: 'child[0].text': expected a value, found end of expression at column 5 in \"a &&\"; "
            + "read as unresolved (nothing, or the attribute's default)"])
        let (label, said) = try resolveView(#"{"type": "Label", "text": "50% @{off"}"#)
        expectEqual(label.attributes.text, "50% @{off")
        expectEqual(said, ["main.json:1:27: 'text': unterminated '@{' at column 5 in \"50% @{off\"; the text is shown as written"])
        // Text is no number: as written in the file, that is an error.
        let shadowError = try viewError(#"{"type": "View", "shadow": {"radius": "@{r"}}"#)
        expectEqual(shadowError, "main.json:1:28: error: 'shadow.radius' on View must be a number from 0 to 100, found a string")
        // Said once a run, however often the file is read.
        let fixture = try ViewFixture()
        try fixture.write("main.json", #"{"type": "Label", "text": "@{f(x)}"}"#)
        try expectEqual(fixture.view().1.count, 1)
        try expect(fixture.view().1.isEmpty)
    }

    @Test func childrenOfViewsThatShowNone() throws {
        let (node, warnings) = try resolveView(#"{"type": "Label", "text": "a", "child": [{"type": "Label"}, {"type": "Label"}]}"#)
        expect(node.children.isEmpty)
        expectEqual(warnings, ["main.json:1:1: a Label does not show child views; its 2 child views are not drawn"])
        // A Button lays out children; a Collection keeps them.
        try expectEqual(resolveView(#"{"type": "Button", "child": [{"type": "Label"}]}"#).0.children.count, 1)
        try expectEqual(resolveView(#"{"type": "Collection", "child": {"type": "Label"}}"#).0.children.count, 1)
    }

    @Test func idsAndSources() throws {
        let (node, _) = try resolveView("{\"type\": \"View\", \"id\": \"root\",\n \"child\": [{\"type\": \"Label\", \"id\": \"@{prefix}_title\"}, {\"type\": \"Label\", \"id\": 7}]}",
                                        data: #"{"prefix": "main"}"#)
        expectEqual(node.allNodes().map(\.id), ["root", "main_title", "7"])
        expectEqual(node.children[0].source.position, pos(2, 12))
        expect(node.children[0].source.file.hasSuffix("/main.json"))
    }
}
