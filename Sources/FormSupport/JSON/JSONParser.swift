/// Bounds that keep a hostile or broken file from costing unbounded time or memory.
public struct JSONLimits: Sendable {
    public var maxBytes: Int
    public var maxDepth: Int

    public init(maxBytes: Int = 16 << 20, maxDepth: Int = 64) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
    }
}

public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public var position: SourcePosition
    public var message: String

    public init(position: SourcePosition, message: String) {
        self.position = position
        self.message = message
    }

    /// `line:column: message`, as a message about a file reads it.
    public var description: String { "\(position.line):\(position.column): \(message)" }
}

/// A strict RFC 8259 parser over UTF-8 bytes that keeps key order and positions.
/// It rejects duplicate keys: in a hints file a repeated field id is a mistake, not an override.
public struct JSONParser {
    private let bytes: [UInt8]
    private let limits: JSONLimits
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    /// The column at byte `markIndex` on the line starting at `markLineStart`, so that positions count on
    /// from the last one taken instead of from the start of the line (minified files are one long line).
    private var markIndex = 0
    private var markColumn = 1
    private var markLineStart = -1

    public static func parse(_ bytes: [UInt8], limits: JSONLimits = JSONLimits()) throws -> JSONNode {
        guard bytes.count <= limits.maxBytes else {
            throw JSONSyntaxError(
                position: SourcePosition(line: 1, column: 1),
                message: "file is \(bytes.count) bytes; at most \(limits.maxBytes) are read")
        }
        if let encoding = otherUnicodeEncoding(bytes) {
            throw JSONSyntaxError(
                position: SourcePosition(line: 1, column: 1),
                message: "the file is \(encoding); JSON is read as UTF-8 only (RFC 8259): save it as UTF-8")
        }
        var parser = JSONParser(bytes: bytes, limits: limits)
        parser.skipByteOrderMark()
        parser.skipWhitespace()
        let root = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("expected the end of the document after the top-level value, found \(parser.describeCurrent())")
        }
        return root
    }

    public static func parse(_ text: String, limits: JSONLimits = JSONLimits()) throws -> JSONNode {
        try parse(Array(text.utf8), limits: limits)
    }

    private init(bytes: [UInt8], limits: JSONLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    // MARK: Position

    /// The column counts scalars, not bytes, so that it matches what an editor shows.
    private var position: SourcePosition {
        var column = 1
        var i = lineStart
        if markLineStart == lineStart && markIndex <= index {
            column = markColumn
            i = markIndex
        }
        while i < index {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourcePosition(line: line, column: column)
    }

    /// The current position, remembered so that the next one is counted from here.
    private mutating func markPosition() -> SourcePosition {
        let current = position
        markIndex = index
        markColumn = current.column
        markLineStart = lineStart
        return current
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(position: position, message: message)
    }

    /// What stands where something else was expected. Letters and digits are named, not quoted, so
    /// that a file which is not JSON at all (`--theme /etc/shadow`) never has its content printed.
    private func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return "a letter"
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return "a digit"
        case 0x21..<0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
        default: return "byte 0x" + String(byte, radix: 16, uppercase: true)
        }
    }

    // MARK: Encoding

    /// The UTF-16 or UTF-32 a file is written in, by its byte order mark or, without one, by where the
    /// zero bytes of its first two (ASCII) characters fall (RFC 4627, section 3). A UTF-8 JSON file
    /// holds no zero byte (a raw one in a string is itself an error, said as such), nor either mark, so
    /// neither test can refuse a UTF-8 file. Editors on Windows save UTF-16 by default, and its first
    /// byte alone would make a baffling message.
    static func otherUnicodeEncoding(_ bytes: [UInt8]) -> String? {
        func starts(_ prefix: [UInt8?]) -> Bool {
            bytes.count >= prefix.count && zip(bytes, prefix).allSatisfy { byte, expected in
                expected.map { byte == $0 } ?? (byte != 0)
            }
        }
        switch true {
        case starts([0x00, 0x00, 0xFE, 0xFF]), starts([0x00, 0x00, 0x00, nil]): return "UTF-32 (big-endian)"
        case starts([0xFF, 0xFE, 0x00, 0x00]), starts([nil, 0x00, 0x00, 0x00]): return "UTF-32 (little-endian)"
        case starts([0xFE, 0xFF]), starts([0x00, nil, 0x00, nil]): return "UTF-16 (big-endian)"
        case starts([0xFF, 0xFE]), starts([nil, 0x00, nil, 0x00]): return "UTF-16 (little-endian)"
        default: return nil
        }
    }

    // MARK: Whitespace

    private mutating func skipByteOrderMark() {
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            index = 3
            lineStart = 3
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    // MARK: Values

    private mutating func parseValue() throws -> JSONNode {
        let start = markPosition()
        guard index < bytes.count else { throw error("expected a value, found the end of the file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(.object(try parseObject()), at: start)
        case UInt8(ascii: "["): return JSONNode(.array(try parseArray()), at: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), at: start)
        default:
            throw error("expected a value (object, array, string, number, true, false or null), found \(describeCurrent())")
        }
    }

    private mutating func enterNesting() throws {
        depth += 1
        if depth > limits.maxDepth {
            throw error("nesting is deeper than \(limits.maxDepth) levels")
        }
    }

    private mutating func parseObject() throws -> JSONObject {
        try enterNesting()
        defer { depth -= 1 }
        index += 1
        var object = JSONObject()
        // Duplicate keys: looked for among the members while there are few (most objects), in a table
        // once there are many (a hashed table for every object cost more than the rest of parsing).
        var seen: [String: SourcePosition]?
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return object
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a quoted key, found \(describeCurrent())")
            }
            let keyPosition = markPosition()
            let key = try parseString()
            let first = seen.map { $0[key] } ?? object.members.first { $0.key == key }?.keyPosition
            if let first {
                throw JSONSyntaxError(position: keyPosition, message: "duplicate key '\(key)' (first at \(first))")
            }
            if seen != nil {
                seen?[key] = keyPosition
            } else if object.members.count >= 16 {
                var table = Dictionary(object.members.map { ($0.key, $0.keyPosition) }, uniquingKeysWith: { first, _ in first })
                table[key] = keyPosition
                seen = table
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key '\(key)', found \(describeCurrent())")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            object.members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or '}', found the end of the file") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return object
            }
            throw error("expected ',' or '}' after the value of '\(key)', found \(describeCurrent())")
        }
    }

    private mutating func parseArray() throws -> [JSONNode] {
        try enterNesting()
        defer { depth -= 1 }
        index += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return items
        }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or ']', found the end of the file") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return items
            }
            throw error("expected ',' or ']' in the array, found \(describeCurrent())")
        }
    }

    private mutating func expectWord(_ word: String) throws {
        let expected = Array(word.utf8)
        let end = index + expected.count
        guard end <= bytes.count, Array(bytes[index..<end]) == expected else {
            throw error("expected a value, found \(describeCurrent())")
        }
        index = end
    }

    private mutating func parseNumber() throws -> JSONNumber {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in the number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("a number may not start with 0") }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit after '.'") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in the exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error(text.count <= 24 ? "the number \(text) is out of range" : "a number of \(text.count) characters is out of range")
        }
        return JSONNumber(text: text, value: value)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Collects the string's UTF-8 bytes, raw runs and decoded escapes alike, in one buffer: linear in
    /// the string's length however many escapes it has.
    private mutating func parseString() throws -> String {
        index += 1
        var utf8: [UInt8] = []
        var runStart = index
        func appendRun(_ parser: JSONParser, upTo end: Int) throws {
            guard runStart < end else { return }
            let run = parser.bytes[runStart..<end]
            guard String(validating: run, as: UTF8.self) != nil else { throw parser.error("the string is not valid UTF-8") }
            utf8.append(contentsOf: run)
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string: expected '\"' before the end of the file") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                if utf8.isEmpty {
                    // No escapes: the run is the string, validated from contiguous bytes (the generic
                    // path over a slice is several times slower).
                    let start = runStart, end = index
                    let string = bytes.withUnsafeBufferPointer { String(validating: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
                    guard let string else { throw error("the string is not valid UTF-8") }
                    index += 1
                    return string
                }
                try appendRun(self, upTo: index)
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try appendRun(self, upTo: index)
                utf8.append(contentsOf: String(try parseEscape()).utf8)
                runStart = index
            case 0x00..<0x20:
                throw error(byte == 0x0A ? "unterminated string: a line break inside a string must be written \\n"
                                         : "control character inside a string must be escaped")
            default:
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw error("unterminated escape at the end of the file") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("a high surrogate \\u\(String(high, radix: 16)) must be followed by a low surrogate")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("expected a low surrogate after a high surrogate") }
                let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                if let scalar = Unicode.Scalar(combined) { return scalar }
                throw error("invalid surrogate pair")
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a lone low surrogate is not a character") }
            return scalar
        default:
            index -= 1
            let shown = (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : describeCurrent()
            throw error("unknown escape: '\\' followed by \(shown)")
        }
    }

    private mutating func parseHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw error("expected four hex digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
