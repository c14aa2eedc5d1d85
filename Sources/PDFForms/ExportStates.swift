/// The names a radio group's buttons are on in (`/AS`, `/V`, their appearances' keys), one for each
/// button in the order of the group's `/Kids`. A button's option is its name where it makes a valid
/// one: not `Off` (every button's off state), no NUL (no PDF name holds one), at most 127 bytes (PDF's
/// limit on a name) and no other button's. Any other button is on in `opt` and its place (`/opt3`),
/// and the group then lists every button's option text in `/Opt` (PDF 32000-1, 12.7.4.2.4), where a
/// reader reads the value. Groups whose options all make names are written as they always were.
struct ExportStates {
    static let maxNameBytes = 127

    /// Each button's state name, unescaped.
    let names: [String]
    /// The options as `/Opt` lists them, when a name is not its option.
    let listed: [String]?

    init(options: [String]) {
        let needsList = options.enumerated().contains { index, option in
            !ExportStates.isName(option) || options[..<index].contains(option)
        }
        var used = FieldNames(taken: ["Off"])
        names = options.enumerated().map { index, option in
            // With `/Opt`, a name that is a number is read as a place in it (12.7.4.2.4): such options are placed too.
            let plain = ExportStates.isName(option) && !(needsList && option.allSatisfy(\.isASCIIDigit))
            return used.claimAsWritten(plain && !used.isTaken(option) ? option : "opt\(index)")
        }
        listed = needsList ? options : nil
    }

    private static func isName(_ option: String) -> Bool {
        !option.isEmpty && option != "Off" && option.utf8.count <= maxNameBytes && !option.unicodeScalars.contains("\u{0}")
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
