/// Text as the layout shows it, the same in PNG and PDF: control characters other than line breaks
/// and tabs, and Unicode noncharacters (U+FFFE, U+FFFF, U+FDD0…), become □ (U+25A1, which the
/// bundled fonts draw; they have no U+FFFD), so that a NUL cannot cut a label short, nothing in it is
/// silently invisible, and Cairo's PDF writer never meets a string it refuses; and very long
/// text is cut to `maxCharacters` ending in "…", which bounds the cost of shaping and wrapping it.
public enum ShownText {
    public static let maxCharacters = 5_000
    public static let replacement: Unicode.Scalar = "\u{25A1}"

    /// Idempotent: preparing prepared text changes nothing.
    public static func prepare(_ text: String) -> String {
        clip(replacingUnshowable(text))
    }

    /// Text as paper shows it: every character of it (a page may hold no less than the text says;
    /// printing bounds its length by pages instead), unshowable ones as □, an oversized character cut.
    public static func prepareWhole(_ text: String) -> String {
        clip(replacingUnshowable(text), maxCharacters: Int.max)
    }

    public static func replacingUnshowable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnshowable) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(isUnshowable(scalar) ? replacement : scalar) }
        return String(scalars)
    }

    static func isUnshowable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0xFDD0...0xFDEF: return true
        default: return scalar.value & 0xFFFE == 0xFFFE
        }
    }

    /// The most scalars one character (grapheme cluster) shows: real text needs a handful; a cluster
    /// of thousands (a virama chain, a pile of combining marks) would make shaping cost seconds.
    public static let maxScalarsPerCharacter = 32

    /// At most `maxCharacters` characters, the last of them "…" when the text was cut; a character
    /// of more than `maxScalarsPerCharacter` scalars is cut too, and followed by "…".
    public static func clip(_ text: String, maxCharacters: Int = ShownText.maxCharacters) -> String {
        // utf8.count is O(1) for native strings: most text needs no character walk at all.
        guard text.utf8.count > maxScalarsPerCharacter else { return text }
        var out = ""
        var count = 0
        var changed = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            let isLast = next == text.endIndex
            let oversize = character.unicodeScalars.count > maxScalarsPerCharacter
            let room = maxCharacters - count
            // A cut character takes two places (its start and "…"); the text's end needs one for "…".
            let fits = oversize ? (room >= 3 || (room == 2 && isLast)) : (room >= 2 || (room == 1 && isLast))
            guard fits else {
                out += "…"
                changed = true
                break
            }
            if oversize {
                out.unicodeScalars.append(contentsOf: character.unicodeScalars.prefix(maxScalarsPerCharacter - 1))
                out += "…"
                count += 2
                changed = true
            } else {
                out.append(character)
                count += 1
            }
            index = next
        }
        return changed ? out : text
    }
}
