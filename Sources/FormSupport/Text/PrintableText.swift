extension String {
    /// The text with every control character written as an escape (`\n`, `\t`, `\r`, `\u{1B}`), and
    /// the bidirectional overrides and isolates too, so that text from an input can neither drive the
    /// terminal (an escape sequence in a file name or a key) nor reorder what a message appears to say.
    /// Applying it twice changes nothing more.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.needsEscapeInMessages) else { return self }
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            guard scalar.needsEscapeInMessages else {
                out.append(scalar)
                continue
            }
            let escape: String
            switch scalar {
            case "\n": escape = "\\n"
            case "\t": escape = "\\t"
            case "\r": escape = "\\r"
            default: escape = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            out.append(contentsOf: escape.unicodeScalars)
        }
        return String(out)
    }
}

extension Unicode.Scalar {
    /// A C0 control, DEL or a C1 control: what a terminal may read as a command.
    public var isControlCharacter: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    var needsEscapeInMessages: Bool {
        switch value {
        case _ where isControlCharacter: return true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true // bidi controls and marks
        default: return false
        }
    }
}
