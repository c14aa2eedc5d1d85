import BoxTree
import Expectations
import Testing
@testable import FormLayout
import FormModel
import FormSupport

/// View-tree layout, frame by frame (points from the page's top left), with the fake measurer: a 10 pt
/// character is 5 pt wide and its line 12 pt tall.
@Suite struct ViewLayoutTests {
    @Test func aVerticalStackPutsChildrenOneAfterAnotherWithSpacingAndMargins() throws {
        let tree = try layOut("""
        {"type": "View", "orientation": "vertical", "spacing": 4, "padding": 10, "child": [
          {"type": "Label", "id": "a", "text": "abcd", "fontSize": 10},
          {"type": "Label", "id": "b", "text": "ab", "fontSize": 10, "topMargin": 6, "leftMargin": 3},
          {"type": "View", "id": "c", "width": 50, "height": 20}
        ]}
        """)
        expectEqual(tree.frame("a"), Rect(x: 10, y: 10, width: 20, height: 12))
        expectEqual(tree.frame("b"), Rect(x: 13, y: 32, width: 10, height: 12))
        expectEqual(tree.frame("c"), Rect(x: 10, y: 48, width: 50, height: 20))
        // The root fills the page's width and is as tall as its content and padding.
        expectEqual(tree.root.children[0].frame, Rect(x: 0, y: 0, width: 375, height: 78))
        expectEqual(tree.height, 78)
    }

    @Test func weightsShareWhatIsLeftOfAHorizontalStack() throws {
        let tree = try layOut("""
        {"type": "View", "orientation": "horizontal", "width": 300, "child": [
          {"type": "View", "id": "fixed", "width": 60, "height": 10},
          {"type": "View", "id": "one", "weight": 1, "height": 10},
          {"type": "View", "id": "two", "widthWeight": 2, "height": 10, "leftMargin": 12}
        ]}
        """)
        // 300 − 60 − 12 (a margin) = 228 free: 76 and 152.
        expectEqual(tree.frame("fixed"), Rect(x: 0, y: 0, width: 60, height: 10))
        expectEqual(tree.frame("one"), Rect(x: 60, y: 0, width: 76, height: 10))
        expectEqual(tree.frame("two"), Rect(x: 148, y: 0, width: 152, height: 10))
    }

    @Test func matchParentFillsAlongAHorizontalStackLikeAWeightOfOne() throws {
        let tree = try layOut("""
        {"type": "View", "orientation": "horizontal", "width": 200, "child": [
          {"type": "Label", "id": "label", "text": "abcd", "fontSize": 10},
          {"type": "View", "id": "fill", "width": "matchParent", "height": 8}
        ]}
        """)
        expectEqual(tree.frame("fill"), Rect(x: 20, y: 0, width: 180, height: 8))
    }

    @Test func sizesAreFixedFillingOrContentSizedAndClampedByMinAndMax() throws {
        let tree = try layOut("""
        {"type": "View", "orientation": "vertical", "width": 300, "child": [
          {"type": "View", "id": "fixed", "width": "120", "height": 10},
          {"type": "View", "id": "fill", "width": "match_parent", "height": 10},
          {"type": "View", "id": "capped", "width": "matchParent", "maxWidth": 100, "height": 10},
          {"type": "Label", "id": "wrap", "text": "abc", "fontSize": 10},
          {"type": "Label", "id": "atLeast", "text": "abc", "fontSize": 10, "minWidth": 40, "minHeight": 30},
          {"type": "View", "id": "fixedBeatsMax", "width": 150, "maxWidth": 100, "height": 10}
        ]}
        """)
        expectEqual(tree.frame("fixed")?.width, 120)
        expectEqual(tree.frame("fill")?.width, 300)
        expectEqual(tree.frame("capped")?.width, 100)
        expectEqual(tree.frame("wrap")?.width, 15)
        expect(tree.frame("atLeast").map { ($0.width, $0.height) } == (40, 30))
        expectEqual(tree.frame("fixedBeatsMax")?.width, 150)
    }

    @Test func paddingInEverySpellingAndPerEdgeKeysAddToTheWhole() throws {
        let cases: [(String, EdgeInsets)] = [
            ("\"padding\": 8", EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)),
            ("\"padding\": [4, 10]", EdgeInsets(top: 4, left: 10, bottom: 4, right: 10)),
            ("\"paddings\": [1, 2, 3]", EdgeInsets(top: 1, left: 2, bottom: 3, right: 2)),
            ("\"paddings\": [1, 2, 3, 4]", EdgeInsets(top: 1, left: 4, bottom: 3, right: 2)),
            ("\"paddings\": \"1|2|3|4\"", EdgeInsets(top: 1, left: 4, bottom: 3, right: 2)),
            ("\"leftPadding\": 20, \"rightPadding\": 20, \"topPadding\": 10, \"bottomPadding\": 30", EdgeInsets(top: 10, left: 20, bottom: 30, right: 20)),
            ("\"paddingTop\": 5, \"paddingStart\": 6", EdgeInsets(top: 5, left: 6, bottom: 0, right: 0)),
            ("\"padding\": 8, \"topPadding\": 4", EdgeInsets(top: 12, left: 8, bottom: 8, right: 8)),
        ]
        for (attributes, insets) in cases {
            let tree = try layOut("""
            {"type": "View", "id": "box", \(attributes), "child": [{"type": "View", "id": "inner", "width": 10, "height": 10}]}
            """)
            expectEqual(tree.frame("inner"), Rect(x: insets.left, y: insets.top, width: 10, height: 10), "\(attributes)")
            expect(tree.frame("box").map { ($0.width, $0.height) } == (375, 10 + insets.vertical), "\(attributes)")
        }
    }

    @Test func anOverlayPlacesChildrenByTheirAlignmentAndMargins() throws {
        let tree = try layOut("""
        {"type": "View", "width": 200, "height": 100, "child": [
          {"type": "View", "id": "topLeft", "width": 10, "height": 10, "margins": [5, 6]},
          {"type": "View", "id": "bottomRight", "width": 10, "height": 10, "alignBottom": true, "alignRight": true, "margins": [5, 6]},
          {"type": "View", "id": "centre", "width": 20, "height": 10, "centerInParent": true, "leftMargin": 40},
          {"type": "View", "id": "right", "width": 10, "height": 10, "alignRight": true, "centerVertical": true}
        ]}
        """)
        expectEqual(tree.frame("topLeft"), Rect(x: 6, y: 5, width: 10, height: 10))
        expectEqual(tree.frame("bottomRight"), Rect(x: 184, y: 85, width: 10, height: 10))
        // A centred axis ignores the margins on it.
        expectEqual(tree.frame("centre"), Rect(x: 90, y: 45, width: 20, height: 10))
        expectEqual(tree.frame("right"), Rect(x: 190, y: 45, width: 10, height: 10))
    }

    @Test func gravityPlacesAStacksContent() throws {
        let tree = try layOut("""
        {"type": "View", "orientation": "vertical", "width": 100, "height": 100, "gravity": "center", "child": [
          {"type": "View", "id": "a", "width": 20, "height": 10},
          {"type": "View", "id": "b", "width": 40, "height": 10, "alignLeft": true}
        ]}
        """)
        expectEqual(tree.frame("a"), Rect(x: 40, y: 40, width: 20, height: 10))
        // A child's own alignment across the stack wins over the gravity.
        expectEqual(tree.frame("b"), Rect(x: 0, y: 50, width: 40, height: 10))
        let bottom = try layOut("""
        {"type": "View", "orientation": "horizontal", "width": 100, "height": 40, "gravity": "right|bottom", "child": [
          {"type": "View", "id": "a", "width": 20, "height": 10}
        ]}
        """)
        expectEqual(bottom.frame("a"), Rect(x: 80, y: 30, width: 20, height: 10))
    }

    @Test func reversedDirectionsReverseTheOrderAndStartFromTheFarEdge() throws {
        let tree = try layOut("""
        {"type": "View", "orientation": "vertical", "direction": "bottomToTop", "width": 100, "height": 100, "child": [
          {"type": "Label", "id": "first", "text": "bottom", "fontSize": 10},
          {"type": "Label", "id": "second", "text": "top", "fontSize": 10}
        ]}
        """)
        expectEqual(tree.frame("first")?.y, 88)
        expectEqual(tree.frame("second")?.y, 76)
        // The layout tree keeps the file's order.
        expectEqual(tree.root.children[0].children.map(\.id), ["first", "second"])
        let row = try layOut("""
        {"type": "View", "orientation": "horizontal", "direction": "rightToLeft", "width": 100, "child": [
          {"type": "View", "id": "first", "width": 10, "height": 10},
          {"type": "View", "id": "second", "width": 20, "height": 10}
        ]}
        """)
        expectEqual(row.frame("first")?.x, 90)
        expectEqual(row.frame("second")?.x, 70)
    }

    @Test func invisibleKeepsItsPlaceAndGoneGivesItUp() throws {
        let tree = try layOut("""
        {"type": "View", "orientation": "vertical", "child": [
          {"type": "View", "id": "hidden", "width": 10, "height": 30, "visibility": "invisible", "background": "#FF0000",
           "child": [{"type": "Label", "id": "inside", "text": "x"}]},
          {"type": "View", "id": "gone", "width": 10, "height": 30, "visibility": "gone"},
          {"type": "View", "id": "after", "width": 10, "height": 10}
        ]}
        """)
        let hidden = try require(tree.box("hidden"))
        expectEqual(hidden.frame, Rect(x: 0, y: 0, width: 10, height: 30))
        expect(hidden.has("invisible"))
        expect(hidden.style.fill == nil && hidden.children.isEmpty)
        expectEqual(tree.box("gone"), nil)
        expectEqual(tree.frame("after")?.y, 30)
    }

    @Test func labelsWrapToTheirRoomAndStopAtTheirLines() throws {
        let tree = try layOut("""
        {"type": "View", "orientation": "vertical", "width": 100, "child": [
          {"type": "Label", "id": "wraps", "text": "aaaa bbbb cccc dddd eeee", "fontSize": 10},
          {"type": "Label", "id": "two", "text": "aaaa bbbb cccc dddd eeee", "fontSize": 10, "lines": 2},
          {"type": "Label", "id": "one", "text": "aaaa bbbb cccc dddd eeee", "fontSize": 10, "lines": 1},
          {"type": "Label", "id": "inset", "text": "ab", "fontSize": 10, "edgeInset": [2, 4]}
        ]}
        """)
        expect(tree.frame("wraps").map { ($0.width, $0.height) } == (95, 24))
        expectEqual(tree.frame("two")?.height, 24)
        expectEqual(tree.box("two")?.textRun?.maxLines, 2)
        expectEqual(tree.box("one")?.textRun?.wrapping, .singleLine)
        expect(tree.frame("one").map { ($0.width, $0.height) } == (100, 12))
        let inset = try require(tree.box("inset"))
        expect(inset.frame.size == (18, 16))
        expectEqual(inset.children.first?.frame, Rect(x: 4, y: tree.frame("inset")!.y + 2, width: 10, height: 12))
    }

    @Test func buttonsAreUIKitsPlainConfigurationUnlessTheirConfigSaysOtherwise() throws {
        let tree = try layOut("""
        {"type": "View", "orientation": "vertical", "child": [
          {"type": "Button", "id": "save", "text": "Save", "fontSize": 10},
          {"type": "Button", "id": "filled", "text": "Go", "fontSize": 10, "config": {"style": "filled"}},
          {"type": "Button", "id": "plain", "fontSize": 10, "background": "#FFFFFF"},
          {"type": "Button", "id": "off", "text": "No", "fontSize": 10, "enabled": false, "disabledFontColor": "#999999"},
          {"type": "Button", "id": "icon", "text": "+", "width": 44, "height": 44}
        ]}
        """, mode: .uikit)
        // Plain: the title in the tint, no fill, 7 pt above and below and 12 at the sides.
        let save = try require(tree.box("save"))
        expect(save.frame.size == (20 + 24, 12 + 14))
        expect(save.style.fill == nil && save.style.radii == .zero)
        let title = try require(save.children.first)
        expect(title.role == .text && title.textRun?.color == Color(hex: 0x007AFF) && title.textRun?.alignment == .center)
        expectEqual(title.textRun?.font.weight, .regular)
        expectEqual(title.frame, Rect(x: 12, y: 7, width: 20, height: 12))
        // Filled: the tint, rounded, a white title.
        let filled = try require(tree.box("filled"))
        expect(filled.style.fill == Color(hex: 0x007AFF) && filled.style.radii == CornerRadii(all: 8))
        expectEqual(filled.children.first?.textRun?.color, .white)
        // A fill of its own keeps the tint title; with no text it says "Button".
        let plain = try require(tree.box("plain"))
        expect(plain.style.fill == .white && plain.style.radii == .zero && plain.text == "Button")
        expectEqual(plain.children.first?.textRun?.color, Color(hex: 0x007AFF))
        // Disabled with colours of its own: those, unfaded.
        let off = try require(tree.box("off"))
        expect(off.style.opacity == 1 && off.children.first?.textRun?.color == Color(hex: 0x999999))
        // A fixed small button keeps room for its title: its insets shrink to an eighth of its size.
        let icon = try require(tree.box("icon"))
        expect(icon.frame.size == (44, 44))
        expectEqual(icon.children.first?.frame.x, 5.5)
    }

    @Test func inputsLookAsSwiftJsonUIsUIKitFieldsDo() throws {
        let tree = try layOut("""
        {"type": "View", "orientation": "vertical", "width": 300, "child": [
          {"type": "TextField", "id": "field", "hint": "Email", "fontSize": 10},
          {"type": "TextField", "id": "rounded", "text": "x", "fontSize": 10, "borderStyle": "RoundedRect"},
          {"type": "TextField", "id": "styled", "text": "x", "fontSize": 10, "borderColor": "#FF0000", "borderWidth": 2, "cornerRadius": 4, "textPaddingLeft": 20},
          {"type": "TextField", "id": "secret", "text": "hunter2", "secure": true, "fontSize": 10},
          {"type": "TextField", "id": "password", "text": "hunter2", "input": "password", "fontSize": 10},
          {"type": "SelectBox", "id": "select", "items": ["Tokyo", "Osaka"], "selectedIndex": 1, "fontSize": 10},
          {"type": "TextView", "id": "notes", "fontSize": 10, "containerInset": [8, 12, 8, 12]},
          {"type": "Label", "id": "label", "text": "x"}
        ]}
        """, mode: .uikit)
        // A 0.3 pt light grey border, square, no fill; 10 pt of text padding on the left, 5 on the right.
        let field = try require(tree.box("field"))
        expectEqual(field.frame, Rect(x: 0, y: 0, width: 300, height: 12 + 16))
        expect(field.style.fill == nil && field.style.border == Border(color: Color(hex: 0xAAAAAA), width: 0.3) && field.style.radii == .zero)
        let hint = try require(field.children.first)
        expectEqual(hint.frame, Rect(x: 10, y: 8, width: 285, height: 12))
        expect(hint.textRun?.string == "Email" && hint.textRun?.color == Color(hex: 0xAAAAAA))
        let rounded = try require(tree.box("rounded"))
        expect(rounded.style.fill == .white && rounded.style.border == Border(color: Color(hex: 0xC7C7CC), width: 1) && rounded.style.radii == CornerRadii(all: 5))
        let styled = try require(tree.box("styled"))
        expect(styled.style.border == Border(color: Color(hex: 0xFF0000), width: 2) && styled.style.radii == CornerRadii(all: 4))
        expectEqual(styled.children.first?.frame.x, styled.frame.x + 20)
        expect(tree.box("secret")?.text == "•••••••" && tree.box("password")?.text == "•••••••")
        let select = try require(tree.box("select"))
        expectEqual(select.text, "Osaka")
        expect(select.children.contains { $0.glyph?.glyph == .chevronDown })
        // A text view is at least three lines tall, inside its insets.
        expectEqual(tree.frame("notes")?.height, 52)
        // Text without a size is 14 pt, in black.
        expect(tree.box("label")?.textRun?.font.size == 14 && tree.box("label")?.textRun?.color == .black)
    }

    @Test func shadowsAreGaussianWithTheSeedsDefaults() throws {
        let tree = try layOut("""
        {"type": "View", "orientation": "vertical", "child": [
          {"type": "View", "id": "simple", "width": 10, "height": 10, "shadow": "#000000"},
          {"type": "View", "id": "object", "width": 10, "height": 10, "cornerRadius": 8,
           "shadow": {"color": "#007AFF", "offsetY": 4, "opacity": 0.15, "radius": 8}},
          {"type": "View", "id": "piped", "width": 10, "height": 10, "shadow": "#FF0000|1|2|0.5|6"}
        ]}
        """)
        expectEqual(tree.box("simple")?.style.shadow, Shadow(color: .black, opacity: 0.2, offsetX: 0, offsetY: 2, blur: 3, profile: .gaussian))
        expectEqual(tree.box("object")?.style.shadow, Shadow(color: Color(hex: 0x007AFF), opacity: 0.15, offsetY: 4, blur: 8, profile: .gaussian))
        expectEqual(tree.box("object")?.style.radii, CornerRadii(all: 8))
        expectEqual(tree.box("piped")?.style.shadow, Shadow(color: Color(hex: 0xFF0000), opacity: 0.5, offsetX: 1, offsetY: 2, blur: 6, profile: .gaussian))
    }

    @Test func looksMapOntoTheBoxStyle() throws {
        let tree = try layOut("""
        {"type": "View", "orientation": "vertical", "child": [
          {"type": "View", "id": "look", "width": 10, "height": 10, "background": "#80FF0000", "alpha": 0.5, "clipToBounds": true,
           "borderColor": "#00FF00", "borderWidth": 2, "borderStyle": "dashed"},
          {"type": "View", "id": "noWidth", "width": 10, "height": 10, "borderColor": "#00FF00"}
        ]}
        """)
        let look = try require(tree.box("look"))
        expectEqual(look.style.fill, Color(hex: 0xFF0000, alpha: 128.0 / 255))
        expect(look.style.opacity == 0.5 && look.style.clips)
        expectEqual(look.style.border, Border(color: Color(hex: 0x00FF00), width: 2, dash: [6, 3]))
        // A border needs both its colour and its width, as SwiftJsonUI draws it.
        expectEqual(tree.box("noWidth")?.style.border, nil)
    }

    @Test func aScrollViewIsAsTallAsItsContent() throws {
        let tree = try layOut("""
        {"type": "ScrollView", "id": "scroll", "height": 50, "child": [
          {"type": "View", "orientation": "vertical", "child": [
            {"type": "View", "width": 10, "height": 40}, {"type": "View", "width": 10, "height": 40}
          ]}
        ]}
        """)
        expectEqual(tree.frame("scroll")?.height, 80)
        expectEqual(tree.box("scroll")?.note("type"), "ScrollView")
        let short = try layOut("{\"type\": \"ScrollView\", \"id\": \"scroll\", \"height\": 50}")
        expectEqual(short.frame("scroll")?.height, 50)
    }

    @Test func imagesTakeTheirOwnSizeInPointsAndPlaceholdersStandInForWhatCannotBeShown() throws {
        let fixture = try ViewTreeFixture()
        defer { fixture.remove() }
        try fixture.write("images/logo@2x.png", "not decoded here: layout takes decoded images")
        let path = LayoutRoot.canonical(fixture.path("images/logo@2x.png"))
        let image = try require(BoxImage(width: 80, height: 40, rgba: [UInt8](repeating: 255, count: 80 * 40 * 4), source: "logo@2x.png"))
        let tree = try fixture.layout("""
        {"type": "View", "orientation": "vertical", "child": [
          {"type": "Image", "id": "logo", "src": "logo"},
          {"type": "Image", "id": "wide", "src": "logo", "width": 100, "contentMode": "AspectFill"},
          {"type": "NetworkImage", "id": "remote", "url": "https://example.com/a.png"},
          {"type": "NetworkImage", "id": "fallback", "url": "https://example.com/a.png", "defaultImage": "logo", "width": 20, "height": 20}
        ]}
        """, images: [path: image])
        expect(tree.frame("logo").map { ($0.width, $0.height) } == (40, 20))
        expectEqual(tree.box("logo")?.image?.fit, .contain)
        expect(tree.frame("wide").map { ($0.width, $0.height) } == (100, 50))
        expectEqual(tree.box("wide")?.image?.fit, .cover)
        let remote = try require(tree.box("remote"))
        expect(remote.frame.size == (48, 48) && remote.image == nil)
        expectEqual(remote.children.first?.children.first?.glyph?.glyph, .picture)
        expectEqual(tree.box("fallback")?.image?.source, "logo@2x.png")
    }

    @Test func collectionsShowAPlaceholderForEachClass() throws {
        let tree = try layOut("""
        {"type": "Collection", "id": "list", "width": 200, "cellClasses": [{"className": "UserCell"}, {"className": "HeaderCell"}],
         "headerClasses": [{"className": "Top"}], "columns": 2}
        """)
        let list = try require(tree.box("list"))
        expectEqual(list.children.map(\.role), [.header, .cell, .cell])
        expectEqual(list.children.map(\.id), ["Top", "UserCell", "HeaderCell"])
        expectEqual(list.children[1].frame, Rect(x: 0, y: 40, width: 96, height: 96))
        expectEqual(list.children[2].frame, Rect(x: 104, y: 40, width: 96, height: 96))
        expectEqual(list.frame.height, 136)
    }

    @Test func aRootOfItsOwnWidthSitsOnAPageOfTheRequestedWidth() throws {
        let tree = try layOut("{\"type\": \"View\", \"id\": \"root\", \"width\": 200, \"height\": 30, \"margins\": [10, 20]}", width: 768)
        expect(tree.width == 768 && tree.height == 50)
        expect(tree.root.role == .page && tree.root.style.fill == .white)
        expectEqual(tree.frame("root"), Rect(x: 20, y: 10, width: 200, height: 30))
    }

    @Test func idsInsideABindingIDTakeItAsAPrefix() throws {
        let fixture = try ViewTreeFixture(files: ["card.json": "{\"type\": \"Label\", \"id\": \"title\", \"text\": \"@{name}\"}"])
        defer { fixture.remove() }
        let tree = try fixture.layout("""
        {"type": "View", "orientation": "vertical", "child": [
          {"include": "card", "binding_id": "first", "shared_data": {"name": "One"}},
          {"include": "card.json", "binding_id": "second", "shared_data": {"name": "Two"}}
        ]}
        """)
        expectEqual(tree.box("first.title")?.text, "One")
        expectEqual(tree.box("second.title")?.text, "Two")
    }

    @Test func layoutIsAPureFunctionOfItsInputs() throws {
        for name in ["Includes", "Feed", "ShadowCards", "LayoutTechniques"] {
            var warnings = WarningLog()
            let loader = FormLoader(library: HintsLibrary(directories: []))
            guard case .view(let document) = try loader.loadDocuments(repositoryRoot.appendingPathComponent("Layouts/\(name).json").path, variant: "default", warnings: &warnings)[0].document else {
                Issue.record("\(name) is not a view tree")
                continue
            }
            for width in [375.0, 768, 1024] {
                let engine = ViewLayoutEngine(measurer: FakeMeasurer())
                expectEqual(engine.layout(document, width: width), engine.layout(document, width: width), "\(name) at \(width)")
                // Nothing is wider than the page.
                expect(engine.layout(document, width: width).root.allBoxes().allSatisfy { $0.frame.maxX <= width + 0.001 }, "\(name) at \(width)")
            }
        }
    }
}

extension Rect {
    var size: (Double, Double) { (width, height) }
}

func == (lhs: (Double, Double)?, rhs: (Double, Double)) -> Bool {
    guard let lhs else { return false }
    return lhs.0 == rhs.0 && lhs.1 == rhs.1
}

/// SwiftJsonUI's relative layout: in a view without an orientation, a child placed beside or in line
/// with a sibling it names by id.
@Suite struct RelativeViewLayoutTests {
    @Test func childrenSitBesideAndInLineWithTheSiblingsTheyName() throws {
        let tree = try layOut("""
        {"type": "View", "id": "box", "child": [
          {"type": "View", "id": "avatar", "width": 40, "height": 40, "margins": [10, 12]},
          {"type": "Label", "id": "name", "text": "abcd", "fontSize": 10, "alignRightOfView": "avatar", "alignTopView": "avatar", "leftMargin": 8},
          {"type": "Label", "id": "detail", "text": "ab", "fontSize": 10, "alignBottomOfView": "name", "alignLeftView": "name", "topMargin": 2},
          {"type": "View", "id": "badge", "width": 10, "height": 10, "alignLeftOfView": "avatar", "alignCenterVerticalView": "avatar"},
          {"type": "View", "id": "below", "width": 30, "height": 6, "alignBottomOfView": "avatar", "alignCenterHorizontalView": "avatar", "topMargin": 4}
        ]}
        """)
        expectEqual(tree.frame("avatar"), Rect(x: 12, y: 10, width: 40, height: 40))
        expectEqual(tree.frame("name"), Rect(x: 60, y: 10, width: 20, height: 12))
        // alignLeftView lines up with the sibling's left edge, plus this view's own left margin (none here).
        expectEqual(tree.frame("detail"), Rect(x: 60, y: 24, width: 10, height: 12))
        expectEqual(tree.frame("badge"), Rect(x: 2, y: 25, width: 10, height: 10))
        expectEqual(tree.frame("below"), Rect(x: 17, y: 54, width: 30, height: 6))
        // A content-sized parent is as tall as the lowest child reaches.
        expectEqual(tree.frame("box")?.height, 60)
    }

    @Test func aSiblingNamedBeforeItIsPlacedStillCounts() throws {
        let tree = try layOut("""
        {"type": "View", "width": 200, "height": 100, "child": [
          {"type": "View", "id": "late", "width": 10, "height": 10, "alignRightOfView": "anchor"},
          {"type": "View", "id": "anchor", "width": 20, "height": 20, "centerInParent": true}
        ]}
        """)
        expectEqual(tree.frame("anchor"), Rect(x: 90, y: 40, width: 20, height: 20))
        expectEqual(tree.frame("late"), Rect(x: 110, y: 0, width: 10, height: 10))
    }

    @Test func aNameThatIsNoSiblingIsAWarningAndTheChildStaysPut() throws {
        let fixture = try ViewTreeFixture()
        defer { fixture.remove() }
        var warnings = WarningLog()
        let document = try fixture.document("""
        {"type": "View", "child": [
          {"type": "View", "id": "a", "width": 10, "height": 10, "alignBottomOfView": "nobody"},
          {"type": "View", "orientation": "vertical", "child": [
            {"type": "View", "id": "b", "width": 5, "height": 5}, {"type": "View", "width": 5, "height": 5, "alignRightOfView": "b"}]}
        ]}
        """, warnings: &warnings)
        expectEqual(warnings.warnings.map(\.message), [
            "a place relative to 'b' needs a parent without an orientation (a vertical stack places its children in order); ignored",
            "'alignBottomOfView' names 'nobody', which is no sibling of this view; ignored",
        ])
        let tree = ViewLayoutEngine(measurer: FakeMeasurer()).layout(document, width: 375)
        expectEqual(tree.frame("a"), Rect(x: 0, y: 0, width: 10, height: 10))
    }
}

/// What a hostile or careless view tree cannot make expensive or wrong: long chains of relative places,
/// loops of them, and a child between two siblings.
@Suite struct RelativeLayoutBoundsTests {
    @Test func aChainOfSiblingsEachNamingTheNextIsPlacedInOrder() throws {
        let count = 400
        let children = (0..<count).map { index in
            index == count - 1 ? #"{"type": "View", "id": "v\#(index)", "width": 1, "height": 1}"#
                : #"{"type": "View", "id": "v\#(index)", "width": 1, "height": 1, "alignBottomOfView": "v\#(index + 1)"}"#
        }
        let tree = try layOut(#"{"type": "View", "child": [\#(children.joined(separator: ","))]}"#)
        // The last is at the top; each before it one point lower.
        expectEqual(tree.frame("v\(count - 1)")?.y, 0)
        expectEqual(tree.frame("v0")?.y, Double(count - 1))
        expectEqual(tree.frame("v\(count / 2)")?.y, Double(count - 1 - count / 2))
    }

    @Test func aChildBeforeASiblingOnTheRightWrapsBetweenTheEdgeAndIt() throws {
        let title = #"{"type": "Label", "id": "title", "text": "aaaa bbbb cccc dddd", "fontSize": 10, "alignLeftOfView": "price", "rightMargin": 5"#
        let price = #"{"type": "Label", "id": "price", "text": "pppp", "fontSize": 10, "alignRight": true}"#
        // Hanging from the price: its right edge 5 pt before it, wrapped in the 75 pt left.
        let hanging = try layOut(#"{"type": "View", "width": 100, "child": [\#(title)}, \#(price)]}"#)
        expectEqual(hanging.frame("price"), Rect(x: 80, y: 0, width: 20, height: 12))
        expectEqual(hanging.frame("title"), Rect(x: 5, y: 0, width: 70, height: 24))
        // Held at the left edge too: it starts there.
        let held = try layOut(#"{"type": "View", "width": 100, "child": [\#(title), "alignLeft": true}, \#(price)]}"#)
        expectEqual(held.frame("title"), Rect(x: 0, y: 0, width: 70, height: 24))
    }
}

/// The layout rules real SwiftJsonUI screens lean on (issue 24): weights along a vertical stack,
/// a ScrollView's children stacked, collections drawn from their cell layouts, tall screens cut.
@Suite("View layout: SwiftJsonUI's SwiftUI rules")
struct SwiftUILayoutRuleTests {
    @Test func weightsShareAVerticalStacksHeightWhateverTheChildSays() throws {
        let tree = try layOut(#"""
        {"type": "View", "orientation": "vertical", "height": 300, "child": [
          {"type": "View", "id": "a", "height": 0, "weight": 1}, {"type": "View", "id": "b", "height": 0, "weight": 3},
          {"type": "View", "id": "c", "height": 0, "heightWeight": 2}]}
        """#)
        expect(tree.frame("a")?.height == 50 && tree.frame("b")?.height == 150 && tree.frame("c")?.height == 100)
        expectEqual(tree.frame("c")?.y, 200)
        // With no height to share, a weighted child is as tall as its content, not 0.
        let open = try layOut(#"""
        {"type": "View", "orientation": "vertical", "child": [{"type": "Label", "id": "l", "height": 0, "weight": 1, "text": "Hi", "fontSize": 10}]}
        """#)
        expectEqual(open.frame("l")?.height, 12)
    }

    @Test func aScrollViewStacksItsChildren() throws {
        let tree = try layOut(#"""
        {"type": "ScrollView", "spacing": 30, "child": [{"type": "View", "id": "a", "height": 40, "width": "matchParent"},
          {"type": "View", "id": "b", "height": 60, "width": 100, "weight": 1}]}
        """#)
        expect(tree.frame("a")?.y == 0 && tree.frame("b")?.y == 40 && tree.frame("b")?.height == 60)
        // A single horizontal row scrolls across.
        let row = try layOut(#"{"type": "ScrollView", "horizontalScroll": true, "child": [{"type": "View", "id": "a", "width": 50, "height": 10}, {"type": "View", "id": "b", "width": 50, "height": 10}]}"#)
        expect(row.frame("b")?.x == 50 && row.frame("b")?.y == 0)
    }

    @Test func collectionSectionsDrawTheirCellLayoutsWithTheirData() throws {
        let fixture = try ViewTreeFixture(files: [
            "cells/card.json": #"{"type": "View", "width": "matchParent", "child": [{"data": [{"name": "title", "class": "String"}]}, {"type": "Label", "id": "t", "text": "@{title}", "fontSize": 10}]}"#,
            "cells/head.json": #"{"type": "Label", "id": "h", "text": "Header", "fontSize": 10}"#,
        ])
        defer { fixture.remove() }
        let json = #"""
        {"type": "View", "child": [{"data": [{"name": "cards", "class": "CollectionDataSource"}]},
          {"type": "Collection", "id": "list", "width": 300, "columns": 2, "lineSpacing": 10, "itemSpacing": 20, "items": "@{cards}",
           "sections": [{"header": "cells/head", "cell": "cells/card"}]}]}
        """#
        var warnings = WarningLog()
        let data = ViewObject([("cards", .array([.object(ViewObject([("title", .string("One"))])), .object(ViewObject([("title", .string("Two"))])),
                                                 .object(ViewObject([("title", .string("Three"))]))]))])
        let document = try fixture.document(json, data: data, warnings: &warnings)
        expect(warnings.warnings.isEmpty)
        let tree = ViewLayoutEngine(measurer: FakeMeasurer()).layout(document, width: 375)
        let texts = tree.root.allBoxes().filter { $0.id?.hasSuffix(".t") == true }
        expectEqual(texts.map(\.text), ["One", "Two", "Three"])
        // Two columns 140 wide with 20 between; rows 10 apart under the header and SwiftUI's 8.
        let cells = tree.root.allBoxes().filter { $0.id?.hasPrefix("list.cell0_") == true && !$0.id!.hasSuffix(".t") }
        expectEqual(cells.map(\.frame.x), [0, 160, 0])
        expectEqual(cells.map(\.frame.width), [140, 140, 140])
        expect(cells[0].frame.y == 20 && cells[2].frame.y == 20 + 12 + 10)
        // Without data, three sample cells and a warning that says so.
        var said = WarningLog()
        let sample = try fixture.document(json, warnings: &said)
        expectEqual(sample.root.children[0].children.filter { $0.attributes.collectionPart?.kind == .cell }.count, 3)
        expect(said.warnings.map(\.message).contains { $0.contains("3 sample cells a section are drawn") })
    }
}

/// SwiftJsonUI's SwiftUI renderer's looks, the default where a project names no mode.
@Suite("View layout: SwiftUI defaults")
struct SwiftUIDefaultLookTests {
    @Test func bodyTextAFilledSquareButtonAPlainFieldAndAGreySelectBox() throws {
        let tree = try layOut("""
        {"type": "View", "orientation": "vertical", "width": 300, "child": [
          {"type": "Label", "id": "label", "text": "x"},
          {"type": "Button", "id": "save", "text": "Save"},
          {"type": "TextField", "id": "field", "hint": "Email"},
          {"type": "SelectBox", "id": "select", "items": ["Tokyo"], "selectedIndex": 0},
          {"type": "Toggle", "id": "toggle", "text": "On", "isOn": true}
        ]}
        """)
        expectEqual(tree.box("label")?.textRun?.font.size, 17)
        let save = try require(tree.box("save"))
        expect(save.style.fill == Color(hex: 0x007AFF) && save.style.radii == .zero)
        expect(save.textRun?.color == .white || save.children.first?.textRun?.color == .white)
        expect(save.frame.height == save.textRun.map { $0.font.lineHeight } ?? save.children.first?.frame.height)
        let field = try require(tree.box("field"))
        expect(field.style.border == nil && field.style.fill == nil)
        let hint = try require(field.textRun ?? field.children.first?.textRun)
        expectEqual(hint.color, Color(hex: 0x3C3C43, alpha: 0.3))
        expectEqual((field.children.first?.frame.x ?? field.frame.x), field.frame.x)
        let select = try require(tree.box("select"))
        expect(select.style.fill == Color(hex: 0xF2F2F7) && select.style.radii == CornerRadii(all: 8) && select.style.border == nil)
        // A labelled toggle fills the row: the label leading, the 51 × 31 switch trailing.
        let toggle = try require(tree.box("toggle"))
        expectEqual(toggle.frame.width, 300)
        expectEqual(toggle.children.first { $0.role == "track" }?.frame, Rect(x: 249, y: toggle.frame.y + (toggle.frame.height - 31) / 2, width: 51, height: 31))
    }
}
