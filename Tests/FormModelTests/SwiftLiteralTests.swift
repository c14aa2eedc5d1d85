import Expectations
import Testing
@testable import FormModel
import FormSupport

/// Swift literals in `data` defaults, read as data and never run.
@Suite("Swift literals")
struct SwiftLiteralTests {
    @Test(arguments: [
        ("\"Hello\"", ViewValue.string("Hello")), ("\"\"", .string("")), ("\"say \\\"hi\\\"\"", .string("say \"hi\"")),
        ("\"a\\nb\\tc\\r\\\\\\0\"", .string("a\nb\tc\r\\\0")), ("\"it\\'s\"", .string("it's")), ("\"\\u{1F600}\"", .string("😀")),
        ("\"\\u{e9}t\\u{E9}\"", .string("été")), ("\"é ✓\"", .string("é ✓")),
        ("12", .number(12)), ("-1.5", .number(-1.5)), ("1_000_000", .number(1_000_000)), ("1e3", .number(1000)), ("2.5E-1", .number(0.25)),
        (".5", .number(0.5)), ("0", .number(0)),
        ("true", .bool(true)), ("false", .bool(false)), ("nil", .null),
        ("[]", .array([])), ("[:]", .object(ViewObject())), ("[ : ]", .object(ViewObject())),
        ("[1, 2, 3]", .array([.number(1), .number(2), .number(3)])), ("[1, 2,]", .array([.number(1), .number(2)])),
        ("[\"a\", nil, true]", .array([.string("a"), .null, .bool(true)])),
        ("[\"text\": \"Save\", \"icon\": \"save_icon\"]", .object(ViewObject([("text", .string("Save")), ("icon", .string("save_icon"))]))),
        ("[\"a\": 1,]", .object(ViewObject([("a", .number(1))]))),
        ("[1: \"one\", true: \"yes\", 2.5: \"x\"]", .object(ViewObject([("1", .string("one")), ("true", .string("yes")), ("2.5", .string("x"))]))),
        ("[\"a\": [1, [2]], \"b\": [\"c\": [:]]]",
         .object(ViewObject([("a", .array([.number(1), .array([.number(2)])])), ("b", .object(ViewObject([("c", .object(ViewObject()))])))]))),
        ("  \n[\n  \"k\" :\t\"v\"\n]\n ", .object(ViewObject([("k", .string("v"))]))),
        ("[\"a\": 1, \"a\": 2]", .object(ViewObject([("a", .number(2))]))),
    ])
    func values(text: String, expected: ViewValue) throws {
        try expectEqual(SwiftLiteral.parse(text), expected, "\(text)")
    }

    @Test(arguments: [
        ("", "expected a value, found the end", 1),
        ("   ", "expected a value, found the end", 4),
        ("foo", "'foo' is code, not a literal; only literals are read", 1),
        ("[1, bar()]", "'bar' is code, not a literal; only literals are read", 5),
        ("UIColor.red", "'UIColor' is code, not a literal; only literals are read", 1),
        ("{ _ in print(\"x\") }", "expected a value (a string, number, true, false, nil, [array] or [key: value]), found '{'", 1),
        ("\"abc", "unterminated string", 5),
        ("\"a\\", "unterminated string", 4),
        ("\"\\q\"", "unknown escape '\\q'", 2),
        ("\"\\u{}\"", "bad \\u{…} escape", 5),
        ("\"\\u{D800}\"", "bad \\u{…} escape", 9),
        ("\"\\u{110000}\"", "bad \\u{…} escape", 11),
        ("\"\\u41\"", "expected '{' after \\u", 4),
        ("[1, 2", "expected ']', found the end", 6),
        ("[1 2]", "expected ',' or ']'", 4),
        ("[\"a\": 1, 2]", "expected ':' after a dictionary key", 11),
        ("[1, \"a\": 2]", "':' in an array", 8),
        ("[nil: 1]", "a dictionary key must be a string or a number", 6),
        ("[[1]: 1]", "a dictionary key must be a string or a number", 6),
        ("[:", "expected ']' after '[:'", 3),
        ("1 2", "unexpected '2' after the value", 3),
        ("\"a\" \"b\"", "unexpected '\"' after the value", 5),
        ("-", "'-' is not a number", 1),
        ("1.2.3", "'1.2.3' is not a number", 1),
        ("1e999", "'1e999' is not a number", 1),
        ("[1, -]", "'-' is not a number", 5),
    ])
    func errors(text: String, message: String, column: Int) {
        #expect(throws: SwiftLiteral.SyntaxError(message: message, column: column), "\(text)") { try SwiftLiteral.parse(text) }
    }

    @Test func nestingIsBounded() throws {
        let deepest = String(repeating: "[", count: SwiftLiteral.maxDepth) + String(repeating: "]", count: SwiftLiteral.maxDepth)
        #expect(throws: Never.self) { try SwiftLiteral.parse(deepest) }
        let deeper = "[" + deepest + "]"
        #expect(throws: SwiftLiteral.SyntaxError(message: "nested deeper than 32 levels", column: 33)) { try SwiftLiteral.parse(deeper) }
        // Far deeper input fails just as fast, without recursing further.
        let hostile = String(repeating: "[", count: 100_000)
        #expect(throws: SwiftLiteral.SyntaxError(message: "nested deeper than 32 levels", column: 33)) { try SwiftLiteral.parse(hostile) }
    }

    @Test func entriesAreBounded() throws {
        let many = "[" + String(repeating: "1,", count: 10_001) + "]"
        #expect(throws: SwiftLiteral.SyntaxError.self) { try SwiftLiteral.parse(many) }
        let enough = "[" + String(repeating: "1,", count: 10_000) + "]"
        guard case .array(let items) = try SwiftLiteral.parse(enough) else {
            Issue.record("not an array")
            return
        }
        expectEqual(items.count, 10_000)
    }
}
