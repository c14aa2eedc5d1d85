/// Swift literals in `data` default values, which SwiftJsonUI pastes into generated Swift code:
/// `"[\"text\": \"Save\", \"icon\": \"save_icon\"]"` for a Dictionary, `"[1, 2]"` for an Array,
/// `"\"Hello\""` for a String. Read as data, never run: strings, numbers, `true`/`false`, `nil`,
/// arrays and dictionaries (`[:]` empty), nested at most `maxDepth` deep.
enum SwiftLiteral {
    static let maxDepth = 32

    struct SyntaxError: Error, Equatable {
        var message: String
        /// 1-based, in Unicode scalars.
        var column: Int
    }

    static func parse(_ text: String) throws -> ViewValue {
        var reader = Reader(scalars: Array(text.unicodeScalars))
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.index == reader.scalars.count else { throw reader.error("unexpected '\(reader.scalars[reader.index])' after the value") }
        return value
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        func error(_ message: String) -> SyntaxError {
            SyntaxError(message: message, column: index + 1)
        }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func skipSpace() {
            while let scalar = current, scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" { index += 1 }
        }

        mutating func value(depth: Int) throws -> ViewValue {
            skipSpace()
            guard let scalar = current else { throw error("expected a value, found the end") }
            switch scalar {
            case "\"": return .string(try string())
            case "[":
                guard depth < SwiftLiteral.maxDepth else { throw error("nested deeper than \(SwiftLiteral.maxDepth) levels") }
                return try collection(depth: depth + 1)
            case "-", "0"..."9", ".": return try number()
            default:
                let word = identifier()
                switch word {
                case "true": return .bool(true)
                case "false": return .bool(false)
                case "nil": return .null
                case "": throw error("expected a value (a string, number, true, false, nil, [array] or [key: value]), found '\(scalar)'")
                default: throw SyntaxError(message: "'\(word)' is code, not a literal; only literals are read", column: index - word.unicodeScalars.count + 1)
                }
            }
        }

        mutating func identifier() -> String {
            var word = String.UnicodeScalarView()
            while let scalar = current, scalar.properties.isAlphabetic || scalar == "_" || ("0"..."9").contains(scalar) {
                word.append(scalar)
                index += 1
            }
            return String(word)
        }

        mutating func number() throws -> ViewValue {
            let start = index
            var text = ""
            while let scalar = current, scalar == "-" || scalar == "+" || scalar == "." || scalar == "e" || scalar == "E" || scalar == "_"
                    || ("0"..."9").contains(scalar) {
                if scalar != "_" { text.unicodeScalars.append(scalar) }
                index += 1
            }
            guard let value = Double(text), value.isFinite else { throw SyntaxError(message: "'\(text)' is not a number", column: start + 1) }
            return .number(value)
        }

        mutating func string() throws -> String {
            index += 1
            var out = String.UnicodeScalarView()
            while let scalar = current {
                index += 1
                switch scalar {
                case "\"": return String(out)
                case "\\":
                    guard let escaped = current else { throw error("unterminated string") }
                    index += 1
                    switch escaped {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "r": out.append("\r")
                    case "0": out.append("\0")
                    case "\"", "\\", "'": out.append(escaped)
                    case "u":
                        guard current == "{" else { throw error("expected '{' after \\u") }
                        index += 1
                        var hex = ""
                        while let digit = current, digit != "}", hex.count < 8 {
                            hex.unicodeScalars.append(digit)
                            index += 1
                        }
                        guard current == "}", let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) else {
                            throw error("bad \\u{…} escape")
                        }
                        index += 1
                        out.append(decoded)
                    default: throw SyntaxError(message: "unknown escape '\\\(escaped)'", column: index - 1)
                    }
                default: out.append(scalar)
                }
            }
            throw error("unterminated string")
        }

        /// `[a, b]`, `[k: v, …]` or `[:]`; a trailing comma is allowed, as in Swift.
        mutating func collection(depth: Int) throws -> ViewValue {
            index += 1
            skipSpace()
            if current == "]" {
                index += 1
                return .array([])
            }
            if current == ":" {
                index += 1
                skipSpace()
                guard current == "]" else { throw error("expected ']' after '[:'") }
                index += 1
                return .object(ViewObject())
            }
            var items: [ViewValue] = []
            var members: [(String, ViewValue)] = []
            var isDictionary: Bool?
            while true {
                let item = try value(depth: depth)
                skipSpace()
                let hasColon = current == ":"
                if isDictionary == nil { isDictionary = hasColon }
                if isDictionary == true {
                    guard hasColon else { throw error("expected ':' after a dictionary key") }
                    index += 1
                    let key: String
                    switch item {
                    case .string(let text): key = text
                    case .number, .bool: key = item.description
                    default: throw error("a dictionary key must be a string or a number")
                    }
                    members.append((key, try value(depth: depth)))
                    skipSpace()
                } else {
                    guard !hasColon else { throw error("':' in an array") }
                    items.append(item)
                }
                guard items.count + members.count <= 10_000 else { throw error("more than 10000 entries") }
                if current == "," {
                    index += 1
                    skipSpace()
                    if current == "]" { break }
                    continue
                }
                guard current == "]" else { throw error(current == nil ? "expected ']', found the end" : "expected ',' or ']'") }
                break
            }
            index += 1
            return isDictionary == true ? .object(ViewObject(members)) : .array(items)
        }
    }
}
