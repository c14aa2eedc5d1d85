import Expectations
import Testing
import FormModel
import FormSupport
import BoxTree

/// Size, insets, visibility and alignment attributes in every spelling the reader accepts.
@Suite("View attributes: size, insets, visibility")
struct ViewLayoutAttributeTests {
    @Test(arguments: [
        ("\"padding\": 8", insets(8, 8, 8, 8)),
        ("\"padding\": 0", insets(0, 0, 0, 0)),
        ("\"padding\": [8]", insets(8, 8, 8, 8)),
        // [vertical, horizontal]
        ("\"padding\": [4, 10]", insets(4, 10, 4, 10)),
        // [top, horizontal, bottom]
        ("\"padding\": [1, 2, 3]", insets(1, 2, 3, 2)),
        // [top, right, bottom, left]
        ("\"padding\": [1, 2, 3, 4]", insets(1, 4, 3, 2)),
        ("\"padding\": \"1|2|3|4\"", insets(1, 4, 3, 2)),
        ("\"padding\": \"6\"", insets(6, 6, 6, 6)),
        ("\"padding\": \" 1 | 2 \"", insets(1, 2, 1, 2)),
        ("\"padding\": [\"1\", 2.5]", insets(1, 2.5, 1, 2.5)),
        ("\"paddings\": [5, 6]", insets(5, 6, 5, 6)),
        ("\"insets\": [1, 2, 3, 4]", insets(1, 4, 3, 2)),
        ("\"contentInsets\": 3", insets(3, 3, 3, 3)),
        // Per-edge keys add to the whole, in whichever order they come (SwiftJsonUI's rule).
        ("\"padding\": 10, \"paddingTop\": 5", insets(15, 10, 10, 10)),
        ("\"paddingTop\": 5, \"padding\": 10", insets(15, 10, 10, 10)),
        ("\"padding\": [1, 2, 3, 4], \"leftPadding\": 10, \"rightPadding\": 20", insets(1, 14, 3, 22)),
        ("\"topPadding\": 1, \"bottomPadding\": 2, \"paddingLeft\": 3, \"paddingRight\": 4", insets(1, 3, 2, 4)),
        ("\"paddingStart\": 1, \"startPadding\": 2, \"paddingEnd\": 3, \"endPadding\": 4", insets(0, 3, 0, 7)),
        ("\"paddingBottom\": 6", insets(0, 0, 6, 0)),
        ("\"insetHorizontal\": 16, \"insetVertical\": 8", insets(8, 16, 8, 16)),
        ("\"padding\": 2, \"insetHorizontal\": 16", insets(2, 18, 2, 18)),
    ])
    func padding(members: String, expected: EdgeInsets) throws {
        let (attributes, warnings) = try attributes("View", members)
        expectEqual(attributes.padding, expected, "\(members)")
        expectEqual(attributes.margins, .zero)
        expect(warnings.isEmpty)
    }

    @Test(arguments: [
        ("\"margins\": 8", insets(8, 8, 8, 8)),
        ("\"margin\": [4, 10]", insets(4, 10, 4, 10)),
        ("\"margins\": [1, 2, 3]", insets(1, 2, 3, 2)),
        ("\"margins\": [1, 2, 3, 4]", insets(1, 4, 3, 2)),
        ("\"margins\": \"1|2|3|4\"", insets(1, 4, 3, 2)),
        ("\"margins\": 10, \"topMargin\": 5", insets(15, 10, 10, 10)),
        ("\"topMargin\": 5, \"margins\": 10", insets(15, 10, 10, 10)),
        ("\"marginTop\": 1, \"marginBottom\": 2, \"marginLeft\": 3, \"marginRight\": 4", insets(1, 3, 2, 4)),
        ("\"leftMargin\": 1, \"startMargin\": 2, \"marginStart\": 3", insets(0, 6, 0, 0)),
        ("\"rightMargin\": 1, \"endMargin\": 2, \"marginEnd\": 3, \"bottomMargin\": 4", insets(0, 0, 4, 6)),
    ])
    func margins(members: String, expected: EdgeInsets) throws {
        let (attributes, warnings) = try attributes("View", members)
        expectEqual(attributes.margins, expected, "\(members)")
        expectEqual(attributes.padding, .zero)
        expect(warnings.isEmpty)
    }

    @Test func textInsets() throws {
        try expectEqual(attributes("TextView", "\"containerInset\": [8, 12, 8, 12]").0.textInsets, insets(8, 12, 8, 12))
        try expectEqual(attributes("Label", "\"edgeInset\": \"4|6\"").0.textInsets, insets(4, 6, 4, 6))
        try expectEqual(attributes("TextField", "\"textContainerInset\": 2").0.textInsets, insets(2, 2, 2, 2))
    }

    /// A wrong literal is an error at its value: `{"type": "View", "padding": …` puts the value at column 29.
    @Test(arguments: [
        ("[1, 2, 3, 4, 5]", "an array"), ("[]", "an array"), ("-1", "-1"), ("[1, -2]", "an array"), ("\"1|x\"", "a string"),
        ("\"\"", "a string"), ("true", "true"), ("{\"top\": 1}", "an object"), ("100001", "100001"), ("[1, [2]]", "an array"),
        ("[1, null]", "an array"),
    ])
    func badPadding(value: String, found: String) throws {
        let error = try viewError("{\"type\": \"View\", \"padding\": \(value)}")
        expectEqual(error, "main.json:1:29: error: 'padding' on View must be a number or an array of 1, 2, 3 or 4 numbers of points "
            + "(top, right, bottom, left), each from 0 to 100000, found \(found)")
    }

    @Test func badPerEdgePadding() throws {
        try expectEqual(viewError("{\"type\": \"View\", \"paddingTop\": \"x\"}"), "main.json:1:32: error: 'paddingTop' on View must be a number from 0 to 100000, found a string")
        // Margins may be negative (pulling a view over its neighbour), within the same bound.
        try expectEqual(viewError("{\"type\": \"View\", \"marginLeft\": -100001}"), "main.json:1:32: error: 'marginLeft' on View must be a number from -100000 to 100000, found -100001")
    }

    @Test(arguments: [
        ("100", ViewLength.points(100)), ("0", .points(0)), ("12.5", .points(12.5)), ("\"100\"", .points(100)), ("\" 40 \"", .points(40)),
        ("\"matchParent\"", .matchParent), ("\"match_parent\"", .matchParent), ("\"MatchParent\"", .matchParent), ("\"MATCH_PARENT\"", .matchParent),
        ("\"wrapContent\"", .wrapContent), ("\"wrap_content\"", .wrapContent), ("\"WRAPCONTENT\"", .wrapContent), ("\"Wrap_Content\"", .wrapContent),
        ("100000", .points(100_000)),
    ])
    func sizes(value: String, expected: ViewLength) throws {
        let (width, _) = try attributes("View", "\"width\": \(value)")
        expectEqual(width.width, expected, "width \(value)")
        expectEqual(width.height, nil)
        let (height, _) = try attributes("View", "\"height\": \(value)")
        expectEqual(height.height, expected, "height \(value)")
    }

    @Test(arguments: [("\"huge\"", "a string"), ("-5", "-5"), ("true", "true"), ("[10]", "an array"), ("100001", "100001"), ("\"nan\"", "a string"),
                      ("\"inf\"", "a string")])
    func badSizes(value: String, found: String) throws {
        try expectEqual(viewError("{\"type\": \"View\", \"width\": \(value)}"), "main.json:1:27: error: 'width' on View must be a number of points from 0 to 100000, \"matchParent\" or \"wrapContent\", found \(found)")
    }

    @Test func boundsAndWeights() throws {
        let (a, warnings) = try attributes("View", "\"minWidth\": 10, \"maxWidth\": \"200\", \"minHeight\": 1, \"maxHeight\": 2, \"weight\": 1, "
            + "\"heightWeight\": 2.5, \"spacing\": 6, \"orientation\": \"Horizontal\", \"direction\": \"rightToLeft\", \"clipToBounds\": \"true\"")
        expect(warnings.isEmpty)
        expect(a.minWidth == 10 && a.maxWidth == 200 && a.minHeight == 1 && a.maxHeight == 2)
        expect(a.weight == 1 && a.widthWeight == nil && a.heightWeight == 2.5 && a.spacing == 6)
        expect(a.orientation == .horizontal && a.direction == .rightToLeft && a.clipToBounds)
        try expectEqual(attributes("View", "\"widthWeight\": 3").0.widthWeight, 3)
        try expectEqual(attributes("View", "\"direction\": \"none\"").0.direction, ViewDirection.none)
        try expectEqual(viewError("{\"type\": \"View\", \"orientation\": \"diagonal\"}"), "main.json:1:33: error: 'orientation' on View must be vertical or horizontal, found a string")
        // Without --strict the same value is a warning, and the view keeps its default.
        let (lenient, said) = try attributes("View", "\"orientation\": \"diagonal\", \"contentMode\": \"scaleAspectFit\"")
        expectEqual(lenient.orientation, nil)
        expectEqual(said, ["main.json:1:33: 'orientation' on View must be vertical or horizontal, found a string; ignored, the default is drawn (--strict makes this an error)",
                         "main.json:1:60: 'contentMode' on View must be AspectFit, AspectFill, ScaleToFill or Center, found a string; ignored, the default is drawn (--strict makes this an error)"])
    }

    @Test(arguments: [
        ("\"gravity\": \"center\"", ViewPlacement(horizontal: .center, vertical: .center)),
        ("\"gravity\": \"left|bottom\"", ViewPlacement(horizontal: .start, vertical: .end)),
        ("\"gravity\": [\"right\", \"centerVertical\"]", ViewPlacement(horizontal: .end, vertical: .center)),
        ("\"gravity\": \"center_horizontal | top\"", ViewPlacement(horizontal: .center, vertical: .start)),
    ])
    func gravity(members: String, expected: ViewPlacement) throws {
        try expectEqual(attributes("View", members).0.gravity, expected)
    }

    @Test func alignment() throws {
        try expectEqual(attributes("View", "\"alignTop\": true, \"alignRight\": true").0.alignment, ViewPlacement(horizontal: .end, vertical: .start))
        try expectEqual(attributes("View", "\"alignBottom\": 1, \"alignLeft\": \"TRUE\"").0.alignment, ViewPlacement(horizontal: .start, vertical: .end))
        try expectEqual(attributes("View", "\"centerInParent\": true").0.alignment, ViewPlacement(horizontal: .center, vertical: .center))
        try expectEqual(attributes("View", "\"centerVertical\": true, \"centerHorizontal\": false").0.alignment, ViewPlacement(vertical: .center))
        try expectEqual(viewError("{\"type\": \"View\", \"alignTop\": \"yes\"}"), "main.json:1:30: error: 'alignTop' on View must be true or false, found a string")
        try expectEqual(viewError("{\"type\": \"View\", \"gravity\": \"middle\"}"), "main.json:1:29: error: 'gravity' on View must be a gravity (left, right, top, bottom, centerHorizontal, centerVertical or center, joined by '|'), found a string")
    }

    @Test(arguments: [
        ("\"visible\"", ViewVisibility.visible), ("\"invisible\"", .invisible), ("\"Invisible\"", .invisible), ("\"VISIBLE\"", .visible),
        ("true", .visible), ("null", .visible),
    ])
    func visibility(value: String, expected: ViewVisibility) throws {
        let (root, _) = try resolveView("{\"type\": \"View\", \"child\": [{\"type\": \"View\", \"id\": \"x\", \"visibility\": \(value)}]}")
        expectEqual(root.find("x")?.attributes.visibility, expected, "\(value)")
    }

    @Test func goneViewsAreLeftOut() throws {
        let json = """
            {"type": "View", "child": [
              {"type": "Label", "id": "a", "visibility": "gone"},
              {"type": "Label", "id": "b", "visibility": "Gone"},
              {"type": "Label", "id": "c", "visibility": false},
              {"type": "View", "id": "d", "visibility": "@{shown}", "child": [{"type": "Label", "id": "inner"}]},
              {"type": "Label", "id": "e", "visibility": "@{shown ? visible : gone}"},
              {"type": "Label", "id": "f", "visibility": "@{!shown ? visible : gone}"},
              {"type": "Label", "id": "g", "visibility": "@{state}"}
            ]}
            """
        let (hidden, _) = try resolveView(json, data: #"{"shown": false, "state": "invisible"}"#)
        expectEqual(hidden.children.map(\.id), ["f", "g"])
        expectEqual(hidden.find("g")?.attributes.visibility, .invisible)
        let (shown, _) = try resolveView(json, data: #"{"shown": true, "state": "gone"}"#)
        expectEqual(shown.children.map(\.id), ["d", "e"])
        expect(shown.find("inner") != nil)
        // A root that is gone leaves an empty view.
        let (root, _) = try resolveView(#"{"type": "Label", "visibility": "gone", "text": "x"}"#)
        expect(root.type == .view && root.children.isEmpty && root.attributes.text == nil)
    }

    @Test func hiddenIsInvisible() throws {
        try expectEqual(attributes("View", "\"hidden\": true").0.visibility, .invisible)
        try expectEqual(attributes("View", "\"hidden\": \"true\"").0.visibility, .invisible)
        try expectEqual(attributes("View", "\"hidden\": false").0.visibility, .visible)
        try expectEqual(attributes("View", "\"hidden\": \"@{flag}\"", data: #"{"flag": true}"#).0.visibility, .invisible)
        // Gone stays gone.
        let (root, _) = try resolveView(#"{"type": "View", "child": [{"type": "View", "hidden": true, "visibility": "gone"}]}"#)
        expect(root.children.isEmpty)
    }

    @Test func badVisibility() throws {
        try expectEqual(viewError(#"{"type": "View", "visibility": "hidden"}"#), "main.json:1:32: error: 'visibility' on View must be visible, invisible or gone, found a string")
        try expectEqual(viewError(#"{"type": "View", "visibility": 1}"#), "main.json:1:32: error: 'visibility' on View must be visible, invisible or gone, found 1")
        // From data: a warning, and the view stays visible.
        let (root, warnings) = try resolveView(#"{"type": "View", "visibility": "@{state}"}"#, data: #"{"state": "hidden"}"#)
        expectEqual(root.attributes.visibility, .visible)
        expectEqual(warnings, ["main.json:1:32: 'visibility' on View must be visible, invisible or gone, found a string (from data; ignored)"])
    }

    @Test func alphaAndEnabled() throws {
        let (a, _) = try attributes("Button", "\"alpha\": 0.5, \"enabled\": false")
        expect(a.alpha == 0.5 && !a.isEnabled)
        try expectEqual(attributes("View", "\"opacity\": \"0.25\"").0.alpha, 0.25)
        try expectEqual(attributes("Button", "\"isEnabled\": \"false\"").0.isEnabled, false)
        try expectEqual(viewError(#"{"type": "View", "alpha": 2}"#), "main.json:1:27: error: 'alpha' on View must be a number from 0 to 1, found 2")
    }
}
