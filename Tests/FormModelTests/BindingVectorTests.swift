import Expectations
import Testing
import FormModel
import FormSupport

/// Every case of SwiftJsonUI's published binding vectors (binding_vectors.json, generated into
/// `bindingVectorCases`), through FormRender's own binding code: the template parser and evaluator,
/// the coercion an attribute of the case's type applies, and the whole loader.
@Suite("Binding vectors")
struct BindingVectorTests {
    static func cases(_ context: BindingVectorCase.Context, validation: Bool = false) -> [BindingVectorCase] {
        bindingVectorCases.filter { vector in
            guard case .error = vector.expect else { return !validation && vector.context == context }
            return validation && vector.context == context
        }
    }

    static let textCases = cases(.text)
    static let valueCases = cases(.value)
    static let paramsCases = cases(.embedParams)
    /// The validator's cases FormRender says as warnings where it reads a layout.
    static let layoutRuleCases = cases(.text, validation: true) + cases(.twoWay, validation: true)
    /// The validator's cases about an Embed's `params`: FormRender has no Embed view.
    static let embedRuleCases = cases(.embedParams, validation: true)

    @Test func everyCaseRunsOnce() {
        let groups = [Self.textCases, Self.valueCases, Self.paramsCases, Self.layoutRuleCases, Self.embedRuleCases]
        expectEqual(groups.map(\.count).reduce(0, +), bindingVectorCases.count)
        expectEqual(Set(groups.joined().map(\.id)).count, bindingVectorCases.count)
        expectEqual(bindingVectorCases.count, 89, "the generated file changed: read the new cases")
    }

    /// `data` over `dataDefaults`, as a file's `data` defaults are merged before bindings resolve.
    static func scope(_ vector: BindingVectorCase) throws -> ViewScope {
        var values: [String: ViewValue] = [:]
        for json in [vector.dataDefaults, vector.data].compactMap({ $0 }) {
            guard case .object(let object) = ViewValue(json: try JSONParser.parse(json)) else { throw FormError("not an object", at: SourceLocation(file: vector.id)) }
            for (key, value) in object.members { values[key] = value }
        }
        return ViewScope(values)
    }

    /// `dataDefaults` as the file's `data` declarations.
    static func declarations(_ vector: BindingVectorCase) throws -> String {
        guard let json = vector.dataDefaults, case .object(let object) = ViewValue(json: try JSONParser.parse(json)), object.count > 0 else { return "" }
        let items = object.members.map { "{\"name\": \(ViewValue.string($0.key).jsonForTests), \"defaultValue\": \($0.value.jsonForTests)}" }
        return "\"data\": [\(items.joined(separator: ", "))], "
    }

    @Test(arguments: textCases)
    func text(_ vector: BindingVectorCase) throws {
        guard case .text(let expected) = vector.expect, let source = vector.source else { throw FormError("not a text case", at: SourceLocation(file: vector.id)) }
        let template = ViewTemplate.parse(source)
        expect(template.problems.isEmpty && template.ruleViolations.isEmpty)
        try expect(template.evaluate(in: try Self.scope(vector)).description == expected)
        // Between other text, where each occurrence prints.
        try expect(ViewTemplate.parse("[\(source)]").evaluate(in: try Self.scope(vector)) == .string("[\(expected)]"))
        // What a Label shows, through the whole loader, defaults declared in the file.
        let json = "{\"type\": \"Label\", \(try Self.declarations(vector))\"text\": \(ViewValue.string(source).jsonForTests)}"
        let (node, warnings) = try resolveView(json, data: vector.data)
        expectEqual((node.attributes.text ?? ""), expected)
        // Only that data of the wrong kind shows nothing (an object as a Label's whole text).
        expect(warnings.allSatisfy { $0.hasSuffix("(from data; ignored)") }, "\(warnings)")
    }

    /// The case's value as an attribute of its type reads it; nil is unresolved (the attribute's default).
    static func coerced(_ value: ViewValue, as type: BindingVectorCase.ValueType?) -> ViewValue? {
        switch type {
        case .bool: return value.coercedBool.map(ViewValue.bool)
        case .number: return value.coercedNumber.map(ViewValue.number)
        case .string, nil: return value.coercedText.map(ViewValue.string)
        }
    }

    @Test(arguments: valueCases)
    func value(_ vector: BindingVectorCase) throws {
        let source = try require(vector.source)
        let expected: ViewValue?
        switch vector.expect {
        case .value(let value): expected = value
        case .unresolved: expected = nil
        default: throw FormError("not a value case", at: SourceLocation(file: vector.id))
        }
        let template = ViewTemplate.parse(source)
        expect(template.problems.isEmpty && template.ruleViolations.isEmpty)
        try expect(Self.coerced(template.evaluate(in: try Self.scope(vector)), as: vector.valueType) == expected)
        // Through the loader, as an attribute of that type: Switch.isOn, Slider.value, Label.text.
        let quoted = ViewValue.string(source).jsonForTests
        switch vector.valueType {
        case .bool:
            let (node, _) = try resolveView("{\"type\": \"Switch\", \"isOn\": \(quoted)}", data: vector.data)
            expectEqual(node.attributes.isOn.map(ViewValue.bool), expected)
        case .number:
            let (node, _) = try resolveView("{\"type\": \"Slider\", \"value\": \(quoted)}", data: vector.data)
            expectEqual(node.attributes.value.map(ViewValue.number), expected)
        case .string, nil:
            let (node, _) = try resolveView("{\"type\": \"Label\", \"text\": \(quoted)}", data: vector.data)
            expectEqual(node.attributes.text.map(ViewValue.string), expected)
        }
    }

    /// An object's bound members resolve in the parent's data, keep their JSON types, and are left out
    /// when unresolved: how FormRender evaluates any object value (an Embed's params, were it drawn).
    @Test(arguments: paramsCases)
    func params(_ vector: BindingVectorCase) throws {
        guard case .params(let expected) = vector.expect, let params = vector.params else { throw FormError("not a params case", at: SourceLocation(file: vector.id)) }
        var warnings: [FormWarning] = []
        let node = BoundNode(json: try JSONParser.parse(params), file: "main.json", keyPath: "params", warnings: &warnings)
        expect(warnings.isEmpty)
        try expect(node.value.evaluate(in: try Self.scope(vector)) == ViewValue(json: try JSONParser.parse(expected)))
    }

    /// Where a layout breaks one of binding_semantics.json's validator rules, its message starts with
    /// the rule's id; FormRender renders it all the same. A two-way binding's rule is the device's
    /// (it writes the value back): said under `--strict`.
    @Test(arguments: layoutRuleCases)
    func layoutRules(_ vector: BindingVectorCase) throws {
        guard case .error(let rule) = vector.expect, let source = vector.source else { throw FormError("not a rule case", at: SourceLocation(file: vector.id)) }
        expect(bindingValidatorRules.contains { $0.id == rule })
        // A TextField's text is two-way; a Label's is text.
        let type = vector.context == .twoWay ? "TextField" : "Label"
        let json = "{\"type\": \"\(type)\", \"text\": \(ViewValue.string(source).jsonForTests)}"
        let said = "main.json:1:\(22 + type.count): 'text': [\(rule)] "
        let (_, quiet) = try resolveView(json)
        expectEqual(quiet.filter { $0.hasPrefix(said) }.count, (vector.context == .twoWay ? 0 : 1), "\(quiet)")
        expectEqual(quiet.count, (vector.context == .twoWay ? 0 : 1), "\(quiet)")
        let (_, strict) = try resolveView(json, strict: true)
        expectEqual(strict.filter { $0.hasPrefix(said) }.count, 1, "\(strict)")
    }

    /// Which attributes are two-way (SwiftJsonUI's generated tables), and what is said of each.
    @Test func twoWayAttributes() throws {
        let json = #"""
            {"type": "View", "child": [{"type": "Switch", "isOn": "@{on}"}, {"type": "Toggle", "checked": "@{!on}"},
             {"type": "Label", "text": "@{a.b}"}, {"type": "TextField", "text": "Name: @{name}"}, {"type": "View", "bind": "@{a.b}"}]}
            """#
        let (_, warnings) = try resolveView(json, data: #"{"on": true, "a": {"b": "x"}, "name": "n"}"#, strict: true)
        expectEqual(warnings, [
            "main.json:1:95: 'child[1].checked': [binding-two-way-complex] 'checked' of a Switch is two-way, and '@{!on}' is not one flat name "
                + "(no '.', '[', '??' or '!'): the device writes it back to one name",
            "main.json:2:69: 'child[3].text': [binding-two-way-complex] 'text' of a TextField is two-way, and 'Name: @{name}' is not one binding alone: "
                + "the device writes it back to one name",
            "main.json:2:112: 'child[4].bind': [binding-two-way-complex] 'bind' of a View is two-way, and '@{a.b}' is not one flat name "
                + "(no '.', '[', '??' or '!'): the device writes it back to one name",
        ])
    }

    /// Params are an Embed's, and FormRender draws no Embed (it is an unknown type): these rules have
    /// nothing to read. When an Embed is drawn, they are to be said as `layoutRules` says the others.
    @Test(arguments: embedRuleCases)
    func embedRules(_ vector: BindingVectorCase) throws {
        expectEqual(ViewType(name: "Embed"), nil)
        try expectEqual(viewError(#"{"type": "Embed", "params": {}}"#)?.contains("Unknown component type 'Embed'"), true)
    }

    /// Arrays print nothing too: the half of textStringification's rule that SwiftJsonUI's copy of the
    /// vectors has no case for yet (jsonui-cli's text_array_value_renders_empty).
    @Test func arrayPrintsNothing() throws {
        let scope = ViewScope(["items": .array([.number(1), .number(2)])])
        expectEqual(ViewTemplate.parse("@{items}").evaluate(in: scope).description, "")
        expectEqual(ViewTemplate.parse("[@{items}]").evaluate(in: scope), .string("[]"))
    }

    @Test func flatKeysOnlyForPlainMemberChains() throws {
        let scope = ViewScope(object: ViewValue(json: try JSONParser.parse(
            #"{"a.b": {"c": "flat"}, "a": {"b": {"c": "nested"}}, "x.y": "flat", "i": 0, "list": [{"x.y": "no"}]}"#)))
        // Only the whole chain is a flat key: `a.b.c` is not `"a.b"` then `.c`.
        try expectEqual(ViewExpression.parse("a.b.c").evaluate(in: scope), .string("nested"))
        try expectEqual(ViewExpression.parse("a.b").evaluate(in: scope), .object(ViewObject([("c", .string("flat"))])))
        try expectEqual(ViewExpression.parse("a?.b").evaluate(in: scope), .object(ViewObject([("c", .string("flat"))])))
        try expectEqual(ViewExpression.parse("a['b'].c").evaluate(in: scope), .string("nested"))
        try expectEqual(ViewExpression.parse("x.y").evaluate(in: scope), .string("flat"))
        try expectEqual(ViewExpression.parse("list[i].x").evaluate(in: scope), .null)
        try expectEqual(ViewExpression.parse("(x).y").evaluate(in: scope), .string("flat"), "parentheses leave the same tree")
    }

    @Test func flatKeysFollowScopes() throws {
        // The nearest scope that defines the first name, or the flat key, answers.
        let outer = ViewScope(["a.b": .string("outer flat")])
        let inner = ViewScope(["a": .object(ViewObject([("b", .string("inner nested"))]))], parent: outer)
        try expectEqual(ViewExpression.parse("a.b").evaluate(in: inner), .string("inner nested"))
        try expectEqual(ViewExpression.parse("a.b").evaluate(in: ViewScope([:], parent: outer)), .string("outer flat"))
        let shadowed = ViewScope(["a.b": .string("inner flat")], parent: ViewScope(["a": .object(ViewObject([("b", .string("outer nested"))]))]))
        try expectEqual(ViewExpression.parse("a.b").evaluate(in: shadowed), .string("inner flat"))
    }
}

extension ViewValue {
    /// A value as JSON, for writing test files (data values: no colours).
    var jsonForTests: String {
        switch self {
        case .null: return "null"
        case .bool, .number: return description
        case .string(let text), .colour(let text):
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        case .array(let items): return "[" + items.map(\.jsonForTests).joined(separator: ", ") + "]"
        case .object(let object): return "{" + object.members.map { "\(ViewValue.string($0.key).jsonForTests): \($0.value.jsonForTests)" }.joined(separator: ", ") + "}"
        }
    }
}
