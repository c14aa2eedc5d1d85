import Expectations
@testable import PDFWriting
import Testing

/// PDF syntax is written in one fixed form, so the same drawing gives the same bytes everywhere.
struct PDFBytesTests {
    func written(_ value: Double, places: Int = 3) -> String {
        var bytes = PDFBytes()
        bytes.number(value, places: places)
        return String(decoding: bytes.bytes, as: UTF8.self)
    }

    @Test func numbersAreRoundedAndTrimmed() {
        let cases: [(Double, Int, String)] = [
            (0, 3, "0"), (12, 3, "12"), (12.5, 3, "12.5"), (0.05, 3, "0.05"), (-1.5, 3, "-1.5"), (1e-7, 3, "0"), (-0.0004, 3, "0"),
            (0.0005, 3, "0.001"), (841.889764, 3, "841.89"), (100.1, 0, "100"), (2.5, 0, "3"), (0.123456789, 6, "0.123457"),
            (0.1, 9, "0.1"), (1.0001, 4, "1.0001"), (1.00001, 4, "1"), (-32_767_000.5, 3, "-32767000"), (1e308, 3, "32767000"),
            (.infinity, 3, "0"), (.nan, 2, "0"), (1_000_000.001, 3, "1000000.001"), (7.000_9, 3, "7.001"), (0.999_9, 3, "1"),
        ]
        for (value, places, expected) in cases {
            expectEqual(written(value, places: places), expected, "\(value) to \(places) places")
        }
    }

    @Test func wholeNumbersOfEveryLength() {
        for value in [0, 7, 10, 99, 100, 999, 1_000, 9_999, 10_000, 123_456_789, -5, -1_000, Int.max, Int.min] {
            var bytes = PDFBytes()
            bytes.int(value)
            expectEqual(String(decoding: bytes.bytes, as: UTF8.self), String(value))
        }
    }

    @Test func numbersMatchTheirDecimalReading() {
        // Any number reads back as itself to within half of its last place.
        for step in 0..<2_000 {
            let value = Double(step) * 5.123_456_789_1 - 5_000
            for places in [0, 2, 3, 4] {
                let text = written(value, places: places)
                let back = Double(text) ?? .nan
                let unit = [1.0, 10, 100, 1_000, 10_000][places]
                expect(abs(back - value) <= 0.5 / unit + 1e-9, "\(value) to \(places): \(text)")
                expect(!text.hasSuffix(".") && !(text.contains(".") && text.hasSuffix("0")), "\(text) is trimmed")
            }
        }
    }
}
