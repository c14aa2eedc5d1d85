import FormSupport
/// Splits an expression into tokens. Works on Unicode scalars so that columns match what an editor
/// shows for ASCII and count one per scalar beyond it.
struct ViewTokenizer {
    private let scalars: [Unicode.Scalar]
    private let source: String
    private var index = 0

    /// Longest symbols first, so that `??` is not read as `?` `?`.
    private static let symbols = ["&&", "||", "==", "!=", "<=", ">=", "??", "?.",
                                  "<", ">", "+", "-", "*", "/", "%", "!", "?", ":", ".", "[", "]", "(", ")"]

    init(_ source: String) {
        self.source = source
        scalars = Array(source.unicodeScalars)
    }

    static func tokens(of source: String) throws -> [ViewToken] {
        var tokenizer = ViewTokenizer(source)
        var tokens: [ViewToken] = []
        while true {
            let token = try tokenizer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private func error(_ message: String, at index: Int) -> ViewExpressionError {
        ViewExpressionError(message, column: index + 1, in: source)
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func next() throws -> ViewToken {
        while let scalar = peek(), scalar.properties.isWhitespace { index += 1 }
        let start = index
        guard let scalar = peek() else { return ViewToken(kind: .end, column: start + 1) }
        if scalar.isDigit { return ViewToken(kind: try number(), column: start + 1) }
        if scalar.startsIdentifier { return ViewToken(kind: identifier(), column: start + 1) }
        if scalar == "'" || scalar == "\"" { return ViewToken(kind: try string(), column: start + 1) }
        if scalar == "#" { return ViewToken(kind: try colour(), column: start + 1) }
        for symbol in ViewTokenizer.symbols where matches(symbol) {
            index += symbol.unicodeScalars.count
            return ViewToken(kind: .symbol(symbol), column: start + 1)
        }
        switch scalar {
        case "=": throw error("'=' is not an operator (use '==')", at: start)
        case "&": throw error("'&' is not an operator (use '&&')", at: start)
        case "|": throw error("'|' is not an operator (use '||')", at: start)
        default: throw error("unexpected character '\(String(scalar).escapingControlCharacters)'", at: start)
        }
    }

    private func matches(_ symbol: String) -> Bool {
        var offset = 0
        for scalar in symbol.unicodeScalars {
            guard peek(offset) == scalar else { return false }
            offset += 1
        }
        return true
    }

    /// Digits, an optional fraction and an optional exponent. `5.name` is 5 then `.name`.
    private mutating func number() throws -> ViewToken.Kind {
        let start = index
        while peek()?.isDigit == true { index += 1 }
        if peek() == ".", peek(1)?.isDigit == true {
            index += 1
            while peek()?.isDigit == true { index += 1 }
        }
        if peek() == "e" || peek() == "E" {
            var offset = 1
            if peek(1) == "+" || peek(1) == "-" { offset = 2 }
            if peek(offset)?.isDigit == true {
                index += offset
                while peek()?.isDigit == true { index += 1 }
            }
        }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        guard let value = Double(text), value.isFinite else { throw error("number '\(text)' is out of range", at: start) }
        return .number(value)
    }

    private mutating func identifier() -> ViewToken.Kind {
        let start = index
        while let scalar = peek(), scalar.continuesIdentifier { index += 1 }
        return .identifier(String(String.UnicodeScalarView(scalars[start..<index])))
    }

    /// 'single' or "double" quoted, with \\ \' \" \n \r \t \0 and \u{hex} escapes.
    private mutating func string() throws -> ViewToken.Kind {
        let start = index
        let quote = scalars[index]
        index += 1
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = peek() else { throw error("unterminated string", at: start) }
            index += 1
            if scalar == quote { return .string(String(text)) }
            guard scalar == "\\" else {
                text.append(scalar)
                continue
            }
            guard let escaped = peek() else { throw error("unterminated string", at: start) }
            let escapeStart = index - 1
            index += 1
            switch escaped {
            case "\\", "'", "\"": text.append(escaped)
            case "n": text.append("\n")
            case "r": text.append("\r")
            case "t": text.append("\t")
            case "0": text.append("\0")
            case "u": text.append(try unicodeEscape(from: escapeStart))
            default: throw error("unknown escape '\\\(String(escaped).escapingControlCharacters)'", at: escapeStart)
            }
        }
    }

    /// `\u{1F600}`: one to eight hex digits naming a Unicode scalar.
    private mutating func unicodeEscape(from start: Int) throws -> Unicode.Scalar {
        guard peek() == "{" else { throw error("expected '{' after '\\u'", at: start) }
        index += 1
        var value: UInt32 = 0
        var digits = 0
        while let scalar = peek(), let digit = scalar.hexValue {
            guard digits < 8 else { break }
            value = value &* 16 &+ digit
            digits += 1
            index += 1
        }
        guard digits > 0, peek() == "}", let scalar = Unicode.Scalar(value) else {
            throw error("'\\u{...}' needs one to eight hex digits naming a Unicode scalar", at: start)
        }
        index += 1
        return scalar
    }

    /// `#RRGGBB` or `#AARRGGBB`.
    private mutating func colour() throws -> ViewToken.Kind {
        let start = index
        index += 1
        while let scalar = peek(), scalar.continuesIdentifier { index += 1 }
        let digits = scalars[(start + 1)..<index]
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy({ $0.hexValue != nil }) else {
            throw error("a colour is #RRGGBB or #AARRGGBB", at: start)
        }
        return .colour(String(String.UnicodeScalarView(scalars[start..<index])))
    }
}

private extension Unicode.Scalar {
    var isDigit: Bool { ("0"..."9").contains(self) }
    var startsIdentifier: Bool { self == "_" || self == "$" || properties.isAlphabetic }
    var continuesIdentifier: Bool { startsIdentifier || isDigit }
    var hexValue: UInt32? {
        switch self {
        case "0"..."9": return value - 48
        case "a"..."f": return value - 87
        case "A"..."F": return value - 55
        default: return nil
        }
    }
}
