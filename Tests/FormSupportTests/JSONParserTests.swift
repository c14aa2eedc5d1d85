import Foundation
import Expectations
import Testing
import FormSupport
import JSONTestSupport

@Suite("JSONParser: values")
struct JSONParserValueTests {
    @Test func literals() throws {
        try expectEqual(parseJSON("true").value, .bool(true))
        try expectEqual(parseJSON("false").value, .bool(false))
        try expectEqual(parseJSON("null").value, .null)
        try expectEqual(parseJSON("\"hi\"").value, .string("hi"))
        try expectEqual(parseJSON("\"\"").value, .string(""))
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("7", 7), ("-12", -12), ("3.25", 3.25), ("0.5", 0.5), ("-0.125", -0.125),
        ("1e3", 1000), ("1E3", 1000), ("1e+2", 100), ("25e-2", 0.25), ("-1.5E-1", -0.15),
        ("12345678901234567890", 12345678901234567890.0),
    ])
    func numbers(text: String, value: Double) throws {
        let node = try parseJSON(text)
        guard case .number(let number) = node.value else {
            Issue.record("\(text) is not a number: \(node.value)")
            return
        }
        expectEqual(number.text, text, "the number keeps its spelling")
        expectEqual(number.value, value)
    }

    @Test func numberIntValue() {
        expectEqual(JSONNumber(text: "20", value: 20).intValue, 20)
        expectEqual(JSONNumber(text: "20.0", value: 20).intValue, 20)
        expectEqual(JSONNumber(text: "-3", value: -3).intValue, -3)
        expectEqual(JSONNumber(text: "20.5", value: 20.5).intValue, nil)
        expectEqual(JSONNumber(text: "1e16", value: 1e16).intValue, nil, "too large to be exact")
    }

    @Test func arraysKeepOrderAndMixTypes() throws {
        let node = try parseJSON(#"[1, "two", true, null, [], {}, [3, [4]]]"#)
        expectEqual(PlainJSON(node), .array([
            .number("1"), .string("two"), .bool(true), .null, .array([]), .object([]),
            .array([.number("3"), .array([.number("4")])]),
        ]))
    }

    @Test func emptyContainersWithWhitespace() throws {
        try expect(PlainJSON(try parseJSON("{ }")) == .object([]))
        try expect(PlainJSON(try parseJSON("[ \t\r\n ]")) == .array([]))
        try expect(PlainJSON(try parseJSON("\n{\n}\n")) == .object([]))
    }

    @Test func objectKeepsKeyOrder() throws {
        let node = try parseJSON(#"{"zeta": 1, "alpha": 2, "mu": {"b": 1, "a": 2}, "beta": 3}"#)
        guard case .object(let object) = node.value else {
            Issue.record("not an object")
            return
        }
        expectEqual(object.keys, ["zeta", "alpha", "mu", "beta"])
        let inner = try require(object["mu"])
        guard case .object(let nested) = inner.value else {
            Issue.record("not an object")
            return
        }
        expectEqual(nested.keys, ["b", "a"])
        expectEqual(object["alpha"]?.value, .number(JSONNumber(text: "2", value: 2)))
        expectEqual(object["missing"], nil)
    }

    @Test func sameKeyInDifferentObjectsIsAllowed() throws {
        let node = try parseJSON(#"{"a": {"a": 1}, "b": [{"a": 2}, {"a": 3}]}"#)
        expectEqual(PlainJSON(node), .object([
            ("a", .object([("a", .number("1"))])),
            ("b", .array([.object([("a", .number("2"))]), .object([("a", .number("3"))])])),
        ]))
    }

    @Test func topLevelScalarsAndSurroundingWhitespace() throws {
        try expectEqual(parseJSON("  \n\t 42 \r\n ").value, .number(JSONNumber(text: "42", value: 42)))
        try expectEqual(parseJSON("\"x\"\n").value, .string("x"))
    }

    @Test func stringAndByteEntryPointsAgree() throws {
        let text = #"{"name": "Zoë", "n": [1, 2.5]}"#
        try expectEqual(JSONParser.parse(text), JSONParser.parse(Array(text.utf8)))
    }

    @Test func rawUnicodeInStrings() throws {
        try expectEqual(parseJSON("\"café ☕ 日本 😀 e\u{301}\"").value, .string("café ☕ 日本 😀 e\u{301}"))
        try expectEqual(parseJSON("\"\u{7F}\"").value, .string("\u{7F}"), "DEL is not a control character in JSON")
    }
}

@Suite("JSONParser: escapes")
struct JSONParserEscapeTests {
    @Test func simpleEscapes() throws {
        try expectEqual(parseJSON(#""\"\\\/\b\f\n\r\t""#).value, .string("\"\\/\u{08}\u{0C}\n\r\t"))
    }

    @Test(arguments: [
        (#""\u0041""#, "A"), (#""\u00e9""#, "é"), (#""\u00E9""#, "é"), (#""\u20AC""#, "€"),
        (#""\u0000""#, "\u{0}"), (#""\u001f""#, "\u{1F}"), (#""a\u0062c""#, "abc"),
        (#""\ud83d\ude00""#, "😀"), (#""\uD83D\uDE00""#, "😀"), (#""\uD834\uDD1E""#, "𝄞"),
        (#""x\uDBFF\uDFFFy""#, "x\u{10FFFF}y"), (#""caf\u00e9 \u2615""#, "café ☕"),
    ])
    func unicodeEscapes(json: String, expected: String) throws {
        try expectEqual(parseJSON(json).value, .string(expected))
    }

    @Test func escapedKeys() throws {
        let node = try parseJSON(#"{"\u0061\n": 1}"#)
        guard case .object(let object) = node.value else {
            Issue.record("not an object")
            return
        }
        expectEqual(object.keys, ["a\n"])
    }

    @Test func loneHighSurrogate() {
        expectSyntaxError(#""\ud83d""#, "a high surrogate \\ud83d must be followed by a low surrogate", line: 1, column: 8)
        expectSyntaxError(#""\ud83dx""#, "a high surrogate \\ud83d must be followed by a low surrogate", line: 1, column: 8)
    }

    @Test func highSurrogateFollowedByNonLowSurrogate() {
        expectSyntaxError(#""\ud83d\u0041""#, "expected a low surrogate after a high surrogate", line: 1, column: 14)
        expectSyntaxError(#""\ud83d\ud83d""#, "expected a low surrogate after a high surrogate", line: 1, column: 14)
    }

    @Test func loneLowSurrogate() {
        expectSyntaxError(#""\udc00""#, "a lone low surrogate is not a character", line: 1, column: 8)
    }

    @Test func badHexDigits() {
        expectSyntaxError(#""\u12G4""#, "expected four hex digits after \\u", line: 1, column: 6)
        expectSyntaxError(#""\u12""#, "expected four hex digits after \\u", line: 1, column: 4)
        expectSyntaxError(#""\u"#, "expected four hex digits after \\u", line: 1, column: 4)
    }

    @Test func unknownEscape() {
        expectSyntaxError(#""a\x""#, "unknown escape: '\\' followed by 'x'", line: 1, column: 4)
        expectSyntaxError(#""\'""#, "unknown escape: '\\' followed by '''", line: 1, column: 3)
        expectSyntaxError(bytes: [0x22, 0x5C, 0x0A, 0x22], "unknown escape: '\\' followed by byte 0xA", line: 1, column: 3)
    }

    @Test func escapeAtEndOfFile() {
        expectSyntaxError(#""\"#, "unterminated escape at the end of the file", line: 1, column: 3)
    }
}

@Suite("JSONParser: positions")
struct JSONParserPositionTests {
    @Test func nodeAndKeyPositions() throws {
        let text = """
        {
          "name": "x",
          "list": [1,
            true]
        }
        """
        let root = try parseJSON(text)
        expectEqual(root.position, pos(1, 1))
        guard case .object(let object) = root.value else {
            Issue.record("not an object")
            return
        }
        expectEqual(object.members.map(\.keyPosition), [pos(2, 3), pos(3, 3)])
        expectEqual(object.members.map(\.value.position), [pos(2, 11), pos(3, 11)])
        guard case .array(let items) = try require(object["list"]).value else {
            Issue.record("not an array")
            return
        }
        expectEqual(items.map(\.position), [pos(3, 12), pos(4, 5)])
    }

    @Test func crlfLineEndingsCountOnce() throws {
        let root = try parseJSON("{\r\n  \"a\": 1,\r\n  \"b\": 2\r\n}")
        guard case .object(let object) = root.value else {
            Issue.record("not an object")
            return
        }
        expectEqual(object.members.map(\.keyPosition), [pos(2, 3), pos(3, 3)])
        expectEqual(object.members.map(\.value.position), [pos(2, 8), pos(3, 8)])
    }

    @Test func columnsCountUnicodeScalarsNotBytes() throws {
        // é is 2 bytes, 😀 is 4: by bytes the value would sit at column 12.
        let root = try parseJSON(#"{"é😀": 1}"#)
        guard case .object(let object) = root.value else {
            Issue.record("not an object")
            return
        }
        expectEqual(object.members[0].value.position, pos(1, 8))
        // A combining accent is a scalar of its own, though it draws as one character.
        let combined = try parseJSON("[\"e\u{301}\", 2]")
        guard case .array(let items) = combined.value else {
            Issue.record("not an array")
            return
        }
        expectEqual(items[1].position, pos(1, 8))
    }

    @Test func errorColumnsCountUnicodeScalars() {
        expectSyntaxError(#"["日本", x]"#,
                          "expected a value (object, array, string, number, true, false or null), found a letter",
                          line: 1, column: 8)
        expectSyntaxError("{\n  \"ключ\": tru}", "expected a value, found a letter", line: 2, column: 11)
    }

    @Test func positionsOnAVeryLongSingleLine() throws {
        // Minified files put everything on one line; positions must stay right (and cheap) far along it.
        let count = 200_000
        let text = "[" + Array(repeating: "1", count: count).joined(separator: ",") + ", \"é\", 2]"
        let clock = ContinuousClock()
        let start = clock.now
        let root = try parseJSON(text)
        let elapsed = clock.now - start
        guard case .array(let items) = root.value else {
            Issue.record("not an array")
            return
        }
        expectEqual(items.count, count + 2)
        expectEqual(items[0].position, pos(1, 2))
        expectEqual(items[count - 1].position, pos(1, 2 * count))
        expectEqual(items[count].position, pos(1, 2 * count + 3))
        expectEqual(items[count + 1].position, pos(1, 2 * count + 8), "é is one column though two bytes")
        expect(elapsed < .seconds(5), "parsing a long line took \(elapsed): position bookkeeping is not linear")
        expectSyntaxError(String(text.dropLast()) + " x]", "expected ',' or ']' in the array, found a letter",
                          line: 1, column: 2 * count + 10)
    }
}

@Suite("JSONParser: errors")
struct JSONParserErrorTests {
    @Test func duplicateKeysNameTheFirstPosition() {
        expectSyntaxError("{\"a\": 1,\n \"a\": 2}", "duplicate key 'a' (first at 1:2)", line: 2, column: 2)
        expectSyntaxError(#"{"x": {"k": 1, "b": 2, "k": 3}}"#, "duplicate key 'k' (first at 1:8)", line: 1, column: 24)
    }

    /// Objects of many keys look duplicates up in a table: a duplicate is found before the table is made,
    /// as it is made and after, and 20,000 distinct keys parse.
    @Test func duplicateKeysAreFoundInObjectsOfManyKeys() throws {
        func object(_ keys: [String]) -> String { "{" + keys.map { "\"\($0)\": 0" }.joined(separator: ",") + "}" }
        let distinct = (0..<30).map { "k\($0)" }
        for (duplicate, at) in [(2, 5), (3, 16), (15, 17), (7, 29)] {
            var keys = distinct
            keys[at] = keys[duplicate]
            let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(object(keys), limits: JSONLimits()) }
            expect(error?.message.hasPrefix("duplicate key 'k\(duplicate)'") == true, "\(String(describing: error?.message)) at \(at)")
        }
        let many = try parseJSON(object((0..<20_000).map { "key\($0)" }))
        guard case .object(let parsed) = many.value else { throw JSONSyntaxError(position: many.position, message: "not an object") }
        expectEqual(parsed.members.count, 20_000)
    }

    @Test func duplicateKeysAreComparedAfterUnescaping() {
        expectSyntaxError(#"{"a": 1, "\u0061": 2}"#, "duplicate key 'a' (first at 1:2)", line: 1, column: 10)
    }

    @Test func trailingCommas() {
        expectSyntaxError(#"{"a": 1,}"#, "expected a quoted key, found '}'", line: 1, column: 9)
        expectSyntaxError("[1, 2,]", "expected a value (object, array, string, number, true, false or null), found ']'",
                          line: 1, column: 7)
        expectSyntaxError("[,1]", "expected a value (object, array, string, number, true, false or null), found ','",
                          line: 1, column: 2)
        expectSyntaxError("{,}", "expected a quoted key, found ','", line: 1, column: 2)
    }

    @Test func missingSeparators() {
        expectSyntaxError("[1 2]", "expected ',' or ']' in the array, found a digit", line: 1, column: 4)
        expectSyntaxError(#"{"a" 1}"#, "expected ':' after the key 'a', found a digit", line: 1, column: 6)
        expectSyntaxError(#"{"a": 1 "b": 2}"#, "expected ',' or '}' after the value of 'a', found '\"'", line: 1, column: 9)
        expectSyntaxError(#"{"a": 1]"#, "expected ',' or '}' after the value of 'a', found ']'", line: 1, column: 8)
    }

    @Test func keysMustBeQuoted() {
        expectSyntaxError("{a: 1}", "expected a quoted key, found a letter", line: 1, column: 2)
        expectSyntaxError("{'a': 1}", "expected a quoted key, found '''", line: 1, column: 2)
        expectSyntaxError("{1: 1}", "expected a quoted key, found a digit", line: 1, column: 2)
    }

    @Test func unexpectedEndOfFile() {
        expectSyntaxError("", "expected a value, found the end of the file", line: 1, column: 1)
        expectSyntaxError("  \n  ", "expected a value, found the end of the file", line: 2, column: 3)
        expectSyntaxError("{", "expected a quoted key, found the end of the file", line: 1, column: 2)
        expectSyntaxError(#"{"a""#, "expected ':' after the key 'a', found the end of the file", line: 1, column: 5)
        expectSyntaxError(#"{"a":"#, "expected a value, found the end of the file", line: 1, column: 6)
        expectSyntaxError(#"{"a": 1"#, "expected ',' or '}', found the end of the file", line: 1, column: 8)
        expectSyntaxError("[1", "expected ',' or ']', found the end of the file", line: 1, column: 3)
        expectSyntaxError("[", "expected a value, found the end of the file", line: 1, column: 2)
    }

    @Test func unterminatedStrings() {
        expectSyntaxError(#""abc"#, "unterminated string: expected '\"' before the end of the file", line: 1, column: 5)
        expectSyntaxError("{\"a\": \"abc\n}", "unterminated string: a line break inside a string must be written \\n",
                          line: 1, column: 11)
        expectSyntaxError("[\n\"é\n\"]", "unterminated string: a line break inside a string must be written \\n",
                          line: 2, column: 3)
    }

    @Test func controlCharactersInStrings() {
        expectSyntaxError("\"a\tb\"", "control character inside a string must be escaped", line: 1, column: 3)
        expectSyntaxError(bytes: [0x22, 0x00, 0x22], "control character inside a string must be escaped", line: 1, column: 2)
        expectSyntaxError("\"\r\"", "control character inside a string must be escaped", line: 1, column: 2)
    }

    @Test func badNumbers() {
        expectSyntaxError("01", "a number may not start with 0", line: 1, column: 2)
        expectSyntaxError("-01", "a number may not start with 0", line: 1, column: 3)
        expectSyntaxError("[00]", "a number may not start with 0", line: 1, column: 3)
        expectSyntaxError("1.", "expected a digit after '.'", line: 1, column: 3)
        expectSyntaxError("[1.]", "expected a digit after '.'", line: 1, column: 4)
        expectSyntaxError("1.e5", "expected a digit after '.'", line: 1, column: 3)
        expectSyntaxError("-", "expected a digit in the number", line: 1, column: 2)
        expectSyntaxError("-a", "expected a digit in the number", line: 1, column: 2)
        expectSyntaxError("1e", "expected a digit in the exponent", line: 1, column: 3)
        expectSyntaxError("1e+", "expected a digit in the exponent", line: 1, column: 4)
        expectSyntaxError(".5", "expected a value (object, array, string, number, true, false or null), found '.'",
                          line: 1, column: 1)
        expectSyntaxError("+1", "expected a value (object, array, string, number, true, false or null), found '+'",
                          line: 1, column: 1)
        expectSyntaxError("1e400", "the number 1e400 is out of range", line: 1, column: 6)
        expectSyntaxError("0x10", "expected the end of the document after the top-level value, found a letter", line: 1, column: 2)
    }

    @Test func badLiterals() {
        expectSyntaxError("tru", "expected a value, found a letter", line: 1, column: 1)
        expectSyntaxError("[nul]", "expected a value, found a letter", line: 1, column: 2)
        expectSyntaxError("fals", "expected a value, found a letter", line: 1, column: 1)
        expectSyntaxError("True", "expected a value (object, array, string, number, true, false or null), found a letter",
                          line: 1, column: 1)
        expectSyntaxError("[truex]", "expected ',' or ']' in the array, found a letter", line: 1, column: 6)
        expectSyntaxError("NaN", "expected a value (object, array, string, number, true, false or null), found a letter",
                          line: 1, column: 1)
    }

    @Test func trailingGarbage() {
        expectSyntaxError("{} x", "expected the end of the document after the top-level value, found a letter", line: 1, column: 4)
        expectSyntaxError("{}{}", "expected the end of the document after the top-level value, found '{'", line: 1, column: 3)
        expectSyntaxError("1 2", "expected the end of the document after the top-level value, found a digit", line: 1, column: 3)
        expectSyntaxError("[]\n\n]", "expected the end of the document after the top-level value, found ']'", line: 3, column: 1)
        expectSyntaxError(bytes: Array("{}".utf8) + [0x00],
                          "expected the end of the document after the top-level value, found byte 0x0", line: 1, column: 3)
    }

    @Test func onlyJSONWhitespaceIsSkipped() {
        expectSyntaxError("\u{0C}{}", "expected a value (object, array, string, number, true, false or null), found byte 0xC",
                          line: 1, column: 1)
        expectSyntaxError("[1,\u{A0}2]", "expected a value (object, array, string, number, true, false or null), found byte 0xC2",
                          line: 1, column: 4)
    }

    @Test func invalidUTF8InStrings() {
        expectSyntaxError(bytes: [0x22, 0xFF, 0x22], "the string is not valid UTF-8", line: 1, column: 3)
        // A UTF-16 surrogate encoded directly in UTF-8 (CESU) is not valid UTF-8.
        expectSyntaxError(bytes: [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], "the string is not valid UTF-8", line: 1, column: 4)
        // A truncated sequence before an escape.
        expectSyntaxError(bytes: [0x22, 0xC3, 0x5C, 0x6E, 0x22], "the string is not valid UTF-8", line: 1, column: 3)
    }

    @Test func invalidUTF8OutsideStrings() {
        expectSyntaxError(bytes: [0x5B, 0xFF, 0x5D],
                          "expected a value (object, array, string, number, true, false or null), found byte 0xFF",
                          line: 1, column: 2)
    }

    /// A file saved as UTF-16 or UTF-32, with its byte order mark or without, is named for what it is,
    /// where its first byte alone would say 0xFF or 0x0. Both orders, with and without the mark.
    @Test(arguments: [
        (String.Encoding.utf16LittleEndian, [0xFF, 0xFE] as [UInt8], "UTF-16 (little-endian)"),
        (.utf16BigEndian, [0xFE, 0xFF], "UTF-16 (big-endian)"),
        (.utf32LittleEndian, [0xFF, 0xFE, 0x00, 0x00], "UTF-32 (little-endian)"),
        (.utf32BigEndian, [0x00, 0x00, 0xFE, 0xFF], "UTF-32 (big-endian)"),
    ])
    func otherUnicodeEncodingsAreNamed(encoding: String.Encoding, mark: [UInt8], name: String) throws {
        let message = "the file is \(name); JSON is read as UTF-8 only (RFC 8259): save it as UTF-8"
        for document in [#"{"id": "é"}"#, "[]", "1"] {
            let bytes = try require(document.data(using: encoding), "\(document) in \(name)")
            // Without a mark, two characters tell the order: one could be a UTF-8 character and a zero.
            if document.count > 1 { expectSyntaxError(bytes: Array(bytes), message, line: 1, column: 1) }
            expectSyntaxError(bytes: mark + Array(bytes), message, line: 1, column: 1)
        }
    }

    /// Zero bytes later in a UTF-8 file, or a lone one, are not taken for another encoding.
    @Test func zeroBytesAfterTheStartAreStillUTF8Errors() {
        expectSyntaxError(bytes: [0x5B, 0x31, 0x2C, 0x00, 0x5D],
                          "expected a value (object, array, string, number, true, false or null), found byte 0x0", line: 1, column: 4)
        expectSyntaxError(bytes: [0x00], "expected a value (object, array, string, number, true, false or null), found byte 0x0",
                          line: 1, column: 1)
    }

    @Test func describesNonPrintableBytesInHex() {
        expectSyntaxError(bytes: [0x7F], "expected a value (object, array, string, number, true, false or null), found byte 0x7F",
                          line: 1, column: 1)
    }
}

@Suite("JSONParser: limits and byte order mark")
struct JSONParserLimitTests {
    @Test func nestingUpToMaxDepthIsAccepted() throws {
        let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        _ = try parseJSON(text)
        let objects = String(repeating: #"{"a":"#, count: 64) + "1" + String(repeating: "}", count: 64)
        _ = try parseJSON(objects)
    }

    @Test func nestingDeeperThanMaxDepthIsAnError() {
        let text = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        expectSyntaxError(text, "nesting is deeper than 64 levels", line: 1, column: 65)
    }

    @Test func customDepthCountsObjectsAndArraysAlike() {
        expectSyntaxError(#"{"a":{"a":{"a":1}}}"#, "nesting is deeper than 2 levels", line: 1, column: 11,
                          limits: JSONLimits(maxDepth: 2))
        expectSyntaxError(#"[{"a":[1]}]"#, "nesting is deeper than 2 levels", line: 1, column: 7,
                          limits: JSONLimits(maxDepth: 2))
        expectSyntaxError("[]", "nesting is deeper than 0 levels", line: 1, column: 1, limits: JSONLimits(maxDepth: 0))
    }

    @Test func depthIsReleasedWhenContainersClose() throws {
        // Many siblings at depth 2 never exceed a limit of 2.
        let text = "[" + Array(repeating: "[1]", count: 100).joined(separator: ",") + "]"
        _ = try parseJSON(text, limits: JSONLimits(maxDepth: 2))
    }

    @Test func hostileNestingIsAnErrorNotACrash() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 200_000)
        expectSyntaxError(bytes: bytes, "nesting is deeper than 64 levels", line: 1, column: 65)
        let objects = Array(String(repeating: #"{"k":"#, count: 50_000).utf8)
        expectSyntaxError(bytes: objects, "nesting is deeper than 64 levels", line: 1, column: 5 * 64 + 1)
    }

    @Test func sizeLimit() throws {
        let text = #"{"a": 1234}"# // 11 bytes
        expectSyntaxError(text, "file is 11 bytes; at most 10 are read", line: 1, column: 1, limits: JSONLimits(maxBytes: 10))
        _ = try parseJSON(text, limits: JSONLimits(maxBytes: 11))
    }

    @Test func defaultLimits() {
        let limits = JSONLimits()
        expect(limits.maxBytes == 16 << 20)
        expectEqual(limits.maxDepth, 64)
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let root = try parseJSON("\u{FEFF}{\"a\": 1}")
        expectEqual(root.position, pos(1, 1))
        guard case .object(let object) = root.value else {
            Issue.record("not an object")
            return
        }
        expect(object.members[0].keyPosition == pos(1, 2), "the BOM takes no column")
        try expect(PlainJSON(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[true]".utf8))) == .array([.bool(true)]))
    }

    @Test func byteOrderMarkDoesNotShiftErrorColumns() {
        expectSyntaxError("\u{FEFF}{\"a\": x}",
                          "expected a value (object, array, string, number, true, false or null), found a letter",
                          line: 1, column: 7)
        expectSyntaxError(bytes: [0xEF, 0xBB, 0xBF], "expected a value, found the end of the file", line: 1, column: 1)
    }

    @Test func byteOrderMarkOnlyAtTheStart() {
        expectSyntaxError(" \u{FEFF}{}", "expected a value (object, array, string, number, true, false or null), found byte 0xEF",
                          line: 1, column: 2)
        expectSyntaxError("\u{FEFF}\u{FEFF}{}", "expected a value (object, array, string, number, true, false or null), found byte 0xEF",
                          line: 1, column: 1)
    }
}

@Suite("JSONValue descriptions")
struct JSONValueDescriptionTests {
    @Test func kindNames() {
        expectEqual(JSONValue.object(JSONObject()).kindName, "an object")
        expectEqual(JSONValue.array([]).kindName, "an array")
        expectEqual(JSONValue.string("x").kindName, "a string")
        expectEqual(JSONValue.number(JSONNumber(text: "1", value: 1)).kindName, "a number")
        expectEqual(JSONValue.bool(true).kindName, "a boolean")
        expectEqual(JSONValue.null.kindName, "null")
    }

    @Test func shortDescriptions() {
        // A string's content is never quoted in a message: the file may not be the kind expected.
        expectEqual(JSONValue.string("abc").shortDescription, "a string")
        expectEqual(JSONValue.string(String(repeating: "y", count: 41)).shortDescription, "a string")
        expectEqual(JSONValue.number(JSONNumber(text: "1.50", value: 1.5)).shortDescription, "1.50")
        expectEqual(JSONValue.bool(false).shortDescription, "false")
        expectEqual(JSONValue.null.shortDescription, "null")
        expectEqual(JSONValue.array([]).shortDescription, "an array")
        expectEqual(JSONValue.object(JSONObject()).shortDescription, "an object")
    }

    @Test func positionDescription() {
        expectEqual(SourcePosition(line: 12, column: 3).description, "12:3")
    }
}
