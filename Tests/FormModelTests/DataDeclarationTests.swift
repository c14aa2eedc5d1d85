import Expectations
import Testing
@testable import FormModel
import FormSupport

/// `data` and `variables` declarations: defaults read as data (JSON as it is, strings by class, Swift
/// literals never run), class defaults where none is given, closures dropped.
@Suite("View trees: data declarations")
struct DataDeclarationTests {
    /// The declarations of a file `{"data": [<entries>], "type": "View"}`.
    private func declarations(_ entries: String) throws -> [DataDeclaration] {
        try ViewFileLibrary().file("main.json", json: try JSONParser.parse("{\"data\": [\(entries)], \"type\": \"View\"}")).data
    }

    private func defaultValue(_ className: String?, _ value: String) throws -> ViewValue? {
        let classMember = className.map { ", \"class\": \"\($0)\"" } ?? ""
        return try declarations("{\"name\": \"x\"\(classMember), \"defaultValue\": \(value)}").first?.defaultValue
    }

    /// What `@{x}` is in a view of a file declaring `x` (nil: not defined at all).
    private func resolved(_ entry: String) throws -> ViewValue? {
        let file = try ViewFileLibrary().file("main.json", json: try JSONParser.parse("{\"data\": [\(entry)], \"type\": \"View\"}"))
        return ViewResolver.defaults(of: file)["x"]
    }

    @Test(arguments: [
        // JSON values are data as they are, whatever the class says.
        ("Bool", "false", ViewValue.bool(false)), ("Int", "12", .number(12)), ("String", "\"Hello\"", .string("Hello")),
        ("Array", "[1, \"a\"]", .array([.number(1), .string("a")])), ("User", "{\"name\": \"Ada\"}", .object(ViewObject([("name", .string("Ada"))]))),
        ("String?", "null", .null), ("Int", "\"12\"", .number(12)),
        // Strings by class.
        ("Bool", "\"true\"", .bool(true)), ("Bool", "\"FALSE\"", .bool(false)), ("Bool?", "\" true \"", .bool(true)),
        ("Int", "\" 7 \"", .number(7)), ("Double", "\"2.5\"", .number(2.5)), ("CGFloat", "\"-1e2\"", .number(-100)), ("Float", "\"0\"", .number(0)),
        ("Int", "\"1_000\"", .number(1000)),
        // Dictionaries and arrays as Swift literals.
        ("Dictionary", "\"[\\\"text\\\": \\\"Save\\\", \\\"icon\\\": \\\"save_icon\\\"]\"",
         .object(ViewObject([("text", .string("Save")), ("icon", .string("save_icon"))]))),
        ("[String: Any]", "\"[:]\"", .object(ViewObject())),
        ("Array", "\"[1, 2]\"", .array([.number(1), .number(2)])), ("[String]", "\"[]\"", .array([])),
        // A String: a quoted Swift literal, or the text itself.
        ("String", "\"\\\"Hello\\\"\"", .string("Hello")), ("String", "\"Hello\"", .string("Hello")), ("String", "\"  spaced \"", .string("  spaced ")),
        ("String?", "\"nil\"", .null), (nil, "\"plain\"", .string("plain")), ("String", "\"\"", .string("")),
    ] as [(String?, String, ViewValue)])
    func defaults(className: String?, value: String, expected: ViewValue) throws {
        try expectEqual(defaultValue(className, value), expected, "\(className ?? "no class") \(value)")
    }

    @Test(arguments: [
        ("String", ViewValue.string("")), ("Int", .number(0)), ("Double", .number(0)), ("CGFloat", .number(0)), ("Bool", .bool(false)),
        ("Array", .array([])), ("[String]", .array([])), ("[User]", .array([])),
    ])
    func classDefaults(className: String, expected: ViewValue) throws {
        try expectEqual(resolved("{\"name\": \"x\", \"class\": \"\(className)\"}"), expected, "\(className)")
    }

    @Test(arguments: ["String?", "Int?", "User", "Dictionary", "[String: Any]", "((UITapGestureRecognizer) -> Void)"])
    func noClassDefault(className: String) throws {
        try expectEqual(resolved("{\"name\": \"x\", \"class\": \"\(className)\"}"), nil, "\(className)")
    }

    @Test func classDefaultsReachBindings() throws {
        let (node, _) = try resolveView("""
            {"data": [{"name": "count", "class": "Int"}, {"name": "title", "class": "String"}, {"name": "on", "class": "Bool"},
                      {"name": "items", "class": "[String]"}, {"name": "user", "class": "User?"}],
             "type": "Label", "text": "@{count}|@{title}|@{on}|@{items.count}|@{user == nil}"}
            """)
        expectEqual(node.attributes.text, "0||false|0|true")
    }

    @Test func closuresAreDroppedNeverRun() throws {
        let declared = try declarations(#"{"name": "tapHandler", "class": "((UITapGestureRecognizer) -> Void)", "defaultValue": "{ _ in print(\"Tapped!\") }"}"#)
        expectEqual(declared.count, 1)
        expectEqual(declared.first?.isClosure, true)
        expectEqual(declared.first?.defaultValue, nil)
        expectEqual(declared.first?.className, "((UITapGestureRecognizer) -> Void)")
    }

    @Test func declarationsAnywhereInTheFileCount() throws {
        let (node, _) = try resolveView("""
            {"type": "View", "child": [{"type": "Label", "id": "a", "text": "@{greeting}",
              "data": [{"name": "greeting", "class": "String", "defaultValue": "Hi"}]}, {"type": "Label", "id": "b", "text": "@{greeting}!"}]}
            """)
        expectEqual(node.find("a")?.attributes.text, "Hi")
        expectEqual(node.find("b")?.attributes.text, "Hi!")
    }

    @Test func dataOverridesDefaults() throws {
        let json = #"{"data": [{"name": "title", "class": "String", "defaultValue": "Default"}], "type": "Label", "text": "@{title}"}"#
        try expectEqual(resolveView(json).0.attributes.text, "Default")
        try expectEqual(resolveView(json, data: #"{"title": "Given"}"#).0.attributes.text, "Given")
        try expectEqual(resolveView(json, data: #"{"title": null}"#).0.attributes.text, nil)
    }

    @Test(arguments: [
        ("{\"name\": \"x\", \"class\": \"Bool\", \"defaultValue\": \"yes\"}",
         "main.json:1:58: error: 'data[0].defaultValue' (class Bool) must be a literal: 'yes' is code, not a literal; only literals are read at column 1"),
        ("{\"name\": \"x\", \"class\": \"Int\", \"defaultValue\": \"twelve\"}",
         "main.json:1:57: error: 'data[0].defaultValue' (class Int) must be a literal: 'twelve' is code, not a literal; only literals are read at column 1"),
        ("{\"name\": \"x\", \"class\": \"Dictionary\", \"defaultValue\": \"[\\\"a\\\": foo()]\"}",
         "main.json:1:64: error: 'data[0].defaultValue' (class Dictionary) must be a literal: 'foo' is code, not a literal; only literals are read at column 7"),
        ("{\"name\": \"x\", \"class\": \"Array\", \"defaultValue\": \"[1, 2\"}",
         "main.json:1:59: error: 'data[0].defaultValue' (class Array) must be a literal: expected ']', found the end at column 6"),
        ("{\"name\": \"1abc\"}",
         "main.json:1:20: error: 'data[0].name' must be a name (letters, digits and '_', not starting with a digit), found '1abc'"),
        ("{\"name\": \"a.b\"}",
         "main.json:1:20: error: 'data[0].name' must be a name (letters, digits and '_', not starting with a digit), found 'a.b'"),
        ("{\"class\": \"String\"}", "main.json:1:11: error: 'data[0]' is missing the required key 'name' (a string)"),
        ("\"isExpanded\"", "main.json:1:11: error: 'data[0]' must be an object {\"name\", \"class\", \"defaultValue\"}, found a string"),
    ])
    func badDeclarations(entry: String, message: String) throws {
        try expectEqual(viewError("{\"data\": [\(entry)], \"type\": \"View\"}"), message)
    }

    @Test func dataMustBeAnArray() throws {
        // An object is an include's values: on another view, --strict says so.
        try expectEqual(viewError(#"{"data": {"name": "x"}, "type": "View"}"#), "main.json:1:19: error: a 'data' object passes values to an include, but this view has no 'include'")
        try expectEqual(viewError(#"{"data": 5, "type": "View"}"#), "main.json:1:10: error: 'data' must be an array of {\"name\", \"class\", \"defaultValue\"} (or, on an include, an object of values), found 5")
        try expectEqual(viewError(#"{"type": "View", "variables": 5}"#), "main.json:1:31: error: 'variables' must be an array of {\"name\", \"class\", \"defaultValue\"} (or, on an include, an object of values), found 5")
    }
}
