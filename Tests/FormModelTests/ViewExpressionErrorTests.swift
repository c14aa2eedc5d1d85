import Expectations
import Testing
import FormModel
import FormSupport

@Suite("View expressions: errors and hostile input")
struct ViewExpressionErrorTests {
    @Test(arguments: [
        ("a && (b || c", "expected ')' at column 13 in \"a && (b || c\""),
        ("a +", "expected a value, found end of expression at column 4 in \"a +\""),
        ("", "empty expression at column 1 in \"\""),
        ("   ", "empty expression at column 4 in \"   \""),
        ("a b", "unexpected 'b' at column 3 in \"a b\""),
        ("a ? b", "expected ':' at column 6 in \"a ? b\""),
        ("a ? : b", "expected a value, found ':' at column 5 in \"a ? : b\""),
        ("products[0", "expected ']' at column 11 in \"products[0\""),
        ("user.", "expected a member name after '.' at column 6 in \"user.\""),
        ("user.1", "expected a member name after '.' at column 6 in \"user.1\""),
        ("a = b", "'=' is not an operator (use '==') at column 3 in \"a = b\""),
        ("a & b", "'&' is not an operator (use '&&') at column 3 in \"a & b\""),
        ("a | b", "'|' is not an operator (use '||') at column 3 in \"a | b\""),
        ("a ~ b", "unexpected character '~' at column 3 in \"a ~ b\""),
        ("'abc", "unterminated string at column 1 in \"'abc\""),
        ("x == \"abc", "unterminated string at column 6 in \"x == \"abc\""),
        ("'abc\\", "unterminated string at column 1 in \"'abc\\\""),
        ("'a\\qb'", "unknown escape '\\q' at column 3 in \"'a\\qb'\""),
        ("'\\u{110000}'", "'\\u{...}' needs one to eight hex digits naming a Unicode scalar at column 2 in \"'\\u{110000}'\""),
        ("#FFF", "a colour is #RRGGBB or #AARRGGBB at column 1 in \"#FFF\""),
        ("#GG0000", "a colour is #RRGGBB or #AARRGGBB at column 1 in \"#GG0000\""),
        ("a ? #12345 : b", "a colour is #RRGGBB or #AARRGGBB at column 5 in \"a ? #12345 : b\""),
        ("1e999", "number '1e999' is out of range at column 1 in \"1e999\""),
        (")", "expected a value, found ')' at column 1 in \")\""),
        ("é + ~", "unexpected character '~' at column 5 in \"é + ~\""),
        ("a\u{7}", "unexpected character '\\u{7}' at column 2 in \"a\\u{7}\""),
    ])
    func syntaxErrors(source: String, message: String) {
        do {
            let expression = try ViewExpression.parse(source)
            Issue.record("\(source) parsed as \(expression.root)")
        } catch {
            expectEqual("\(error)", message)
        }
    }

    @Test func errorFieldsAreStructured() {
        #expect(throws: ViewExpressionError("expected ')'", column: 13, in: "a && (b || c")) {
            try ViewExpression.parse("a && (b || c")
        }
    }

    @Test func nestingUpToTheLimitParses() throws {
        let depth = ViewExpression.maxDepth
        let source = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        try expectEqual(evaluate(source), .number(1))
        try expectEqual(evaluate(String(repeating: "!", count: depth) + "true"), .bool(true))
    }

    @Test(arguments: ["(", "[", "!", "-", "a ? "])
    func deepNestingIsRefused(opener: String) {
        let source = opener == "[" ? "a" + String(repeating: "a[", count: 10_000) : String(repeating: opener, count: 2000) + "1"
        #expect(throws: ViewExpressionError.self) { try ViewExpression.parse(String(source.prefix(4000))) }
        do {
            _ = try ViewExpression.parse(String(source.prefix(4000)))
        } catch {
            expect("\(error)".contains("nested deeper than 64 levels"))
        }
    }

    @Test func longInputIsRefusedAndShortenedInMessages() {
        let source = String(repeating: "a", count: ViewExpression.maxLength + 1)
        do {
            _ = try ViewExpression.parse(source)
            Issue.record("a \(source.count)-character expression parsed")
        } catch {
            let text = "\(error)"
            expect(text.hasPrefix("expression is longer than 4096 characters at column 4097"))
            expect(text.count < 300, "the message cuts the expression")
        }
        let name = String(repeating: "a", count: ViewExpression.maxLength)
        #expect(throws: Never.self) { try ViewExpression.parse(name) }
    }

    @Test func longOperatorChainsAreBoundedNotRecursedInto() throws {
        try expectEqual(evaluate(Array(repeating: "1", count: 200).joined(separator: " + ")), .number(200))
        let long = Array(repeating: "a", count: 1500).joined(separator: "+")
        #expect(throws: ViewExpressionError.self) { try ViewExpression.parse(long) }
        let coalesce = Array(repeating: "a", count: 1500).joined(separator: "??")
        #expect(throws: ViewExpressionError.self) { try ViewExpression.parse(coalesce) }
        let members = "a" + String(repeating: ".b", count: 1500)
        #expect(throws: ViewExpressionError.self) { try ViewExpression.parse(members) }
    }

    @Test func unterminatedAndOddStringsNeverHang() throws {
        for source in ["'", "\"", "'\\", "'\\u{", "'\\u{41", "'\\u{}'", String(repeating: "'\\'", count: 1000), "@{", "#", "a?.", "?.", "??"] {
            #expect(throws: ViewExpressionError.self, "\(source)") { try ViewExpression.parse(source) }
        }
        try expectEqual(evaluate("'\\u{41}'"), .string("A"))
    }

    @Test func hostileTemplatesAreLinear() throws {
        let many = String(repeating: "@{count}", count: 5000)
        expectEqual(ViewTemplate.parse(many).evaluate(in: viewTestScope), .string(String(repeating: "5", count: 5000)))
        // Quotes that never close, with and without braces: the text stays, one problem said.
        let open = String(repeating: "@{'", count: 5000)
        expectEqual(ViewTemplate.parse(open).segments, [.text(open)])
        expectEqual(ViewTemplate.parse(open).problems.count, 1)
        // A quote braces close in: `'}@{'` is a string.
        let braces = String(repeating: "@{'}", count: 5000)
        expectEqual(ViewTemplate.parse(braces).evaluate(in: viewTestScope), .string(String(repeating: "}@{", count: 2500)))
        // A quote that never closes: the first brace closes, as in SwiftJsonUI, and the rest is text.
        let unclosed = "@{'" + String(repeating: "}x", count: 5000)
        expectEqual(ViewTemplate.parse(unclosed).evaluate(in: viewTestScope), .string("x" + String(repeating: "}x", count: 4999)))
        expectEqual(ViewTemplate.parse(unclosed).problems.map(\.keptAsText), [false])
    }
}
