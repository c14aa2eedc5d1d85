import Expectations
import Testing

// The byte-array checks every pixel and file test relies on (Tests/Expectations), checked here, in the
// first test module that imports them: a comparison that always said "same" would pass every picture.
@Suite("Expectations: byte arrays")
struct ByteExpectationTests {
    @Test func equalBytesAreTheSame() {
        expect(sameBytes([1, 2, 3], [1, 2, 3]))
        expect(sameBytes([], []))
        let picture = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        expect(sameBytes(picture, picture.map { $0 }))
    }

    @Test func anyDifferenceOrLengthIsNotTheSame() {
        expect(!sameBytes([1, 2, 3], [1, 2, 4]))
        expect(!sameBytes([1, 2], [1, 2, 3]))
        expect(!sameBytes([], [0]))
        var picture = [UInt8](repeating: 7, count: 100_000)
        let copy = picture
        picture[99_999] = 8
        expect(!sameBytes(picture, copy))
    }

    @Test func aDifferenceIsRecordedWithHowManyAndWhereTheFirstIs() {
        let expected = [UInt8](repeating: 0, count: 100)
        var actual = expected
        actual[40] = 1
        actual[99] = 1
        withKnownIssue {
            expectEqual(actual, expected)
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "100 bytes are not the 100 expected: 2 differ, the first at offset 40" }
        }
    }
}
