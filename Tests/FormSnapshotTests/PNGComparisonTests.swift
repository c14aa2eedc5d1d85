@testable import FormSnapshot
import PNGCodec
import Expectations
import Testing

/// PNG bytes in, a comparison out: the path the snapshot checker, `bench-compare` and the
/// swift-snapshot-testing integration share.
@Suite struct PNGComparisonTests {
    func png(_ image: PixelImage) throws -> [UInt8] { try PNGEncoder.encode(image) }

    @Test func equalBytesPassWithoutDecoding() throws {
        let bytes = try png(PixelImage(width: 6, height: 4))
        let result = try PNGComparison.compare(reference: bytes, actual: bytes, options: ComparisonOptions())
        expect(result.passed && result.diffPixels == 0 && result.totalPixels == 24)
    }

    @Test func changedPixelsAreCountedAndSizesCompared() throws {
        var changed = PixelImage(width: 6, height: 4)
        changed.pixels[0...3] = [0, 0, 0, 255]
        let result = try PNGComparison.compare(reference: try png(PixelImage(width: 6, height: 4)), actual: try png(changed))
        expect(!result.passed && result.diffPixels == 1)
        var budget = ComparisonOptions()
        budget.maxDiffPixels = 1
        try expect(PNGComparison.compare(reference: try png(PixelImage(width: 6, height: 4)), actual: try png(changed), options: budget).passed)
        let taller = try PNGComparison.compare(reference: try png(PixelImage(width: 6, height: 4)), actual: try png(PixelImage(width: 6, height: 5)))
        expect(!taller.passed && taller.sizeMismatch != nil)
    }

    @Test func aPNGThatDoesNotDecodeIsNamed() throws {
        let good = try png(PixelImage(width: 2, height: 2))
        #expect(throws: PNGComparison.DecodeError.self) { try PNGComparison.compare(reference: [1, 2, 3], actual: good) }
        do {
            _ = try PNGComparison.compare(reference: good, actual: Array("nope".utf8))
            Issue.record("decoded a PNG that is not one")
        } catch let error as PNGComparison.DecodeError {
            expectEqual(error.side, .actual)
            expectEqual(error.description, "the actual is not a PNG that can be read (not a PNG file: it does not start with the PNG signature)")
        }
        // Equal bytes that are no PNG are not a pass.
        #expect(throws: PNGComparison.DecodeError.self) { try PNGComparison.compare(reference: [7], actual: [7]) }
    }

    @Test func theComparatorTakesEitherLayout() {
        let image = TestImages.formLike(width: 40, height: 30, seed: 3)
        let result = PixelComparator.compare(image.converted(to: .xrgb32), image)
        expect(result.passed && result.diffPixels == 0)
        expectEqual(PixelComparator.diffImage(image.converted(to: .xrgb32), image), PixelComparator.diffImage(image, image))
    }
}
