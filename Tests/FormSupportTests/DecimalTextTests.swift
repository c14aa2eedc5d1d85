import Expectations
import Testing
import FormSupport

/// One rule for numbers written as text: decimal, finite; and numbers said compactly.
@Suite struct DecimalTextTests {
    @Test(arguments: [("20", 20.0), (" 1.35 ", 1.35), ("-5", -5), ("+2", 2), ("1e3", 1000), (".5", 0.5), ("7.", 7)])
    func decimalTextIsANumber(text: String, value: Double) {
        expectEqual(DecimalText.number(text), value, text)
    }

    @Test(arguments: ["0x20", "nan", "inf", "-infinity", "1e400", "", "e5", "1_000", "1 2", "٣", "0x1p3", "5e"])
    func otherTextIsNone(text: String) {
        expect(DecimalText.number(text) == nil, text)
    }

    @Test func wholeNumbersAndCompactForms() {
        expectEqual(DecimalText.wholeNumber("20.0"), 20)
        expect(DecimalText.wholeNumber("0x20") == nil && DecimalText.wholeNumber("2.5") == nil)
        expectEqual(DecimalText.compact(1e308), "1e+308")
        expectEqual(DecimalText.compact(-5), "-5")
        expectEqual(DecimalText.compact(1.35), "1.35")
    }

    @Test func longTextIsQuotedCutWithItsLength() {
        expectEqual(String(repeating: "a", count: 60).quotedForMessages, String(repeating: "a", count: 60))
        expectEqual(String(repeating: "a", count: 61).quotedForMessages, String(repeating: "a", count: 40) + "… (61 characters)")
        expectEqual("a\u{1B}b".quotedForMessages, "a\\u{1B}b")
    }
}
