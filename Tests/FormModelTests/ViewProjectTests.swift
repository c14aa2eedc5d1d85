import BoxTree
import Expectations
import Testing
import FormModel
import FormSupport

/// A view tree's project: its jui.config.json folders, colors.json in light and dark, strings.json in
/// the chosen language, formrender.json's custom components, as SwiftJsonUI's tool chain keeps them.
@Suite("View trees: project resources")
struct ViewProjectTests {
    static let colours = #"""
    {"modes": ["light", "dark"], "fallback_mode": "light", "systemModeMapping": {"light": "light", "dark": "night"},
     "light": {"ink": "#0B1220", "surface": "#FFFFFF", "only_light": "#FF0000"},
     "night": {"ink": "#F9FAFB", "surface": "#111827"}}
    """#

    func load(_ fixture: ViewFixture, _ name: String, settings: ViewSettings = ViewSettings()) throws -> (ViewNode, [String]) {
        var loader = FormLoader(library: HintsLibrary(directories: []), viewFiles: fixture.library)
        loader.viewSettings = settings
        var log = WarningLog()
        let states = try loader.loadDocuments(fixture.path(name), variant: "default", warnings: &log)
        guard case .view(let document) = states[0].document else { throw FormError("not a view tree", at: SourceLocation(file: name)) }
        return (document.root, log.warnings.map { fixture.strip("\($0.location): \($0.message)") })
    }

    @Test func namedColoursFollowTheAppearanceThroughItsModeMapping() throws {
        let fixture = try ViewFixture()
        try fixture.write("Layouts/Resources/colors.json", Self.colours)
        try fixture.write("Layouts/main.json", #"{"type": "Label", "fontColor": "ink", "background": "only_light", "borderColor": "surface"}"#)
        let (light, said) = try load(fixture, "Layouts/main.json")
        expect(said.isEmpty)
        expectEqual(light.attributes.fontColor, Color(hex: 0x0B1220))
        expectEqual(light.attributes.borderColor, .white)
        // Dark maps to the `night` palette; a name only the fallback mode has comes from it.
        let (dark, _) = try load(fixture, "Layouts/main.json", settings: ViewSettings(appearance: .dark))
        expectEqual(dark.attributes.fontColor, Color(hex: 0xF9FAFB))
        expectEqual(dark.attributes.background, Color(hex: 0xFF0000))
        // Alpha comes first in eight digits, as the tool chain writes them.
        var log = WarningLog()
        let flat = ColorPalette(json: try JSONParser.parse(##"{"veil": "#80000000"}"##), file: "colors.json", warnings: &log)
        expectEqual(flat.colours(for: .dark)["veil"], Color(red: 0, green: 0, blue: 0, alpha: 128.0 / 255))
    }

    @Test func aNameNoPaletteHasIsAWarningAndTheDefault() throws {
        let fixture = try ViewFixture()
        try fixture.write("Layouts/Resources/colors.json", Self.colours)
        try fixture.write("Layouts/main.json", #"{"type": "Label", "fontColor": "brand_missing"}"#)
        let (node, said) = try load(fixture, "Layouts/main.json")
        expectEqual(node.attributes.fontColor, nil)
        expect(said.count == 1 && said[0].contains("'fontColor' on Label must be a colour") && said[0].contains("Resources/colors.json"))
    }

    @Test func stringsShowInTheLocalesLanguageByKeyOrByValue() throws {
        let fixture = try ViewFixture()
        try fixture.write("Layouts/Resources/strings.json", #"""
        {"main": {"title": {"en": "Welcome", "ja": "ようこそ"}, "plain": "Plain text"},
         "other": {"title": {"en": "Other welcome"}, "shared_key": {"en": "Shared", "ja": "共有"}}}
        """#)
        try fixture.write("Layouts/main.json", #"""
        {"type": "View", "child": [{"type": "Label", "id": "a", "text": "title"}, {"type": "Label", "id": "b", "text": "Welcome"},
          {"type": "Label", "id": "c", "text": "shared_key"}, {"type": "Label", "id": "d", "text": "Not a key"},
          {"type": "TextField", "id": "e", "hint": "plain"}, {"type": "Segment", "id": "f", "items": ["title", "x"]}]}
        """#)
        let (english, said) = try load(fixture, "Layouts/main.json")
        expect(said.isEmpty)
        expectEqual(english.children.map(\.attributes.text), ["Welcome", "Welcome", "Shared", "Not a key", nil, nil])
        expectEqual(english.children[4].attributes.hint, "Plain text")
        let (japanese, _) = try load(fixture, "Layouts/main.json", settings: ViewSettings(locale: "ja_JP"))
        // The layout's own section first for a key; a value found in any language shows in the chosen one.
        expectEqual(japanese.children.map(\.attributes.text), ["ようこそ", "ようこそ", "共有", "Not a key", nil, nil])
        expectEqual(japanese.children[5].attributes.items, ["ようこそ", "x"])
    }

    @Test func aJuiConfigNamesTheLayoutsStylesAndStrings() throws {
        let fixture = try ViewFixture()
        try fixture.write("jui.config.json", #"""
        {"layouts_directory": "docs/screens/layouts", "styles_directory": "docs/screens/styles",
         "strings_file": "docs/screens/layouts/Resources/strings.json", "mode": "uikit"}
        """#)
        try fixture.write("docs/screens/styles/heading.json", #"{"fontSize": 30, "fontColor": "ink"}"#)
        try fixture.write("docs/screens/layouts/Resources/colors.json", Self.colours)
        try fixture.write("docs/screens/layouts/Resources/strings.json", #"{"home": {"hero": {"en": "Hero"}}}"#)
        try fixture.write("docs/screens/layouts/cells/card.json", #"{"type": "Label", "text": "Card"}"#)
        try fixture.write("docs/screens/layouts/home.json", #"""
        {"type": "View", "child": [{"type": "Label", "style": "heading", "text": "hero"}, {"include": "cells/card"}]}
        """#)
        let loader = FormLoader(library: HintsLibrary(directories: []), viewFiles: fixture.library)
        var log = WarningLog()
        let states = try loader.loadDocuments(fixture.path("docs/screens/layouts/home.json"), variant: "default", warnings: &log)
        guard case .view(let document) = states[0].document else { Issue.record("not a view tree"); return }
        expect(log.warnings.isEmpty)
        expectEqual(document.mode, .uikit)
        let heading = document.root.children[0].attributes
        expect(heading.fontSize == 30 && heading.fontColor == Color(hex: 0x0B1220) && heading.text == "Hero")
        expectEqual(document.root.children[1].attributes.text, "Card")
    }

    @Test func aMappedComponentIsDrawnFromItsLayoutWithItsAttributesAsData() throws {
        let fixture = try ViewFixture()
        try fixture.write("formrender.json", #"{"viewTrees": {"components": {"CodeBlock": "components/code_block"}}}"#)
        try fixture.write("Layouts/components/code_block.json", #"""
        {"type": "View", "padding": 12, "child": [{"data": [{"name": "code", "class": "String"}]}, {"type": "Label", "id": "code", "text": "@{code}"}]}
        """#)
        try fixture.write("Layouts/main.json", #"{"type": "View", "child": [{"type": "CodeBlock", "code": "let x = 1", "topMargin": 8}]}"#)
        let (node, said) = try load(fixture, "Layouts/main.json")
        expect(said.isEmpty)
        let block = try require(node.children.first)
        expect(block.type == .view && block.attributes.margins.top == 8 && block.attributes.padding.top == 12)
        expectEqual(block.children.map(\.attributes.text), ["let x = 1"])
    }

    @Test func anIncludesDataObjectPassesValuesOverSharedData() throws {
        let (node, said) = try resolveView(#"""
        {"type": "View", "child": [{"include": "row", "shared_data": {"title": "shared", "subtitle": "kept"}, "data": {"title": "given"}}]}
        """#, files: ["row.json": #"{"type": "View", "child": [{"type": "Label", "text": "@{title}"}, {"type": "Label", "text": "@{subtitle}"}]}"#])
        expect(said.isEmpty)
        expectEqual(node.children.first?.children.map(\.attributes.text), ["given", "kept"])
        // On a view that is no include, a data object is said and ignored.
        let (_, warned) = try resolveView(#"{"type": "View", "data": {"title": "x"}}"#)
        expectEqual(warned, ["main.json:1:36: a 'data' object passes values to an include, but this view has no 'include'; ignored"])
    }

    @Test func responsiveOverridesAtEachSizeClass() throws {
        let fixture = try ViewFixture()
        try fixture.write("Layouts/main.json", #"""
        {"type": "View", "orientation": "vertical", "responsive": {"regular": {"orientation": "horizontal", "padding": 24}},
         "child": [{"type": "Label", "text": "A", "fontSize": 14, "responsive": {"compact": {"fontSize": 12}, "medium": {"fontSize": 13}, "landscape": {"fontSize": 40}}}]}
        """#)
        var log = WarningLog()
        let states = try FormLoader(library: HintsLibrary(directories: []), viewFiles: fixture.library)
            .loadDocuments(fixture.path("Layouts/main.json"), variant: "default", warnings: &log)
        guard case .view(let document) = states[0].document else { Issue.record("not a view tree"); return }
        expect(log.warnings.isEmpty)
        let compact = document.root(forWidth: 375), regular = document.root(forWidth: 768)
        expect(compact.attributes.orientation == .vertical && compact.attributes.padding == .zero)
        // `medium` wins over `compact` on a phone, as iOS reads it; landscape never applies to a portrait picture.
        expectEqual(compact.children[0].attributes.fontSize, 13)
        expect(regular.attributes.orientation == .horizontal && regular.attributes.padding.left == 24)
        expectEqual(regular.children[0].attributes.fontSize, 14)
        expect(ViewDocument.isRegularSizeClass(width: 599) == false && ViewDocument.isRegularSizeClass(width: 600))
    }

    @Test func spellingsOfTheConverterFactory() throws {
        let (node, said) = try resolveView(#"""
        {"type": "View", "orientation": "horizontal", "child": [{"type": "BlurView"}, {"type": "Spacer"}, {"type": "Divider", "background": "#FF0000"},
          {"type": "Checkbox"}, {"type": "SegmentedControl"}]}
        """#)
        expectEqual(node.children.map(\.type), [.blur, .view, .view, .checkBox, .segment])
        expectEqual(node.children[1].attributes.weight, 1)
        expect(node.children[2].attributes.height == .points(1) && node.children[2].attributes.background == Color(hex: 0xFF0000))
        expectEqual(said, ["main.json:2:12: Unknown component type 'Checkbox' — did you mean 'CheckBox'? Type names are case-sensitive. Drawn as 'CheckBox', as SwiftJsonUI's dynamic renderer reads type names without case (--strict makes this an error)."])
    }

    @Test func aBrokenResourceFileCostsItsColoursNotTheScreen() throws {
        let fixture = try ViewFixture()
        try fixture.write("Layouts/Resources/colors.json", ##"{"light": {"ink": "#000000",}"##)
        try fixture.write("Layouts/main.json", #"{"type": "Label", "text": "Hi", "fontColor": "ink"}"#)
        let (node, said) = try load(fixture, "Layouts/main.json")
        expect(node.attributes.text == "Hi" && node.attributes.fontColor == nil)
        expect(said.count == 2 && said[0].hasPrefix("Layouts/Resources/colors.json:1:") && said[0].hasSuffix("; its colours are not used"))
    }

    @Test func whatTheProjectReadsStaysInIt() throws {
        let fixture = try ViewFixture()
        try fixture.write("outside/strings.json", #"{"main": {"title": "Leaked"}}"#)
        try fixture.write("app/jui.config.json", #"{"layouts_directory": "Layouts", "strings_file": "../outside/strings.json", "styles_directory": "../outside"}"#)
        try fixture.write("app/Layouts/main.json", #"{"type": "Label", "text": "title"}"#)
        let (node, said) = try load(fixture, "app/Layouts/main.json")
        expectEqual(node.attributes.text, "title")
        expect(said.contains { $0.contains("the project's strings file leads out of the project folder") })
    }
}
