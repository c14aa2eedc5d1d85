import Expectations
import Testing
import FormModel
import FormSupport

/// jsonui-cli's bind_fold_vectors.json (generated into `bindFoldCases`): `bind` beside a view's own
/// value, read as the jui layout normalizer folds it, since FormRender reads layouts it did not fold.
@Suite("Bind fold vectors")
struct BindFoldVectorTests {
    @Test func everyCaseRuns() {
        expectEqual(bindFoldCases.count, 12, "the generated file changed: read the new cases")
    }

    /// The attributes read are the expected node's, in its order, and the author is told the case's
    /// sentence, once, at `bind`.
    @Test(arguments: bindFoldCases)
    func folded(_ vector: BindFoldCase) throws {
        let file = try ViewFileLibrary().file("main.json", json: try JSONParser.parse(vector.node))
        let expected = try ViewFileLibrary().file("expected.json", json: try JSONParser.parse(vector.expect))
        expectEqual(file.root.type, expected.root.type)
        expectEqual(file.root.attributes.map(\.key), expected.root.attributes.map(\.key))
        expectEqual(file.root.attributes.map(\.node.value), expected.root.attributes.map(\.node.value))
        expectEqual(file.warnings.map(\.message), (vector.warning.map { [$0] } ?? []))
        expect(file.warnings.allSatisfy { $0.location.keyPath == "bind" })
    }

    static let data = #"{"on": true, "a": true, "c": true, "level": 0.25, "idx": 1, "pick": "b", "p": 0.5, "rows": [], "t": "x"}"#

    /// Through the whole loader: the fold's sentence is the only one said.
    @Test(arguments: bindFoldCases)
    func loaded(_ vector: BindFoldCase) throws {
        let (_, warnings) = try resolveView(vector.node, data: Self.data)
        expectEqual(warnings.map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") }, (vector.warning.map { [$0] } ?? []))
    }

    @Test func aLoneBindIsTheValue() throws {
        try expectEqual(resolveView(#"{"type": "Switch", "bind": "@{on}"}"#, data: Self.data).0.attributes.isOn, true)
        try expectEqual(resolveView(#"{"type": "Toggle", "bind": "@{on}"}"#, data: Self.data).0.attributes.isOn, true)
        try expectEqual(resolveView(#"{"type": "CheckBox", "bind": "@{c}"}"#, data: Self.data).0.attributes.isOn, true)
        try expectEqual(resolveView(#"{"type": "Slider", "bind": "@{level}"}"#, data: Self.data).0.attributes.value, 0.25)
        try expectEqual(resolveView(#"{"type": "Progress", "bind": "@{p}"}"#, data: Self.data).0.attributes.value, 0.5)
        try expectEqual(resolveView(#"{"type": "Segment", "items": ["a", "b"], "bind": "@{idx}"}"#, data: Self.data).0.attributes.selectedIndex, 1)
        try expectEqual(resolveView(#"{"type": "SelectBox", "items": ["a", "b"], "bind": "@{pick}"}"#, data: Self.data).0.attributes.text, "b")
    }

    @Test func theViewsOwnValueWins() throws {
        let (node, warnings) = try resolveView(#"{"type": "Switch", "isOn": false, "bind": "@{on}"}"#, data: Self.data)
        expectEqual(node.attributes.isOn, false)
        expectEqual(warnings, ["main.json:1:43: 'bind: @{on}' is ignored: 'isOn: false' is the Switch's value"])
        // FormRender's own spellings of the value count too; a date SelectBox's value is its date.
        try expectEqual(resolveView(#"{"type": "CheckBox", "isChecked": false, "bind": "@{c}"}"#, data: Self.data).0.attributes.isOn, false)
        let date = try ViewFileLibrary().file("main.json", json: try JSONParser.parse(#"{"type": "SelectBox", "selectItemType": "Date", "bind": "@{d}"}"#))
        expectEqual(date.root.attributes.map(\.key), ["selectItemType", "selectedDate"])
    }
}
