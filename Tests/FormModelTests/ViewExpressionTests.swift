import Expectations
import Testing
import FormModel
import FormSupport

/// The data the expression tables run against: the shapes the seed documents bind to.
let viewTestScope: ViewScope = {
    let json = """
    {"user": {"name": "Ada", "isPremium": true, "isLoggedIn": false, "age": 36, "avatarUrl": null},
     "products": [{"name": "Lamp", "price": 12.5}, {"name": "Desk", "price": 120}],
     "selectedIndex": 1, "selectedTab": 0, "count": 5, "half": 0.5, "zero": 0, "empty": "",
     "title": "Home", "currentUserId": 42, "errors": {"email": "Required"}, "emailError": null,
     "isSelected": true, "isPressed": false, "flags": [true, false], "tags": [], "iconType": "home",
     "cellType": "Product", "byId": {"3": "three"}}
    """
    guard let node = try? JSONParser.parse(json) else { return ViewScope() }
    return ViewScope(object: ViewValue(json: node))
}()

func evaluate(_ source: String, in scope: ViewScope = viewTestScope) throws -> ViewValue {
    try ViewExpression.parse(source).evaluate(in: scope)
}

@Suite("View expressions: evaluation")
struct ViewExpressionEvaluationTests {
    @Test(arguments: [
        // Literals.
        ("42", ViewValue.number(42)), ("3.25", .number(3.25)), ("1e3", .number(1000)), ("2.5E-1", .number(0.25)),
        ("'single'", .string("single")), ("\"double\"", .string("double")), ("''", .string("")),
        ("'it\\'s'", .string("it's")), ("\"say \\\"hi\\\"\"", .string("say \"hi\"")), ("'a\\nb\\tc\\\\'", .string("a\nb\tc\\")),
        ("'\\u{1F600}'", .string("😀")), ("'\"'", .string("\"")),
        ("#007AFF", .colour("#007AFF")), ("#80FF0000", .colour("#80FF0000")),
        ("true", .bool(true)), ("false", .bool(false)), ("nil", .null), ("null", .null),
        // Names, members, subscripts.
        ("title", .string("Home")), ("user.name", .string("Ada")), ("user?.name", .string("Ada")),
        ("products[selectedIndex].name", .string("Desk")), ("products[0]['price']", .number(12.5)),
        ("errors['email']", .string("Required")), ("errors[\"email\"]", .string("Required")),
        ("byId[3]", .string("three")), ("products.count", .number(2)), ("title.count", .number(4)),
        ("(user).name", .string("Ada")),
        // Missing values are nil, never errors.
        ("missing", .null), ("missing.name", .null), ("missing.a.b.c", .null), ("user.missing", .null),
        ("products[2]", .null), ("products[-1]", .null), ("products[0.5]", .null), ("products['x']", .null),
        ("errors['password']", .null), ("missing[0]", .null), ("title.name", .null), ("count[0]", .null),
        ("user.avatarUrl", .null), ("products[missing]", .null),
        // Bare words.
        ("visible", .string("visible")), ("invisible", .string("invisible")), ("gone", .string("gone")),
        ("user.isPremium ? visible : gone", .string("visible")), ("!user.isPremium ? visible : gone", .string("gone")),
        // Unary.
        ("!true", .bool(false)), ("!!title", .bool(true)),
        ("!0", .bool(true)), ("!''", .bool(true)), ("!tags", .bool(false)), ("-count", .number(-5)),
        // `!` of nothing stays nothing (binding_semantics.json), so a Bool attribute keeps its default.
        ("!nil", .null), ("!missing", .null), ("!!missing", .null), ("!user.missing", .null),
        // Text reads as a Bool attribute reads it: "false" and "0" in any case are false.
        ("!'false'", .bool(true)), ("!'0'", .bool(true)), ("!'TRUE'", .bool(false)), ("'False' ? 1 : 2", .number(2)),
        ("'0' || ''", .bool(false)),
        ("--count", .number(5)), ("-title", .null), ("-missing", .null),
        // Logic, short-circuit, truthiness.
        ("true && false", .bool(false)), ("true || false", .bool(true)), ("count && title", .bool(true)),
        ("zero || empty", .bool(false)), ("nil || 'x'", .bool(true)), ("isSelected && !isPressed", .bool(true)),
        // Equality.
        ("selectedTab == 0", .bool(true)), ("selectedTab == 1", .bool(false)), ("title == 'Home'", .bool(true)),
        ("title != \"Home\"", .bool(false)), ("emailError != nil", .bool(false)), ("errors['email'] != nil", .bool(true)),
        ("missing == nil", .bool(true)), ("missing == null", .bool(true)), ("user.avatarUrl == nil", .bool(true)),
        ("0 == nil", .bool(false)), ("'' == nil", .bool(false)), ("'5' == 5", .bool(false)), ("true == 1", .bool(false)),
        ("#ff0000 == #FF0000", .bool(true)), ("#FF0000 == '#ff0000'", .bool(true)), ("flags == flags", .bool(true)),
        // Comparison.
        ("count > 3", .bool(true)), ("count >= 5", .bool(true)), ("count < 5", .bool(false)), ("count <= 4", .bool(false)),
        ("'a' < 'b'", .bool(true)), ("missing > 0", .bool(false)), ("missing < 0", .bool(false)), ("'5' > 3", .bool(false)),
        // Arithmetic.
        ("1 + 2", .number(3)), ("count - 7", .number(-2)), ("count * half", .number(2.5)), ("count / 2", .number(2.5)),
        ("count % 3", .number(2)), ("count / 0", .null), ("count % 0", .null), ("count / zero", .null),
        ("1e308 * 10", .null), ("'a' - 1", .null), ("missing + 1", .null), ("true + 1", .null),
        // Concatenation.
        ("iconType + '_icon'", .string("home_icon")), ("'#' + currentUserId", .string("#42")),
        ("currentUserId + ''", .string("42")), ("'x' + half", .string("x0.5")), ("'x' + missing", .string("x")),
        ("'is ' + isSelected", .string("is true")), ("1 + 2 + 'a'", .string("3a")), ("'a' + 1 + 2", .string("a12")),
        ("'c' + #FF0000", .string("c#FF0000")),
        // ?? supplies a default only for nil.
        ("missing ?? 'none'", .string("none")), ("title ?? 'none'", .string("Home")), ("empty ?? 'none'", .string("")),
        ("zero ?? 7", .number(0)), ("missing ?? other ?? 3", .number(3)), ("user.missing ?? user.name", .string("Ada")),
        // Ternary.
        ("isSelected ? #007AFF : #000000", .colour("#007AFF")), ("isPressed ? 1 : 4", .number(4)),
        ("isSelected ? 0.5 : 0.2", .number(0.5)), ("missing ? 'a' : 'b'", .string("b")),
        ("isPressed ? 'a' : isSelected ? 'b' : 'c'", .string("b")), ("true ? false ? 1 : 2 : 3", .number(2)),
        ("errors['email'] != nil ? #FF0000 : #CCCCCC", .colour("#FF0000")),
        ("selectedTab == 0 ? 'first' : 'other'", .string("first")),
        ("user.isLoggedIn ? visible : gone", .string("gone")),
        // Whitespace does not matter.
        ("  count+1 ", .number(6)), ("count\t*\n2", .number(10)),
    ])
    func cases(source: String, expected: ViewValue) throws {
        try expectEqual(evaluate(source), expected, "\(source)")
    }

    @Test func shortCircuitSkipsTheOtherSide() throws {
        // The right side would be nil either way; what matters is that the results are booleans.
        try expectEqual(evaluate("false && missing.a"), .bool(false))
        try expectEqual(evaluate("true || missing.a"), .bool(true))
    }

    @Test func namesShadowBareWordsAndParentsAreSearched() throws {
        let parent = ViewScope(["gone": .string("really gone"), "title": .string("Outer"), "n": .number(1)])
        let child = ViewScope(["title": .string("Inner"), "empty": .null], parent: parent)
        try expectEqual(evaluate("title", in: child), .string("Inner"))
        try expectEqual(evaluate("n + 1", in: child), .number(2))
        try expectEqual(evaluate("gone", in: child), .string("really gone"))
        try expectEqual(evaluate("visible", in: child), .string("visible"))
        // A name defined as nil is nil, not the parent's.
        expectEqual(child.lookup("empty"), .null)
        expectEqual(child.lookup("nowhere"), nil)
    }

    @Test func keywordsWinOverNames() throws {
        let scope = ViewScope(["true": .bool(false), "nil": .string("x")])
        try expectEqual(evaluate("true", in: scope), .bool(true))
        try expectEqual(evaluate("nil", in: scope), .null)
    }
}

@Suite("View expressions: precedence")
struct ViewExpressionPrecedenceTests {
    @Test(arguments: [
        ("a || b && c", "(a || (b && c))"),
        ("a && b || c", "((a && b) || c)"),
        ("a == b && c != d", "((a == b) && (c != d))"),
        ("a < b == c >= d", "((a < b) == (c >= d))"),
        ("a + b * c", "(a + (b * c))"),
        ("a * b + c", "((a * b) + c)"),
        ("a - b - c", "((a - b) - c)"),
        ("a / b % c", "((a / b) % c)"),
        ("a + b < c - d", "((a + b) < (c - d))"),
        ("!a && b", "((!a) && b)"),
        ("-a * b", "((-a) * b)"),
        ("!a.b[c]", "(!a.b[c])"),
        ("-a.b", "(-a.b)"),
        ("a ?? b || c", "(a ?? (b || c))"),
        ("a ?? b ?? c", "(a ?? (b ?? c))"),
        ("a ?? b ? c : d", "((a ?? b) ? c : d)"),
        ("a ? b : c ? d : e", "(a ? b : (c ? d : e))"),
        ("a ? b ? c : d : e", "(a ? (b ? c : d) : e)"),
        ("a || b ? c + d : e", "((a || b) ? (c + d) : e)"),
        ("(a + b) * c", "((a + b) * c)"),
        ("a[b + 1].c", "a[(b + 1)].c"),
        ("a['x'] == nil", "(a['x'] == nil)"),
    ])
    func grouping(source: String, expected: String) throws {
        try expectEqual(ViewExpression.parse(source).root.description, expected)
    }

    @Test(arguments: [
        ("1 + 2 * 3", 7.0), ("(1 + 2) * 3", 9), ("10 - 4 - 3", 3), ("2 * 3 % 4", 2), ("-2 * -3", 6),
        ("100 / 10 / 5", 2), ("1 + 2 == 3 ? 10 : 20", 10), ("missing ?? 1 + 1", 2),
    ])
    func arithmetic(source: String, expected: Double) throws {
        try expectEqual(evaluate(source), .number(expected))
    }
}

@Suite("View expressions: printing")
struct ViewValuePrintingTests {
    @Test(arguments: [
        (ViewValue.number(5), "5"), (.number(5.5), "5.5"), (.number(-0.0), "0"), (.number(-3), "-3"),
        (.number(0.1 + 0.2), "0.30000000000000004"), (.number(1e20), "1e+20"), (.number(12.5), "12.5"),
        (.bool(true), "true"), (.bool(false), "false"), (.null, ""), (.string("Ada"), "Ada"),
        // Arrays and objects print nothing, as SwiftJsonUI's binding vectors say (`@{items}` → "").
        (.colour("#FF0000"), "#FF0000"), (.array([]), ""),
        (.array([.number(1), .string("a\"b"), .null, .bool(true)]), ""),
        (.object(ViewObject([("b", .number(2)), ("a", .array([.number(1.5)]))])), ""), (.object(ViewObject()), ""),
        (.string("line\nbreak"), "line\nbreak"),
    ])
    func printed(value: ViewValue, expected: String) {
        expectEqual(value.description, expected)
    }

    @Test func jsonKeepsOrderAndKinds() throws {
        let value = ViewValue(json: try JSONParser.parse(##"{"z": 1, "a": [true, null, "#FF0000"], "m": {"k": 2.5}}"##))
        guard case .object(let object) = value else {
            Issue.record("not an object: \(value)")
            return
        }
        expectEqual(object.keys, ["z", "a", "m"])
        expectEqual(object["a"], .array([.bool(true), .null, .string("#FF0000")]), "data strings stay strings")
        expectEqual(object["m"], .object(ViewObject([("k", .number(2.5))])))
        expectEqual(value.description, "", "an object prints nothing")
    }

    @Test func truthiness() {
        // Text a Bool attribute reads as false is false ("0", "false" in any case), as the Bool table has it.
        for value in [ViewValue.null, .bool(false), .number(0), .string(""), .string("0"), .string("false"), .string("FALSE")] {
            expect(!value.isTruthy, "\(value)")
        }
        for value in [ViewValue.bool(true), .number(-1), .string("00"), .string("no"), .string("1"), .colour("#000000"), .array([]), .object(ViewObject())] {
            expect(value.isTruthy, "\(value)")
        }
    }
}
