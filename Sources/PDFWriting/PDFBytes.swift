/// Bytes of PDF syntax being written: numbers in a fixed, locale-free form, names, strings and
/// operators. Numbers are rounded to thousandths (colours to ten-thousandths), so the same drawing
/// gives the same bytes on every machine.
public struct PDFBytes {
    public var bytes: [UInt8] = []

    public init() {}

    public init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    public var count: Int { bytes.count }

    @inline(__always) public mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    public mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    public mutating func append(_ other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    /// A whole number.
    public mutating func int(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            if value == Int.min { raw("9223372036854775808"); return }
            digits(UInt64(-value))
        } else {
            digits(UInt64(value))
        }
    }

    private mutating func digits(_ value: UInt64) {
        // Most numbers of a page (coordinates, marked-content and object numbers) have one to four digits.
        switch value {
        case 0..<10:
            bytes.append(48 + UInt8(value))
        case 10..<100:
            bytes.append(48 + UInt8(value / 10))
            bytes.append(48 + UInt8(value % 10))
        case 100..<1_000:
            bytes.append(48 + UInt8(value / 100))
            bytes.append(48 + UInt8(value / 10 % 10))
            bytes.append(48 + UInt8(value % 10))
        case 1_000..<10_000:
            bytes.append(48 + UInt8(value / 1_000))
            bytes.append(48 + UInt8(value / 100 % 10))
            bytes.append(48 + UInt8(value / 10 % 10))
            bytes.append(48 + UInt8(value % 10))
        default:
            var buffer: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                         UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var count = 0
            var rest = value
            withUnsafeMutableBytes(of: &buffer) { digits in
                while rest > 0 {
                    digits[19 - count] = 48 + UInt8(rest % 10)
                    rest /= 10
                    count += 1
                }
                for index in (20 - count)..<20 { bytes.append(digits[index]) }
            }
        }
    }

    /// A real number rounded to `places` decimals (at most 6), trailing zeros dropped; a value that is
    /// not finite, or beyond what PDF readers hold, is written as 0 or the nearest limit.
    public mutating func number(_ value: Double, places: Int = 3) {
        let places = max(0, min(6, places))
        guard value.isFinite else { bytes.append(48); return }
        let limited = max(-32_767_000, min(32_767_000, value))
        let scaled = (limited * PDFBytes.scales[places]).rounded()
        if scaled == 0 { bytes.append(48); return }
        if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
        // The fraction's digits, last first (dividing by the constant 10 is a multiplication; by a
        // power of ten held in a variable, a division, which is most of what writing a path costs).
        var magnitude = UInt64(abs(scaled))
        var fraction: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0)
        var kept = 0
        withUnsafeMutableBytes(of: &fraction) { digits in
            for _ in 0..<places {
                let digit = UInt8(magnitude % 10)
                magnitude /= 10
                if kept > 0 || digit != 0 {
                    digits[kept] = 48 + digit
                    kept += 1
                }
            }
        }
        digits(magnitude)
        guard kept > 0 else { return }
        bytes.append(UInt8(ascii: "."))
        withUnsafeBytes(of: &fraction) { digits in
            for index in stride(from: kept - 1, through: 0, by: -1) { bytes.append(digits[index]) }
        }
    }

    private static let scales: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

    /// Numbers separated by spaces (an array's contents).
    public mutating func numbers(_ values: [Double], places: Int = 3) {
        for (index, value) in values.enumerated() {
            if index > 0 { space() }
            number(value, places: places)
        }
    }

    /// `/Name`, with every byte outside the regular characters written as `#xx`.
    public mutating func name(_ name: String) {
        bytes.append(UInt8(ascii: "/"))
        for byte in name.utf8 {
            if byte > 0x20, byte < 0x7F, !PDFBytes.isDelimiter(byte), byte != UInt8(ascii: "#") {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "#"))
                hexByte(byte)
            }
        }
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"):
            return true
        default:
            return false
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    @inline(__always) public mutating func hexByte(_ byte: UInt8) {
        bytes.append(PDFBytes.hexDigits[Int(byte >> 4)])
        bytes.append(PDFBytes.hexDigits[Int(byte & 15)])
    }

    /// Four hex digits, a glyph's code or a UTF-16 unit.
    @inline(__always) public mutating func hex16(_ value: UInt16) {
        hexByte(UInt8(value >> 8))
        hexByte(UInt8(value & 0xFF))
    }

    /// A text string: plain ASCII as a literal, anything else as UTF-16BE with its byte-order mark
    /// (what PDF 1.4 readers take for titles, bookmarks, alternate and actual text).
    public mutating func textString(_ text: String) {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            literalString(Array(text.utf8))
            return
        }
        bytes.append(UInt8(ascii: "<"))
        raw("FEFF")
        for unit in text.utf16 { hex16(unit) }
        bytes.append(UInt8(ascii: ">"))
    }

    /// `(…)` with its backslashes, parentheses and line ends escaped.
    public mutating func literalString(_ value: [UInt8]) {
        bytes.append(UInt8(ascii: "("))
        for byte in value {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: ")"))
    }

    /// `n 0 R`.
    public mutating func reference(_ object: Int) {
        int(object)
        raw(" 0 R")
    }

    public mutating func space() { bytes.append(0x20) }
    public mutating func newline() { bytes.append(0x0A) }
}
