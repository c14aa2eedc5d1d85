import Expectations
import Testing
import FormModel
import FormSupport

/// `X.states.json` beside `X.json`: sample values and variants, laid over the declared defaults and
/// under `--data` and a variant's values.
@Suite("View trees: states files")
struct ViewStatesTests {
    /// The text of the root Label of each state, by variant ("default" for the default state).
    private func texts(_ fixture: ViewFixture, data: String? = nil) throws -> [String: String] {
        var texts: [String: String] = [:]
        for state in try fixture.load(data: data).states {
            guard case .view(let document) = state.document else { continue }
            texts[state.variant ?? "default"] = document.root.attributes.text ?? "(nil)"
        }
        return texts
    }

    @Test func valuesAndVariants() throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", #"{"type": "Label", "text": "@{user.name} (@{user.role})@{loggedIn ? '' : ' - signed out'}"}"#)
        try fixture.write("main.states.json", """
            {"values": {"user": {"name": "Ada", "role": "admin"}, "loggedIn": true},
             "variants": {"loggedOut": {"values": {"loggedIn": false}}, "guest": {"user": {"role": "guest"}}, "plain-values": {"values": 1}}}
            """)
        try expectEqual(texts(fixture), ["default": "Ada (admin)", "loggedOut": "Ada (admin) - signed out", "guest": "Ada (guest)", "plain-values": "Ada (admin)"])
        let (states, _) = try fixture.load(variant: "guest")
        expectEqual(states.map(\.variant), ["guest"])
        try expectEqual(fixture.load(variant: "default").states.map(\.variant), [nil])
        expectEqual(states.first?.document.name, "main")
    }

    @Test func precedence() throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", #"{"data": [{"name": "title", "class": "String", "defaultValue": "Default"}], "type": "Label", "text": "@{title}"}"#)
        try expectEqual(texts(fixture), ["default": "Default"])
        try fixture.write("main.states.json", #"{"values": {"title": "States"}, "variants": {"v": {"title": "Variant"}, "w": {"other": 1}}}"#)
        try expectEqual(texts(fixture), ["default": "States", "v": "Variant", "w": "States"])
        try expectEqual(texts(fixture, data: #"{"title": "Data"}"#), ["default": "Data", "v": "Variant", "w": "Data"])
    }

    @Test func nestedObjectsMergeMemberByMember() throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", """
            {"data": [{"name": "button", "class": "Dictionary", "defaultValue": "[\\"text\\": \\"Save\\", \\"icon\\": \\"save_icon\\"]"}],
             "type": "Label", "text": "@{user.name}/@{user.role}/@{user.address.city}/@{user.address.zip}/@{button.text}/@{button.icon}"}
            """)
        try fixture.write("main.states.json", """
            {"values": {"user": {"name": "Ada", "role": "admin", "address": {"city": "London", "zip": "N1"}}, "button": {"text": "Keep"}},
             "variants": {"moved": {"user": {"address": {"city": "Paris"}}}, "replaced": {"user": "nobody"}}}
            """)
        try expectEqual(texts(fixture), [
            "default": "Ada/admin/London/N1/Keep/save_icon",
            "moved": "Ada/admin/Paris/N1/Keep/save_icon",
            "replaced": "////Keep/save_icon",
        ])
        try expectEqual(texts(fixture, data: #"{"user": {"role": "guest"}}"#)["moved"], "Ada/guest/Paris/N1/Keep/save_icon")
    }

    @Test func merging() {
        let base = ViewObject([("a", .object(ViewObject([("x", .number(1)), ("y", .number(2))]))), ("b", .number(1))])
        let over = ViewObject([("a", .object(ViewObject([("y", .number(3)), ("z", .number(4))]))), ("c", .null)])
        let merged = base.merging(over)
        expectEqual(merged.keys, ["a", "b", "c"])
        expectEqual(merged["a"], .object(ViewObject([("x", .number(1)), ("y", .number(3)), ("z", .number(4))])))
        expectEqual(merged["c"], .null)
        expectEqual(base.merging(ViewObject([("a", .number(0))]))["a"], .number(0))
    }

    @Test(arguments: [
        (#"{"variants": {"default": {}}}"#, "main.states.json:1:15: error: a variant may not be named 'default': that name stands for the default state"),
        (#"{"variants": {"signed out": {}}}"#,
         "main.states.json:1:15: error: variant name 'signed out' has a space; a variant's name may have only letters, digits, '-' and '_' (it becomes part of file names)"),
        (#"{"variants": {"a/b": {}}}"#, "main.states.json:1:15: error: variant name 'a/b' has '/'; a variant's name may have only letters, digits, '-' and '_' (it becomes part of file names)"),
        (#"{"variants": {"": {}}}"#, "main.states.json:1:15: error: variant name '' is empty; a variant is named with letters, digits, '-' or '_' (it becomes part of file names)"),
        (#"{"variants": {"x": 5}}"#, "main.states.json:1:20: error: 'variants.x' must be an object of name → value, found 5"),
        (#"{"variants": ["x"]}"#, "main.states.json:1:14: error: 'variants' must be an object of variant name → values, found an array"),
        (#"{"values": [1]}"#, "main.states.json:1:12: error: 'values' must be an object of name → value, found an array"),
        (#"["values"]"#, "main.states.json:1:1: error: the top level must be an object {\"values\": {...}, \"variants\": {...}}, found an array"),
    ])
    func badStatesFiles(states: String, message: String) throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", #"{"type": "Label"}"#)
        try fixture.write("main.states.json", states)
        expectEqual(fixture.error(), message)
    }

    @Test func unknownKeysAreWarnings() throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", #"{"type": "Label"}"#)
        try fixture.write("main.states.json", #"{"_comment": "mine", "vaules": {}, "values": {}}"#)
        try expectEqual(fixture.load().warnings, ["main.states.json:1:22: unknown key 'vaules' in a states file (known: values, variants); ignored"])
    }

    @Test func aVariantThatIsNotThere() throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", #"{"type": "Label"}"#)
        expectEqual(fixture.error(variant: "dark"), "main.json: error: no variant 'dark' in this view tree (it declares none)")
        try fixture.write("main.states.json", #"{"variants": {"a": {}, "b": {}}}"#)
        expectEqual(fixture.error(variant: "dark"), "main.json: error: no variant 'dark' in this view tree (it declares a, b)")
    }

    @Test func aStatesFileIsNotAnInput() throws {
        let fixture = try ViewFixture()
        let path = try fixture.write("main.states.json", #"{"type": "View", "values": {}}"#)
        try expectEqual(ViewTreeFormat().claims(InputFile(path: path, baseName: "main.states")), .notByContent("a states file is data for the view tree beside it", at: nil))
        expectEqual(ViewStates.path(besides: "Layouts/home.json"), "Layouts/home.states.json")
        expectEqual(ViewStates.path(besides: "home"), "home.states.json")
    }

    @Test func warningsOnlyAVariantCausesAreSaidOnce() throws {
        let fixture = try ViewFixture()
        try fixture.write("main.json", #"{"type": "Label", "lines": "@{n}"}"#)
        try fixture.write("main.states.json", #"{"values": {"n": 1}, "variants": {"a": {"n": "x"}, "b": {"n": "x"}, "c": {"n": 2}}}"#)
        try expectEqual(fixture.load().warnings, ["main.json:1:28: 'lines' on Label must be a number from 0 to 10000, found a string (from data; ignored)"])
    }
}
