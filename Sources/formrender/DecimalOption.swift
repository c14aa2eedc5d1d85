import ArgumentParser
import FormSupport

/// A number on the command line, read as numbers in files are (`DecimalText`): `--margins 0x20` is
/// refused, not read as hexadecimal 32, and so are nan and inf.
enum DecimalOption {
    static let parse: @Sendable (String) throws -> Double = { text in
        guard let value = DecimalText.number(text) else {
            throw ValidationError("'\(text.quotedForMessages)' is not a number written in decimal (like 36 or 1.35)")
        }
        return value
    }
}
