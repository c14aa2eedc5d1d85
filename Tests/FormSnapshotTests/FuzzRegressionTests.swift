@testable import FormSnapshot
import PNGCodec
import Expectations
import Testing

/// Images that trapped or could not be allocated in the comparator. `PixelImage`'s `width`, `height`
/// and `pixels` are public `var`s, so an image may claim any size over any buffer; the comparator must
/// go by what the buffer backs, never by the claim. The first trapped as soon as `Fuzz/run FuzzCompare`
/// ran its seed corpus; the others are the same kind of claim, found while fixing it (each trapped or
/// failed before the fix).
@Suite struct FuzzRegressionTests {
    typealias Size = ComparisonResult.Size

    /// An image claiming `width`×`height` over `count` bytes of white.
    func claimed(width: Int, height: Int, bytes count: Int) -> PixelImage {
        var image = PixelImage(width: 0, height: 0, pixels: [])
        image.pixels = [UInt8](repeating: 255, count: count)
        image.width = width
        image.height = height
        return image
    }

    func expectAllRed(_ diff: PixelImage, width: Int, height: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        expect(diff.width == width && diff.height == height && diff.pixels.count == width * height * 4, sourceLocation: sourceLocation)
        expect(stride(from: 0, to: diff.pixels.count, by: 4).allSatisfy { diff.pixels[$0..<$0 + 4] == [255, 0, 0, 255] }, sourceLocation: sourceLocation)
    }

    /// Fuzz/Corpus/FuzzCompare/bent.bin: a reference claiming `Int.max` columns. `diffImage` trapped on
    /// `reference.width * 4` (arithmetic overflow) before looking at the sizes.
    @Test func aWidthOfIntMaxIsAnEmptyImage() {
        let reference = claimed(width: .max, height: 6, bytes: 6 * 6 * 4)
        let actual = PixelImage(width: 6, height: 6)
        let result = PixelComparator.compare(reference, actual)
        expectEqual(result.sizeMismatch, .init(reference: Size(width: 0, height: 0), actual: Size(width: 6, height: 6)))
        expect(result.diffPixels == 36 && result.totalPixels == 36 && !result.passed)
        expectAllRed(PixelComparator.diffImage(reference, actual), width: 6, height: 6)
    }

    /// A zero width kept its claimed height (here `Int.max`), and the union of both sizes,
    /// `2 × Int.max`, overflowed in `compare` and in `diffImage`.
    @Test func aZeroWidthDoesNotKeepItsClaimedHeight() {
        let reference = claimed(width: 0, height: .max, bytes: 0)
        let actual = PixelImage(width: 2, height: 2)
        let result = PixelComparator.compare(reference, actual)
        expectEqual(result.sizeMismatch?.reference, Size(width: 0, height: 0))
        expect(result.diffPixels == 4 && result.totalPixels == 4)
        expectAllRed(PixelComparator.diffImage(actual, reference), width: 2, height: 2)
    }

    /// A width no row of the buffer backs (2⁴⁰ columns over 36 bytes) kept that width with 0 rows, so
    /// the diff image over the union asked for 2⁴⁰ × 3 × 4 bytes.
    @Test func aWidthTheBufferCannotBackIsNotAllocated() {
        let reference = claimed(width: 1 << 40, height: 3, bytes: 36)
        let actual = PixelImage(width: 3, height: 3)
        let result = PixelComparator.compare(reference, actual)
        expectEqual(result.sizeMismatch?.reference, Size(width: 0, height: 0))
        expectEqual(result.totalPixels, 9)
        expectAllRed(PixelComparator.diffImage(reference, actual), width: 3, height: 3)
        // Half a buffer still backs its whole rows, as before.
        let short = claimed(width: 3, height: 3, bytes: 20)
        expectEqual(PixelComparator.compare(short, actual).sizeMismatch?.reference, Size(width: 3, height: 1))
    }

    @Test func negativeSizesAreEmpty() {
        let actual = PixelImage(width: 4, height: 4)
        for (width, height) in [(-4, 4), (4, -4), (Int.min, Int.min)] {
            let reference = claimed(width: width, height: height, bytes: 64)
            let result = PixelComparator.compare(reference, actual)
            expectEqual(result.sizeMismatch?.reference, Size(width: width > 0 ? 4 : 0, height: 0))
            expect(result.diffPixels == 16 && result.totalPixels == 16)
            expectAllRed(PixelComparator.diffImage(reference, actual), width: 4, height: 4)
        }
    }
}
