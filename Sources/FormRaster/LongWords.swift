/// Pango's line breaking costs the square of a word's length when it has to break inside the word
/// (a 10,000-character run without a space took seconds). In a run longer than `maxRun` characters a
/// zero-width space goes between every two characters: Pango then breaks it where it would have
/// fallen back to breaking anyway, between characters, with every line as full as before, in linear
/// time. Shorter words, which wrap whole, are left alone. The space draws nothing.
enum LongWords {
    static let maxRun = 128
    static let breakOpportunity = "\u{200B}"

    /// The text with break opportunities added, and the UTF-8 offsets (in the original) where they
    /// went, so that attribute ranges can be moved along.
    static func breakable(_ text: String) -> (text: String, insertedAt: [Int]) {
        guard text.utf8.count > maxRun else { return (text, []) }
        var out = ""
        var inserted: [Int] = []
        var run: [Character] = []
        var runStart = 0
        var offset = 0
        func flush() {
            if run.count > maxRun {
                var at = runStart
                for (index, character) in run.enumerated() {
                    if index > 0 {
                        out += breakOpportunity
                        inserted.append(at)
                    }
                    out.append(character)
                    at += character.utf8.count
                }
            } else {
                out.append(contentsOf: run)
            }
            run.removeAll(keepingCapacity: true)
        }
        for character in text {
            if character.isWhitespace || character == "\u{200B}" || LongWords.breaksItself(character) {
                flush()
                out.append(character)
                runStart = offset + character.utf8.count
            } else {
                run.append(character)
            }
            offset += character.utf8.count
        }
        flush()
        return inserted.isEmpty ? (text, []) : (out, inserted)
    }

    /// Characters of scripts written without spaces, where Pango finds the breaks itself (between
    /// ideographs, kana and hangul by the line-breaking rules, in Thai, Lao, Khmer and Myanmar by
    /// dictionary): they are no unbroken word, and a break forced between every two would break
    /// inside words and put `、` at a line's start.
    static func breaksItself(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value, value >= 0x0E00 else { return false }
        switch value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x1A20...0x1AAF,  // Thai, Lao, Myanmar, Khmer, Tai Tham
             0x1100...0x11FF, 0x2E80...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF,  // jamo, CJK, kana, hangul
             0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// Where a UTF-8 offset of the original text lands in the text with break opportunities.
    static func moved(_ offset: Int, past insertedAt: [Int]) -> Int {
        var count = 0
        for position in insertedAt {
            guard position <= offset else { break }
            count += 1
        }
        return offset + count * breakOpportunity.utf8.count
    }
}
