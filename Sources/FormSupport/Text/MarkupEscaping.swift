extension String {
    /// The text with `&`, `<`, `>`, `"` and `'` written as references, so that it stays text in
    /// HTML or XML, in an element or an attribute (the HTML report, fontconfig's configuration).
    public var markupEscaped: String {
        guard contains(where: { "&<>\"'".contains($0) }) else { return self }
        var out = ""
        for character in self {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
