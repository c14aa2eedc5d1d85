import Foundation

/// Numbers written as text (`"20"` or `"1.35"` in a form file, `--margins 36` on the command line),
/// read by one rule wherever FormRender reads its own formats: decimal notation, as a JSON number is
/// written (a sign, digits, a fraction, an exponent), and finite. Swift's own readers disagree:
/// `Double("0x20")` is 32 and `Double("nan")` is NaN while `Int("0x20")` is nil, so a width took hex
/// that a length beside it refused.
public enum DecimalText {
    /// The number `text` writes in decimal (spaces around it allowed), or nil.
    public static func number(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard isDecimal(trimmed), let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

    /// The whole number `text` writes in decimal (`20`, `20.0`, `2e1`), or nil.
    public static func wholeNumber(_ text: String) -> Int? {
        guard let value = number(text), value.rounded() == value, abs(value) < 9.0e15 else { return nil }
        return Int(value)
    }

    /// A number for a message: whole numbers below 10^15 in digits (`36`, `-5`), any other in Swift's
    /// shortest form (`1.35`, `1e+308`), never hundreds of digits.
    public static func compact(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `[+-]digits[.digits][e[+-]digits]`, or with the digits only after the point (`.5`).
    static func isDecimal(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        var mantissa = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
