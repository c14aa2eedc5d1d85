import Foundation

/// PDF's written forms of text: strings (`(…)`, or UTF-16 in hex for anything beyond ASCII) and names
/// (`/…`, with `#XX` for every byte that is not a plain printable character).
enum PDFText {
    static func string(_ text: String) -> String {
        if text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) {
            var out = "("
            for character in text.unicodeScalars {
                switch character {
                case "(", ")", "\\": out += "\\" + String(character)
                default: out.unicodeScalars.append(character)
                }
            }
            return out + ")"
        }
        var hex = "<FEFF"
        for unit in text.utf16 { hex += hexDigits(UInt(unit), width: 4) }
        return hex + ">"
    }

    static func name(_ text: String) -> String {
        var out = "/"
        for byte in text.utf8 {
            let plain = byte > 0x20 && byte < 0x7F && !"#()<>[]{}/%".utf8.contains(byte)
            out += plain ? String(UnicodeScalar(byte)) : "#" + hexDigits(UInt(byte), width: 2)
        }
        return out
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e12 { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    private static func hexDigits(_ value: UInt, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
