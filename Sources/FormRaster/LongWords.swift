/// Pango's line breaking costs the square of a word's length when it has to break inside the word
/// (a 10,000-character run without a space took seconds). A zero-width space every `maxRun`
/// characters of such a run gives Pango a break opportunity there, so the cost stays linear; it draws
/// nothing, and lines break inside the run as they did, at most `maxRun` characters apart.
enum LongWords {
    static let maxRun = 128
    static let breakOpportunity = "\u{200B}"

    /// The text with break opportunities added, and the UTF-8 offsets (in the original) where they
    /// went, so that attribute ranges can be moved along.
    static func breakable(_ text: String) -> (text: String, insertedAt: [Int]) {
        guard text.utf8.count > maxRun else { return (text, []) }
        var out = ""
        var inserted: [Int] = []
        var run = 0
        var offset = 0
        for character in text {
            if character.isWhitespace || character == "\u{200B}" {
                run = 0
            } else {
                if run == maxRun {
                    out += breakOpportunity
                    inserted.append(offset)
                    run = 0
                }
                run += 1
            }
            out.append(character)
            offset += character.utf8.count
        }
        return inserted.isEmpty ? (text, []) : (out, inserted)
    }

    /// Where a UTF-8 offset of the original text lands in the text with break opportunities.
    static func moved(_ offset: Int, past insertedAt: [Int]) -> Int {
        offset + insertedAt.filter { $0 <= offset }.count * breakOpportunity.utf8.count
    }
}
