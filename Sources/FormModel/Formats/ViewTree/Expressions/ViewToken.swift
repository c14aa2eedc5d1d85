/// A token of an `@{...}` expression and the 1-based column where it starts.
struct ViewToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case number(Double)
        case string(String)
        case colour(String)
        /// Operators and punctuation, as written (`&&`, `?.`, `[`).
        case symbol(String)
        case end
    }

    var kind: Kind
    var column: Int

    /// How an error names the token: `unexpected ')'`, `unexpected end of expression`.
    var quoted: String {
        switch kind {
        case .identifier(let name): return "'\(name)'"
        case .number(let value): return "'\(ViewValue.format(value))'"
        case .string: return "string"
        case .colour(let text): return "'\(text)'"
        case .symbol(let symbol): return "'\(symbol)'"
        case .end: return "end of expression"
        }
    }
}
