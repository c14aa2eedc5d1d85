import Expectations
import Testing
import FormModel
import FormSupport

/// Reading a view-tree file: views, children, includes, declarations, and every binding parsed once
/// with its position.
@Suite("View trees: file parser")
struct ViewFileParserTests {
    private func parse(_ json: String) throws -> ViewFile {
        try ViewFileLibrary().file("main.json", json: try JSONParser.parse(json))
    }

    private func parseError(_ json: String, sourceLocation: CallSite = #_sourceLocation) throws -> String? {
        let node = try JSONParser.parse(json)
        return expectFormError(sourceLocation: sourceLocation) { _ = try ViewFileLibrary().file("main.json", json: node) }?.description
    }

    @Test func aViewItsAttributesAndChildren() throws {
        let file = try parse("""
            {"type": "View", "id": "root", "orientation": "vertical",
             "child": [{"type": "Label", "text": "Hi @{name}"}, {"type": "Image", "src": "a", "width": 10}]}
            """)
        expectEqual(file.path, "main.json")
        expectEqual(file.viewCount, 3)
        expect(file.root.type == "View" && file.root.typePosition == pos(1, 10) && file.root.position == pos(1, 1))
        expectEqual(file.root.attributes.map(\.key), ["id", "orientation"])
        expectEqual(file.root.attribute("orientation")?.keyPosition, pos(1, 32))
        expectEqual(file.root.attribute("orientation")?.node, BoundNode(.literal(.string("vertical")), at: pos(1, 47)))
        expectEqual(file.root.children.map(\.type), ["Label", "Image"])
        let text = try require(file.root.children[0].attribute("text"))
        expectEqual(text.node.value, .template(ViewTemplate.parse("Hi @{name}")))
        expect(text.node.value.hasBindings)
        expectEqual(file.root.children[1].attribute("width")?.node.value, .literal(.number(10)))
        expect(file.root.include == nil && file.root.bindingID == nil && file.root.sharedData.isEmpty)
    }

    @Test func boundValuesKeepTheirShape() throws {
        let file = try parse(#"{"type": "View", "shadow": {"opacity": "@{o}", "radius": 3}, "items": ["a", "@{b}", null, true]}"#)
        guard case .object(let members)? = file.root.attribute("shadow")?.node.value else {
            Issue.record("shadow is not an object")
            return
        }
        expectEqual(members.map(\.key), ["opacity", "radius"])
        expectEqual(members[1].node.value, .literal(.number(3)))
        expectEqual(file.root.attribute("shadow")?.node.value.hasBindings, true)
        guard case .array(let items)? = file.root.attribute("items")?.node.value else {
            Issue.record("items is not an array")
            return
        }
        expectEqual(items.map(\.value), [.literal(.string("a")), .template(ViewTemplate.parse("@{b}")), .literal(.null), .literal(.bool(true))])
        expectEqual(BoundValue.array([items[0], items[2]]).hasBindings, false)
        let scope = ViewScope(["o": .number(0.5), "b": .string("x")])
        expectEqual(file.root.attribute("items")?.node.value.evaluate(in: scope), .array([.string("a"), .string("x"), .null, .bool(true)]))
    }

    @Test func childrenAsAnArrayAnObjectOrNull() throws {
        try expectEqual(parse(#"{"type": "View", "child": {"type": "Label"}}"#).root.children.map(\.type), ["Label"])
        try expectEqual(parse(#"{"type": "View", "children": [{"type": "Label"}, {"type": "Button"}]}"#).root.children.count, 2)
        try expect(parse(#"{"type": "View", "child": null}"#).root.children.isEmpty)
        try expectEqual(parse(#"{"child": [{"type": "Label"}]}"#).root.type, nil)
        try expectEqual(parseError(#"{"type": "View", "child": "Label"}"#), "main.json:1:27: error: 'child' must be an array of views, found a string")
        try expectEqual(parseError(#"{"type": "View", "child": [1]}"#), "main.json:1:28: error: 'child[0]' must be a view (an object with 'type'), found 1")
        try expectEqual(parseError(#"{"type": "View", "child": [{"child": {"type": "Label", "child": [[]]}}]}"#), "main.json:1:66: error: 'child[0].child.child[0]' must be a view (an object with 'type'), found an array")
    }

    @Test func includesAndTheirData() throws {
        let file = try parse("""
            {"type": "View", "child": [{"include": "card", "binding_id": "c", "shared_data": {"user": "@{user}", "n": 1},
                                        "variables": {"title": "Home"}, "margins": 4}]}
            """)
        let include = try require(file.root.children.first)
        expectEqual(include.include?.value, .literal(.string("card")))
        expectEqual(include.bindingID?.value, .literal(.string("c")))
        expectEqual(include.sharedData.map(\.key), ["user", "n"])
        expectEqual(include.sharedData.first?.node.value, .template(ViewTemplate.parse("@{user}")))
        expectEqual(include.variableValues.map(\.key), ["title"])
        expectEqual(include.attributes.map(\.key), ["margins"])
        expectEqual(include.type, nil)
        expect(file.variables.isEmpty)
    }

    @Test func declarationsFromAnywhereInFileOrder() throws {
        let file = try parse("""
            {"data": [{"name": "a", "class": "Int"}], "type": "View", "variables": [{"name": "v", "class": "String", "defaultValue": "x"}],
             "child": [{"type": "Label", "data": [{"name": "b", "class": "Bool", "defaultValue": true}]}]}
            """)
        expectEqual(file.data.map(\.name), ["a", "b"])
        expectEqual(file.data.map(\.className), ["Int", "Bool"])
        expectEqual(file.data.map(\.defaultValue), [nil, .bool(true)])
        expectEqual(file.data.first?.position, pos(1, 11))
        expectEqual(file.variables.map(\.name), ["v"])
        expectEqual(file.variables.first?.defaultValue, .string("x"))
    }

    /// A binding that cannot be read is no error (binding_semantics.json: it is unresolved, or text):
    /// a warning naming the key path and the column, kept with the file.
    @Test func bindingProblemsNameTheKeyPathAndTheColumn() throws {
        func said(_ json: String) throws -> [String] {
            try parse(json).warnings.map { "\($0.location): \($0.message)" }
        }
        let unresolved = "; read as unresolved (nothing, or the attribute's default)"
        try expectEqual(said("{\"type\": \"View\",\n \"child\": [{\"type\": \"Label\", \"text\": \"Total: @{price * }\"}]}"), ["main.json:2:38: 'child[0].text': expected a value, found end of expression at column 9 in \"price * \"" + unresolved])
        try expectEqual(said(#"{"type": "View", "items": ["ok", "@{a = b}"]}"#), ["main.json:1:34: 'items[1]': '=' is not an operator (use '==') at column 3 in \"a = b\"" + unresolved])
        try expectEqual(said(#"{"type": "View", "child": [{"include": "card", "shared_data": {"x": "@{"}}]}"#), ["main.json:1:69: 'child[0].shared_data.x': unterminated '@{' at column 1 in \"@{\"; the text is shown as written"])
        try expectEqual(said(#"{"include": "@{a ? }"}"#), ["main.json:1:13: 'include': expected a value, found end of expression at column 5 in \"a ? \"" + unresolved])
        try expectEqual(parse(#"{"type": "Label", "text": "@{formatName(user)}"}"#).root.attribute("text")?.node.value, .template(ViewTemplate.parse("@{formatName(user)}")))
    }

    @Test func aFileHoldsAtMost10000Views() throws {
        let views = (0..<10_000).map { _ in "{}" }.joined(separator: ",")
        try expectEqual(parse("{\"child\": [\(views.dropFirst(3))]}").viewCount, 10_000)
        try expectEqual(parseError("{\"child\": [\(views)]}")?.hasSuffix("error: more than 10000 views in one file"), true)
    }

    @Test func whatLooksLikeAViewTree() throws {
        let trees = [#"{"type": "View"}"#, #"{"child": []}"#, #"{"include": "a"}"#, #"{"type": "Anything", "x": 1}"#]
        let others = [#"{"type": 5}"#, #"{"Items": []}"#, #"{"fields": []}"#, #"[{"type": "View"}]"#, #""View""#, #"{}"#]
        let fixture = try ViewFixture()
        for (index, json) in (trees + others).enumerated() {
            let path = try fixture.write("f\(index).json", json)
            let claim = try ViewTreeFormat().claims(InputFile(path: path, baseName: "f\(index)"))
            expectEqual((claim == .yes), (index < trees.count), "\(json)")
        }
        try expectEqual(ViewTreeFormat().claims(InputFile(path: fixture.path("x.hints"), baseName: "x")), .no)
    }
}
