extension String {
    /// The longest text a message quotes whole.
    public static let maxQuotedLength = 60

    /// The text as a message quotes it: whole up to 60 characters, a longer one cut with its length
    /// said (`aaaa… (10000 characters)`), so that a value from the command line or a file cannot fill
    /// a terminal or a CI log; control characters escaped.
    public var quotedForMessages: String {
        let escaped = escapingControlCharacters
        guard escaped.count > String.maxQuotedLength else { return escaped }
        return "\(escaped.prefix(40))… (\(count) characters)"
    }
}
