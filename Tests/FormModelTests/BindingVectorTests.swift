import Testing
import FormModel

/// SwiftJsonUI's published binding test vectors (binding_vectors.json), where their semantics apply:
/// an expression, the data it runs against, and the text a view prints.
@Suite("Binding vectors")
struct BindingVectorTests {
    static let vectors: [(String, String, String)] = [
        ("@{name}", #"{"name": "Ada"}"#, "Ada"),
        ("@{profile.name}", #"{"profile": {"name": "Grace"}}"#, "Grace"),
        ("@{profile.meta.age}", #"{"profile": {"meta": {"age": 36}}}"#, "36"),
        ("@{items[0].title}", #"{"items": [{"title": "First"}, {"title": "Second"}]}"#, "First"),
        ("@{items[1]}", #"{"items": ["a", "b"]}"#, "b"),
        ("@{items[5]}", #"{"items": ["a"]}"#, ""),
        ("@{items[0]}", #"{"items": "not-an-array"}"#, ""),
        ("@{missing}", #"{}"#, ""),
        ("@{missing.name}", #"{}"#, ""),
        ("@{name.length}", #"{"name": "Ada"}"#, ""),
        ("@{missing ?? \"Guest\"}", #"{}"#, "Guest"),
        ("@{missing ?? 'Guest'}", #"{}"#, "Guest"),
        ("@{missing??\"Guest\"}", #"{}"#, "Guest"),
        ("@{name ?? \"Guest\"}", #"{"name": ""}"#, ""),
        ("@{missing ?? 42}", #"{}"#, "42"),
        ("@{missing ?? true}", #"{}"#, "true"),
        ("@{missing ?? null}", #"{}"#, ""),
        ("@{count}", #"{"count": 5}"#, "5"),
        ("@{count}", #"{"count": 5.0}"#, "5"),
        ("@{ratio}", #"{"ratio": 5.5}"#, "5.5"),
        ("@{flag}", #"{"flag": false}"#, "false"),
        ("@{value}", #"{"value": null}"#, ""),
        ("@{profile}", #"{"profile": {"name": "Grace"}}"#, ""),
        ("@{items}", #"{"items": [1, 2]}"#, ""),
        // A flat key with a dot is tried before the nested path.
        ("@{a.b}", #"{"a.b": "flat", "a": {"b": "nested"}}"#, "flat"),
    ]

    private static func scope(_ data: String) throws -> ViewScope {
        ViewScope(object: ViewValue(json: try JSONParser.parse(data)))
    }

    /// The template's value as text, alone and between other text.
    @Test(arguments: vectors)
    func printed(expression: String, data: String, printed: String) throws {
        let template = ViewTemplate.parse(expression)
        #expect(template.evaluate(in: try Self.scope(data)).description == printed, "\(expression) with \(data)")
        #expect(try ViewTemplate.parse("[\(expression)]").evaluate(in: try Self.scope(data)) == .string("[\(printed)]"), "\(expression) with \(data)")
    }

    /// What a Label shows for it, through the whole loader.
    @Test(arguments: vectors)
    func labels(expression: String, data: String, printed: String) throws {
        let json = "{\"type\": \"Label\", \"text\": \(ViewValue.string(expression).jsonForTests)}"
        let (node, _) = try resolveView(json, data: data)
        #expect((node.attributes.text ?? "") == printed, "\(expression) with \(data)")
        let (framed, warnings) = try resolveView("{\"type\": \"Label\", \"text\": \(ViewValue.string("<\(expression)>").jsonForTests)}", data: data)
        #expect(framed.attributes.text == "<\(printed)>", "\(expression) with \(data)")
        #expect(warnings.isEmpty)
    }

    @Test func flatKeysOnlyForPlainMemberChains() throws {
        let scope = try Self.scope(#"{"a.b": {"c": "flat"}, "a": {"b": {"c": "nested"}}, "x.y": "flat", "i": 0, "list": [{"x.y": "no"}]}"#)
        // Only the whole chain is a flat key: `a.b.c` is not `"a.b"` then `.c`.
        #expect(try ViewExpression.parse("a.b.c").evaluate(in: scope) == .string("nested"))
        #expect(try ViewExpression.parse("a.b").evaluate(in: scope) == .object(ViewObject([("c", .string("flat"))])))
        #expect(try ViewExpression.parse("a?.b").evaluate(in: scope) == .object(ViewObject([("c", .string("flat"))])))
        #expect(try ViewExpression.parse("a['b'].c").evaluate(in: scope) == .string("nested"))
        #expect(try ViewExpression.parse("x.y").evaluate(in: scope) == .string("flat"))
        #expect(try ViewExpression.parse("list[i].x").evaluate(in: scope) == .null)
        #expect(try ViewExpression.parse("(x).y").evaluate(in: scope) == .string("flat"), "parentheses leave the same tree")
    }

    @Test func flatKeysFollowScopes() throws {
        // The nearest scope that defines the first name, or the flat key, answers.
        let outer = ViewScope(["a.b": .string("outer flat")])
        let inner = ViewScope(["a": .object(ViewObject([("b", .string("inner nested"))]))], parent: outer)
        #expect(try ViewExpression.parse("a.b").evaluate(in: inner) == .string("inner nested"))
        #expect(try ViewExpression.parse("a.b").evaluate(in: ViewScope([:], parent: outer)) == .string("outer flat"))
        let shadowed = ViewScope(["a.b": .string("inner flat")], parent: ViewScope(["a": .object(ViewObject([("b", .string("outer nested"))]))]))
        #expect(try ViewExpression.parse("a.b").evaluate(in: shadowed) == .string("inner flat"))
    }
}

extension ViewValue {
    /// A string as a JSON string literal, for writing test files.
    var jsonForTests: String {
        guard case .string(let text) = self else { return description }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
