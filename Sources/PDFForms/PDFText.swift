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

    /// Points to two decimals at most, no trailing zeros (`12.5`, `716`, `-0.25`), without Foundation's
    /// formatter: a form writes thousands of them.
    static func number(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return "0" }
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        let whole = String(magnitude / 100), fraction = magnitude % 100
        guard fraction != 0 else { return magnitude == 0 ? "0" : sign + whole }
        return sign + whole + "." + (fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction))
    }

    private static func hexDigits(_ value: UInt, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
